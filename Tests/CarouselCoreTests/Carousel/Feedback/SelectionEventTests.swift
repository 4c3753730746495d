import Testing

@_spi(DriverEngine) @testable import CarouselCore

/// The selection event: one ``ScrollCallback/selection(_:)`` per item the selection point
/// passes while the content moves (a drag, a glide, a settle, an animated scroll, an
/// autoplay step), never while still.
@Suite struct SelectionEventTests {
  static let picker = CarouselSize(width: 320, height: 216)

  static func drum(count: Int = 20, looping: Bool = false, index: Int = 0) -> CarouselDriver<DrumLayout> {
    CarouselDriver(
      layout: .drum(), count: count, viewport: picker,
      behavior: ScrollBehavior(isLooping: looping, snapping: .nearest), index: index)
  }

  /// The selection indices of a list of callbacks.
  static func selections(_ callbacks: [ScrollCallback]) -> [Int] {
    callbacks.compactMap { if case .selection(let i) = $0 { return i } else { return nil } }
  }

  /// Frames every 1/120 s (or `step`) until the driver rests or `until`.
  static func run<L>(_ driver: inout CarouselDriver<L>, until: Double, step: Double = 1.0 / 120) -> [[ScrollCallback]] {
    var calls: [[ScrollCallback]] = []
    var t = driver.time
    while t < until {
      t = min(t + step, until)
      calls.append(driver.advance(to: t).callbacks)
      if driver.phase == .idle { break }
    }
    return calls
  }

  /// A vertical drag of the drum by `distance` points upwards (forward), in `steps` samples.
  static func drag(
    _ driver: inout CarouselDriver<DrumLayout>, by distance: Double, steps: Int = 30, from t0: Double = 0,
    lift: Bool = true
  ) -> [[ScrollCallback]] {
    var calls: [[ScrollCallback]] = []
    calls.append(driver.touch(.began, at: CarouselPoint(x: 160, y: 200), time: t0).callbacks)
    calls.append(driver.handle(.platformDrag(.began, at: CarouselPoint(x: 160, y: 200), time: t0)).callbacks)
    for i in 1...steps {
      let y = 200 - distance * Double(i) / Double(steps)
      calls.append(driver.touch(.moved, at: CarouselPoint(x: 160, y: y), time: t0 + Double(i) * 0.05).callbacks)
    }
    if lift {
      let t = t0 + Double(steps) * 0.05 + 0.2
      calls.append(driver.touch(.moved, at: CarouselPoint(x: 160, y: 200 - distance), time: t).callbacks)
      calls.append(driver.touch(.ended, at: CarouselPoint(x: 160, y: 200 - distance), time: t).callbacks)
    }
    return calls
  }

  @Test func aSlowDragPassingThreeRowsSelectsEachOnce() {
    var driver = Self.drum()
    // 3 rows and a bit (3 · 32 + 4 pt), held still before the lift: it settles on row 3.
    var calls = Self.drag(&driver, by: 100)
    calls += Self.run(&driver, until: 5)
    let all = calls.flatMap { $0 }
    #expect(Self.selections(all) == [1, 2, 3])
    #expect(driver.currentIndex == 3 && driver.phase == .idle)
    // Each step comes with the current item it moves to, right after it in the one order.
    for call in calls where !Self.selections(call).isEmpty {
      let current = call.firstIndex { $0.kind == .currentIndex }!
      let first = call.firstIndex { $0.kind == .selection }!
      #expect(current + 1 == first)
    }
  }

  @Test func aDragBackAndForthClicksForEveryRowPassed() {
    var driver = Self.drum(index: 5)
    var calls = Self.drag(&driver, by: 70, lift: false)  // forward past rows 6 and 7
    for i in 1...30 {  // then back 140 pt: past 7, 6, 5, 4, 3 (−2.19 rows from row 5: row 3)
      let y = 130 + 140 * Double(i) / 30
      calls.append(driver.touch(.moved, at: CarouselPoint(x: 160, y: y), time: 1.5 + Double(i) * 0.05).callbacks)
    }
    calls.append(driver.touch(.moved, at: CarouselPoint(x: 160, y: 270), time: 3.2).callbacks)
    calls.append(driver.touch(.ended, at: CarouselPoint(x: 160, y: 270), time: 3.2).callbacks)
    calls += Self.run(&driver, until: 8)
    #expect(Self.selections(calls.flatMap { $0 }) == [6, 7, 6, 5, 4, 3])
    #expect(driver.currentIndex == 3)
  }

  /// A fast fling passing several rows within one frame: one event per row, in order, within
  /// that frame's callbacks.
  @Test func aFlingPassingThreeRowsInOneFrameSelectsThreeTimes() {
    var driver = Self.drum(count: 200)
    var calls = [driver.touch(.began, at: CarouselPoint(x: 160, y: 200), time: 0).callbacks]
    calls.append(driver.handle(.platformDrag(.began, at: CarouselPoint(x: 160, y: 200), time: 0)).callbacks)
    for i in 1...4 {
      calls.append(
        driver.touch(.moved, at: CarouselPoint(x: 160, y: 200 - 40 * Double(i)), time: Double(i) / 120).callbacks)
    }
    calls.append(driver.touch(.ended, at: CarouselPoint(x: 160, y: 40), time: 4.0 / 120).callbacks)
    #expect(driver.phase == .decelerating || driver.phase == .settling)
    // Frames 1/20 s apart: the glide passes several rows per frame at first.
    let glide = Self.run(&driver, until: 30, step: 1.0 / 20)
    calls += glide
    let firstFrame = Self.selections(glide[0])
    #expect(firstFrame.count >= 3, "\(firstFrame)")
    let all = Self.selections(calls.flatMap { $0 })
    let end = driver.currentIndex!
    #expect(end > 10)
    #expect(all == Array(1...end), "every row once, in order, none skipped")
  }

  @Test func loopingWrapsAround() {
    var driver = Self.drum(count: 5, looping: true, index: 3)
    var calls = Self.drag(&driver, by: 4 * 32 + 3)
    calls += Self.run(&driver, until: 5)
    #expect(Self.selections(calls.flatMap { $0 }) == [4, 0, 1, 2])
    // And backwards past the start.
    var back = CarouselDriver<DrumLayout>(
      layout: .drum(), count: 5, viewport: Self.picker, behavior: ScrollBehavior(isLooping: true), index: 1)
    var backCalls = Self.drag(&back, by: -(3 * 32 + 3))
    backCalls += Self.run(&back, until: 5)
    #expect(Self.selections(backCalls.flatMap { $0 }) == [0, 4, 3])
  }

  @Test func noneWhileStillAtRestOrForATouchThatDoesNotMove() {
    var driver = Self.drum()
    var all: [ScrollCallback] = []
    all += driver.advance(to: 1).callbacks
    all += driver.advance(to: 2).callbacks
    all += driver.touch(.began, at: CarouselPoint(x: 160, y: 100), time: 3).callbacks
    all += driver.handle(.platformDrag(.began, at: CarouselPoint(x: 160, y: 100), time: 3)).callbacks
    all += driver.touch(.moved, at: CarouselPoint(x: 160, y: 100), time: 3.1).callbacks
    all += driver.touch(.ended, at: CarouselPoint(x: 160, y: 100), time: 3.2).callbacks
    all += Self.run(&driver, until: 5).flatMap { $0 }
    #expect(Self.selections(all).isEmpty)
    // A drag of less than half a row and back: the selected row never changes.
    all = Self.drag(&driver, by: 15, from: 6).flatMap { $0 } + Self.run(&driver, until: 12).flatMap { $0 }
    #expect(Self.selections(all).isEmpty && driver.currentIndex == 0)
  }

  @Test func animatedScrollsClickJumpsDoNot() {
    var driver = Self.drum()
    var all = driver.handle(.scroll(toIndex: 4, animated: true, time: 0)).callbacks
    all += Self.run(&driver, until: 3).flatMap { $0 }
    #expect(Self.selections(all) == [1, 2, 3, 4])
    all = driver.handle(.scroll(toIndex: 12, animated: false, time: 4)).callbacks
    all += Self.run(&driver, until: 5).flatMap { $0 }
    #expect(Self.selections(all).isEmpty && driver.currentIndex == 12)
    // Changes of data, viewport and layout re-select silently too.
    all =
      driver.reload(count: 8, at: 6).callbacks
      + driver.resize(to: CarouselSize(width: 300, height: 300), at: 6).callbacks
    all += driver.setLayout(.drum(rowHeight: 44), at: 7).callbacks
    #expect(Self.selections(all).isEmpty)
    // The next motion counts from the new selection.
    all =
      driver.handle(.scroll(toIndex: 5, animated: true, time: 8)).callbacks
      + Self.run(&driver, until: 11).flatMap { $0 }
    #expect(Self.selections(all) == [6, 5])
  }

  @Test func autoplayStepsClickOncePerItem() {
    var driver = CarouselDriver(
      layout: .linear(), count: 3, viewport: CarouselSize(width: 375, height: 200),
      behavior: ScrollBehavior(isLooping: true, autoplay: Autoplay(interval: 2)))
    var all: [ScrollCallback] = []
    for frame in 1...420 { all += driver.advance(to: Double(frame) / 60).callbacks }
    // Two steps by 7 s (at 2 s and about 4.3 s, each step's animation then the interval).
    let clicks = Self.selections(all)
    #expect(clicks.count >= 2 && clicks == Array([1, 2, 0, 1].prefix(clicks.count)))
  }

  @Test func stepsAreCappedAndJoinWhenMerged() {
    let steps = SelectionSteps(start: 0, end: 5000, count: 7)
    #expect(steps.stepCount == SelectionSteps.maximumSteps)
    #expect(steps.indices.last == 5000 % 7 && steps.indices.first == (5000 - 999) % 7)
    #expect(SelectionSteps(start: Int.min, end: Int.max, count: 3).stepCount == SelectionSteps.maximumSteps)
    #expect(SelectionSteps(start: 2, end: -1, count: 4).indices == [1, 0, 3])
    var events = ScrollEvents()
    events.selection = SelectionSteps(start: 0, end: 2, count: 9)
    var later = ScrollEvents()
    later.selection = SelectionSteps(start: 2, end: 4, count: 9)
    events.merge(later)
    #expect(events.callbacks == [.selection(1), .selection(2), .selection(3), .selection(4)])
  }
}
