import NIOCore
import NIOEmbedded
import PlaygroundCore
import Testing

@testable import PlaygroundServer

@Suite("Rate limiter")
struct RateLimiterTests {
  @Test func everyFrameCostsOneTokenAndOneMorePer4096Bytes() {
    #expect(RateLimiter.cost(bytes: 0) == 1)
    #expect(RateLimiter.cost(bytes: 4_095) == 1)
    #expect(RateLimiter.cost(bytes: 4_096) == 2)
    #expect(RateLimiter.cost(bytes: 1 << 20) == 257)
  }

  @Test func aHoldIsNotEndedByAWaitThatOvershoots() {
    // Each wait ends 5 ms late, so the next frame finds a token; the connection is still held
    // back, and becomes abusive after 10 s (before, the hold started again at every overshoot
    // and a flood just above the rate was never closed).
    var limiter = RateLimiter()
    for _ in 0..<Int(RateLimiter.burst) { _ = limiter.delay(bytes: 0, at: 0) }
    var now = 0.0
    var closedAt: Double?
    while now < 30 {
      for _ in 0..<30 {
        let wait = limiter.delay(bytes: 0, at: now)
        if wait > 0 {
          if limiter.isAbusive(at: now) { closedAt = now }
          now += wait + 0.005
          break
        }
      }
      if closedAt != nil { break }
    }
    #expect(closedAt.map { $0 > 10 && $0 < 10.1 } == true, "\(String(describing: closedAt))")
  }

  @Test func aBreakOfHalfABucketEndsTheHold() {
    var limiter = RateLimiter(rate: 100, burst: 100, abuseLimit: 2)
    for _ in 0..<101 { _ = limiter.delay(bytes: 0, at: 0) }
    #expect(limiter.heldSince == 0)
    // 0.4 s later: 39 tokens, under half the bucket: still held.
    _ = limiter.delay(bytes: 0, at: 0.4)
    #expect(limiter.heldSince == 0)
    // 0.6 s more: the bucket is over half full; the hold ends.
    _ = limiter.delay(bytes: 0, at: 1.0)
    #expect(limiter.heldSince == nil)
    #expect(!limiter.isAbusive(at: 3))
  }
}
