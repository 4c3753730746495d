/// Where each item of one snapshot of identifiers went in the next: the mapping that
/// ``CarouselAction/data(_:time:)`` takes, from two lists of identifiers as a
/// diffable data source gives them.
package enum SnapshotDiff {
  /// For each index of `old`, the index of the same identifier in `new`, or `nil` when it is
  /// gone. An identifier that appears twice maps its first occurrence to the first in `new`,
  /// and the second to nothing (identifiers are meant to be unique).
  ///
  /// - Complexity: O(old + new) expected (a dictionary of `new`).
  package static func mapping<ID: Hashable>(from old: [ID], to new: [ID]) -> [Int?] {
    var position: [ID: Int] = [:]
    position.reserveCapacity(new.count)
    for (index, id) in new.enumerated() where position[id] == nil { position[id] = index }
    var taken = Set<Int>()
    return old.map { id in
      guard let index = position[id], taken.insert(index).inserted else { return nil }
      return index
    }
  }
}
