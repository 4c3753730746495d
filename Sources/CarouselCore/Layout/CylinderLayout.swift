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
/// - angle θ = d · φ; inverted: iCarousel negates both the radius and the angle (cos θ and
///   sin θ turned by φ from one position to the next, `CircleWalk`, within 10⁻¹³ of the math
///   library's);
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
  public func radius(in viewport: CarouselSize) -> Double {
    let circle = circle(in: viewport)
    return Self.radius(of: circle, halfStepTangent: Double.tan(circle.anglePerItem / 2))
  }

  /// max(0.01, p / 2 / tan(φ / 2)), with tan(φ / 2) given.
  @inline(__always)
  private static func radius(of circle: ICarouselCircle, halfStepTangent t: Double) -> Double {
    max(0.01, circle.pitch / 2 / t)
  }

  /// Where the item `d` items from the centre is (`nil`: hidden), on a cylinder of radius `r`
  /// in a limited viewport, its angle θ = d · φ turned as `turn` (cos θ and sin θ, from a
  /// `CircleWalk`): what ``attributes(at:offset:count:viewport:)`` and
  /// ``visibleItems(offset:count:viewport:isLooping:into:)`` both build items from.
  ///
  /// The inverted cylinder hides an item whose front faces away, iCarousel's `m33 > 0.0` test
  /// on cos θ computed by the math library; that is decided on the angle itself: a correctly
  /// rounded cos θ is positive exactly when |θ| ≤ π/2 in doubles (the double nearest π/2 is
  /// below it, the next one above), so the walk's last-bit error never shows or hides an item.
  @inline(__always)
  private func place(
    _ d: Double, turn: CircleWalk, circle: ICarouselCircle, radius r: Double, viewport: CarouselSize
  ) -> (center: CarouselPoint, transform: Transform3D, zIndex: Double)? {
    guard abs(d) <= circle.halfCount else { return nil }
    if inverted && !(abs(d * circle.anglePerItem) <= Double.pi / 2) { return nil }
    let cosine = turn.cosine
    let sine = turn.sine
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

  /// The item at `position`: its angle walked from the first candidate position, or from the
  /// one nearest the centre for that one and those above it (as
  /// ``visibleItems(offset:count:viewport:isLooping:into:)`` walks them, so both give the same
  /// numbers), or computed directly for a position that is no candidate. O(``itemsAround``).
  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    let viewport = viewport.limitedForLayout
    let circle = circle(in: viewport)
    let limited = LayoutLimits.limited(offset: offset)
    let d = circle.distance(of: position, offset: limited)
    guard abs(d) <= circle.halfCount else { return nil }
    let half = Double.tan(circle.anglePerItem / 2)
    var turn: CircleWalk
    if let candidates = circle.candidates(offset: offset), candidates.contains(position) {
      let front = Self.front(of: candidates, circle: circle, offset: limited)
      turn = Self.walk(to: position, candidates: candidates, front: front, circle: circle, offset: limited, half: half)
    } else {
      turn = CircleWalk(angle: d * circle.anglePerItem, halfStepTangent: half, nearFront: false)
    }
    guard
      let place = place(
        d, turn: turn, circle: circle, radius: Self.radius(of: circle, halfStepTangent: half), viewport: viewport)
    else { return nil }
    return ItemAttributes(
      position: position, index: TrackPosition.index(of: position, count: count), center: place.center,
      size: size(width: circle.width, viewport: viewport), transform: place.transform, zIndex: place.zIndex)
  }

  /// The frame's items share the radius (computed once) and their size, and their angles come
  /// from a `CircleWalk` (one cosine and one sine per frame and one tangent at the position
  /// nearest the centre, then a turn by φ per position); an item's bounding box is ``ItemAttributes/boundingBox(perspective:viewport:)``'s,
  /// computed from its rotation about the vertical axis alone: the two corners on each
  /// vertical edge share their depth. The items are exactly the default implementation's.
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes]
  ) {
    var writer = VisibleItemWriter()
    defer { writer.finish(&items) }
    let count = LayoutLimits.limited(count: count)
    guard count > 0, viewport.isUsable, offset.isFinite else { return }
    let viewport = viewport.limitedForLayout
    let circle = circle(in: viewport)
    guard let candidates = circle.candidates(offset: offset),
      let range = examinedPositions(candidates, count: count, isLooping: isLooping),
      range.lowerBound >= candidates.lowerBound
    else { return }
    let half = Double.tan(circle.anglePerItem / 2)
    let r = Self.radius(of: circle, halfStepTangent: half)
    let size = size(width: circle.width, viewport: viewport)
    let halfWidth = size.width * 1 / 2
    let halfHeight = size.height * 1 / 2
    let bounds = CarouselRect(minX: 0, minY: 0, maxX: viewport.width, maxY: viewport.height)
    let offset = LayoutLimits.limited(offset: offset)
    let front = Self.front(of: candidates, circle: circle, offset: offset)
    var turn = Self.walk(
      to: range.lowerBound, candidates: candidates, front: front, circle: circle, offset: offset, half: half)
    var indices = ConsecutiveIndices(from: range.lowerBound, count: count)
    for position in range {
      let index = indices.next()
      if position == front, position != range.lowerBound {
        turn = Self.walk(to: front, candidates: candidates, front: front, circle: circle, offset: offset, half: half)
      }
      defer { turn.advance() }
      guard
        let place = place(
          circle.distance(of: position, offset: offset), turn: turn, circle: circle, radius: r, viewport: viewport),
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

  /// The candidate position nearest the centre at the limited `offset` (ties: the higher one),
  /// where the walk of the positions from it upwards starts again, so that an item at the
  /// centre is turned by exactly cos 0 = 1 and sin 0 = 0; the positions below it are walked
  /// from the first candidate. O(1).
  @inline(__always)
  private static func front(of candidates: ClosedRange<Int>, circle: ICarouselCircle, offset: Double) -> Int {
    let nearest = (offset / circle.pitch).rounded()
    guard nearest > Double(candidates.lowerBound) else { return candidates.lowerBound }
    guard nearest < Double(candidates.upperBound) else { return candidates.upperBound }
    return Int(nearest)
  }

  /// The turn of the candidate `position`: walked from the first candidate below `front`,
  /// from `front` (``front(of:circle:offset:)``) from there up; `half` = tan(φ/2).
  @inline(__always)
  private static func walk(
    to position: Int, candidates: ClosedRange<Int>, front: Int, circle: ICarouselCircle, offset: Double, half: Double
  ) -> CircleWalk {
    let start = position < front ? candidates.lowerBound : front
    var turn = CircleWalk(
      angle: circle.distance(of: start, offset: offset) * circle.anglePerItem, halfStepTangent: half,
      nearFront: start == front)
    turn.advance(by: position - start)
    return turn
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
    let lowFactor = ItemAttributes.factor(depth: -half.0 * depth + z, eye: d)
    let highFactor = ItemAttributes.factor(depth: half.0 * depth + z, eye: d)
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
