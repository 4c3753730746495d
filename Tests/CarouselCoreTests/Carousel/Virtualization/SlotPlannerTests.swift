import PropertyBased
import Testing

@testable import CarouselCore

extension SlotPlanner {
  /// The number of slots showing a position, counted through ``position(inSlot:)``.
  var slotsShowingAPosition: Int { (0..<slotCount).count { position(inSlot: $0) != nil } }
  /// The number of slots the latest update assigned, counted through ``change(inSlot:)``.
  var slotsAssigned: Int { (0..<slotCount).count { change(inSlot: $0) == .assigned } }
}

/// Follows a planner through its updates with an independent model (dictionaries and sets,
/// as the planner must not use) and checks every invariant after each update.
struct SlotPlanChecker {
  /// The position each slot's view shows, as a front end applying every change would have it.
  var viewPositions: [Int: Int] = [:]
  /// The slot of each position the planner may keep (cleared by a reset).
  var keptSlots: [Int: Int] = [:]
  /// The most distinct positions visible at once so far.
  var mostVisible = 0
  /// The changes the latest update reported, before they were acknowledged.
  var reported: [SlotPlanner.Change] = []

  /// Updates `planner` with `visible` and checks it against the model: (1) every visible
  /// position is in exactly one slot, (2) no slot shows a position that is not visible, (3) a
  /// position still visible keeps its slot and reports `.unchanged`, (4) the slot count is the
  /// most positions visible at once, (5) the assigned count is the number of newly visible
  /// positions; and every slot reports the change its view needs.
  mutating func update(
    _ planner: inout SlotPlanner, visible: [Int], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    planner.update(visible: visible)
    let visibleSet = Set(visible)
    mostVisible = max(mostVisible, visibleSet.count)

    var slots: [Int: Int] = [:]
    for slot in 0..<planner.slotCount {
      guard let position = planner.position(inSlot: slot) else { continue }
      #expect(slots[position] == nil, "position \(position) in two slots", sourceLocation: sourceLocation)
      #expect(visibleSet.contains(position), "slot \(slot) shows invisible \(position)", sourceLocation: sourceLocation)
      slots[position] = slot
    }
    #expect(Set(slots.keys) == visibleSet, "every visible position has a slot", sourceLocation: sourceLocation)
    #expect(planner.slotsShowingAPosition == visibleSet.count, sourceLocation: sourceLocation)
    for position in visibleSet {
      #expect(planner.slot(showing: position) == slots[position], sourceLocation: sourceLocation)
    }

    for (position, slot) in keptSlots where visibleSet.contains(position) {
      #expect(slots[position] == slot, "visible \(position) keeps slot \(slot)", sourceLocation: sourceLocation)
    }
    for slot in 0..<planner.slotCount {
      let now = planner.position(inSlot: slot)
      let expected: SlotPlanner.Change
      if let now, keptSlots[now] != slot {
        expected = .assigned
      } else if now == nil && viewPositions[slot] != nil {
        expected = .cleared
      } else {
        expected = .unchanged
      }
      #expect(planner.change(inSlot: slot) == expected, "slot \(slot)", sourceLocation: sourceLocation)
    }
    #expect(planner.slotCount == mostVisible, sourceLocation: sourceLocation)
    let newlyVisible = visibleSet.filter { keptSlots[$0] == nil }.count
    #expect(planner.slotsAssigned == newlyVisible, sourceLocation: sourceLocation)

    keptSlots = slots
    viewPositions = Dictionary(uniqueKeysWithValues: slots.map { ($1, $0) })
    // The front end draws every change, then acknowledges them.
    reported = (0..<planner.slotCount).map { planner.change(inSlot: $0) }
    planner.acknowledgeChanges()
  }

  /// Resets the planner; the model keeps what the views show but no kept slot.
  mutating func reset(_ planner: inout SlotPlanner) {
    planner.reset()
    keptSlots = [:]
  }
}

/// A carousel's geometry in points: items of `width`, `pitch` apart, the item at position 0
/// starting `inset` from the viewport's leading edge at offset 0.
struct StripGeometry {
  var viewport: Double
  var inset: Double
  var width: Double
  var pitch: Double

  /// The phone banner: 375-pt viewport, 16-pt insets, 8-pt spacing.
  static let phoneBanner = StripGeometry(viewport: 375, inset: 16, width: 343, pitch: 351)
  /// A wide selector: 1024-pt viewport, 160-pt items 12 pt apart.
  static let wideSelector = StripGeometry(viewport: 1024, inset: 0, width: 160, pitch: 172)

  /// The positions that overlap the viewport at `offset`, ascending.
  func visiblePositions(offset: Double) -> [Int] {
    var position = Int(((offset - inset - width) / pitch).rounded(.down))
    var result: [Int] = []
    while true {
      let minX = inset + Double(position) * pitch - offset
      if minX >= viewport { break }
      if minX + width > 0 { result.append(position) }
      position += 1
    }
    return result
  }
}

@Suite struct SlotPlannerTests {
  @Test func phoneBannerSlidingWindowsUseThreeSlotsAndKeepEachSlotWhileVisible() {
    var planner = SlotPlanner()
    planner.acknowledgeChanges()
    planner.update(visible: [-1, 0, 1])
    #expect(planner.slotCount == 3)
    #expect(planner.slotsAssigned == 3)
    #expect((0..<3).map { planner.position(inSlot: $0) } == [-1, 0, 1])
    #expect((0..<3).map { planner.change(inSlot: $0) } == [.assigned, .assigned, .assigned])
    let slotOfZero = planner.slot(showing: 0)
    #expect(slotOfZero == 1)

    planner.acknowledgeChanges()
    planner.update(visible: [0, 1])
    #expect(planner.slot(showing: 0) == slotOfZero)
    #expect((0..<3).map { planner.position(inSlot: $0) } == [nil, 0, 1])
    #expect((0..<3).map { planner.change(inSlot: $0) } == [.cleared, .unchanged, .unchanged])
    #expect(planner.slotsAssigned == 0)

    planner.acknowledgeChanges()
    planner.update(visible: [0, 1, 2])
    #expect(planner.slot(showing: 0) == slotOfZero)
    #expect((0..<3).map { planner.position(inSlot: $0) } == [2, 0, 1])
    #expect((0..<3).map { planner.change(inSlot: $0) } == [.assigned, .unchanged, .unchanged])
    #expect(planner.slotsAssigned == 1)

    planner.acknowledgeChanges()
    planner.update(visible: [1, 2])
    #expect(planner.slot(showing: 0) == nil)
    #expect((0..<3).map { planner.position(inSlot: $0) } == [2, nil, 1])
    #expect((0..<3).map { planner.change(inSlot: $0) } == [.unchanged, .cleared, .unchanged])

    planner.acknowledgeChanges()
    planner.update(visible: [1, 2, 3])
    #expect((0..<3).map { planner.position(inSlot: $0) } == [2, 3, 1])
    #expect((0..<3).map { planner.change(inSlot: $0) } == [.unchanged, .assigned, .unchanged])

    // On and on, in both directions: never more than 3 slots.
    var checker = SlotPlanChecker(mostVisible: 3)
    checker.keptSlots = [1: 2, 2: 0, 3: 1]
    checker.viewPositions = [0: 2, 1: 3, 2: 1]
    for centre in 2..<40 {
      checker.update(&planner, visible: [centre - 1, centre])
      checker.update(&planner, visible: [centre - 1, centre, centre + 1])
    }
    for centre in stride(from: 40, through: -40, by: -1) {
      checker.update(&planner, visible: [centre, centre + 1])
      checker.update(&planner, visible: [centre - 1, centre, centre + 1])
    }
    #expect(planner.slotCount == 3)
  }

  @Test func positionStaysInItsSlotForAsLongAsItIsVisible() {
    var planner = SlotPlanner()
    planner.acknowledgeChanges()
    planner.update(visible: [-1, 0, 1])
    let slot = planner.slot(showing: 0)
    for visible in [[0, 1], [0, 1, 2], [-2, -1, 0], [0], [-1, 0, 1]] {
      planner.acknowledgeChanges()
      planner.update(visible: visible)
      #expect(planner.slot(showing: 0) == slot)
      #expect(planner.change(inSlot: slot!) == .unchanged)
    }
  }

  @Test func freedSlotIsReusedBeforeAnOlderFreeOne() {
    var planner = SlotPlanner()
    planner.acknowledgeChanges()
    planner.update(visible: [0, 1, 2, 3])  // slots 0, 1, 2, 3
    planner.acknowledgeChanges()
    planner.update(visible: [2, 3])  // frees slots 0 and 1 together
    planner.acknowledgeChanges()
    planner.update(visible: [2, 3, 4])
    // Of slots freed in the same update, the one that showed the lower position goes first.
    #expect(planner.slot(showing: 4) == 0)
    planner.acknowledgeChanges()
    planner.update(visible: [3, 4])  // frees slot 2, more recently than slot 1
    planner.acknowledgeChanges()
    planner.update(visible: [3, 4, 5])
    #expect(planner.slot(showing: 5) == 2)
    planner.acknowledgeChanges()
    planner.update(visible: [3, 4, 5, 6])
    #expect(planner.slot(showing: 6) == 1)
    #expect(planner.slotCount == 4)
  }

  @Test func jumpReusesFreedSlotsInTheOrderOfTheirPositions() {
    var planner = SlotPlanner()
    planner.acknowledgeChanges()
    planner.update(visible: [0, 1, 2])
    planner.acknowledgeChanges()
    planner.update(visible: [100, 101, 102])
    #expect((0..<3).map { planner.position(inSlot: $0) } == [100, 101, 102])
    #expect((0..<3).map { planner.change(inSlot: $0) } == [.assigned, .assigned, .assigned])
    #expect(planner.slotsAssigned == 3)
    #expect(planner.slotCount == 3)
  }

  @Test func wideViewportUsesAtMostSevenSlots() {
    var planner = SlotPlanner()
    var checker = SlotPlanChecker()
    for start in -20..<20 {
      checker.update(&planner, visible: Array(start..<start + 5))
      checker.update(&planner, visible: Array(start..<start + 7))
      checker.update(&planner, visible: Array(start + 1..<start + 7))
    }
    #expect(planner.slotCount == 7)

    // The same from a real geometry scrolled across the whole range in both directions.
    var geometric = SlotPlanner()
    var geometricChecker = SlotPlanChecker()
    for frame in 0...1_200 {
      let offset = -4_000 + 7.3 * Double(frame)
      let visible = StripGeometry.wideSelector.visiblePositions(offset: offset)
      #expect((6...7).contains(visible.count))
      geometricChecker.update(&geometric, visible: visible)
    }
    #expect(geometric.slotCount == 7)
  }

  @Test func continuousScrollingAcrossTheSeamNeverShowsAPositionTwice() {
    var planner = SlotPlanner(expectedSlots: 3)
    var checker = SlotPlanChecker()
    // Back and forth through negative positions, at several speeds (points per frame).
    var offset = 0.0
    for (speed, frames) in [(-9.5, 400), (23.0, 300), (-61.0, 200), (4.0, 500), (130.0, 60), (-351.0, 20)] {
      for _ in 0..<frames {
        offset += speed
        checker.update(&planner, visible: StripGeometry.phoneBanner.visiblePositions(offset: offset))
      }
    }
    #expect(planner.slotCount == 3)
    #expect(checker.mostVisible == 3)
  }

  @Test func drivenByTheBannerLayoutAsDocumentedItUsesThreeSlots() {
    let layout: LinearLayout = .linear()
    let viewport = CarouselSize(width: 375, height: 200)
    var items: [ItemAttributes] = []
    var planner = SlotPlanner()
    var checked = SlotPlanner()
    var checker = SlotPlanChecker()
    var offset = 0.0
    for frame in 0..<1_500 {
      offset += frame < 700 ? -11.7 : 13.1
      layout.visibleItems(offset: offset, count: 5, viewport: viewport, isLooping: true, into: &items)
      planner.acknowledgeChanges()
      planner.update(visible: items.lazy.map(\.position))
      checker.update(&checked, visible: items.map(\.position))
      for slot in 0..<3 {
        #expect(planner.position(inSlot: slot) == checked.position(inSlot: slot))
        #expect(planner.change(inSlot: slot) == (slot < checker.reported.count ? checker.reported[slot] : .unchanged))
      }
    }
    #expect(planner.slotCount == 3)
    #expect(checker.mostVisible == 3)
  }

  @Test func changesAccumulateUntilAcknowledged() {
    var planner = SlotPlanner()
    planner.update(visible: [0, 1, 2])
    planner.update(visible: [1, 2, 3])
    // Slot 0 showed 0, then 3: still to be configured; nothing was drawn yet.
    #expect((0..<3).map { planner.change(inSlot: $0) } == [.assigned, .assigned, .assigned])
    planner.acknowledgeChanges()
    #expect((0..<3).map { planner.change(inSlot: $0) } == [.unchanged, .unchanged, .unchanged])
    planner.update(visible: [2, 3])
    planner.update(visible: [2, 3])
    #expect(
      (0..<3).map { planner.change(inSlot: $0) } == [.unchanged, .cleared, .unchanged], "a freed slot stays cleared")
    planner.update(visible: [2, 3, 4])
    #expect(planner.change(inSlot: 1) == .assigned, "reused before it was drawn: the latest change wins")
  }

  @Test func resetThenUpdateReassignsEverything() {
    var planner = SlotPlanner()
    planner.acknowledgeChanges()
    planner.update(visible: [0, 1, 2])
    planner.reset()
    #expect(planner.slotCount == 3)
    #expect(planner.slotsShowingAPosition == 0)
    #expect(planner.slotsAssigned == 0)
    #expect((0..<3).allSatisfy { planner.position(inSlot: $0) == nil })
    #expect(planner.slot(showing: 1) == nil)
    #expect((0..<3).map { planner.change(inSlot: $0) } == [.cleared, .cleared, .cleared])

    planner.acknowledgeChanges()
    planner.update(visible: [0, 1, 2])
    #expect(planner.slotsAssigned == 3)
    #expect((0..<3).map { planner.change(inSlot: $0) } == [.assigned, .assigned, .assigned])
    #expect((0..<3).map { planner.position(inSlot: $0) } == [0, 1, 2])

    // Fewer positions after a reload: the slots left over are hidden.
    planner.reset()
    planner.reset()
    planner.update(visible: [7])
    #expect((0..<3).map { planner.change(inSlot: $0) } == [.assigned, .cleared, .cleared])
    #expect(planner.slotCount == 3)

    // A slot already hidden (and drawn so) before the reset stays unchanged.
    planner.acknowledgeChanges()
    planner.reset()
    planner.update(visible: [8, 9])
    #expect((0..<3).map { planner.change(inSlot: $0) } == [.assigned, .assigned, .unchanged])
  }

  @Test func emptyUpdateClearsEverySlot() {
    var planner = SlotPlanner()
    planner.acknowledgeChanges()
    planner.update(visible: -1...1)
    planner.acknowledgeChanges()
    planner.update(visible: [])
    #expect(planner.slotCount == 3)
    #expect(planner.slotsShowingAPosition == 0)
    #expect((0..<3).map { planner.change(inSlot: $0) } == [.cleared, .cleared, .cleared])
    #expect((0..<3).allSatisfy { planner.position(inSlot: $0) == nil })
    planner.acknowledgeChanges()
    planner.update(visible: [])
    #expect((0..<3).map { planner.change(inSlot: $0) } == [.unchanged, .unchanged, .unchanged])

    var fresh = SlotPlanner(expectedSlots: 0)
    fresh.acknowledgeChanges()
    fresh.update(visible: [])
    #expect(fresh.slotCount == 0)
    #expect(fresh.slotsAssigned == 0)
  }

  @Test func duplicatesAreIgnoredAndOrderIsNotRequired() {
    var planner = SlotPlanner()
    planner.acknowledgeChanges()
    planner.update(visible: [2, 0, 1, 1, 2, 0])
    #expect(planner.slotCount == 3)
    #expect(planner.slotsShowingAPosition == 3)
    #expect(planner.slotsAssigned == 3)
    #expect((0..<3).map { planner.position(inSlot: $0) } == [0, 1, 2])
    let slotOfOne = planner.slot(showing: 1)

    planner.acknowledgeChanges()
    planner.update(visible: [1, 0, 0, 1])
    #expect(planner.slot(showing: 1) == slotOfOne)
    #expect(planner.slotsAssigned == 0)
    #expect(planner.slotCount == 3)

    // Many unsorted positions (past the insertion sort), extremes included.
    var many = Array((0..<100).reversed()) + [5, 5, Int.max, Int.min, Int.max]
    many.swapAt(3, 50)
    planner.acknowledgeChanges()
    planner.update(visible: many)
    #expect(planner.slotsShowingAPosition == 102)
    #expect(planner.slotCount == 102)
    #expect(planner.slot(showing: Int.min) != nil)
    #expect(planner.slot(showing: Int.max) != nil)
    #expect(planner.slot(showing: 1) == slotOfOne)
  }

  @Test func slotsOutsideTheRangeShowNothing() {
    var planner = SlotPlanner(expectedSlots: -5)
    #expect(planner.position(inSlot: 0) == nil)
    #expect(planner.change(inSlot: 0) == .unchanged)
    planner.acknowledgeChanges()
    planner.update(visible: [4])
    #expect(planner.position(inSlot: -1) == nil)
    #expect(planner.position(inSlot: 1) == nil)
    #expect(planner.change(inSlot: -1) == .unchanged)
    #expect(planner.change(inSlot: 1) == .unchanged)
    #expect(planner.slot(showing: 3) == nil)
    #expect(planner.slot(showing: 5) == nil)
    _ = SlotPlanner(expectedSlots: .max)  // The hint is clamped.
  }

  @Test func steadyStateUpdatesDoNotGrowTheStorage() {
    var planner = SlotPlanner(expectedSlots: 3)
    var offset = 0.0
    for _ in 0..<400 {
      offset -= 13
      planner.acknowledgeChanges()
      planner.update(visible: StripGeometry.phoneBanner.visiblePositions(offset: offset))
    }
    let capacities = planner.storageCapacities
    #expect(capacities.allSatisfy { $0 >= 3 })
    for frame in 0..<4_000 {
      offset += frame % 1_000 < 500 ? 17 : -29
      planner.acknowledgeChanges()
      planner.update(visible: StripGeometry.phoneBanner.visiblePositions(offset: offset))
      if frame % 1_333 == 0 { planner.reset() }
    }
    #expect(planner.storageCapacities == capacities)
    #expect(planner.slotCount == 3)
  }

  /// Random windows: a start and a length 0…8 moving by small steps, with occasional jumps.
  /// Each step: (kind, step, length, jump); kind 0 jumps to `jump`, the others move by `step`.
  static let windows = zip(Gen.int(in: 0...9), Gen.int(in: -3...3), Gen.int(in: 0...8), Gen.int(in: -1_000...1_000))
    .array(of: 1...60)

  @Test func randomWindowsKeepEveryInvariant() async {
    await propertyCheck(count: 400, input: Gen.int(in: -50...50), Self.windows) { start, steps in
      var planner = SlotPlanner(expectedSlots: 3)
      var checker = SlotPlanChecker()
      var first = start
      for (kind, step, length, jump) in steps {
        first = kind == 0 ? jump : first + step
        checker.update(&planner, visible: Array(first..<first + length))
      }
    }
  }

  @Test func seededRandomSweepWithCycleJumpsResetsAndMessyInput() {
    var rng = SplitMix64(seed: 2024)
    for _ in 0..<200 {
      var planner = SlotPlanner(expectedSlots: Int.random(in: 0...8, using: &rng))
      var checker = SlotPlanChecker()
      var first = Int.random(in: -100...100, using: &rng)
      var length = Int.random(in: 0...8, using: &rng)
      for _ in 0..<150 {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<3:
          first = Int.random(in: -10_000...10_000, using: &rng)
        case 3..<6:
          // A jump by whole cycles of 7 items.
          first += 7 * Int.random(in: -3...3, using: &rng)
        case 6..<8:
          checker.reset(&planner)
        default:
          first += Int.random(in: -2...2, using: &rng)
          length = max(0, min(8, length + Int.random(in: -1...1, using: &rng)))
        }
        var visible = Array(first..<first + length)
        if Int.random(in: 0..<10, using: &rng) == 0 {
          visible += visible.prefix(2)
          visible.shuffle(using: &rng)
        }
        checker.update(&planner, visible: visible)
      }
    }
  }
}
