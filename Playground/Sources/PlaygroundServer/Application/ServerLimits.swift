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
