import Testing

@_spi(CarouselKitInternals) @testable import CarouselCore

@Suite struct ScrollCallbackTests {
  @Test func nothingHappenedIsNoCallback() {
    #expect(ScrollEvents().callbacks.isEmpty)
  }

  @Test func everyFieldInTheDocumentedOrder() {
    var events = ScrollEvents()
    events.didSettle = 3
    events.appeared = [VisibleCopy(index: 4, copy: 1)]
    events.disappeared = [VisibleCopy(index: 0, copy: 0), VisibleCopy(index: 1, copy: -1)]
    events.currentIndexChanged = true
    events.currentIndex = nil
    events.willSettle = 3
    events.dragEnded = true
    events.tappedIndex = 2
    events.handedOff = true
    events.dragBegan = true
    #expect(
      events.callbacks == [
        ScrollCallback(kind: .dragBegan), ScrollCallback(kind: .handedOff), ScrollCallback(kind: .tap, index: 2),
        ScrollCallback(kind: .dragEnded), ScrollCallback(kind: .willSettle, index: 3),
        ScrollCallback(kind: .currentIndex, index: nil), ScrollCallback(kind: .disappeared, index: 0, copy: 0),
        ScrollCallback(kind: .disappeared, index: 1, copy: -1), ScrollCallback(kind: .appeared, index: 4, copy: 1),
        ScrollCallback(kind: .didSettle, index: 3),
      ])
  }

  @Test func theEngineOnlyFieldsMakeNoCallback() {
    var events = ScrollEvents()
    events.settleTarget = 1
    events.phase = .settling
    #expect(!events.isEmpty && events.callbacks.isEmpty)
  }
}
