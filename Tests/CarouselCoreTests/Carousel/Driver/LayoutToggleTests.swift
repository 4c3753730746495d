import RealModule
import Testing

@_spi(DriverEngine) @testable import CarouselCore

/// The toggle the driver eases for iCarousel's `coverFlow2` (``LayoutToggle``), through
/// ``CarouselDriver/send(_:)`` with times passed in by hand. Worked values: iCarousel's
/// `-easeInOut:` e(t) = 0.5 · (2t)³ (t < 0.5), 0.5 · (2t − 2)³ + 1, so e(0.25) = 0.0625,
/// e(0.5) = 0.5, e(0.75) = 0.9375; at rest (a jump, velocity 0) the duration is iCarousel's
/// `MAX_TOGGLE_DURATION`, 0.4 s.
@Suite struct LayoutToggleTests {
  static let viewport = CarouselSize(width: 390, height: 300)

  static func driver(
    count: Int = 5, index: Int = 0, style: CoverFlowLayout.Style = .coverFlow2, reduceMotion: Bool = false,
    looping: Bool = false
  ) -> CarouselDriver<CoverFlowLayout> {
    var behavior = ScrollBehavior.carousel
    behavior.isLooping = looping
    return CarouselDriver(
      CarouselConfiguration(
        layout: .coverFlow(style: style), viewport: viewport, behavior: behavior,
        environment: CarouselEnvironment(isReduceMotionEnabled: reduceMotion)),
      count: count, index: index, time: 0)
  }

  static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

  /// The turn of the item at `index` as drawn (m31 = sin c, c the clamped distance).
  static func turn(_ driver: CarouselDriver<CoverFlowLayout>, index: Int) -> Double? {
    driver.items.first { $0.index == index }.flatMap { $0.transform.map { Double.asin($0.m31) } }
  }

  // MARK: - Easing

  @Test func theEaseIsICarouselsCubic() {
    #expect(LayoutToggle.easeInOut(0) == 0 && LayoutToggle.easeInOut(1) == 1)
    #expect(LayoutToggle.easeInOut(0.25) == 0.0625 && LayoutToggle.easeInOut(0.5) == 0.5)
    #expect(LayoutToggle.easeInOut(0.75) == 0.9375)
    #expect(LayoutToggle.easeInOut(.nan) == 1 && LayoutToggle.easeInOut(-3) == 0 && LayoutToggle.easeInOut(9) == 1)
    for y in stride(from: 0.0, through: 1, by: 0.05) {
      #expect(Self.close(LayoutToggle.easeInOut(LayoutToggle.easeInOutInverse(y)), y, 1e-12))
    }
  }

  /// 0.2 + 0.2 · min(1, 1/|v|): 0.4 s at rest and up to 1 item per second, 0.3 s at 2,
  /// 0.24 s at 5, 0.2 s approached (0.2002 at 1,000); NaN and ∞ count as 0.
  @Test(arguments: [
    (0.0, 0.4), (0.5, 0.4), (1, 0.4), (-1, 0.4), (2, 0.3), (-2, 0.3), (5, 0.24), (1_000, 0.2002),
    (.nan, 0.4), (.infinity, 0.4),
  ])
  func theDurationShortensWithTheSpeed(v: Double, duration: Double) {
    #expect(Self.close(LayoutToggle.duration(itemsPerSecond: v), duration, 1e-12))
  }

  // MARK: - Scenarios through send

  /// A jump to the next item starts the toggle at −1; frames are asked for at rest while it
  /// eases, along iCarousel's curve, and it reaches 0 after 0.4 s, when the schedule goes idle.
  /// The new centre item turns from fully turned (c = 1 − 0 … the toggle's −τ) to facing, the
  /// previous one (c = −1 − τ) from facing to fully turned.
  @Test func aJumpToTheNextItemEasesTheToggleAtRestFor0point4Seconds() throws {
    var driver = Self.driver()
    #expect(driver.send(.frame(time: 0)).schedule == .idle)
    let jump = driver.send(.input(.scroll(toIndex: 1, animated: false, time: 1)))
    #expect(driver.state.phase == .idle && driver.state.currentIndex == 1)
    #expect(jump.schedule == .displayLink)
    #expect(driver.toggle.sign == -1 && driver.toggle.start == 1 && driver.toggle.duration == 0.4)
    #expect(driver.toggle.value(at: driver.time) == -1)
    #expect(Self.close(try #require(Self.turn(driver, index: 1)), 1))
    #expect(Self.close(try #require(Self.turn(driver, index: 0)), 0))
    // (time, toggle, c of item 1 = −τ, c of item 0 = −1 − τ)
    for (time, toggle) in [(1.1, -0.9375), (1.2, -0.5), (1.3, -0.0625)] {
      let update = driver.send(.frame(time: time))
      #expect(update.schedule == .displayLink, "\(time)")
      #expect(!update.frame.draws.isEmpty, "a frame at rest redraws while the toggle eases")
      #expect(Self.close(driver.toggle.value(at: driver.time), toggle), "\(time)")
      #expect(Self.close(try #require(Self.turn(driver, index: 1)), -toggle), "\(time)")
      #expect(Self.close(try #require(Self.turn(driver, index: 0)), -1 - toggle), "\(time)")
    }
    let end = driver.send(.frame(time: 1.4))
    #expect(end.schedule == .idle)
    #expect(driver.toggle.value(at: driver.time) == 0)
    #expect(try Self.turn(driver, index: 1) == 0 && Self.close(#require(Self.turn(driver, index: 0)), -1))
    #expect(driver.send(.frame(time: 1.5)).frame.draws.isEmpty)
  }

  /// A finger drags to the next item: when the current item changes the toggle starts at −1
  /// with the duration of the content's speed then (0.2 + 0.2 · min(1, w/|v|), w = 195); after
  /// the release the frames run until the settle has ended and the toggle reached 0.
  @Test func aDragToTheNextItemStartsTheToggle() {
    var driver = Self.driver()
    var time = 0.0
    var x = 300.0
    _ = driver.send(.input(.touch(TouchInput(.began, at: CarouselPoint(x: x, y: 150), time: time))))
    var change: (time: Double, velocity: Double)?
    while x > 150 {
      time += 1 / 60
      x -= 4
      _ = driver.send(.input(.touch(TouchInput(.moved, at: CarouselPoint(x: x, y: 150), time: time))))
      if change == nil, driver.state.currentIndex == 1 { change = (time, driver.velocity) }
    }
    guard let change else {
      Issue.record("the drag did not reach the next item")
      return
    }
    #expect(driver.toggle.sign == -1 && driver.toggle.start == change.time)
    let speed = abs(change.velocity) / 195
    #expect(Self.close(driver.toggle.duration, LayoutToggle.duration(itemsPerSecond: speed), 1e-12))
    #expect(driver.toggle.duration < 0.4 && driver.toggle.duration >= 0.2)
    _ = driver.send(.input(.touch(TouchInput(.ended, at: CarouselPoint(x: x, y: 150), time: time))))
    var frames = 0
    var last = CarouselSchedule.displayLink
    while last == .displayLink && frames < 600 {
      time += 1 / 60
      frames += 1
      last = driver.send(.frame(time: time)).schedule
      if last == .displayLink {
        #expect(driver.state.phase != .idle || driver.toggle.isEasing(at: driver.time))
      }
    }
    #expect(last == .idle && driver.state.currentIndex == 1)
    #expect(time >= driver.toggle.start + driver.toggle.duration)
    #expect(Self.turn(driver, index: 1) == 0)
  }

  /// A fling's toggles are shorter the faster the content passes the items: the duration of
  /// the first change of a fast fling is below a slow one's.
  @Test func aFasterFlingGivesAShorterToggle() {
    func firstDuration(step: Double) -> Double? {
      var driver = Self.driver(count: 50)
      var time = 0.0
      var x = 350.0
      _ = driver.send(.input(.touch(TouchInput(.began, at: CarouselPoint(x: x, y: 150), time: time))))
      for _ in 0..<3 {
        time += 1 / 60
        x -= step
        _ = driver.send(.input(.touch(TouchInput(.moved, at: CarouselPoint(x: x, y: 150), time: time))))
      }
      _ = driver.send(.input(.touch(TouchInput(.ended, at: CarouselPoint(x: x, y: 150), time: time))))
      while driver.state.currentIndex == 0 && time < 3 {
        time += 1 / 60
        _ = driver.send(.frame(time: time))
      }
      return driver.state.currentIndex == 0 ? nil : driver.toggle.duration
    }
    let slow = firstDuration(step: 15)
    let fast = firstDuration(step: 30)
    #expect(slow != nil && fast != nil)
    if let slow, let fast {
      #expect(fast < slow, "fast \(fast) slow \(slow)")
      #expect(fast >= 0.2 && slow <= 0.4)
    }
  }

  /// Back to the previous item mid-toggle (at τ = −0.5): the new toggle starts at +0.5
  /// (1 − |τ|, where the items are drawn), on the curve from t0 = 0.5 (e(0.5) = 0.5), so it
  /// ends 0.2 s later; e(0.75) = 0.9375 gives +0.0625 halfway.
  @Test func aChangeBackMidToggleContinuesFromWhereTheItemsAre() {
    var driver = Self.driver()
    _ = driver.send(.input(.scroll(toIndex: 1, animated: false, time: 0)))
    _ = driver.send(.frame(time: 0.2))
    #expect(Self.close(driver.toggle.value(at: 0.2), -0.5))
    let back = driver.send(.input(.scroll(toIndex: 0, animated: false, time: 0.2)))
    #expect(back.schedule == .displayLink)
    #expect(driver.toggle.sign == 1 && Self.close(driver.toggle.value(at: 0.2), 0.5))
    _ = driver.send(.frame(time: 0.3))
    #expect(Self.close(driver.toggle.value(at: driver.time), 0.0625))
    #expect(driver.send(.frame(time: 0.4)).schedule == .idle)
    // On in the same direction restarts at ±1, as iCarousel does.
    _ = driver.send(.input(.scroll(toIndex: 1, animated: false, time: 1)))
    _ = driver.send(.input(.scroll(toIndex: 2, animated: false, time: 1.2)))
    #expect(driver.toggle.value(at: driver.time) == -1 && driver.toggle.start == 1.2)
  }

  /// Looping, from the last item forward to the first is a move to a later item: −1.
  @Test func loopingForwardOverTheSeamIsMinusOne() {
    var driver = Self.driver(count: 3, index: 2, looping: true)
    _ = driver.send(.input(.scroll(toIndex: 0, animated: true, time: 0)))
    var time = 0.0
    while driver.state.currentIndex != 0 && time < 2 {
      time += 1 / 60
      _ = driver.send(.frame(time: time))
    }
    #expect(driver.state.currentIndex == 0)
    #expect(driver.toggle.sign == -1)
  }

  /// Under Reduce Motion no flip is animated: the toggle stays 0, the items turn at once and
  /// no frame is asked for.
  @Test func reduceMotionTurnsTheItemsAtOnce() throws {
    var driver = Self.driver(reduceMotion: true)
    let jump = driver.send(.input(.scroll(toIndex: 1, animated: false, time: 0)))
    #expect(jump.schedule == .idle && !driver.toggle.isEnabled)
    #expect(try Self.turn(driver, index: 1) == 0 && Self.close(#require(Self.turn(driver, index: 0)), -1))
    // Turned on mid-toggle, it ends the toggle at once.
    var moving = Self.driver()
    _ = moving.send(.input(.scroll(toIndex: 1, animated: false, time: 0)))
    var configuration = moving.configuration
    configuration.environment.isReduceMotionEnabled = true
    let update = moving.send(.configure(configuration, time: 0.1))
    #expect(update.schedule == .idle && moving.toggle.value(at: 0.1) == 0)
    #expect(Self.turn(moving, index: 1) == 0)
  }

  /// The plain cover flow (and every layout without a toggle) never computes one.
  @Test func plainCoverFlowHasNoToggle() {
    var driver = Self.driver(style: .coverFlow)
    let jump = driver.send(.input(.scroll(toIndex: 1, animated: false, time: 0)))
    #expect(jump.schedule == .idle && !driver.toggle.isEnabled && driver.toggle.sign == 0)
  }

  /// 0 items: nothing to toggle; 1 item: the current item never changes; 2 items: a change
  /// each way.
  @Test func zeroOneAndTwoItems() {
    var none = Self.driver(count: 0)
    #expect(none.send(.input(.scroll(toIndex: 1, animated: false, time: 0))).schedule == .idle)
    #expect(none.items.isEmpty && none.toggle.sign == 0)
    var one = Self.driver(count: 1)
    #expect(one.send(.input(.scroll(toIndex: 0, animated: false, time: 0))).schedule == .idle)
    #expect(one.toggle.sign == 0 && one.items.count == 1)
    var two = Self.driver(count: 2)
    _ = two.send(.input(.scroll(toIndex: 1, animated: false, time: 0)))
    #expect(two.toggle.sign == -1)
    _ = two.send(.input(.scroll(toIndex: 0, animated: false, time: 1)))
    #expect(two.toggle.sign == 1 && two.toggle.value(at: 1) == 1)
  }

  /// A data change notes the current item again: a deletion before it (its index changes) and
  /// a count change start no toggle.
  @Test func aDataChangeStartsNoToggle() {
    var driver = Self.driver(count: 5, index: 3)
    let update = driver.send(.data(CarouselDataChange(count: 4, mapping: [nil, 0, 1, 2, 3]), time: 0))
    #expect(driver.state.currentIndex == 2)
    #expect(update.schedule == .idle && driver.toggle.sign == 0)
  }

  /// NaN times count as the driver's time; nothing drawn is NaN.
  @Test func nanTimesAreTheDriversTime() {
    var driver = Self.driver()
    _ = driver.send(.input(.scroll(toIndex: 1, animated: false, time: 0)))
    let update = driver.send(.frame(time: .nan))
    #expect(update.schedule == .displayLink && driver.toggle.value(at: driver.time) == -1)
    _ = driver.send(.frame(time: .infinity))
    _ = driver.send(.input(.scroll(toIndex: 2, animated: false, time: -.nan)))
    #expect(driver.items.allSatisfy { $0.center.x.isFinite && $0.transform?.m11.isFinite == true })
    #expect(driver.toggle.value(at: driver.time).isFinite)
  }
}
