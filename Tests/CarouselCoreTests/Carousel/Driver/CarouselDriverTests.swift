import Testing

@_spi(DriverEngine) @_spi(TrackTouchInput) @testable import CarouselCore

@Suite struct CarouselDriverTests {
  static let phone = CarouselSize(width: 375, height: 200)

  static func banner(count: Int = 5, loop: Bool = true, viewport: CarouselSize = phone) -> CarouselDriver<LinearLayout>
  {
    CarouselDriver(
      layout: .linear(), count: count, viewport: viewport,
      behavior: ScrollBehavior(isLooping: loop, snapping: .paging, decelerationRate: .fast))
  }

  /// Checks the frame's plan: each visible item in exactly one slot, and returns how many
  /// slots were (re)configured.
  static func check(_ driver: inout CarouselDriver<some CarouselLayout>) -> Int {
    var shown: [Int] = []
    var assigned = 0
    for slot in 0..<driver.slotCount {
      if driver.change(inSlot: slot) == .assigned { assigned += 1 }
      if let item = driver.attributes(inSlot: slot) { shown.append(item.position) }
    }
    #expect(shown.sorted() == driver.items.map(\.position))
    driver.acknowledgeChanges()
    return assigned
  }

  @Test func aPhoneBannerNeedsThreeViewsAndReconfiguresOnlyEnteringItems() {
    var driver = Self.banner()
    driver.acknowledgeChanges()
    #expect(driver.slotCount == 3)
    var t = 0.0
    var configured = 0
    var entered = 0
    // Many swipes forward across the loop seam, frame by frame.
    for _ in 0..<12 {
      driver.handle(TouchEvent(.began, location: 300, time: t))
      var previous = Set(driver.items.map { $0.position + driver.engine.cycle * 5 })
      for i in 1...6 {
        t += 1 / 120
        driver.handle(TouchEvent(.moved, location: 300 - 30 * Double(i), time: t))
        configured += Self.check(&driver)
        let now = Set(driver.items.map { $0.position + driver.engine.cycle * 5 })
        entered += now.subtracting(previous).count
        previous = now
      }
      driver.handle(TouchEvent(.ended, location: 120, time: t))
      while driver.engine.phase != .idle {
        t += 1 / 120
        driver.advance(to: t)
        configured += Self.check(&driver)
        let now = Set(driver.items.map { $0.position + driver.engine.cycle * 5 })
        entered += now.subtracting(previous).count
        previous = now
      }
      t += 0.1
    }
    #expect(driver.engine.currentIndex == 2, "12 pages of 5 items")
    #expect(driver.slotCount == 3)
    #expect(configured == entered, "a view is configured only when a new item enters")
    #expect(driver.engine.cycle > 0, "the engine re-based on the way")
  }

  @Test func aWideViewportUsesMoreViews() {
    let ipad = CarouselSize(width: 1024, height: 300)
    let driver = CarouselDriver(
      layout: .linear(itemSize: .fraction(0.3), spacing: 8), count: 50, viewport: ipad,
      behavior: ScrollBehavior(isLooping: true))
    #expect(driver.slotCount == 5)
  }

  @Test func smallCounts() {
    #expect(Self.banner(count: 0).slotCount == 0)
    #expect(Self.banner(count: 0).items.isEmpty)
    var one = Self.banner(count: 1)
    one.handle(TouchEvent(.began, location: 300, time: 0))
    one.handle(TouchEvent(.moved, location: 100, time: 0.1))
    #expect(one.items.map(\.position) == [0])
    let two = Self.banner(count: 2)
    #expect(two.items.map(\.index) == [1, 0, 1], "the same item on both sides")
    #expect(two.slotCount == 3)
  }

  @Test func rotationKeepsTheCurrentItemAndDataReloadReconfiguresEverything() {
    var driver = Self.banner(count: 10, loop: false)
    driver.scroll(toIndex: 6, animated: false, at: 0)
    driver.resize(to: CarouselSize(width: 812, height: 375), at: 1)
    #expect(driver.engine.currentIndex == 6)
    #expect(driver.items.first { $0.index == 6 }?.center.x == 406)
    _ = Self.check(&driver)
    driver.reload(count: 4, at: 2)
    #expect(driver.engine.currentIndex == 3)
    let assigned = Self.check(&driver)
    #expect(assigned == driver.items.count)
  }

  @Test func perFrameWorkDoesNotDependOnTheItemCount() {
    // The same gesture on 10 and 1,000,000 items visits the same number of items per frame.
    func visits(_ count: Int) -> [Int] {
      var driver = CarouselDriver(layout: .cards(), count: count, viewport: Self.phone)
      var result: [Int] = []
      driver.handle(TouchEvent(.began, location: 300, time: 0))
      for i in 1...10 {
        driver.handle(TouchEvent(.moved, location: 300 - 20 * Double(i), time: Double(i) / 120))
        result.append(driver.items.count)
      }
      return result
    }
    #expect(visits(10) == visits(1_000_000))
  }
}

@Suite struct CarouselDriverRotationTests {
  @Test(arguments: [true, false])
  func rotatingAWheelRecomputesTheDrumAndKeepsTheItemAtTheTop(loop: Bool) {
    let portrait = CarouselSize(width: 375, height: 300)
    let landscape = CarouselSize(width: 812, height: 300)
    var driver = CarouselDriver(
      layout: .wheel(), count: 12, viewport: portrait, behavior: ScrollBehavior(isLooping: loop), index: 5)
    let before = WheelLayout.wheel().drum(in: portrait)
    driver.resize(to: landscape, at: 1)
    let after = WheelLayout.wheel().drum(in: landscape)
    #expect(before.radius != after.radius, "the radius follows the viewport")
    let top = driver.items.first { $0.scale == 1.7 }
    #expect(top?.index == 5)
    #expect(top.map { abs($0.center.x - 406) < 1e-9 } == true)
  }

  @Test func rotatingMidFlingLandsOnTheSameCard() {
    let portrait = CarouselSize(width: 375, height: 500)
    var driver = CarouselDriver(
      layout: .cards(), count: 20, viewport: portrait, behavior: ScrollBehavior(decelerationRate: .fast), index: 3)
    driver.handle(TouchEvent(.began, location: 300, time: 0))
    for i in 1...6 { driver.handle(TouchEvent(.moved, location: 300 - 15 * Double(i), time: Double(i) / 120)) }
    driver.handle(TouchEvent(.ended, location: 210, time: 0.05))
    let target = driver.engine.targetIndex
    driver.advance(to: 0.1)
    driver.resize(to: CarouselSize(width: 667, height: 375), at: 0.1)
    var t = 0.1
    while driver.engine.phase != .idle {
      t += 1 / 120
      driver.advance(to: t)
    }
    #expect(driver.engine.currentIndex == target)
  }
}

@Suite struct CarouselDriverChangeTests {
  @Test func slotChangesAccumulateUntilTheFrontEndDraws() {
    var driver = CarouselDriverTests.banner(count: 10, loop: false)
    driver.acknowledgeChanges()
    // A touch moves a new item in, then a frame advances before anything is drawn.
    driver.handle(TouchEvent(.began, location: 300, time: 0))
    driver.handle(TouchEvent(.moved, location: -200, time: 0.05))
    driver.advance(to: 0.06)
    let assigned = (0..<driver.slotCount).filter { driver.change(inSlot: $0) == .assigned }
    #expect(!assigned.isEmpty, "still reported after the advance")
    driver.acknowledgeChanges()
    #expect((0..<driver.slotCount).allSatisfy { driver.change(inSlot: $0) == .unchanged })
    #expect(driver.change(inSlot: 99) == .unchanged)
  }

  @Test func reconfiguringMidFlingKeepsTheMotionAndTheTarget() {
    var driver = CarouselDriverTests.banner(count: 10, loop: false)
    driver.handle(TouchEvent(.began, location: 300, time: 0))
    for i in 1...6 { driver.handle(TouchEvent(.moved, location: 300 - 25 * Double(i), time: Double(i) / 120)) }
    driver.handle(TouchEvent(.ended, location: 150, time: 0.05))
    let target = driver.engine.targetIndex
    driver.advance(to: 0.08)
    let offset = driver.engine.offset
    var behavior = driver.behavior
    behavior.spring = Spring(response: 0.4, dampingRatio: 0.9)
    behavior.autoplay = Autoplay(interval: 2)
    driver.reconfigure(behavior, at: 0.08)
    #expect(driver.engine.offset == offset, "no jump")
    #expect(driver.engine.phase == .settling)
    #expect(driver.engine.targetIndex == target)
    #expect(driver.engine.configuration.spring.response == 0.4)
    driver.setAutoplayPaused(true, at: 0.09)
    #expect(driver.engine.isAutoplayPaused)
  }

  @Test func turningLoopingOnReconfiguresEveryView() {
    var driver = CarouselDriverTests.banner(count: 5, loop: false)
    driver.acknowledgeChanges()
    var behavior = driver.behavior
    behavior.isLooping = true
    driver.reconfigure(behavior, at: 1)
    #expect(driver.engine.configuration.loops)
    #expect(driver.items.map(\.index) == [4, 0, 1], "item 4 now shows left of item 0")
    #expect((0..<driver.slotCount).filter { driver.change(inSlot: $0) == .assigned }.count == 3)
  }
}
