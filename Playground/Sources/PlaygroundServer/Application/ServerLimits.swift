import PlaygroundCore

/// The server's limits: the time a request head may take, the rate of requests and the most
/// open connections.
struct ServerLimits: Sendable {
  /// The longest wait for a request head, in seconds (then 408 and close).
  var headDeadline = 10.0
  /// Tokens per second, sustained and in a burst (``RateLimiter``: a request head or a
  /// response costs 1 + 1 per 4,096 bytes).
  var rate = RateLimiter.rate
  var burst = RateLimiter.burst
  /// The most open TCP connections; at the cap the oldest connection without a complete
  /// request head is closed to make room (``ConnectionRegistry``).
  var maximumConnections = 1024

  /// Short and low ones, for the server tests (`--test-hooks`).
  static let test = ServerLimits(headDeadline: 1, rate: 200, burst: 200, maximumConnections: 64)
}
