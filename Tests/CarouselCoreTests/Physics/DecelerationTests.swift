import Testing

@testable import CarouselCore

/// Worked values of UIKit's exponential deceleration (k = 1000 · ln r; WWDC18 "Designing
/// Fluid Interfaces"), v₀ = 2000 pt/s.
@Suite struct DecelerationTests {
  struct Worked: Sendable, CustomTestStringConvertible {
    var rate: DecelerationRate
    var k: Double
    var restDistance: Double
    var discreteRestDistance: Double
    var x01: Double, v01: Double, x05: Double, v05: Double
    var timeBelowOnePoint: Double
    var testDescription: String { "r = \(rate.perMillisecond)" }
  }

  static let worked: [Worked] = [
    Worked(
      rate: .normal, k: -2.002003, restDistance: 999.000, discreteRestDistance: 998.000, x01: 181.25, v01: 1637.13,
      x05: 631.86, v05: 735.02, timeBelowOnePoint: 3.797),
    Worked(
      rate: .fast, k: -10.050336, restDistance: 198.998, discreteRestDistance: 198.000, x01: 126.16, v01: 732.06,
      x05: 197.69, v05: 13.14, timeBelowOnePoint: 0.756),
  ]

  @Test(arguments: worked)
  func matchesUIKitDecelerationWorkedValues(_ w: Worked) {
    let decay = Deceleration(origin: 0, initialVelocity: 2000, rate: w.rate)
    #expect(abs(w.rate.decayConstant - w.k) < 1e-6)
    #expect(abs(decay.restDistance - w.restDistance) < 1e-3)
    #expect(abs(decay.restPoint - w.restDistance) < 1e-3)
    #expect(abs(decay.discreteRestDistance - w.discreteRestDistance) < 1e-3)
    #expect(abs(decay.value(at: 0.1) - w.x01) < 0.01)
    #expect(abs(decay.velocity(at: 0.1) - w.v01) < 0.01)
    #expect(abs(decay.value(at: 0.5) - w.x05) < 0.01)
    #expect(abs(decay.velocity(at: 0.5) - w.v05) < 0.01)
    #expect(abs(decay.time(untilSpeed: 1) - w.timeBelowOnePoint) < 0.001)
  }

  @Test func timeToCoverADistanceInvertsThePosition() throws {
    let decay = Deceleration(origin: 10, initialVelocity: -2000, rate: .normal)
    let t = try #require(decay.time(toCover: 500))
    #expect(abs(decay.value(at: t) - (10 - 500)) < 1e-9)
    #expect(decay.time(toCover: 998.5) != nil)
    #expect(decay.time(toCover: 999.5) == nil, "beyond the rest distance of 999")
  }

  @Test func velocityIsTheDerivativeOfPosition() {
    let decay = Deceleration(origin: 3, initialVelocity: 1234, rate: .init(perMillisecond: 0.995))
    for t in stride(from: 0.0, through: 2, by: 0.25) {
      let h = 1e-6
      let slope = (decay.value(at: t + h) - decay.value(at: t - h)) / (2 * h)
      #expect(abs(slope - decay.velocity(at: max(t, 0))) < 1e-3 || t == 0)
    }
  }

  @Test func settlingTimeEndsWithinHalfAPointAndBelowOnePointPerSecond() {
    for rate in [DecelerationRate.normal, .fast, .init(perMillisecond: 0.9), .init(perMillisecond: 0.9999)] {
      let decay = Deceleration(origin: 0, initialVelocity: 2000, rate: rate)
      let t = decay.settlingTime()
      #expect(abs(decay.restPoint - decay.value(at: t)) <= 0.5 + 1e-9)
      #expect(abs(decay.velocity(at: t)) <= 1 + 1e-9)
    }
  }

  @Test func zeroVelocityStaysPut() {
    let decay = Deceleration(origin: 42, initialVelocity: 0, rate: .fast)
    #expect(decay.restPoint == 42)
    #expect(decay.value(at: 10) == 42)
    #expect(decay.settlingTime() == 0)
  }

  @Test func rejectsNonFiniteInputByClampingAndDocumentedDefaults() {
    #expect(DecelerationRate(perMillisecond: .nan) == .normal)
    #expect(DecelerationRate(perMillisecond: .infinity) == .normal)
    #expect(DecelerationRate(perMillisecond: 1.5).perMillisecond == DecelerationRate.validRange.upperBound)
    #expect(DecelerationRate(perMillisecond: -1).perMillisecond == DecelerationRate.validRange.lowerBound)
    let decay = Deceleration(origin: .nan, initialVelocity: .infinity, rate: .fast)
    #expect(decay.value(at: 1).isFinite)
    #expect(decay.restPoint == 0)
  }

  @Test func negativeTimeIsTheStart() {
    let decay = Deceleration(origin: 5, initialVelocity: 100, rate: .fast)
    #expect(decay.value(at: -1) == 5)
    #expect(decay.velocity(at: -1) == 100)
  }
}
