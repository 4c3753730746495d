import Testing

@_spi(DriverEngine) @_spi(TrackTouchInput) @testable import CarouselCore

@Suite struct ProgressTests {
  static let phone = CarouselSize(width: 375, height: 200)

  static func banner(count: Int, loop: Bool) -> CarouselDriver<LinearLayout> {
    CarouselDriver(
      layout: .linear(), count: count, viewport: phone,
      behavior: ScrollBehavior(isLooping: loop, snapping: .free, decelerationRate: .fast))
  }

  @Test func progressIsTheFractionalItemAndWrapsWhenLooping() throws {
    var driver = Self.banner(count: 5, loop: true)
    #expect(driver.progress == 0)
    let pitch = 351.0
    driver.handle(TouchEvent(.began, location: 0, time: 0))
    driver.handle(TouchEvent(.moved, location: -1.5 * pitch, time: 0.1))
    #expect(abs(try #require(driver.progress) - 1.5) < 1e-9)
    driver.handle(TouchEvent(.moved, location: 2 * pitch, time: 0.2))  // back past item 0
    let wrapped = try #require(driver.progress)
    #expect(abs(wrapped - 3) < 1e-9, "two items back from 0 is item 3 of 5")
    driver.handle(TouchEvent(.moved, location: 0.5 * pitch, time: 0.3))
    #expect(abs(try #require(driver.progress) - 4.5) < 1e-9, "halfway from the last item to the first")
  }

  @Test func progressStaysWithinTheItemsWithoutLoopingAndPagesInterpolate() throws {
    var driver = Self.banner(count: 3, loop: false)
    driver.handle(TouchEvent(.began, location: 0, time: 0))
    driver.handle(TouchEvent(.moved, location: 200, time: 0.1))  // into the rubber band
    #expect(driver.progress == 0)
    driver.handle(TouchEvent(.moved, location: -5000, time: 0.2))
    #expect(driver.progress == 2)
    var pages = CarouselDriver(
      layout: .pages([100, 300], axis: .vertical), count: 2, viewport: CarouselSize(width: 300, height: 100),
      behavior: ScrollBehavior(snapping: .free))
    pages.handle(TouchEvent(.began, location: 0, time: 0))
    pages.handle(TouchEvent(.moved, location: -50, time: 0.1))
    #expect(abs(try #require(pages.progress) - 0.5) < 1e-9, "halfway between anchors 0 and 100")
    #expect(CarouselDriver(layout: .linear(), count: 0, viewport: Self.phone).progress == nil)
  }

  @Test func upcomingItemsAreAheadOfTheMotionAndNeverVisible() {
    var driver = Self.banner(count: 10, loop: false)
    var upcoming: [Int] = []
    driver.upcomingIndices(lookahead: 2, into: &upcoming)
    #expect(upcoming == [2, 3], "at rest on item 0 with 0 and 1 visible: the next two (nothing before 0)")
    driver.scroll(toIndex: 5, animated: false, at: 0)
    driver.upcomingIndices(lookahead: 1, into: &upcoming)
    let visible = Set(driver.items.map(\.index))
    #expect(Set(upcoming).isDisjoint(with: visible))
    #expect(upcoming.count == 2, "one beyond each edge at rest")
    // Moving forward: only ahead.
    driver.handle(TouchEvent(.began, location: 0, time: 1))
    driver.handle(TouchEvent(.moved, location: -100, time: 1.05))
    driver.handle(TouchEvent(.ended, location: -200, time: 1.1))
    driver.advance(to: 1.12)
    #expect(driver.engine.velocity > 0)
    driver.upcomingIndices(lookahead: 2, into: &upcoming)
    let last = driver.items.last!.index
    #expect(upcoming == [last + 1, last + 2])
    // Looping wraps round; 0 items give none.
    var loop = Self.banner(count: 4, loop: true)
    loop.upcomingIndices(lookahead: 3, into: &upcoming)
    #expect(
      Set(upcoming).isDisjoint(with: Set(loop.items.map(\.index))) && upcoming.allSatisfy { (0..<4).contains($0) })
    loop.reload(count: 0, at: 0)
    loop.upcomingIndices(into: &upcoming)
    #expect(upcoming.isEmpty)
  }

  @Test func anInvisibleCarouselHoldsAutoplayAndKeepsTheUsersPause() {
    var driver = CarouselDriver(
      layout: .linear(), count: 5, viewport: Self.phone,
      behavior: ScrollBehavior(isLooping: true, snapping: .paging, autoplay: Autoplay(interval: 3)))
    driver.setEnvironment(CarouselEnvironment(isVisible: false), at: 1)
    driver.advance(to: 10)
    #expect(driver.currentIndex == 0 && driver.nextWakeUp == nil, "off screen: no step")
    driver.setEnvironment(CarouselEnvironment(), at: 10)
    #expect(driver.nextWakeUp == 13)
    driver.perform(.pauseAutoplay, at: 10)
    driver.setEnvironment(CarouselEnvironment(isVisible: false), at: 11)
    driver.setEnvironment(CarouselEnvironment(), at: 12)
    #expect(driver.nextWakeUp == nil, "the user's pause survives going off screen and back")
  }
}

@Suite struct RelativePositionTests {
  static let phone = CarouselSize(width: 375, height: 200)

  @Test func itemsMeasureTheirDistanceFromTheRestingPlaceInItems() {
    var driver = CarouselDriver(
      layout: .linear(), count: 5, viewport: Self.phone, behavior: ScrollBehavior(isLooping: true, snapping: .free))
    func positions() -> [Int: Double] {
      var result: [Int: Double] = [:]
      for slot in 0..<driver.slotCount {
        if let item = driver.attributes(inSlot: slot) { result[item.index] = driver.relativePosition(inSlot: slot) }
      }
      return result
    }
    #expect(positions() == [4: -1, 0: 0, 1: 1])
    // Halfway from item 0 to item 1 (pitch 351 pt): a drag of 175.5 pt.
    driver.touch(.began, at: CarouselPoint(x: 300, y: 100), time: 0)
    driver.touch(.moved, at: CarouselPoint(x: 289, y: 100), time: 0.01)
    driver.touch(.moved, at: CarouselPoint(x: 113.5, y: 100), time: 0.5)
    #expect(positions() == [0: -0.5, 1: 0.5], "the ears are off screen halfway")
    // Past the loop's seam: item 0 again after item 4, continuous.
    driver.touch(.cancelled, at: CarouselPoint(x: 113.5, y: 100), time: 0.5)
    driver.scroll(toIndex: 4, animated: false, at: 2)
    #expect(positions() == [3: -1, 4: 0, 0: 1])
  }

  @Test func pagesOfDifferentSizesMeasureBetweenAnchors() {
    let layout = PagesLayout(sizes: [100, 300, 200], axis: .horizontal)
    var driver = CarouselDriver(layout: layout, count: 3, viewport: CarouselSize(width: 400, height: 100))
    driver.scroll(toIndex: 1, animated: false, at: 0)
    for slot in 0..<driver.slotCount {
      guard let item = driver.attributes(inSlot: slot) else { continue }
      #expect(driver.relativePosition(of: item) == Double(item.index - 1))
    }
    #expect(driver.relativePosition(inSlot: 99) == nil)
  }
}
