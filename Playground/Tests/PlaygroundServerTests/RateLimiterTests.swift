import PlaygroundCore
import Testing

@Suite("Rate limiter")
struct RateLimiterTests {
  /// A request head or a response costs the same as a frame did: 1, and 1 more per 4,096 bytes.
  @Test func everyRequestAndResponseCostsOneTokenAndOneMorePer4096Bytes() {
    #expect(RateLimiter.cost(bytes: 0) == 1)
    #expect(RateLimiter.cost(bytes: 4_095) == 1)
    #expect(RateLimiter.cost(bytes: 4_096) == 2)
    #expect(RateLimiter.cost(bytes: 1 << 20) == 257)
  }
}
