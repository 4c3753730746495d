import Foundation
import PlaygroundCore
import Testing

@testable import PlaygroundServer

/// The files the server serves and the export writes: every file of the page's folder, found
/// by listing it, and the module.
@Suite("Site")
struct SiteTests {
  @Test func everyFileOfTheFolderIsListedNestedOnesTooHiddenOnesNot() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for path in ["index.html", "app.js", "images/logo.png", "images/icons/x.svg", ".DS_Store", ".git/config"] {
      try folder.write(path, to: path)
    }
    let module = try folder.write("wasm", to: "elsewhere/built.wasm")
    let site = try Site(folder: folder.url.appendingPathComponent("images"), module: module)
    #expect(site.files.keys.sorted() == ["/carousel.wasm", "/icons/x.svg", "/logo.png"])
    let whole = try Site(folder: folder.url, module: module)
    #expect(
      whole.files.keys.sorted() == [
        "/app.js", "/carousel.wasm", "/elsewhere/built.wasm", "/images/icons/x.svg", "/images/logo.png", "/index.html",
      ])
    #expect(whole.files["/carousel.wasm"] == module)
    #expect(
      try String(contentsOf: #require(whole.files["/images/icons/x.svg"]), encoding: .utf8) == "images/icons/x.svg")
  }

  @Test func theBundledSiteIsEveryFileOfTheWebFolderAndTheModule() throws {
    let folder = try WebAssets.folder()
    let listed = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
    let site = try Site.bundled(module: URL(fileURLWithPath: "/nowhere/carousel.wasm"))
    #expect(Set(site.files.keys) == Set(listed.map { "/" + $0 } + [Site.modulePath]))
    #expect(listed.contains("index.html") && listed.contains("app.js"))
  }

  @Test(arguments: [
    ("/index.html", "text/html; charset=utf-8"), ("/style.css", "text/css; charset=utf-8"),
    ("/app.js", "text/javascript; charset=utf-8"), ("/x/render.mjs", "text/javascript; charset=utf-8"),
    ("/logo.svg", "image/svg+xml"), ("/logo.PNG", "image/png"), ("/carousel.wasm", "application/wasm"),
    ("/data.json", "application/json"), ("/LICENSE", "application/octet-stream"),
    ("/a.b/LICENSE", "application/octet-stream"), ("/x.unknown", "application/octet-stream"),
  ])
  func contentTypesGoByExtension(path: String, type: String) {
    #expect(WebAssets.contentType(of: path) == type)
  }

  @Test func onlyTheListedPathsAreFound() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("<p>", to: "web/index.html")
    try folder.write("secret", to: "secret.txt")
    let module = try folder.write("wasm", to: "module.wasm")
    let files = SiteFiles(site: try Site(folder: folder.url.appendingPathComponent("web"), module: module))
    #expect(files.getFileIdentifier("/") == folder.url.appendingPathComponent("web").path)
    #expect(files.getFileIdentifier("/index.html") == folder.url.appendingPathComponent("web/index.html").path)
    #expect(files.getFileIdentifier("/carousel.wasm") == module.path)
    for path in ["/../secret.txt", "/web/../../secret.txt", "//index.html", "/./index.html", "/module.wasm", "", "/x/"]
    {
      #expect(files.getFileIdentifier(path) == nil, "\(path)")
    }
  }

  // MARK: - Export

  @Test func theExportIsEveryFileByteForByteInFoldersItCreates() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("<p>page</p>", to: "web/index.html")
    try folder.write("svg", to: "web/images/logo.svg")
    let module = try folder.write("\0asm", to: "module.wasm")
    let site = try Site(folder: folder.url.appendingPathComponent("web"), module: module)
    let target = folder.url.appendingPathComponent("out/site")
    #expect(try site.export(to: target) == ["/carousel.wasm", "/images/logo.svg", "/index.html"])
    for (path, source) in site.files {
      #expect(
        try Data(contentsOf: target.appendingPathComponent(String(path.dropFirst()))) == Data(contentsOf: source),
        "\(path)")
    }
    // An empty folder that exists is fine.
    let empty = folder.url.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
    #expect(try site.export(to: empty).count == 3)
  }

  @Test func anExportIntoAFolderThatIsNotEmptyOrIntoAFileIsRefusedNamingIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("<p>", to: "web/index.html")
    let module = try folder.write("wasm", to: "module.wasm")
    let site = try Site(folder: folder.url.appendingPathComponent("web"), module: module)
    for target in [
      try folder.write("mine", to: "used/notes.txt").deletingLastPathComponent(),
      try folder.write("", to: "hidden/.keep").deletingLastPathComponent(), module,
    ] {
      let before = try FileManager.default.subpathsOfDirectory(atPath: folder.url.path).sorted()
      #expect {
        try site.export(to: target)
      } throws: { error in
        "\(error)" == "\(target.path) exists and is not an empty folder"
      }
      #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.url.path).sorted() == before)
    }
  }
}
