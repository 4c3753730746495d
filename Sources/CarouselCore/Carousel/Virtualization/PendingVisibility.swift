/// The appear and disappear events the driver has noted and not yet returned
/// (``ScrollEvents/appeared`` and ``ScrollEvents/disappeared``), in buffers it reuses.
///
/// The lists a call returns are these buffers themselves (arrays share their storage); the
/// next call that notes a change empties them keeping their capacity. When the front end has
/// dropped the events it was given (as it does once it has acted on them), the buffers are
/// uniquely referenced again and a frame where items come and go allocates nothing; when it
/// keeps them, copy-on-write gives the driver new buffers and what the front end holds never
/// changes.
struct PendingVisibility: Sendable {
  /// The copies that appeared, in order (already returned when ``delivered``).
  private var appeared: [VisibleCopy] = []
  /// The copies that disappeared, in order (already returned when ``delivered``).
  private var disappeared: [VisibleCopy] = []
  /// Whether the lists were returned by ``deliver(into:)`` and are stale.
  private var delivered = false
  /// How many of the pending disappearances are sealed (``seal()``): no later appearance
  /// cancels them.
  private var sealedDisappeared = 0
  /// Scratch lists of one comparison: what changed, slot by slot (empty between comparisons).
  private var slotAppeared: [VisibleCopy] = []
  private var slotDisappeared: [VisibleCopy] = []

  /// One comparison of every slot, old copy against new: ``record(_:_:)`` for each slot
  /// whose copy changed, in slot order, then ``finishNote()``.
  ///
  /// A slot showed `before` and shows `now` (either may be `nil`).
  mutating func record(_ before: VisibleCopy?, _ now: VisibleCopy?) {
    if let before { slotDisappeared.append(before) }
    if let now { slotAppeared.append(now) }
  }

  /// Ends the comparison: a copy that only moved to another slot neither appeared nor
  /// disappeared, and one that appeared since the last ``deliver(into:)`` and now disappears
  /// (or the reverse) is reported by neither list (``ScrollEvents/merge(_:)``'s rule).
  mutating func finishNote() {
    guard !slotAppeared.isEmpty || !slotDisappeared.isEmpty else { return }
    if delivered {
      appeared.removeAll(keepingCapacity: true)
      disappeared.removeAll(keepingCapacity: true)
      delivered = false
      sealedDisappeared = 0
    }
    // Appearing first, each cancelling a disappearance of the same call (a move), then against
    // the pending disappearances; then the remaining disappearances against the pending
    // appearances: the order of ScrollEvents.merge.
    var kept = 0
    for i in slotAppeared.indices {
      let copy = slotAppeared[i]
      if let k = slotDisappeared.firstIndex(of: copy) {
        slotDisappeared.remove(at: k)
      } else {
        slotAppeared[kept] = copy
        kept += 1
      }
    }
    for copy in slotAppeared[..<kept] {
      if let k = disappeared[sealedDisappeared...].firstIndex(of: copy) {
        disappeared.remove(at: k)
      } else {
        appeared.append(copy)
      }
    }
    for copy in slotDisappeared {
      if let k = appeared.firstIndex(of: copy) {
        appeared.remove(at: k)
      } else {
        disappeared.append(copy)
      }
    }
    slotAppeared.removeAll(keepingCapacity: true)
    slotDisappeared.removeAll(keepingCapacity: true)
  }

  /// Makes the pending disappearances final: no later appearance of the same copy cancels
  /// them (after a data change that deleted items, the same index and cycle name another
  /// item, whose view comes as a new appearance).
  mutating func seal() {
    if delivered {
      appeared.removeAll(keepingCapacity: true)
      disappeared.removeAll(keepingCapacity: true)
      delivered = false
    }
    sealedDisappeared = disappeared.count
  }

  /// Renames the appearances not yet returned after a data change that moved items
  /// (`rename` gives a copy's new name, or `nil` to keep it), so that what is reported
  /// later names the items as the data now does.
  mutating func renamePendingAppearances(_ rename: (VisibleCopy) -> VisibleCopy?) {
    guard !delivered else { return }
    for i in appeared.indices {
      if let renamed = rename(appeared[i]) { appeared[i] = renamed }
    }
  }

  /// Puts the pending lists into `events` (empty lists when nothing is pending) and marks them
  /// returned.
  mutating func deliver(into events: inout ScrollEvents) {
    guard !delivered, !appeared.isEmpty || !disappeared.isEmpty else {
      // Most calls: nothing appeared, and the events' lists are already empty (assigning
      // would release and retain them for nothing).
      if !events.appeared.isEmpty { events.appeared = [] }
      if !events.disappeared.isEmpty { events.disappeared = [] }
      return
    }
    events.appeared = appeared
    events.disappeared = disappeared
    delivered = true
  }
}
