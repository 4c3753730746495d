/// Where UIKit puts an item's frame when it scrolls to it, along the scroll axis: the part of
/// `UICollectionView.ScrollPosition` that matters for a collection view that scrolls one way.
package enum CollectionViewScrollAlignment: String, Sendable, Hashable, CaseIterable {
  /// `.left` (horizontal) or `.top` (vertical): the frame's leading edge at the visible
  /// area's leading edge.
  case leading
  /// `.centeredHorizontally` or `.centeredVertically`: the frame's centre at the visible
  /// area's centre.
  case center
  /// `.right` or `.bottom`: the frame's trailing edge at the visible area's trailing edge.
  case trailing
  /// No position for this axis (`[]`, or only positions of the other axis): the smallest
  /// scroll that shows the whole frame (none if it is visible).
  case visible
}
