import Testing

@testable import PlaygroundCore

@Suite("Web assets")
struct WebAssetsTests {
  @Test func thePageHasItsTestHooks() throws {
    let assets = try WebAssets.load()
    #expect(assets.files["/"] != nil)
    #expect(assets.files["/app.js"]?.contentType.hasPrefix("text/javascript") == true)
    let app = String(decoding: try #require(assets.files["/app.js"]).bytes, as: UTF8.self)
    for hook in ["dataset.currentIndex", "dataset.count", "dataset.index", "dataset.role = \"item\""] {
      #expect(app.contains(hook), "app.js sets \(hook)")
    }
  }
}
