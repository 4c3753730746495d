import Foundation

/// The page's files (plain HTML, CSS and JavaScript), shipped as the target's resources: every
/// file of the `Web` folder, whatever it holds.
package struct WebAssets: Sendable {
  /// One file: its bytes and content type.
  package struct File: Sendable, Hashable {
    package var contentType: String
    package var bytes: [UInt8]
  }

  /// The files by URL path (`/` is `index.html`).
  package let files: [String: File]

  /// Reads every file of the page's folder.
  package static func load() throws -> WebAssets {
    var files: [String: File] = [:]
    for (path, url) in try paths(in: folder()) {
      let file = File(contentType: contentType(of: path), bytes: Array(try Data(contentsOf: url)))
      files[path] = file
      if path == "/index.html" { files["/"] = file }
    }
    return WebAssets(files: files)
  }

  /// The folder of the page's files.
  package static func folder() throws -> URL {
    guard let index = Bundle.module.url(forResource: "index", withExtension: "html", subdirectory: "Web") else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Web/index.html"])
    }
    return index.deletingLastPathComponent()
  }

  /// Every regular file in `folder` and the folders in it, by its URL path (`/app.js`,
  /// `/images/logo.png`); hidden files and folders (`.DS_Store`) are left out. O(files).
  package static func paths(in folder: URL) throws -> [String: URL] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path])
    }
    var paths: [String: URL] = [:]
    for case let relative as String in enumerator {
      guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
      let url = folder.appendingPathComponent(relative)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
        continue
      }
      paths["/" + relative] = url
    }
    return paths
  }

  /// The content types the playground sends, by file extension (lowercased); any other file
  /// is `application/octet-stream`.
  package static let contentTypes = [
    "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
    "mjs": "text/javascript; charset=utf-8", "json": "application/json", "txt": "text/plain; charset=utf-8",
    "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "webp": "image/webp",
    "ico": "image/x-icon", "wasm": "application/wasm",
  ]

  /// The content type of a file by its name or path (``contentTypes``).
  package static func contentType(of name: String) -> String {
    guard let dot = name.lastIndex(of: "."), !name[dot...].contains("/") else { return "application/octet-stream" }
    return contentTypes[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
  }
}
