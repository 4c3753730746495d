import RealModule

/// The motion of a damped spring towards a target, in closed form.
///
/// x is the displacement from the target, x₀ and v₀ its initial value and velocity, β = c / 2
/// and ω₀ = √k (see ``Spring``):
/// - underdamped (ζ < 1): ω_d = ω₀ √(1 − ζ²), C = (v₀ + β x₀) / ω_d,
///   x(t) = e^(−β t) (x₀ cos ω_d t + C sin ω_d t)
/// - critically damped (ζ = 1): x(t) = e^(−β t) (x₀ + (v₀ + β x₀) t)
/// - overdamped (ζ > 1): r₁,₂ = (−c ∓ √(c² − 4k)) / 2, c₂ = (v₀ − r₁ x₀) / (r₂ − r₁),
///   c₁ = x₀ − c₂, x(t) = c₁ e^(r₁ t) + c₂ e^(r₂ t)
///
/// ``value(at:)`` and ``velocity(at:)`` are O(1). ``settlingTime(distance:speed:)`` is the
/// exact time after which the motion stays within a distance of the target *and* below a
/// speed: it tests both, because a time taken from the position envelope alone can stop a
/// spring that is still moving.
public struct SpringMotion: Sendable, Hashable {
  /// The spring driving the motion.
  public let spring: Spring
  /// Where the motion comes to rest, in points.
  public let target: Double
  /// The displacement from the target at time 0 (x₀), in points.
  public let initialDisplacement: Double
  /// The velocity at time 0 (v₀), in points per second.
  public let initialVelocity: Double

  private enum Regime: Hashable {
    case under(beta: Double, omegaD: Double, c: Double)
    case critical(beta: Double, b: Double)
    case over(r1: Double, r2: Double, c1: Double, c2: Double)
  }
  private let regime: Regime

  /// Creates the motion of `spring` from `position` with `velocity` towards `target`.
  /// Non-finite input is replaced by the target (position) or 0 (velocity).
  public init(spring: Spring, from position: Double, velocity: Double, to target: Double) {
    let target = target.isFinite ? target : 0
    let x0 = position.isFinite ? position - target : 0
    let v0 = velocity.isFinite ? velocity : 0
    self.spring = spring
    self.target = target
    self.initialDisplacement = x0
    self.initialVelocity = v0
    let beta = spring.damping / 2
    let zeta = spring.dampingRatio
    if abs(zeta - 1) < 1e-9 {
      regime = .critical(beta: beta, b: v0 + beta * x0)
    } else if zeta < 1 {
      let omegaD = spring.angularFrequency * (1 - zeta * zeta).squareRoot()
      regime = .under(beta: beta, omegaD: omegaD, c: (v0 + beta * x0) / omegaD)
    } else {
      let c = spring.damping
      let root = (c * c - 4 * spring.stiffness).squareRoot()
      let r1 = (-c - root) / 2
      let r2 = (-c + root) / 2
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      regime = .over(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
    }
  }

  /// The lowest and highest displacement from the target the motion reaches from time 0 on
  /// (x₀, the target it tends to and the extremes where the velocity is 0), in points. O(1): an under-damped spring's
  /// swings shrink by e^(−βπ/ω_d) each, so its first two turning points after 0,
  /// t = (θ + kπ)/ω_d with tan θ = P/Q (P = C ω_d − β x₀, Q = x₀ ω_d + β C, v(t) ∝
  /// P cos ω_d t − Q sin ω_d t), are its extremes on either side; an over-damped one turns at
  /// most once, at t = ln(−c₁r₁ / (c₂r₂)) / (r₂ − r₁); a critically damped one at most once,
  /// at t = v₀ / (β b).
  func displacementRange() -> (lowest: Double, highest: Double) {
    // The motion starts at x₀ and tends to the target (0).
    var low = min(initialDisplacement, 0)
    var high = max(initialDisplacement, 0)
    func include(_ t: Double) {
      guard t.isFinite, t > 0 else { return }
      let x = displacement(at: t)
      low = min(low, x)
      high = max(high, x)
    }
    switch regime {
    case .under(let beta, let omegaD, let c):
      let p = c * omegaD - beta * initialDisplacement
      let q = initialDisplacement * omegaD + beta * c
      guard p != 0 || q != 0 else { break }
      var phase = Double.atan2(y: p, x: q)
      while phase <= 0 { phase += Double.pi }
      while phase > Double.pi { phase -= Double.pi }
      include(phase / omegaD)
      include((phase + Double.pi) / omegaD)
    case .critical(let beta, let b):
      if b != 0 { include(initialVelocity / (beta * b)) }
    case .over(let r1, let r2, let c1, let c2):
      let ratio = -(c1 * r1) / (c2 * r2)
      if c2 != 0, ratio > 0 { include(Double.log(ratio) / (r2 - r1)) }
    }
    return (low, high)
  }

  /// The same motion moved by `delta` points: the target moves, the displacement and the
  /// velocity stay exactly as they were (used when a looping track is re-based).
  func shifted(by delta: Double) -> SpringMotion {
    SpringMotion(
      spring: spring, target: target + delta, initialDisplacement: initialDisplacement,
      initialVelocity: initialVelocity, regime: regime)
  }

  private init(spring: Spring, target: Double, initialDisplacement: Double, initialVelocity: Double, regime: Regime) {
    self.spring = spring
    self.target = target
    self.initialDisplacement = initialDisplacement
    self.initialVelocity = initialVelocity
    self.regime = regime
  }

  /// The displacement from the target at time `t` (seconds; negative times count as 0).
  public func displacement(at t: Double) -> Double {
    let t = max(t, 0)
    switch regime {
    case .under(let beta, let omegaD, let c):
      return Double.exp(-beta * t) * (initialDisplacement * Double.cos(omegaD * t) + c * Double.sin(omegaD * t))
    case .critical(let beta, let b):
      return Double.exp(-beta * t) * (initialDisplacement + b * t)
    case .over(let r1, let r2, let c1, let c2):
      return c1 * Double.exp(r1 * t) + c2 * Double.exp(r2 * t)
    }
  }

  /// The position at time `t`, in points.
  public func value(at t: Double) -> Double { target + displacement(at: t) }

  /// The velocity at time `t`, in points per second.
  public func velocity(at t: Double) -> Double {
    let t = max(t, 0)
    let x0 = initialDisplacement
    switch regime {
    case .under(let beta, let omegaD, let c):
      let cosine = Double.cos(omegaD * t)
      let sine = Double.sin(omegaD * t)
      return Double.exp(-beta * t) * ((c * omegaD - beta * x0) * cosine - (x0 * omegaD + beta * c) * sine)
    case .critical(let beta, let b):
      return Double.exp(-beta * t) * (initialVelocity - beta * b * t)
    case .over(let r1, let r2, let c1, let c2):
      return c1 * r1 * Double.exp(r1 * t) + c2 * r2 * Double.exp(r2 * t)
    }
  }

  /// Upper bounds of |x(t)| and |v(t)| that never increase after `t`. O(1).
  private func envelope(at t: Double) -> (distance: Double, speed: Double) {
    let x0 = initialDisplacement
    switch regime {
    case .under(let beta, let omegaD, let c):
      let decay = Double.exp(-beta * t)
      let a = (x0 * x0 + c * c).squareRoot()
      let p = c * omegaD - beta * x0
      let q = x0 * omegaD + beta * c
      return (decay * a, decay * (p * p + q * q).squareRoot())
    case .critical(let beta, let b):
      // e^(−βt)(a + bt) decreases for t > 1/β; callers only use the envelope past that.
      let decay = Double.exp(-beta * t)
      return (decay * (abs(x0) + abs(b) * t), decay * (abs(initialVelocity) + beta * abs(b) * t))
    case .over(let r1, let r2, let c1, let c2):
      return (
        abs(c1) * Double.exp(r1 * t) + abs(c2) * Double.exp(r2 * t),
        abs(c1 * r1) * Double.exp(r1 * t) + abs(c2 * r2) * Double.exp(r2 * t)
      )
    }
  }

  private func isSettled(at t: Double, distance: Double, speed: Double) -> Bool {
    abs(displacement(at: t)) <= distance && abs(velocity(at: t)) <= speed
  }

  /// The time, in seconds, from which the motion stays within `distance` points of the
  /// target and below `speed` pt/s for good.
  ///
  /// Found by bounding the motion with its decaying envelope (narrowed by bisection to 1 ms),
  /// then scanning back from that bound in 1 ms steps for the last moment the motion was
  /// outside the tolerances and refining it by bisection (to 1 µs). Costs O(gap / 1 ms), the
  /// gap between the envelope's bound and the motion's own settling, at most a fraction of
  /// the duration and never more than O(600 s / 1 ms); the engine calls it once per settle,
  /// never per frame. At most 600 s.
  public func settlingTime(distance: Double = 0.5, speed: Double = 1) -> Double {
    let distance = max(distance, 1e-9)
    let speed = max(speed, 1e-9)
    let step = 0.001
    // 1. A time after which the envelope guarantees the tolerances hold.
    let beta = spring.damping / 2
    var bound = 1 / beta
    var unsettledBound = bound
    func envelopeHolds(_ t: Double) -> Bool {
      let e = envelope(at: t)
      return e.distance <= distance && e.speed <= speed
    }
    while bound < 600 {
      if envelopeHolds(bound) { break }
      unsettledBound = bound
      bound += max(step, bound * 0.25)
    }
    // The envelope does not increase past 1/β: narrow the bound to within 1 ms of where it
    // starts to hold, so that the scan below stays short however long the motion.
    if unsettledBound < bound && envelopeHolds(bound) {
      var (low, high) = (unsettledBound, bound)
      while high - low > step {
        let mid = (low + high) / 2
        if envelopeHolds(mid) { high = mid } else { low = mid }
      }
      bound = high
    }
    // 2. The last unsettled sample before the bound.
    var t = bound
    while t > 0 && isSettled(at: t, distance: distance, speed: speed) {
      t -= step
    }
    if t <= 0 && isSettled(at: 0, distance: distance, speed: speed) { return 0 }
    // 3. Bisect between the unsettled sample and the settled one after it.
    var low = max(t, 0)
    var high = min(t + step, bound)
    for _ in 0..<20 {
      let mid = (low + high) / 2
      if isSettled(at: mid, distance: distance, speed: speed) { high = mid } else { low = mid }
    }
    return high
  }

  /// Whether the displacement changes sign at some time after 0, that is whether the motion
  /// passes its target. Exact for ζ ≥ 1; always `true` for underdamped springs that start
  /// away from the target.
  public var overshoots: Bool {
    let x0 = initialDisplacement
    switch regime {
    case .under:
      return x0 != 0 || initialVelocity != 0
    case .critical(_, let b):
      // x(t) = e^(−βt)(x₀ + b t) crosses zero at t = −x₀ / b.
      return x0 == 0 ? b != 0 : (b != 0 && (b > 0) != (x0 > 0))
    case .over(let r1, let r2, let c1, let c2):
      // c₁ e^(r₁t) + c₂ e^(r₂t) = 0 at t = ln(−c₁/c₂) / (r₂ − r₁) when that is positive.
      guard c1 != 0, c2 != 0, (c1 > 0) != (c2 > 0) else { return false }
      return Double.log(-c1 / c2) / (r2 - r1) > 0
    }
  }
}
