import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import NIOCore
import NIOWebSocket
import PlaygroundCore
import PlaygroundServer
import Testing
import WSClient

/// The server as `buildApplication(_:)` builds it, through HummingbirdTesting's live framework
/// (a real socket on a free port, real engine worker processes). The hostile-client tests
/// (request heads, unmasked frames, crashes, floods, soak) are in Tests/server (pytest).
@Suite("Playground server")
struct ServerTests {
  /// The built `playground` executable, started as the engine worker (the test runner is
  /// built beside it: `swift build --build-tests` builds both).
  static var playgroundExecutable: URL {
    let runner = URL(
      fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0])
    return runner.deletingLastPathComponent().appendingPathComponent("playground")
  }

  static func configuration() -> PlaygroundConfiguration {
    var configuration = PlaygroundConfiguration()
    configuration.port = 0
    configuration.workers = 1
    configuration.workerExecutable = playgroundExecutable
    return configuration
  }

  @Test func theWorkerExecutableIsBuilt() {
    #expect(FileManager.default.isExecutableFile(atPath: Self.playgroundExecutable.path))
  }

  // HTTP through AsyncHTTPClient (`.ahc`), which sends `Host: localhost:<port>` as browsers do
  // (the live client's `Host: localhost` means port 80 to the host policy).

  @Test func thePageIsServedFromTheBundledFolderAndNeverCached() async throws {
    let app = try buildApplication(Self.configuration())
    try await app.test(.ahc(.http)) { client in
      try await client.execute(uri: "/", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
        #expect(response.headers[.cacheControl] == "no-store")
        let html = String(buffer: response.body)
        for kind in DemoKind.allCases { #expect(html.contains("data-demo=\"\(kind.rawValue)\"")) }
      }
      for (path, type) in [("/app.js", "javascript"), ("/render.js", "javascript"), ("/style.css", "text/css")] {
        try await client.execute(uri: path, method: .get) { response in
          #expect(response.status == .ok, "\(path)")
          #expect(response.headers[.contentType]?.contains(type) == true, "\(path)")
        }
      }
      try await client.execute(uri: "/no-such-file.js", method: .get) { response in
        #expect(response.status == .notFound)
      }
    }
  }

  @Test func aForeignOriginIsRefusedWith403() async throws {
    let app = try buildApplication(Self.configuration())
    try await app.test(.ahc(.http)) { client in
      try await client.execute(uri: "/", method: .get, headers: [.origin: "http://evil.example"]) { response in
        #expect(response.status == .forbidden)
      }
      try await client.execute(uri: "/stats", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "application/json")
        #expect(String(buffer: response.body).contains("\"openSessions\":0"))
      }
    }
  }

  /// Collects the text replies of a WebSocket session driven by `script`.
  static func session(
    _ app: some ApplicationProtocol, script: @escaping @Sendable (WebSocketOutboundWriter) async throws -> Void,
    replies expected: Int
  ) async throws -> (replies: [String], close: WebSocketCloseFrame?) {
    let box = Replies()
    let close = try await app.test(.live) { client in
      try await client.ws("/ws", configuration: .init(maxFrameSize: 1 << 21)) { inbound, outbound, _ in
        try await script(outbound)
        for try await message in inbound.messages(maxSize: 1 << 21) {
          guard case .text(let text) = message else { continue }
          let count = await box.append(text)
          // Enough replies: close from this side (else the server closed).
          if count >= expected { return try await outbound.close(.normalClosure, reason: nil) }
        }
      }
    }
    return (await box.texts, close)
  }

  actor Replies {
    var texts: [String] = []
    func append(_ text: String) -> Int {
      texts.append(text)
      return texts.count
    }
  }

  static func type(of reply: String) -> String? {
    guard let data = reply.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return object["type"] as? String
  }

  static func code(of reply: String) -> String? {
    guard let data = reply.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return object["code"] as? String
  }

  @Test func aTabGetsHelloAndFramesAndRefusalsAndCarriesOn() async throws {
    let app = try buildApplication(Self.configuration())
    let big = String(repeating: " ", count: PlaygroundSession.maximumMessageBytes + 10)
    let (replies, _) = try await Self.session(
      app,
      script: { outbound in
        try await outbound.write(.text(#"{"type":"frame","t":1}"#))
        try await outbound.write(.binary(ByteBuffer(bytes: [1, 2, 3])))
        try await outbound.write(.text("{" + big + #""type":"ping","id":1}"#))
        try await outbound.write(.text(#"{"type":"ping","id":7}"#))
      }, replies: 5)
    #expect(replies.map(Self.type(of:)) == ["hello", "frame", "error", "error", "pong"])
    #expect(Self.code(of: replies[2]) == "binary")
    #expect(Self.code(of: replies[3]) == "too-large")
  }

  @Test func aMessageInSeveralFramesIsAssembled() async throws {
    let app = try buildApplication(Self.configuration())
    let (replies, _) = try await Self.session(
      app,
      script: { outbound in
        let text = Array(#"{"type":"ping","id":42}"#.utf8)
        try await outbound.write(
          .custom(WebSocketFrame(fin: false, opcode: .text, data: ByteBuffer(bytes: text[0..<10]))))
        try await outbound.write(
          .custom(WebSocketFrame(fin: true, opcode: .continuation, data: ByteBuffer(bytes: text[10...]))))
      }, replies: 2)
    #expect(replies.map(Self.type(of:)) == ["hello", "pong"])
    #expect(replies.last?.contains("\"id\":42") == true)
  }

  @Test func aMessageBeyondTheWebSocketLimitClosesWith1009() async throws {
    let app = try buildApplication(Self.configuration())
    let (replies, close) = try await Self.session(
      app,
      script: { outbound in
        let chunk = ByteBuffer(repeating: UInt8(ascii: " "), count: 600 * 1024)
        try await outbound.write(.custom(WebSocketFrame(fin: false, opcode: .text, data: chunk)))
        try await outbound.write(.custom(WebSocketFrame(fin: true, opcode: .continuation, data: chunk)))
      }, replies: 2)
    #expect(replies.map(Self.type(of:)) == ["hello"])
    #expect(close?.closeCode == .messageTooLarge)
  }
}
