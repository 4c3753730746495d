extension CollectionViewLayoutBridge {
  /// The content offset at which item `index` rests: its anchor, clamped into
  /// ``validOffsets(count:viewport:)``; `nil` for an index out of range. This is where
  /// `scrollToItem` must land (the item's drawn frame moves with the offset, and a wheel or a
  /// card stack draws an item far from the offset it rests at). O(1) (O(log n) for pages of
  /// different sizes).
  public func contentOffset(forItem index: Int, count: Int, viewport: CarouselSize) -> Double? {
    guard count > 0, (0..<count).contains(index) else { return nil }
    let anchors = layout.anchors(count: count, viewport: viewport, isLooping: false)
    let valid = validOffsets(count: count, viewport: viewport)
    return min(max(anchors.offset(of: index), valid.lowerBound), valid.upperBound)
  }

  /// The item whose anchor is nearest to `offset` (the item the content rests on, or is
  /// passing); `nil` with no items. A non-finite offset counts as 0. O(1) (O(log n) for pages
  /// of different sizes).
  public func currentIndex(offset: Double, count: Int, viewport: CarouselSize) -> Int? {
    guard count > 0 else { return nil }
    let anchors = layout.anchors(count: count, viewport: viewport, isLooping: false)
    return min(max(anchors.nearestPosition(to: offset.isFinite ? offset : 0), 0), count - 1)
  }
}

/// The item a collection view layout keeps across size changes and reloads: what
/// `targetContentOffset(forProposedContentOffset:)` (the one-argument form, which UIKit asks
/// after a rotation, a bounds change or a reload) returns the offset of.
///
/// Call ``update(offset:viewport:count:bridge:)`` from every `prepare()`: while the viewport
/// and the item count stay the same, the kept item follows the content (it is the current
/// item); when either changed, the content offset UIKit kept is meaningless for the new
/// geometry, so the item is kept (the last one if it is gone) and ``restingOffset(viewport:count:bridge:)``
/// says where it now rests.
public struct CollectionViewKeptItem: Sendable, Hashable {
  /// The item kept, `nil` before the first update or with no items.
  public private(set) var index: Int?
  private var viewport: CarouselSize?
  private var count: Int?

  public init() {}

  /// Records the layout's state at a `prepare()`. O(1) (O(log n) for pages).
  public mutating func update<Layout>(
    offset: Double, viewport: CarouselSize, count: Int, bridge: CollectionViewLayoutBridge<Layout>
  ) {
    defer {
      self.viewport = viewport
      self.count = count
    }
    guard count > 0 else {
      index = nil
      return
    }
    if viewport == self.viewport && count == self.count || index == nil {
      index = bridge.currentIndex(offset: offset, count: count, viewport: viewport)
    } else if let kept = index {
      index = min(kept, count - 1)
    }
  }

  /// Where the kept item rests in the current geometry, or `nil` without one.
  public func restingOffset<Layout>(
    viewport: CarouselSize, count: Int, bridge: CollectionViewLayoutBridge<Layout>
  ) -> Double? {
    guard let index else { return nil }
    return bridge.contentOffset(forItem: min(index, count - 1), count: count, viewport: viewport)
  }

  /// Keeps item `index` from now on (after `scrollToItem`, a selection, or a reload that moved
  /// the current item).
  public mutating func keep(_ index: Int?) { self.index = index }
}
