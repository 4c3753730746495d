/// The platform-independent half of `CarouselUIKit.CarouselCollectionViewLayout`: runs a
/// ``CarouselLayout`` inside a scroll view whose content is bounded and in which every item has
/// exactly one cell (a `UICollectionView`).
///
/// Content offsets are the layout's offsets (``CarouselLayout/contentLength(count:viewport:)``
/// is the content's length, offset 0 shows the first item as at rest), and an item's centre in
/// content coordinates is its viewport centre plus the content offset. The scroll view does the
/// scrolling; this type says what is visible and where a release stops.
public struct CollectionViewLayoutBridge<Layout: CarouselLayout>: Sendable {
  /// The layout.
  public var layout: Layout
  /// How a release chooses where to stop.
  public var snapping: SnapPolicy
  /// Whether the last items show before the first near the start (and the first after the
  /// last near the end), as the wheel of the collection-view layouts article renumbers them.
  /// The content stays bounded: only the drawing wraps round.
  public var wrapsAround: Bool
  /// Releases slower than this, in points per second, are not flings (``SnapPolicy/paging(maxItems:)``).
  public var minimumFlingSpeed: Double

  public init(
    layout: Layout, snapping: SnapPolicy = .nearest, wrapsAround: Bool = false, minimumFlingSpeed: Double = 200
  ) {
    self.layout = layout
    self.snapping = snapping
    self.wrapsAround = wrapsAround
    self.minimumFlingSpeed = minimumFlingSpeed
  }

  /// The content's length along the axis, in points: the layout's, and never less than the
  /// viewport (0 with no items). O(1).
  package func contentLength(count: Int, viewport: CarouselSize) -> Double {
    guard let length = layout.contentLength(count: count, viewport: viewport), length.isFinite else { return 0 }
    return max(length, layout.axis.length(of: viewport))
  }

  /// The offsets the content can rest at: 0 … contentLength − viewport length. O(1).
  package func validOffsets(count: Int, viewport: CarouselSize) -> ClosedRange<Double> {
    0...max(contentLength(count: count, viewport: viewport) - layout.axis.length(of: viewport), 0)
  }

  /// The items visible at `offset`, each item index at most once (when wrapping round shows an
  /// item twice, the copy nearest to the centre stays), in ascending track position.
  ///
  /// - Complexity: O(visible items), O(visible²) only when an index repeats.
  package func visibleItems(offset: Double, count: Int, viewport: CarouselSize, into items: inout [ItemAttributes]) {
    let wraps = wrapsAround && count >= 2
    layout.visibleItems(offset: offset, count: count, viewport: viewport, isLooping: wraps, into: &items)
    guard wraps, let first = items.first, let last = items.last, last.position - first.position >= count else {
      return
    }
    let centre = layout.anchors(count: count, viewport: viewport, isLooping: true).nearestPosition(to: offset)
    var kept: [ItemAttributes] = []
    kept.reserveCapacity(items.count)
    for item in items {
      if let other = kept.firstIndex(where: { $0.index == item.index }) {
        if abs(item.position - centre) < abs(kept[other].position - centre) { kept[other] = item }
      } else {
        kept.append(item)
      }
    }
    items = kept.sorted { $0.position < $1.position }
  }

  /// The attributes of item `index` at `offset`, visible or not (a collection view asks for
  /// any item), or `nil` when the layout hides it there. With wrapping, the copy nearest to
  /// the centre. O(1) (O(log n) for pages of different sizes).
  package func attributes(ofItem index: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    guard count > 0, (0..<count).contains(index) else { return nil }
    var position = index
    if wrapsAround && count >= 2 {
      let centre = layout.anchors(count: count, viewport: viewport, isLooping: true).nearestPosition(
        to: offset.isFinite ? offset : 0)
      position = TrackPosition.nearest(index: index, to: centre, count: count)
    }
    return layout.attributes(at: position, offset: offset, count: count, viewport: viewport)
  }

  /// Where a release stops: `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
  ///
  /// - ``SnapPolicy/free``: the proposed offset.
  /// - ``SnapPolicy/nearest``: the anchor nearest to the proposed offset (the scroll view has
  ///   already projected the release with its own deceleration rate), as the article's selector.
  /// - ``SnapPolicy/paging(maxItems:)``: the release velocity is recovered from the projection
  ///   (``releaseVelocity(restingAt:from:rate:)``, so the velocity argument's units do not
  ///   matter), then at most `maxItems` items from where the drag started.
  ///
  /// The result is clamped to ``validOffsets(count:viewport:)``.
  ///
  /// - Parameters:
  ///   - proposed: the scroll view's proposed resting offset, in points.
  ///   - current: the offset at release, in points.
  ///   - dragStart: the offset when the drag began, in points.
  ///   - rate: the scroll view's deceleration rate.
  ///   - count: the number of items.
  ///   - viewport: the viewport's size.
  /// - Complexity: O(1) (O(log n) for pages of different sizes).
  package func targetOffset(
    proposed: Double, current: Double, dragStart: Double, rate: DecelerationRate, count: Int, viewport: CarouselSize
  ) -> Double {
    let valid = validOffsets(count: count, viewport: viewport)
    func clamp(_ x: Double) -> Double {
      min(max(x.isFinite ? x : valid.lowerBound, valid.lowerBound), valid.upperBound)
    }
    guard count > 0 else { return clamp(proposed) }
    let anchors = layout.anchors(count: count, viewport: viewport, isLooping: false)
    func nearest(_ x: Double) -> Int { min(max(anchors.nearestPosition(to: x.isFinite ? x : 0), 0), count - 1) }
    switch snapping {
    case .free:
      return clamp(proposed)
    case .nearest:
      return clamp(anchors.offset(of: nearest(proposed)))
    case .paging:
      let targeting = SnapTargeting(
        anchors: anchors, isLooping: false, policy: snapping, decelerationRate: rate,
        minimumFlingSpeed: minimumFlingSpeed)
      let velocity = Self.releaseVelocity(restingAt: proposed, from: current, rate: rate)
      let position =
        targeting.target(offset: current.isFinite ? current : 0, velocity: velocity, startPosition: nearest(dragStart))
        ?? nearest(current)
      return clamp(anchors.offset(of: position))
    }
  }

  /// The release velocity (points per second) that a deceleration at `rate` carries from
  /// `offset` to `restOffset`: v₀ = (rest − x₀) · (−k), k = 1000 · ln r, the inverse of
  /// ``SnapTargeting/projection(offset:velocity:)``, clamped into
  /// ±``ScrollEngine/maximumFlingSpeed`` as every velocity the core uses. 0 for non-finite
  /// input. O(1).
  package static func releaseVelocity(restingAt restOffset: Double, from offset: Double, rate: DecelerationRate)
    -> Double
  {
    guard restOffset.isFinite, offset.isFinite else { return 0 }
    return ScrollEngine.limited(velocity: (restOffset - offset) * -rate.decayConstant)
  }
}
