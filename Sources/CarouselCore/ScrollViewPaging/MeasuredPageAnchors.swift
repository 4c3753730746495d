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
/// Edges are expected in page order (non-decreasing with the index, as rows and items of a
/// list are); a non-finite edge counts as the lowest valid offset. With edges out of order the
/// searches still end, in O(log n), on some page.
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

  /// The offset at which page `position` rests (clamped into 0..<count), in points. Measures
  /// at most one edge.
  package mutating func offset(of position: Int) -> Double {
    guard count > 0 else { return validOffsets.lowerBound }
    let i = min(max(position, 0), count - 1)
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
  /// The last page whose anchor is at or before `offset`: −1 when none is (the content is
  /// before the first page), 0 for a non-finite offset. O(log n) edges.
  package mutating func floorPosition(_ offset: Double) -> Int {
    guard count > 0, offset.isFinite else { return 0 }
    return firstPage(after: offset, including: false) - 1
  }

  /// The page whose anchor is nearest to `offset`; on a tie, and among pages that share an
  /// anchor (the last pages, clamped to the largest offset), the first. O(log n) edges.
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
