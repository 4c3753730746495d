/// Paces one connection's messages: a token bucket that delays instead of refusing.
///
/// Each message costs `1 + bytes / 4096` tokens; the bucket holds ``burst`` tokens and
/// refills at ``rate`` per second. A message that finds too few tokens is handled late
/// (``delay(bytes:at:)`` says how late), so the server reads that connection more slowly and
/// TCP pushes back on the page: nothing is dropped and the replies stay in order. A real
/// page sends about 60 frames and at most a few hundred pointer events per second and never
/// waits.
///
/// A connection that is held back without a break for ``abuseDuration`` seconds is
/// abusive (``isAbusive(at:)``): the server closes it (WebSocket code 1008).
public struct RateLimiter: Sendable {
  /// Tokens refilled per second (messages per second, sustained).
  public static let rate = 5_000.0
  /// The bucket's size (messages in a burst).
  public static let burst = 5_000.0
  /// Bytes that cost one more token.
  public static let bytesPerToken = 4_096
  /// How long a connection may be held back without a break, in seconds.
  public static let abuseDuration = 10.0

  /// This limiter's refill rate, bucket size and abuse limit (``rate``, ``burst`` and
  /// ``abuseDuration`` unless a test lowers them).
  public let refill: Double
  public let capacity: Double
  public let abuseLimit: Double
  private var tokens: Double
  private var updated: Double?
  private var heldSince: Double?

  public init(
    rate: Double = RateLimiter.rate, burst: Double = RateLimiter.burst, abuseLimit: Double = RateLimiter.abuseDuration
  ) {
    refill = rate
    capacity = burst
    self.abuseLimit = abuseLimit
    tokens = burst
  }

  /// Takes the cost of a message of `bytes` bytes arriving at `now` (seconds, monotonic) and
  /// returns how long to wait before handling it, in seconds (0: at once).
  public mutating func delay(bytes: Int, at now: Double) -> Double {
    if let updated { tokens = min(capacity, tokens + max(0, now - updated) * refill) }
    updated = now
    tokens -= 1 + Double(max(bytes, 0) / Self.bytesPerToken)
    guard tokens < 0 else {
      heldSince = nil
      return 0
    }
    if heldSince == nil { heldSince = now }
    return -tokens / refill
  }

  /// Whether the connection has been held back without a break for longer than
  /// ``abuseLimit``.
  public func isAbusive(at now: Double) -> Bool {
    guard let heldSince else { return false }
    return now - heldSince > abuseLimit
  }
}
