import RealModule
import Testing

@testable import CarouselCore

/// Worked values of the closed-form damped spring (stiffness (2π/response)², damping
/// 4πζ/response, as SwiftUI's `Spring`): response 0.3 s, x₀ = 100, v₀ = −1500.
@Suite struct SpringTests {
  static func motion(_ zeta: Double, x0: Double = 100, v0: Double = -1500) -> SpringMotion {
    SpringMotion(spring: Spring(response: 0.3, dampingRatio: zeta), from: x0, velocity: v0, to: 0)
  }

  @Test func stiffnessAndFrequencyFollowFromTheResponse() {
    let spring = Spring(response: 0.3, dampingRatio: 1)
    #expect(abs(spring.stiffness - 438.6491) < 1e-4)
    #expect(abs(spring.angularFrequency - 20.94395) < 1e-5)
    #expect(abs(spring.damping - 4 * Double.pi / 0.3) < 1e-9)
  }

  @Test func criticallyDampedMatchesWorkedValues() {
    let m = Self.motion(1)
    #expect(abs(m.value(at: 0.1) - 19.634) < 0.001)
    #expect(abs(m.velocity(at: 0.1) + 338.020) < 0.001)
    #expect(abs(m.settlingTime() - 0.4209) < 0.0005)
    #expect(!m.overshoots)
    // No overshoot: never below the target.
    for t in stride(from: 0.0, through: 1, by: 0.001) { #expect(m.displacement(at: t) >= 0) }
  }

  @Test func underdampedMatchesWorkedValues() {
    let m = Self.motion(0.8)
    #expect(abs(m.value(at: 0.1) - 8.272) < 0.001)
    #expect(abs(m.velocity(at: 0.1) + 352.187) < 0.001)
    #expect(abs(m.settlingTime() - 0.4037) < 0.0005)
    // Overshoot of −2.629 at t ≈ 0.187.
    var minimum = (t: 0.0, x: Double.infinity)
    for t in stride(from: 0.0, through: 1, by: 0.0001) where m.value(at: t) < minimum.x {
      minimum = (t, m.value(at: t))
    }
    #expect(abs(minimum.x + 2.629) < 0.001)
    #expect(abs(minimum.t - 0.187) < 0.001)
    #expect(m.overshoots)
  }

  /// Integrates x'' = −k x − c v with RK4 and compares with the closed forms of every regime.
  @Test(arguments: [0.3, 0.8, 1.0, 1.4, 3.0])
  func closedFormMatchesNumericalIntegration(zeta: Double) {
    let spring = Spring(response: 0.4, dampingRatio: zeta)
    let m = SpringMotion(spring: spring, from: 250, velocity: 900, to: 50)
    var x = 200.0
    var v = 900.0
    let h = 1e-4
    func a(_ x: Double, _ v: Double) -> Double { -spring.stiffness * x - spring.damping * v }
    var t = 0.0
    while t < 1.0 - h / 2 {
      let k1x = v, k1v = a(x, v)
      let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
      let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
      let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      t += h
      if Int((t / h).rounded()) % 1000 == 0 {
        #expect(abs(m.displacement(at: t) - x) < 1e-6)
        #expect(abs(m.velocity(at: t) - v) < 1e-5)
      }
    }
  }

  @Test(arguments: [0.5, 1.0, 2.0])
  func settlingTimeIsTheLastMomentOutsideBothTolerances(zeta: Double) {
    let m = SpringMotion(spring: Spring(response: 0.3, dampingRatio: zeta), from: -1000, velocity: 2000, to: 0)
    let settle = m.settlingTime()
    // Settled from then on...
    for t in stride(from: settle, through: settle + 3, by: 0.0005) {
      #expect(abs(m.displacement(at: t)) <= 0.5 + 1e-9)
      #expect(abs(m.velocity(at: t)) <= 1 + 1e-9)
    }
    // ...and not just before.
    let before = settle - 0.0001
    #expect(abs(m.displacement(at: before)) > 0.5 || abs(m.velocity(at: before)) > 1)
  }

  @Test func aStiffSpringAimedFarAwayKicksTheContent() {
    // A critically damped spring from x₀ = −1000, v₀ = 2000, response 0.3 reaches ~7,700 pt/s. This is why
    // SettleMotion brakes instead when the momentum carries (nearly) that far.
    let m = SpringMotion(spring: Spring(response: 0.3, dampingRatio: 1), from: -1000, velocity: 2000, to: 0)
    var peak = 0.0
    for t in stride(from: 0.0, through: 0.5, by: 0.0005) { peak = max(peak, abs(m.velocity(at: t))) }
    #expect(abs(peak - 7700) < 100)
  }

  @Test func swiftUIDurationAndBounceMapToResponseAndDamping() {
    let spring = Spring(duration: 0.5, bounce: 0.2)
    #expect(spring.response == 0.5)
    #expect(abs(spring.dampingRatio - 0.8) < 1e-12)
    #expect(Spring(duration: 0.5, bounce: -3).dampingRatio == 1)
  }

  @Test func clampsParametersAndNeverProducesNaN() {
    #expect(Spring(response: 0, dampingRatio: 1).response == Spring.responseRange.lowerBound)
    #expect(Spring(response: .nan, dampingRatio: .infinity) == .default)
    #expect(Spring(response: 1, dampingRatio: 0).dampingRatio == Spring.dampingRatioRange.lowerBound)
    let m = SpringMotion(spring: .default, from: .nan, velocity: .infinity, to: 10)
    #expect(m.value(at: 0.1).isFinite)
    #expect(m.velocity(at: 0.1).isFinite)
  }

  @Test func withoutOvershootRaisesDampingToOne() {
    #expect(Spring(response: 0.3, dampingRatio: 0.5).withoutOvershoot.dampingRatio == 1)
    #expect(Spring(response: 0.3, dampingRatio: 2).withoutOvershoot.dampingRatio == 2)
  }

  @Test func overshootDetectionIsExactForCriticalAndOverdamped() {
    let fast = SpringMotion(spring: .default, from: -10, velocity: 2000, to: 0)
    #expect(fast.overshoots)
    #expect((0...1000).contains { fast.displacement(at: Double($0) / 1000) > 0 })
    let slow = SpringMotion(spring: .default, from: -100, velocity: 100, to: 0)
    #expect(!slow.overshoots)
    let over = SpringMotion(spring: Spring(response: 0.3, dampingRatio: 2), from: -10, velocity: 3000, to: 0)
    #expect(over.overshoots == (0...2000).contains { over.displacement(at: Double($0) / 1000) > 1e-9 })
  }
}
