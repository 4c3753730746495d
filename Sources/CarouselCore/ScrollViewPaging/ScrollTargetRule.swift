/// Where a scroll view that projects its own releases should rest: the rule of
/// ``ScrollViewPaging`` for containers that only let you move the proposed target (SwiftUI's
/// `ScrollTargetBehavior`, iOS 17), which report the projected resting offset and where the
/// content rested when the gesture began, but neither the current offset nor the velocity in
/// known units.
public enum ScrollTargetRule {
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
  public static func target(
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
}
