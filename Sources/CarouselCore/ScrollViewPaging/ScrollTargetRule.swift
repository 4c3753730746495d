/// Where a scroll view that projects its own releases should rest: the rule of
/// ``ScrollViewPaging`` for containers that only let you move the proposed target (SwiftUI's
/// `ScrollTargetBehavior`, iOS 17), which report the projected resting offset and where the
/// content rested when the gesture began, but neither the current offset nor the velocity in
/// known units.
package enum ScrollTargetRule {
  /// The resting offset for a release the container projected to `proposed`.
  ///
  /// - ``SnapPolicy/free``: `proposed`.
  /// - ``SnapPolicy/nearest``: the anchor nearest to `proposed` (the container has already
  ///   projected the release with its deceleration rate).
  /// - ``SnapPolicy/paging(maxItems:)``: that anchor, but at most `maxItems` items from the one
  ///   the content rested on when the gesture began (`dragStart`).
  ///
  /// The result is clamped into `validOffsets`; non-finite input counts as the lower bound.
  /// O(1) (O(log n) for pages of different sizes).
  ///
  /// - Parameters:
  ///   - proposed: the container's projected resting offset, in points.
  ///   - dragStart: the offset when the gesture began, in points.
  ///   - anchors: where items rest (the content offsets of their leading edges, say).
  ///   - policy: the snapping policy.
  ///   - validOffsets: the offsets the content can rest at.
  package static func target(
    proposed: Double, dragStart: Double, anchors: SnapAnchors, policy: SnapPolicy, validOffsets: ClosedRange<Double>
  ) -> Double {
    func clamp(_ x: Double) -> Double {
      min(max(x.isFinite ? x : validOffsets.lowerBound, validOffsets.lowerBound), validOffsets.upperBound)
    }
    guard anchors.count > 0 else { return clamp(proposed) }
    func nearest(_ x: Double) -> Int {
      min(max(anchors.nearestPosition(to: x.isFinite ? x : validOffsets.lowerBound), 0), anchors.count - 1)
    }
    switch policy {
    case .free:
      return clamp(proposed)
    case .nearest:
      return clamp(anchors.offset(of: nearest(proposed)))
    case .paging:
      let limit = policy.maxItemsPerFling ?? 1
      let start = nearest(dragStart)
      let position = min(max(nearest(proposed), start - limit), start + limit)
      return clamp(anchors.offset(of: position))
    }
  }

  /// The resting offset for a release the container projected to `proposed` with `velocity`:
  /// the rules of a ``SnapTargeting`` (the engine's), with the release offset recovered from
  /// the projection (x₀ = proposed − the projection distance of `velocity` at `rate`, the
  /// inverse of ``SnapTargeting/projection(offset:velocity:)``):
  ///
  /// - a release slower than `minimumFlingSpeed` rests on the anchor nearest to where it was
  ///   released, not to its projection;
  /// - ``SnapPolicy/paging(maxItems:)``: a fling moves at least one item in its direction,
  ///   at most `maxItems` from the item the gesture began on (`dragStart`);
  /// - ``SnapPolicy/nearest``: a release at least `committedFlingSpeed` fast never rests
  ///   behind the release point;
  /// - ``SnapPolicy/free``: `proposed`.
  ///
  /// The result is clamped into `validOffsets`; non-finite input counts as the lower bound
  /// (a non-finite velocity as 0). O(1) (O(log n) for pages of different sizes).
  ///
  /// - Parameters:
  ///   - proposed: the container's projected resting offset, in points.
  ///   - dragStart: the offset when the gesture began, in points.
  ///   - velocity: the release velocity, in points per second, positive when the offset grows
  ///     (convert the platform's unit with ``PlatformVelocity``).
  ///   - rate: the deceleration rate the container projected with.
  ///   - anchors: where items rest.
  ///   - policy: the snapping policy.
  ///   - validOffsets: the offsets the content can rest at.
  ///   - minimumFlingSpeed: releases slower than this (pt/s) are not flings; 200 by default.
  ///   - committedFlingSpeed: see ``SnapTargeting/committedFlingSpeed``.
  package static func target(
    proposed: Double, dragStart: Double, velocity: Double, rate: DecelerationRate, anchors: SnapAnchors,
    policy: SnapPolicy, validOffsets: ClosedRange<Double>, minimumFlingSpeed: Double = 200,
    committedFlingSpeed: Double = SnapTargeting.defaultCommittedFlingSpeed
  ) -> Double {
    func clamp(_ x: Double) -> Double {
      min(max(x.isFinite ? x : validOffsets.lowerBound, validOffsets.lowerBound), validOffsets.upperBound)
    }
    guard anchors.count > 0, policy != .free else { return clamp(proposed) }
    func nearest(_ x: Double) -> Int {
      min(max(anchors.nearestPosition(to: x.isFinite ? x : validOffsets.lowerBound), 0), anchors.count - 1)
    }
    let velocity = ScrollEngine.limited(velocity: velocity.isFinite ? velocity : 0)
    let targeting = SnapTargeting(
      anchors: anchors, isLooping: false, policy: policy, decelerationRate: rate,
      minimumFlingSpeed: minimumFlingSpeed.isFinite ? max(minimumFlingSpeed, 0) : 200,
      committedFlingSpeed: committedFlingSpeed.isFinite ? max(committedFlingSpeed, 0) : .infinity)
    let projected = clamp(proposed)
    // x₀ + distance(v) = proposed, with distance(v) = projection(0, v).
    let release = projected - targeting.projection(offset: 0, velocity: velocity)
    let position =
      targeting.target(
        offset: release.isFinite ? release : projected, velocity: velocity, startPosition: nearest(dragStart))
      ?? nearest(projected)
    return clamp(anchors.offset(of: position))
  }
}
