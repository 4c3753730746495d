/// Inserts, deletes and moves described as `UICollectionView.performBatchUpdates(_:completion:)`
/// takes them, turned into one ``CarouselDataChange``.
///
/// The indices follow UIKit's documented order ("Deletes are processed before inserts in
/// batch operations", `performBatchUpdates(_:completion:)`): deleted indices and the sources
/// of moves are indices before the batch; inserted indices and the destinations of moves are
/// indices after it. The items that are neither deleted nor moved keep their order and fill
/// the places left.
public struct CarouselBatch: Sendable, Hashable {
  /// One move, from an index before the batch to one after it.
  public struct Move: Sendable, Hashable {
    public var from: Int
    public var to: Int
  }

  /// The inserted indices (after the batch), in the order given.
  public private(set) var insertions: [Int] = []
  /// The deleted indices (before the batch), in the order given.
  public private(set) var deletions: [Int] = []
  /// The moves, in the order given.
  public private(set) var moves: [Move] = []

  /// An empty batch.
  public init() {}

  /// Inserts items at `indices` (indices after the batch).
  public mutating func insertItems(at indices: [Int]) { insertions.append(contentsOf: indices) }

  /// Deletes the items at `indices` (indices before the batch).
  public mutating func deleteItems(at indices: [Int]) { deletions.append(contentsOf: indices) }

  /// Moves the item at `index` (before the batch) to `newIndex` (after it).
  public mutating func moveItem(at index: Int, to newIndex: Int) { moves.append(Move(from: index, to: newIndex)) }

  /// The number of items after the batch, from `oldCount` before it (negative counts as 0).
  public func count(after oldCount: Int) -> Int {
    max(max(oldCount, 0) - deletions.count + insertions.count, 0)
  }

  /// The data change of this batch on `oldCount` items, or `nil` when the batch does not
  /// describe one (where UIKit raises an exception): an index out of range, an index deleted,
  /// inserted or moved twice, a deleted item moved, two items to one place.
  ///
  /// - Complexity: O(old count + batch size).
  public func dataChange(oldCount: Int, animation: CarouselChangeAnimation? = nil) -> CarouselDataChange? {
    let oldCount = max(oldCount, 0)
    let newCount = oldCount - deletions.count + insertions.count
    guard newCount >= 0 else { return nil }
    // What leaves each old place: nothing (stays in order), deleted, or moved.
    var leaves = [Bool](repeating: false, count: oldCount)
    for index in deletions {
      guard index >= 0, index < oldCount, !leaves[index] else { return nil }
      leaves[index] = true
    }
    // The old item at each new place (−1: an inserted item, −2: free).
    var placed = [Int](repeating: -2, count: newCount)
    for index in insertions {
      guard index >= 0, index < newCount, placed[index] == -2 else { return nil }
      placed[index] = -1
    }
    for move in moves {
      guard move.from >= 0, move.from < oldCount, !leaves[move.from], move.to >= 0, move.to < newCount,
        placed[move.to] == -2
      else { return nil }
      leaves[move.from] = true
      placed[move.to] = move.from
    }
    var mapping = [Int?](repeating: nil, count: oldCount)
    var free = 0
    for old in 0..<oldCount where !leaves[old] {
      while free < newCount && placed[free] != -2 { free += 1 }
      guard free < newCount else { return nil }
      mapping[old] = free
      free += 1
    }
    for move in moves { mapping[move.from] = move.to }
    return CarouselDataChange(count: newCount, mapping: mapping, animation: animation)
  }
}
