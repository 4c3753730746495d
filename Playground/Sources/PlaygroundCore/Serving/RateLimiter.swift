/// Paces one connection's requests: a token bucket that delays instead of refusing.
///
/// Every request head and every response costs ``cost(bytes:)`` = `1 + bytes / 4096` tokens,
/// so that neither many small requests nor a few large responses go unpaid. The bucket holds
/// ``burst`` tokens and refills at ``rate`` per second. A request that finds too few tokens is
/// handled late (``delay(bytes:at:)`` says how late), so the server reads that connection
/// more slowly and TCP pushes back on the client: nothing is dropped and the responses stay
/// in order. A page loads a handful of files and never waits.
///
/// A connection is *held back* from the first request that has to wait until the bucket is
/// half full again (``burst`` / 2 tokens: a break of at least 0.5 s at the default rate).
/// Held back for longer than ``abuseDuration`` seconds, it is abusive (``isAbusive(at:)``;
/// the server closed WebSocket floods for it, and no longer uses it: a plain HTTP client is
/// only paced). Only a refill to half the bucket ends a hold, not one request that happens to
/// find a token: a wait that overshoots by a few milliseconds leaves a few tokens, and a flood
/// that just exceeds the rate would otherwise never count as held back for long.
///
/// Time is passed in (`at:`, seconds on any monotonic clock), so tests drive the limiter with
/// a clock of their own.
package struct RateLimiter: Sendable {
  /// Tokens refilled per second (requests per second, sustained).
  package static let rate = 5_000.0
  /// The bucket's size (requests in a burst).
  package static let burst = 5_000.0
  /// Bytes that cost one more token.
  package static let bytesPerToken = 4_096
  /// How long a connection may be held back without a break, in seconds.
  package static let abuseDuration = 10.0

  /// This limiter's refill rate, bucket size and abuse limit (``rate``, ``burst`` and
  /// ``abuseDuration`` unless a test lowers them).
  package let refill: Double
  package let capacity: Double
  package let abuseLimit: Double
  /// Tokens in the bucket (negative: owed, to be waited for).
  package private(set) var tokens: Double
  /// When the current hold began, if the connection is held back.
  package private(set) var heldSince: Double?
  private var updated: Double?

  package init(
    rate: Double = RateLimiter.rate, burst: Double = RateLimiter.burst, abuseLimit: Double = RateLimiter.abuseDuration
  ) {
    refill = rate
    capacity = burst
    self.abuseLimit = abuseLimit
    tokens = burst
  }

  /// The tokens a request head or response of `bytes` bytes costs: 1, and 1 more per 4,096
  /// bytes.
  package static func cost(bytes: Int) -> Double {
    Double(1 + max(bytes, 0) / bytesPerToken)
  }

  /// Takes the cost of `bytes` bytes arriving (or sent) at `now` (seconds,
  /// monotonic) and returns how long to wait before handling it, in seconds (0: at once).
  package mutating func delay(bytes: Int, at now: Double) -> Double {
    if let updated { tokens = min(capacity, tokens + max(0, now - updated) * refill) }
    updated = now
    if tokens >= capacity / 2 { heldSince = nil }
    tokens -= Self.cost(bytes: bytes)
    guard tokens < 0 else { return 0 }
    if heldSince == nil { heldSince = now }
    return -tokens / refill
  }

  /// Whether the connection has been held back without a break for longer than
  /// ``abuseLimit``.
  package func isAbusive(at now: Double) -> Bool {
    guard let heldSince else { return false }
    return now - heldSince > abuseLimit
  }
}
