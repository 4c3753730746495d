import RealModule

/// A rotary carousel: items on the outside of a cylinder turning about a vertical axis, the
/// front item facing the viewer, seen in perspective.
///
/// With item width w, ``itemsAround`` = N items on the full circle, angle per item φ = 2π/N,
/// radius r = (w + spacing)/2 / tan(φ/2) (neighbours' edges ``spacing`` apart), pitch
/// p = w + spacing and s = (k · p − o)/p:
/// - angle θ = s · φ; centre x = W/2 + r sin θ, y = H/2;
/// - transform: rotation by θ about the vertical axis, then a move back by r (1 − cos θ);
/// - items facing away (|θ| ≥ π/2) are hidden; zIndex = cos θ; the container applies the
///   ``perspective``.
///
/// ``inverted`` (iCarousel's `iCarouselTypeInvertedRotary`): the viewer sees the inside of the
/// cylinder, the front item furthest away and its neighbours coming towards the viewer.
/// iCarousel.m's `-transformForItemViewWithOffset:` inverts its rotary by negating the radius
/// and the angle; applied to the formulas above: the centre is the same (x = W/2 + r sin θ),
/// the rotation is −θ, the move is +r (1 − cos θ) (towards the viewer), zIndex = −cos θ
/// (nearer items above, as iCarousel's `-depthSortViews`), and items with |θ| ≥ π/2 are hidden
/// as iCarousel shows ⌈N/2⌉ items for it (`-updateNumberOfVisibleItems`).
///
/// Differences from iCarousel's `iCarouselTypeRotary`: iCarousel moves its rotary's items
/// around the circle without turning them (a translation only, r = max(w s / 2,
/// w s / 2 / tan(π / N))) and shows all N around, backs included; this layout turns each item
/// with the cylinder and hides the back half, which is iCarousel's `iCarouselTypeCylinder`
/// (``CylinderLayout``) with its spacing in points.
///
/// Parameter ranges (clamped, also when assigned later): `itemsAround` ``itemsAroundRange``,
/// `spacing` ``spacingRange``, as ``LinearLayout/spacing``, `eyeDistance` ``perspectiveRange``
/// (non-finite or non-positive: ``defaultPerspective``), `itemHeight` ``itemHeightRange``, as
/// ``LinearLayout/itemHeight``.
public struct RotaryLayout: CarouselLayout {
  /// The default ``itemSize``: 0.4 of the viewport's width.
  public static let defaultItemSize = LinearLayout.ItemSize.fraction(0.4)
  /// The range ``itemHeight`` is kept in, in points: ``LinearLayout/itemHeightRange`` (non-finite
  /// or non-positive: `nil`).
  public static let itemHeightRange = LinearLayout.itemHeightRange
  /// The default ``spacing``, in points: 10.
  public static let defaultSpacing = 10.0
  /// The range ``spacing`` is clamped into, in points: 0...10¹² (``SnapAnchors/spacingRange``;
  /// non-finite: 0).
  public static let spacingRange = SnapAnchors.spacingRange
  /// The default ``itemsAround``, in items: 10.
  public static let defaultItemsAround = 10
  /// The range ``itemsAround`` is clamped into: 3...1,000 items.
  public static let itemsAroundRange: ClosedRange<Int> = 3...1000
  /// The default eye distance (``eyeDistance``, the initializer's `perspective`), in points: 600.
  public static let defaultPerspective = 600.0
  /// The range ``eyeDistance`` is kept in, in points: above 0, up to 10¹²
  /// (``LayoutLimits/positiveLengthRange``; larger: 10¹²; non-finite or non-positive:
  /// ``defaultPerspective``).
  public static let perspectiveRange = LayoutLimits.positiveLengthRange

  public var itemSize: LinearLayout.ItemSize
  public var itemHeight: Double? { didSet { itemHeight = LinearLayout.clampedHeight(itemHeight) } }
  public var spacing: Double { didSet { spacing = SnapAnchors.clampedSpacing(spacing) } }
  public var itemsAround: Int { didSet { itemsAround = Self.clampedAround(itemsAround) } }
  public var eyeDistance: Double {
    didSet { eyeDistance = CoverFlowLayout.clampedEye(eyeDistance, fallback: Self.defaultPerspective) }
  }
  /// Whether the viewer sees the inside of the cylinder (iCarousel's `iCarouselTypeInvertedRotary`).
  public var inverted: Bool
  public var axis: ScrollAxis { .horizontal }
  public var perspective: Double? { eyeDistance }

  public init(
    itemSize: LinearLayout.ItemSize = defaultItemSize, itemHeight: Double? = nil,
    spacing: Double = defaultSpacing, itemsAround: Int = defaultItemsAround,
    perspective: Double = defaultPerspective, inverted: Bool = false
  ) {
    self.inverted = inverted
    self.itemSize = itemSize
    self.itemHeight = LinearLayout.clampedHeight(itemHeight)
    self.spacing = SnapAnchors.clampedSpacing(spacing)
    self.itemsAround = Self.clampedAround(itemsAround)
    self.eyeDistance = CoverFlowLayout.clampedEye(perspective, fallback: Self.defaultPerspective)
  }

  static func clampedAround(_ value: Int) -> Int {
    min(max(value, itemsAroundRange.lowerBound), itemsAroundRange.upperBound)
  }

  private func width(in viewport: CarouselSize) -> Double { itemSize.length(in: viewport.limitedForLayout.width) }
  /// The pitch p = w + spacing, clamped as ``SnapAnchors`` clamps pitches.
  private func pitch(in viewport: CarouselSize) -> Double { SnapAnchors.clampedPitch(width(in: viewport) + spacing) }
  private var anglePerItem: Double { 2 * Double.pi / Double(itemsAround) }

  /// The cylinder's radius in a viewport, in points.
  public func radius(in viewport: CarouselSize) -> Double {
    pitch(in: viewport) / 2 / Double.tan(anglePerItem / 2)
  }

  public func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
    .uniform(count: count, pitch: pitch(in: viewport))
  }

  public func contentLength(count: Int, viewport: CarouselSize) -> Double? {
    uniformContentLength(count: count, pitch: pitch(in: viewport), viewportLength: viewport.limitedForLayout.width)
  }

  public func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
    let p = pitch(in: viewport)
    return uniformCandidates(offset: offset, pitch: p, reach: (Double(itemsAround) / 4 + 1) * p)
  }

  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    let viewport = viewport.limitedForLayout
    let offset = LayoutLimits.limited(offset: offset)
    let w = width(in: viewport)
    let p = pitch(in: viewport)
    let theta = (Double(position) * p - offset) / p * anglePerItem
    guard abs(theta) < Double.pi / 2 else { return nil }
    let r = radius(in: viewport)
    let sign = inverted ? -1.0 : 1.0
    let transform = Transform3D.rotationY(sign * theta).concatenating(
      .translation(x: 0, y: 0, z: -sign * r * (1 - Double.cos(theta))))
    return ItemAttributes(
      position: position, index: TrackPosition.index(of: position, count: count),
      center: CarouselPoint(x: viewport.width / 2 + r * Double.sin(theta), y: viewport.height / 2),
      size: CarouselSize(width: w, height: LinearLayout.height(itemHeight, width: w, viewport: viewport)),
      transform: transform, zIndex: sign * Double.cos(theta))
  }

  /// ``attributes(at:offset:count:viewport:)`` of every candidate with what the frame's items
  /// share (width, pitch, radius, size) computed once, one cosine and one sine per item
  /// (cos(−θ) = cos θ and sin(−θ) = −sin θ exactly, so the inverted turn needs no other), the
  /// transform built directly (`Transform3D.rotationY(cosine:sine:thenTranslationZ:)`) and the
  /// bounding box of a turn about the vertical axis (``CylinderLayout``'s): the items are
  /// exactly the default implementation's. O(visible items), no allocation once `items` has grown.
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes]
  ) {
    var writer = VisibleItemWriter()
    defer { writer.finish(&items) }
    guard
      let frame = VisibleFrame(
        offset: offset, count: count, viewport: viewport, isLooping: isLooping,
        candidates: { candidatePositions(offset: offset, count: $1, viewport: $0) })
    else { return }
    let viewport = frame.viewport
    let w = width(in: viewport)
    let p = pitch(in: viewport)
    let r = radius(in: viewport)
    let angle = anglePerItem
    let sign = inverted ? -1.0 : 1.0
    let size = CarouselSize(width: w, height: LinearLayout.height(itemHeight, width: w, viewport: viewport))
    var indices = ConsecutiveIndices(from: frame.range.lowerBound, count: frame.count)
    for position in frame.range {
      let index = indices.next()
      let theta = (Double(position) * p - frame.offset) / p * angle
      guard abs(theta) < Double.pi / 2 else { continue }
      let cosine = Double.cos(theta)
      let sine = Double.sin(theta)
      let transform = Transform3D.rotationY(
        cosine: cosine, sine: sign * sine, thenTranslationZ: -sign * r * (1 - cosine))
      let center = CarouselPoint(x: viewport.width / 2 + r * sine, y: viewport.height / 2)
      guard
        CylinderLayout.box(
          center: center, halfWidth: size.width * 1 / 2, halfHeight: size.height * 1 / 2, transform: transform,
          eye: eyeDistance, viewport: viewport
        ).intersects(frame.bounds)
      else { continue }
      writer.write(
        into: &items, position: position, index: index, center: center, size: size, transform: transform,
        zIndex: sign * cosine)
    }
  }
}
