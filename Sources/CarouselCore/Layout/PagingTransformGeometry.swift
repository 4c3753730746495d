/// What CollectionViewPagingLayout's three transform families (``ScaleLayout``,
/// ``StackLayout``, ``SnapshotLayout``) share: every page is the whole viewport, the card is
/// centred in it, and each item is transformed by its progress.
///
/// From CollectionViewPagingLayout.swift (`layoutAttributesForElements(in:)`): with W the
/// viewport's width and o the offset, item k's progress is k − o / W (0 at rest, −1 one page
/// before, 1 one page after); its cell fills the viewport and its card view (the cell's first
/// subview) is transformed about its centre, the viewport's centre.
struct PagingTransformGeometry {
  /// The card's width along the axis.
  var itemSize: LinearLayout.ItemSize
  /// The card's height, or `nil` for ``PagingTransformGeometry/defaultHeightFraction`` of the
  /// viewport's height.
  var itemHeight: Double?

  /// The fraction of the viewport's height a card without an item height takes: 0.6.
  static let defaultHeightFraction = 0.6

  /// The page: the viewport's width, as ``SnapAnchors`` clamps pitches.
  @inline(__always)
  static func pitch(in viewport: CarouselSize) -> Double {
    SnapAnchors.clampedPitch(viewport.limitedForLayout.width)
  }

  /// Item `position`'s progress at `offset` in a limited `viewport`: position − offset / W.
  @inline(__always)
  static func progress(of position: Int, offset: Double, viewport: CarouselSize) -> Double {
    let p = pitch(in: viewport)
    return (Double(position) * p - LayoutLimits.limited(offset: offset)) / p
  }

  /// The card's size in a limited viewport.
  /// What the cards of one frame share: the pitch and the limited offset of the progress
  /// (``progress(of:offset:viewport:)``'s, computed once), the card and the viewport's centre.
  struct Frame {
    var pitch: Double
    var offset: Double
    var card: CarouselSize
    var center: CarouselPoint

    /// Card `position`'s progress, ``PagingTransformGeometry/progress(of:offset:viewport:)``
    /// bit for bit.
    @inline(__always)
    func progress(of position: Int) -> Double { (Double(position) * pitch - offset) / pitch }
  }

  /// The frame at `offset` in a limited `viewport`. O(1).
  func frame(offset: Double, viewport: CarouselSize) -> Frame {
    Frame(
      pitch: Self.pitch(in: viewport), offset: LayoutLimits.limited(offset: offset), card: cardSize(in: viewport),
      center: CarouselPoint(x: viewport.width / 2, y: viewport.height / 2))
  }

  @inline(__always)
  func cardSize(in viewport: CarouselSize) -> CarouselSize {
    CarouselSize(
      width: itemSize.length(in: viewport.width),
      height: itemHeight ?? max(viewport.height * Self.defaultHeightFraction, 1))
  }

  static func anchors(count: Int, viewport: CarouselSize) -> SnapAnchors {
    .uniform(count: count, pitch: pitch(in: viewport))
  }

  static func contentLength(count: Int, viewport: CarouselSize) -> Double? {
    uniformContentLength(count: count, pitch: pitch(in: viewport), viewportLength: viewport.limitedForLayout.width)
  }

  /// The positions of CollectionViewPagingLayout's window of `visibleItems` pages around the
  /// current one (`layoutAttributesForElements(in:)`: round(o/W) ± ⌊n/2⌋ for an odd n): those
  /// whose progress is within ±(⌊n/2⌋ + ½). O(1).
  static func window(offset: Double, viewport: CarouselSize, visibleItems: Int) -> ClosedRange<Int>? {
    let reach = windowReach(visibleItems: visibleItems)
    return candidates(offset: offset, viewport: viewport, lowest: -reach, highest: reach)
  }

  /// The largest |progress| in a window of `visibleItems` pages: ⌊n/2⌋ + ½.
  @inline(__always)
  static func windowReach(visibleItems: Int) -> Double { Double(visibleItems / 2) + 0.5 }

  /// The positions whose progress lies in `lowest`...`highest` at `offset`. O(1).
  static func candidates(offset: Double, viewport: CarouselSize, lowest: Double, highest: Double) -> ClosedRange<Int>? {
    let p = pitch(in: viewport)
    let offset = LayoutLimits.limited(offset: offset)
    // Progress q = k − o/p: k in o/p + lowest ... o/p + highest.
    let reach = max(abs(lowest), abs(highest)) * p
    guard let around = uniformCandidates(offset: offset, pitch: p, reach: reach) else { return nil }
    let page = offset / p
    let low = (page + lowest).rounded(.down)
    let high = (page + highest).rounded(.up)
    guard let lower = Int(exactly: max(low, Double(around.lowerBound))),
      let upper = Int(exactly: min(high, Double(around.upperBound))), lower <= upper
    else { return nil }
    return lower...upper
  }
}
