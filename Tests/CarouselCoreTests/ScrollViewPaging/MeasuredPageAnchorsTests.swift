import Testing

@testable import CarouselCore

/// Page edges measured on demand: O(log n) edges per release, the same targets as the
/// anchors of every page, and self-sizing rows that rest on their actual edges.
@Suite struct MeasuredPageAnchorsTests {
  /// The leading edges of `count` pages from 0, each 20 to 700 pt long, ascending, and where
  /// the last page ends.
  static func randomEdges(count: Int, using rng: inout SplitMix64) -> (edges: [Double], end: Double) {
    var edges: [Double] = []
    var edge = 0.0
    for _ in 0..<count {
      edges.append(edge)
      edge += .random(in: 20...700, using: &rng)
    }
    return (edges, edge)
  }

  /// Seeded: measured on demand, a release rests where the anchors of all pages put it.
  @Test func sameTargetsAsAllAnchors() {
    var rng = SplitMix64(seed: 1616)
    for _ in 0..<300 {
      let count = Int.random(in: 1...60, using: &rng)
      let (edges, edge) = Self.randomEdges(count: count, using: &rng)
      let viewport = Double.random(in: 300...900, using: &rng)
      let inset = Double.random(in: 0...100, using: &rng)
      let valid = -inset...max(edge + inset - viewport, -inset)
      let policy: SnapPolicy = [.nearest, .paging, .paging(maxItems: 3)].randomElement(using: &rng)!
      let start = Double.random(in: valid, using: &rng)
      let release = min(max(start + .random(in: -400...400, using: &rng), valid.lowerBound), valid.upperBound)
      let velocity = Double.random(in: -8...8, using: &rng)

      var all = ScrollViewPaging(
        anchors: ScrollViewPaging.anchors(leadingEdges: edges, leadingInset: inset, validOffsets: valid),
        policy: policy)
      all.willBeginDragging(offset: start)
      _ = all.willEndDragging(offset: release, velocityPerMillisecond: velocity, time: 0)

      var measured = ScrollViewPaging(anchors: .uniform(count: 0, pitch: 1), policy: policy)
      var pages = MeasuredPageAnchors(count: count, leadingInset: inset, validOffsets: valid) { edges[$0] }
      measured.willBeginDragging(offset: start, pages: &pages)
      pages = MeasuredPageAnchors(count: count, leadingInset: inset, validOffsets: valid) { edges[$0] }
      _ = measured.willEndDragging(offset: release, velocityPerMillisecond: velocity, time: 0, pages: &pages)

      var a = all
      var b = measured
      #expect(
        a.offset(at: 1e6) == b.offset(at: 1e6), "count \(count) \(policy) from \(start) at \(release) v \(velocity)")
    }
  }

  /// A million rows: a release measures a few dozen edges, not a million.
  @Test func aReleaseMeasuresLogarithmicallyManyEdges() {
    let count = 1_000_000
    let height = 80.0
    var asked = Set<Int>()
    func edge(_ i: Int) -> Double {
      asked.insert(i)
      return Double(i) * height + Double(i % 7) * 0.5
    }
    let valid = 0.0...(Double(count) * height - 700)
    var pager = ScrollViewPaging(anchors: .uniform(count: 0, pitch: 1), policy: .nearest)
    var pages = MeasuredPageAnchors(count: count, leadingInset: 0, validOffsets: valid, edge: edge)
    pager.willBeginDragging(offset: 40_000_000, pages: &pages)
    let atBegin = pages.measured
    pages = MeasuredPageAnchors(count: count, leadingInset: 0, validOffsets: valid, edge: edge)
    _ = pager.willEndDragging(offset: 40_000_100, velocityPerMillisecond: 6, time: 0, pages: &pages)
    // ⌈log₂ 10⁶⌉ = 20 per binary search; a release makes at most four.
    #expect(atBegin <= 2 * 21)
    #expect(pages.measured <= 4 * 21, "measured \(pages.measured) edges")
    #expect(pager.targetIndex.map { abs(Double($0) * height - 40_000_100) < 4000 } == true)
  }

  @Test func lastPagesShareTheLargestOffsetAndTheFirstOfThemIsTheirPage() {
    // Rows of 300 pt; a 700-pt viewport can rest at most at 9 × 300 + 300 − 700 = 2300.
    let edges = (0..<10).map { Double($0) * 300 }
    var pages = MeasuredPageAnchors(count: 10, leadingInset: 0, validOffsets: 0...2300) { edges[$0] }
    #expect(pages.offset(of: 9) == 2300)
    #expect(pages.offset(of: 8) == 2300)
    #expect(pages.nearestPosition(to: 2299) == 8, "the first page that rests at 2300")
    #expect(pages.nearestPosition(to: 5000) == 8)
    #expect(pages.floorPosition(-10) == -1, "before the first page")
    #expect(pages.nearestPosition(to: .nan) == 0)
    var empty = MeasuredPageAnchors(count: 0, leadingInset: 0, validOffsets: 0...0) { _ in 0 }
    #expect(empty.nearestPosition(to: 10) == 0)
    var pager = ScrollViewPaging(anchors: .uniform(count: 0, pitch: 1))
    #expect(pager.willEndDragging(offset: 10, velocityPerMillisecond: 1, time: 0, pages: &empty) == 10)
    #expect(!pager.isSettling)
  }

  /// A table of self-sizing rows, as `UITableView` reports them: `rectForRow(at:)` adds up
  /// the actual heights of rows that have been laid out (they came on screen) and the
  /// estimate (44 pt) for the others. A fast fling downwards targets a row far below, whose
  /// edge is an estimate at release; rows laid out on the way move it.
  struct SelfSizingTable {
    let actual: [Double]
    var laidOut: [Bool]
    let estimate = 44.0
    let viewport = 700.0

    init(count: Int) {
      actual = (0..<count).map { 60 + Double(($0 * 37) % 11) * 23 }  // 60…290 pt
      laidOut = Array(repeating: false, count: count)
    }

    func minY(_ row: Int) -> Double {
      var y = 0.0
      for i in 0..<row { y += laidOut[i] ? actual[i] : estimate }
      return y
    }

    var contentLength: Double { minY(actual.count) }

    /// Rows that intersect the screen get their actual height (what cell layout does).
    mutating func layOut(at offset: Double) {
      var row = 0
      while row < actual.count && minY(row) < offset + viewport {
        if minY(row) + (laidOut[row] ? actual[row] : estimate) > offset { laidOut[row] = true }
        row += 1
      }
    }

    /// The exact edge of `row` if everything were measured.
    func actualMinY(_ row: Int) -> Double { actual[..<row].reduce(0, +) }
  }

  /// Runs a release on `table` at 120 Hz; with `remeasures`, each frame asks the target row's
  /// edge again (one `rectForRow(at:)`) and retargets.
  static func fling(_ table: inout SelfSizingTable, remeasures: Bool) -> (row: Int, offset: Double) {
    var pager = ScrollViewPaging(anchors: .uniform(count: 0, pitch: 1), policy: .nearest)
    let count = table.actual.count
    func pages(_ table: SelfSizingTable) -> MeasuredPageAnchors {
      MeasuredPageAnchors(
        count: count, leadingInset: 0, validOffsets: 0...max(table.contentLength - table.viewport, 0)
      ) { table.minY($0) }
    }
    var offset = 0.0
    table.layOut(at: offset)
    var p = pages(table)
    pager.willBeginDragging(offset: offset, pages: &p)
    offset = 30
    table.layOut(at: offset)
    p = pages(table)
    _ = pager.willEndDragging(offset: offset, velocityPerMillisecond: 4, time: 0, pages: &p)
    let row = pager.targetIndex ?? -1
    var time = 0.0
    while true {
      time += 1 / 120
      if remeasures {
        var now = pages(table)
        _ = pager.retarget(to: now.offset(of: row), time: time)
      }
      guard let next = pager.offset(at: time) else { break }
      offset = next
      table.layOut(at: offset)
    }
    return (row, offset)
  }

  @Test func selfSizingRowsRestOnTheirActualEdge() {
    var table = SelfSizingTable(count: 400)
    let (row, offset) = Self.fling(&table, remeasures: true)
    #expect(row > 20, "a long fling: row \(row)")
    #expect(abs(offset - table.minY(row)) < 1e-9, "on the row's edge as laid out")
    #expect(abs(offset - table.actualMinY(row)) < 1e-9, "every row above it has its actual height")
    // Without measuring again, the estimate at release puts the content mid-row.
    var stale = SelfSizingTable(count: 400)
    let (staleRow, staleOffset) = Self.fling(&stale, remeasures: false)
    #expect(staleRow == row)
    #expect(abs(staleOffset - stale.minY(staleRow)) > 100, "rests \(stale.minY(staleRow) - staleOffset) pt off")
  }
}

@Suite struct SectionedIndexTests {
  @Test func flatIndicesOverSections() {
    let index = SectionedIndex(counts: [3, 0, 2, -4, 1])
    #expect(index.total == 6)
    let locations = (0..<6).map { index.location(of: $0) }
    #expect(locations.map(\.section) == [0, 0, 0, 2, 2, 4], "the empty sections are skipped")
    #expect(locations.map(\.item) == [0, 1, 2, 0, 1, 0])
    #expect(index.location(of: 99) == (4, 0), "clamped")
    #expect(SectionedIndex(counts: []).location(of: 3) == (0, 0))
    #expect(SectionedIndex(counts: [Int.max, 5]).total == Int.max, "saturates")
  }
}

/// A right-to-left horizontal collection view: item i's `frame.minX` descends with i (item 0
/// at the right). Five 400-pt pages in a 400-pt viewport: item i rests at (4 − i) × 400, so
/// offsets 0…1600, item 0 at 1600 and item 4 at 0.
@Suite struct RightToLeftMeasuredPagesTests {
  static let edges = (0..<5).map { Double(4 - $0) * 400 }

  static func pages() -> MeasuredPageAnchors {
    MeasuredPageAnchors(count: 5, leadingInset: 0, validOffsets: 0...1600) { edges[$0] }
  }

  /// Releases a drag from `start` at `release` with `velocity` (pt/ms): the target item and
  /// the offset the settle ends at.
  static func release(
    from start: Double, at release: Double, velocity: Double, policy: SnapPolicy
  ) -> (item: Int?, rest: Double?) {
    var pager = ScrollViewPaging(anchors: .uniform(count: 0, pitch: 1), policy: policy)
    var pages = pages()
    pager.willBeginDragging(offset: start, pages: &pages)
    pages = Self.pages()
    _ = pager.willEndDragging(offset: release, velocityPerMillisecond: velocity, time: 0, pages: &pages)
    let item = pager.targetIndex
    return (item, pager.offset(at: 1e6))
  }

  @Test func theAnchorsAreReadInTheirOrder() {
    var pages = Self.pages()
    #expect(pages.descends() == true)
    #expect(pages.offset(ofPage: 0) == 1600)
    #expect(pages.offset(ofPage: 4) == 0)
    #expect(pages.page(atPosition: 0) == 4, "the lowest offset is the last item's")
    #expect(pages.nearestPosition(to: 1150) == 3, "position 3 rests at 1200: item 1")
    let nearest = pages.nearestPosition(to: 1150)
    #expect(pages.page(atPosition: nearest) == 1)
  }

  /// A fling towards lower offsets (the content moves right, showing the items after item 1)
  /// from item 1 (1200) goes one item on: item 2, at 800.
  @Test func aFlingTowardsLowerOffsetsGoesToTheNextItem() {
    let result = Self.release(from: 1200, at: 1100, velocity: -2, policy: .paging)
    #expect(result.item == 2)
    #expect(result.rest == 800)
  }

  /// A fling towards higher offsets from item 2 (800) goes back to item 1, at 1200.
  @Test func aFlingTowardsHigherOffsetsGoesToThePreviousItem() {
    let result = Self.release(from: 800, at: 900, velocity: 2, policy: .paging)
    #expect(result.item == 1)
    #expect(result.rest == 1200)
  }

  /// A slow release at 1150 rests on the nearest item: item 1 (1200), not item 3.
  @Test func aSlowReleaseRestsOnTheNearestItem() {
    let result = Self.release(from: 1200, at: 1150, velocity: 0, policy: .nearest)
    #expect(result.item == 1)
    #expect(result.rest == 1200)
  }

  /// Seeded: the same pages given in descending order rest at the same offset as in
  /// ascending order, on the mirrored item (count − 1 − i) unless all pages rest at one offset.
  @Test func descendingEdgesRestWhereAscendingOnesDo() {
    var rng = SplitMix64(seed: 3131)
    for _ in 0..<300 {
      let count = Int.random(in: 2...40, using: &rng)
      let (ascending, edge) = MeasuredPageAnchorsTests.randomEdges(count: count, using: &rng)
      let descending = Array(ascending.reversed())
      let viewport = Double.random(in: 300...900, using: &rng)
      let inset = Double.random(in: 0...100, using: &rng)
      let valid = -inset...max(edge + inset - viewport, -inset)
      let policy: SnapPolicy = [.nearest, .paging, .paging(maxItems: 3)].randomElement(using: &rng)!
      let start = Double.random(in: valid, using: &rng)
      let release = min(max(start + .random(in: -400...400, using: &rng), valid.lowerBound), valid.upperBound)
      let velocity = Double.random(in: -8...8, using: &rng)
      func run(_ edges: [Double]) -> (Int?, Double?) {
        var pager = ScrollViewPaging(anchors: .uniform(count: 0, pitch: 1), policy: policy)
        var pages = MeasuredPageAnchors(count: count, leadingInset: inset, validOffsets: valid) { edges[$0] }
        pager.willBeginDragging(offset: start, pages: &pages)
        pages = MeasuredPageAnchors(count: count, leadingInset: inset, validOffsets: valid) { edges[$0] }
        _ = pager.willEndDragging(offset: release, velocityPerMillisecond: velocity, time: 0, pages: &pages)
        let item = pager.targetIndex
        return (item, pager.offset(at: 1e6))
      }
      let (ascendingItem, ascendingRest) = run(ascending)
      let (descendingItem, descendingRest) = run(descending)
      #expect(descendingRest == ascendingRest, "count \(count) \(policy) from \(start) at \(release) v \(velocity)")
      // Content shorter than the viewport: every page rests at the one offset, in no order.
      guard valid.lowerBound < valid.upperBound else { continue }
      #expect(descendingItem == ascendingItem.map { count - 1 - $0 })
    }
  }
}
