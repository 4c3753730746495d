import Testing

@testable import CarouselCore

@Suite struct SnapshotDiffTests {
  @Test func insertsDeletesAndMovesMapByIdentity() {
    #expect(SnapshotDiff.mapping(from: ["a", "b", "c"], to: ["x", "a", "b", "c"]) == [1, 2, 3])
    #expect(SnapshotDiff.mapping(from: ["a", "b", "c"], to: ["a", "c"]) == [0, nil, 1])
    #expect(SnapshotDiff.mapping(from: ["a", "b", "c"], to: ["c", "a", "b"]) == [1, 2, 0])
    #expect(SnapshotDiff.mapping(from: [String](), to: ["a"]) == [])
    #expect(SnapshotDiff.mapping(from: ["a"], to: [String]()) == [nil])
    #expect(SnapshotDiff.mapping(from: ["a", "a"], to: ["a", "a"]) == [0, nil], "duplicates: the first only")
  }

  /// Through the driver: a snapshot with an item inserted before the current one keeps every
  /// visible view and the current item.
  @Test func aSnapshotKeepsTheViewsOfItemsThatStay() {
    let old = (0..<8).map { "banner \($0)" }
    let new = ["fresh"] + old
    var driver = CarouselDriver(
      layout: .linear(), count: old.count, viewport: CarouselSize(width: 375, height: 200),
      behavior: ScrollBehavior(isLooping: true, snapping: .paging), index: 3)
    driver.acknowledgeChanges()
    let mapping = SnapshotDiff.mapping(from: old, to: new)
    driver.reload(count: new.count, mapping: { $0 < mapping.count ? mapping[$0] : nil }, at: 1)
    #expect(driver.currentIndex == 4 && new[4] == "banner 3")
    for slot in 0..<driver.slotCount where driver.attributes(inSlot: slot) != nil {
      #expect(driver.change(inSlot: slot) == .unchanged)
    }
  }
}
