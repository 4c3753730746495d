import Testing

@testable import CarouselCore

@Suite struct ScrollCallbackTests {
  @Test func nothingHappenedIsNoCallback() {
    #expect(ScrollEvents().callbacks.isEmpty)
  }

  @Test func everyFieldInTheDocumentedOrder() {
    var events = ScrollEvents()
    events.announcement = CarouselAnnouncement(index: 3, followsAdjustableAction: false)
    events.didSettle = 3
    events.prefetchChanged = true
    events.prefetch = [5, 6]
    events.appeared = [VisibleCopy(index: 4, copy: 1)]
    events.disappeared = [VisibleCopy(index: 0, copy: 0), VisibleCopy(index: 1, copy: -1)]
    events.progress = 2.5
    events.destinationIndexChanged = true
    events.destinationIndex = 3
    events.selection = SelectionSteps(start: 1, end: 3, count: 5)
    events.currentIndexChanged = true
    events.currentIndex = nil
    events.willSettle = 3
    events.dragEnded = true
    events.tappedIndex = 2
    events.handedOff = true
    events.dragBegan = true
    let expected: [ScrollCallback] = [
      .dragBegan, .handedOff, .tap(2), .dragEnded, .willSettle(3), .currentIndex(nil), .selection(2), .selection(3),
      .destinationIndex(3),
      .progress(2.5), .disappeared(VisibleCopy(index: 0, copy: 0)), .disappeared(VisibleCopy(index: 1, copy: -1)),
      .appeared(VisibleCopy(index: 4, copy: 1)), .prefetch([5, 6]), .didSettle(3),
      .announcement(CarouselAnnouncement(index: 3, followsAdjustableAction: false)),
    ]
    #expect(events.callbacks == expected)
    var kinds: [ScrollCallback.Kind] = []
    for kind in events.callbacks.map(\.kind) where kinds.last != kind { kinds.append(kind) }
    #expect(kinds == ScrollCallback.Kind.allCases, "the kinds are declared in this order")
  }

  @Test func kindsIndicesAndCopies() {
    let copy = VisibleCopy(index: 4, copy: -2)
    #expect(ScrollCallback.appeared(copy).index == 4 && ScrollCallback.appeared(copy).copy == -2)
    #expect(ScrollCallback.progress(1.5).index == nil && ScrollCallback.progress(1.5).copy == nil)
    #expect(ScrollCallback.destinationIndex(nil).index == nil)
    #expect(ScrollCallback.announcement(CarouselAnnouncement(index: 7, followsAdjustableAction: true)).index == 7)
    let defaults = ScrollCallback.Kind.allCases.filter(\.isGestureOrDisplay).map(\.rawValue)
    #expect(
      defaults == [
        "dragBegan", "handedOff", "tap", "dragEnded", "willSettle", "currentIndex", "disappeared", "appeared",
        "didSettle",
      ])
  }

  @Test func theEngineOnlyFieldsMakeNoCallback() {
    var events = ScrollEvents()
    events.settleTarget = 1
    events.phase = .settling
    #expect(!events.isEmpty && events.callbacks.isEmpty)
  }

  @Test func mergingKeepsTheLatestDerivedValues() {
    var events = ScrollEvents()
    var later = ScrollEvents()
    later.progress = 1.25
    later.destinationIndexChanged = true
    later.destinationIndex = 2
    later.prefetchChanged = true
    later.prefetch = []
    events.merge(later)
    #expect(events.progress == 1.25 && events.destinationIndex == 2 && events.prefetchChanged)
    #expect(events.callbacks == [.destinationIndex(2), .progress(1.25), .prefetch([])])
  }
}
