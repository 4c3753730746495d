import RealModule

/// A free-running scroll slowing down exponentially, as `UIScrollView` does after a flick.
///
/// With k = 1000 · ln r (``DecelerationRate/decayConstant``):
/// - v(t) = v₀ · e^(k t)
/// - x(t) = x₀ + v₀ · (e^(k t) − 1) / k
/// - rest point x₀ − v₀ / k
///
/// The rest point is the continuous limit of the motion. WWDC18's "Designing Fluid
/// Interfaces" projects with the discrete sum `v₀/1000 · r / (1 − r)`, about v₀/2000 pt
/// shorter; CarouselKit uses the continuous form everywhere, so the projection and the
/// motion agree exactly.
///
/// All answers are closed-form and O(1). Times before 0 are treated as 0.
public struct Deceleration: Sendable, Hashable {
  /// Where the motion starts, in points.
  public var origin: Double
  /// The velocity at time 0, in points per second.
  public var initialVelocity: Double
  /// The per-millisecond deceleration rate.
  public var rate: DecelerationRate

  /// Creates a decay from a position and a velocity. Non-finite input is replaced by 0, and
  /// the velocity is clamped into ±``ScrollEngine/maximumFlingSpeed`` (25,000 pt/s), so the
  /// rest point is at most 2.5 × 10⁶ pt away (at the slowest rate, 0.99999) and the glide
  /// lasts at most about 1,000 s (``settlingTime(distance:speed:)``).
  public init(origin: Double, initialVelocity: Double, rate: DecelerationRate) {
    self.origin = origin.isFinite ? origin : 0
    let limit = ScrollEngine.maximumFlingSpeed
    self.initialVelocity = initialVelocity.isFinite ? min(max(initialVelocity, -limit), limit) : 0
    self.rate = rate
  }

  private var k: Double { rate.decayConstant }

  /// The position at time `t` (seconds since the start), in points.
  public func value(at t: Double) -> Double {
    let t = max(t, 0)
    return origin + initialVelocity * Double.expMinusOne(k * t) / k
  }

  /// The velocity at time `t` (seconds since the start), in points per second.
  public func velocity(at t: Double) -> Double {
    initialVelocity * Double.exp(k * max(t, 0))
  }

  /// The distance the motion covers before it stops: −v₀ / k, in points (signed like v₀).
  public var restDistance: Double { -initialVelocity / k }

  /// WWDC18's discrete projection distance, v₀/1000 · r / (1 − r), in points: about v₀/2000
  /// shorter than ``restDistance``. A test hook (internal), kept so that the tests check the
  /// difference against WWDC18's numbers; CarouselKit projects with ``restDistance``.
  var discreteRestDistance: Double {
    let r = rate.perMillisecond
    return initialVelocity / 1000 * r / (1 - r)
  }

  /// Where the motion comes to rest: x₀ − v₀ / k, in points (the *projection*).
  public var restPoint: Double { origin + restDistance }

  /// The time, in seconds, at which the speed falls to `speed` (pt/s): ln(speed / |v₀|) / k.
  /// Returns 0 when the motion is already that slow.
  public func time(untilSpeed speed: Double) -> Double {
    let v0 = abs(initialVelocity)
    guard speed > 0, v0 > speed else { return 0 }
    return Double.log(speed / v0) / k
  }

  /// The time, in seconds, the motion takes to cover `distance` points in the direction of
  /// its velocity: ln(1 + k d / |v₀|) / k; `nil` when the motion stops short of it.
  public func time(toCover distance: Double) -> Double? {
    let v0 = abs(initialVelocity)
    let d = abs(distance)
    guard d > 0 else { return 0 }
    guard v0 > 0 else { return nil }
    let argument = k * d / v0
    guard argument > -1 else { return nil }
    return Double.log(onePlus: argument) / k
  }

  /// The time, in seconds, after which the motion is both within `distance` points of its
  /// rest point and slower than `speed` pt/s. The engine ends a free glide there and puts the
  /// content exactly on ``restPoint`` (a move of at most `distance`).
  public func settlingTime(distance: Double = 0.5, speed: Double = 1) -> Double {
    let v0 = abs(initialVelocity)
    guard v0 > 0 else { return 0 }
    // The remaining distance is |v(t)| / |k|, so "within d" is "speed below d·|k|".
    return max(time(untilSpeed: speed), time(untilSpeed: distance * abs(k)))
  }
}
