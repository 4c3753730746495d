import RealModule

/// A drum selector with arc-shaped items: the third layout of the collection-view layouts
/// article.
///
/// With w = W/2 and h = H (the viewport's half width and height):
/// - drum radius R = w if h > w, else (w² + h²) / (2h); visible angle A = π if h > w, else
///   4 · atan(h / w);
/// - angle per item a = A / visibleItems, arc length per item ℓ = a · R (the pitch: offset
///   k · ℓ puts item k at the top);
/// - item width 2R · sin(a/2), height ``itemHeight``; inner radius (R − itemHeight) / cos(a/2);
/// - the drum's centre is (W/2, H) if h > w, else (W/2, R);
/// - item k at offset o sits at angle θ = (k · ℓ − o) / R, its centre at radius
///   R − itemHeight/2: (cx + r sin θ, cy − r cos θ), rotated by θ;
/// - zoom: scale = max(maxScale − |θ| / a, 1), zIndex = ⌊10 · scale⌋;
/// - arc extras (``WheelArc``): angle a, outer radius (R + itemHeight · (scale − 1)/2) / scale,
///   inner radius innerRadius / scale.
///
/// Items more than π/2 + a from the top are hidden, as in the article. With looping on the
/// drum is truly infinite (the article only fakes it near the ends by renumbering items).
///
/// Parameter ranges (clamped, also when assigned later): `visibleItems`
/// ``visibleItemsRange``, `itemHeight` ``itemHeightRange`` (non-finite or non-positive:
/// ``defaultItemHeight``), `maxScale` ``maxScaleRange`` (non-finite: ``defaultMaxScale``). The
/// pitch ℓ is clamped as ``SnapAnchors`` clamps pitches (it only differs for viewports wider
/// than about 6 × 10¹¹ pt). The defaults are the article's constants.
public struct WheelLayout: CarouselLayout {
  /// The default ``visibleItems``, in items: 5.
  public static let defaultVisibleItems = 5
  /// The range ``visibleItems`` is clamped into: 1...1,000 items.
  public static let visibleItemsRange: ClosedRange<Int> = 1...1000
  /// The default ``itemHeight``, in points: 70.
  public static let defaultItemHeight = 70.0
  /// The range ``itemHeight`` is kept in, in points: above 0, up to 10¹²
  /// (``LayoutLimits/positiveLengthRange``; larger: 10¹²; non-finite or non-positive:
  /// ``defaultItemHeight``).
  public static let itemHeightRange = LayoutLimits.positiveLengthRange
  /// The default ``maxScale`` (a scale factor): 1.7.
  public static let defaultMaxScale = 1.7
  /// The range ``maxScale`` is clamped into (a scale factor): 1...100 (non-finite:
  /// ``defaultMaxScale``).
  public static let maxScaleRange: ClosedRange<Double> = 1...100

  public var visibleItems: Int {
    didSet {
      visibleItems = Self.clampedVisible(visibleItems)
      halfSlice = HalfSlice(visibleItems: visibleItems)
    }
  }
  public var itemHeight: Double { didSet { itemHeight = Self.clampedHeight(itemHeight) } }
  public var maxScale: Double { didSet { maxScale = Self.clampedScale(maxScale) } }
  public var axis: ScrollAxis { .horizontal }

  public init(
    visibleItems: Int = defaultVisibleItems, itemHeight: Double = defaultItemHeight,
    maxScale: Double = defaultMaxScale
  ) {
    self.visibleItems = Self.clampedVisible(visibleItems)
    self.itemHeight = Self.clampedHeight(itemHeight)
    self.maxScale = Self.clampedScale(maxScale)
    self.halfSlice = HalfSlice(visibleItems: self.visibleItems)
  }

  /// sin(a/2) and cos(a/2) for the visible angle A = π (a viewport taller than half its width),
  /// kept with ``visibleItems``: the drum of such a viewport then costs no trigonometry.
  private var halfSlice: HalfSlice

  private struct HalfSlice: Sendable, Hashable {
    var sine: Double
    var cosine: Double

    /// ``drum(in:)``'s values for A = π.
    init(visibleItems: Int) {
      let a = Double.pi / Double(visibleItems)
      sine = Double.sin(a / 2)
      cosine = Double.cos(a / 2)
    }
  }

  static func clampedVisible(_ value: Int) -> Int {
    min(max(value, visibleItemsRange.lowerBound), visibleItemsRange.upperBound)
  }
  static func clampedHeight(_ value: Double) -> Double {
    LayoutLimits.limited(positiveLength: value) ?? defaultItemHeight
  }
  static func clampedScale(_ value: Double) -> Double {
    value.isFinite ? min(max(value, maxScaleRange.lowerBound), maxScaleRange.upperBound) : defaultMaxScale
  }

  /// The drum's geometry in a viewport.
  public struct Drum: Sendable, Hashable {
    /// R, in points.
    public var radius: Double
    /// A, in radians.
    public var visibleAngle: Double
    /// a = A / visibleItems, in radians.
    public var anglePerItem: Double
    /// ℓ = a · R, in points: the pitch.
    public var lengthPerItem: Double
    /// The item size before zoom.
    public var itemSize: CarouselSize
    /// (R − itemHeight) / cos(a/2), in points.
    public var innerRadius: Double
    /// The drum's centre in viewport coordinates.
    public var center: CarouselPoint
  }

  /// The drum for a viewport (O(1)); the viewport is clamped as ``LayoutLimits`` says.
  public func drum(in viewport: CarouselSize) -> Drum {
    let viewport = viewport.limitedForLayout
    let w = viewport.width / 2
    let h = viewport.height
    let radius = h > w ? w : (w * w + h * h) / (2 * h)
    let angle = h > w ? Double.pi : 4 * Double.atan(h / w)
    let a = angle / Double(visibleItems)
    let sine = h > w ? halfSlice.sine : Double.sin(a / 2)
    let cosine = h > w ? halfSlice.cosine : Double.cos(a / 2)
    return Drum(
      radius: radius, visibleAngle: angle, anglePerItem: a, lengthPerItem: SnapAnchors.clampedPitch(a * radius),
      itemSize: CarouselSize(width: 2 * radius * sine, height: itemHeight), innerRadius: (radius - itemHeight) / cosine,
      center: CarouselPoint(x: w, y: h > w ? h : radius))
  }

  public func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
    .uniform(count: count, pitch: drum(in: viewport).lengthPerItem)
  }

  /// W + (count − 1) · ℓ: the article's content width.
  public func contentLength(count: Int, viewport: CarouselSize) -> Double? {
    uniformContentLength(
      count: count, pitch: drum(in: viewport).lengthPerItem, viewportLength: viewport.limitedForLayout.width)
  }

  public func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
    candidates(offset: offset, drum: drum(in: viewport))
  }

  private func candidates(offset: Double, drum: Drum) -> ClosedRange<Int>? {
    uniformCandidates(
      offset: offset, pitch: drum.lengthPerItem, reach: drum.radius * (Double.pi / 2 + drum.anglePerItem) + 1e-9)
  }

  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    attributes(at: position, offset: offset, count: count, drum: drum(in: viewport))
  }

  /// The items of a frame share one drum: computed once (its trigonometry is most of an
  /// item's cost), the items are exactly ``attributes(at:offset:count:viewport:)``'s. An item's
  /// bounding box reuses the sine and cosine of its angle that place it (those
  /// ``ItemAttributes/boundingBox(perspective:viewport:)`` computes again), and attributes are
  /// built only for the items it shows.
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes]
  ) {
    var writer = VisibleItemWriter()
    defer { writer.finish(&items) }
    let count = LayoutLimits.limited(count: count)
    guard count > 0, viewport.isUsable, offset.isFinite else { return }
    let viewport = viewport.limitedForLayout
    let drum = drum(in: viewport)
    guard
      let range = examinedPositions(candidates(offset: offset, drum: drum), count: count, isLooping: isLooping)
    else { return }
    let offset = LayoutLimits.limited(offset: offset)
    var indices = ConsecutiveIndices(from: range.lowerBound, count: count)
    for position in range {
      let index = indices.next()
      guard let place = placement(at: position, offset: offset, drum: drum) else { continue }
      // boundingBox's |cos θ| and |sin θ| (for θ = ±0 it takes 1 and 0 without the calls,
      // which give exactly those).
      let box = ItemAttributes.flatBoundingBox(
        center: place.center, halfWidth: drum.itemSize.width * place.scale / 2,
        halfHeight: drum.itemSize.height * place.scale / 2, cosine: abs(place.cosine), sine: abs(place.sine))
      guard box.minX < viewport.width, 0 < box.maxX, box.minY < viewport.height, 0 < box.maxY else { continue }
      let scale = place.scale
      writer.write(
        into: &items, position: position, index: index, center: place.center, size: drum.itemSize, scale: scale,
        rotation: place.angle, zIndex: zIndex(scale: scale), arc: arc(scale: scale, drum: drum))
    }
  }

  private func attributes(at position: Int, offset: Double, count: Int, drum: Drum) -> ItemAttributes? {
    guard let place = placement(at: position, offset: LayoutLimits.limited(offset: offset), drum: drum) else {
      return nil
    }
    return attributes(
      at: position, index: TrackPosition.index(of: position, count: count), placement: place, drum: drum)
  }

  /// Where an item is: its angle θ, its scale and its centre, with sin θ and cos θ.
  private struct Placement {
    var angle: Double
    var scale: Double
    var center: CarouselPoint
    var sine: Double
    var cosine: Double
  }

  /// Where the item at `position` is at a limited `offset`, or `nil` when it is hidden.
  @inline(__always)
  private func placement(at position: Int, offset: Double, drum: Drum) -> Placement? {
    let a = drum.anglePerItem
    let angle = (Double(position) * drum.lengthPerItem - offset) / drum.radius
    guard abs(angle) <= Double.pi / 2 + a else { return nil }
    let scale = max(maxScale - abs(angle) / a, 1)
    let centerRadius = drum.radius - itemHeight / 2
    let sine = Double.sin(angle)
    let cosine = Double.cos(angle)
    return Placement(
      angle: angle, scale: scale,
      center: CarouselPoint(x: drum.center.x + centerRadius * sine, y: drum.center.y - centerRadius * cosine),
      sine: sine, cosine: cosine)
  }

  @inline(__always)
  private func attributes(at position: Int, index: Int, placement: Placement, drum: Drum) -> ItemAttributes {
    let scale = placement.scale
    return ItemAttributes(
      position: position, index: index, center: placement.center, size: drum.itemSize, scale: scale,
      rotation: placement.angle, zIndex: zIndex(scale: scale), arc: arc(scale: scale, drum: drum))
  }

  /// 10 · scale, rounded toward zero.
  @inline(__always)
  private func zIndex(scale: Double) -> Double { (scale * 10).rounded(.towardZero) }

  /// The sector of an item zoomed by `scale`.
  @inline(__always)
  private func arc(scale: Double, drum: Drum) -> WheelArc {
    let heightDiff = itemHeight * (scale - 1)
    return WheelArc(
      angle: drum.anglePerItem, innerRadius: drum.innerRadius / scale,
      outerRadius: (drum.radius + heightDiff / 2) / scale)
  }
}
