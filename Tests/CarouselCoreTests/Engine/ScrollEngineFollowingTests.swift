import Testing

@testable import CarouselCore

/// ``ScrollEngine/reconfigure(_:at:following:)``: after a data change the engine follows the
/// items by identity. Worked values on a 375-pt viewport of 351-pt pitches (inset 16,
/// spacing 8): item i rests at offset 351 i.
@Suite struct ScrollEngineFollowingTests {
  static func configuration(count: Int) -> ScrollEngine.Configuration {
    ScrollEngine.Configuration(
      anchors: .uniform(count: count, pitch: 351), viewportLength: 375,
      behavior: ScrollBehavior(decelerationRate: .fast))
  }

  /// Dragged 100 pt from item 2 (offset 802, 0.285 of the way to item 3: item 2 is the
  /// nearest); two items inserted at 0 put item 2 at index 4: 4 × 351 + 100 = 1504, and the
  /// finger keeps driving 1:1.
  @Test func aDragKeepsTheNearestItemUnderTheFinger() {
    var engine = ScrollEngine(configuration: Self.configuration(count: 10), index: 2)
    engine.handle(TouchEvent(.began, location: 300, time: 0))
    engine.handle(TouchEvent(.moved, location: 200, time: 0.1))
    #expect(engine.offset == 802)
    engine.reconfigure(Self.configuration(count: 12), at: 0.1, following: { $0 + 2 })
    #expect(engine.offset == 1504 && engine.phase == .dragging)
    engine.handle(TouchEvent(.moved, location: 190, time: 0.2))
    #expect(engine.offset == 1514)
  }

  /// Dragged 200 pt from item 2 (offset 902, 0.57 of the way: item 3 is the nearest, 151 pt
  /// before its anchor); item 0 deleted puts item 3 at index 2: 2 × 351 − 151 = 551.
  @Test func pastHalfWayTheNextItemIsTheOneKept() {
    var engine = ScrollEngine(configuration: Self.configuration(count: 10), index: 2)
    engine.handle(TouchEvent(.began, location: 300, time: 0))
    engine.handle(TouchEvent(.moved, location: 100, time: 0.1))
    engine.reconfigure(Self.configuration(count: 9), at: 0.1, following: { max($0 - 1, 0) })
    #expect(engine.offset == 551)
  }

  /// A settle towards item 4 when item 4 moves to index 0: it goes on towards index 0.
  @Test func aSettleGoesOnTowardsItsItemAtItsNewIndex() {
    var engine = ScrollEngine(configuration: Self.configuration(count: 10), index: 3)
    let release = engine.swipe(from: 300, speed: -1500, duration: 0.05, at: 0)
    #expect(engine.targetIndex == 4)
    engine.reconfigure(Self.configuration(count: 10), at: release, following: { $0 == 4 ? 0 : ($0 < 4 ? $0 + 1 : $0) })
    #expect(engine.targetIndex == 0 && engine.phase != .idle)
    _ = engine.runUntilIdle(from: release)
    #expect(engine.currentIndex == 0 && engine.offset == 0)
  }
}
