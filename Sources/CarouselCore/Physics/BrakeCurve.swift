/// A motion that brakes from a velocity to a stop exactly at a target, never speeding up.
///
/// x(t) = target − d · (1 − t/T)³ with d = target − x₀ and T = 3d / v₀, so that it starts at
/// the release velocity v₀, its speed v₀ · (1 − t/T)² only falls, and it lands with zero
/// velocity and zero acceleration after T seconds. A polynomial ease-out in the spirit of
/// Android's fling spline: it replaces a spring wherever a spring aimed at a far target
/// would *accelerate* the content after the finger lifts (see PHYSICS.md, "kick").
///
/// Only meaningful when the velocity points at the target; ``init(from:velocity:to:)``
/// returns `nil` otherwise. O(1) everywhere.
public struct BrakeCurve: Sendable, Hashable {
  /// Where the motion starts, in points.
  public let origin: Double
  /// Where it stops, in points.
  public let target: Double
  /// Its duration T = 3 |d| / |v₀|, in seconds.
  public let duration: Double

  /// Creates the curve, or `nil` when `velocity` is zero, non-finite or points away from
  /// `target`.
  public init?(from origin: Double, velocity: Double, to target: Double) {
    let distance = target - origin
    guard origin.isFinite, target.isFinite, velocity.isFinite, velocity != 0,
      distance == 0 || (distance > 0) == (velocity > 0)
    else { return nil }
    self.origin = origin
    self.target = target
    self.duration = 3 * distance / velocity
  }

  init(origin: Double, target: Double, duration: Double) {
    self.origin = origin
    self.target = target
    self.duration = duration
  }

  /// The position at time `t` (seconds, clamped to [0, ``duration``]).
  public func value(at t: Double) -> Double {
    guard duration > 0 else { return target }
    let remaining = 1 - min(max(t, 0), duration) / duration
    return target - (target - origin) * remaining * remaining * remaining
  }

  /// The velocity at time `t`, in points per second.
  public func velocity(at t: Double) -> Double {
    guard duration > 0 else { return 0 }
    let remaining = 1 - min(max(t, 0), duration) / duration
    return 3 * (target - origin) / duration * remaining * remaining
  }
}
