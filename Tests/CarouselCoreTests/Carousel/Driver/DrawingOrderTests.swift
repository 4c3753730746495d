import Testing

@testable import CarouselCore

@Suite struct DrawingOrderTests {
  /// The front card of a stack is drawn last, so it is on top for hit-testing too; the order
  /// follows the cards as they are dealt, mid-swipe included.
  @Test func theFrontCardComesLastAndTheOrderFollowsTheSwipe() {
    var driver = CarouselDriver(
      layout: .cards(), count: 8, viewport: CarouselSize(width: 375, height: 300),
      behavior: ScrollBehavior(snapping: .paging))
    var order: [Int] = []
    var t = 0.0
    driver.handle(TouchEvent(.began, location: 300, time: t))
    for step in 0...40 {
      t += 1 / 120
      driver.handle(TouchEvent(.moved, location: 300 - Double(step) * 6, time: t))
      driver.drawingOrder(into: &order)
      let shown = (0..<driver.slotCount).filter { driver.attributes(inSlot: $0) != nil }
      #expect(Set(order) == Set(shown) && order.count == shown.count, "every shown slot once")
      let z = order.map { driver.attributes(inSlot: $0)!.zIndex }
      #expect(z == z.sorted(), "back to front")
      // The item nearest to the centre of the stack is the one on top.
      let top = driver.attributes(inSlot: order.last!)!
      #expect(top.zIndex == driver.items.map(\.zIndex).max())
    }
  }

  @Test func tiesKeepSlotOrderAndNothingShownGivesNothing() {
    let empty = CarouselDriver(layout: .linear(), count: 0, viewport: CarouselSize(width: 375, height: 200))
    var order = [7, 8]
    empty.drawingOrder(into: &order)
    #expect(order.isEmpty)
    // A flat row: all zIndex 0, so slot order.
    let row = CarouselDriver(layout: .linear(), count: 5, viewport: CarouselSize(width: 375, height: 200))
    row.drawingOrder(into: &order)
    #expect(order == order.sorted())
    #expect(order.count == row.items.count)
  }
}
