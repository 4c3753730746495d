import Testing

@testable import CarouselCore

@Suite struct GlideTests {
  @Test(arguments: [DecelerationRate.normal, .fast])
  func followsTheExponentialUntilTheLastFortyEightPoints(rate: DecelerationRate) {
    let glide = Glide(origin: 100, velocity: 2000, rate: rate)
    let decay = Deceleration(origin: 100, initialVelocity: 2000, rate: rate)
    #expect(glide.restPoint == decay.restPoint)
    let k = abs(rate.decayConstant)
    #expect(abs(glide.landingStart - decay.time(untilSpeed: 48 * k)) < 1e-12)
    for i in 0..<50 {
      let t = glide.landingStart * Double(i) / 50
      #expect(glide.value(at: t) == decay.value(at: t))
      #expect(glide.velocity(at: t) == decay.velocity(at: t))
    }
    // Continuous velocity at the hand-over, then a landing at V = 2 that lasts 2/|k|.
    let handOver = glide.landingStart
    #expect(abs(glide.velocity(at: handOver) - decay.velocity(at: handOver)) < 1e-9)
    #expect(abs(glide.restPoint - glide.value(at: handOver) - 48) < 1e-9)
    #expect(abs(glide.landing.duration - 2 / k) < 1e-12)
    #expect(glide.value(at: glide.duration) == decay.restPoint)
    #expect(glide.velocity(at: glide.duration) == 0)
    var previous = glide.velocity(at: 0)
    for i in 0...1000 {
      let v = glide.velocity(at: glide.duration * Double(i) / 1000)
      #expect(v <= previous + 1e-9, "the speed only falls")
      previous = v
    }
  }

  @Test(arguments: [100.0, 1000, 5000, 20_000])
  func aFastRateGlideEndsWithinSixTenthsOfASecond(speed: Double) {
    #expect(Glide(origin: 0, velocity: speed, rate: .fast).duration <= 0.6)
    #expect(Glide(origin: 0, velocity: -speed, rate: .fast).duration <= 0.6)
  }

  @Test func aShortGlideIsALandingFromTheStart() {
    let glide = Glide(origin: 0, velocity: 300, rate: .fast)
    #expect(glide.landingStart == 0)
    #expect(glide.velocity(at: 0) == 300)
    #expect(abs(glide.restPoint - 300 / abs(DecelerationRate.fast.decayConstant)) < 1e-12)
  }

  @Test func noVelocityNoGlide() {
    let glide = Glide(origin: 5, velocity: 0, rate: .normal)
    #expect(glide.duration == 0)
    #expect(glide.value(at: 1) == 5)
  }

  @Test(arguments: [10.0, 500, 950, 990, 998.9])
  func timeToReachAPointOnTheWay(distance: Double) throws {
    let glide = Glide(origin: 0, velocity: 2000, rate: .normal)  // rests at 999
    let t = try #require(glide.time(toReach: distance))
    #expect(abs(glide.value(at: t) - distance) < 1e-6)
    #expect(glide.time(toReach: 1000) == nil)
    #expect(glide.time(toReach: -1) == nil)
    let backwards = Glide(origin: 0, velocity: -2000, rate: .normal)
    let tb = try #require(backwards.time(toReach: -distance))
    #expect(abs(backwards.value(at: tb) + distance) < 1e-6)
  }

  @Test func shiftingMovesTheWholeGlide() {
    let glide = Glide(origin: 100, velocity: -3000, rate: .fast)
    let shifted = glide.shifted(by: 351)
    for t in [0.0, 0.1, glide.landingStart, glide.landingStart + 0.05, glide.duration] {
      #expect(abs(shifted.value(at: t) - glide.value(at: t) - 351) < 1e-9)
      #expect(shifted.velocity(at: t) == glide.velocity(at: t))
    }
  }
}
