import Testing

@testable import CarouselCore

/// The library reproducers of issue 8 ("make CarouselKit impossible to crash, hang or exhaust
/// from input"): each one trapped, looped without bound or produced a non-finite number.
@Suite struct IssueReproducerTests {
  static func check(_ engine: ScrollEngine, _ comment: Comment? = nil) {
    #expect(engine.offset.isFinite, comment)
    #expect(engine.velocity.isFinite, comment)
    #expect(engine.unwrappedOffset.isFinite, comment)
    #expect(abs(engine.velocity) <= ScrollEngine.maximumFlingSpeed || engine.phase != .dragging, comment)
    let count = engine.configuration.count
    if count == 0 {
      #expect(engine.currentIndex == nil, comment)
    } else {
      #expect(engine.currentIndex.map { (0..<count).contains($0) } == true, comment)
    }
    let (base, overflow) = engine.cycle.multipliedReportingOverflow(by: max(count, 1))
    #expect(!overflow && abs(base) <= ScrollEngine.maximumTrackPosition, comment)
  }

  static func looping(count: Int = 5, pitch: Double = bannerPitch, snapping: SnapPolicy = .nearest) -> ScrollEngine {
    ScrollEngine(
      configuration: ScrollEngine.Configuration(
        anchors: .uniform(count: count, pitch: pitch), viewportLength: 375,
        behavior: ScrollBehavior(isLooping: true, snapping: snapping)))
  }

  // MARK: - Trace reproducers

  /// `simulate --loop` with a drag to x = −1e300: the sample is beyond
  /// ``ScrollEngine/maximumTouchLocation`` and ignored, like a non-finite one.
  @Test func aDragToMinus1e300IsIgnored() {
    var engine = Self.looping()
    engine.handle(TouchEvent(.began, location: 0, time: 0))
    engine.handle(TouchEvent(.moved, location: -1e300, time: 0.01))
    engine.handle(TouchEvent(.ended, location: -1e300, time: 0.02))
    Self.check(engine)
    #expect(engine.offset == 0, "the far samples are ignored")
    #expect(engine.phase != .dragging, "the far lift still ends the drag, as a cancel")
    engine.advance(to: 10)
    Self.check(engine)
    #expect(engine.phase == .idle)
  }

  /// The same release from the farthest location accepted: a 10⁹-pt drag in 10 ms.
  @Test func aLoopingReleaseAfterTheLongestDragStaysFiniteAndInOneCycle() {
    var engine = Self.looping()
    engine.handle(TouchEvent(.began, location: 0, time: 0))
    engine.handle(TouchEvent(.moved, location: -ScrollEngine.maximumTouchLocation, time: 0.01))
    engine.handle(TouchEvent(.ended, location: -ScrollEngine.maximumTouchLocation, time: 0.02))
    Self.check(engine)
    #expect(engine.velocity <= ScrollEngine.maximumFlingSpeed)
    engine.advance(to: 100)
    Self.check(engine)
    #expect(engine.phase == .idle)
    #expect(engine.offset >= 0 && engine.offset < engine.configuration.anchors.period)
    #expect(engine.unwrappedOffset > 1e9 - 1e6, "the content went the whole way")
  }

  /// `simulate --loop --snap free` with two samples 1e-150 s apart: the estimate is clamped
  /// to the maximum fling speed and the glide comes to rest.
  @Test func samplesAFewAttosecondsApartGiveAtMostTheMaximumFlingSpeed() {
    var engine = Self.looping(snapping: .free)
    engine.handle(TouchEvent(.began, location: 300, time: 0))
    engine.handle(TouchEvent(.moved, location: 100, time: 1e-150))
    let events = engine.handle(TouchEvent(.ended, location: 100, time: 1e-150))
    #expect(events.phase == .decelerating)
    #expect(engine.velocity == ScrollEngine.maximumFlingSpeed)
    Self.check(engine)
    var t = 0.0
    while engine.phase != .idle && t < 60 {
      t += 1 / 60
      engine.advance(to: t)
      Self.check(engine)
    }
    #expect(engine.phase == .idle)
    // 25,000 pt/s at 0.998/ms glides 25,000 / 2.002 ≈ 12,488 pt.
    #expect(abs(engine.unwrappedOffset - (200 + 25_000 / 2.002)) < 10)
  }

  /// The playground's wheel flings: timestamps one ulp apart and x = ±10⁷.
  @Test func flingsWithTimestampsOneUlpApart() {
    var engine = Self.looping(count: 12, pitch: 70, snapping: .nearest)
    var t = 1.0
    for i in 0..<200 {
      let x = i.isMultiple(of: 2) ? 1e7 : -1e7
      engine.handle(TouchEvent(.began, location: -x, time: t))
      t = t.nextUp
      engine.handle(TouchEvent(.moved, location: x, time: t))
      t = t.nextUp
      engine.handle(TouchEvent(.ended, location: x, time: t))
      Self.check(engine, "fling \(i)")
      t += 0.05
      engine.advance(to: t)
      Self.check(engine, "fling \(i)")
    }
  }

  /// ~2,300 extreme flings used to overflow `cycle × count` (unwrappedOffset) and
  /// `-cycles * count` (shift). With the smallest pitch each 2 × 10⁹-pt drag is 10¹² cycles,
  /// so the counter also wraps (every ~560 drags) without trapping.
  @Test func thousandsOfExtremeFlingsKeepTheCycleCounterBounded() {
    for pitch in [SnapAnchors.minimumPitch, bannerPitch] {
      var engine = Self.looping(count: 2, pitch: pitch)
      var t = 0.0
      let far = ScrollEngine.maximumTouchLocation
      for i in 0..<3000 {
        engine.handle(TouchEvent(.began, location: far, time: t))
        engine.handle(TouchEvent(.moved, location: -far, time: t + 0.001))
        engine.handle(TouchEvent(.ended, location: -far, time: t + 0.002))
        t += 0.01
        engine.advance(to: t)
        if i.isMultiple(of: 100) { Self.check(engine, "fling \(i), pitch \(pitch)") }
      }
      engine.advance(to: t + 100)
      Self.check(engine, "pitch \(pitch)")
      #expect(engine.phase == .idle)
      #expect(engine.offset >= 0 && engine.offset < engine.configuration.anchors.period)
    }
  }

  /// The `map` of `reconfigure` after a long drag and a count change: a drag start many
  /// cycles away times the new count overflowed.
  @Test func reconfiguringAfterALongDragWithACountChange() {
    var engine = Self.looping(count: 5, pitch: 351)
    let far = ScrollEngine.maximumTouchLocation
    engine.handle(TouchEvent(.began, location: far, time: 0))
    engine.handle(TouchEvent(.moved, location: -far, time: 0.01))
    // A 10¹⁸-pt drag is ignored.
    let before = engine.offset
    engine.handle(TouchEvent(.moved, location: -1e18, time: 0.015))
    #expect(engine.offset == before)
    for count in [SnapAnchors.maximumCount, 3, Int.max, 2, 1, 0, 7] {
      var configuration = engine.configuration
      configuration.anchors = .uniform(count: count, pitch: 351)
      engine.reconfigure(configuration, at: 0.02)
      Self.check(engine, "count \(count)")
      engine.handle(TouchEvent(.moved, location: far / 2, time: 0.03))
      Self.check(engine, "count \(count)")
    }
    engine.handle(TouchEvent(.ended, location: far / 2, time: 0.04))
    engine.advance(to: 50)
    Self.check(engine)
    #expect(engine.phase == .idle)
  }

  /// `--snap paging --max-items-per-fling 9223372036854775807`.
  @Test func pagingWithIntMaxItemsPerFling() {
    let anchors = SnapAnchors.uniform(count: 10, pitch: 351)
    for loop in [false, true] {
      let targeting = SnapTargeting(
        anchors: anchors, isLooping: loop, policy: .paging(maxItems: .max), decelerationRate: .normal,
        minimumFlingSpeed: 200)
      for start in [0, Int.max, Int.min, -5] {
        for velocity in [-1e300, -25_000, 0, 300, 1e300] {
          let target = targeting.target(offset: 351 * 3, velocity: velocity, startPosition: start)
          #expect(target != nil)
        }
      }
      // The limit is clamped, not ignored: a 25,000 pt/s fling at 0.998 goes ~35 items.
      #expect(targeting.target(offset: 0, velocity: 25_000, startPosition: 0) == (loop ? 36 : 9))
    }
    var engine = Self.looping(snapping: .paging(maxItems: .max))
    engine.swipe(from: 300, speed: -30_000, duration: 0.05, at: 0)
    engine.advance(to: 30)
    Self.check(engine)
    #expect(engine.phase == .idle)
    for maxItems in [Int.min, 0, -1] {
      let policy = SnapTargeting(
        anchors: anchors, isLooping: false, policy: .paging(maxItems: maxItems), decelerationRate: .normal,
        minimumFlingSpeed: 200)
      #expect(policy.target(offset: 0, velocity: 25_000, startPosition: 0) == 1, "a limit below 1 counts as 1")
    }
  }

  /// Autoplay with the shortest interval and motions that take no time (the smallest pitch)
  /// after a long pause of the clock, and near the largest time accepted.
  @Test func advanceAlwaysReturnsWithAutoplayAndZeroDurationMotions() {
    for start in [0.0, ScrollEngine.maximumTime - 1e6, -ScrollEngine.maximumTime] {
      var engine = ScrollEngine(
        configuration: ScrollEngine.Configuration(
          anchors: .uniform(count: 3, pitch: SnapAnchors.minimumPitch), viewportLength: 375,
          behavior: ScrollBehavior(isLooping: true, autoplay: Autoplay(interval: 0))),
        time: start)
      #expect(engine.time == start)
      var t = start
      for step in [0.05, 0.1, 0.35, 1, 0.99, 1e3, 0.1, 1e5, 2e5] {
        t += step
        engine.advance(to: t)
        Self.check(engine, "start \(start), t \(t)")
        #expect(engine.time == t)
      }
    }
  }

  /// Times beyond ``ScrollEngine/maximumTime`` (a trace ending at t = 10¹⁷) are ignored.
  @Test func timesBeyondTheLimitAreIgnored() {
    var engine = ScrollEngine(
      configuration: bannerConfiguration(loop: true, autoplay: Autoplay(interval: 0.1)), time: 1e17)
    #expect(engine.time == 0, "an unusable start time is taken as 0")
    engine.advance(to: 5)
    #expect(engine.time == 5)
    for t in [1e17, -1e17, 1e300, ScrollEngine.maximumTime.nextUp] {
      #expect(engine.advance(to: t) == .none)
      #expect(engine.handle(TouchEvent(.began, location: 10, time: t)) == .none)
      #expect(engine.time == 5)
    }
    #expect(!TouchEvent(.began, location: 0, time: 1e17).isValid)
    #expect(!TouchEvent(.began, location: 1e10, time: 0).isValid)
    #expect(TouchEvent(.began, location: -1e9, time: -1e12).isValid)
  }

  /// An explicit velocity scaled up by a reconfiguration (a wide viewport after a narrow
  /// one) is clamped too.
  @Test func reconfiguredVelocitiesAreClamped() {
    var engine = ScrollEngine(
      configuration: ScrollEngine.Configuration(
        anchors: .uniform(count: 10, pitch: 1000), viewportLength: 375,
        behavior: ScrollBehavior(snapping: .free, decelerationRate: .normal)))
    engine.swipe(from: 300, speed: -2000, duration: 0.05, at: 0)
    #expect(engine.phase == .decelerating)
    let configuration = ScrollEngine.Configuration(
      anchors: .uniform(count: 10, pitch: 1e12), viewportLength: 1e300,
      behavior: ScrollBehavior(snapping: .free, decelerationRate: .normal))
    #expect(configuration.viewportLength == SnapAnchors.maximumExtent)
    engine.reconfigure(configuration, at: 0.06)
    #expect(engine.phase == .decelerating)
    #expect(abs(engine.velocity) == ScrollEngine.maximumFlingSpeed, "2,000 pt/s × 10⁹ is clamped")
    engine.advance(to: 2000)
    Self.check(engine)
    #expect(engine.phase == .idle)
  }

  /// The estimator never reports more than its maximum, and releases up to 20,000 pt/s are
  /// not touched.
  @Test func theEstimatorClampsOnlyAboveTheMaximum() {
    for speed in [2_000.0, 20_000, 24_999] {
      var estimator = VelocityEstimator()
      for i in 0...10 { estimator.add(position: speed * Double(i) / 120, at: Double(i) / 120) }
      #expect(abs(estimator.velocity() - speed) < 1e-6 * speed)
    }
    var estimator = VelocityEstimator()
    estimator.add(position: 0, at: 0)
    estimator.add(position: -1e9, at: 1e-150)
    #expect(estimator.velocity() == -VelocityEstimator.maximumSpeed)
    #expect(VelocityEstimator.maximumSpeed == 25_000)
    #expect(ScrollEngine.maximumFlingSpeed == 25_000)
    #expect(Deceleration(origin: 0, initialVelocity: 1e300, rate: .normal).initialVelocity == 25_000)
    #expect(PlatformVelocity.fromScrollViewDelegate(pointsPerMillisecond: 1e306) == 25_000)
    #expect(
      CollectionViewLayoutBridge<LinearLayout>.releaseVelocity(restingAt: 1e308, from: -1e308, rate: .fast) == 25_000)
  }
}

@Suite struct InvalidLiftTests {
  @Test(arguments: [TouchEvent.Phase.ended, .cancelled])
  func aLiftBeyondTheLimitsStillEndsTheDrag(phase: TouchEvent.Phase) {
    var engine = ScrollEngine(configuration: bannerConfiguration(count: 5, loop: true), index: 0)
    engine.handle(TouchEvent(.began, location: 0, time: 0))
    engine.handle(TouchEvent(.moved, location: -100, time: 0.01))
    engine.handle(TouchEvent(phase, location: -1e12, time: 0.02))
    #expect(engine.phase != .dragging, "the finger is gone")
    engine.advance(to: 5)
    #expect(engine.phase == .idle)
    #expect(engine.offset == 0, "back to the nearest anchor: cancelled where the content was")
  }
}
