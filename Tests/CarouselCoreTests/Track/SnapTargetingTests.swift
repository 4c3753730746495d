import Testing

@testable import CarouselCore

@Suite struct SnapTargetingTests {
  static func targeting(_ policy: SnapPolicy, loop: Bool = false, count: Int = 10, rate: DecelerationRate = .fast)
    -> SnapTargeting
  {
    SnapTargeting(
      anchors: .uniform(count: count, pitch: 351), isLooping: loop, policy: policy, decelerationRate: rate,
      minimumFlingSpeed: 200)
  }

  @Test func freeHasNoTarget() {
    #expect(Self.targeting(.free).target(offset: 100, velocity: 1000, startPosition: 0) == nil)
  }

  @Test func nearestPicksTheAnchorNearestToTheProjection() {
    let t = Self.targeting(.nearest, rate: .normal)
    // 2000 pt/s at 0.998 projects 999 pt: from 0 to 999, nearest anchor 1053 (item 3).
    #expect(t.target(offset: 0, velocity: 2000, startPosition: 0) == 3)
    #expect(
      t.projection(offset: 0, velocity: 2000) == 999.0009985013278
        || abs(t.projection(offset: 0, velocity: 2000) - 999) < 0.01)
    // Any number of items per fling.
    #expect(t.target(offset: 0, velocity: 6000, startPosition: 0) == 9)
  }

  @Test func slowReleasesGoToTheAnchorNearestToTheContent() {
    let t = Self.targeting(.nearest, rate: .normal)
    // 150 pt/s would project 75 pt further (to 275, nearer item 1), but it is not a fling.
    #expect(t.target(offset: 200, velocity: 150, startPosition: 0) == 1)
    #expect(t.target(offset: 170, velocity: 150, startPosition: 0) == 0)
  }

  @Test func nonLoopingTargetsAreClampedToTheItems() {
    let t = Self.targeting(.nearest, rate: .normal)
    #expect(t.target(offset: 3000, velocity: 9000, startPosition: 9) == 9)
    #expect(t.target(offset: -50, velocity: -9000, startPosition: 0) == 0)
  }

  @Test func loopingTargetsContinueRoundTheTrack() {
    let t = Self.targeting(.nearest, loop: true, count: 5, rate: .normal)
    #expect(t.target(offset: 0, velocity: -2000, startPosition: 0) == -3)
  }

  @Test(arguments: [500.0, 2000, 8000, 20000, 1e6])
  func pagingMovesExactlyOneItemHoweverFastTheFling(speed: Double) {
    let t = Self.targeting(.paging, loop: true)
    #expect(t.target(offset: 40, velocity: speed, startPosition: 0) == 1)
    #expect(t.target(offset: -40, velocity: -speed, startPosition: 0) == -1)
  }

  @Test func pagingFlickMovesAtLeastOneItemInItsDirection() {
    let t = Self.targeting(.paging)
    // 300 pt/s projects only 30 pt: the nearest anchor would be the same item.
    #expect(t.target(offset: 351 * 3 + 10, velocity: 300, startPosition: 3) == 4)
    #expect(t.target(offset: 351 * 3 - 10, velocity: -300, startPosition: 3) == 2)
    // Flicking back towards the start item from past it returns to it.
    #expect(t.target(offset: 351 * 3 + 100, velocity: -300, startPosition: 3) == 3)
  }

  @Test func pagingLimitCountsFromTheItemAtTouchDown() {
    let t = Self.targeting(.paging(maxItems: 3), loop: true)
    #expect(t.target(offset: 0, velocity: 50_000, startPosition: 0) == 3)
    #expect(t.target(offset: 351 * 5, velocity: 50_000, startPosition: 0) == 3, "even if the drag went further")
    #expect(t.target(offset: 0, velocity: -50_000, startPosition: 0) == -3)
  }

  @Test func emptyTrackHasNoTargetAndNaNVelocityIsZero() {
    #expect(Self.targeting(.nearest, count: 0).target(offset: 0, velocity: 100, startPosition: 0) == nil)
    #expect(Self.targeting(.nearest).target(offset: 400, velocity: .nan, startPosition: 0) == 1)
  }
}
