import Testing

@_spi(DriverEngine) @testable import CarouselCore

/// The page control bound to a carousel (``PageControl``): its state from the updates' accessibility
/// summaries, through drags, flings across the loop seam and data changes, and what its taps
/// and scrubs send, followed through the driver (``FrontEndModel`` applies every update).
@Suite struct PageControlTests {
  typealias Layout = AnyCarouselLayout

  static func model(count: Int, index: Int = 0, loops: Bool, snapping: SnapPolicy = .paging) -> FrontEndModel<Layout> {
    var behavior = ScrollBehavior.carousel
    behavior.isLooping = loops
    behavior.snapping = snapping
    let configuration = SendTests.configuration(behavior: behavior)
    var model = FrontEndModel(CarouselDriver(configuration, count: count, index: index, time: 0))
    model.send(.frame(time: 0))
    return model
  }

  /// The page control as the updates have set it so far.
  static func control(_ model: FrontEndModel<Layout>) -> PageControl? {
    model.accessibility.map { PageControl($0) }
  }

  /// Sends what the control asks for, if anything, then runs the carousel to rest.
  static func send(_ input: CarouselInput?, to model: inout FrontEndModel<Layout>) {
    guard let input else { return }
    model.send(.input(input))
    model.run(for: 5)
  }

  /// A finger that goes down in the middle and moves `distance` points against the axis
  /// (forward) in `steps` equal moves, 1/120 s apart, without lifting; each move's page and
  /// progress.
  static func drag(
    _ model: inout FrontEndModel<Layout>, by distance: Double, steps: Int
  ) -> [(page: Int?, progress: Double?)] {
    let viewport = model.driver.configuration.viewport
    let start = CarouselPoint(x: viewport.width / 2, y: viewport.height / 2)
    var time = model.driver.state.time + 0.05
    model.send(.input(.touch(TouchInput(.began, at: start, time: time, finger: 7))))
    var seen: [(page: Int?, progress: Double?)] = []
    for step in 1...steps {
      time += 1.0 / 120
      let point = CarouselPoint(x: start.x - distance * Double(step) / Double(steps), y: start.y)
      model.send(.input(.touch(TouchInput(.moved, at: point, time: time, finger: 7))))
      if step == 1 { model.send(.input(.platformDrag(.began, at: point, time: time))) }
      seen.append((control(model)?.currentPage, model.driver.progress))
    }
    return seen
  }

  /// The width of one item along the track, in points (the distance between two anchors),
  /// measured on a copy of the driver by a jump to a neighbour.
  static func pitch(_ model: FrontEndModel<Layout>) -> Double {
    var driver = model.driver
    let index = driver.state.currentIndex ?? 0
    let neighbour = index + 1 < driver.state.count ? index + 1 : index - 1
    let before = driver.state.unwrappedOffset
    _ = driver.send(.input(.scroll(toIndex: neighbour, animated: false, time: 0)))
    return abs(driver.state.unwrappedOffset - before)
  }

  // MARK: - Pages, pure

  @Test func aNegativeCountIsNoPagesAndTheCurrentPageIsClampedIntoThePages() {
    #expect(PageControl(numberOfPages: -4, currentPage: 2) == PageControl(numberOfPages: 0, currentPage: nil))
    #expect(PageControl(numberOfPages: 5, currentPage: 9).currentPage == 4)
    #expect(PageControl(numberOfPages: 5, currentPage: -1).currentPage == 0)
    #expect(PageControl(numberOfPages: 5, currentPage: nil).currentPage == 0)
    #expect(PageControl(numberOfPages: 0, currentPage: 0).currentPage == nil)
  }

  /// 0 and 1 pages: not enabled, hidden only with `hidesForSinglePage`; 2: enabled and shown.
  @Test(arguments: [(0, false, true), (1, false, true), (2, true, false)])
  func zeroOneAndTwoPages(count: Int, enabled: Bool, hiddenWhenAsked: Bool) {
    let control = PageControl(numberOfPages: count, currentPage: 0)
    #expect(control.isEnabled == enabled)
    #expect(!control.isHidden)
    #expect(PageControl(numberOfPages: count, currentPage: 0, hidesForSinglePage: true).isHidden == hiddenWhenAsked)
    #expect((control.input(forPage: 1, time: 0) != nil) == enabled)
    #expect((control.input(scrubbingAt: 0.9, time: 0) != nil) == enabled)
  }

  /// ⌊fraction · count⌋ for 5 pages, each 0.2 of the control: worked by hand (0.19 · 5 =
  /// 0.95 → 0; 0.2 · 5 = 1 → 1; 0.999 · 5 = 4.995 → 4); the right end is the last page.
  @Test(arguments: [
    (0.0, 0), (0.19, 0), (0.2, 1), (0.5, 2), (0.61, 3), (0.999, 4), (1.0, 4), (-3.0, 0), (7.0, 4),
  ])
  func aScrubPicksThePageUnderTheFinger(fraction: Double, page: Int) {
    let control = PageControl(numberOfPages: 5, currentPage: 0)
    #expect(control.page(atFraction: fraction) == page)
    #expect(control.page(atFraction: fraction, isRightToLeft: true) == 4 - page, "mirrored: first page on the right")
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, .signalingNaN])
  func aFractionThatIsNotFiniteScrubsNothing(fraction: Double) {
    let control = PageControl(numberOfPages: 5, currentPage: 0)
    #expect(control.page(atFraction: fraction) == nil)
    #expect(control.input(scrubbingAt: fraction, time: 0) == nil)
  }

  /// Int.max pages: 0.5 · 2⁶³ = 2⁶² = 4611686018427387904 (exact in a Double); the right end
  /// is Int.max − 1, though `Double(Int.max)` rounds up to 2⁶³, which no Int holds.
  @Test func hugeCountsScrubWithoutOverflow() {
    let control = PageControl(numberOfPages: .max, currentPage: .max)
    #expect(control.currentPage == .max - 1)
    #expect(control.page(atFraction: 1) == .max - 1)
    #expect(control.page(atFraction: 0.5) == 4_611_686_018_427_387_904)
    #expect(control.page(atFraction: 0) == 0)
    #expect(control.input(forPage: 0, time: 1) == .scroll(toIndex: 0, animated: true, time: 1))
    #expect(control.dots(maximum: 9) == (Int.max - 9)..<Int.max)
    #expect(control.dotScale(of: .max - 9, maximum: 9) == 0.5)
    #expect(control.dotScale(of: .max - 1, maximum: 9) == 1)
  }

  @Test func aTapScrollsToThePageAndTheCurrentPageOrOneOutsideSendsNothing() {
    let control = PageControl(numberOfPages: 5, currentPage: 2)
    #expect(control.input(forPage: 4, time: 3) == .scroll(toIndex: 4, animated: true, time: 3))
    #expect(control.input(forPage: 2, time: 3) == nil)
    #expect(control.input(forPage: 5, time: 3) == nil)
    #expect(control.input(forPage: -1, time: 3) == nil)
    #expect(control.input(scrubbingAt: 0.45, time: 3) == nil, "0.45 · 5 = 2.25: the current page")
    #expect(control.input(scrubbingAt: 0.85, time: 3) == .scroll(toIndex: 4, animated: true, time: 3))
  }

  // MARK: - Dots

  /// 20 pages, 5 dots: a window centred on the current page (10 − 5/2 = 8: 8 ..< 13), held
  /// inside the pages at the ends; the end dots shrink only where pages go on.
  @Test func manyPagesShowAWindowWhoseEndDotsShrinkWherePagesGoOn() {
    let middle = PageControl(numberOfPages: 20, currentPage: 10)
    #expect(middle.dots(maximum: 5) == 8..<13)
    #expect((8..<13).map { middle.dotScale(of: $0, maximum: 5) } == [0.5, 0.75, 1, 0.75, 0.5])
    let first = PageControl(numberOfPages: 20, currentPage: 0)
    #expect(first.dots(maximum: 5) == 0..<5)
    #expect((0..<5).map { first.dotScale(of: $0, maximum: 5) } == [1, 1, 1, 0.75, 0.5])
    let last = PageControl(numberOfPages: 20, currentPage: 19)
    #expect(last.dots(maximum: 5) == 15..<20)
    #expect((15..<20).map { last.dotScale(of: $0, maximum: 5) } == [0.5, 0.75, 1, 1, 1])
    #expect(middle.dotScale(of: 7, maximum: 5) == 0, "outside the window")
    // A few pages: every dot, full size.
    let few = PageControl(numberOfPages: 4, currentPage: 3)
    #expect(few.dots(maximum: 5) == 0..<4)
    #expect((0..<4).allSatisfy { few.dotScale(of: $0, maximum: 5) == 1 })
    // Three dots of many: only the ends shrink.
    #expect((9..<12).map { middle.dotScale(of: $0, maximum: 3) } == [0.5, 1, 0.5])
  }

  // MARK: - Following the carousel

  /// A slow forward drag from the last of 5 looping items: the page is the item nearest to
  /// the content (round(progress) mod 5), so it passes the seam the short way, 4 → 0, once
  /// the content is past halfway, and never shows 1, 2 or 3.
  @Test func theCurrentPageFollowsADragAcrossTheLoopSeam() {
    var model = Self.model(count: 5, index: 4, loops: true)
    #expect(Self.control(model)?.currentPage == 4)
    let pitch = Self.pitch(model)
    #expect(pitch > 0)
    let seen = Self.drag(&model, by: pitch * 0.9, steps: 18)
    for (page, progress) in seen {
      guard let progress else { Issue.record("no progress"); continue }
      guard abs(progress - 4.5) > 0.02 else { continue }
      #expect(page == (progress < 4.5 ? 4 : 0), "progress \(progress)")
    }
    #expect(seen.first?.page == 4 && seen.last?.page == 0)
    #expect(Set(seen.map(\.page)) == [4, 0])
  }

  /// A fast fling forward from the last of 5 looping items, snapping to the nearest item
  /// (so it may pass several): from the lift the page is the item the fling lands on (the
  /// carousel's destination, as VoiceOver's value), every change of page is forward round
  /// the loop, and the page at rest is the item shown, across the seam.
  @Test func aFlingAcrossTheSeamMovesThePageForwardAndEndsOnTheItemShown() throws {
    var model = Self.model(count: 5, index: 4, loops: true, snapping: .nearest)
    let pitch = Self.pitch(model)
    var pages: [Int] = [4]
    let start = model.driver.state.unwrappedOffset
    model.swipe(by: pitch * 0.8)
    var time = model.driver.state.time
    var landing: Int?
    while model.driver.state.phase != .idle && time < 5 {
      time += 1.0 / 60
      model.send(.frame(time: time))
      if landing == nil { landing = model.driver.destinationIndex }
      if let page = Self.control(model)?.currentPage, page != pages.last { pages.append(page) }
    }
    let rest = try #require(model.driver.state.currentIndex)
    #expect(Self.control(model)?.currentPage == rest)
    #expect(landing == rest, "the page goes to the landing item at the lift and stays")
    let travelled = (model.driver.state.unwrappedOffset - start) / pitch
    #expect(travelled > 0.5 && [0, 1, 2].contains(rest), "across the seam: \(travelled) items to \(rest)")
    for (before, after) in zip(pages, pages.dropFirst()) {
      let step = TrackPosition.index(of: after - before, count: 5)
      #expect(step >= 1 && step <= 2, "forward round the loop: \(pages)")
    }
  }

  /// A tap on the first page from the last of 5 looping items goes forward one item, across
  /// the seam; without looping it goes back four.
  @Test(arguments: [true, false])
  func aTapOnAPageGoesTheShorterWayRoundTheLoop(loops: Bool) throws {
    var model = Self.model(count: 5, index: 4, loops: loops)
    let pitch = Self.pitch(model)
    let start = model.driver.state.unwrappedOffset
    let input = try #require(Self.control(model)?.input(forPage: 0, time: 0.1))
    model.send(.input(input))
    #expect(Self.control(model)?.currentPage == 0, "the page moves at once to where the carousel goes")
    model.run(for: 5)
    #expect(model.driver.state.currentIndex == 0 && model.driver.state.phase == .idle)
    let travelled = (model.driver.state.unwrappedOffset - start) / pitch
    #expect(abs(travelled - (loops ? 1 : -4)) < 1e-6)
  }

  /// Equally far both ways (item 2 of 4 from 0; item 1 of 2 from 0): forward.
  @Test(arguments: [(4, 2), (2, 1)])
  func aTapHalfwayRoundTheLoopGoesForward(count: Int, page: Int) throws {
    var model = Self.model(count: count, index: 0, loops: true)
    let pitch = Self.pitch(model)
    let start = model.driver.state.unwrappedOffset
    Self.send(Self.control(model)?.input(forPage: page, time: 0.1), to: &model)
    #expect(model.driver.state.currentIndex == page)
    #expect(abs((model.driver.state.unwrappedOffset - start) / pitch - Double(page)) < 1e-6)
  }

  /// A scrub left to right across 10 pages, a sample each 1/120 s: each page crossed is one
  /// retargeted scroll, the control shows the page under the finger at once, and the
  /// carousel rests on the last page; a NaN sample in between sends nothing.
  @Test func aScrubAcrossTheControlRetargetsPageByPageAndEndsOnTheLastPage() {
    var model = Self.model(count: 10, index: 0, loops: false)
    var time = 0.1
    var sent = 0
    for k in 0...40 {
      time += 1.0 / 120
      let fraction = k == 20 ? Double.nan : Double(k) / 40
      guard let control = Self.control(model) else { Issue.record("no control"); return }
      if let input = control.input(scrubbingAt: fraction, time: time) {
        sent += 1
        model.send(.input(input))
        #expect(Self.control(model)?.currentPage == control.page(atFraction: fraction))
      } else {
        model.send(.frame(time: time))
      }
    }
    #expect(sent == 9, "pages 1 … 9, each once")
    model.run(for: 5)
    #expect(model.driver.state.currentIndex == 9 && Self.control(model)?.currentPage == 9)
  }

  /// Data changes reach the control through the same summaries: fewer items clamp the
  /// page, one item disables it, none leaves no page.
  @Test func dataChangesUpdateThePagesAndTheCurrentPage() {
    var model = Self.model(count: 5, index: 4, loops: true)
    model.send(.data(.reload(count: 3), time: 0.1))
    #expect(Self.control(model) == PageControl(numberOfPages: 3, currentPage: 2))
    model.send(.data(.snapshot(from: ["a", "b", "c"], to: ["c", "a"]), time: 0.2))
    #expect(Self.control(model) == PageControl(numberOfPages: 2, currentPage: 0), "c moved to 0")
    model.send(.data(.reload(count: 1), time: 0.3))
    #expect(Self.control(model)?.isEnabled == false)
    #expect(Self.control(model)?.input(forPage: 0, time: 0.3) == nil)
    model.send(.data(.reload(count: 0), time: 0.4))
    #expect(Self.control(model) == PageControl(numberOfPages: 0, currentPage: nil))
    #expect(Self.control(model)?.value(strings: .english) == nil)
  }

  /// The control's spoken value is the carousel's, and its increment (the carousel's
  /// adjustable action) wraps from the last page to the first when looping.
  @Test func theSpokenValueAndIncrementAreTheCarousels() throws {
    var model = Self.model(count: 5, index: 4, loops: true)
    let strings = model.driver.environment.strings
    let control = try #require(Self.control(model))
    #expect(control.value(strings: strings) == model.driver.accessibilityValue())
    #expect(control.value(strings: strings, label: { "Banner \($0)" }) == "item 5 of 5, Banner 4")
    #expect(control.destination(adjusting: true, isLooping: true) == 0)
    model.send(.input(.adjust(increment: true, time: 0.1)))
    #expect(Self.control(model)?.currentPage == 0, "the carousel's increment went where the control's goes")
    #expect(Self.control(model)?.value(strings: strings) == model.driver.accessibilityValue())
  }

  /// A control bound to a selection (SwiftUI) moves it as the carousel's adjustable action
  /// moves the carousel: for every page of 0, 1, 2 and 5 pages, looping or not, both ways,
  /// the driver's adjustable action lands where ``PageControl/destination(adjusting:isLooping:)``
  /// says (staying put where it says `nil`).
  @Test(arguments: [0, 1, 2, 5], [false, true])
  func adjustingASelectionGoesWhereTheCarouselsAdjustableActionGoes(count: Int, loops: Bool) {
    for index in 0..<max(count, 1) {
      for increment in [true, false] {
        var model = Self.model(count: count, index: index, loops: loops)
        let control = PageControl(model.driver)
        let destination = control.destination(adjusting: increment, isLooping: loops)
        model.send(.input(.adjust(increment: increment, time: 0.1)))
        model.run(for: 5)
        #expect(
          model.driver.state.currentIndex == (destination ?? control.currentPage),
          "\(count) pages from \(index), increment \(increment)")
      }
    }
  }

  @Test func aDestinationIsThePageTappedOrScrubbedUnlessItIsCurrent() {
    let control = PageControl(numberOfPages: 4, currentPage: 1)
    #expect(control.destination(forPage: 3) == 3)
    #expect(control.destination(forPage: 1) == nil)
    #expect(control.destination(forPage: 4) == nil)
    #expect(control.destination(scrubbingAt: 0.99) == 3, "0.99 · 4 = 3.96")
    #expect(control.destination(scrubbingAt: 0.3) == nil, "0.3 · 4 = 1.2: the current page")
    #expect(control.destination(scrubbingAt: 0.1, isRightToLeft: true) == 3)
    #expect(control.destination(scrubbingAt: .nan) == nil)
  }

  /// A tap while a finger drags the carousel: the scroll is ignored (the finger owns the
  /// content), so the control shows the carousel's page again (UIKit's control reads
  /// `PageControl(driver)` after sending, since `UIPageControl` already moved its dot).
  @Test func aTapWhileAFingerDragsLeavesTheCarouselsPage() throws {
    var model = Self.model(count: 5, index: 1, loops: false)
    _ = Self.drag(&model, by: 20, steps: 4)
    #expect(model.driver.state.isDragging)
    let input = try #require(PageControl(model.driver).input(forPage: 3, time: model.driver.state.time + 0.01))
    model.send(.input(input))
    #expect(PageControl(model.driver).currentPage == 1)
    #expect(Self.control(model)?.currentPage == 1)
  }

  /// A control bound to a carousel that already runs reads the same state as the updates give.
  @Test func aControlBoundLaterReadsTheDriversState() {
    var model = Self.model(count: 7, index: 2, loops: false)
    model.send(.input(.scroll(toIndex: 5, animated: true, time: 0.1)))
    #expect(PageControl(model.driver) == Self.control(model))
    #expect(PageControl(model.driver).currentPage == 5)
  }
}
