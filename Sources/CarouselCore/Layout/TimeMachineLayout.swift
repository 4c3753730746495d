import RealModule

/// iCarousel's time machine (`iCarouselTypeTimeMachine`) and inverted time machine
/// (`iCarouselTypeInvertedTimeMachine`): items stacked one behind the other, receding into
/// the distance and drifting sideways, the front one fading out as it comes towards the
/// viewer, like the windows of macOS's Time Machine.
///
/// Source: iCarousel.m, `-transformForItemViewWithOffset:` (case `iCarouselTypeTimeMachine`),
/// `-alphaForItemWithOffset:` and `-loadUnloadViews`. With item width w (the pitch: one item
/// per w points dragged), ``tilt`` t, ``spacing`` s and the item's distance from the centre in
/// items d = (k · w − o) / w:
/// - centre x = W/2 + d · w · t, y = H/2 (inverted: iCarousel negates both the tilt and the
///   offset, so x is the same);
/// - transform: a move by d · w · s along z (inverted: −d · w · s): items after the current
///   one come towards the viewer, earlier ones recede (inverted: the other way round);
/// - alpha = 1 − min(max(d, 0), 1) (inverted: 1 − min(max(−d, 0), 1)): iCarousel's
///   `iCarouselOptionFadeMax` of 0 (inverted: `iCarouselOptionFadeMin` of 0) with a fade range
///   of 1 and a minimum alpha of 0, so the item one place towards the viewer is gone;
/// - zIndex = d (inverted: −d): nearer items above, as iCarousel's `-depthSortViews`;
/// - the ``visibleItems`` positions around the current one c = round(o / w) are examined,
///   c − ⌊n/2⌋ ..< c − ⌊n/2⌋ + n, as iCarousel's `-loadUnloadViews` lays out its visible items;
///   the container applies the ``perspective`` (iCarousel's default m34 = −1/500). An item
///   coming to or past the eye (w · s ≥ d) is drawn as ``ItemAttributes`` projects it.
///
/// Parameter ranges (clamped, also when assigned later): `tilt` ``tiltRange`` (non-finite:
/// ``defaultTilt``), `spacing` ``spacingRange`` (non-finite: ``defaultSpacing``),
/// `visibleItems` ``visibleItemsRange``, `eyeDistance` ``perspectiveRange`` (non-finite or
/// non-positive: ``defaultPerspective``), `itemHeight` ``itemHeightRange``, as
/// ``LinearLayout/itemHeight`` (`nil`: 1.2 w within 0.8 H).
public struct TimeMachineLayout: UniformPitchLayout {
  /// The default ``itemSize``: half the viewport's width.
  public static let defaultItemSize = LinearLayout.ItemSize.fraction(0.5)
  /// The range ``itemHeight`` is kept in, in points: ``LinearLayout/itemHeightRange`` (non-finite
  /// or non-positive: `nil`).
  public static let itemHeightRange = LinearLayout.itemHeightRange
  /// The default ``tilt`` (the sideways move per item, a fraction of the item width): 0.3,
  /// iCarousel's `iCarouselOptionTilt` default for this type.
  public static let defaultTilt = 0.3
  /// The range ``tilt`` is clamped into: −10...10 (non-finite: ``defaultTilt``).
  public static let tiltRange: ClosedRange<Double> = -10...10
  /// The default ``spacing`` (the depth per item, a fraction of the item width): 1,
  /// iCarousel's `iCarouselOptionSpacing` default for this type.
  public static let defaultSpacing = 1.0
  /// The range ``spacing`` is clamped into: 0...100 (non-finite: ``defaultSpacing``).
  public static let spacingRange: ClosedRange<Double> = 0...100
  /// The default ``visibleItems``: 30, iCarousel's `MAX_VISIBLE_ITEMS` on iOS, which it
  /// examines for this type.
  public static let defaultVisibleItems = 30
  /// The range ``visibleItems`` is clamped into: 1...100.
  public static let visibleItemsRange: ClosedRange<Int> = 1...100
  /// The default eye distance (``eyeDistance``, the initializer's `perspective`), in points:
  /// 500, iCarousel's default.
  public static let defaultPerspective = 500.0
  /// The range ``eyeDistance`` is kept in, in points: above 0, up to 10¹²
  /// (``LayoutLimits/positiveLengthRange``; larger: 10¹²; non-finite or non-positive:
  /// ``defaultPerspective``).
  public static let perspectiveRange = LayoutLimits.positiveLengthRange

  public var itemSize: LinearLayout.ItemSize
  /// The item height, in points; `nil`: 1.2 times the width, within 0.8 of the viewport's height.
  public var itemHeight: Double? { didSet { itemHeight = LinearLayout.clampedHeight(itemHeight) } }
  /// The sideways move per item, as a fraction of the item width (iCarousel's `iCarouselOptionTilt`).
  public var tilt: Double {
    didSet { tilt = Self.clampedTilt(tilt) }
  }
  /// The depth per item, as a fraction of the item width (iCarousel's `iCarouselOptionSpacing`).
  public var spacing: Double { didSet { spacing = Self.clampedSpacing(spacing) } }
  /// How many positions around the current one are examined (iCarousel's
  /// `iCarouselOptionVisibleItems`); those after it are faded out.
  public var visibleItems: Int {
    didSet { visibleItems = Self.clampedVisibleItems(visibleItems) }
  }
  /// Whether the stack recedes the other way (`iCarouselTypeInvertedTimeMachine`).
  public var inverted: Bool
  /// The eye distance, in points (Core Animation's m34 = −1/perspective).
  public var eyeDistance: Double {
    didSet { eyeDistance = CoverFlowLayout.clampedEye(eyeDistance, fallback: Self.defaultPerspective) }
  }
  public var axis: ScrollAxis { .horizontal }
  public var perspective: Double? { eyeDistance }

  public init(
    itemSize: LinearLayout.ItemSize = defaultItemSize, itemHeight: Double? = nil, tilt: Double = defaultTilt,
    spacing: Double = defaultSpacing, visibleItems: Int = defaultVisibleItems, inverted: Bool = false,
    perspective: Double = defaultPerspective
  ) {
    self.itemSize = itemSize
    self.itemHeight = LinearLayout.clampedHeight(itemHeight)
    self.tilt = Self.clampedTilt(tilt)
    self.spacing = Self.clampedSpacing(spacing)
    self.visibleItems = Self.clampedVisibleItems(visibleItems)
    self.inverted = inverted
    self.eyeDistance = CoverFlowLayout.clampedEye(perspective, fallback: Self.defaultPerspective)
  }

  static func clampedTilt(_ value: Double) -> Double {
    LayoutLimits.limited(value.isFinite ? value : defaultTilt, to: tiltRange, fallback: defaultTilt)
  }
  static func clampedVisibleItems(_ value: Int) -> Int {
    min(max(value, visibleItemsRange.lowerBound), visibleItemsRange.upperBound)
  }

  static func clampedSpacing(_ value: Double) -> Double {
    LayoutLimits.limited(value.isFinite ? value : defaultSpacing, to: spacingRange, fallback: defaultSpacing)
  }

  /// The pitch: the item width (one item per width dragged, as iCarousel scrolls).
  func pitch(in viewport: CarouselSize) -> Double { itemSize.length(in: viewport.limitedForLayout.width) }

  /// c − ⌊n/2⌋ ... c − ⌊n/2⌋ + n − 1 around the current position c = round(o / w). O(1).
  public func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
    let w = pitch(in: viewport)
    let limit = Double(SnapAnchors.maximumPosition / 2)
    let current = (offset / w).rounded()
    guard current.isFinite, abs(current) < limit, let c = Int(exactly: current) else { return nil }
    var lower = c - visibleItems / 2
    var upper = lower + visibleItems - 1
    // Items one place or more towards the viewer are faded out (alpha 0): beyond o / w ± 1
    // no position is a candidate.
    if inverted {
      lower = max(lower, Int((offset / w - 1).rounded(.down)))
    } else {
      upper = min(upper, Int((offset / w + 1).rounded(.up)))
    }
    return lower <= upper ? lower...upper : nil
  }

  /// The item at `position` (its distance towards the viewer `toward`, its depth `z`): what
  /// ``attributes(at:offset:count:viewport:)`` and
  /// ``visibleItems(offset:count:viewport:isLooping:into:)`` both build items from.
  @inline(__always)
  private func place(_ position: Int, offset: Double, width w: Double, viewport: CarouselSize) -> (
    center: CarouselPoint, z: Double, toward: Double, alpha: Double
  ) {
    let d = (Double(position) * w - offset) / w
    let toward = inverted ? -d : d
    return (
      CarouselPoint(x: viewport.width / 2 + d * w * tilt, y: viewport.height / 2), toward * w * spacing, toward,
      1 - min(max(toward, 0), 1)
    )
  }

  private func size(width w: Double, viewport: CarouselSize) -> CarouselSize {
    CarouselSize(width: w, height: LinearLayout.height(itemHeight, width: w, viewport: viewport))
  }

  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    let viewport = viewport.limitedForLayout
    let w = pitch(in: viewport)
    let place = place(position, offset: LayoutLimits.limited(offset: offset), width: w, viewport: viewport)
    return ItemAttributes(
      position: position, index: TrackPosition.index(of: position, count: count), center: place.center,
      size: size(width: w, viewport: viewport), transform: .translation(x: 0, y: 0, z: place.z),
      zIndex: place.toward, alpha: place.alpha)
  }

  /// The frame's items share their size; an item's bounding box is
  /// ``ItemAttributes/boundingBox(perspective:viewport:)``'s, computed from its depth alone
  /// (its four corners share it). The items are exactly the default implementation's.
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes]
  ) {
    var writer = VisibleItemWriter()
    defer { writer.finish(&items) }
    let count = LayoutLimits.limited(count: count)
    guard count > 0, viewport.isUsable, offset.isFinite else { return }
    let viewport = viewport.limitedForLayout
    guard
      let range = examinedPositions(
        candidatePositions(offset: offset, count: count, viewport: viewport), count: count, isLooping: isLooping)
    else { return }
    let w = pitch(in: viewport)
    let size = size(width: w, viewport: viewport)
    let halfWidth = size.width * 1 / 2
    let halfHeight = size.height * 1 / 2
    let (cx, cy) = (viewport.width / 2, viewport.height / 2)
    let bounds = CarouselRect(minX: 0, minY: 0, maxX: viewport.width, maxY: viewport.height)
    let offset = LayoutLimits.limited(offset: offset)
    var indices = ConsecutiveIndices(from: range.lowerBound, count: count)
    for position in range {
      let index = indices.next()
      let place = place(position, offset: offset, width: w, viewport: viewport)
      guard place.alpha > 0 else { continue }
      // The corners (±w, ±h) are moved by z alone (w = 1): the projection's factor is theirs.
      let factor = ItemAttributes.factor(depth: place.z, eye: eyeDistance)
      let left = cx + (place.center.x + -halfWidth - cx) * factor
      let right = cx + (place.center.x + halfWidth - cx) * factor
      let top = cy + (place.center.y + -halfHeight - cy) * factor
      let bottom = cy + (place.center.y + halfHeight - cy) * factor
      let box = CarouselRect(
        minX: min(left, right), minY: min(top, bottom), maxX: max(left, right), maxY: max(top, bottom))
      guard box.intersects(bounds) else { continue }
      writer.write(
        into: &items, position: position, index: index, center: place.center, size: size,
        transform: .translation(x: 0, y: 0, z: place.z), zIndex: place.toward, alpha: place.alpha)
    }
  }
}
