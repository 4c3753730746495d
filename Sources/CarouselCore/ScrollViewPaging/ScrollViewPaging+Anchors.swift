extension ScrollViewPaging {
  /// The anchors of a scroll view's pages, as the custom paging article computes them from its
  /// cells: each page's leading edge (content coordinates, points) less the leading content
  /// inset, clamped into the offsets the scroll view can show, so that the last pages share
  /// the largest offset (the article's `maxAnchor`) and no page leaves an empty space.
  /// Non-finite edges are dropped; equal anchors are kept once.
  ///
  /// - Parameters:
  ///   - leadingEdges: the pages' leading edges (a table row's `minY`), in any order.
  ///   - leadingInset: the content inset before the first page (`adjustedContentInset.top`
  ///     for a vertical scroll view).
  ///   - validOffsets: the offsets the scroll view can rest at: −leading inset … content
  ///     length + trailing inset − viewport length.
  /// - Complexity: O(n log n).
  public static func anchors(leadingEdges: [Double], leadingInset: Double = 0, validOffsets: ClosedRange<Double>)
    -> SnapAnchors
  {
    let inset = leadingInset.isFinite ? leadingInset : 0
    let clamped = leadingEdges.filter { $0.isFinite }.map {
      min(max($0 - inset, validOffsets.lowerBound), validOffsets.upperBound)
    }.sorted()
    var unique: [Double] = []
    unique.reserveCapacity(clamped.count)
    for offset in clamped where unique.last != offset { unique.append(offset) }
    return SnapAnchors(offsets: unique)
  }
}
