import Testing

@testable import CarouselCore

/// The one stream out: destination, progress, prefetch and the rest announcement come from
/// the driver's events, each only when it changed, so no front end polls the driver.
@Suite struct OutputStreamTests {
  static func banner(count: Int = 5, looping: Bool = false) -> CarouselDriver<LinearLayout> {
    CarouselDriver(
      layout: .linear(), count: count, viewport: CarouselSize(width: 375, height: 200),
      behavior: ScrollBehavior(isLooping: looping, snapping: .paging, decelerationRate: .fast))
  }

  /// Plays frames to `until` and collects every callback.
  static func frames(_ driver: inout CarouselDriver<LinearLayout>, until: Double) -> [ScrollCallback] {
    var callbacks: [ScrollCallback] = []
    var t = driver.time
    while t < until {
      t = min(t + 1 / 120, until)
      callbacks += driver.advance(to: t).callbacks
    }
    return callbacks
  }

  @Test func theFirstCallReportsWhereTheCarouselIsThenOnlyChanges() {
    var driver = Self.banner()
    let first = driver.advance(to: 0).callbacks
    #expect(first.contains(.destinationIndex(0)) && first.contains(.progress(0)))
    #expect(driver.advance(to: 0.1).callbacks.isEmpty, "at rest nothing changes")
  }

  @Test func anAnimatedScrollReportsTheDestinationOnceAndTheProgressEveryFrameItMoves() {
    var driver = Self.banner()
    driver.advance(to: 0)
    let start = driver.handle(.scroll(toIndex: 2, animated: true, time: 0)).callbacks
    #expect(start.contains(.destinationIndex(2)) && start.contains(.willSettle(2)))
    let run = Self.frames(&driver, until: 2)
    #expect(!run.contains { $0.kind == .destinationIndex }, "the destination was already 2")
    let progress = run.compactMap { callback -> Double? in
      if case .progress(let p) = callback { return p }
      return nil
    }
    #expect(progress.count > 10 && progress.last == 2)
    #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 < $1 || abs($0 - $1) < 1e-9 }, "monotone")
    #expect(run.last == .didSettle(2) || run.suffix(2).contains(.didSettle(2)))
  }

  @Test func aDragMovesTheDestinationWithTheCurrentItemThenTheSettleTarget() {
    var driver = Self.banner()
    driver.advance(to: 0)
    driver.touch(.began, at: CarouselPoint(x: 300, y: 100), time: 0)
    var callbacks: [ScrollCallback] = []
    for i in 1...20 {
      callbacks +=
        driver.touch(.moved, at: CarouselPoint(x: 300 - 10 * Double(i), y: 100), time: Double(i) / 120)
        .callbacks
    }
    #expect(callbacks.contains(.destinationIndex(1)), "past halfway the destination follows the current item")
    let lift = driver.touch(.ended, at: CarouselPoint(x: 100, y: 100), time: 0.2).callbacks
    #expect(lift.firstIndex(of: .dragEnded)! < lift.firstIndex(of: .willSettle(1))!)
  }

  @Test func prefetchIsOnByDefaultReportsChangesAndTurnsOffAtZero() {
    var off = Self.banner(count: 20)
    off.prefetchDistance = 0
    #expect(!off.handle(.scroll(toIndex: 5, animated: false, time: 0)).callbacks.contains { $0.kind == .prefetch })
    var driver = Self.banner(count: 20)
    #expect(driver.prefetchDistance == CarouselConfiguration<LinearLayout>.defaultPrefetchDistance)
    #expect(driver.configuration.prefetchDistance == 2, "the documented default, 2")
    let first = driver.advance(to: 0).callbacks
    #expect(first.contains(.prefetch([2, 3])), "at rest: beyond the visible items 0 and 1")
    #expect(driver.advance(to: 0.1).callbacks.isEmpty, "unchanged: not reported again")
    driver.handle(.scroll(toIndex: 5, animated: true, time: 0.1))
    let run = Self.frames(&driver, until: 2)
    let sets = run.compactMap { callback -> [Int]? in
      if case .prefetch(let items) = callback { return items }
      return nil
    }
    #expect(!sets.isEmpty && sets.allSatisfy { !$0.isEmpty })
    #expect(sets.last == [7, 8, 3, 2] || sets.last?.contains(7) == true)
  }

  @Test func nextAnnouncesAtRestAndATouchCancelsTheAnnouncement() {
    var driver = Self.banner()
    driver.advance(to: 0)
    let step = driver.handle(.accessibility(.next, time: 0))
    #expect(step.announcement == nil, "not yet at rest")
    let run = Self.frames(&driver, until: 2)
    #expect(run.contains(.announcement(CarouselAnnouncement(index: 1, followsAdjustableAction: false))))
    #expect(run.filter { $0.kind == .announcement }.count == 1, "once")
    driver.handle(.accessibility(.next, time: 2))
    driver.touch(.began, at: CarouselPoint(x: 200, y: 100), time: 2.05)
    driver.touch(.ended, at: CarouselPoint(x: 200, y: 100), time: 2.1)
    #expect(!Self.frames(&driver, until: 4).contains { $0.kind == .announcement }, "the user took over")
  }

  @Test func anAdjustUnderReduceMotionAnnouncesInTheSameCall() {
    var driver = Self.banner()
    var environment = CarouselEnvironment()
    environment.isReduceMotionEnabled = true
    driver.setEnvironment(environment, at: 0)
    let events = driver.handle(.adjust(increment: true, time: 0.1))
    #expect(
      events.announcement == CarouselAnnouncement(index: 1, followsAdjustableAction: true, repeatsWhatWasRead: true))
    let announcement = events.announcement!
    #expect(announcement.text(value: "item 2 of 5", spokenAfterAction: "item 2 of 5") == nil, "already read")
    #expect(
      announcement.text(value: "item 2 of 5, Sale", spokenAfterAction: "item 2 of 5") == "item 2 of 5, Sale",
      "says more")
    let next = CarouselAnnouncement(index: 1, followsAdjustableAction: false)
    #expect(next.text(value: "item 2 of 5", spokenAfterAction: "item 2 of 5") == "item 2 of 5", "next is silent itself")
    #expect(next.text(value: "", spokenAfterAction: nil) == nil)
  }

  @Test func keysAreAskedBeforeTheyAreSent() {
    var driver = Self.banner()
    #expect(driver.accepts(.right) && !driver.accepts(.up) && !driver.accepts(.left), "at the first item")
    let events = driver.handle(.key(.right, time: 0))
    #expect(events.willSettle == 1)
    #expect(driver.handle(.key(.up, time: 0.01)).willSettle == nil, "a key it does not take changes nothing")
  }
}

/// Changes in the middle of a touch never leave the content held after the finger lifts.
@Suite struct MidTouchChangeTests {
  @Test(arguments: InputRules.DragDecision.allCases)
  func aLayoutChangeMidDragReleasesAtTheLift(decision: InputRules.DragDecision) {
    var driver = OutputStreamTests.banner()
    driver.inputRules.drag = decision
    driver.touch(.began, at: CarouselPoint(x: 300, y: 100), time: 0)
    driver.pan(.began, at: CarouselPoint(x: 300, y: 100), time: 0)
    for i in 1...10 { driver.touch(.moved, at: CarouselPoint(x: 300 - 15 * Double(i), y: 100), time: Double(i) / 120) }
    driver.setLayout(.linear(itemSize: .inset(40), spacing: 4), at: 0.1)
    driver.touch(.moved, at: CarouselPoint(x: 100, y: 100), time: 0.11)
    driver.touch(.ended, at: CarouselPoint(x: 100, y: 100), time: 0.12)
    var t = 0.12
    while driver.needsFrames && t < 3 {
      t += 1 / 120
      driver.advance(to: t)
    }
    #expect(driver.phase == .idle && !driver.isTouchDown)
  }

  @Test func disablingScrollingMidDragSettlesOnceAndIgnoresTheRest() {
    var driver = OutputStreamTests.banner()
    driver.touch(.began, at: CarouselPoint(x: 300, y: 100), time: 0)
    var log: [ScrollCallback.Kind] = []
    for i in 1...10 {
      log += driver.touch(.moved, at: CarouselPoint(x: 300 - 15 * Double(i), y: 100), time: Double(i) / 120)
        .callbacks.map(\.kind)
    }
    log += driver.setScrollEnabled(false, at: 0.1).callbacks.map(\.kind)
    let offset = driver.offset
    log += driver.touch(.moved, at: CarouselPoint(x: 0, y: 100), time: 0.11).callbacks.map(\.kind)
    log += driver.touch(.ended, at: CarouselPoint(x: 0, y: 100), time: 0.12).callbacks.map(\.kind)
    #expect(driver.offset != offset || driver.phase == .settling, "the rest of the touch moves nothing")
    var t = 0.12
    while driver.needsFrames && t < 3 {
      t += 1 / 120
      log += driver.advance(to: t).callbacks.map(\.kind)
    }
    #expect(log.filter { $0 == .dragBegan }.count == 1 && log.filter { $0 == .dragEnded }.count == 1)
    #expect(log.filter { $0 == .willSettle }.count == 1 && log.filter { $0 == .didSettle }.count == 1)
    #expect(!log.contains(.tap))
  }
}
