import ArgumentParser
import Foundation
import Hummingbird
import HummingbirdWebSocket
import PlaygroundCore

/// `playground`: serves the CarouselKit playground page and runs the engine for it.
@main
struct PlaygroundCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "playground",
    abstract: "The CarouselKit playground: the real Swift engine, live in a browser.",
    discussion: """
      Starts a local web server and prints its address. Open it in a browser: every demo \
      is driven by CarouselCore running here, over a WebSocket.
      """)

  @Option(help: "The address to listen on. Loopback only by default; another address lets other machines connect.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on (0 picks a free one).")
  var port = 8080

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be in 0…65535, not \(port)") }
    guard !host.isEmpty else { throw ValidationError("--host must not be empty") }
  }

  func run() async throws {
    let assets = try WebAssets.load()
    let statistics = Statistics()
    let router = Router(context: BasicWebSocketRequestContext.self)
    for (path, file) in assets.files {
      router.get(RouterPath(path)) { _, _ in
        Response(
          status: .ok,
          headers: [.contentType: file.contentType, .cacheControl: "no-store"],
          body: .init(byteBuffer: ByteBuffer(bytes: file.bytes)))
      }
    }
    router.get("/stats") { _, _ in
      let snapshot = await statistics.snapshot
      return Response(
        status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
        body: .init(byteBuffer: ByteBuffer(string: snapshot)))
    }
    router.ws(
      "/ws",
      shouldUpgrade: { request, _ in
        OriginPolicy.allows(origin: request.headers[.origin], host: request.head.authority)
          ? .upgrade([:]) : .dontUpgrade
      },
      onUpgrade: { inbound, outbound, _ in
        await statistics.opened()
        var session = PlaygroundSession()
        var assembler = MessageAssembler()
        do {
          try await outbound.write(.text(session.hello()))
          for try await frame in inbound {
            let kind: MessageAssembler.FrameKind
            switch frame.opcode {
            case .text: kind = .text
            case .binary: kind = .binary
            case .continuation: kind = .continuation
            }
            let replies: [String]
            switch assembler.receive(kind, fin: frame.fin, payload: frame.data.readableBytesView) {
            case .incomplete: continue
            case .message(let bytes): replies = session.receive(bytes)
            case .refused(let error): replies = [session.refuse(error)]
            }
            for reply in replies { try await outbound.write(.text(reply)) }
          }
        } catch {
          // The tab went away mid-write: nothing to do, the session is freed below.
        }
        await statistics.closed(received: session.received, refused: session.refused)
      })

    let bindHost = host
    let app = Application(
      router: router,
      server: .http1WebSocketUpgrade(
        webSocketRouter: router,
        configuration: .init(ws: .init(maxFrameSize: Statistics.maximumFrameBytes))),
      configuration: .init(address: .hostname(bindHost, port: port), serverName: "CarouselKit playground"),
      onServerRunning: { channel in
        let actualPort = channel.localAddress?.port ?? 0
        let shownHost = bindHost.contains(":") ? "[\(bindHost)]" : bindHost
        var lines = ["CarouselKit playground: http://\(shownHost):\(actualPort)/"]
        if !Self.isLoopback(bindHost) {
          lines.append("warning: listening on \(bindHost), not on loopback only: other machines can connect.")
        }
        lines.append("Press Ctrl-C to stop.")
        FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
      }
    )
    do {
      try await app.runService()
    } catch {
      let text = String(describing: error)
      if text.contains("Address already in use") {
        FileHandle.standardError.write(
          Data("error: \(host):\(port) is already in use: choose another port with --port\n".utf8))
      } else {
        FileHandle.standardError.write(Data("error: \(text)\n".utf8))
      }
      throw ExitCode.failure
    }
  }

  static func isLoopback(_ host: String) -> Bool {
    host == "localhost" || host == "::1" || host.hasPrefix("127.")
  }
}

/// Counts connections and messages, for `/stats` (the browser tests check that closed tabs
/// leave no session behind).
actor Statistics {
  /// The largest WebSocket frame accepted, in bytes. Larger messages than
  /// `PlaygroundSession.maximumMessageBytes` but within this get an error reply and the
  /// connection carries on; a frame beyond it closes the connection (WebSocket code 1009).
  static let maximumFrameBytes = 1 << 20

  private var open = 0
  private var total = 0
  private var received = 0
  private var refused = 0

  func opened() {
    open += 1
    total += 1
  }

  func closed(received: Int, refused: Int) {
    open -= 1
    self.received += received
    self.refused += refused
  }

  var snapshot: String {
    "{\"openSessions\":\(open),\"totalSessions\":\(total),\"closedSessionMessages\":\(received),"
      + "\"closedSessionRefusals\":\(refused)}"
  }
}
