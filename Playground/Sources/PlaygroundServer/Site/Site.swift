import Foundation
import PlaygroundCore

/// The files the playground serves and exports: every file of the page's folder (``WebAssets``)
/// by its path there, and the WebAssembly module as `/carousel.wasm`.
package struct Site: Sendable {
  /// The URL path of the WebAssembly module, which the page loads.
  package static let modulePath = "/carousel.wasm"

  /// The page's folder (its `index.html` is served for `/`).
  package let folder: URL
  /// The file sent for each URL path (`/index.html`, `/app.js`, `/carousel.wasm`).
  package let files: [String: URL]

  /// The files of `folder` and the module at `module`.
  package init(folder: URL, module: URL) throws {
    self.folder = folder
    var files = try WebAssets.paths(in: folder)
    files[Self.modulePath] = module
    self.files = files
  }

  /// The bundled page (PlaygroundCore's `Web` resources) and the module at `module`.
  package static func bundled(module: URL) throws -> Site {
    try Site(folder: WebAssets.folder(), module: module)
  }

  /// An error that names the file or folder it is about.
  package struct Problem: Error, CustomStringConvertible {
    package let description: String
  }

  /// Refuses an export folder that exists and is not an empty folder (a file, or a folder
  /// with anything in it, hidden files too), so that an export never mixes with or replaces
  /// other files.
  package static func checkExportFolder(_ directory: URL) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder) else { return }
    guard isFolder.boolValue, try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty else {
      throw Problem(description: "\(directory.path) exists and is not an empty folder")
    }
  }

  /// Writes every file of the site into `directory` (created if it does not exist, with the
  /// folders the page's paths need), byte for byte, so that any static web server can serve
  /// the folder as the playground does. Returns the URL paths written, sorted.
  /// - Throws: ``Problem`` if `directory` exists and is not an empty folder; a file system
  ///   error if a file cannot be read or written.
  @discardableResult
  package func export(to directory: URL) throws -> [String] {
    try Self.checkExportFolder(directory)
    let manager = FileManager.default
    try manager.createDirectory(at: directory, withIntermediateDirectories: true)
    let paths = files.keys.sorted()
    for path in paths {
      let destination = directory.appendingPathComponent(String(path.dropFirst()))
      try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contentsOf: files[path]!).write(to: destination, options: .withoutOverwriting)
    }
    return paths
  }
}
