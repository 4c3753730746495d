import Testing

@testable import CarouselCore

@Suite struct ScrollEngineDragTests {
  @Test func contentFollowsTheFingerOneToOne() {
    var engine = ScrollEngine(configuration: bannerConfiguration(loop: true))
    engine.handle(TouchEvent(.began, location: 300, time: 1))
    #expect(engine.phase == .dragging)
    engine.handle(TouchEvent(.moved, location: 250, time: 1.01))
    #expect(engine.offset == 50, "finger left 50 pt → offset +50")
    engine.handle(TouchEvent(.moved, location: 320, time: 1.02))
    #expect(engine.unwrappedOffset == -20)
    #expect(engine.currentIndex == 0)
  }

  @Test func rubberBandsPastTheEdgesWhenNotLooping() {
    var engine = ScrollEngine(configuration: bannerConfiguration())
    engine.handle(TouchEvent(.began, location: 100, time: 0))
    engine.handle(TouchEvent(.moved, location: 200, time: 0.05))
    #expect(abs(engine.offset + 47.97) < 0.005, "100 pt raw past the leading edge of a 375-pt viewport")
    engine.handle(TouchEvent(.moved, location: 100 - 4 * bannerPitch - 100, time: 0.1))
    #expect(abs(engine.offset - (4 * bannerPitch + 47.97)) < 0.005)
  }

  @Test func loopingDragsHaveNoEdges() {
    var engine = ScrollEngine(configuration: bannerConfiguration(loop: true))
    engine.handle(TouchEvent(.began, location: 100, time: 0))
    engine.handle(TouchEvent(.moved, location: 200, time: 0.05))
    #expect(engine.unwrappedOffset == -100)
    #expect(engine.offset == 5 * bannerPitch - 100, "re-based into the cycle")
    #expect(engine.currentIndex == 0)
    engine.handle(TouchEvent(.moved, location: 300, time: 0.06))
    #expect(engine.currentIndex == 4, "item 4 is left of item 0")
  }

  @Test func aTouchCatchesASettleWhereItIs() {
    var engine = ScrollEngine(configuration: bannerConfiguration(count: 20, rate: .normal))
    let release = engine.swipe(from: 300, speed: -3000, duration: 0.1, at: 0)
    engine.advance(to: release + 0.15)
    #expect(engine.phase == .settling)
    let caught = release + 0.2
    var probe = engine
    probe.advance(to: caught)
    let expected = probe.offset
    engine.handle(TouchEvent(.began, location: 50, time: caught))
    #expect(engine.phase == .dragging)
    #expect(engine.offset == expected, "no jump")
    #expect(engine.velocity == 0)
    engine.advance(to: caught + 0.5)
    #expect(engine.offset == expected, "the motion stopped")
    engine.handle(TouchEvent(.moved, location: 40, time: caught + 0.51))
    #expect(abs(engine.offset - (expected + 10)) < 1e-9, "and the finger drives again")
  }

  @Test func aTouchCatchesTheRubberBandReturnWithoutAJump() {
    var engine = ScrollEngine(configuration: bannerConfiguration())
    engine.swipe(from: 100, speed: 1000, duration: 0.15, at: 0)
    engine.advance(to: 0.2)
    #expect(engine.phase == .settling)
    let held = engine.offset
    #expect(held < 0)
    engine.handle(TouchEvent(.began, location: 10, time: 0.2))
    #expect(engine.offset == held)
    engine.handle(TouchEvent(.moved, location: 10, time: 0.21))
    #expect(abs(engine.offset - held) < 1e-9, "the raw overscroll was recovered exactly")
    engine.handle(TouchEvent(.moved, location: 20, time: 0.22))
    #expect(engine.offset < held, "pulling further still resists")
    #expect(held - engine.offset < 10)
  }

  @Test func cancelledReleasesWithZeroVelocity() {
    var engine = ScrollEngine(configuration: bannerConfiguration(count: 10))
    engine.handle(TouchEvent(.began, location: 300, time: 0))
    for i in 1...10 { engine.handle(TouchEvent(.moved, location: 300 - 20 * Double(i), time: Double(i) / 120)) }
    let events = engine.handle(TouchEvent(.cancelled, location: 100, time: 10 / 120))
    #expect(events.settleTarget == 1, "200 pt dragged: nearest is item 1 without projection")
    _ = engine.runUntilIdle(from: 10 / 120)
    #expect(engine.offset == bannerPitch)
  }

  @Test func ignoresInvalidAndOutOfOrderInput() {
    var engine = ScrollEngine(configuration: bannerConfiguration(loop: true))
    #expect(engine.handle(TouchEvent(.moved, location: 10, time: 0)).isEmpty, "moved before began")
    #expect(engine.handle(TouchEvent(.ended, location: 10, time: 0)).isEmpty)
    #expect(engine.phase == .idle)
    engine.handle(TouchEvent(.began, location: .nan, time: 0))
    #expect(engine.phase == .idle)
    engine.handle(TouchEvent(.began, location: 100, time: .infinity))
    #expect(engine.phase == .idle)
    engine.handle(TouchEvent(.began, location: 100, time: 1))
    engine.handle(TouchEvent(.moved, location: 90, time: 0.5))
    #expect(engine.time == 1, "time never runs backwards")
    #expect(engine.offset == 10)
    engine.advance(to: .nan)
    #expect(engine.time == 1)
  }

  @Test func aSecondBeganRestartsTheDragFromWhereTheContentIs() {
    var engine = ScrollEngine(configuration: bannerConfiguration(loop: true))
    engine.handle(TouchEvent(.began, location: 300, time: 0))
    engine.handle(TouchEvent(.moved, location: 280, time: 0.01))
    engine.handle(TouchEvent(.began, location: 100, time: 0.02))
    #expect(engine.offset == 20)
    engine.handle(TouchEvent(.moved, location: 90, time: 0.03))
    #expect(engine.offset == 30)
  }
}
