extension SlotPlanner {
  /// Moves the plan to new positions after a data change that keeps some items (inserts,
  /// deletes, moves): the slot that showed position `p` shows `transform(p)` from now on and
  /// keeps its change, so its view is not configured again; a slot whose position maps to
  /// `nil` (its item is gone), or to a position another slot already took, is freed and
  /// reports ``Change/cleared``. The next ``update(visible:)`` then assigns what is newly
  /// visible, as usual.
  ///
  /// With `holdingReleased`, a slot whose position maps to `nil` is held instead of freed: it
  /// shows no position, reports ``Change/unchanged`` and is not reused until
  /// ``releaseHeld()`` (the view of a deleted item that disappears with an animation).
  ///
  /// - Complexity: O(s²) for s shown slots (an insertion sort; s is a handful), no
  ///   allocation once the storage has grown.
  package mutating func remap(holdingReleased: Bool = false, _ transform: (Int) -> Int?) {
    incomingPositions.removeAll(keepingCapacity: true)
    incomingSlots.removeAll(keepingCapacity: true)
    for index in shownPositions.indices {
      let slot = shownSlots[index]
      guard let position = transform(shownPositions[index]) else {
        if holdingReleased {
          slotPositions[slot] = nil
          heldSlots.append(slot)
        } else {
          release(slot)
        }
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

  /// Holds the slot that shows `position`, as a remap that deletes it does (its view moves
  /// away with an animation: an item that leaves the screen for its new place), and returns
  /// it; `nil` when no slot shows it. O(shown slots).
  package mutating func hold(showing position: Int) -> Int? {
    guard let index = shownPositions.firstIndex(of: position) else { return nil }
    let slot = shownSlots[index]
    shownPositions.remove(at: index)
    shownSlots.remove(at: index)
    slotPositions[slot] = nil
    heldSlots.append(slot)
    return slot
  }

  /// Whether `slot` is held (``remap(holdingReleased:_:)``). O(held slots).
  package func isHeld(_ slot: Int) -> Bool { heldSlots.contains(slot) }

  /// Frees the held `slot` (nothing for a slot not held): it reports ``Change/cleared`` (its
  /// view is hidden) and may be reused. O(held slots).
  package mutating func releaseHeld(_ slot: Int) {
    guard let k = heldSlots.firstIndex(of: slot) else { return }
    heldSlots.remove(at: k)
    release(slot)
  }

  /// Frees `slot`: it shows nothing and reports ``Change/cleared``.
  private mutating func release(_ slot: Int) {
    slotPositions[slot] = nil
    changes[slot] = .cleared
    freeSlots.append(slot)
  }
}
