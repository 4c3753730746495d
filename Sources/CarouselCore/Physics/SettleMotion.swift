/// The motion that takes released content to its resting anchor, starting at the release
/// velocity (velocity continuity), in closed form.
///
/// With d = target − x₀, release velocity v₀ and the projection distance v₀ / |k| of the
/// deceleration rate:
///
/// | situation | motion |
/// |---|---|
/// | v₀ points at the target and the momentum carries (nearly) that far (\|v₀/k\| ≥ ``carryFraction`` · \|d\|) | ``BrakeCurve`` to the target: it never speeds up, so no "kick" |
/// | v₀ points at the target but falls short | the spring from (x₀, v₀); if the spring is not underdamped and would pass the target, the ``BrakeCurve`` instead |
/// | v₀ = 0 | the spring from rest |
/// | v₀ points away from the target | a short ``BrakeCurve`` that stops the content along v₀ (``stopDuration`` s, shorter if it would carry the content more than `maximumOvershoot` pt), then the spring from rest |
///
/// So the first moment after release always moves along the release velocity, and a
/// momentum that already carries past the target is braked, never accelerated.
/// ``value(at:)`` and ``velocity(at:)`` are O(1); creating a motion costs one
/// ``SpringMotion/settlingTime(distance:speed:)``.
public struct SettleMotion: Sendable, Hashable {
  /// The longest the stopping phase lasts when the release moves away from the target, in s.
  public static let stopDuration = 0.08
  /// The share of the distance the release momentum must carry for the motion to brake onto
  /// the target rather than be pulled there by the spring. Below 1 so that a momentum that
  /// *almost* reaches the target is not yanked by a stiff spring (PHYSICS.md's example:
  /// 2,000 pt/s at rate 0.998 glides 999 pt; a spring aimed 1,000 pt away would reach
  /// ~7,700 pt/s).
  public static let carryFraction = 2.0 / 3.0
  /// The spring is considered at rest within this distance of its target (points)...
  public static let restDistance = 0.5
  /// ...and below this speed (points per second).
  public static let restSpeed = 1.0

  /// Where the motion ends, in points.
  public let target: Double
  /// The braking phase (landing on the target, or stopping before the spring), if any.
  public let brake: BrakeCurve?
  /// The spring phase, if any; it starts when the brake ends.
  public let spring: SpringMotion?
  /// When the spring phase starts, in seconds from the start.
  public let springStart: Double
  /// The total duration, in seconds. At that time the motion is exactly on the target.
  public let duration: Double

  /// Plans the motion.
  ///
  /// - Parameters:
  ///   - position: where the content is, in points.
  ///   - velocity: its velocity, in points per second.
  ///   - target: the anchor to rest on, in points.
  ///   - spring: the settle spring.
  ///   - rate: the deceleration rate whose projection decides whether the momentum carries
  ///     to the target.
  ///   - maximumOvershoot: the furthest the stopping phase may carry the content away from
  ///     the target, in points.
  public init(
    from position: Double, velocity: Double, to target: Double, spring: Spring, rate: DecelerationRate,
    maximumOvershoot: Double = .infinity
  ) {
    let position = position.isFinite ? position : target
    let velocity = velocity.isFinite ? velocity : 0
    let distance = target - position
    self.target = target
    let tiny = 1e-9
    if abs(distance) <= tiny && abs(velocity) <= tiny {
      (brake, self.spring, springStart, duration) = (nil, nil, 0, 0)
      return
    }
    let towards = velocity != 0 && distance != 0 && (velocity > 0) == (distance > 0)
    if towards {
      let reach = abs(Deceleration(origin: 0, initialVelocity: velocity, rate: rate).restDistance)
      let springMotion = SpringMotion(spring: spring, from: position, velocity: velocity, to: target)
      if reach >= Self.carryFraction * abs(distance) || (spring.dampingRatio >= 1 && springMotion.overshoots),
        let landing = BrakeCurve(from: position, velocity: velocity, to: target)
      {
        (brake, self.spring, springStart, duration) = (landing, nil, 0, landing.duration)
        return
      }
      let settle = springMotion.settlingTime(distance: Self.restDistance, speed: Self.restSpeed)
      (brake, self.spring, springStart, duration) = (nil, springMotion, 0, settle)
      return
    }
    var start = position
    var lead: BrakeCurve? = nil
    if velocity != 0 {
      let allowed = max(maximumOvershoot, 0)
      let stopTime = min(Self.stopDuration, 3 * allowed / abs(velocity))
      if stopTime > 0, let stop = BrakeCurve(from: position, velocity: velocity, to: position + velocity * stopTime / 3)
      {
        lead = stop
        start = stop.target
      }
    }
    let springMotion = SpringMotion(spring: spring, from: start, velocity: 0, to: target)
    let leadTime = lead?.duration ?? 0
    let settle = springMotion.settlingTime(distance: Self.restDistance, speed: Self.restSpeed)
    (brake, self.spring, springStart, duration) = (lead, springMotion, leadTime, leadTime + settle)
  }

  private init(target: Double, brake: BrakeCurve?, spring: SpringMotion?, springStart: Double, duration: Double) {
    self.target = target
    self.brake = brake
    self.spring = spring
    self.springStart = springStart
    self.duration = duration
  }

  /// The position at time `t` (seconds since the start), in points; exactly ``target`` from
  /// ``duration`` on.
  public func value(at t: Double) -> Double {
    if t >= duration { return target }
    if let spring, t >= springStart { return spring.value(at: t - springStart) }
    if let brake { return brake.value(at: t) }
    return target
  }

  /// The velocity at time `t` (seconds since the start), in points per second; 0 from
  /// ``duration`` on.
  public func velocity(at t: Double) -> Double {
    if t >= duration { return 0 }
    if let spring, t >= springStart { return spring.velocity(at: t - springStart) }
    if let brake { return brake.velocity(at: t) }
    return 0
  }

  /// The same motion moved by `delta` points (used when a looping track is re-based).
  public func shifted(by delta: Double) -> SettleMotion {
    SettleMotion(
      target: target + delta,
      brake: brake.flatMap { BrakeCurve(shifting: $0, by: delta) },
      spring: spring.map { SpringMotion(shifting: $0, by: delta) },
      springStart: springStart,
      duration: duration)
  }
}

extension BrakeCurve {
  init(shifting curve: BrakeCurve, by delta: Double) {
    self.init(origin: curve.origin + delta, target: curve.target + delta, duration: curve.duration)
  }
}

extension SpringMotion {
  init(shifting motion: SpringMotion, by delta: Double) {
    self.init(
      spring: motion.spring, from: motion.target + delta + motion.initialDisplacement,
      velocity: motion.initialVelocity, to: motion.target + delta)
  }
}
