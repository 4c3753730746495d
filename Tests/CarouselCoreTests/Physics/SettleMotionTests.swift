import Testing

@testable import CarouselCore

@Suite struct SettleMotionTests {
  static func peakSpeed(_ m: SettleMotion) -> Double {
    var peak = 0.0
    for i in 0...2000 { peak = max(peak, abs(m.velocity(at: m.duration * Double(i) / 2000))) }
    return peak
  }

  @Test func brakesWhenTheMomentumCarriesPastTheTarget() {
    // 2000 pt/s at rate 0.99 glides 199 pt; the target is 150 pt ahead.
    let m = SettleMotion(from: 0, velocity: 2000, to: 150, spring: .default, rate: .fast)
    #expect(m.brake != nil && m.spring == nil)
    #expect(abs(m.velocity(at: 0) - 2000) < 1e-9, "starts at the release velocity")
    #expect(Self.peakSpeed(m) <= 2000)
    #expect(m.value(at: m.duration) == 150)
    #expect(abs(m.duration - 3 * 150 / 2000.0) < 1e-12)
  }

  @Test func neverKicksInPhysicsExample() {
    // PHYSICS.md: a spring from x₀ = −1000 with v₀ = 2000 reaches ~7,700 pt/s; the settle
    // motion at rate 0.998 (glide 999 pt) brakes instead.
    let m = SettleMotion(from: -1000, velocity: 2000, to: 0, spring: .default, rate: .normal)
    #expect(Self.peakSpeed(m) <= 2000)
    #expect(m.value(at: m.duration) == 0)
  }

  @Test func springsWhenTheMomentumFallsShort() {
    let m = SettleMotion(from: 0, velocity: 300, to: 200, spring: .default, rate: .fast)
    #expect(m.spring != nil && m.brake == nil)
    #expect(m.velocity(at: 0) == 300)
    #expect(m.value(at: 1 / 120.0) > 0, "first frame moves along the release velocity")
    #expect(m.value(at: m.duration) == 200)
  }

  @Test func stopsFirstWhenReleasedAwayFromTheTarget() {
    // Slow release backwards, target ahead: first continue backwards, then return.
    let m = SettleMotion(from: 100, velocity: -40, to: 150, spring: .default, rate: .fast, maximumOvershoot: 60)
    #expect(m.brake != nil && m.spring != nil)
    #expect(m.velocity(at: 0) == -40)
    for fps in [60.0, 120, 240] { #expect(m.value(at: 1 / fps) <= 100, "never against the release velocity") }
    #expect(m.value(at: m.duration) == 150)
    // The spring from rest never passes the target (critically damped).
    for i in 0...1000 { #expect(m.value(at: m.duration * Double(i) / 1000) <= 150 + 1e-9) }
  }

  @Test func limitsTheOvershootOfAFastReleaseAwayFromTheTarget() {
    let m = SettleMotion(from: 0, velocity: -10_000, to: 0, spring: .default, rate: .fast, maximumOvershoot: 50)
    var lowest = 0.0
    for i in 0...1000 { lowest = min(lowest, m.value(at: m.duration * Double(i) / 1000)) }
    #expect(lowest >= -50 - 1e-9)
    #expect(m.value(at: m.duration) == 0)
  }

  @Test func aCriticalSpringThatWouldPassTheTargetBrakesInstead() {
    // Fast towards a near target: the spring would overshoot; no-overshoot springs brake.
    let m = SettleMotion(from: -100, velocity: 900, to: 0, spring: .default, rate: .init(perMillisecond: 0.9))
    for i in 0...1000 { #expect(m.value(at: m.duration * Double(i) / 1000) <= 1e-9) }
  }

  @Test func restingAlreadyTakesNoTime() {
    let m = SettleMotion(from: 7, velocity: 0, to: 7, spring: .default, rate: .fast)
    #expect(m.duration == 0)
    #expect(m.value(at: 0) == 7)
  }

  @Test func shiftingMovesEveryPhase() {
    let m = SettleMotion(from: 100, velocity: -40, to: 150, spring: .default, rate: .fast, maximumOvershoot: 60)
    let s = m.shifted(by: -1000)
    for t in [0.0, 0.01, 0.05, 0.1, 0.3, m.duration] {
      #expect(abs(s.value(at: t) - (m.value(at: t) - 1000)) < 1e-9)
      #expect(abs(s.velocity(at: t) - m.velocity(at: t)) < 1e-9)
    }
  }

  @Test(arguments: [DecelerationRate.fast, .normal])
  func settlesWithinBoundedTime(rate: DecelerationRate) {
    // Seeded sweep over release states within a phone-sized pitch.
    var rng = SplitMix64(seed: 42)
    for _ in 0..<300 {
      let x0 = Double.random(in: -400...400, using: &rng)
      let v0 = Double.random(in: -20_000...20_000, using: &rng)
      let target =
        (x0 + Deceleration(origin: 0, initialVelocity: v0, rate: rate).restDistance)
        + Double.random(in: -180...180, using: &rng)
      let m = SettleMotion(from: x0, velocity: v0, to: target, spring: .default, rate: rate, maximumOvershoot: 62)
      #expect(m.value(at: m.duration) == target)
      #expect(abs(m.velocity(at: 0) - v0) <= 1e-9 * abs(v0) || m.duration == 0)
      #expect(m.duration.isFinite)
      if rate == .fast { #expect(m.duration <= 0.6, "x0 \(x0) v0 \(v0) target \(target)") }
    }
  }
}
