import Testing

@_spi(DriverEngine) @testable import CarouselCore

/// The hard cases of touch input, replayed as each platform delivers them
/// (``PlatformCallback``: UIKit's recognisers in both orders of their end callbacks, SwiftUI's
/// drag gesture, the browser's pointer events) through the front ends' translation, with the
/// events every front end must then report.
///
/// The carousel is the banner of the infinite-banner article: 375 × 200 pt, 16-pt insets,
/// 8-pt spacing (pitch 351 pt), 5 items, looping, one item per swipe; item 0 is centred at
/// x = 187.5 and the left ear shows item 4.
@Suite struct ConformanceScenarioTests {
  enum Platform: String, CaseIterable, CustomTestStringConvertible {
    case uiKitPanEndsFirst, uiKitPanEndsLast, swiftUI, browser
    var testDescription: String { rawValue }
  }

  enum Step {
    /// A finger; `pan`: whether the carousel's drag should begin (UIKit's pan asks the driver).
    case finger(FingerPath, pan: Bool)
    /// A callback every platform delivers alike (frames, accessibility, a resize...).
    case call(PlatformCallback)
  }

  static func banner(for platform: Platform) -> CarouselDriver<LinearLayout> {
    var driver = CarouselDriver(
      layout: .linear(), count: 5, viewport: CarouselSize(width: 375, height: 200),
      behavior: ScrollBehavior(isLooping: true, snapping: .paging, decelerationRate: .fast))
    // SwiftUI's taps come from the item's own tap gesture, which loses to a button inside it.
    switch platform {
    case .uiKitPanEndsFirst, .uiKitPanEndsLast: driver.inputRules = .uiKit
    case .swiftUI: driver.inputRules = .swiftUIDragGesture
    case .browser: driver.inputRules = .driver
    }
    return driver
  }

  /// Runs the steps on `platform`, checking every pan's question, and returns the log and the driver.
  static func run(_ steps: [Step], on platform: Platform) -> (EventLog, CarouselDriver<LinearLayout>) {
    var driver = banner(for: platform)
    var log = EventLog()
    for step in steps {
      let calls: [PlatformCallback]
      switch step {
      case .call(let call): calls = [call]
      case .finger(let path, let pan):
        switch platform {
        case .uiKitPanEndsFirst: calls = path.uiKit(panEndsFirst: true, expectPan: pan)
        case .uiKitPanEndsLast: calls = path.uiKit(panEndsFirst: false, expectPan: pan)
        case .swiftUI: calls = path.swiftUI()
        case .browser: calls = path.browser()
        }
      }
      for call in calls {
        var callLog = EventLog()
        let answer = driver.deliver(call, into: &callLog)
        if case .panShouldBegin(_, _, let begins) = call {
          #expect(answer == begins, "\(platform): the pan's question at \(call)")
        }
        log.entries += callLog.entries
      }
    }
    // Run to rest.
    var tail = EventLog()
    driver.deliver(.frames(until: driver.time + 3), into: &tail)
    log.entries += tail.entries
    return (log, driver)
  }

  static let fling = FingerPath.swipe(by: -120, over: 0.05, at: 0)

  @Test(arguments: Platform.allCases)
  func aTapSelectsAndMovesNothing(platform: Platform) {
    let (log, driver) = Self.run([.finger(.tap(x: 187.5, at: 0, item: 0), pan: false)], on: platform)
    #expect(log.entries == ["tap(0)"])
    #expect(driver.offset == 0)
    let (ear, _) = Self.run([.finger(.tap(x: 5, at: 0, item: 4), pan: false)], on: platform)
    #expect(ear.entries == ["tap(4)"], "the left ear shows the last item")
  }

  @Test(arguments: Platform.allCases)
  func aTapOnAControlInsideAnItemNeverSelects(platform: Platform) {
    let (log, _) = Self.run([.finger(.tap(x: 187.5, at: 0, item: 0, onControl: true), pan: false)], on: platform)
    #expect(log.entries == [])
  }

  @Test(arguments: Platform.allCases)
  func aShortDragReturnsToItsItemWithOnePair(platform: Platform) {
    let path = FingerPath.swipe(by: -100, over: 0.6, at: 0)
    let (log, driver) = Self.run([.finger(path, pan: true), .call(.frames(until: 0.7))], on: platform)
    #expect(log.entries == ["dragBegan", "dragEnded", "willSettle(0)", "didSettle(0)"])
    #expect(driver.offset == 0 && driver.phase == .idle)
  }

  @Test(arguments: Platform.allCases)
  func aFlingPagesOneItemWithOnePair(platform: Platform) {
    let (log, driver) = Self.run([.finger(Self.fling, pan: true)], on: platform)
    #expect(log.entries == ["dragBegan", "dragEnded", "willSettle(1)", "didSettle(1)"])
    #expect(driver.currentIndex == 1 && driver.offset == 351)
  }

  @Test(arguments: Platform.allCases)
  func catchingAMovingCarouselEndsItsMotionAndTheLiftSettlesWithoutATap(platform: Platform) {
    let (log, driver) = Self.run(
      [
        .finger(Self.fling, pan: true), .call(.frames(until: 0.1)),
        .finger(.tap(x: 187.5, at: 0.1, item: 0), pan: false),
      ], on: platform)
    #expect(!log.entries.contains { $0.hasPrefix("tap") }, "the touch only stopped the carousel")
    #expect(log.count("willSettle") == 2 && log.count("didSettle") == 1)
    #expect(log.entries.last?.hasPrefix("didSettle") == true && driver.phase == .idle)
  }

  @Test func aSecondFingerNeverMovesTheContentAndEndsTheTap() {
    // Pointer Events give every finger its own pointerId; UIKit's recognisers follow the first
    // finger (the pan takes one touch), SwiftUI's drag the first too. Two fingers down are not
    // a tap (as a one-touch UITapGestureRecognizer fails when a second touch begins).
    let calls: [PlatformCallback] = [
      .pointer("pointerdown", id: 1, x: 187.5, y: 100, t: 0),
      .pointer("pointerdown", id: 2, x: 300, y: 100, t: 0.02),
      .pointer("pointermove", id: 2, x: 100, y: 100, t: 0.04),
      .pointer("pointerup", id: 2, x: 100, y: 100, t: 0.06),
      .pointer("pointerup", id: 1, x: 187.5, y: 100, t: 0.08),
    ]
    var driver = Self.banner(for: .browser)
    var log = EventLog()
    for call in calls { driver.deliver(call, into: &log) }
    #expect(log.entries == [])
    #expect(driver.offset == 0)
  }

  @Test(arguments: Platform.allCases)
  func aSystemCancelMidDragSettlesFromWhereTheContentIsWithNoVelocity(platform: Platform) {
    let path = FingerPath.swipe(by: -220, over: 0.1, at: 0, end: "cancel")
    let (log, driver) = Self.run([.finger(path, pan: true)], on: platform)
    // Cancelled 210 pt along (past half an item, the drag itself began 10 pt in): no fling, the
    // nearest item.
    #expect(log.entries == ["dragBegan", "dragEnded", "willSettle(1)", "didSettle(1)"])
    #expect(driver.phase == .idle && !driver.isTouchDown, "the next touch starts clean")
    var next = driver
    var tapLog = EventLog()
    for call in FingerPath.tap(x: 187.5, at: 5, item: 1).browser() { next.deliver(call, into: &tapLog) }
    #expect(platform == .swiftUI || tapLog.entries == ["tap(1)"])
  }

  @Test(arguments: Platform.allCases)
  func aSystemCancelOfATouchThatCaughtAFlingSettlesIt(platform: Platform) {
    let caught = FingerPath(points: [(187.5, 100, 0.1), (187.5, 100, 0.15)], end: "cancel")
    let (log, driver) = Self.run(
      [.finger(Self.fling, pan: true), .call(.frames(until: 0.1)), .finger(caught, pan: false)], on: platform)
    #expect(!log.entries.contains { $0.hasPrefix("tap") })
    #expect(log.count("willSettle") == 2 && log.count("didSettle") == 1)
    #expect(driver.phase == .idle)
  }

  @Test(arguments: Platform.allCases)
  func aVerticalSwipeGoesToTheParentAndMovesNothing(platform: Platform) {
    var path = FingerPath.swipe(from: 187.5, y: 40, by: 4, 150, over: 0.15, at: 0)
    // The browser takes a vertical pan in a `touch-action: pan-y` element: pointercancel.
    if platform == .browser { path.end = "cancel" }
    let (log, driver) = Self.run([.finger(path, pan: false)], on: platform)
    #expect(log.entries == ["handedOff"])
    #expect(driver.offset == 0)
  }

  @Test(arguments: Platform.allCases)
  func aDiagonalIsDecidedByItsAngle(platform: Platform) {
    // 30° from the axis: the carousel's; 60°: the parent's.
    let shallow = FingerPath.swipe(by: -120, -69, over: 0.05, at: 0)
    let (log, _) = Self.run([.finger(shallow, pan: true)], on: platform)
    #expect(log.entries == ["dragBegan", "dragEnded", "willSettle(1)", "didSettle(1)"])
    let steep = FingerPath.swipe(by: -60, -104, over: 0.05, at: 0)
    let (steepLog, driver) = Self.run([.finger(steep, pan: false)], on: platform)
    #expect(steepLog.entries == ["handedOff"] && driver.offset == 0)
  }

  @Test(arguments: Platform.allCases)
  func voiceOverNextDuringAFlingRetargetsAndSettlesOnce(platform: Platform) {
    let (log, driver) = Self.run(
      [.finger(Self.fling, pan: true), .call(.frames(until: 0.1)), .call(.accessibility(.next, t: 0.1))],
      on: platform)
    #expect(log.entries == ["dragBegan", "dragEnded", "willSettle(1)", "willSettle(2)", "didSettle(2)"])
    #expect(driver.currentIndex == 2)
  }

  @Test(arguments: Platform.allCases)
  func withScrollingDisabledSwipesMoveNothingButTapsAndProgrammaticScrollsWork(platform: Platform) {
    let (log, driver) = Self.run(
      [
        .call(.scrollEnabled(false, t: 0)), .finger(Self.fling, pan: false),
        .finger(.tap(x: 187.5, at: 1, item: 0), pan: false), .call(.scroll(toIndex: 3, animated: true, t: 1.2)),
      ], on: platform)
    #expect(log.entries == ["tap(0)", "willSettle(3)", "didSettle(3)"])
    #expect(driver.currentIndex == 3)
  }

  @Test(arguments: Platform.allCases)
  func disablingScrollingMidDragEndsTheDrag(platform: Platform) {
    let path = FingerPath.swipe(by: -220, over: 0.1, at: 0, end: "none")
    let (log, driver) = Self.run([.finger(path, pan: true), .call(.scrollEnabled(false, t: 0.11))], on: platform)
    #expect(log.entries == ["dragBegan", "dragEnded", "willSettle(1)", "didSettle(1)"])
    #expect(driver.phase == .idle)
  }

  @Test(arguments: Platform.allCases)
  func aSizeChangeMidSettleKeepsTheItemAndSettlesOnce(platform: Platform) {
    let (log, driver) = Self.run(
      [.finger(Self.fling, pan: true), .call(.frames(until: 0.1)), .call(.resize(width: 812, height: 200, t: 0.1))],
      on: platform)
    #expect(log.entries == ["dragBegan", "dragEnded", "willSettle(1)", "didSettle(1)"])
    #expect(driver.currentIndex == 1 && driver.offset == driver.engineConfiguration.anchors.offset(of: 1))
  }

  @Test func autoplayAndAnimatedScrollsGiveOnePairAndJumpsNone() {
    var driver = CarouselDriver(
      layout: .linear(), count: 5, viewport: CarouselSize(width: 375, height: 200),
      behavior: ScrollBehavior(isLooping: true, snapping: .paging, autoplay: Autoplay(interval: 2)))
    var log = EventLog()
    driver.deliver(.frames(until: 3), into: &log)
    #expect(log.entries == ["willSettle(1)", "didSettle(1)"])
    log = EventLog()
    driver.deliver(.scroll(toIndex: 4, animated: false, t: 3.1), into: &log)
    #expect(log.entries == [], "a jump is not a settle")
    // No frame during a whole step (the display link paused): the step starts and ends within
    // one call, still one pair.
    log = EventLog()
    log.append(driver.advance(to: 7))
    #expect(log.entries == ["willSettle(0)", "didSettle(0)"])
  }

  @Test func theUsersPauseSurvivesTheAppsResume() {
    var driver = CarouselDriver(
      layout: .linear(), count: 5, viewport: CarouselSize(width: 375, height: 200),
      behavior: ScrollBehavior(isLooping: true, autoplay: Autoplay(interval: 2)))
    driver.perform(.pauseAutoplay, at: 0)
    driver.setAutoplayPaused(true, at: 0.5)
    driver.setAutoplayPaused(false, at: 1)  // the app's viewDidAppear
    #expect(driver.isAutoplayPaused && driver.isAutoplayPausedByUser && !driver.isAutoplayPausedByApp)
    #expect(driver.accessibilityActions.contains(.resumeAutoplay))
    driver.advance(to: 10)
    #expect(driver.currentIndex == 0, "still paused for the user")
    driver.perform(.resumeAutoplay, at: 10)
    driver.advance(to: 12.5)
    #expect(driver.currentIndex == 1)
  }

  @Test func itemsAppearAndDisappearAsTheyComeAndGo() {
    var driver = Self.banner(for: .browser)
    var appeared: [VisibleCopy] = []
    var disappeared: [VisibleCopy] = []
    var first = driver.advance(to: 0)
    appeared += first.appeared
    #expect(
      Set(appeared) == [
        VisibleCopy(index: 4, copy: -1), VisibleCopy(index: 0, copy: 0), VisibleCopy(index: 1, copy: 0),
      ])
    first = driver.advance(to: 0.01)
    #expect(first.appeared.isEmpty && first.disappeared.isEmpty, "reported once")
    for call in Self.fling.browser() {
      let events: ScrollEvents
      switch call {
      case .pointer(let type, let id, let x, let y, let t, _):
        let phase: TouchEvent.Phase = type == "pointerdown" ? .began : type == "pointermove" ? .moved : .ended
        events = driver.touch(phase, at: CarouselPoint(x: x, y: y), time: t, finger: id)
      default: continue
      }
      appeared += events.appeared
      disappeared += events.disappeared
    }
    var t = driver.time
    while driver.needsFrames {
      t += 1 / 120
      let events = driver.advance(to: t)
      appeared += events.appeared
      disappeared += events.disappeared
    }
    #expect(disappeared == [VisibleCopy(index: 4, copy: -1)], "the left ear left the screen")
    #expect(appeared.last == VisibleCopy(index: 2, copy: 0), "item 2 came in on the right")
  }
}
