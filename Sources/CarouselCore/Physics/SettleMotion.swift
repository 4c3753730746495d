/// The motion that takes released content to its resting anchor: one closed-form family, a
/// quintic landing, whose shape varies continuously with the release.
///
/// With x₀ the position, v₀ the velocity, d = target − x₀ and a duration T, in the normalised
/// time s = t / T ∈ [0, 1]:
///
///     x(t) = x₀ + v₀ T · a(s) + d · b(s)
///     v(t) = v₀ · a′(s) + (d / T) · b′(s)
///     a(s) = s (1 − s)³ (1 + 3s)        a′(s) = (1 − s)² (1 + 2s − 15s²)
///     b(s) = s³ (10 − 15s + 6s²)        b′(s) = 30 s² (1 − s)²
///
/// a and b are the quintic Hermite basis functions for the start velocity and for the
/// distance: x(0) = x₀, v(0) = v₀ and x″(0) = 0, then x(T) = target with zero velocity and
/// zero acceleration. In the fraction of the distance covered, p = (x − x₀)/d, this is
/// p(s) = V s + (10 − 6V) s³ + (8V − 15) s⁴ + (6 − 3V) s⁵ with V = v₀ T / d, and
/// p′(s) = (1 − s)² (V (1 + 2s − 15s²) + 30 s²), which gives the family's properties:
///
/// - 0 ≤ V ≤ 5/2: p′ ≥ 0, the content never passes the anchor;
/// - 5/3 ≤ V ≤ 5/2: p′ ≤ V as well, the speed never rises above the release speed;
/// - V < 5/3: the speed rises to a single peak (|v(s*)| at s* = (3v₀ − 5d/T) / (5v₀ − 10d/T));
/// - V < 0 (released away from the anchor): the content goes on along v₀, turns once and
///   comes back without passing the anchor.
///
/// The duration is chosen so that the shape varies continuously with the release (see
/// ``init(from:velocity:to:spring:rate:maximumOvershoot:limitsPeakSpeed:)``). ``value(at:)``
/// and ``velocity(at:)`` are O(1); planning a motion is O(1) (a bounded bisection of at most
/// 64 steps on closed forms).
public struct SettleMotion: Sendable, Hashable {
  /// The speed a settle never exceeds unless the release was faster: 1,300 pt/s. A slow
  /// release towards an anchor that its momentum does not reach is *accelerated* (the
  /// settle has to end in reasonable time), but never above this.
  public static let peakSpeedLimit = 1300.0
  /// The longest settle, in units of the settle spring's response: T ≤ 1.8 × response
  /// (0.45 s with the default 0.25 s spring) unless a longer one is needed to keep the peak
  /// speed within ``peakSpeedLimit`` (far anchors from a slow release) or the release speed
  /// (fast releases towards far anchors: the momentum carries the content there).
  public static let durationPerResponse = 1.8
  /// The normalised start velocity V = v₀ T / d a settle uses when the release moves
  /// towards the anchor fast enough: 2, the middle of the range 5/3…5/2 where the motion
  /// only slows down. Its speed is v₀ (1 − s)² (1 + 2s) and it takes T = 2d / v₀, as long
  /// as a constant deceleration would.
  public static let preferredStartVelocity = 2.0
  /// The longest return (a release away from the anchor, or from rest), in units of the
  /// time scale B: 11/9 × B, 0.55 s with the default spring. A return that needs more time
  /// to stay within ``peakSpeedLimit`` (a drag that ended far past a paging limit) is faster
  /// instead.
  public static let longestReturnPerBudget = 11.0 / 9.0
  /// The longest settle of all, in units of the time scale B: 10 × B (4.5 s by default).
  /// Only a release towards an anchor thousands of points away at a very weak deceleration
  /// rate (0.9999 and above) would take longer without a rise; it is sped up instead.
  public static let longestSettlePerBudget = 10.0
  /// The shortest duration of a motion that moves at all, in seconds, except a fast release
  /// towards an anchor less than u × 0.4 × 10⁻⁴ s away, which lands in 5D/(2u) (at least
  /// 10⁻¹² s) so that it never passes the anchor.
  public static let minimumDuration = 1e-4

  /// Where the motion starts, in points.
  public let origin: Double
  /// The velocity at the start, in points per second.
  public let initialVelocity: Double
  /// Where the motion ends, in points.
  public let target: Double
  /// The duration T, in seconds. At that time the motion is exactly on the target.
  public let duration: Double

  /// Plans the settle from a release.
  ///
  /// With D = |d|, u the release speed towards the target (negative when it moves away),
  /// B = ``durationPerResponse`` × the spring's response (0.45 s by default) and
  /// C = ``peakSpeedLimit``:
  ///
  /// - towards the target (u > 0): T = min(max(min(2D/u, B), T_C), 5D/(2u), 10B), where T_C is the
  ///   shortest duration whose peak speed is at most max(u, C): 5D/(3u) when u ≥ C, otherwise
  ///   found by bisection (the peak falls as T grows) and at least 5D/(3C), so that T never
  ///   grows with u. A release fast enough lands with V = 2 and only slows down; whenever
  ///   the landing without a rise (V = 5/3, T = 5D/(3u)) fits in B there is no rise; a slower
  ///   release is sped up smoothly, never above C;
  /// - away from the target (u < 0), or at rest: T = max(min(B, T_E), min(T_C, B_R)), where
  ///   T_E is the longest duration whose excursion along v₀ stays within
  ///   min(`maximumOvershoot`, |v₀ / k|) (k the deceleration rate's constant: no further than
  ///   the release would glide) and B_R = ``longestReturnPerBudget`` × B.
  ///
  /// The spring's damping ratio is not used here: this family lands without overshoot
  /// whatever the spring; only its response sets the time scale. (The engine uses this
  /// family for a critically damped spring and a ``SpringMotion`` for other damping ratios:
  /// see ``ScrollBehavior/spring``.) Non-finite input is treated as no
  /// motion (position: the target; velocity: 0); velocities are clamped into
  /// ±``ScrollEngine/maximumFlingSpeed``.
  ///
  /// - Parameters:
  ///   - position: where the content is, in points.
  ///   - velocity: its velocity, in points per second.
  ///   - target: the anchor to rest on, in points.
  ///   - spring: the settle spring; its response sets the time scale B.
  ///   - rate: the deceleration rate, which bounds how far a release away from the target
  ///     may carry the content before it turns.
  ///   - maximumOvershoot: the furthest a release away from the target may carry the
  ///     content before it turns, in points.
  ///   - limitsPeakSpeed: whether the peak speed is kept within max(u, ``peakSpeedLimit``);
  ///     `false` for programmatic scrolls, which may cross many items in the time B.
  public init(
    from position: Double, velocity: Double, to target: Double, spring: Spring = .default,
    rate: DecelerationRate = .normal, maximumOvershoot: Double = .infinity, limitsPeakSpeed: Bool = true
  ) {
    let target = target.isFinite ? target : 0
    let position = position.isFinite ? position : target
    let limit = ScrollEngine.maximumFlingSpeed
    let velocity = velocity.isFinite ? min(max(velocity, -limit), limit) : 0
    self.origin = position
    self.initialVelocity = velocity
    self.target = target
    self.duration = Self.plannedDuration(
      distance: target - position, velocity: velocity, budget: Self.durationPerResponse * spring.response,
      excursionLimit: min(max(maximumOvershoot, 0), abs(velocity / rate.decayConstant)),
      peakLimit: limitsPeakSpeed ? Self.peakSpeedLimit : .infinity)
  }

  /// A landing with a given duration: from `position` at `velocity` to `target` in exactly
  /// `duration` seconds (clamped to at least ``minimumDuration``; 0 when there is nothing to
  /// do). The caller chooses the shape: it never passes the target when 0 ≤ v₀ T / d ≤ 5/2.
  public init(from position: Double, velocity: Double, to target: Double, duration: Double) {
    let target = target.isFinite ? target : 0
    let position = position.isFinite ? position : target
    let velocity = velocity.isFinite ? velocity : 0
    self.origin = position
    self.initialVelocity = velocity
    self.target = target
    if position == target && velocity == 0 {
      self.duration = 0
    } else {
      self.duration = duration.isFinite ? max(duration, Self.minimumDuration) : Self.minimumDuration
    }
  }

  /// The position at time `t` (seconds since the start), in points; exactly ``target`` from
  /// ``duration`` on.
  public func value(at t: Double) -> Double {
    guard t < duration else { return target }
    let s = max(t, 0) / duration
    return origin + initialVelocity * duration * Self.a(s) + (target - origin) * Self.b(s)
  }

  /// The velocity at time `t` (seconds since the start), in points per second; 0 from
  /// ``duration`` on.
  public func velocity(at t: Double) -> Double {
    guard t < duration else { return 0 }
    let s = max(t, 0) / duration
    return Self.speedShape(s, velocity: initialVelocity, distanceRate: (target - origin) / duration)
  }

  /// The highest speed of the motion, in points per second (closed form).
  public var peakSpeed: Double {
    guard duration > 0 else { return 0 }
    return Self.peakSpeed(velocity: initialVelocity, distanceRate: (target - origin) / duration)
  }

  /// The same motion moved by `delta` points (used when a looping track is re-based).
  public func shifted(by delta: Double) -> SettleMotion {
    SettleMotion(origin: origin + delta, initialVelocity: initialVelocity, target: target + delta, duration: duration)
  }

  private init(origin: Double, initialVelocity: Double, target: Double, duration: Double) {
    self.origin = origin
    self.initialVelocity = initialVelocity
    self.target = target
    self.duration = duration
  }

  // MARK: - The shape

  /// a(s) = s (1 − s)³ (1 + 3s): the share of v₀ T added by the start velocity.
  static func a(_ s: Double) -> Double {
    let r = 1 - s
    return s * r * r * r * (1 + 3 * s)
  }

  /// b(s) = s³ (10 − 15s + 6s²): the share of the distance covered (minimum-jerk curve).
  static func b(_ s: Double) -> Double {
    s * s * s * (10 + s * (-15 + 6 * s))
  }

  /// v(s) = v₀ a′(s) + (d/T) b′(s).
  static func speedShape(_ s: Double, velocity v0: Double, distanceRate dT: Double) -> Double {
    let r = 1 - s
    return r * r * (v0 * (1 + 2 * s - 15 * s * s) + 30 * dT * s * s)
  }

  /// max over s of |v(s)|: the start and the single interior critical point
  /// s* = (3v₀ − 5 d/T) / (5v₀ − 10 d/T) (v′ = s (1 − s)(12 v₀ (5s − 3) + 60 (d/T)(1 − 2s))).
  static func peakSpeed(velocity v0: Double, distanceRate dT: Double) -> Double {
    var peak = abs(v0)
    let denominator = 5 * v0 - 10 * dT
    if denominator != 0 {
      let s = (3 * v0 - 5 * dT) / denominator
      if s > 0 && s < 1 { peak = max(peak, abs(speedShape(s, velocity: v0, distanceRate: dT))) }
    }
    return peak
  }

  /// How far the content goes along v₀ beyond x₀ when v₀ points away from the target (or the
  /// target is x₀), in points: e(s) = |v₀| T a(s) − D b(s) at its turning point, the root of
  /// (15|v₀| + 30 D/T) s² − 2|v₀| s − |v₀| = 0 in (0, 1).
  static func excursion(speed: Double, distance: Double, duration: Double) -> Double {
    guard speed > 0, duration > 0 else { return 0 }
    let q = 15 * speed + 30 * distance / duration
    let s = (2 * speed + (4 * speed * speed + 4 * speed * q).squareRoot()) / (2 * q)
    return max(0, speed * duration * a(s) - distance * b(s))
  }

  /// The duration rule of the designated initialiser.
  static func plannedDuration(
    distance d: Double, velocity v0: Double, budget: Double, excursionLimit: Double, peakLimit: Double
  ) -> Double {
    let distance = abs(d)
    let tiny = 1e-9
    if distance <= tiny && abs(v0) <= tiny { return 0 }
    let budget = budget.isFinite && budget > 0 ? budget : durationPerResponse * Spring.default.response
    // Returns (released away from the target, or at rest) never take longer than this, even
    // if the peak speed has to exceed the limit (a long drag far past the anchor).
    let longestReturn = budget * longestReturnPerBudget
    // u: the speed towards the target.
    let u = distance > 0 ? (d > 0 ? v0 : -v0) : -abs(v0)
    let peakOf = { (t: Double) in peakSpeed(velocity: u, distanceRate: distance / t) }
    let allowedPeak = max(abs(u), peakLimit)
    var duration: Double
    if u > 0 {
      let longest = 2.5 * distance / u
      let preferred = min(preferredStartVelocity * distance / u, budget)
      var capped = 0.0
      if peakLimit.isFinite {
        // Below the limit, never shorter than at the limit (5D/3C): the exact bound dips
        // just below the limit, so a slightly faster release would take longer.
        capped =
          u >= peakLimit
          ? 5 * distance / (3 * u)
          : max(
            5 * distance / (3 * peakLimit),
            shortest(from: minimumDuration, to: longest) { peakOf($0) <= allowedPeak })
      }
      duration = min(max(preferred, capped), longest, longestSettlePerBudget * budget)
      // An anchor so close that even the shortest motion would carry the content past it
      // (V = u T / D > 5/2): land in 5D/(2u) instead, still never past the anchor.
      if longest < minimumDuration { return max(longest, 1e-12) }
    } else {
      duration = budget
      if u < 0, excursion(speed: -u, distance: distance, duration: duration) > excursionLimit {
        // The longest duration whose excursion stays within the limit (it grows with T).
        duration = longestWithin(from: minimumDuration, to: duration) {
          excursion(speed: -u, distance: distance, duration: $0) <= excursionLimit
        }
      }
      if peakLimit.isFinite && distance > 0 && peakOf(duration) > allowedPeak && duration < longestReturn {
        duration = shortest(from: duration, to: longestReturn) { peakOf($0) <= allowedPeak }
      }
    }
    return max(duration, minimumDuration)
  }

  /// The smallest t in [low, high] with `holds(t)`, for a predicate that stays true once it
  /// holds; `high` if it never holds before.
  static func shortest(from low: Double, to high: Double, _ holds: (Double) -> Bool) -> Double {
    guard low < high, !holds(low) else { return low }
    var (lo, hi) = (low, high)
    for _ in 0..<64 where hi - lo > 1e-12 * hi {
      let mid = (lo + hi) / 2
      if holds(mid) { hi = mid } else { lo = mid }
    }
    return hi
  }

  /// The largest t in [low, high] with `holds(t)`, for a predicate that stays false once it
  /// fails; `low` if it fails there already.
  static func longestWithin(from low: Double, to high: Double, _ holds: (Double) -> Bool) -> Double {
    guard low < high, holds(low) else { return low }
    var (lo, hi) = (low, high)
    for _ in 0..<64 where hi - lo > 1e-12 * hi {
      let mid = (lo + hi) / 2
      if holds(mid) { lo = mid } else { hi = mid }
    }
    return lo
  }
}
