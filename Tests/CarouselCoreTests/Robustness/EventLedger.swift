import Testing

@testable import CarouselCore

/// Follows what a front end knows from the events alone, and checks it against the driver:
/// the copies on screen (from appeared/disappeared) are exactly the driver's, a copy never
/// appears twice or disappears unseen, and every did-settle closes a will-settle.
struct EventLedger {
  var shown: Set<VisibleCopy> = []
  /// A will-settle was reported and neither a did-settle nor a catch followed yet.
  var settling = false
  var willSettles = 0
  var didSettles = 0

  mutating func record(_ events: ScrollEvents, _ context: String) {
    for copy in events.disappeared {
      #expect(shown.remove(copy) != nil, "\(context): \(copy) disappeared without having appeared")
    }
    for copy in events.appeared {
      #expect(shown.insert(copy).inserted, "\(context): \(copy) appeared twice")
    }
    if events.dragBegan || events.phase == .dragging { settling = false }
    if events.willSettle != nil {
      willSettles += 1
      settling = true
    }
    if events.didSettle != nil {
      didSettles += 1
      #expect(settling, "\(context): did-settle without a will-settle")
      settling = false
    }
  }

  func checkShown(against driver: CarouselDriver<some CarouselLayout>, _ context: String) {
    var actual: Set<VisibleCopy> = []
    for slot in 0..<driver.slotCount {
      if let copy = driver.visibleCopy(inSlot: slot) { actual.insert(copy) }
    }
    #expect(actual == shown, "\(context): the events' view of the screen differs from the driver's")
  }
}
