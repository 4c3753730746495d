/// Pages of different sizes, one after another (the custom paging article), horizontal or
/// vertical, resting with a page's leading edge or its centre aligned.
///
/// The sizes form a pattern repeated over the items: item i is `sizes[i mod m]` long
/// (m = sizes.count), so `count == sizes.count` gives exactly the article's pages. Leading
/// edges lᵢ = Σⱼ₍ⱼ<ᵢ₎ (sⱼ + spacing) come from precomputed prefix sums of the pattern, so
/// every per-frame question is a binary search: O(log m).
///
/// Anchors: lᵢ (leading) or lᵢ + sᵢ/2 − s₀/2 (centre). Without looping, leading anchors never
/// pass contentLength − viewport (as the article's `maxAnchor`), so the last pages do not
/// leave an empty space; pages that would need more share the last anchor.
///
/// Sizes and the spacing are clamped as ``SnapAnchors/pages(sizes:spacing:alignment:)``
/// clamps them (``SnapAnchors/minimumPitch``...``SnapAnchors/maximumExtent``), only the first
/// ``SnapAnchors/maximumCount`` sizes are used, and the item count is clamped into
/// 0...``maximumCount``: the anchors are an array of one `Double` per item.
public struct PagesLayout: CarouselLayout {
  /// The most items the layout lays out: 1,000,000 (its anchors cost 8 bytes per item).
  /// Larger counts are clamped to it.
  public static let maximumCount = 1_000_000
  /// The range each of ``sizes`` is clamped into, in points: 0.001...10¹²
  /// (``SnapAnchors/pitchRange``; non-finite or non-positive: 1).
  public static let pageSizeRange = SnapAnchors.pitchRange
  /// The default ``spacing``, in points: 0 (the pages touch).
  public static let defaultSpacing = 0.0
  /// The range ``spacing`` is clamped into, in points: 0...10¹² (``SnapAnchors/spacingRange``;
  /// non-finite: 0).
  public static let spacingRange = SnapAnchors.spacingRange
  /// The default ``axis``: vertical.
  public static let defaultAxis = ScrollAxis.vertical
  /// The default ``alignment``: a page rests at its leading edge.
  public static let defaultAlignment = SnapAnchors.Alignment.leading

  public let sizes: [Double]
  public let spacing: Double
  public let axis: ScrollAxis
  public let alignment: SnapAnchors.Alignment
  /// Leading edges of the pattern: edges[j] = Σₖ₍ₖ<ⱼ₎ (sₖ + spacing), j = 0…m.
  private let edges: [Double]

  /// The number of ``sizes``: the distances between neighbouring anchors repeat with them.
  public var anchorPatternCount: Int { sizes.count }

  /// Creates the layout. Non-finite or non-positive sizes count as 1 pt, others are clamped
  /// into ``SnapAnchors/minimumPitch``...``SnapAnchors/maximumExtent``; an empty list counts
  /// as a single page of 1 pt; a negative or non-finite spacing as 0, one above
  /// ``SnapAnchors/maximumExtent`` as that.
  public init(
    sizes: [Double], spacing: Double = defaultSpacing, axis: ScrollAxis = defaultAxis,
    alignment: SnapAnchors.Alignment = defaultAlignment
  ) {
    let sizes = sizes.isEmpty ? [1] : sizes.prefix(SnapAnchors.maximumCount).map(SnapAnchors.clampedPitch)
    let spacing = SnapAnchors.clampedSpacing(spacing)
    var edges = [0.0]
    edges.reserveCapacity(sizes.count + 1)
    for size in sizes { edges.append(edges[edges.count - 1] + size + spacing) }
    self.sizes = sizes
    self.spacing = spacing
    self.axis = axis
    self.alignment = alignment
    self.edges = edges
  }

  private var patternLength: Double { edges[sizes.count] }

  /// The length of item `i` (0 ≤ i < count).
  public func size(ofItem i: Int) -> Double { sizes[TrackPosition.index(of: i, count: sizes.count)] }

  /// The leading edge of item `i` (0 ≤ i ≤ count), from the start of the track.
  public func leadingEdge(ofItem i: Int) -> Double {
    let m = sizes.count
    return Double(TrackPosition.cycle(of: i, count: m)) * patternLength + edges[TrackPosition.index(of: i, count: m)]
  }

  /// The length of one cycle of `count` items (looping period), in points.
  public func period(count: Int) -> Double { leadingEdge(ofItem: count) }

  /// The leading edge of track position `p` (any integer) on a track of `count` items.
  private func leadingEdge(position p: Int, count: Int) -> Double {
    Double(TrackPosition.cycle(of: p, count: count)) * period(count: count)
      + leadingEdge(ofItem: TrackPosition.index(of: p, count: count))
  }

  /// The content's length without looping: Σ sizes + (count − 1) · spacing.
  private func totalLength(count: Int) -> Double { period(count: count) - spacing }

  /// Where, along the axis, content coordinate 0 is in the viewport at offset 0.
  private func base(viewportLength: Double) -> Double {
    alignment == .center ? sizes[0] / 2 - viewportLength / 2 : 0
  }

  public func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
    let count = min(max(count, 0), Self.maximumCount)
    guard count > 0 else { return .uniform(count: 0, pitch: 1) }
    let length = axis.length(of: viewport.limitedForLayout)
    let maxLeading = max(totalLength(count: count) - length, 0)
    var offsets: [Double] = []
    offsets.reserveCapacity(count)
    for i in 0..<count {
      switch alignment {
      case .leading:
        let edge = leadingEdge(ofItem: i)
        offsets.append(isLooping ? edge : min(edge, maxLeading))
      case .center:
        offsets.append(leadingEdge(ofItem: i) + size(ofItem: i) / 2 - sizes[0] / 2)
      }
    }
    return SnapAnchors(offsets: offsets, period: period(count: count))
  }

  /// The last anchor less the first plus the viewport length: the scrollable content.
  public func contentLength(count: Int, viewport: CarouselSize) -> Double? {
    let count = min(max(count, 0), Self.maximumCount)
    guard count > 0 else { return nil }
    let length = axis.length(of: viewport.limitedForLayout)
    switch alignment {
    case .leading: return max(totalLength(count: count), length)
    case .center:
      let last = leadingEdge(ofItem: count - 1) + size(ofItem: count - 1) / 2 - sizes[0] / 2
      return last + length
    }
  }

  /// The track position whose page contains content coordinate `x` (the last one starting at
  /// or before it). O(log m).
  private func position(containing x: Double, count: Int) -> Int {
    let period = period(count: count)
    // Limited so that cycle × count stays within ±maximumPosition (no overflow).
    let cycle = (x / period).rounded(.down)
    guard cycle.isFinite, abs(cycle) < Double(SnapAnchors.maximumPosition / count) else { return 0 }
    let local = x - cycle * period
    // Within the cycle: whole patterns first, then a binary search in the pattern.
    let m = sizes.count
    let patterns = SnapAnchors.clampedInt((local / patternLength).rounded(.down), limit: count)
    let rest = local - Double(patterns) * patternLength
    var low = 0
    var high = m
    while high - low > 1 {
      let mid = (low + high) / 2
      if edges[mid] <= rest { low = mid } else { high = mid }
    }
    let item = min(max(patterns * m + low, 0), count - 1)
    return Int(cycle) * count + item
  }

  public func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
    let count = min(max(count, 0), Self.maximumCount)
    guard count > 0, offset.isFinite else { return nil }
    let offset = LayoutLimits.limited(offset: offset)
    let length = axis.length(of: viewport.limitedForLayout)
    let start = offset + base(viewportLength: length)
    return position(containing: start, count: count)...position(containing: start + length, count: count)
  }

  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    let count = min(max(count, 0), Self.maximumCount)
    guard count > 0 else { return nil }
    let viewport = viewport.limitedForLayout
    let page = page(
      at: position, offset: LayoutLimits.limited(offset: offset), count: count,
      base: base(viewportLength: axis.length(of: viewport)), breadth: axis.breadth(of: viewport))
    return ItemAttributes(position: position, index: page.index, center: page.center, size: page.size)
  }

  /// The pages of a frame share their breadth and centre line: computed once, and a page's
  /// bounding box (unscaled, unrotated) checked with
  /// ``ItemAttributes/boundingBox(perspective:viewport:)``'s operations before its attributes
  /// are written in place; the items are exactly ``attributes(at:offset:count:viewport:)``'s.
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
    let pages = min(count, Self.maximumCount)
    let offset = LayoutLimits.limited(offset: offset)
    let base = base(viewportLength: axis.length(of: viewport))
    let breadth = axis.breadth(of: viewport)
    for position in range {
      let page = page(at: position, offset: offset, count: pages, base: base, breadth: breadth)
      let box = ItemAttributes.flatBoundingBox(
        center: page.center, halfWidth: page.size.width * 1 / 2, halfHeight: page.size.height * 1 / 2, cosine: 1,
        sine: 0)
      guard box.minX < viewport.width, 0 < box.maxX, box.minY < viewport.height, 0 < box.maxY else { continue }
      writer.write(into: &items, position: position, index: page.index, center: page.center, size: page.size)
    }
  }

  /// The index, centre and size of the page at track `position`, for a limited `offset`, a
  /// clamped, positive `count`, the viewport's ``base(viewportLength:)`` and its breadth.
  @inline(__always)
  private func page(at position: Int, offset: Double, count: Int, base: Double, breadth: Double) -> (
    index: Int, center: CarouselPoint, size: CarouselSize
  ) {
    let index = TrackPosition.index(of: position, count: count)
    let length = size(ofItem: index)
    let along = leadingEdge(position: position, count: count) + length / 2 - offset - base
    return (
      index, axis.point(along: along, across: breadth / 2), axis.size(along: length, across: breadth)
    )
  }
}
