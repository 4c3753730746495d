extension CollectionViewLayoutBridge {
  /// Where item `index` is when the content rests on it: its attributes at its resting
  /// offset (``contentOffset(forItem:count:viewport:)``), with the centre in content
  /// coordinates; `nil` for an index out of range or an item the layout never draws at rest.
  /// O(1) (O(log n) for pages of different sizes).
  package func restingPlacement(ofItem index: Int, count: Int, viewport: CarouselSize) -> CollectionViewItemPlacement? {
    guard let rest = contentOffset(forItem: index, count: count, viewport: viewport),
      let item = attributes(ofItem: index, offset: rest, count: count, viewport: viewport)
    else { return nil }
    return CollectionViewItemPlacement(
      center: contentPoint(item.center, offset: rest), size: item.size, shift: CarouselPoint(x: 0, y: 0))
  }

  /// The placement of `item`, drawn at `offset`: centred on its resting frame, shifted to where
  /// it is drawn. An item the layout does not draw at its resting offset keeps its drawn
  /// centre (no shift). O(1) (O(log n) for pages of different sizes).
  ///
  /// - Parameters:
  ///   - item: the item's attributes at `offset` (``visibleItems(offset:count:viewport:into:)``
  ///     or ``attributes(ofItem:offset:count:viewport:)``).
  ///   - offset: the content offset, in points.
  ///   - count: the number of items.
  ///   - viewport: the viewport's size.
  package func placement(of item: ItemAttributes, offset: Double, count: Int, viewport: CarouselSize)
    -> CollectionViewItemPlacement
  {
    let drawn = contentPoint(item.center, offset: offset)
    guard let resting = restingPlacement(ofItem: item.index, count: count, viewport: viewport) else {
      return CollectionViewItemPlacement(center: drawn, size: item.size, shift: CarouselPoint(x: 0, y: 0))
    }
    return CollectionViewItemPlacement(
      center: resting.center, size: item.size,
      shift: CarouselPoint(x: drawn.x - resting.center.x, y: drawn.y - resting.center.y))
  }

  /// Where UIKit's `scrollToItem(at:at:animated:)` lands for a frame: the offset that puts
  /// `frame` at `alignment` in the visible area, clamped into
  /// ``validOffsets(count:viewport:)``. With L the viewport's length, [a, b] the frame along
  /// the axis and o the current offset:
  ///
  /// - ``CollectionViewScrollAlignment/leading``: a;
  /// - ``CollectionViewScrollAlignment/center``: (a + b)/2 − L/2;
  /// - ``CollectionViewScrollAlignment/trailing``: b − L;
  /// - ``CollectionViewScrollAlignment/visible``: o if [a, b] ⊂ [o, o + L], else a if a < o,
  ///   else b − L (a frame longer than L: a).
  ///
  /// This is the rule UIKit's scroll positions describe for a collection view without content
  /// insets along its axis (the layouts here assume none). O(1).
  package func landingOffset(
    for frame: CarouselRect, alignment: CollectionViewScrollAlignment, current: Double, count: Int,
    viewport: CarouselSize
  ) -> Double {
    let horizontal = layout.axis == .horizontal
    let a = horizontal ? frame.minX : frame.minY
    let b = horizontal ? frame.maxX : frame.maxY
    let length = layout.axis.length(of: viewport)
    let valid = validOffsets(count: count, viewport: viewport)
    let offset: Double
    switch alignment {
    case .leading: offset = a
    case .center: offset = (a + b) / 2 - length / 2
    case .trailing: offset = b - length
    case .visible:
      if a >= current && b <= current + length {
        offset = current
      } else if a < current || b - a > length {
        offset = a
      } else {
        offset = b - length
      }
    }
    return min(max(offset.isFinite ? offset : valid.lowerBound, valid.lowerBound), valid.upperBound)
  }

  /// Where UIKit's own `scrollToItem(at:at:animated:)` (and `selectItem(at:animated:scrollPosition:)`)
  /// lands for item `index` when the layout reports its resting frame
  /// (``restingPlacement(ofItem:count:viewport:)``), or `nil` for an index out of range. It is
  /// the item's resting offset for the alignment the layout rests items at (``CollectionViewScrollAlignment/center`` for the
  /// wheel, the card stack, cover flow, rotary and centred linear layouts); other alignments
  /// align the resting frame's edge, as UIKit documents. O(1) (O(log n) for pages).
  package func landingOffset(
    forItem index: Int, alignment: CollectionViewScrollAlignment, current: Double, count: Int, viewport: CarouselSize
  ) -> Double? {
    guard let resting = restingPlacement(ofItem: index, count: count, viewport: viewport) else { return nil }
    return landingOffset(for: resting.frame, alignment: alignment, current: current, count: count, viewport: viewport)
  }

  /// A viewport point at `offset` in content coordinates.
  private func contentPoint(_ point: CarouselPoint, offset: Double) -> CarouselPoint {
    layout.axis == .horizontal
      ? CarouselPoint(x: point.x + offset, y: point.y) : CarouselPoint(x: point.x, y: point.y + offset)
  }
}
