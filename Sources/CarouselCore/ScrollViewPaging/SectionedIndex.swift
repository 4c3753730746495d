/// A flat page index over the sections of a table or collection view: page i is row
/// i − (rows of the sections before) of its section. Built once per release from the
/// sections' counts (O(sections)); each lookup is a binary search, O(log sections).
package struct SectionedIndex: Sendable, Hashable {
  /// The index of each section's first page (one more entry: the total).
  private let starts: [Int]

  /// Creates the index; negative counts count as 0.
  package init(counts: [Int]) {
    var starts = [0]
    starts.reserveCapacity(counts.count + 1)
    for count in counts {
      // Saturating: no overflow whatever the counts.
      let (sum, overflow) = starts[starts.count - 1].addingReportingOverflow(max(count, 0))
      starts.append(overflow ? Int.max : sum)
    }
    self.starts = starts
  }

  /// The number of pages in all sections.
  package var total: Int { starts[starts.count - 1] }

  /// The section and the item (row) of page `index`, clamped into 0..<``total`` (section 0,
  /// item 0 when there are none). Empty sections are skipped.
  package func location(of index: Int) -> (section: Int, item: Int) {
    guard total > 0 else { return (0, 0) }
    let i = min(max(index, 0), total - 1)
    // The last section whose start is ≤ i.
    var low = 0
    var high = starts.count - 1
    while high - low > 1 {
      let mid = (low + high) / 2
      if starts[mid] <= i { low = mid } else { high = mid }
    }
    return (low, i - starts[low])
  }
}
