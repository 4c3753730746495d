import Testing

@testable import CarouselCore

/// Data changes that keep items (a diffable snapshot): the views of items still on screen are
/// kept, not configured again, and the carousel stays on its item.
@Suite struct BatchUpdateTests {
  static let phone = CarouselSize(width: 375, height: 200)

  /// What each shown slot shows, by the app's identity of the item (here: a name).
  static func shown<L>(_ driver: CarouselDriver<L>, names: [String]) -> [Int: String] {
    var result: [Int: String] = [:]
    for slot in 0..<driver.slotCount {
      if let item = driver.attributes(inSlot: slot) { result[slot] = names[item.index] }
    }
    return result
  }

  @Test(arguments: [false, true])
  func anInsertBeforeTheCurrentItemKeepsEveryVisibleView(looping: Bool) {
    var names = (0..<10).map { "item \($0)" }
    var driver = CarouselDriver(
      layout: .linear(), count: names.count, viewport: Self.phone,
      behavior: ScrollBehavior(isLooping: looping, snapping: .paging), index: 5)
    driver.acknowledgeChanges()
    let before = Self.shown(driver, names: names)
    names.insert("new", at: 0)
    driver.reload(count: names.count, mapping: { $0 + 1 }, at: 1)
    #expect(driver.currentIndex == 6, "still on \"item 5\"")
    #expect(Self.shown(driver, names: names) == before, "every slot shows the same item")
    for slot in 0..<driver.slotCount where driver.attributes(inSlot: slot) != nil {
      #expect(driver.change(inSlot: slot) == .unchanged, "slot \(slot) needs no new configuration")
    }
  }

  @Test func aDeletedVisibleItemIsClearedAndTheOthersAreKept() {
    var names = (0..<10).map { "item \($0)" }
    var driver = CarouselDriver(
      layout: .linear(), count: names.count, viewport: Self.phone, behavior: ScrollBehavior(snapping: .paging),
      index: 5)
    driver.acknowledgeChanges()
    let before = Self.shown(driver, names: names)
    let gone = before.first { $0.value == "item 6" }!.key
    names.remove(at: 6)
    driver.reload(count: names.count, mapping: { $0 == 6 ? nil : ($0 > 6 ? $0 - 1 : $0) }, at: 1)
    #expect(driver.currentIndex == 5)
    let after = Self.shown(driver, names: names)
    for (slot, name) in before where name != "item 6" {
      #expect(after[slot] == name, "\(name) keeps its view")
      #expect(driver.change(inSlot: slot) == .unchanged)
    }
    // The deleted item's slot now shows the item that slid in, configured afresh.
    #expect(after[gone] == nil || driver.change(inSlot: gone) == .assigned)
    #expect(Set(after.values).count == after.count)
  }

  @Test func aMoveOfTheCurrentItemFollowsItAndEmptyingOrFillingWorks() {
    var driver = CarouselDriver(
      layout: .linear(), count: 5, viewport: Self.phone, behavior: ScrollBehavior(snapping: .paging), index: 1)
    // Item 1 moves to the end.
    driver.reload(count: 5, mapping: { $0 == 1 ? 4 : ($0 > 1 ? $0 - 1 : $0) }, at: 1)
    #expect(driver.currentIndex == 4)
    driver.reload(count: 0, mapping: { _ in nil }, at: 2)
    #expect(driver.currentIndex == nil && driver.items.isEmpty)
    driver.reload(count: 3, mapping: { $0 }, at: 3)
    #expect(driver.currentIndex != nil && !driver.items.isEmpty)
    for slot in 0..<driver.slotCount where driver.attributes(inSlot: slot) != nil {
      #expect(driver.change(inSlot: slot) == .assigned)
    }
  }

  /// Seeded random snapshots on a planner alone: whatever the mapping, every shown position
  /// ends in exactly one slot, and kept positions keep their slots.
  @Test func remappingKeepsThePlanConsistent() {
    var rng = SplitMix64(seed: 5)
    for _ in 0..<300 {
      var planner = SlotPlanner()
      let first = Int.random(in: -20...20, using: &rng)
      let visible = Array(first...(first + Int.random(in: 0...6, using: &rng)))
      planner.update(visible: visible)
      planner.acknowledgeChanges()
      let shift = Int.random(in: -3...3, using: &rng)
      let dropped = Int.random(in: -20...30, using: &rng)
      let collide = Bool.random(using: &rng)
      planner.remap { p in p == dropped ? nil : (collide && p == first + 1 ? first + shift : p + shift) }
      var seen = Set<Int>()
      for slot in 0..<planner.slotCount {
        guard let p = planner.position(inSlot: slot) else { continue }
        #expect(seen.insert(p).inserted, "position \(p) in two slots")
        #expect(planner.slot(showing: p) == slot)
      }
      planner.update(visible: visible.map { $0 + shift })
      for p in visible.map({ $0 + shift }) { #expect(planner.slot(showing: p) != nil) }
    }
  }
}

/// Seeded random snapshots through the driver: a slot that reports `.unchanged` after a
/// batch update shows exactly the item it showed before (by the app's identity), so a front
/// end that keeps such views never shows a stale item.
@Suite struct BatchUpdatePropertyTests {
  @Test(arguments: [false, true])
  func unchangedSlotsAlwaysShowTheSameItem(looping: Bool) {
    var rng = SplitMix64(seed: looping ? 21 : 12)
    for _ in 0..<200 {
      var names = (0..<Int.random(in: 1...12, using: &rng)).map { "n\($0)" }
      var serial = names.count
      var driver = CarouselDriver(
        layout: .linear(itemSize: .fraction(Double.random(in: 0.3...1, using: &rng)), spacing: 8), count: names.count,
        viewport: CarouselSize(width: 375, height: 200), behavior: ScrollBehavior(isLooping: looping),
        index: Int.random(in: 0..<names.count, using: &rng))
      for _ in 0..<6 {
        driver.acknowledgeChanges()
        var before: [Int: String] = [:]
        for slot in 0..<driver.slotCount {
          if let item = driver.attributes(inSlot: slot) { before[slot] = names[item.index] }
        }
        // A random edit: inserts, deletes and a shuffle of what stays.
        var next = names.filter { _ in Double.random(in: 0...1, using: &rng) > 0.2 }
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
          next.insert("n\(serial)", at: Int.random(in: 0...next.count, using: &rng))
          serial += 1
        }
        if Bool.random(using: &rng) { next.shuffle(using: &rng) }
        let mapping = SnapshotDiff.mapping(from: names, to: next)
        names = next
        driver.reload(count: names.count, mapping: { $0 < mapping.count ? mapping[$0] : nil }, at: 0)
        for slot in 0..<driver.slotCount {
          guard let item = driver.attributes(inSlot: slot) else { continue }
          if driver.change(inSlot: slot) == .unchanged {
            #expect(before[slot] == names[item.index], "slot \(slot) kept its view but shows another item")
          }
        }
        if names.isEmpty { break }
      }
    }
  }
}
