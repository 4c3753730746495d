/// The motion that takes content to its resting anchor, as the engine plans it from the
/// behaviour's spring: the monotone ``SettleMotion`` family for a critically damped spring
/// (ζ = 1, the default), a ``SpringMotion`` for any other damping ratio.
///
/// - ζ = 1 (within 10⁻⁹): ``SettleMotion``, exactly as planned before damping ratios were
///   honoured: never past the anchor, the spring's response only sets its time scale.
/// - ζ < 1: the damped spring of ``SpringMotion`` from the release position at the release
///   velocity (the custom-paging article's "spring that starts at the release velocity"): it
///   passes the anchor and comes back, because the app asked for a bouncy spring.
/// - ζ > 1: the over-damped ``SpringMotion``, slower than the default and monotone. A
///   release so fast that even that spring would carry the content past the anchor
///   (``SpringMotion/overshoots``) lands with ``SettleMotion`` instead.
/// - The edges of a track that does not loop are walls: a spring whose swing would carry the
///   content past one (``SpringMotion/displacementRange()``: onto the first or last item, or
///   a swing longer than the items left) lands with ``SettleMotion`` and the spring's
///   response instead. (Content released past an edge and a glide reaching an edge never
///   come here: the engine returns them with ``SettleMotion`` and the edge spring.)
///
/// A spring motion ends at its settling time (``SpringMotion/settlingTime(distance:speed:)``
/// with ``ScrollEngine/restDistance`` and ``ScrollEngine/restSpeed``): from then on it is
/// exactly on the anchor with zero velocity, so there is no endless tail; the jump at the end
/// is at most 0.5 pt and 1 pt/s.
enum AnchorMotion: Sendable, Hashable {
  /// The monotone quintic family.
  case landing(SettleMotion)
  /// A damped spring, cut at `duration` (its settling time), starting exactly at `origin`
  /// with exactly the spring's initial velocity.
  case spring(SpringMotion, origin: Double, duration: Double)

  /// Plans the motion from `position` at `velocity` to `target` (all in points and pt/s).
  ///
  /// - Parameters:
  ///   - spring: the spring; its damping ratio chooses the family (see the type).
  ///   - rate, maximumOvershoot, limitsPeakSpeed: passed to ``SettleMotion`` when it is used.
  ///   - bounds: the walls a spring must not carry the content past (the first and last
  ///     anchors of a track that does not loop), or `nil` (looping).
  init(
    from position: Double, velocity: Double, to target: Double, spring: Spring, rate: DecelerationRate,
    maximumOvershoot: Double, limitsPeakSpeed: Bool, bounds: ClosedRange<Double>?
  ) {
    let zeta = spring.dampingRatio
    if abs(zeta - 1) >= 1e-9 {
      let motion = SpringMotion(spring: spring, from: position, velocity: velocity, to: target)
      var staysInside = true
      if let bounds {
        let range = motion.displacementRange()
        staysInside =
          motion.target + range.lowest >= bounds.lowerBound - 1e-9
          && motion.target + range.highest <= bounds.upperBound + 1e-9
      }
      if staysInside && (zeta < 1 || !motion.overshoots) {
        let duration = motion.settlingTime(distance: ScrollEngine.restDistance, speed: ScrollEngine.restSpeed)
        self = .spring(motion, origin: position.isFinite ? position : motion.target, duration: duration)
        return
      }
    }
    self = .landing(
      SettleMotion(
        from: position, velocity: velocity, to: target, spring: spring, rate: rate,
        maximumOvershoot: maximumOvershoot, limitsPeakSpeed: limitsPeakSpeed))
  }

  /// The duration, in seconds: from then on the motion is exactly on ``target``.
  var duration: Double {
    switch self {
    case .landing(let motion): return motion.duration
    case .spring(_, _, let duration): return duration
    }
  }

  /// The anchor, in points.
  var target: Double {
    switch self {
    case .landing(let motion): return motion.target
    case .spring(let motion, _, _): return motion.target
    }
  }

  /// The position at time `t` (seconds since the start), in points.
  func value(at t: Double) -> Double {
    switch self {
    case .landing(let motion):
      return motion.value(at: t)
    case .spring(let motion, let origin, let duration):
      if t <= 0 { return origin }
      return t < duration ? motion.value(at: t) : motion.target
    }
  }

  /// The velocity at time `t` (seconds since the start), in points per second.
  func velocity(at t: Double) -> Double {
    switch self {
    case .landing(let motion):
      return motion.velocity(at: t)
    case .spring(let motion, _, let duration):
      if t <= 0 { return motion.initialVelocity }
      return t < duration ? motion.velocity(at: t) : 0
    }
  }

  /// The same motion moved by `delta` points (a looping track re-based).
  func shifted(by delta: Double) -> AnchorMotion {
    switch self {
    case .landing(let motion):
      return .landing(motion.shifted(by: delta))
    case .spring(let motion, let origin, let duration):
      return .spring(motion.shifted(by: delta), origin: origin + delta, duration: duration)
    }
  }
}
