import Foundation
import Hummingbird
import NIOCore
import PlaygroundCore

/// The server's timeouts, in seconds.
struct ServerLimits: Sendable {
  /// The longest wait for a connection's first request head (then 408 and close).
  var headDeadline = 10.0
  /// The longest an engine worker may take to answer one message (then it is killed).
  var answerTimeout = 5.0
  /// How long a connection may be held back by the rate limit without a break (then 1008).
  var abuseDuration = RateLimiter.abuseDuration
  /// Tokens per second, sustained and in a burst (``RateLimiter``: a frame costs 1 + 1 per
  /// 4,096 bytes).
  var rate = RateLimiter.rate
  var burst = RateLimiter.burst
  /// Each tab's budget for its messages' work, reply bytes and frame replies.
  var messageBudget = MessageBudget()
  /// How often the WebSocket library pings each tab (a tab that has not answered the last
  /// ping by then is closed).
  var pingPeriod = 15.0
  /// The most open TCP connections (``Statistics/maximumConnections``).
  var maximumConnections = Statistics.maximumConnections

  /// Short and low ones, for the server tests (`--test-hooks`).
  static let test = ServerLimits(
    headDeadline: 1, answerTimeout: 1, abuseDuration: 2, rate: 200, burst: 200,
    messageBudget: MessageBudget(frameRepliesPerSecond: 60), maximumConnections: 64)

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

  func snapshot(
    engines: (running: Int, started: Int, ended: Int, retired: Int), guards: GuardCounters.Counts
  ) -> String {
    "{\"openSessions\":\(open),\"totalSessions\":\(total),\"closedSessionMessages\":\(received),"
      + "\"closedSessionRefusals\":\(refused),\"engineFailures\":\(failures),"
      + "\"engineWorkers\":\(engines.running),\"engineWorkersStarted\":\(engines.started),"
      + "\"engineWorkersEnded\":\(engines.ended),\"engineWorkersRetired\":\(engines.retired),"
      + "\"refusedHosts\":\(guards.refusedHosts),\"refusedLargeHeads\":\(guards.refusedLargeHeads),"
      + "\"headsTimedOut\":\(guards.headsTimedOut),\"closedUnmasked\":\(guards.closedUnmasked),"
      + "\"closedTooManyFragments\":\(guards.closedTooManyFragments),\"closedTooFast\":\(guards.closedTooFast),"
      + "\"framesHeldBack\":\(guards.framesHeldBack),\"messagesHeldBack\":\(guards.messagesHeldBack),"
      + "\"refusedRequests\":\(guards.refusedRequests),\"closedAtCap\":\(guards.closedAtCap),"
      + "\"requestsHeldBack\":\(guards.requestsHeldBack)}"
  }
}
