import Testing

@testable import CarouselCore

@Suite struct CarouselDriverTests {
  static let phone = CarouselSize(width: 375, height: 200)

  static func banner(count: Int = 5, loop: Bool = true, viewport: CarouselSize = phone) -> CarouselDriver<LinearLayout>
  {
    CarouselDriver(layout: .linear(), count: count, viewport: viewport, isLooping: loop) {
      $0.snapping = .paging
      $0.decelerationRate = .fast
    }
  }

  /// Checks the frame's plan: each visible item in exactly one slot, and returns how many
  /// slots were (re)configured.
  static func check(_ driver: CarouselDriver<some CarouselLayout>) -> Int {
    var shown: [Int] = []
    var assigned = 0
    for slot in 0..<driver.slotCount {
      if driver.change(inSlot: slot) == .assigned { assigned += 1 }
      if let item = driver.attributes(inSlot: slot) { shown.append(item.position) }
    }
    #expect(shown.sorted() == driver.items.map(\.position))
    return assigned
  }

  @Test func aPhoneBannerNeedsThreeViewsAndReconfiguresOnlyEnteringItems() {
    var driver = Self.banner()
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
        configured += Self.check(driver)
        let now = Set(driver.items.map { $0.position + driver.engine.cycle * 5 })
        entered += now.subtracting(previous).count
        previous = now
      }
      driver.handle(TouchEvent(.ended, location: 120, time: t))
      while driver.engine.phase != .idle {
        t += 1 / 120
        driver.advance(to: t)
        configured += Self.check(driver)
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
      layout: .linear(itemSize: .fraction(0.3), spacing: 8), count: 50, viewport: ipad, isLooping: true)
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
    driver.update(viewport: CarouselSize(width: 812, height: 375), at: 1)
    #expect(driver.engine.currentIndex == 6)
    #expect(driver.items.first { $0.index == 6 }?.center.x == 406)
    _ = Self.check(driver)
    driver.update(count: 4, reload: true, at: 2)
    #expect(driver.engine.currentIndex == 3)
    let assigned = Self.check(driver)
    #expect(assigned == driver.items.count)
  }

  @Test func perFrameWorkDoesNotDependOnTheItemCount() {
    // The same gesture on 10 and 1,000,000 items visits the same number of items per frame.
    func visits(_ count: Int) -> [Int] {
      var driver = CarouselDriver(layout: .cards(), count: count, viewport: Self.phone, isLooping: false)
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
    var driver = CarouselDriver(layout: .wheel(), count: 12, viewport: portrait, isLooping: loop, index: 5)
    let before = WheelLayout.wheel().drum(in: portrait)
    driver.update(viewport: landscape, at: 1)
    let after = WheelLayout.wheel().drum(in: landscape)
    #expect(before.radius != after.radius, "the radius follows the viewport")
    let top = driver.items.first { $0.scale == 1.7 }
    #expect(top?.index == 5)
    #expect(top.map { abs($0.center.x - 406) < 1e-9 } == true)
  }

  @Test func rotatingMidFlingLandsOnTheSameCard() {
    let portrait = CarouselSize(width: 375, height: 500)
    var driver = CarouselDriver(
      layout: .cards(), count: 20, viewport: portrait, configure: { $0.decelerationRate = .fast }, index: 3)
    driver.handle(TouchEvent(.began, location: 300, time: 0))
    for i in 1...6 { driver.handle(TouchEvent(.moved, location: 300 - 15 * Double(i), time: Double(i) / 120)) }
    driver.handle(TouchEvent(.ended, location: 210, time: 0.05))
    let target = driver.engine.targetIndex
    driver.advance(to: 0.1)
    driver.update(viewport: CarouselSize(width: 667, height: 375), at: 0.1)
    var t = 0.1
    while driver.engine.phase != .idle {
      t += 1 / 120
      driver.advance(to: t)
    }
    #expect(driver.engine.currentIndex == target)
  }
}
