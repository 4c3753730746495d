/// A free glide after a release (``SnapPolicy/free``): `UIScrollView`'s exponential
/// deceleration, whose invisible tail is replaced by a short landing on the same rest point.
///
/// The exponential ``Deceleration`` never quite stops: at rate 0.998 a 2,000 pt/s flick is
/// still creeping after 3.8 s, at 0.99 a 20,000 pt/s one after 1 s. So the glide follows the
/// exponential until the remaining distance |v| / |k| falls to ``landingDistance``, then
/// lands on the rest point x₀ − v₀ / k with the ``SettleMotion`` quintic at V = 2 (duration
/// 2 / |k|, speed v₁ (1 − s)² (1 + 2s)): the velocity is continuous, the speed only falls, the
/// rest point is exactly the projection, and the glide ends at a definite time. A release
/// whose rest distance is shorter than ``landingDistance`` is a landing from the start.
///
/// All answers are closed-form and O(1) (``time(toReach:)`` bisects the landing, 64 steps
/// at most).
public struct Glide: Sendable, Hashable {
  /// The remaining distance at which the exponential hands over to the landing, in points.
  public static let landingDistance = 48.0

  /// The exponential part.
  public private(set) var decay: Deceleration
  /// When the landing starts, in seconds since the start of the glide.
  public let landingStart: Double
  /// The landing on the rest point.
  public private(set) var landing: SettleMotion

  /// Plans the glide from a release at `origin` with `velocity` (pt/s).
  public init(origin: Double, velocity: Double, rate: DecelerationRate) {
    let decay = Deceleration(origin: origin, initialVelocity: velocity, rate: rate)
    let k = abs(rate.decayConstant)
    let handOverSpeed = Self.landingDistance * k
    let start = decay.time(untilSpeed: handOverSpeed)
    self.decay = decay
    self.landingStart = start
    self.landing = SettleMotion(
      from: decay.value(at: start), velocity: decay.velocity(at: start), to: decay.restPoint,
      duration: SettleMotion.preferredStartVelocity / k)
  }

  /// Where the glide comes to rest: the projection x₀ − v₀ / k, in points.
  public var restPoint: Double { landing.target }

  /// The duration of the whole glide, in seconds.
  public var duration: Double { landingStart + landing.duration }

  /// The position at time `t` (seconds since the start), in points.
  public func value(at t: Double) -> Double {
    t < landingStart ? decay.value(at: t) : landing.value(at: t - landingStart)
  }

  /// The velocity at time `t` (seconds since the start), in points per second.
  public func velocity(at t: Double) -> Double {
    t < landingStart ? decay.velocity(at: t) : landing.velocity(at: t - landingStart)
  }

  /// The first time, in seconds, at which the glide reaches `position`, or `nil` if it stops
  /// before. The glide is monotone, so there is at most one such time.
  public func time(toReach position: Double) -> Double? {
    let origin = decay.origin
    let direction = restPoint - origin
    let along = position - origin
    guard along == 0 || (direction != 0 && (along > 0) == (direction > 0) && abs(along) <= abs(direction)) else {
      return nil
    }
    if along == 0 { return 0 }
    let handOver = landing.origin - origin
    if abs(along) <= abs(handOver), let t = decay.time(toCover: along) { return min(t, landingStart) }
    let goal = position
    let forwards = direction > 0
    let local = SettleMotion.shortest(from: 0, to: landing.duration) { t in
      forwards ? landing.value(at: t) >= goal : landing.value(at: t) <= goal
    }
    return landingStart + local
  }

  /// The same glide moved by `delta` points (used when a looping track is re-based).
  public func shifted(by delta: Double) -> Glide {
    var copy = self
    copy.decay.origin += delta
    copy.landing = landing.shifted(by: delta)
    return copy
  }
}
