extension CollectionViewLayoutBridge {
  /// The content offset at which item `index` rests: its anchor, clamped into
  /// ``validOffsets(count:viewport:)``; `nil` for an index out of range. This is where
  /// `scrollToItem` must land (the item's drawn frame moves with the offset, and a wheel or a
  /// card stack draws an item far from the offset it rests at). O(1) (O(log n) for pages of
  /// different sizes).
  package func contentOffset(forItem index: Int, count: Int, viewport: CarouselSize) -> Double? {
    guard count > 0, (0..<count).contains(index) else { return nil }
    let anchors = layout.anchors(count: count, viewport: viewport, isLooping: false)
    let valid = validOffsets(count: count, viewport: viewport)
    return min(max(anchors.offset(of: index), valid.lowerBound), valid.upperBound)
  }

  /// The item whose anchor is nearest to `offset` (the item the content rests on, or is
  /// passing); `nil` with no items. A non-finite offset counts as 0. O(1) (O(log n) for pages
  /// of different sizes).
  package func currentIndex(offset: Double, count: Int, viewport: CarouselSize) -> Int? {
    guard count > 0 else { return nil }
    let anchors = layout.anchors(count: count, viewport: viewport, isLooping: false)
    return min(max(anchors.nearestPosition(to: offset.isFinite ? offset : 0), 0), count - 1)
  }
}
