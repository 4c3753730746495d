import Testing

@testable import CarouselCore

@Suite struct GestureTranslatorTests {
  static let viewport = CarouselSize(width: 375, height: 200)

  @Test func mapsStagesToTouchPhases() {
    let t = GestureTranslator(axis: .horizontal, viewport: Self.viewport)
    let p = CarouselPoint(x: 100, y: 50)
    #expect(t.event(.possible, at: p, time: 1) == nil)
    #expect(t.event(.began, at: p, time: 1) == TouchEvent(.began, location: 100, time: 1))
    #expect(t.event(.changed, at: p, time: 1)?.phase == .moved)
    #expect(t.event(.ended, at: p, time: 1)?.phase == .ended)
    #expect(t.event(.cancelled, at: p, time: 1)?.phase == .cancelled)
    #expect(t.event(.failed, at: p, time: 1)?.phase == .cancelled)
  }

  @Test func verticalLayoutsReadY() {
    let t = GestureTranslator(axis: .vertical, isRightToLeft: true, viewport: Self.viewport)
    #expect(t.location(CarouselPoint(x: 100, y: 50)) == 50, "vertical axes are never mirrored")
  }

  @Test func rightToLeftMirrorsTheScrollDirection() {
    let t = GestureTranslator(axis: .horizontal, isRightToLeft: true, viewport: Self.viewport)
    #expect(t.location(CarouselPoint(x: 100, y: 0)) == 275)
    // The finger moving right scrolls forward in a right-to-left carousel.
    var engine = ScrollEngine(configuration: bannerConfiguration(loop: true))
    engine.handle(t.event(.began, at: CarouselPoint(x: 100, y: 0), time: 0)!)
    engine.handle(t.event(.changed, at: CarouselPoint(x: 150, y: 0), time: 0.01)!)
    #expect(engine.offset == 50)
  }

  @Test func mirroredAttributesFlipAroundTheCentre() {
    let item = ItemAttributes(
      position: 0, index: 0, center: CarouselPoint(x: 100, y: 40), size: CarouselSize(width: 50, height: 50),
      rotation: 0.3,
      transform: .rotationY(0.5))
    let m = item.mirrored(in: Self.viewport)
    #expect(m.center == CarouselPoint(x: 275, y: 40))
    #expect(m.rotation == -0.3)
    #expect(m.transform == .rotationY(-0.5))
    #expect(m.mirrored(in: Self.viewport) == item)
  }

  @Test func velocitiesEndUpInPointsPerSecond() {
    #expect(PlatformVelocity.fromScrollViewDelegate(pointsPerMillisecond: 2.5) == 2500)
    #expect(PlatformVelocity.fromFinger(pointsPerSecond: 800) == -800)
    #expect(PlatformVelocity.fromFinger(pointsPerSecond: 800, mirrored: true) == 800)
    #expect(PlatformVelocity.fromCollectionViewLayout(pointsPerSecond: 300) == 300)
    #expect(PlatformVelocity.fromScrollViewDelegate(pointsPerMillisecond: .nan) == 0)
  }
}

@Suite struct CarouselAccessibilityTests {
  @Test func valueReadsItemOfCountWithTheLabel() {
    #expect(CarouselAccessibility.value(index: 1, count: 5) == "item 2 of 5")
    #expect(CarouselAccessibility.value(index: 1, count: 5, label: "Summer sale") == "item 2 of 5, Summer sale")
    #expect(CarouselAccessibility.value(index: nil, count: 0) == nil)
    #expect(CarouselAccessibility.value(index: 5, count: 5) == nil)
  }

  @Test func adjustableActionStepsAndWrapsWhenLooping() {
    #expect(CarouselAccessibility.adjustedIndex(from: 4, count: 5, isLooping: true, increment: true) == 0)
    #expect(CarouselAccessibility.adjustedIndex(from: 0, count: 5, isLooping: true, increment: false) == 4)
    #expect(CarouselAccessibility.adjustedIndex(from: 4, count: 5, isLooping: false, increment: true) == nil)
    #expect(CarouselAccessibility.adjustedIndex(from: 2, count: 5, isLooping: false, increment: false) == 1)
    #expect(CarouselAccessibility.adjustedIndex(from: 0, count: 1, isLooping: true, increment: true) == nil)
  }

  @Test func arrowsFollowTheAxisAndTheLayoutDirection() {
    func go(_ arrow: CarouselAccessibility.Arrow, axis: ScrollAxis = .horizontal, rtl: Bool = false) -> Int? {
      CarouselAccessibility.index(after: arrow, from: 2, count: 5, isLooping: false, axis: axis, isRightToLeft: rtl)
    }
    #expect(go(.right) == 3 && go(.left) == 1)
    #expect(go(.right, rtl: true) == 1 && go(.left, rtl: true) == 3)
    #expect(go(.up) == nil)
    #expect(go(.down, axis: .vertical) == 3 && go(.up, axis: .vertical) == 1 && go(.left, axis: .vertical) == nil)
  }

  @Test func autoplayHoldsForVoiceOverAndReduceMotion() {
    #expect(
      CarouselAccessibility.isAutoplayAllowed(
        requested: true, count: 5, isVoiceOverRunning: false, isReduceMotionEnabled: false))
    #expect(
      !CarouselAccessibility.isAutoplayAllowed(
        requested: true, count: 5, isVoiceOverRunning: true, isReduceMotionEnabled: false))
    #expect(
      !CarouselAccessibility.isAutoplayAllowed(
        requested: true, count: 5, isVoiceOverRunning: false, isReduceMotionEnabled: true))
    #expect(
      !CarouselAccessibility.isAutoplayAllowed(
        requested: true, count: 1, isVoiceOverRunning: false, isReduceMotionEnabled: false))
  }

  @Test func onlyTheCurrentItemIsReachable() {
    var items: [ItemAttributes] = []
    LinearLayout.linear().visibleItems(
      offset: 0, count: 2, viewport: CarouselSize(width: 375, height: 200), isLooping: true, into: &items)
    #expect(items.map(\.index) == [1, 0, 1], "item 1 appears twice")
    #expect(items.filter { CarouselAccessibility.isReachable($0, currentPosition: 0) }.map(\.position) == [0])
  }
}

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
