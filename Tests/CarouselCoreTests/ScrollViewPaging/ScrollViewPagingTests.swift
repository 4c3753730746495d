import Testing

@testable import CarouselCore

@Suite struct ScrollViewPagingTests {
  static let anchors = SnapAnchors.pages(sizes: [300, 120, 500, 80, 200], alignment: .leading)

  @Test func stopsTheSystemDecelerationAndSettlesOnTheProjectedPage() {
    var pager = ScrollViewPaging(anchors: Self.anchors, decelerationRate: .normal)
    pager.willBeginDragging(offset: 0)
    // 1.0 pt/ms = 1000 pt/s at 0.998 projects 500 pt: from 100 to 600, nearest anchor 420.
    let stop = pager.willEndDragging(offset: 100, velocityPerMillisecond: 1.0, time: 10)
    #expect(stop == 100, "targetContentOffset = current offset stops UIKit's own deceleration")
    #expect(pager.targetIndex == 2)
    #expect(pager.isSettling)
    let first = pager.offset(at: 10 + 1 / 120.0)
    #expect(first.map { $0 > 100 } == true, "starts along the release velocity")
    var t = 10.0
    var last = 0.0
    while let offset = pager.offset(at: t) {
      last = offset
      t += 1 / 120
    }
    #expect(last == 420)
    #expect(!pager.isSettling)
  }

  @Test func aNewDragInterruptsTheSettle() {
    var pager = ScrollViewPaging(anchors: Self.anchors)
    _ = pager.willEndDragging(offset: 100, velocityPerMillisecond: 2, time: 0)
    #expect(pager.isSettling)
    pager.willBeginDragging(offset: 150)
    #expect(!pager.isSettling)
    #expect(pager.offset(at: 0.1) == nil)
  }

  /// A touch-down during a settle stops it at once (and says so, so that the front end swallows
  /// the touch: no row selected); a touch at rest catches nothing.
  @Test func aTouchDownCatchesTheSettleAndALiftWithoutDragSettlesFromRest() throws {
    var pager = ScrollViewPaging(anchors: Self.anchors, decelerationRate: .normal)
    pager.willBeginDragging(offset: 0)
    _ = pager.willEndDragging(offset: 100, velocityPerMillisecond: 1.0, time: 10)
    let sample = pager.offset(at: 10.1)
    let caughtAt = try #require(sample)
    let caught = pager.touchDown(offset: caughtAt)
    #expect(caught)
    let afterCatch = pager.offset(at: 10.2)
    #expect(!pager.isSettling && afterCatch == nil, "stopped where it was")
    let caughtAgain = pager.touchDown(offset: caughtAt)
    #expect(!caughtAgain, "nothing moves: nothing caught")
    // The finger lifts without dragging: the content goes to the nearest page, from rest.
    let settles = pager.settleFromRest(offset: caughtAt, time: 10.3)
    #expect(settles)
    let nearest = Self.anchors.offset(of: Self.anchors.nearestPosition(to: caughtAt))
    #expect(pager.targetIndex == Self.anchors.nearestPosition(to: caughtAt))
    let first = pager.offset(at: 10.3)
    #expect(first == caughtAt, "from rest: no jump")
    var t = 10.3
    var last = caughtAt
    while let offset = pager.offset(at: t) {
      last = offset
      t += 1 / 120
    }
    #expect(last == nearest)
    // On a page already: nothing to do.
    let again = pager.settleFromRest(offset: nearest, time: 20)
    #expect(!again)
    #expect(!pager.isSettling)
  }

  @Test func pagingPolicyLimitsPagesPerFlick() {
    var pager = ScrollViewPaging(anchors: Self.anchors, policy: .paging, decelerationRate: .normal)
    pager.willBeginDragging(offset: 0)
    _ = pager.willEndDragging(offset: 20, velocityPerMillisecond: 20, time: 0)
    #expect(pager.targetIndex == 1)
  }

  @Test func mindsTheUnits() {
    // 2 pt/ms is 2000 pt/s, not 2 pt/s: a real fling, not a slow release.
    var pager = ScrollViewPaging(anchors: .uniform(count: 10, pitch: 100), decelerationRate: .fast)
    pager.willBeginDragging(offset: 0)
    _ = pager.willEndDragging(offset: 10, velocityPerMillisecond: 2, time: 0)
    #expect(pager.targetIndex == 2, "10 + 199 pt projected")
  }
}
