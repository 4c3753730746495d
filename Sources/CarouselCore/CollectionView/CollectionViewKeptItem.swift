/// The item a collection view layout keeps across size changes and reloads.
///
/// Call ``update(offset:viewport:count:bridge:)`` from every `prepare()`: while the viewport
/// and the item count stay the same, the kept item follows the content (it is the current
/// item); when either changed, the content offset UIKit kept is meaningless for the new
/// geometry, so the item is kept (the last one if it is gone), ``geometryChanged`` is `true`
/// until the next update, and ``restingOffset(viewport:count:bridge:)`` says where the item
/// now rests. A change from an empty viewport (before the first layout) keeps nothing: the
/// offset is read afresh.
///
/// UIKit asks the layout's one-argument `targetContentOffset(forProposedContentOffset:)` only
/// after an animated layout update (a rotation, `performBatchUpdates`), not after
/// `reloadData()` or a bounds change without animation: a front end therefore also moves the
/// content itself (``correction(offset:viewport:count:bridge:)``) at the first `prepare()`
/// after such a change.
package struct CollectionViewKeptItem: Sendable, Hashable {
  /// The item kept, `nil` before the first update or with no items.
  package private(set) var index: Int?
  /// Whether the last update saw a different viewport or item count than the one before it
  /// (a rotation, a resize, a reload that changed the count).
  package private(set) var geometryChanged = false
  private var viewport: CarouselSize?
  private var count: Int?

  package init() {}

  /// Records the layout's state at a `prepare()`. O(1) (O(log n) for pages).
  package mutating func update<Layout>(
    offset: Double, viewport: CarouselSize, count: Int, bridge: CollectionViewLayoutBridge<Layout>
  ) {
    // Before the first layout with a real size (a zero viewport), there is nothing to keep: the
    // offset the app set then is meant for the real geometry.
    let hadGeometry = self.viewport.map { $0.width > 0 && $0.height > 0 } ?? false
    geometryChanged = hadGeometry && (viewport != self.viewport || count != self.count)
    defer {
      self.viewport = viewport
      self.count = count
    }
    guard count > 0 else {
      index = nil
      return
    }
    if !geometryChanged || index == nil {
      index = bridge.currentIndex(offset: offset, count: count, viewport: viewport)
    } else if let kept = index {
      index = min(kept, count - 1)
    }
  }

  /// Where the kept item rests in the current geometry, or `nil` without one.
  package func restingOffset<Layout>(
    viewport: CarouselSize, count: Int, bridge: CollectionViewLayoutBridge<Layout>
  ) -> Double? {
    guard let index, count > 0 else { return nil }
    return bridge.contentOffset(forItem: min(index, count - 1), count: count, viewport: viewport)
  }

  /// The offset to move the content to after the last update, or `nil` when it stays: the
  /// kept item's resting offset when the geometry changed and the content is not already
  /// there (within 0.5 pt). Call it only when nothing else moves the content (no finger, no
  /// deceleration, no animated scroll). O(1) (O(log n) for pages).
  package func correction<Layout>(
    offset: Double, viewport: CarouselSize, count: Int, bridge: CollectionViewLayoutBridge<Layout>
  ) -> Double? {
    guard geometryChanged, let target = restingOffset(viewport: viewport, count: count, bridge: bridge) else {
      return nil
    }
    return abs(target - offset) > 0.5 || !offset.isFinite ? target : nil
  }

  /// Keeps item `index` from now on (after `scrollToItem`, a selection, or a reload that moved
  /// the current item).
  package mutating func keep(_ index: Int?) { self.index = index }
}
