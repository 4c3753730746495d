/// Assigns the visible track positions of a carousel to a few reusable views ("slots").
///
/// Every frame, the layout tells which *track positions* are visible (any integers; the item
/// shown at position p is p mod count, see ``TrackPosition``). The planner keeps a slot for
/// each of them:
///
/// - a slot keeps its position for as long as that position stays visible, so a view whose
///   item did not change is never reconfigured;
/// - a position that becomes visible takes a free slot: the one that became free most
///   recently (last in, first out; of the slots freed in the same update, the one whose
///   position was lowest goes first; after `init(expectedSlots:)` or `reset()`, the
///   lowest-numbered slot goes first). A new slot is created only when none is free, so
///   `slotCount` is the most positions ever visible at once (3 for a phone banner: the
///   centre item and the edges of its two neighbours);
/// - a position that stops being visible frees its slot: the view is hidden and kept for
///   reuse, not destroyed.
///
/// For every slot it records what the front end has to do (``Change``) since it last drew
/// (`acknowledgeChanges()`): ``Change/assigned`` (configure the view with the item of its
/// new position), ``Change/cleared`` (hide it) or ``Change/unchanged`` (leave it alone).
///
/// The front ends do not drive it themselves: ``CarouselDriver`` owns one and updates it on
/// every frame that moved the content or changed the data (from the layout's visible items,
/// ``CarouselLayout/visibleItems(offset:count:viewport:isLooping:into:)``, in ascending track
/// positions). A front end reads the plan through the driver, the same way whatever draws the
/// views: ``CarouselDriver/slotCount`` views, `change(inSlot:)` to configure an
/// assigned view with the item of ``CarouselDriver/attributes(inSlot:)`` and hide a cleared
/// one, those attributes to place every shown view, then
/// `acknowledgeChanges()`. Nothing is allocated from frame to frame. An app
/// names only ``Change`` (and ``maximumExpectedSlots``); the planner's own methods are `package`.
///
/// ```swift
/// // UIKit (CarouselView): after the driver advanced, in layoutSubviews.
/// for slot in 0..<driver.slotCount {
///   guard let item = driver.attributes(inSlot: slot) else { slotViews[slot].isHidden = true; continue }
///   if driver.change(inSlot: slot) == .assigned { slotViews[slot].configure(with: banners[item.index]) }
///   slotViews[slot].isHidden = false
///   slotViews[slot].apply(item)  // center, size, scale…
/// }
/// driver.acknowledgeChanges()
/// ```
///
/// A server-driven page (the playground) sends the page every slot whose change is not
/// ``Change/unchanged``, with the item's attributes; the page keeps one absolutely positioned
/// element per slot and replaces its content only when assigned. SwiftUI does not use the slot
/// as a view's identity: each visible item's view is identified by its item's ID and its loop
/// copy (``CarouselDriver/visibleCopy(inSlot:)``, ``VisibleCopy``), so `@State`, `.task` and
/// `.onAppear` in an item view stay with their item however slots are reused and whatever the
/// data changes.
///
/// A looping engine re-bases its offset by whole cycles: hand the planner unwrapped positions
/// (``ScrollEngine/cycle`` × count + the layout's position, as ``CarouselDriver`` does) so
/// that a re-base reconfigures nothing. After a data reload, call `reset()`: the next update
/// configures every visible slot again.
///
/// Storage is preallocated (`init(expectedSlots:)`) and grows only when the slot count or
/// the most positions ever passed to one update grows; in steady state an update allocates
/// nothing and uses no dictionary or set. It is a value type: as with any array, a copy shares
/// its storage until one of the two is mutated, which then copies it once.
///
/// - Complexity: `update(visible:)` is O(slots + visible) for ascending input, independent
///   of the item count.
public struct SlotPlanner: Sendable {
  /// What happened to one slot in the latest update.
  public enum Change: Sendable, Hashable {
    /// The slot shows what it showed before the update (a position, or nothing): leave its
    /// view alone, except for moving it to its new frame.
    case unchanged
    /// The slot now shows a new position: configure its view with that position's item and
    /// show it.
    case assigned
    /// The slot showed a position and now shows nothing: hide its view (keep it for reuse).
    case cleared
  }

  /// The largest capacity hint honoured by `init(expectedSlots:)`.
  public static let maximumExpectedSlots = 1024

  /// The position shown by each slot, `nil` when the slot is free.
  @usableFromInline var slotPositions: [Int?]
  /// The change of each slot in the latest update.
  @usableFromInline var changes: [Change]
  /// Free slots, a stack: the last one is taken first.
  @usableFromInline var freeSlots: [Int]
  /// The positions shown, ascending, without duplicates.
  @usableFromInline var shownPositions: [Int]
  /// The slot of each entry of `shownPositions`.
  @usableFromInline var shownSlots: [Int]
  /// The positions of the update in progress (then ascending, without duplicates).
  @usableFromInline var incomingPositions: [Int]
  /// The slot of each entry of `incomingPositions`, −1 while it has none.
  @usableFromInline var incomingSlots: [Int]
  /// Whether the update in progress received its positions in strictly ascending order.
  @usableFromInline var incomingIsAscending = true
  /// Slots that show no position and are not free: held by the views of deleted items that
  /// leave with an animation (``remap(holdingReleased:_:)``), until ``releaseHeld()``.
  @usableFromInline var heldSlots: [Int] = []

  /// Creates a planner with no slot.
  ///
  /// - Parameter expectedSlots: a capacity hint, the most positions expected to be visible
  ///   at once; storage for that many slots is reserved up front. Negative values are treated
  ///   as 0, values above ``maximumExpectedSlots`` as that. More slots are created as needed
  ///   whatever the hint.
  package init(expectedSlots: Int = 8) {
    let capacity = min(max(expectedSlots, 0), Self.maximumExpectedSlots)
    slotPositions = []
    changes = []
    freeSlots = []
    shownPositions = []
    shownSlots = []
    incomingPositions = []
    incomingSlots = []
    slotPositions.reserveCapacity(capacity)
    changes.reserveCapacity(capacity)
    freeSlots.reserveCapacity(capacity)
    shownPositions.reserveCapacity(capacity)
    shownSlots.reserveCapacity(capacity)
    incomingPositions.reserveCapacity(capacity)
    incomingSlots.reserveCapacity(capacity)
  }

  // MARK: - Reading the plan

  /// The number of slots created so far: the most positions ever visible at once (a
  /// ``reset()`` keeps them). Slots are numbered `0..<slotCount`. O(1).
  package var slotCount: Int { slotPositions.count }

  /// The track position shown by `slot`, or `nil` when the slot shows nothing (also for a
  /// slot number outside `0..<slotCount`). O(1).
  package func position(inSlot slot: Int) -> Int? {
    guard slotPositions.indices.contains(slot) else { return nil }
    return slotPositions[slot]
  }

  /// The slot showing the track position `position`, or `nil` when it is not shown.
  ///
  /// - Complexity: O(log visible), a binary search of the shown positions.
  package func slot(showing position: Int) -> Int? {
    var low = 0
    var high = shownPositions.count
    while low < high {
      let middle = low + (high - low) / 2
      if shownPositions[middle] < position { low = middle + 1 } else { high = middle }
    }
    guard low < shownPositions.count, shownPositions[low] == position else { return nil }
    return shownSlots[low]
  }

  /// What happened to `slot` since the front end last called `acknowledgeChanges()`:
  /// ``Change/assigned`` (it now shows a new position: configure its view),
  /// ``Change/cleared`` (it shows nothing: hide it) or ``Change/unchanged``.
  ///
  /// Changes accumulate over updates until they are acknowledged, the latest one winning: a
  /// slot assigned by one update and kept by the next still reports ``Change/assigned``; one
  /// assigned and then freed reports ``Change/cleared``. So a front end that draws less
  /// often than the plan is updated (several touches between two display-link frames, a
  /// page that receives a frame per message batch) never misses a change. This is the one
  /// record of slot changes: ``CarouselDriver`` and every front end read it here.
  ///
  /// After ``reset()``, the slots that showed a position report ``Change/cleared`` until the
  /// next update assigns them again. A slot number outside `0..<slotCount` reports
  /// ``Change/unchanged``. O(1).
  /// Whether the positions shown are exactly `items`' positions plus `base`, in that order
  /// (ascending, so the plan would not change). O(items).
  func shows(positionsOf items: [ItemAttributes], offsetBy base: Int) -> Bool {
    guard items.count == shownPositions.count else { return false }
    for i in items.indices where items[i].position &+ base != shownPositions[i] { return false }
    return true
  }

  package func change(inSlot slot: Int) -> Change {
    guard changes.indices.contains(slot) else { return .unchanged }
    return changes[slot]
  }

  /// Whether any slot reports a change (not ``Change/unchanged``). O(slots).
  package var hasChanges: Bool {
    for change in changes where change != .unchanged { return true }
    return false
  }

  /// Marks every change as drawn: from now on every slot reports ``Change/unchanged`` until
  /// an update or a reset changes it. Call it after drawing the slots. O(slots).
  package mutating func acknowledgeChanges() {
    for slot in changes.indices { changes[slot] = .unchanged }
  }

  // MARK: - Updating the plan

  /// Updates the plan with the positions visible now.
  ///
  /// `visible` should hold the visible track positions in ascending order without
  /// duplicates, as a layout produces them. Other input is handled too: duplicates are
  /// ignored and the order is not required (such input is sorted first, which costs
  /// O(visible²) for up to 64 positions and O(visible log visible) above, and may then
  /// allocate). Any `Int` is a valid position.
  ///
  /// Afterwards every visible position is in exactly one slot; a position that was visible
  /// in the previous update keeps its slot and its change; a newly visible one takes a free
  /// slot (see the type's documentation for which), which reports ``Change/assigned``; a
  /// slot whose position is no longer visible reports ``Change/cleared``, unless it was
  /// reused in the same update (then ``Change/assigned``). Changes accumulate until
  /// `acknowledgeChanges()`.
  ///
  /// - Parameter visible: the visible track positions, ascending.
  /// - Complexity: O(slots + visible) for ascending input, independent of the item count;
  ///   no allocation once the storage has grown to the most slots and positions seen.
  @inlinable
  package mutating func update(visible: some Sequence<Int>) {
    incomingPositions.removeAll(keepingCapacity: true)
    incomingIsAscending = true
    for position in visible {
      if let last = incomingPositions.last, last >= position { incomingIsAscending = false }
      incomingPositions.append(position)
    }
    applyIncoming()
  }

  /// Forgets every assignment (after a data reload) and keeps the slots: every slot becomes
  /// free and the next update assigns every visible position again (reporting
  /// ``Change/assigned``), in the lowest-numbered slots first. Slots that showed a position
  /// and are not reassigned by that update report ``Change/cleared`` in it, so their views
  /// get hidden. O(slots).
  /// Held slots (``remap(holdingReleased:_:)``) are released too.
  package mutating func reset() {
    for slot in slotPositions.indices {
      if slotPositions[slot] != nil {
        changes[slot] = .cleared
        slotPositions[slot] = nil
      }
    }
    shownPositions.removeAll(keepingCapacity: true)
    shownSlots.removeAll(keepingCapacity: true)
    freeSlots.removeAll(keepingCapacity: true)
    for slot in slotPositions.indices.reversed() { freeSlots.append(slot) }
    // Held slots are free again, and hidden.
    for slot in heldSlots { changes[slot] = .cleared }
    heldSlots.removeAll(keepingCapacity: true)
  }

  // MARK: - Internals

  /// The capacities of the planner's storage, to check that steady-state updates do not
  /// allocate. A test hook (internal): no front end needs it, and the tests have no other way
  /// to see an allocation.
  var storageCapacities: [Int] {
    [
      slotPositions.capacity, changes.capacity, freeSlots.capacity, shownPositions.capacity,
      shownSlots.capacity, incomingPositions.capacity, incomingSlots.capacity,
    ]
  }

  /// Completes ``update(visible:)`` once `incomingPositions` holds the visible positions:
  /// normalises them, merges them with the shown positions, frees and assigns slots.
  @usableFromInline
  mutating func applyIncoming() {
    if !incomingIsAscending { normaliseIncoming() }

    // Merge the shown positions with the incoming ones (both ascending): a shown position
    // that is not incoming frees its slot; one that is keeps its slot; an incoming one that
    // is not shown waits for a slot (−1).
    incomingSlots.removeAll(keepingCapacity: true)
    var shown = 0
    var incoming = 0
    while shown < shownPositions.count || incoming < incomingPositions.count {
      if incoming == incomingPositions.count
        || (shown < shownPositions.count && shownPositions[shown] < incomingPositions[incoming])
      {
        let slot = shownSlots[shown]
        slotPositions[slot] = nil
        changes[slot] = .cleared
        shown += 1
      } else if shown == shownPositions.count || incomingPositions[incoming] < shownPositions[shown] {
        incomingSlots.append(-1)
        incoming += 1
      } else {
        incomingSlots.append(shownSlots[shown])
        shown += 1
        incoming += 1
      }
    }

    // The slots freed now are taken first, in the order of the positions they showed.
    for index in shownSlots.indices.reversed() where slotPositions[shownSlots[index]] == nil {
      freeSlots.append(shownSlots[index])
    }

    // Newly visible positions, ascending, take free slots, or new ones when none is free.
    for index in incomingPositions.indices where incomingSlots[index] < 0 {
      let slot: Int
      if let free = freeSlots.popLast() {
        slot = free
      } else {
        slot = slotPositions.count
        slotPositions.append(nil)
        changes.append(.unchanged)
      }
      slotPositions[slot] = incomingPositions[index]
      changes[slot] = .assigned
      incomingSlots[index] = slot
    }

    swap(&shownPositions, &incomingPositions)
    swap(&shownSlots, &incomingSlots)
  }

  /// Sorts `incomingPositions` and removes its duplicates, in place: insertion sort up to 64
  /// positions (no allocation), the standard library's sort above.
  @usableFromInline
  mutating func normaliseIncoming() {
    if incomingPositions.count <= 64 {
      for index in incomingPositions.indices.dropFirst() {
        let position = incomingPositions[index]
        var hole = index
        while hole > 0 && incomingPositions[hole - 1] > position {
          incomingPositions[hole] = incomingPositions[hole - 1]
          hole -= 1
        }
        incomingPositions[hole] = position
      }
    } else {
      incomingPositions.sort()
    }
    var kept = 0
    for index in incomingPositions.indices where kept == 0 || incomingPositions[index] != incomingPositions[kept - 1] {
      incomingPositions[kept] = incomingPositions[index]
      kept += 1
    }
    incomingPositions.removeLast(incomingPositions.count - kept)
  }
}
