import Testing

@testable import CarouselCore

@Suite struct ScrollEngineReleaseTests {
  @Test func freeDecelerationFollowsTheClosedFormAndRestsOnTheRestPoint() {
    var engine = ScrollEngine(configuration: bannerConfiguration(count: 50, loop: true, snapping: .free, rate: .normal))
    let release = engine.swipe(from: 300, speed: -2000, duration: 0.1, at: 0)
    let x0 = engine.unwrappedOffset
    let v0 = engine.velocity
    #expect(abs(v0 - 2000) < 1e-6)
    #expect(engine.phase == .decelerating)
    let decay = Deceleration(origin: x0, initialVelocity: v0, rate: .normal)
    let glide = Glide(origin: x0, velocity: v0, rate: .normal)
    for frame in engine.runUntilIdle(from: release) {
      // Exactly the exponential until the last 48 points, then the glide's landing.
      if frame.t - release < glide.landingStart {
        #expect(abs(frame.offset - decay.value(at: frame.t - release)) < 1e-6)
      }
      #expect(abs(frame.offset - glide.value(at: frame.t - release)) < 1e-6)
    }
    #expect(abs(engine.restingSince! - release - glide.duration) < 1e-9)
    #expect(abs(engine.unwrappedOffset - decay.restPoint) < 1e-6)
    #expect(engine.velocity == 0)
  }

  @Test func freeDecelerationBouncesOffTheEdgeWithoutOvershootIntoTheContent() {
    var engine = ScrollEngine(configuration: bannerConfiguration(snapping: .free, rate: .normal), index: 3)
    let release = engine.swipe(from: 300, speed: -2000, duration: 0.05, at: 0)
    #expect(engine.offset < 4 * bannerPitch, "released inside the content")
    let last = 4 * bannerPitch
    var contact = false
    var maxOverscroll = 0.0
    for frame in engine.runUntilIdle(from: release) {
      if frame.offset > last { contact = true }
      maxOverscroll = max(maxOverscroll, frame.offset - last)
      if contact { #expect(frame.offset >= last - 1e-9, "never back into the content") }
    }
    #expect(contact)
    #expect(maxOverscroll <= 375 / 6 + 1e-9)
    #expect(engine.offset == last)
  }

  @Test(arguments: [300.0, 900, 2500, 6000])
  func nearestLandsExactlyOnTheAnchorNearestToTheProjection(speed: Double) {
    var engine = ScrollEngine(configuration: bannerConfiguration(count: 100, rate: .normal), index: 50)
    let release = engine.swipe(from: 300, speed: -speed, duration: 0.1, at: 0)
    let projection =
      engine.offset + Deceleration(origin: 0, initialVelocity: engine.velocity, rate: .normal).restDistance
    let expected = (projection / bannerPitch).rounded() * bannerPitch
    _ = engine.runUntilIdle(from: release)
    #expect(abs(engine.offset - expected) < 0.01)
  }

  @Test(arguments: [500.0, 3000, 20000])
  func pagingMovesExactlyOneItem(speed: Double) {
    for direction in [-1.0, 1.0] {
      var engine = ScrollEngine(configuration: bannerConfiguration(count: 10, snapping: .paging), index: 5)
      let events = engine.swipe(from: 200, speed: direction * speed, duration: 0.05, at: 0)
      _ = events
      _ = engine.runUntilIdle(from: 0.05)
      #expect(engine.currentIndex == (direction < 0 ? 6 : 4))
      #expect(engine.offset == Double(engine.currentIndex!) * bannerPitch)
    }
  }

  @Test func momentumThatCarriesPastTheAnchorNeverSpeedsUp() {
    var engine = ScrollEngine(configuration: bannerConfiguration(count: 20, snapping: .paging, rate: .fast), index: 5)
    let release = engine.swipe(from: 300, speed: -4000, duration: 0.05, at: 0)
    let v0 = abs(engine.velocity)
    for frame in engine.runUntilIdle(from: release) { #expect(abs(frame.velocity) <= v0 + 1e-6) }
  }

  @Test func theFirstFrameAfterReleaseNeverMovesAgainstTheReleaseVelocity() {
    // Dragged 60% of the way forward, then released slowly backwards: target is item 1 ahead.
    for fps in [60.0, 120, 240] {
      var engine = ScrollEngine(configuration: bannerConfiguration(count: 10))
      engine.handle(TouchEvent(.began, location: 300, time: 0))
      engine.handle(TouchEvent(.moved, location: 300 - 0.6 * bannerPitch, time: 0.3))
      engine.handle(TouchEvent(.moved, location: 300 - 0.6 * bannerPitch + 0.5, time: 0.31))
      engine.handle(TouchEvent(.moved, location: 300 - 0.6 * bannerPitch + 1, time: 0.32))
      let x = engine.offset
      let events = engine.handle(TouchEvent(.ended, location: 300 - 0.6 * bannerPitch + 1, time: 0.32))
      #expect(engine.velocity < 0)
      #expect(events.settleTarget == 1)
      engine.advance(to: 0.32 + 1 / fps)
      #expect(engine.offset <= x)
      _ = engine.runUntilIdle(from: 0.32)
      #expect(engine.offset == bannerPitch)
    }
  }

  @Test func releasedPastAnEdgeReturnsWithoutOvershoot() {
    for speed in [0.0, 300, 1500, -300, -1200] {
      var engine = ScrollEngine(configuration: bannerConfiguration())
      engine.handle(TouchEvent(.began, location: 100, time: 0))
      engine.handle(TouchEvent(.moved, location: 250, time: 0.2))
      // The last 50 ms at `speed` (positive = pulling further past the edge).
      for i in 1...6 {
        engine.handle(TouchEvent(.moved, location: 250 + speed * Double(i) / 120, time: 0.2 + Double(i) / 120))
      }
      engine.handle(TouchEvent(.ended, location: 250 + speed * 6 / 120, time: 0.25))
      #expect(engine.offset < 0)
      for frame in engine.runUntilIdle(from: 0.25) { #expect(frame.offset <= 1e-9, "speed \(speed)") }
      #expect(engine.offset == 0)
    }
  }

  @Test func aHardInwardFlickFromPastTheEdgeStillReturnsToTheEdge() {
    for rate in [DecelerationRate.normal, .fast] {
      var engine = ScrollEngine(configuration: bannerConfiguration(count: 10, rate: rate))
      engine.handle(TouchEvent(.began, location: 0, time: 0))
      engine.handle(TouchEvent(.moved, location: 700, time: 0.3))
      // Flick back towards the content at 4800 pt/s without crossing the edge.
      for i in 1...15 { engine.handle(TouchEvent(.moved, location: 700 - 40 * Double(i), time: 0.3 + Double(i) / 120)) }
      #expect(engine.offset < 0)
      #expect(engine.velocity > 1000)
      engine.handle(TouchEvent(.ended, location: 100, time: 0.425))
      #expect(engine.targetIndex == 0)
      for frame in engine.runUntilIdle(from: 0.425) { #expect(frame.offset <= 1e-9) }
      #expect(engine.offset == 0)
    }
  }

  @Test func fastDecelerationSettlesWithinSixTenthsOfASecond() {
    var rng = SplitMix64(seed: 3)
    for _ in 0..<300 {
      let loop = Bool.random(using: &rng)
      let policy: SnapPolicy =
        Bool.random(using: &rng) ? .nearest : .paging(maxItems: Int.random(in: 1...3, using: &rng))
      var engine = ScrollEngine(configuration: bannerConfiguration(count: 8, loop: loop, snapping: policy), index: 4)
      let speed = Double.random(in: -20_000...20_000, using: &rng)
      // A finger cannot travel further than the screen in one gesture.
      let duration = min(Double.random(in: 0.02...0.4, using: &rng), 350 / abs(speed))
      let release = engine.swipe(from: 187, speed: speed, duration: duration, at: 0)
      _ = engine.runUntilIdle(from: release)
      let rest = engine.restingSince!
      #expect(rest - release <= 0.6, "speed \(speed) duration \(duration) loop \(loop) \(policy)")
    }
  }

  @Test func positionsDoNotDependOnTheFrameRate() {
    // Keyed by the frame time in 1/240 s; 60, 120 and 240 fps share every 4th key.
    func run(_ fps: Double) -> [Int: Double] {
      var engine = ScrollEngine(configuration: bannerConfiguration(count: 10, snapping: .nearest, rate: .normal))
      let release = engine.swipe(from: 300, speed: -2500, duration: 0.1, at: 0)
      var positions: [Int: Double] = [:]
      for frame in engine.runUntilIdle(from: release, fps: fps) {
        positions[Int((frame.t * 240).rounded())] = frame.offset
      }
      positions[-1] = engine.offset
      return positions
    }
    let p60 = run(60)
    let p120 = run(120)
    let p240 = run(240)
    #expect(p60.count > 10)
    for (t, x) in p60 {
      if let y = p120[t] { #expect(abs(x - y) < 0.5, "t \(t)") }
      if let y = p240[t] { #expect(abs(x - y) < 0.5, "t \(t)") }
    }
    #expect(p60[-1] == p120[-1] && p120[-1] == p240[-1])
  }

  @Test func eventsReportTheTargetAndEachIndexChange() {
    var engine = ScrollEngine(configuration: bannerConfiguration(count: 10, rate: .normal))
    var changes: [Int] = []
    var target: Int?
    engine.handle(TouchEvent(.began, location: 300, time: 0))
    for i in 1...6 {
      let e = engine.handle(TouchEvent(.moved, location: 300 - 500 * Double(i) / 120, time: Double(i) / 120))
      if let c = e.currentIndex { changes.append(c) }
    }
    let e = engine.handle(TouchEvent(.ended, location: 300 - 25, time: 0.05))
    target = e.settleTarget
    #expect(e.phase == .settling)
    var t = 0.05
    while engine.phase != .idle {
      t += 1 / 120
      if let c = engine.advance(to: t).currentIndex { changes.append(c) }
    }
    #expect(target == 1)
    #expect(changes == [1])
  }
}
