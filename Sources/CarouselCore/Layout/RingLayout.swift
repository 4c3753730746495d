import RealModule

/// iCarousel's wheel (`iCarouselTypeWheel`) and inverted wheel (`iCarouselTypeInvertedWheel`):
/// items on a circle in the viewport's plane, like the spokes of a wheel, turning about a
/// centre below the viewport's centre (inverted: above it), each item turned with the wheel.
/// Flat: no perspective. (Not ``WheelLayout``, the arc-shaped selector of an article.)
///
/// Source: iCarousel.m, `-transformForItemViewWithOffset:` (case `iCarouselTypeWheel`),
/// `-circularCarouselItemCount` and `-updateNumberOfVisibleItems`. With item width w,
/// ``spacing`` s (a fraction of w; pitch p = w · s), N = ``itemsAround`` items over the
/// ``arc`` A, radius r = p · N / A (the items' centres p apart along the circle) and the
/// item's distance from the centre in items d = (k · p − o) / p:
/// - angle α = d · A / N; iCarousel translates by (0, r), rotates by α about z and translates
///   back by (0, −r), so the centre is x = W/2 + r sin α, y = H/2 + r (1 − cos α) (the
///   wheel's centre r below the viewport's), rotation α (clockwise on screen);
/// - inverted: iCarousel negates the radius and the angle: x = W/2 + r sin α,
///   y = H/2 − r (1 − cos α) (the wheel's centre above), rotation −α;
/// - zIndex = d (iCarousel moves each item d · 0.01 pt towards the viewer, so later items
///   are drawn above earlier ones); alpha 1; items with |d| ≤ N/2 are shown (N items
///   around the current one).
///
/// Parameter ranges (clamped, also when assigned later) are ``CylinderLayout``'s: `spacing`
/// ``spacingRange``, `itemsAround` ``itemsAroundRange``, `arc` ``arcRange``, `itemHeight`
/// ``itemHeightRange``.
public struct RingLayout: ICarouselCircularLayout {
  /// The default ``itemSize``: 0.4 of the viewport's width.
  public static let defaultItemSize = CylinderLayout.defaultItemSize
  /// The range ``itemHeight`` is kept in, in points: ``LinearLayout/itemHeightRange`` (non-finite
  /// or non-positive: `nil`).
  public static let itemHeightRange = LinearLayout.itemHeightRange
  /// The default ``spacing`` (a fraction of the item width): 1, iCarousel's default.
  public static let defaultSpacing = CylinderLayout.defaultSpacing
  /// The range ``spacing`` is clamped into: 0.01...100 (non-finite: ``defaultSpacing``).
  public static let spacingRange = ICarouselCircle.spacingRange
  /// The default ``itemsAround``: 12, iCarousel's smallest automatic count.
  public static let defaultItemsAround = CylinderLayout.defaultItemsAround
  /// The range ``itemsAround`` is clamped into: 3...100 items.
  public static let itemsAroundRange = ICarouselCircle.itemsAroundRange
  /// The default ``arc``, in radians: 2π, iCarousel's default.
  public static let defaultArc = CylinderLayout.defaultArc
  /// The range ``arc`` is clamped into, in radians: 0.01...2π (non-finite: ``defaultArc``).
  public static let arcRange = ICarouselCircle.arcRange

  public var itemSize: LinearLayout.ItemSize
  /// The item height, in points; `nil`: 1.2 times the width, within 0.8 of the viewport's height.
  public var itemHeight: Double? { didSet { itemHeight = LinearLayout.clampedHeight(itemHeight) } }
  /// The distance between neighbours' centres along the circle, as a fraction of the item width.
  public var spacing: Double { didSet { spacing = ICarouselCircle.clampedSpacing(spacing) } }
  /// The number of items the whole ``arc`` holds (iCarousel's `iCarouselOptionCount`).
  public var itemsAround: Int { didSet { itemsAround = ICarouselCircle.clampedItemsAround(itemsAround) } }
  /// The angle ``itemsAround`` items span, in radians (iCarousel's `iCarouselOptionArc`).
  public var arc: Double { didSet { arc = ICarouselCircle.clampedArc(arc) } }
  /// Whether the wheel turns about a centre above the viewport (`iCarouselTypeInvertedWheel`).
  public var inverted: Bool
  public var axis: ScrollAxis { .horizontal }

  public init(
    itemSize: LinearLayout.ItemSize = defaultItemSize, itemHeight: Double? = nil, spacing: Double = defaultSpacing,
    itemsAround: Int = defaultItemsAround, arc: Double = defaultArc, inverted: Bool = false
  ) {
    self.itemSize = itemSize
    self.itemHeight = LinearLayout.clampedHeight(itemHeight)
    self.spacing = ICarouselCircle.clampedSpacing(spacing)
    self.itemsAround = ICarouselCircle.clampedItemsAround(itemsAround)
    self.arc = ICarouselCircle.clampedArc(arc)
    self.inverted = inverted
  }

  /// The wheel's radius in a viewport, in points: p · N / A.
  public func radius(in viewport: CarouselSize) -> Double {
    let circle = circle(in: viewport)
    return circle.pitch / circle.anglePerItem
  }

  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    let viewport = viewport.limitedForLayout
    let circle = circle(in: viewport)
    let d = circle.distance(of: position, offset: LayoutLimits.limited(offset: offset))
    guard abs(d) <= circle.halfCount else { return nil }
    let alpha = d * circle.anglePerItem
    let sign = inverted ? -1.0 : 1.0
    let r = circle.pitch / circle.anglePerItem
    let w = circle.width
    return ItemAttributes(
      position: position, index: TrackPosition.index(of: position, count: count),
      center: CarouselPoint(
        x: viewport.width / 2 + r * Double.sin(alpha), y: viewport.height / 2 + sign * r * (1 - Double.cos(alpha))),
      size: CarouselSize(width: w, height: LinearLayout.height(itemHeight, width: w, viewport: viewport)),
      rotation: sign * alpha, zIndex: d)
  }

  /// ``attributes(at:offset:count:viewport:)`` of every candidate with what the frame's items
  /// share (the circle, radius, size) computed once and one cosine and one sine per item, which
  /// its bounding box reuses (|cos(±α)| = |cos α| and |sin(±α)| = |sin α| exactly, and 1 and 0
  /// at α = 0, as ``ItemAttributes/boundingBox(perspective:viewport:)`` takes them): the items
  /// are exactly the default implementation's. O(visible items), no allocation once `items`
  /// has grown.
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes]
  ) {
    var writer = VisibleItemWriter()
    defer { writer.finish(&items) }
    guard
      let frame = VisibleFrame(
        offset: offset, count: count, viewport: viewport, isLooping: isLooping,
        candidates: { viewport, _ in self.circle(in: viewport).candidates(offset: offset) })
    else { return }
    let viewport = frame.viewport
    let circle = self.circle(in: viewport)
    let sign = inverted ? -1.0 : 1.0
    let r = circle.pitch / circle.anglePerItem
    let w = circle.width
    let size = CarouselSize(width: w, height: LinearLayout.height(itemHeight, width: w, viewport: viewport))
    var indices = ConsecutiveIndices(from: frame.range.lowerBound, count: frame.count)
    for position in frame.range {
      let index = indices.next()
      let d = circle.distance(of: position, offset: frame.offset)
      guard abs(d) <= circle.halfCount else { continue }
      let alpha = d * circle.anglePerItem
      let cosine = Double.cos(alpha)
      let sine = Double.sin(alpha)
      let center = CarouselPoint(x: viewport.width / 2 + r * sine, y: viewport.height / 2 + sign * r * (1 - cosine))
      guard
        ItemAttributes.flatBoundingBox(
          center: center, halfWidth: size.width * 1 / 2, halfHeight: size.height * 1 / 2, cosine: abs(cosine),
          sine: abs(sine)
        ).intersects(frame.bounds)
      else { continue }
      writer.write(
        into: &items, position: position, index: index, center: center, size: size, rotation: sign * alpha, zIndex: d)
    }
  }
}
