import Hummingbird
import Logging

/// The site's files for Hummingbird's `FileMiddleware`: exactly the paths the ``Site`` lists
/// are found (and `/`, the page's folder, for which the middleware serves its `index.html`);
/// any other path (`/../Package.swift`, `//etc/passwd`, a folder) is not found, so nothing
/// outside the site can be reached. The files are read from disk at each request, so a module
/// rebuilt while the server runs is served as it is now.
struct SiteFiles: FileProvider {
  let site: Site
  private let disk: LocalFileSystem

  init(site: Site) {
    self.site = site
    // The files are named by the site, not by this root (which it only logs, at info level).
    var logger = Logger(label: "playground.files")
    logger.logLevel = .warning
    disk = LocalFileSystem(rootFolder: site.folder.path, threadPool: .singleton, logger: logger)
  }

  func getFileIdentifier(_ path: String) -> String? {
    path == "/" ? site.folder.path : site.files[path]?.path
  }

  func getAttributes(id: String) async throws -> LocalFileSystem.FileAttributes? {
    try await disk.getAttributes(id: id)
  }

  func loadFile(id: String, context: some RequestContext) async throws -> ResponseBody {
    try await disk.loadFile(id: id, context: context)
  }

  func loadFile(id: String, range: ClosedRange<Int>, context: some RequestContext) async throws -> ResponseBody {
    try await disk.loadFile(id: id, range: range, context: context)
  }
}
