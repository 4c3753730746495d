import Foundation
import PlaygroundCore

/// The files the playground serves: every file of the page's folder (``WebAssets``)
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
}
