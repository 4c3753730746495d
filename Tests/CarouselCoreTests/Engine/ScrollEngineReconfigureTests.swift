import Testing

@testable import CarouselCore

@Suite struct ScrollEngineReconfigureTests {
  static func configuration(width: Double, count: Int = 10, loop: Bool = false) -> ScrollEngine.Configuration {
    ScrollEngine.Configuration(
      anchors: .uniform(count: count, pitch: width - 32 + 8), viewportLength: width,
      behavior: ScrollBehavior(isLooping: loop, decelerationRate: .fast))
  }

  @Test func rotatingAtRestKeepsTheCurrentItem() {
    var engine = ScrollEngine(configuration: Self.configuration(width: 375), index: 6)
    engine.reconfigure(Self.configuration(width: 812), at: 1)
    #expect(engine.currentIndex == 6)
    #expect(engine.offset == 6 * (812 - 24))
  }

  @Test func resizingMidFlingKeepsTheTargetItem() {
    var engine = ScrollEngine(configuration: Self.configuration(width: 375, loop: true), index: 3)
    let release = engine.swipe(from: 300, speed: -1500, duration: 0.05, at: 0)
    let target = engine.targetIndex
    #expect(target == 4)
    engine.advance(to: release + 0.05)
    let before = engine.offset / 351
    engine.reconfigure(Self.configuration(width: 1024, loop: true), at: release + 0.05)
    #expect(abs(engine.offset / 1000 - before) < 1e-9, "same fractional position")
    #expect(engine.targetIndex == 4)
    _ = engine.runUntilIdle(from: release + 0.05)
    #expect(engine.currentIndex == 4)
    #expect(engine.offset == 4 * 1000)
  }

  @Test func resizingMidDragKeepsTheContentUnderTheFinger() {
    var engine = ScrollEngine(configuration: Self.configuration(width: 375), index: 2)
    engine.handle(TouchEvent(.began, location: 300, time: 0))
    engine.handle(TouchEvent(.moved, location: 200, time: 0.1))
    engine.reconfigure(Self.configuration(width: 375 * 2), at: 0.1)
    let mapped = engine.offset
    #expect(abs(mapped - (2 * 726 + 100.0 / 351 * 726)) < 1e-9)
    engine.handle(TouchEvent(.moved, location: 190, time: 0.2))
    #expect(abs(engine.offset - (mapped + 10)) < 1e-9, "the finger keeps driving 1:1")
  }

  @Test func removingItemsMidFlingKeepsTheCurrentItemWhenItStillExists() {
    var engine = ScrollEngine(configuration: Self.configuration(width: 375, count: 10), index: 4)
    let release = engine.swipe(from: 300, speed: -1500, duration: 0.05, at: 0)
    engine.reconfigure(Self.configuration(width: 375, count: 8), at: release + 0.02)
    _ = engine.runUntilIdle(from: release + 0.02)
    #expect(engine.currentIndex == 5)
  }

  @Test func removingTheCurrentItemMovesToTheLastOne() {
    var engine = ScrollEngine(configuration: Self.configuration(width: 375, count: 10), index: 8)
    engine.reconfigure(Self.configuration(width: 375, count: 3), at: 0)
    #expect(engine.currentIndex == 2)
    #expect(engine.offset == 2 * 351)
  }

  @Test func shrinkingToOneOrNoItemsStopsEverything() {
    var engine = ScrollEngine(configuration: Self.configuration(width: 375, count: 10, loop: true), index: 4)
    engine.swipe(from: 300, speed: -1500, duration: 0.05, at: 0)
    engine.reconfigure(Self.configuration(width: 375, count: 1, loop: true), at: 0.06)
    #expect(engine.phase == .idle && engine.currentIndex == 0 && engine.offset == 0)
    let events = engine.reconfigure(Self.configuration(width: 375, count: 0), at: 0.07)
    #expect(engine.currentIndex == nil)
    #expect(events.currentIndex == nil)
    engine.reconfigure(Self.configuration(width: 375, count: 4), at: 0.08)
    #expect(engine.currentIndex == 0)
  }

  @Test func growingALoopKeepsTheItemAndLoopsOverTheNewCount() {
    var engine = ScrollEngine(configuration: Self.configuration(width: 375, count: 3, loop: true), index: 2)
    engine.reconfigure(Self.configuration(width: 375, count: 6, loop: true), at: 0)
    #expect(engine.currentIndex == 2)
    let release = engine.swipe(from: 300, speed: -2000, duration: 0.05, at: 1)
    _ = engine.runUntilIdle(from: release)
    #expect(engine.currentIndex == 3, "item 3 now exists after item 2")
  }

  @Test func turningLoopingOffClampsToTheRealItems() {
    var engine = ScrollEngine(configuration: Self.configuration(width: 375, count: 5, loop: true))
    let release = engine.swipe(from: 100, speed: 1500, duration: 0.05, at: 0)
    _ = engine.runUntilIdle(from: release)
    #expect(engine.currentIndex == 4)
    engine.reconfigure(Self.configuration(width: 375, count: 5, loop: false), at: 5)
    #expect(engine.currentIndex == 4)
    #expect(engine.offset == 4 * 351 && engine.unwrappedOffset == 4 * 351)
  }
}
