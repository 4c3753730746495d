import RealModule

/// iCarousel's cylinder (`iCarouselTypeCylinder`) and inverted cylinder
/// (`iCarouselTypeInvertedCylinder`): items on a cylinder turning about a vertical axis, each
/// turned with the cylinder, seen in perspective. The cylinder shows its outside, the front
/// item nearest the viewer; the inverted one its inside, the front item furthest away and the
/// others coming towards the viewer on both sides.
///
/// Source: iCarousel.m, `-transformForItemViewWithOffset:` (case `iCarouselTypeCylinder`),
/// `-circularCarouselItemCount`, `-updateNumberOfVisibleItems` and the back-face culling of
/// `-transformItemView:atIndex:`. With item width w, ``spacing`` s (a fraction of w; pitch
/// p = w · s), N = ``itemsAround`` items over the ``arc`` A, angle per item φ = A / N, radius
/// r = max(0.01, p / 2 / tan(φ / 2)) and the item's distance from the centre in items
/// d = (k · p − o) / p:
/// - angle θ = d · φ; inverted: iCarousel negates both the radius and the angle;
/// - centre x = W/2 + r sin θ, y = H/2 (the same for both: (−r) sin(−θ) = r sin θ);
/// - transform: rotation by θ (inverted: −θ) about the vertical axis, then a move by
///   −r (1 − cos θ) along z (inverted: +r (1 − cos θ), towards the viewer). iCarousel's extra
///   0.01 pt on the radius (`radius + 0.01`, against z-fighting) is left out;
/// - zIndex = cos θ (inverted: −cos θ): nearer items above, as iCarousel's `-depthSortViews`;
/// - shown: items with |d| ≤ N/2 (iCarousel lays out N items around the current one); the
///   cylinder shows the backs of the items behind it (iCarousel's default: item layers are
///   double-sided), the inverted cylinder hides items whose front faces away (cos θ ≤ 0,
///   iCarousel's `transform.m33 > 0.0` test, which it makes for that type only);
/// - alpha 1 (iCarousel fades neither type by default); the container applies the
///   ``perspective`` (iCarousel's default m34 = −1/500).
///
/// iCarousel counts N from the viewport (at least 12, at most 30, at most the item count):
/// ``defaultItemsAround`` is its 12, what it uses for items wider than a third of the
/// viewport. ``RotaryLayout`` is this cylinder with spacing in points, 10 items around and
/// the items behind hidden.
///
/// Parameter ranges (clamped, also when assigned later): `spacing` ``spacingRange``
/// (non-finite: ``defaultSpacing``), `itemsAround` ``itemsAroundRange``, `arc` ``arcRange``
/// (non-finite: ``defaultArc``), `eyeDistance` ``perspectiveRange`` (non-finite or
/// non-positive: ``defaultPerspective``), `itemHeight` ``itemHeightRange``, as
/// ``LinearLayout/itemHeight`` (`nil`: 1.2 w within 0.8 H, as ``RotaryLayout``).
public struct CylinderLayout: CarouselLayout {
  /// The default ``itemSize``: 0.4 of the viewport's width.
  public static let defaultItemSize = LinearLayout.ItemSize.fraction(0.4)
  /// The range ``itemHeight`` is kept in, in points: ``LinearLayout/itemHeightRange`` (non-finite
  /// or non-positive: `nil`).
  public static let itemHeightRange = LinearLayout.itemHeightRange
  /// The default ``spacing`` (a fraction of the item width): 1, iCarousel's
  /// `iCarouselOptionSpacing` default.
  public static let defaultSpacing = 1.0
  /// The range ``spacing`` is clamped into (a fraction of the item width): 0.01...100
  /// (non-finite: ``defaultSpacing``).
  public static let spacingRange = ICarouselCircle.spacingRange
  /// The default ``itemsAround``: 12, iCarousel's smallest automatic count.
  public static let defaultItemsAround = 12
  /// The range ``itemsAround`` is clamped into: 3...100 items.
  public static let itemsAroundRange = ICarouselCircle.itemsAroundRange
  /// The default ``arc``, in radians: 2π, iCarousel's `iCarouselOptionArc` default.
  public static let defaultArc = 2 * Double.pi
  /// The range ``arc`` is clamped into, in radians: 0.01...2π (non-finite: ``defaultArc``).
  public static let arcRange = ICarouselCircle.arcRange
  /// The default eye distance (``eyeDistance``, the initializer's `perspective`), in points:
  /// 500, iCarousel's default `perspective` (−1/500).
  public static let defaultPerspective = 500.0
  /// The range ``eyeDistance`` is kept in, in points: above 0, up to 10¹²
  /// (``LayoutLimits/positiveLengthRange``; larger: 10¹²; non-finite or non-positive:
  /// ``defaultPerspective``).
  public static let perspectiveRange = LayoutLimits.positiveLengthRange

  public var itemSize: LinearLayout.ItemSize
  /// The item height, in points; `nil`: 1.2 times the width, within 0.8 of the viewport's height.
  public var itemHeight: Double? { didSet { itemHeight = LinearLayout.clampedHeight(itemHeight) } }
  /// The distance between neighbours' centres along the circle, as a fraction of the item width.
  public var spacing: Double { didSet { spacing = ICarouselCircle.clampedSpacing(spacing) } }
  /// The number of items the whole ``arc`` holds (iCarousel's `iCarouselOptionCount`).
  public var itemsAround: Int { didSet { itemsAround = ICarouselCircle.clampedItemsAround(itemsAround) } }
  /// The angle ``itemsAround`` items span, in radians (iCarousel's `iCarouselOptionArc`).
  public var arc: Double { didSet { arc = ICarouselCircle.clampedArc(arc) } }
  /// Whether the viewer sees the inside of the cylinder (`iCarouselTypeInvertedCylinder`).
  public var inverted: Bool
  /// The eye distance, in points (Core Animation's m34 = −1/perspective).
  public var eyeDistance: Double {
    didSet { eyeDistance = CoverFlowLayout.clampedEye(eyeDistance, fallback: Self.defaultPerspective) }
  }
  public var axis: ScrollAxis { .horizontal }
  public var perspective: Double? { eyeDistance }

  public init(
    itemSize: LinearLayout.ItemSize = defaultItemSize, itemHeight: Double? = nil, spacing: Double = defaultSpacing,
    itemsAround: Int = defaultItemsAround, arc: Double = defaultArc, inverted: Bool = false,
    perspective: Double = defaultPerspective
  ) {
    self.itemSize = itemSize
    self.itemHeight = LinearLayout.clampedHeight(itemHeight)
    self.spacing = ICarouselCircle.clampedSpacing(spacing)
    self.itemsAround = ICarouselCircle.clampedItemsAround(itemsAround)
    self.arc = ICarouselCircle.clampedArc(arc)
    self.inverted = inverted
    self.eyeDistance = CoverFlowLayout.clampedEye(perspective, fallback: Self.defaultPerspective)
  }

  private func circle(in viewport: CarouselSize) -> ICarouselCircle {
    ICarouselCircle(
      itemSize: itemSize, spacing: spacing, itemsAround: itemsAround, arc: arc, viewport: viewport.limitedForLayout)
  }

  /// The cylinder's radius in a viewport, in points: max(0.01, p / 2 / tan(φ / 2)).
  public func radius(in viewport: CarouselSize) -> Double {
    let circle = circle(in: viewport)
    return max(0.01, circle.pitch / 2 / Double.tan(circle.anglePerItem / 2))
  }

  public func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
    .uniform(count: count, pitch: circle(in: viewport).pitch)
  }

  public func contentLength(count: Int, viewport: CarouselSize) -> Double? {
    uniformContentLength(
      count: count, pitch: circle(in: viewport).pitch, viewportLength: viewport.limitedForLayout.width)
  }

  public func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
    circle(in: viewport).candidates(offset: offset)
  }

  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    let viewport = viewport.limitedForLayout
    let circle = circle(in: viewport)
    let d = circle.distance(of: position, offset: LayoutLimits.limited(offset: offset))
    guard abs(d) <= circle.halfCount else { return nil }
    let theta = d * circle.anglePerItem
    let cosine = Double.cos(theta)
    let sine = Double.sin(theta)
    if inverted && cosine <= 0 { return nil }
    let sign = inverted ? -1.0 : 1.0
    let r = max(0.01, circle.pitch / 2 / Double.tan(circle.anglePerItem / 2))
    let w = circle.width
    return ItemAttributes(
      position: position, index: TrackPosition.index(of: position, count: count),
      center: CarouselPoint(x: viewport.width / 2 + r * sine, y: viewport.height / 2),
      size: CarouselSize(width: w, height: LinearLayout.height(itemHeight, width: w, viewport: viewport)),
      transform: Transform3D.rotationY(cosine: cosine, sine: sign * sine, thenTranslationZ: -sign * r * (1 - cosine)),
      zIndex: sign * cosine)
  }
}
