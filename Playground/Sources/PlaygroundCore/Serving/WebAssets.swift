import Foundation

/// The page's files (plain HTML, CSS and JavaScript), shipped as the target's resources.
package struct WebAssets: Sendable {
  /// One file: its bytes and content type.
  package struct File: Sendable, Hashable {
    package var contentType: String
    package var bytes: [UInt8]
  }

  /// The files by URL path (`/` is `index.html`).
  package let files: [String: File]

  /// The names of the page's files.
  package static let names = ["index.html", "style.css", "app.js", "render.js"]

  /// Reads the files from the resource bundle.
  package static func load() throws -> WebAssets {
    var files: [String: File] = [:]
    for name in names {
      let url = try url(of: name)
      let data = try Data(contentsOf: url)
      let file = File(contentType: contentType(of: name), bytes: Array(data))
      files["/" + name] = file
      if name == "index.html" { files["/"] = file }
    }
    return WebAssets(files: files)
  }

  /// The folder of the page's files, which the server serves as they are (`FileMiddleware`).
  package static func folder() throws -> URL {
    try url(of: "index.html").deletingLastPathComponent()
  }

  /// The location of a file of the page.
  package static func url(of name: String) throws -> URL {
    let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2,
      let url = Bundle.module.url(forResource: parts[0], withExtension: parts[1], subdirectory: "Web")
    else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Web/\(name)"])
    }
    return url
  }

  static func contentType(of name: String) -> String {
    if name.hasSuffix(".html") { return "text/html; charset=utf-8" }
    if name.hasSuffix(".css") { return "text/css; charset=utf-8" }
    if name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
    return "application/octet-stream"
  }
}
