/// The anchors of a scroll view's pages, measured on demand: page i rests at its leading edge
/// less the leading content inset, clamped into the offsets the scroll view can show (so the
/// last pages share the largest offset, as ``ScrollViewPaging/anchors(leadingEdges:leadingInset:validOffsets:)``
/// says), but only the pages a release needs are measured.
///
/// A release asks for the page nearest to the release point and to its projection, and for
/// their neighbours: binary searches over the page indices, so O(log n) edges per release
/// instead of all n (a table view's `rectForRow(at:)` for every row, each an estimate for
/// self-sizing rows that have not been laid out). Edges measured once are kept for the life
/// of the value (make a new one when the pages change).
///
/// Edges may ascend with the index (rows, and items of a left-to-right list) or descend with it
/// (the `frame.minX` of a right-to-left horizontal collection view's items, item 0 at the
/// right): the order is read from the first and the last page's anchors (two edges, once), and
/// the searches run over *positions*, the pages sorted by anchor (position p is page p when
/// they ascend, page count − 1 − p when they descend). ``offset(of:)``, ``floorPosition(_:)``
/// and ``nearestPosition(to:)`` speak positions; ``page(atPosition:)`` and
/// ``offset(ofPage:)`` speak page indices. A non-finite edge counts as the lowest valid
/// offset. With edges in neither order the searches still end, in O(log n), on some page.
package struct MeasuredPageAnchors {
  /// The number of pages.
  package let count: Int
  /// The content inset before the first page, in points.
  package let leadingInset: Double
  /// The offsets the scroll view can rest at: −leading inset … content length + trailing
  /// inset − viewport length.
  package let validOffsets: ClosedRange<Double>
  /// How many edges have been measured (each at most once).
  package private(set) var measured = 0
  private let edge: (Int) -> Double
  private var cache: [Int: Double] = [:]
  private var descendingOrder: Bool?

  /// Creates the anchors.
  ///
  /// - Parameters:
  ///   - count: the number of pages (negative counts as 0).
  ///   - leadingInset: the content inset before the first page, in points.
  ///   - validOffsets: the offsets the scroll view can rest at.
  ///   - edge: page i's leading edge in content coordinates (a row's `minY`), in points;
  ///     asked only for 0 ≤ i < count, at most once per page.
  package init(count: Int, leadingInset: Double, validOffsets: ClosedRange<Double>, edge: @escaping (Int) -> Double) {
    self.count = max(count, 0)
    self.leadingInset = leadingInset.isFinite ? leadingInset : 0
    self.validOffsets = validOffsets
    self.edge = edge
  }

  /// Whether the anchors descend with the page index (a right-to-left horizontal list): the
  /// last page rests before the first. Measures at most two edges, once.
  package mutating func descends() -> Bool {
    if let descendingOrder { return descendingOrder }
    let descending = count > 1 && offset(ofPage: count - 1) < offset(ofPage: 0)
    descendingOrder = descending
    return descending
  }

  /// The page index at search position `position` (pages sorted by anchor), clamped into
  /// 0..<count. O(1) after ``descends()``.
  package mutating func page(atPosition position: Int) -> Int {
    let p = min(max(position, 0), max(count - 1, 0))
    return descends() ? count - 1 - p : p
  }

  /// The offset at which the page at search position `position` rests (pages sorted by
  /// anchor; clamped into 0..<count), in points. Measures at most one edge (three the first
  /// time, to learn the order).
  package mutating func offset(of position: Int) -> Double {
    offset(ofPage: page(atPosition: position))
  }

  /// The offset at which page `index` rests (clamped into 0..<count), in points. Measures at
  /// most one edge.
  package mutating func offset(ofPage index: Int) -> Double {
    guard count > 0 else { return validOffsets.lowerBound }
    let i = min(max(index, 0), count - 1)
    if let known = cache[i] { return known }
    let raw = edge(i) - leadingInset
    let anchor =
      raw.isFinite ? min(max(raw, validOffsets.lowerBound), validOffsets.upperBound) : validOffsets.lowerBound
    cache[i] = anchor
    measured += 1
    return anchor
  }

  /// The first page whose anchor is after `offset`, or at or after it when `including`
  /// (`count` if none). O(log n) edges.
  private mutating func firstPage(after offset: Double, including: Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = low + (high - low) / 2
      let anchor = self.offset(of: mid)
      if anchor > offset || (including && anchor == offset) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}

extension MeasuredPageAnchors: AnchorLookup {
  /// The last position whose anchor is at or before `offset`: −1 when none is (the content is
  /// before the first position), 0 for a non-finite offset. O(log n) edges.
  package mutating func floorPosition(_ offset: Double) -> Int {
    guard count > 0, offset.isFinite else { return 0 }
    return firstPage(after: offset, including: false) - 1
  }

  /// The position whose anchor is nearest to `offset`; on a tie, and among positions that
  /// share an anchor (the last ones, clamped to the largest offset), the first. O(log n) edges.
  package mutating func nearestPosition(to offset: Double) -> Int {
    guard count > 0, offset.isFinite else { return 0 }
    let below = max(floorPosition(offset), 0)
    let above = min(below + 1, count - 1)
    let a = self.offset(of: below)
    let b = self.offset(of: above)
    let anchor = abs(offset - a) <= abs(b - offset) ? a : b
    return min(firstPage(after: anchor, including: true), count - 1)
  }
}
