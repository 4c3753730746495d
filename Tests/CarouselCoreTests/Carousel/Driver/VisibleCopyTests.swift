import Testing

@testable import CarouselCore

@Suite struct VisibleCopyTests {
  /// Two items looping on a wide screen: the same item is on screen twice, as two copies.
  @Test func theSameItemShownTwiceIsTwoCopies() {
    let driver = CarouselDriver(
      layout: .linear(itemSize: .absolute(200), spacing: 10), count: 2,
      viewport: CarouselSize(width: 1000, height: 200),
      behavior: ScrollBehavior(isLooping: true))
    let copies = (0..<driver.slotCount).compactMap { driver.visibleCopy(inSlot: $0) }
    #expect(copies.count == driver.items.count)
    #expect(Set(copies).count == copies.count, "every view has its own identity")
    #expect(Set(copies.map(\.index)) == [0, 1])
    #expect(copies.filter { $0.index == 0 }.count >= 2)
  }

  /// While a copy stays on screen its identity stays, through thousands of points of drag,
  /// the engine's re-basing and slot reuse; a copy never changes item.
  @Test func aCopyKeepsItsIdentityWhileItIsOnScreen() {
    var driver = CarouselDriver(
      layout: .linear(), count: 3, viewport: CarouselSize(width: 375, height: 200),
      behavior: ScrollBehavior(isLooping: true, snapping: .free))
    var previous: [VisibleCopy: Double] = [:]
    var t = 0.0
    driver.handle(TouchEvent(.began, location: 0, time: t))
    for step in 1...600 {
      t += 1 / 120
      driver.handle(TouchEvent(.moved, location: -Double(step) * 9, time: t))
      var now: [VisibleCopy: Double] = [:]
      for slot in 0..<driver.slotCount {
        guard let copy = driver.visibleCopy(inSlot: slot), let item = driver.attributes(inSlot: slot) else { continue }
        #expect(now[copy] == nil, "one view per copy")
        now[copy] = item.center.x
      }
      for (copy, x) in now {
        // A copy that was on screen moved by the drag, not jumped to another place.
        if let before = previous[copy] { #expect(abs((before - x) - 9) < 1e-6, "\(copy) at step \(step)") }
      }
      previous = now
    }
  }

  @Test func negativeCyclesAndEmptySlots() {
    var driver = CarouselDriver(
      layout: .linear(), count: 4, viewport: CarouselSize(width: 375, height: 200),
      behavior: ScrollBehavior(isLooping: true))
    driver.handle(TouchEvent(.began, location: 0, time: 0))
    driver.handle(TouchEvent(.moved, location: 400, time: 0.1))  // backwards, before item 0
    let copies = (0..<driver.slotCount).compactMap { driver.visibleCopy(inSlot: $0) }
    #expect(copies.contains { $0.copy == -1 && $0.index == 3 })
    let none = CarouselDriver(layout: .linear(), count: 0, viewport: CarouselSize(width: 375, height: 200))
    #expect(none.visibleCopy(inSlot: 0) == nil)
    #expect(driver.visibleCopy(inSlot: 999) == nil)
  }
}
