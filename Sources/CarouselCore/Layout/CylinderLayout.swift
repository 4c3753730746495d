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
public struct CylinderLayout: ICarouselCircularLayout {
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

  /// The cylinder's radius in a viewport, in points: max(0.01, p / 2 / tan(φ / 2)).
  public func radius(in viewport: CarouselSize) -> Double { Self.radius(of: circle(in: viewport)) }

  /// max(0.01, p / 2 / tan(φ / 2)).
  @inline(__always)
  private static func radius(of circle: ICarouselCircle) -> Double {
    max(0.01, circle.pitch / 2 / Double.tan(circle.anglePerItem / 2))
  }

  /// Where the item `d` items from the centre is (`nil`: hidden), on a cylinder of radius `r`
  /// in a limited viewport (cos θ = (1 − t²)/(1 + t²), sin θ = 2t/(1 + t²) with t = tan(θ/2)): what ``attributes(at:offset:count:viewport:)`` and
  /// ``visibleItems(offset:count:viewport:isLooping:into:)`` both build items from.
  @inline(__always)
  private func place(_ d: Double, circle: ICarouselCircle, radius r: Double, viewport: CarouselSize) -> (
    center: CarouselPoint, transform: Transform3D, zIndex: Double
  )? {
    guard abs(d) <= circle.halfCount else { return nil }
    // cos θ and sin θ from t = tan(θ/2) (one call instead of two; |θ| ≤ π, finite at π).
    let t = Double.tan(d * circle.anglePerItem / 2)
    let cosine = (1 - t * t) / (1 + t * t)
    let sine = 2 * t / (1 + t * t)
    if inverted && cosine <= 0 { return nil }
    let sign = inverted ? -1.0 : 1.0
    return (
      CarouselPoint(x: viewport.width / 2 + r * sine, y: viewport.height / 2),
      Transform3D.rotationY(cosine: cosine, sine: sign * sine, thenTranslationZ: -sign * r * (1 - cosine)),
      sign * cosine
    )
  }

  private func size(width w: Double, viewport: CarouselSize) -> CarouselSize {
    CarouselSize(width: w, height: LinearLayout.height(itemHeight, width: w, viewport: viewport))
  }

  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    let viewport = viewport.limitedForLayout
    let circle = circle(in: viewport)
    let d = circle.distance(of: position, offset: LayoutLimits.limited(offset: offset))
    guard let place = place(d, circle: circle, radius: Self.radius(of: circle), viewport: viewport) else { return nil }
    return ItemAttributes(
      position: position, index: TrackPosition.index(of: position, count: count), center: place.center,
      size: size(width: circle.width, viewport: viewport), transform: place.transform, zIndex: place.zIndex)
  }

  /// The frame's items share the radius (computed once) and their size; an item's bounding box
  /// is ``ItemAttributes/boundingBox(perspective:viewport:)``'s, computed from its rotation
  /// about the vertical axis alone: the two corners on each vertical edge share their depth.
  /// The items are exactly the default implementation's.
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes]
  ) {
    var writer = VisibleItemWriter()
    defer { writer.finish(&items) }
    let count = LayoutLimits.limited(count: count)
    guard count > 0, viewport.isUsable, offset.isFinite else { return }
    let viewport = viewport.limitedForLayout
    let circle = circle(in: viewport)
    guard let range = examinedPositions(circle.candidates(offset: offset), count: count, isLooping: isLooping)
    else { return }
    let r = Self.radius(of: circle)
    let size = size(width: circle.width, viewport: viewport)
    let halfWidth = size.width * 1 / 2
    let halfHeight = size.height * 1 / 2
    let bounds = CarouselRect(minX: 0, minY: 0, maxX: viewport.width, maxY: viewport.height)
    let offset = LayoutLimits.limited(offset: offset)
    var indices = ConsecutiveIndices(from: range.lowerBound, count: count)
    for position in range {
      let index = indices.next()
      guard
        let place = place(circle.distance(of: position, offset: offset), circle: circle, radius: r, viewport: viewport),
        Self.box(
          center: place.center, halfWidth: halfWidth, halfHeight: halfHeight, transform: place.transform,
          eye: eyeDistance, viewport: viewport
        ).intersects(bounds)
      else { continue }
      writer.write(
        into: &items, position: position, index: index, center: place.center, size: size, transform: place.transform,
        zIndex: place.zIndex)
    }
  }

  /// ``ItemAttributes/boundingBox(perspective:viewport:)`` of an item turned about the vertical
  /// axis and moved along z (entries m11, m13, m31, m33 and m43; the others the identity's):
  /// its corners (±w, ±h) go to (x · m11, y, x · m13 + m43) with w = 1, exactly as the full
  /// product computes them (the other terms are zeros), and are projected with the eye `d`
  /// (``RotaryLayout``'s items too).
  @inline(__always)
  static func box(
    center: CarouselPoint, halfWidth w: Double, halfHeight h: Double, transform t: Transform3D, eye d: Double,
    viewport: CarouselSize
  ) -> CarouselRect {
    let e = TurnedExtent(
      center: (center.x, center.y), half: (w, h), scale: t.m11, depth: t.m13, z: t.m43, eye: d,
      viewportCenter: (viewport.width / 2, viewport.height / 2))
    return CarouselRect(minX: e.minTurned, minY: e.minAcross, maxX: e.maxTurned, maxY: e.maxAcross)
  }
}

/// The projected extent of an item turned about one of the viewport's axes and moved along z,
/// with the eye `d` in front of the viewport's centre: along the turned axis its edges at
/// ±half go to centre ± half · `scale` at the depths ±half · `depth` + `z` (each edge's two
/// corners share their depth), across it the edges at ±half keep their place, then every
/// coordinate moves from the viewport's centre by the factor 1 / max(1 − depth / d, 10⁻⁶) of
/// its edge: ``ItemAttributes/boundingBox(perspective:viewport:)``'s numbers for
/// ``CylinderLayout``'s and ``RotaryLayout``'s items (a turn about the vertical axis: x turned,
/// scale m11, depth m13) and ``DrumLayout``'s rows (about the horizontal axis: y turned, m22,
/// m23), the other entries the identity's.
struct TurnedExtent {
  var minTurned: Double
  var maxTurned: Double
  var minAcross: Double
  var maxAcross: Double

  /// Pairs are (turned, across).
  @inline(__always)
  init(
    center: (Double, Double), half: (Double, Double), scale: Double, depth: Double, z: Double, eye d: Double,
    viewportCenter c: (Double, Double)
  ) {
    let lowFactor = 1 / max(1 - (-half.0 * depth + z) / d, 1e-6)
    let highFactor = 1 / max(1 - (half.0 * depth + z) / d, 1e-6)
    let low = c.0 + (center.0 + -half.0 * scale - c.0) * lowFactor
    let high = c.0 + (center.0 + half.0 * scale - c.0) * highFactor
    let acrossLow = center.1 + -half.1
    let acrossHigh = center.1 + half.1
    let lowLow = c.1 + (acrossLow - c.1) * lowFactor
    let lowHigh = c.1 + (acrossLow - c.1) * highFactor
    let highLow = c.1 + (acrossHigh - c.1) * lowFactor
    let highHigh = c.1 + (acrossHigh - c.1) * highFactor
    minTurned = min(low, high)
    maxTurned = max(low, high)
    minAcross = min(min(lowLow, lowHigh), min(highLow, highHigh))
    maxAcross = max(max(lowLow, lowHigh), max(highLow, highHigh))
  }
}
