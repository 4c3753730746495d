import Testing

@testable import CarouselCore

/// Issue 21, item 5: a carousel that cannot be seen (off screen, scrolled out of its feed, its
/// scene not active) holds autoplay and reports no appear or settle until it is seen again,
/// the rule UIKit's carousel follows off its window.
@Suite struct VisibilityTests {
  static let phone = CarouselSize(width: 375, height: 200)

  static func banner() -> CarouselDriver<LinearLayout> {
    CarouselDriver(
      layout: .linear(), count: 5, viewport: phone,
      behavior: ScrollBehavior(isLooping: true, snapping: .paging, autoplay: Autoplay(interval: 3)))
  }

  static func hidden(_ visible: Bool = false) -> CarouselEnvironment { CarouselEnvironment(isVisible: visible) }

  @Test func visibleOnlyOnScreenInsideItsScrollViewAndActive() {
    #expect(CarouselEnvironment.isVisible(isOnScreen: true, isAppActive: true))
    #expect(!CarouselEnvironment.isVisible(isOnScreen: false, isAppActive: true))
    #expect(!CarouselEnvironment.isVisible(isOnScreen: true, isInScrollViewport: false, isAppActive: true))
    #expect(!CarouselEnvironment.isVisible(isOnScreen: true, isAppActive: false))
  }

  /// A banner scrolled out of a feed in the middle of an autoplay step: the frames that still
  /// come while it is hidden report nothing; on its return the step is over and reported once,
  /// with the appear events the step caused, and autoplay counts a full interval from then.
  @Test func aBannerScrolledOutMidStepReportsNothingUntilItIsBack() {
    var driver = Self.banner()
    var log: [ScrollEvents] = []
    var t = 0.0
    while t < 3.05 {
      t += 1.0 / 60
      log.append(driver.advance(to: t))
    }
    #expect(log.contains { $0.willSettle == 1 }, "the step began")
    #expect(driver.phase == .animating || driver.phase == .settling)
    // Scrolled out of the feed (SwiftUI: onScrollVisibilityChange(false); UIKit: off window).
    let hiding = driver.setEnvironment(Self.hidden(), at: t)
    #expect(hiding.didSettle == nil)
    #expect(!driver.needsFrames && driver.nextWakeUp == nil)
    // Whatever still drives frames while hidden (a stray display-link tick, a wake-up).
    var whileHidden = ScrollEvents()
    while t < 20 {
      t += 1.0 / 60
      whileHidden.merge(driver.advance(to: t))
    }
    #expect(whileHidden.isEmpty, "no step, no appear, no settle while hidden")
    #expect(driver.currentIndex == 0 || driver.currentIndex == 1)
    // Back: the step is caught up, its did-settle reported once, with the appear events.
    let back = driver.setEnvironment(Self.hidden(true), at: t)
    #expect(back.didSettle == 1 && driver.currentIndex == 1 && driver.phase == .idle)
    #expect(back.appeared.contains { $0.index == 2 })
    #expect(driver.nextWakeUp == t + 3, "a full interval from the return")
    var after = ScrollEvents()
    for _ in 0..<10 {
      t += 0.1
      after.merge(driver.advance(to: t))
    }
    #expect(after.didSettle == nil && after.willSettle == nil, "nothing is reported twice")
  }

  @Test func aCarouselHiddenAtRestTakesNoStepAndCountsNoImpression() {
    var driver = Self.banner()
    driver.setEnvironment(Self.hidden(), at: 1)
    var events = ScrollEvents()
    for step in 1...100 { events.merge(driver.advance(to: 1 + Double(step) * 0.5)) }
    #expect(events.isEmpty && driver.currentIndex == 0)
    // The scene goes inactive and active again while hidden: still nothing.
    events = driver.setEnvironment(Self.hidden(), at: 60)
    #expect(events.willSettle == nil && events.appeared.isEmpty)
    let back = driver.setEnvironment(Self.hidden(true), at: 61)
    #expect(back.didSettle == nil && back.appeared.isEmpty, "at rest nothing happened to report")
    #expect(driver.nextWakeUp == 64)
  }

  @Test func theFirstAppearEventsWaitUntilTheCarouselCanBeSeen() {
    // Made while its scene is in the background: its first items have not been seen.
    var driver = CarouselDriver(
      layout: .linear(), count: 5, viewport: Self.phone, environment: Self.hidden(), time: 0)
    #expect(driver.advance(to: 1).appeared.isEmpty)
    let back = driver.setEnvironment(Self.hidden(true), at: 2)
    #expect(back.appeared.map(\.index) == [0, 1])
  }

  @Test func whatTheAppAsksForWhileHiddenAppliesAtOnceAsAJump() {
    var driver = Self.banner()
    driver.setEnvironment(Self.hidden(), at: 1)
    // A selection binding set while hidden: no animation nobody sees, no settle.
    let events = driver.handle(.scroll(toIndex: 3, animated: true, time: 2))
    #expect(driver.currentIndex == 3 && events.willSettle == nil && events.didSettle == nil)
    #expect(events.destinationIndex == 3)
  }

  /// What SwiftUI tells a carousel in a feed, as data: `onAppear`, `scenePhase` changes,
  /// iOS 18's `onScrollVisibilityChange`, `onDisappear`. The front end folds them into
  /// `isVisible` (`CarouselEnvironment.isVisible(isOnScreen:isInScrollViewport:isAppActive:)`)
  /// and hands the environment to the driver when it changes, as the SwiftUI carousel does;
  /// the display link keeps ticking throughout (the worst case). Autoplay steps and appear and
  /// settle events come only while every signal says visible.
  @Test func swiftUIsVisibilitySignalsHoldAutoplayAndCallbacks() {
    enum Signal {
      case appear, disappear, scene(active: Bool), scrollVisible(Bool)
    }
    let script: [(time: Double, signal: Signal)] = [
      (0, .appear),
      (4, .scrollVisible(false)),  // scrolled out of the feed after the first step
      (20, .scrollVisible(true)),
      (24, .scene(active: false)),  // app switcher: inactive, then background
      (40, .scene(active: true)),
      (44, .disappear),  // another tab
      (60, .appear),
    ]
    var onScreen = false
    var inViewport = true
    var active = true
    var driver = CarouselDriver(
      layout: .linear(), count: 5, viewport: Self.phone,
      behavior: ScrollBehavior(isLooping: true, snapping: .paging, autoplay: Autoplay(interval: 3)),
      environment: Self.hidden(), time: 0)
    var log: [(time: Double, events: ScrollEvents)] = []
    var next = 0
    var t = 0.0
    while t < 64 {
      while next < script.count, script[next].time <= t {
        switch script[next].signal {
        case .appear: onScreen = true
        case .disappear: onScreen = false
        case .scene(let isActive): active = isActive
        case .scrollVisible(let visible): inViewport = visible
        }
        let visible = CarouselEnvironment.isVisible(
          isOnScreen: onScreen, isInScrollViewport: inViewport, isAppActive: active)
        if visible != driver.environment.isVisible {
          log.append((t, driver.setEnvironment(CarouselEnvironment(isVisible: visible), at: t)))
        }
        next += 1
      }
      t += 1.0 / 30
      log.append((t, driver.advance(to: t)))
    }
    func hidden(_ time: Double) -> Bool {
      (time > 4 && time < 20) || (time > 24 && time < 40) || (time > 44 && time < 60)
    }
    let settles = log.filter { $0.events.didSettle != nil }.map(\.time)
    let steps = log.filter { $0.events.willSettle != nil }.map(\.time)
    #expect(settles.allSatisfy { !hidden($0) } && steps.allSatisfy { !hidden($0) })
    #expect(log.filter { hidden($0.time) }.allSatisfy { $0.events.appeared.isEmpty && $0.events.disappeared.isEmpty })
    // Visible 0-4, 20-24, 40-44, 60-64: one step each time (at 3, 23, 43, 63).
    #expect(steps.count == 4 && settles.count == 4)
    #expect(driver.currentIndex == 4)
  }
}
