/// A stack of cards swiped to the left: the second layout of the collection-view layouts
/// article.
///
/// Cards are laid out as the centred selector (item width ℓ = W − 2 × inset, pitch
/// p = ℓ + spacing, item k centred at W/2 + k · p − o). A card right of the centre
/// (distance d = k · p − o > 0) piles up under the centre card instead:
/// - its centre moves to the viewport's centre,
/// - it is scaled by minScale + |1 − d / D| · (1 − minScale) with D = (count − 1) · p (the
///   article's formula; ``scaleDistance`` items replace count − 1 when set),
/// - and moved down by itemHeight · (1 − scale), so each card peeks out below the one above.
///
/// Lower positions are drawn above (zIndex = −position). Only ``stackDepth`` cards are kept
/// in the pile, which bounds what is drawn and computed however many items there are.
///
/// Parameter ranges (values outside are clamped, also when assigned later): `inset`
/// ``insetRange`` and `spacing` ``spacingRange`` (non-finite: 0); `itemHeight`
/// ``itemHeightRange`` (non-finite or non-positive: ``defaultItemHeight``); `minScale`
/// ``minScaleRange`` (non-finite: ``defaultMinScale``); ``stackDepth`` ``stackDepthRange``;
/// ``scaleDistance`` 1...``SnapAnchors/maximumCount``. The defaults are the article's constants.
public struct CardStackLayout: CarouselLayout {
  /// The default ``inset``, in points: 36.
  public static let defaultInset = 36.0
  /// The range ``inset`` is clamped into, in points: 0...10¹² (``SnapAnchors/spacingRange``;
  /// non-finite: 0).
  public static let insetRange = SnapAnchors.spacingRange
  /// The default ``spacing``, in points: 50.
  public static let defaultSpacing = 50.0
  /// The range ``spacing`` is clamped into, in points: 0...10¹² (``SnapAnchors/spacingRange``;
  /// non-finite: 0).
  public static let spacingRange = SnapAnchors.spacingRange
  /// The default ``itemHeight``, in points: 200.
  public static let defaultItemHeight = 200.0
  /// The range ``itemHeight`` is kept in, in points: above 0, up to 10¹²
  /// (``LayoutLimits/positiveLengthRange``; larger: 10¹²; non-finite or non-positive:
  /// ``defaultItemHeight``).
  public static let itemHeightRange = LayoutLimits.positiveLengthRange
  /// The default ``minScale`` (a scale factor): 0.4.
  public static let defaultMinScale = 0.4
  /// The range ``minScale`` is clamped into (a scale factor): 0.01...1 (non-finite:
  /// ``defaultMinScale``).
  public static let minScaleRange: ClosedRange<Double> = 0.01...1
  /// The default ``stackDepth``, in cards: 4.
  public static let defaultStackDepth = 4
  /// The range ``stackDepth`` is clamped into: 1...100 cards.
  public static let stackDepthRange: ClosedRange<Int> = 1...100

  public var inset: Double { didSet { inset = SnapAnchors.clampedSpacing(inset) } }
  public var spacing: Double { didSet { spacing = SnapAnchors.clampedSpacing(spacing) } }
  public var itemHeight: Double { didSet { itemHeight = Self.clampedHeight(itemHeight) } }

  /// ``itemHeight``: the items' fixed length across the axis (``CarouselLayout/naturalCrossLength``).
  public var naturalCrossLength: Double? { itemHeight }
  public var minScale: Double { didSet { minScale = Self.clampedScale(minScale) } }
  /// How many cards the pile under the centre card shows, in ``stackDepthRange``.
  public var stackDepth: Int { didSet { stackDepth = Self.clampedDepth(stackDepth) } }
  /// The distance, in items, over which the scale falls from 1 to `minScale`; `nil` uses the
  /// article's count − 1 (with huge or looping counts, set it to keep a visible pile).
  /// Clamped into 1...``SnapAnchors/maximumCount``.
  public var scaleDistance: Int? { didSet { scaleDistance = Self.clampedDistance(scaleDistance) } }
  public var axis: ScrollAxis { .horizontal }

  public init(
    inset: Double = defaultInset, spacing: Double = defaultSpacing, itemHeight: Double = defaultItemHeight,
    minScale: Double = defaultMinScale, stackDepth: Int = defaultStackDepth, scaleDistance: Int? = nil
  ) {
    self.inset = SnapAnchors.clampedSpacing(inset)
    self.spacing = SnapAnchors.clampedSpacing(spacing)
    self.itemHeight = Self.clampedHeight(itemHeight)
    self.minScale = Self.clampedScale(minScale)
    self.stackDepth = Self.clampedDepth(stackDepth)
    self.scaleDistance = Self.clampedDistance(scaleDistance)
  }

  static func clampedHeight(_ height: Double) -> Double {
    LayoutLimits.limited(positiveLength: height) ?? defaultItemHeight
  }
  static func clampedScale(_ scale: Double) -> Double {
    scale.isFinite ? min(max(scale, minScaleRange.lowerBound), minScaleRange.upperBound) : defaultMinScale
  }
  static func clampedDepth(_ depth: Int) -> Int {
    min(max(depth, stackDepthRange.lowerBound), stackDepthRange.upperBound)
  }
  static func clampedDistance(_ distance: Int?) -> Int? { distance.map { min(max($0, 1), SnapAnchors.maximumCount) } }

  private var linear: LinearLayout { LinearLayout(itemSize: .inset(inset), spacing: spacing, itemHeight: itemHeight) }

  public func pitch(in viewport: CarouselSize) -> Double { linear.pitch(in: viewport) }

  public func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
    linear.anchors(count: count, viewport: viewport, isLooping: isLooping)
  }

  public func contentLength(count: Int, viewport: CarouselSize) -> Double? {
    linear.contentLength(count: count, viewport: viewport)
  }

  public func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
    let p = pitch(in: viewport)
    guard let left = linear.candidatePositions(offset: offset, count: count, viewport: viewport) else { return nil }
    // Cards to the right of the centre are all in the pile: at most stackDepth of them. The
    // linear range exists, so the centre is within ±2⁵¹ and the sum cannot overflow.
    guard let centre = Int(exactly: (offset / p).rounded(.down)) else { return left }
    return left.lowerBound...max(left.lowerBound, centre + stackDepth + 1)
  }

  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    let viewport = viewport.limitedForLayout
    let offset = LayoutLimits.limited(offset: offset)
    guard var item = linear.attributes(at: position, offset: offset, count: count, viewport: viewport) else {
      return nil
    }
    let p = pitch(in: viewport)
    let distance = Double(position) * p - offset
    item.zIndex = -Double(position)
    guard distance > 0 else { return item }
    guard distance <= Double(stackDepth) * p else { return nil }
    let maxDistance = Double(scaleDistance ?? max(LayoutLimits.limited(count: count) - 1, 1)) * p
    // The article's minScale + |1 − d/D| · (1 − minScale), for d ≤ D; beyond D (rubber band,
    // short scale distances) the scale stays at minScale instead of growing again.
    let scale = minScale + max(1 - distance / maxDistance, 0) * (1 - minScale)
    item.scale = scale
    item.center.x = viewport.width / 2
    item.center.y += itemHeight * (1 - scale)
    return item
  }
}
