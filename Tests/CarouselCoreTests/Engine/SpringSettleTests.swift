import Testing

@_spi(DriverEngine) @testable import CarouselCore

/// Settles honour the spring's damping ratio: an under-damped spring passes the anchor and
/// comes back, ends exactly on it, and keeps every rule of the engine (edges, catches,
/// looping, reconfiguration, callbacks).
@Suite struct SpringSettleTests {
  static func configuration(
    zeta: Double, count: Int = 10, loop: Bool = false, snapping: SnapPolicy = .nearest,
    autoplay: Autoplay? = nil
  ) -> ScrollEngine.Configuration {
    var configuration = bannerConfiguration(count: count, loop: loop, snapping: snapping, autoplay: autoplay)
    configuration.spring = Spring(response: 0.25, dampingRatio: zeta)
    return configuration
  }

  /// A flick forwards from item 2 (900 pt/s, 40 pt), then frames until rest.
  static func flick(zeta: Double, loop: Bool = false, index: Int = 2, speed: Double = -900)
    -> (engine: ScrollEngine, frames: [(t: Double, offset: Double, velocity: Double)], release: Double)
  {
    var engine = ScrollEngine(configuration: configuration(zeta: zeta, loop: loop), index: index)
    let release = engine.swipe(from: 300, speed: speed, duration: 40 / abs(speed), at: 0)
    let frames = engine.runUntilIdle(from: release, fps: 1000)
    return (engine, frames, release)
  }

  @Test func anUnderDampedFlingPassesTheAnchorAndComesBack() {
    let (engine, frames, release) = Self.flick(zeta: 0.3)
    let anchor = 3 * bannerPitch
    #expect(engine.phase == .idle)
    #expect(engine.offset == anchor, "ends exactly on the anchor")
    #expect(engine.currentIndex == 3)
    let highest = frames.map(\.offset).max()!
    #expect(highest > anchor + 50, "passes the anchor: \(highest)")
    let afterPeak = frames.drop { $0.offset < highest }
    #expect(afterPeak.contains { $0.offset < anchor }, "comes back (and swings under once more)")
    // The end is the spring's settling time with the engine's rest thresholds.
    let spring = SpringMotion(
      spring: Spring(response: 0.25, dampingRatio: 0.3), from: engine.configuration.anchors.offset(of: 2) + 40,
      velocity: 900, to: anchor)
    let expectedEnd = release + spring.settlingTime(distance: ScrollEngine.restDistance, speed: ScrollEngine.restSpeed)
    #expect(abs(engine.restingSince! - expectedEnd) < 0.01)
    // Before the end it is within the rest thresholds only at the very last.
    let last = frames.dropLast().last!
    #expect(abs(last.offset - anchor) <= ScrollEngine.restDistance + 0.01)
  }

  @Test func theDefaultNeverPassesTheAnchor() {
    let (engine, frames, _) = Self.flick(zeta: 1)
    let anchor = 3 * bannerPitch
    #expect(engine.offset == anchor)
    #expect(frames.allSatisfy { $0.offset <= anchor })
    #expect(engine.restingSince! < 0.6)
  }

  @Test func oneWillSettleAndOneDidSettle() {
    var driver = CarouselDriver(
      layout: .linear(), count: 10, viewport: CarouselSize(width: 375, height: 200),
      behavior: ScrollBehavior(
        snapping: .nearest, decelerationRate: .fast, spring: Spring(response: 0.25, dampingRatio: 0.3)))
    var events: [ScrollEvents] = []
    events.append(driver.handle(TouchEvent(.began, location: 300, time: 0)))
    for i in 1...5 {
      events.append(driver.handle(TouchEvent(.moved, location: 300 - 8 * Double(i), time: Double(i) / 120)))
    }
    events.append(driver.handle(TouchEvent(.ended, location: 260, time: 5.0 / 120)))
    var passed = false
    for k in 1...3000 {
      events.append(driver.advance(to: 5.0 / 120 + Double(k) / 1000))
      if driver.engine.offset > bannerPitch { passed = true }
    }
    #expect(passed, "the spring passes item 1's anchor")
    #expect(driver.engine.phase == .idle)
    #expect(driver.engine.offset == bannerPitch)
    #expect(events.compactMap(\.willSettle) == [1])
    #expect(events.compactMap(\.didSettle) == [1])
  }

  @Test func edgesNeverOvershoot() {
    // A fling to the last item of a track that does not loop.
    var engine = ScrollEngine(configuration: Self.configuration(zeta: 0.2, count: 4), index: 2)
    let release = engine.swipe(from: 300, speed: -1500, duration: 0.03, at: 0)
    let frames = engine.runUntilIdle(from: release, fps: 1000)
    let last = 3 * bannerPitch
    #expect(engine.offset == last)
    #expect(frames.allSatisfy { $0.offset <= last + 1e-9 })
    // Released past the first edge.
    var back = ScrollEngine(configuration: Self.configuration(zeta: 0.2, count: 4), index: 0)
    let lift = back.swipe(from: 100, speed: 600, duration: 0.2, at: 0)
    #expect(back.offset < 0)
    let returning = back.runUntilIdle(from: lift, fps: 1000)
    #expect(returning.allSatisfy { $0.offset <= 1e-9 })
    #expect(back.offset == 0)
  }

  @Test func aTouchCatchesTheSpringAnywhere() {
    var engine = ScrollEngine(configuration: Self.configuration(zeta: 0.3), index: 2)
    let release = engine.swipe(from: 300, speed: -900, duration: 40.0 / 900, at: 0)
    engine.advance(to: release + 0.1)
    let caught = engine.offset
    #expect(engine.phase == .settling)
    engine.handle(TouchEvent(.began, location: 200, time: release + 0.1))
    #expect(engine.phase == .dragging)
    #expect(engine.offset == caught)
    engine.advance(to: release + 0.5)
    #expect(engine.offset == caught, "the content stays under the finger")
  }

  @Test func loopingAcrossTheSeamEndsOnTheAnchor() {
    // Backwards from item 0 of a looping track: across the seam onto item 9.
    var engine = ScrollEngine(configuration: Self.configuration(zeta: 0.25, loop: true), index: 0)
    let release = engine.swipe(from: 100, speed: 900, duration: 40.0 / 900, at: 0)
    let frames = engine.runUntilIdle(from: release, fps: 1000)
    #expect(engine.phase == .idle)
    #expect(engine.currentIndex == 9)
    #expect(engine.unwrappedOffset == -bannerPitch)
    #expect(frames.contains { $0.offset < -bannerPitch - 20 }, "passes the anchor")
  }

  @Test func animatedScrollsAndAutoplayUseTheSpring() {
    var engine = ScrollEngine(configuration: Self.configuration(zeta: 0.3), index: 2)
    engine.scroll(toIndex: 5, animated: true, at: 0)
    #expect(engine.phase == .animating)
    let frames = engine.runUntilIdle(from: 0, fps: 1000)
    #expect(frames.contains { $0.offset > 5 * bannerPitch + 1 })
    #expect(engine.offset == 5 * bannerPitch)

    var banner = ScrollEngine(
      configuration: Self.configuration(zeta: 0.3, loop: true, autoplay: Autoplay(interval: 2)), index: 0)
    banner.advance(to: 2)
    #expect(banner.phase == .animating)
    let steps = banner.runUntilIdle(from: 2, fps: 1000)
    #expect(steps.contains { $0.offset > bannerPitch + 1 })
    #expect(banner.offset == bannerPitch)
  }

  @Test func reconfiguringMidSettleKeepsTheVelocity() {
    var engine = ScrollEngine(configuration: Self.configuration(zeta: 0.3), index: 2)
    let release = engine.swipe(from: 300, speed: -900, duration: 40.0 / 900, at: 0)
    engine.advance(to: release + 0.07)
    let (offset, velocity) = (engine.offset, engine.velocity)
    // Same geometry, a new spring (the app changed it): no jump in position or velocity.
    var changed = engine.configuration
    changed.spring = Spring(response: 0.4, dampingRatio: 0.5)
    engine.reconfigure(changed, at: release + 0.07)
    #expect(engine.offset == offset)
    #expect(engine.velocity == velocity)
    #expect(engine.targetIndex == 3)
    // A resize mid-settle: the velocity scales with the spacing.
    var resized = engine.configuration
    resized.anchors = .uniform(count: 10, pitch: bannerPitch * 2)
    resized.viewportLength = 750
    engine.reconfigure(resized, at: release + 0.07)
    #expect(abs(engine.velocity - 2 * velocity) < 1e-6)
    let mapped = engine.offset
    engine.advance(to: release + 0.071)
    // 1 ms later it has moved by the velocity it had (plus ½ a t², a fraction of a point).
    #expect(abs((engine.offset - mapped) - 2 * velocity * 0.001) < 0.5, "continuous after the re-plan")
    _ = engine.runUntilIdle(from: release + 0.071, fps: 1000)
    #expect(engine.offset == 3 * bannerPitch * 2)
  }

  /// Any damping ratio in range and any release: finite, at rest on an anchor, in bounded
  /// time.
  @Test func anyDampingRatioEndsAtRestOnAnAnchor() {
    var rng = SplitMix64(seed: 21)
    for _ in 0..<150 {
      let zeta = Double.random(in: Spring.dampingRatioRange, using: &rng)
      let loop = Bool.random(using: &rng)
      let speed = Double.random(in: -8000...8000, using: &rng)
      var engine = ScrollEngine(
        configuration: Self.configuration(zeta: zeta, loop: loop), index: Int.random(in: 0..<10, using: &rng))
      let release = engine.swipe(from: 300, speed: speed, duration: 0.05, at: 0)
      let bounds = engine.configuration.bounds
      let releasedInside = bounds.contains(engine.offset)
      let frames = engine.runUntilIdle(from: release, fps: 120, limit: 700)
      #expect(frames.allSatisfy { $0.offset.isFinite && $0.velocity.isFinite }, "ζ = \(zeta)")
      if !loop && releasedInside {
        // No spring carries the content past an edge.
        #expect(
          frames.allSatisfy { $0.offset >= bounds.lowerBound - 1e-9 && $0.offset <= bounds.upperBound + 1e-9 },
          "ζ = \(zeta), \(speed) pt/s")
      }
      #expect(engine.phase == .idle, "ζ = \(zeta), \(speed) pt/s")
      let anchor = engine.configuration.anchors.offset(of: engine.currentPosition ?? 0)
      #expect(engine.offset == anchor, "ζ = \(zeta), \(speed) pt/s")
      #expect(engine.restingSince! - release <= 600)
    }
  }
}
