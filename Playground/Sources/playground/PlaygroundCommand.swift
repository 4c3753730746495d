import ArgumentParser
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import NIOCore
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

  @Option(
    name: .customLong("allow-host"),
    help:
      "A further host name that pages may use to reach the server (repeatable; loopback names and --host always work)."
  )
  var allowedHosts: [String] = []

  @Option(help: "The most engine worker processes (1…64); tabs share them beyond that.")
  var workers = 4

  @Option(help: "The most open sessions (tabs) at once (1…10000); further ones are refused with \"busy\".")
  var maxSessions = 256

  @Flag(help: .hidden) var engineWorker = false
  /// Tests only: the `test-crash` and `test-hang` messages, and short timeouts.
  @Flag(help: .hidden) var testHooks = false

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be in 0…65535, not \(port)") }
    guard !host.isEmpty else { throw ValidationError("--host must not be empty") }
    guard (1...64).contains(workers) else { throw ValidationError("--workers must be in 1…64, not \(workers)") }
    guard (1...10_000).contains(maxSessions) else {
      throw ValidationError("--max-sessions must be in 1…10000, not \(maxSessions)")
    }
  }

  func run() async throws {
    if engineWorker { throw ExitCode(WorkerMain.run(testHooks: testHooks)) }
    // A write to a worker that just ended must fail, not end the server.
    signal(SIGPIPE, SIG_IGN)
    let assets = try WebAssets.load()
    let statistics = Statistics()
    let limits = testHooks ? ServerLimits.test : ServerLimits()
    let pool = EnginePool(
      workerCount: workers, maximumSessions: maxSessions, testHooks: testHooks, answerTimeout: limits.answerTimeout)
    let hosts = [host] + allowedHosts
    let listening = ListeningPort(port)
    let router = Router(context: BasicWebSocketRequestContext.self)
    router.add(middleware: HostMiddleware(hosts: hosts, port: listening))
    for (path, file) in assets.files {
      router.get(RouterPath(path)) { _, _ in
        Response(
          status: .ok,
          headers: [.contentType: file.contentType, .cacheControl: "no-store"],
          body: .init(byteBuffer: ByteBuffer(bytes: file.bytes)))
      }
    }
    router.get("/stats") { _, _ in
      let snapshot = await statistics.snapshot(engines: pool.counts)
      return Response(
        status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
        body: .init(byteBuffer: ByteBuffer(string: snapshot)))
    }
    router.ws(
      "/ws",
      shouldUpgrade: { request, _ in
        let policy = HostPolicy(port: listening.port, hosts: hosts)
        return policy.allows(host: request.head.authority, origin: request.headers[.origin])
          ? .upgrade([:]) : .dontUpgrade
      },
      onUpgrade: { inbound, outbound, _ in
        await statistics.opened()
        var connection = Connection(pool: pool, limits: limits)
        await connection.run(inbound: inbound, outbound: outbound)
        await statistics.closed(
          received: connection.received, refused: connection.refused, failures: connection.failures)
      })

    let bindHost = host
    let webSocketResponder = router.buildResponder()
    let channelConfiguration = HTTP1WebSocketUpgradeChannel.Configuration(
      http1: .init(idleTimeout: .seconds(30)),
      ws: .init(maxFrameSize: Statistics.maximumFrameBytes, autoPing: .enabled(timePeriod: .seconds(15))))
    let server = HTTPServerBuilder { responder in
      GuardedChannel(
        inner: HTTP1WebSocketUpgradeChannel(
          responder: responder, webSocketResponder: webSocketResponder, configuration: channelConfiguration),
        hosts: hosts, limits: limits)
    }
    let app = Application(
      router: router,
      server: server,
      configuration: .init(
        address: .hostname(bindHost, port: port), serverName: "CarouselKit playground",
        availableConnectionsDelegate: MaximumAvailableConnections(Statistics.maximumConnections)),
      onServerRunning: { channel in
        let actualPort = channel.localAddress?.port ?? 0
        listening.port = actualPort
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
      pool.stopAll()
    } catch {
      pool.stopAll()
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
    HostPolicy.isLoopback(host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]")))
  }
}

/// The server's timeouts, in seconds.
struct ServerLimits: Sendable {
  /// The longest wait for a connection's first request head (then 408 and close).
  var headDeadline = 10.0
  /// The longest an engine worker may take to answer one message (then it is killed).
  var answerTimeout = 5.0
  /// How long a connection may be held back by the rate limit without a break (then 1008).
  var abuseDuration = RateLimiter.abuseDuration
  /// Messages per second, sustained and in a burst (``RateLimiter``).
  var rate = RateLimiter.rate
  var burst = RateLimiter.burst

  /// Short and low ones, for the server tests (`--test-hooks`).
  static let test = ServerLimits(headDeadline: 1, answerTimeout: 1, abuseDuration: 2, rate: 200, burst: 200)

  /// A duration for a message: `10`, `1.5`.
  static func text(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}

/// The port the server listens on, known once it is bound (`--port 0`).
final class ListeningPort: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Int

  init(_ port: Int) { value = port }

  var port: Int {
    get { lock.withLock { value } }
    set { lock.withLock { value = newValue } }
  }
}

/// Refuses, with 403, every HTTP request whose `Host` or `Origin` ``HostPolicy`` refuses
/// (the ``ConnectionGuard`` checks each connection's first request; this checks the rest).
struct HostMiddleware<Context: RequestContext>: RouterMiddleware {
  let hosts: [String]
  let port: ListeningPort

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
    async throws -> Response
  {
    let policy = HostPolicy(port: port.port, hosts: hosts)
    if let reason = policy.refusal(host: request.head.authority, origin: request.headers[.origin]) {
      return Response(
        status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
        body: .init(byteBuffer: ByteBuffer(string: reason + "\n")))
    }
    return try await next(request, context)
  }
}

/// Counts connections and messages, for `/stats` (the tests check that closed tabs leave no
/// session behind).
actor Statistics {
  /// The largest WebSocket frame accepted, in bytes. Larger messages than
  /// `PlaygroundSession.maximumMessageBytes` but within this get an error reply and the
  /// connection carries on; a frame beyond it closes the connection (WebSocket code 1009).
  static let maximumFrameBytes = 1 << 20
  /// The most open TCP connections; the server stops accepting beyond it until some close.
  static let maximumConnections = 1024

  private var open = 0
  private var total = 0
  private var received = 0
  private var refused = 0
  private var failures = 0

  func opened() {
    open += 1
    total += 1
  }

  func closed(received: Int, refused: Int, failures: Int) {
    open -= 1
    self.received += received
    self.refused += refused
    self.failures += failures
  }

  func snapshot(engines: (running: Int, started: Int, ended: Int)) -> String {
    "{\"openSessions\":\(open),\"totalSessions\":\(total),\"closedSessionMessages\":\(received),"
      + "\"closedSessionRefusals\":\(refused),\"engineFailures\":\(failures),"
      + "\"engineWorkers\":\(engines.running),\"engineWorkersStarted\":\(engines.started),"
      + "\"engineWorkersEnded\":\(engines.ended)}"
  }
}
