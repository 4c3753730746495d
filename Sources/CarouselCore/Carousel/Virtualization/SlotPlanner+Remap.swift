extension SlotPlanner {
  /// Moves the plan to new positions after a data change that keeps some items (inserts,
  /// deletes, moves): the slot that showed position `p` shows `transform(p)` from now on and
  /// keeps its change, so its view is not configured again; a slot whose position maps to
  /// `nil` (its item is gone), or to a position another slot already took, is freed and
  /// reports ``Change/cleared``. The next ``update(visible:)`` then assigns what is newly
  /// visible, as usual.
  ///
  /// - Complexity: O(s²) for s shown slots (an insertion sort; s is a handful), no
  ///   allocation once the storage has grown.
  package mutating func remap(_ transform: (Int) -> Int?) {
    incomingPositions.removeAll(keepingCapacity: true)
    incomingSlots.removeAll(keepingCapacity: true)
    for index in shownPositions.indices {
      let slot = shownSlots[index]
      guard let position = transform(shownPositions[index]) else {
        release(slot)
        continue
      }
      // Insertion into the ascending list; a position already taken frees this slot.
      var hole = incomingPositions.count
      while hole > 0 && incomingPositions[hole - 1] > position { hole -= 1 }
      if hole > 0 && incomingPositions[hole - 1] == position {
        release(slot)
        continue
      }
      incomingPositions.insert(position, at: hole)
      incomingSlots.insert(slot, at: hole)
      slotPositions[slot] = position
    }
    swap(&shownPositions, &incomingPositions)
    swap(&shownSlots, &incomingSlots)
  }

  /// Frees `slot`: it shows nothing and reports ``Change/cleared``.
  private mutating func release(_ slot: Int) {
    slotPositions[slot] = nil
    changes[slot] = .cleared
    freeSlots.append(slot)
  }
}
