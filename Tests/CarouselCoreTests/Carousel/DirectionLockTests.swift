import Testing

@testable import CarouselCore

@Suite struct DirectionLockTests {
  @Test func aDragAlongTheAxisIsTheCarouselsAndAcrossItIsTheParents() {
    var lock = DirectionLock(axis: .horizontal)
    lock.begin(at: CarouselPoint(x: 100, y: 100))
    #expect(lock.move(to: CarouselPoint(x: 106, y: 103)) == .undecided, "within the slop")
    #expect(lock.move(to: CarouselPoint(x: 112, y: 104)) == .carousel)
    #expect(lock.move(to: CarouselPoint(x: 112, y: 300)) == .carousel, "decided once and for all")
    #expect(lock.end() == .carousel)
    lock.begin(at: CarouselPoint(x: 100, y: 100))
    #expect(lock.move(to: CarouselPoint(x: 104, y: 120)) == .other)
    #expect(lock.move(to: CarouselPoint(x: 300, y: 120)) == .other)
    #expect(lock.end() == .other)
    #expect(lock.decision == .undecided)
  }

  @Test func aVerticalCarouselLocksTheOtherWayAndA45DegreeDragGoesToTheParent() {
    var lock = DirectionLock(axis: .vertical)
    lock.begin(at: CarouselPoint(x: 0, y: 0))
    #expect(lock.move(to: CarouselPoint(x: 3, y: -20)) == .carousel)
    _ = lock.end()
    lock.begin(at: CarouselPoint(x: 0, y: 0))
    #expect(lock.move(to: CarouselPoint(x: 10, y: 10)) == .other, "ties go to the parent")
  }

  @Test func aLiftInsideTheSlopIsATapAndBadPointsDecideNothing() {
    var lock = DirectionLock(axis: .horizontal)
    lock.begin(at: CarouselPoint(x: 50, y: 50))
    lock.move(to: CarouselPoint(x: 55, y: 52))
    #expect(lock.end() == .undecided)
    lock.begin(at: CarouselPoint(x: 50, y: 50))
    #expect(lock.move(to: CarouselPoint(x: .nan, y: 50)) == .undecided)
    #expect(lock.move(to: CarouselPoint(x: .infinity, y: 50)) == .undecided)
    #expect(lock.move(to: CarouselPoint(x: 80, y: 50)) == .carousel)
    var unstarted = DirectionLock(axis: .horizontal, slop: .nan)
    #expect(unstarted.slop == 10)
    #expect(unstarted.move(to: CarouselPoint(x: 500, y: 0)) == .undecided, "no touch-down, no decision")
  }

  /// Through the driver: a vertical swipe over a moving banner stops it, hands the drag to the
  /// parent and lets the banner settle on an item; a horizontal one drags it.
  @Test func aVerticalSwipeOverAMovingBannerStopsItAndSettlesIt() {
    var driver = CarouselDriver(
      layout: .linear(), count: 5, viewport: CarouselSize(width: 375, height: 200),
      behavior: ScrollBehavior(isLooping: true, snapping: .paging, decelerationRate: .fast))
    driver.scroll(toIndex: 2, animated: true, at: 0)
    driver.advance(to: 0.05)
    #expect(driver.needsFrames)
    var lock = DirectionLock(axis: .horizontal)
    let down = CarouselPoint(x: 180, y: 100)
    lock.begin(at: down)
    driver.touchDown(at: down, time: 0.05)
    #expect(driver.phase == .dragging, "caught at once")
    let offsetCaught = driver.engine.offset
    let decision = lock.move(to: CarouselPoint(x: 182, y: 130))
    #expect(decision == .other)
    driver.touchUp(time: 0.06)
    #expect(driver.engine.offset == offsetCaught, "the parent's drag never moved the banner")
    var t = 0.06
    while driver.needsFrames && t < 5 {
      t += 1 / 120
      driver.advance(to: t)
    }
    #expect(driver.phase == .idle)
    #expect(driver.engine.offset == driver.engine.configuration.anchors.offset(of: driver.currentIndex!))
  }
}
