import Testing

@testable import CarouselCore

/// The driver returns its appear/disappear buffers and reuses them on later calls
/// (`PendingVisibility`): what a caller keeps must never change, and the lists must be what
/// fresh lists would have been.
@Suite struct PendingVisibilityTests {
  /// A looping drag across many items: every call's lists, kept by the caller, still read the
  /// same after all the later calls, and replaying them reproduces the copies on screen.
  @Test func keptEventsNeverChangeAndReplayTheScreen() {
    var driver = CarouselDriver(
      layout: .linear(), count: 5, viewport: CarouselSize(width: 375, height: 200),
      behavior: ScrollBehavior(isLooping: true, snapping: .free))
    var onScreen = Set((0..<driver.slotCount).compactMap { driver.visibleCopy(inSlot: $0) })
    var kept: [(events: ScrollEvents, appeared: [VisibleCopy], disappeared: [VisibleCopy])] = []
    var t = 0.0
    driver.handle(TouchEvent(.began, location: 0, time: t))
    for step in 1...400 {
      t += 1 / 120
      let events = driver.handle(TouchEvent(.moved, location: -Double(step) * 37, time: t))
      // Snapshots made element by element, so they share no storage with the events.
      kept.append((events, events.appeared.map { $0 }, events.disappeared.map { $0 }))
      for copy in events.disappeared { #expect(onScreen.remove(copy) != nil, "\(copy) left at step \(step)") }
      for copy in events.appeared { #expect(onScreen.insert(copy).inserted, "\(copy) came at step \(step)") }
      let now = Set((0..<driver.slotCount).compactMap { driver.visibleCopy(inSlot: $0) })
      #expect(onScreen == now, "step \(step)")
    }
    #expect(kept.contains { !$0.events.appeared.isEmpty } && kept.contains { !$0.events.disappeared.isEmpty })
    for (i, entry) in kept.enumerated() {
      #expect(entry.events.appeared == entry.appeared, "call \(i)")
      #expect(entry.events.disappeared == entry.disappeared, "call \(i)")
    }
  }

  /// A call where nothing came or went returns empty lists, also right after a call whose
  /// lists were not empty.
  @Test func callsWithoutChangesReturnEmptyLists() {
    var driver = CarouselDriver(
      layout: .linear(), count: 5, viewport: CarouselSize(width: 375, height: 200),
      behavior: ScrollBehavior(snapping: .free))
    driver.handle(TouchEvent(.began, location: 0, time: 0))
    let moved = driver.handle(TouchEvent(.moved, location: -400, time: 0.1))
    #expect(!moved.appeared.isEmpty || !moved.disappeared.isEmpty)
    let still = driver.handle(TouchEvent(.moved, location: -401, time: 0.2))
    #expect(still.appeared.isEmpty && still.disappeared.isEmpty)
  }
}
