import Testing

@_spi(DriverEngine) @testable import CarouselCore

@Suite struct DirectionLockTests {
  static func banner(count: Int = 5) -> CarouselDriver<LinearLayout> {
    CarouselDriver(
      layout: .linear(), count: count, viewport: CarouselSize(width: 375, height: 200),
      behavior: ScrollBehavior(isLooping: true, snapping: .paging, decelerationRate: .fast))
  }

  @Test func aMovementAlongTheAxisIsTheCarouselsAndAcrossItIsTheParents() {
    #expect(DirectionLock.decide(axis: .horizontal, dx: 12, dy: 4) == .carousel)
    #expect(DirectionLock.decide(axis: .horizontal, dx: 4, dy: 20) == .other)
    #expect(DirectionLock.decide(axis: .vertical, dx: 3, dy: -20) == .carousel)
    #expect(DirectionLock.decide(axis: .vertical, dx: 10, dy: 10) == .other, "ties go to the parent")
    #expect(DirectionLock.decide(axis: .horizontal, dx: 0, dy: 0) == .undecided)
    #expect(DirectionLock.decide(axis: .horizontal, dx: .nan, dy: 0) == .undecided)
    #expect(DirectionLock.decide(axis: .horizontal, dx: .infinity, dy: 0) == .undecided)
  }

  @Test func theDriverDecidesOncePastTheSlop() {
    var c = Self.banner()
    c.touch(.began, at: CarouselPoint(x: 100, y: 100), time: 0)
    #expect(Self.isPressed(c.touchState))
    c.touch(.moved, at: CarouselPoint(x: 106, y: 103), time: 0.01)
    #expect(Self.isPressed(c.touchState), "within the slop")
    let events = c.touch(.moved, at: CarouselPoint(x: 88, y: 104), time: 0.02)
    #expect(events.dragBegan && Self.isDragging(c.touchState))
    c.touch(.moved, at: CarouselPoint(x: 88, y: 300), time: 0.03)
    #expect(Self.isDragging(c.touchState), "decided once and for all")
    #expect(!c.canBeginDrag(velocity: CarouselPoint(x: 0, y: 500)), "asking about a vertical pan: no")
    #expect(Self.isDragging(c.touchState), "and asking changes nothing")
  }

  static func isPressed(_ state: TouchState) -> Bool {
    if case .pressed = state { return true }
    return false
  }

  static func isDragging(_ state: TouchState) -> Bool {
    if case .dragging = state { return true }
    return false
  }

  /// A vertical swipe over a moving banner stops it, hands the drag to the parent and lets
  /// the banner settle on an item; the parent's drag never moves it.
  @Test func aVerticalSwipeOverAMovingBannerStopsItAndSettlesIt() {
    var driver = Self.banner()
    driver.scroll(toIndex: 2, animated: true, at: 0)
    driver.advance(to: 0.05)
    #expect(driver.needsFrames)
    driver.touch(.began, at: CarouselPoint(x: 180, y: 100), time: 0.05)
    #expect(driver.phase == .dragging, "caught at once")
    let offsetCaught = driver.offset
    let handOff = driver.touch(.moved, at: CarouselPoint(x: 182, y: 130), time: 0.06)
    #expect(handOff.handedOff && !handOff.dragBegan)
    #expect(handOff.willSettle != nil, "the caught banner settles")
    #expect(driver.offset == offsetCaught, "the parent's drag never moved the banner")
    driver.touch(.moved, at: CarouselPoint(x: 100, y: 400), time: 0.07)
    #expect(driver.touch(.ended, at: CarouselPoint(x: 100, y: 400), time: 0.08).tappedIndex == nil)
    var t = 0.08
    while driver.needsFrames && t < 5 {
      t += 1 / 120
      driver.advance(to: t)
    }
    #expect(driver.phase == .idle)
    #expect(driver.offset == driver.engineConfiguration.anchors.offset(of: driver.currentIndex!))
  }
}
