import RealModule
import Testing

@testable import CarouselCore

/// The settle the engine plans from the spring's damping ratio (``AnchorMotion``): the
/// monotone ``SettleMotion`` family at ζ = 1, a ``SpringMotion`` otherwise.
@Suite struct AnchorMotionTests {
  static func plan(
    _ zeta: Double, from x0: Double = 0, velocity v0: Double = 0, to target: Double = 100,
    bounds: ClosedRange<Double>? = nil, response: Double = 0.25
  ) -> AnchorMotion {
    AnchorMotion(
      from: x0, velocity: v0, to: target, spring: Spring(response: response, dampingRatio: zeta), rate: .fast,
      maximumOvershoot: 62.5, limitsPeakSpeed: true, bounds: bounds)
  }

  /// The highest position a motion reaches, sampled every 0.1 ms.
  static func highest(_ motion: AnchorMotion) -> (t: Double, x: Double) {
    var best = (t: 0.0, x: -Double.infinity)
    for t in stride(from: 0.0, through: motion.duration, by: 0.0001) where motion.value(at: t) > best.x {
      best = (t, motion.value(at: t))
    }
    return best
  }

  @Test func criticallyDampedIsExactlyTheSettleFamily() {
    for (x0, v0, target) in [(0.0, 0.0, 100.0), (0, 900, 351), (10, -2000, 351), (-5, 20_000, 702)] {
      let planned = AnchorMotion(
        from: x0, velocity: v0, to: target, spring: .default, rate: .fast, maximumOvershoot: 62.5,
        limitsPeakSpeed: true, bounds: nil)
      let settle = SettleMotion(
        from: x0, velocity: v0, to: target, spring: .default, rate: .fast, maximumOvershoot: 62.5,
        limitsPeakSpeed: true)
      #expect(planned == .landing(settle))
    }
    // A non-finite damping ratio is the default's 1.
    #expect(Self.plan(.nan) == Self.plan(1))
    if case .landing = Self.plan(.nan) {} else { Issue.record("NaN damping must be the default family") }
  }

  /// From rest 100 pt before the anchor, ζ = 0.3, response 0.25 s: the textbook peak
  /// overshoot of a damped oscillator, M = x₀ e^(−ζπ/√(1 − ζ²)) = 37.2326 pt, at
  /// t = π/ω_d = 0.131036 s (ω₀ = 8π rad/s, ω_d = ω₀ √(1 − ζ²) = 23.9751 rad/s).
  @Test func underDampedOvershootMatchesTheClosedForm() {
    let motion = Self.plan(0.3)
    guard case .spring = motion else {
      Issue.record("ζ = 0.3 must settle with a spring")
      return
    }
    let zeta = 0.3
    let expected = 100 * Double.exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
    #expect(abs(expected - 37.2326) < 1e-4)
    let peak = Self.highest(motion)
    #expect(abs((peak.x - 100) - expected) < 1e-3)
    #expect(abs(peak.t - 0.131036) < 2e-4)
    // It ends exactly on the anchor, at rest, at the spring's settling time.
    #expect(motion.value(at: motion.duration) == 100)
    #expect(motion.velocity(at: motion.duration) == 0)
    let spring = SpringMotion(spring: Spring(response: 0.25, dampingRatio: 0.3), from: 0, velocity: 0, to: 100)
    #expect(motion.duration == spring.settlingTime(distance: 0.5, speed: 1))
    #expect(abs(motion.value(at: motion.duration * 0.999) - 100) <= 0.5)
  }

  /// A release at 900 pt/s towards an anchor 351 pt away, ζ = 0.3: the motion starts at the
  /// release velocity and overshoots by the closed form's first extremum.
  @Test func underDampedReleaseStartsAtTheReleaseVelocity() {
    let motion = Self.plan(0.3, from: 0, velocity: 900, to: 351)
    #expect(motion.value(at: 0) == 0)
    #expect(motion.velocity(at: 0) == 900)
    // The first extremum after the crossing: v(t) = 0 ⇔ tan(ω_d t) = (C ω_d − β x₀)/(x₀ ω_d + β C).
    let omega0 = 8 * Double.pi
    let beta = 0.3 * omega0
    let omegaD = omega0 * (1 - 0.09).squareRoot()
    let x0 = -351.0
    let c = (900 + beta * x0) / omegaD
    var t = Double.atan((c * omegaD - beta * x0) / (x0 * omegaD + beta * c)) / omegaD
    while t <= 0 { t += Double.pi / omegaD }
    let overshoot = Double.exp(-beta * t) * (x0 * Double.cos(omegaD * t) + c * Double.sin(omegaD * t))
    #expect(overshoot > 100, "the anchor is passed")
    let peak = Self.highest(motion)
    #expect(abs(peak.x - (351 + overshoot)) < 1e-3)
    #expect(abs(peak.t - t) < 2e-4)
  }

  @Test func overDampedIsSlowerAndNeverPasses() {
    let critical = Self.plan(1, from: 0, velocity: 0, to: 351)
    let over = Self.plan(3, from: 0, velocity: 0, to: 351)
    guard case .spring = over else {
      Issue.record("ζ = 3 from rest must settle with the over-damped spring")
      return
    }
    #expect(over.duration > critical.duration)
    var last = 0.0
    for t in stride(from: 0.0, through: over.duration + 0.01, by: 0.001) {
      let x = over.value(at: t)
      #expect(x >= last - 1e-9 && x <= 351)
      last = x
    }
    #expect(over.value(at: over.duration) == 351)
    // A release so fast that even this spring would pass the anchor lands monotonically.
    let fast = Self.plan(3, from: 340, velocity: 20_000, to: 351)
    guard case .landing = fast else {
      Issue.record("a fast release must fall back to the monotone family")
      return
    }
  }

  @Test func anEdgeIsAWallForAnUnderDampedSpring() {
    // Onto the last anchor.
    let motion = Self.plan(0.3, from: 0, velocity: 900, to: 351, bounds: 0...351)
    guard case .landing = motion else {
      Issue.record("an edge anchor must use the monotone family")
      return
    }
    #expect(Self.highest(motion).x <= 351)
    // Onto the item before the last, with a swing longer than the item left.
    // (It swings 271 pt past the anchor; 249 pt are left.)
    let long = Self.plan(0.1, from: 0, velocity: 3000, to: 351, bounds: 0...600)
    guard case .landing = long else {
      Issue.record("a swing past the edge must use the monotone family")
      return
    }
    // A short swing that stays inside is a spring.
    let short = Self.plan(0.5, from: 300, velocity: 300, to: 351, bounds: 0...702)
    guard case .spring = short else {
      Issue.record("a swing that stays inside keeps the spring")
      return
    }
    #expect(Self.highest(short).x <= 702)
  }

  /// The range the spring reaches, in closed form, against sampling.
  @Test(arguments: [0.05, 0.3, 0.8, 1.5, 4])
  func displacementRangeMatchesSampling(zeta: Double) {
    for (x0, v0) in [(-351.0, 900.0), (-351, -900), (0, 2000), (200, 0), (-10, 5000), (50, -3000)] {
      let motion = SpringMotion(spring: Spring(response: 0.25, dampingRatio: zeta), from: x0, velocity: v0, to: 0)
      let range = motion.displacementRange()
      var (low, high) = (Double.infinity, -Double.infinity)
      for t in stride(from: 0.0, through: 5, by: 0.0001) {
        let x = motion.displacement(at: t)
        low = min(low, x)
        high = max(high, x)
      }
      #expect(abs(range.lowest - low) < 1e-3, "ζ = \(zeta), x₀ = \(x0), v₀ = \(v0)")
      #expect(abs(range.highest - high) < 1e-3, "ζ = \(zeta), x₀ = \(x0), v₀ = \(v0)")
    }
  }

  @Test func rangeEndsSettleInBoundedTime() {
    for zeta in [0.05, 1e-300, -3, 10, 1e300, .infinity] {
      for response in [0.01, 0.25, 10, 1e300] {
        let motion = Self.plan(zeta, from: 0, velocity: -25_000, to: 1e6, response: response)
        #expect(motion.duration.isFinite && motion.duration >= 0 && motion.duration <= 600)
        #expect(motion.value(at: motion.duration) == 1e6)
        #expect(motion.velocity(at: motion.duration) == 0)
        for t in stride(from: 0.0, through: motion.duration, by: max(motion.duration / 500, 1e-4)) {
          #expect(motion.value(at: t).isFinite && motion.velocity(at: t).isFinite)
        }
      }
    }
  }

  @Test func shiftingKeepsTheShape() {
    let motion = Self.plan(0.4, from: 10, velocity: 700, to: 351)
    let shifted = motion.shifted(by: -1755)
    #expect(shifted.duration == motion.duration)
    #expect(shifted.target == 351 - 1755)
    for t in [0, 0.05, 0.1, 0.3] {
      #expect(abs(shifted.value(at: t) - (motion.value(at: t) - 1755)) < 1e-9)
      #expect(shifted.velocity(at: t) == motion.velocity(at: t))
    }
  }
}
