/// Items in a row (or column), one centred at rest, the neighbours' edges showing: the banner
/// of the infinite-banner article and the centred selector of the collection-view layouts
/// article.
///
/// With L the viewport's length along the axis and B across it:
/// - item length ℓ from ``itemSize`` (L − 2 × inset, an absolute length, or a fraction of L);
/// - pitch p = ℓ + spacing; anchor k = k · p, so offset k · p centres item k;
/// - item k at offset o is centred at L/2 + k · p − o along the axis and B/2 across it,
///   ``itemHeight`` (or B) thick.
///
/// The banner: `.linear(itemSize: .inset(16), spacing: 8)`. The selector:
/// `.linear(itemSize: .inset(36), spacing: 100, itemHeight: 200)`. On a wide viewport
/// (iPad), `.fraction(0.3)` shows three whole items and the edges of two more.
public struct LinearLayout: CarouselLayout {
  /// The default ``itemSize``: the banner's 16-pt inset on both sides.
  public static let defaultItemSize = ItemSize.inset(16)
  /// The default ``spacing``, in points: the banner's 8.
  public static let defaultSpacing = 8.0
  /// The range ``spacing`` is clamped into, in points: 0...10¹² (``SnapAnchors/spacingRange``;
  /// non-finite: 0).
  public static let spacingRange = SnapAnchors.spacingRange
  /// The range ``itemHeight`` is kept in, in points: above 0, up to 10¹²
  /// (``LayoutLimits/positiveLengthRange``; larger: 10¹²; non-finite or non-positive: `nil`).
  public static let itemHeightRange = LayoutLimits.positiveLengthRange
  /// The default ``axis``: horizontal.
  public static let defaultAxis = ScrollAxis.horizontal

  /// How long an item is along the scroll axis.
  public enum ItemSize: Sendable, Hashable {
    /// The viewport's length less this inset on both sides (points).
    case inset(Double)
    /// A fixed length (points).
    case absolute(Double)
    /// This fraction of the viewport's length.
    case fraction(Double)

    /// The item length for a viewport length, clamped into 1...``SnapAnchors/maximumExtent``
    /// (a NaN length counts as 1 pt).
    public func length(in viewportLength: Double) -> Double {
      let length: Double
      switch self {
      case .inset(let inset): length = viewportLength - 2 * inset
      case .absolute(let value): length = value
      case .fraction(let fraction): length = viewportLength * fraction
      }
      guard !length.isNaN else { return 1 }
      return min(max(length, 1), SnapAnchors.maximumExtent)
    }
  }

  public var itemSize: ItemSize
  /// The gap between neighbouring items, in points (negative or non-finite values count as
  /// 0, values above ``SnapAnchors/maximumExtent`` as that).
  public var spacing: Double { didSet { spacing = SnapAnchors.clampedSpacing(spacing) } }
  /// The item's thickness across the axis, centred; `nil` fills the viewport. Non-finite or
  /// non-positive values count as `nil`, values above ``SnapAnchors/maximumExtent`` as that.
  public var itemHeight: Double? { didSet { itemHeight = Self.clampedHeight(itemHeight) } }

  /// ``itemHeight``: the items' fixed length across the axis (``CarouselLayout/naturalCrossLength``).
  public var naturalCrossLength: Double? { itemHeight }
  public var axis: ScrollAxis

  public init(
    itemSize: ItemSize = defaultItemSize, spacing: Double = defaultSpacing, itemHeight: Double? = nil,
    axis: ScrollAxis = defaultAxis
  ) {
    self.itemSize = itemSize
    self.spacing = SnapAnchors.clampedSpacing(spacing)
    self.itemHeight = Self.clampedHeight(itemHeight)
    self.axis = axis
  }

  /// A thickness within ``itemHeightRange``, or `nil`.
  static func clampedHeight(_ height: Double?) -> Double? {
    height.flatMap { LayoutLimits.limited(positiveLength: $0) }
  }

  /// The item length along the axis, in points (the viewport is clamped as
  /// ``LayoutLimits`` says).
  public func itemLength(in viewport: CarouselSize) -> Double {
    itemSize.length(in: axis.length(of: viewport.limitedForLayout))
  }

  /// The distance between neighbouring anchors, in points (clamped as ``SnapAnchors``
  /// clamps pitches, so that items rest exactly on the anchors).
  public func pitch(in viewport: CarouselSize) -> Double {
    SnapAnchors.clampedPitch(itemLength(in: viewport) + spacing)
  }

  public func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
    .uniform(count: count, pitch: pitch(in: viewport))
  }

  /// (count − 1) · pitch + L: the articles' `collectionViewContentSize` (inset + n · (ℓ +
  /// spacing) − spacing + inset for the inset form).
  public func contentLength(count: Int, viewport: CarouselSize) -> Double? {
    uniformContentLength(
      count: count, pitch: pitch(in: viewport), viewportLength: axis.length(of: viewport.limitedForLayout))
  }

  public func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
    let viewport = viewport.limitedForLayout
    return uniformCandidates(
      offset: offset, pitch: pitch(in: viewport), reach: (axis.length(of: viewport) + itemLength(in: viewport)) / 2)
  }

  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    attributes(at: position, offset: offset, count: count, frame: frame(in: viewport))
  }

  /// The items of a frame share their size, pitch and centre line, and so the half extents
  /// of their bounding boxes: computed once, the items, and which of them are visible, are
  /// exactly ``attributes(at:offset:count:viewport:)``'s and
  /// ``ItemAttributes/boundingBox(perspective:viewport:)``'s, with no attributes built for an
  /// item that is not.
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes]
  ) {
    var writer = VisibleItemWriter()
    defer { writer.finish(&items) }
    let count = LayoutLimits.limited(count: count)
    guard count > 0, viewport.isUsable, offset.isFinite else { return }
    let viewport = viewport.limitedForLayout
    let frame = frame(in: viewport)
    let length = axis.length(of: viewport)
    guard
      let range = examinedPositions(
        // candidatePositions's, from the frame's pitch and length.
        uniformCandidates(offset: offset, pitch: frame.pitch, reach: (length + frame.length) / 2), count: count,
        isLooping: isLooping)
    else { return }
    // Unscaled, unrotated items: half extents w · 1 + h · 0 and w · 0 + h · 1, as
    // boundingBox computes them; the box across the axis is the same for every item.
    let size = axis.size(along: frame.length, across: frame.breadth)
    let box = ItemAttributes.flatBoundingBox(
      center: axis.point(along: 0, across: frame.across), halfWidth: size.width * 1 / 2,
      halfHeight: size.height * 1 / 2, cosine: 1, sine: 0)
    let horizontal = axis == .horizontal
    let halfAlong = horizontal ? box.maxX : box.maxY
    let acrossVisible =
      horizontal ? box.minY < viewport.height && 0 < box.maxY : box.minX < viewport.width && 0 < box.maxX
    guard acrossVisible else { return }
    let offset = LayoutLimits.limited(offset: offset)
    var indices = ConsecutiveIndices(from: range.lowerBound, count: count)
    for position in range {
      let index = indices.next()
      let along = frame.halfLength + Double(position) * frame.pitch - offset
      guard along - halfAlong < length, 0 < along + halfAlong else { continue }
      writer.write(
        into: &items, position: position, index: index, center: axis.point(along: along, across: frame.across),
        size: size)
    }
  }

  /// What every item of one frame shares.
  struct Frame {
    var length: Double
    var breadth: Double
    var halfLength: Double
    var pitch: Double
    var across: Double
  }

  func frame(in viewport: CarouselSize) -> Frame {
    // ``itemLength(in:)`` and ``pitch(in:)`` from one limited viewport (limiting is idempotent)
    // and one item length.
    let viewport = viewport.limitedForLayout
    let length = itemSize.length(in: axis.length(of: viewport))
    return Frame(
      length: length, breadth: itemHeight ?? axis.breadth(of: viewport), halfLength: axis.length(of: viewport) / 2,
      pitch: SnapAnchors.clampedPitch(length + spacing), across: axis.breadth(of: viewport) / 2)
  }

  @inline(__always)
  func attributes(at position: Int, offset: Double, count: Int, frame: Frame) -> ItemAttributes {
    let offset = LayoutLimits.limited(offset: offset)
    let along = frame.halfLength + Double(position) * frame.pitch - offset
    return ItemAttributes(
      position: position, index: TrackPosition.index(of: position, count: count),
      center: axis.point(along: along, across: frame.across),
      size: axis.size(along: frame.length, across: frame.breadth))
  }

}

/// (count − 1) · pitch + viewportLength: the content of `count` items on uniform anchors
/// `pitch` apart (the count clamped as ``LayoutLimits`` says), or `nil` for no item. O(1).
func uniformContentLength(count: Int, pitch: Double, viewportLength: Double) -> Double? {
  let count = LayoutLimits.limited(count: count)
  guard count > 0 else { return nil }
  return Double(count - 1) * pitch + viewportLength
}

/// The positions k with |k · pitch − offset| < reach, for layouts of uniform pitch, or `nil`
/// beyond ±``SnapAnchors/maximumPosition`` / 2 pitches. O(1).
func uniformCandidates(offset: Double, pitch: Double, reach: Double) -> ClosedRange<Int>? {
  guard offset.isFinite, pitch > 0, reach.isFinite, reach > 0 else { return nil }
  let limit = Double(SnapAnchors.maximumPosition / 2)
  let low = ((offset - reach) / pitch).rounded(.down)
  let high = ((offset + reach) / pitch).rounded(.up)
  guard low > -limit, high < limit, let lower = Int(exactly: low), let upper = Int(exactly: high) else { return nil }
  return lower...upper
}
