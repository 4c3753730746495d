import Testing

@testable import PlaygroundCore

@Suite("Rate limiter")
struct RateLimiterTests {
  @Test func aBurstPassesThenMessagesArePacedAtTheRate() {
    var limiter = RateLimiter()
    for _ in 0..<Int(RateLimiter.burst) { #expect(limiter.delay(bytes: 10, at: 0) == 0) }
    let wait = limiter.delay(bytes: 10, at: 0)
    #expect(abs(wait - 1 / RateLimiter.rate) < 1e-12)
    // A second later the bucket has refilled (capped at the burst).
    #expect(limiter.delay(bytes: 10, at: 2) == 0)
    #expect(!limiter.isAbusive(at: 2))
  }

  @Test func largeMessagesCostMore() {
    var limiter = RateLimiter()
    let count = Int(RateLimiter.burst) / 17
    for _ in 0..<count { #expect(limiter.delay(bytes: 65_536, at: 0) == 0) }
    #expect(limiter.delay(bytes: 65_536, at: 0) > 0)
  }

  @Test func beingHeldBackWithoutABreakForTenSecondsIsAbuse() {
    var limiter = RateLimiter()
    var now = 0.0
    var first: Double?
    while now < 30 {
      let wait = limiter.delay(bytes: 10, at: now)
      if limiter.isAbusive(at: now) {
        first = first ?? now
        break
      }
      now += wait
    }
    #expect(first.map { $0 > RateLimiter.abuseDuration && $0 < RateLimiter.abuseDuration + 2 } == true)
  }
}
