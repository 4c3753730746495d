import Testing

@testable import CarouselCore

/// What goes wrong in real apps when another gesture owns the touch, written as the call
/// sequences Apple documents and run through each front end's translation (the same core
/// functions the front ends call: `RecognizerState.platformDrag`,
/// `PlatformGestureRules.panShouldBegin`, `PlatformGestureRules.panWaits`,
/// `CarouselDriver.inputs(for:)`). Each asserts the events and that the content never moves
/// while another recogniser owns the touch.
///
/// UIKit (and SwiftUI from iOS 18, through `UIGestureRecognizerRepresentable`):
/// - the touch tracker reports every `UITouch` on its own (`touchesBegan`…`touchesCancelled`
///   of a recogniser that recognises with every other one), before UIKit sends the action
///   messages of the state changes of that event;
/// - the carousel's pan (one touch) asks its delegate `gestureRecognizerShouldBegin(_:)`
///   once past its hysteresis, and only after the recognisers it must wait for
///   (`gestureRecognizer(_:shouldRequireFailureOf:)`) have failed; when another recogniser
///   recognises and excludes it, or its delegate says no, UIKit moves it to `.failed` and
///   sends no action message (the front end's subclass reports the failure);
/// - `UIControl`s keep their own gestures: a slider's thumb drag makes an ancestor's pan fail
///   ("default control actions prevent overlapping gesture recognizer behavior", UIControl).
@Suite struct PlatformArbitrationTests {
  /// One callback a front end receives, as data.
  enum Call {
    /// The touch tracker: one `UITouch` (`id`), its phase, location and timestamp.
    case touch(TouchEvent.Phase, id: Int, x: Double, y: Double, t: Double, onControl: Bool = false)
    /// The pan's delegate is asked whether it may begin, with the pan's velocity; `begins` is
    /// what the scenario expects.
    case panAsks(vx: Double, vy: Double, t: Double, begins: Bool)
    /// The pan's action message for a state (`began`, `changed`, `ended`, `cancelled`).
    case pan(RecognizerState, x: Double, y: Double, t: Double)
    /// The pan moved to `.failed` while its touch was down (reported by its subclass).
    case panFails(x: Double, y: Double, t: Double)
    /// SwiftUI's `onTapGesture` on an item.
    case itemTap(Int, t: Double)
    /// SwiftUI's `DragGesture` before iOS 18.
    case drag(DragGestureUpdate)
    /// The display link runs to `t`.
    case frames(until: Double)
    /// UIKit asks the carousel's pan's delegate whether it recognises alongside the pan of a
    /// scroll view inside an item that scrolls as given; `expect` is the answer.
    case asksAlongside(scrollsHorizontally: Bool, vertically: Bool, axis: ScrollAxis, expect: Bool)
    /// The carousel's pan, recognising alongside a scroll view inside an item, asks to begin
    /// (`begins`: the expected answer) or moved (its action message `.changed`), with that
    /// scroll view as it is (``NestedPan``) and the pan's velocity; `stop` is where the
    /// scenario expects the front end to hold that scroll view (the carousel took the drag).
    case nested(
      NestedPan.Phase, NestedScrollView, vx: Double, vy: Double = 0, x: Double, y: Double, t: Double,
      begins: Bool? = nil, stop: CarouselPoint? = nil)
    /// The front end lost its touches (its tracker was reset without the lift).
    case lost(t: Double)
  }

  /// The banner of the infinite-banner article: 375 × 200 pt, 16-pt insets, 8-pt spacing,
  /// 5 items, looping, paging.
  static func banner(_ rules: InputRules) -> CarouselDriver<LinearLayout> {
    var driver = CarouselDriver(
      layout: .linear(), count: 5, viewport: CarouselSize(width: 375, height: 200),
      behavior: ScrollBehavior(isLooping: true, snapping: .paging, decelerationRate: .fast))
    driver.inputRules = rules
    return driver
  }

  struct Run {
    var driver: CarouselDriver<LinearLayout>
    var log: [String] = []
    /// The content's offset after each call.
    var offsets: [Double] = []
  }

  /// Delivers the calls as the front ends translate them; logs the gesture and settle
  /// callbacks (`ScrollEvents.forEachCallback`, as the front ends iterate it).
  static func run(
    _ calls: [Call], _ rules: InputRules, prepare: (inout CarouselDriver<LinearLayout>) -> Void = { _ in }
  )
    -> Run
  {
    var run = Run(driver: banner(rules))
    prepare(&run.driver)
    func note(_ events: ScrollEvents, _ run: inout Run) {
      events.forEachCallback { callback in
        switch callback {
        case .dragBegan: run.log.append("dragBegan")
        case .handedOff: run.log.append("handedOff")
        case .tap(let i): run.log.append("tap(\(i))")
        case .dragEnded: run.log.append("dragEnded")
        case .willSettle(let i): run.log.append("willSettle(\(i))")
        case .didSettle(let i): run.log.append("didSettle(\(i))")
        default: break
        }
      }
    }
    for call in calls {
      switch call {
      case .touch(let phase, let id, let x, let y, let t, let onControl):
        let input = TouchInput(
          phase, at: CarouselPoint(x: x, y: y), time: t, finger: id, target: onControl ? .control : .content)
        note(run.driver.handle(.touch(input)), &run)
      case .panAsks(let vx, let vy, let t, let begins):
        let answer = PlatformGestureRules.panShouldBegin(run.driver, velocity: CarouselPoint(x: vx, y: vy), time: t)
        #expect(answer.begins == begins, "the pan's delegate at t = \(t)")
        if let input = answer.input { note(run.driver.handle(input), &run) }
      case .pan(let state, let x, let y, let t):
        guard let decision = state.platformDrag else { break }
        note(run.driver.handle(.platformDrag(decision, at: CarouselPoint(x: x, y: y), time: t)), &run)
      case .panFails(let x, let y, let t):
        note(run.driver.handle(.platformDrag(.failed, at: CarouselPoint(x: x, y: y), time: t)), &run)
      case .itemTap(let index, let t):
        note(run.driver.handle(.tapItem(index, time: t)), &run)
      case .drag(let update):
        for input in run.driver.inputs(for: update) { note(run.driver.handle(input), &run) }
      case .asksAlongside(let horizontally, let vertically, let axis, let expect):
        let answer = PlatformGestureRules.panRecognizesAlongside(
          innerScrollsHorizontally: horizontally, vertically: vertically, axis: axis)
        #expect(answer == expect, "shouldRecognizeSimultaneouslyWith")
        continue
      case .nested(let phase, let scrollView, let vx, let vy, let x, let y, let t, let begins, let stop):
        let pan = NestedPan(
          phase, scrollView: scrollView, velocity: CarouselPoint(x: vx, y: vy), location: CarouselPoint(x: x, y: y),
          time: t)
        let update = run.driver.send(.input(.nestedPan(pan)))
        if let begins { #expect(update.isHandled == begins, "the pan's delegate at t = \(t)") }
        #expect(update.nestedScrollStop == stop, "where the scroll view is held at t = \(t)")
        note(update.events, &run)
      case .lost(let t):
        note(run.driver.handle(.lostTouches(time: t)), &run)
      case .frames(let until):
        var t = run.driver.time
        while t < until {
          t = min(t + 1 / 120, until)
          note(run.driver.advance(to: t), &run)
          run.offsets.append(run.driver.unwrappedOffset)
        }
        continue
      }
      run.offsets.append(run.driver.unwrappedOffset)
    }
    return run
  }

  /// A finger of `id` moving from (x, y) by (dx, dy) in `steps` samples 1/120 s apart.
  static func moves(id: Int = 1, from x: Double, _ y: Double, by dx: Double, _ dy: Double, steps: Int, at t: Double)
    -> [Call]
  {
    (1...steps).map { i in
      let f = Double(i) / Double(steps)
      return .touch(.moved, id: id, x: x + dx * f, y: y + dy * f, t: t + Double(i) / 120)
    }
  }

  // MARK: - UIKit

  /// A zoomed photo (a `UIScrollView` inside the item whose content is wider than its
  /// bounds) where the carousel's pan waits for the photo's (`panWaits`: a trackpad's scroll,
  /// which a finger's pan is not) or fails for any other reason: the photo's pan begins, the
  /// carousel's fails, and panning the photo never pages the carousel. (A finger's pan
  /// recognises alongside it instead and takes the drag at the photo's edge, in UIKit and in
  /// SwiftUI: `EdgeHandoffConformanceTests`, `SwiftUIEdgeHandoffConformanceTests`.)
  @Test func aZoomedScrollViewInsideAnItemWins() {
    #expect(PlatformGestureRules.panWaits(innerScrollsHorizontally: true, vertically: true, axis: .horizontal))
    #expect(!PlatformGestureRules.panWaits(innerScrollsHorizontally: false, vertically: true, axis: .horizontal))
    var calls: [Call] = [.touch(.began, id: 1, x: 200, y: 100, t: 1)]
    calls += Self.moves(from: 200, 100, by: -15, 0, steps: 3, at: 1)
    // The photo's pan recognises; the carousel's pan, which required its failure, fails.
    calls.append(.panFails(x: 185, y: 100, t: 1.025))
    calls += Self.moves(from: 185, 100, by: -160, 0, steps: 20, at: 1.025)
    calls.append(.touch(.ended, id: 1, x: 25, y: 100, t: 1.2))
    calls.append(.frames(until: 2))
    let run = Self.run(calls, .uiKit)
    #expect(run.offsets.allSatisfy { $0 == 0 }, "the content never moved")
    #expect(run.log == ["handedOff"])
  }

  /// The same while the banner was moving (an autoplay step): the touch-down catches it, the
  /// photo's pan wins, and the banner settles from where it was caught, once.
  @Test func aZoomedScrollViewWinsOverAMovingBannerWhichSettlesFromWhereItWasCaught() {
    var calls: [Call] = [.frames(until: 0.05), .touch(.began, id: 1, x: 200, y: 100, t: 0.05)]
    calls += Self.moves(from: 200, 100, by: -15, 0, steps: 3, at: 0.05)
    calls.append(.panFails(x: 185, y: 100, t: 0.075))
    calls += Self.moves(from: 185, 100, by: -160, 0, steps: 20, at: 0.075)
    calls.append(.touch(.ended, id: 1, x: 25, y: 100, t: 0.25))
    calls.append(.frames(until: 2))
    let run = Self.run(calls, .uiKit) { $0.handle(.scroll(toIndex: 1, animated: true, time: 0)) }
    // Six frames, then the touch-down (offsets[6]), three moves and the failure.
    let caught = run.offsets[6]
    #expect(caught > 0 && caught < 351, "caught mid-way")
    let held = run.offsets[7...10]
    #expect(held.allSatisfy { $0 == caught }, "held under the finger until the photo won")
    #expect(run.log.filter { $0.hasPrefix("didSettle") }.count == 1, "one settle")
    #expect(
      run.log.contains("handedOff") && !run.log.contains("dragBegan") && !run.log.contains { $0.hasPrefix("tap") })
    #expect(run.driver.phase == .idle)
  }

  /// A `UISlider` in a card: the touch lands on a control and the slider keeps its drag, so
  /// the carousel's pan fails; the content stays, and nothing is selected.
  @Test func aSliderInAnItemKeepsItsDrag() {
    var calls: [Call] = [.touch(.began, id: 1, x: 150, y: 150, t: 1, onControl: true)]
    calls += Self.moves(from: 150, 150, by: -12, 0, steps: 2, at: 1)
    calls.append(.panFails(x: 138, y: 150, t: 1.017))
    calls += Self.moves(from: 138, 150, by: -100, 0, steps: 12, at: 1.017)
    calls.append(.touch(.ended, id: 1, x: 38, y: 150, t: 1.2))
    calls.append(.frames(until: 1.5))
    let run = Self.run(calls, .uiKit)
    #expect(run.offsets.allSatisfy { $0 == 0 })
    #expect(run.log == ["handedOff"])
    // A tap on the slider (no movement) selects nothing either.
    let tap = Self.run(
      [.touch(.began, id: 2, x: 150, y: 150, t: 1, onControl: true), .touch(.ended, id: 2, x: 150, y: 150, t: 1.08)],
      .uiKit)
    #expect(tap.log.isEmpty)
  }

  /// A horizontal collection view inside an item scrolls along the carousel's axis: the
  /// carousel waits for its pan, which begins, so the carousel's fails.
  @Test func aNestedHorizontalCollectionViewWins() {
    #expect(PlatformGestureRules.panWaits(innerScrollsHorizontally: true, vertically: false, axis: .horizontal))
    var calls: [Call] = [.touch(.began, id: 7, x: 300, y: 60, t: 0)]
    calls += Self.moves(id: 7, from: 300, 60, by: -11, 1, steps: 2, at: 0)
    calls.append(.panFails(x: 289, y: 61, t: 0.017))
    calls += Self.moves(id: 7, from: 289, 61, by: -250, 3, steps: 30, at: 0.017)
    calls.append(.touch(.ended, id: 7, x: 39, y: 64, t: 0.3))
    calls.append(.frames(until: 1))
    let run = Self.run(calls, .uiKit)
    #expect(run.offsets.allSatisfy { $0 == 0 })
    #expect(run.log == ["handedOff"])
  }

  /// A pinch on a photo: two touches, each reported with its own location. The carousel's
  /// pan (one touch) never begins and fails when the pinch recognises. The content stays,
  /// whichever finger lifts first, and two fingers never tap.
  @Test(arguments: [true, false])
  func aPinchInsideAnItemLeavesTheCarouselStill(firstLiftsFirst: Bool) {
    var calls: [Call] = [
      .touch(.began, id: 1, x: 160, y: 100, t: 0), .touch(.began, id: 2, x: 220, y: 100, t: 0.02),
    ]
    for i in 1...20 {
      let t = 0.02 + Double(i) / 120
      calls.append(.touch(.moved, id: 1, x: 160 - 3 * Double(i), y: 100, t: t))
      calls.append(.touch(.moved, id: 2, x: 220 + 3 * Double(i), y: 100, t: t))
      if i == 4 { calls.append(.panFails(x: 148, y: 100, t: t)) }
    }
    let lifts: [Call] = [.touch(.ended, id: 1, x: 100, y: 100, t: 0.3), .touch(.ended, id: 2, x: 280, y: 100, t: 0.32)]
    calls += firstLiftsFirst ? lifts : lifts.reversed()
    calls.append(.frames(until: 1))
    let run = Self.run(calls, .uiKit)
    #expect(run.offsets.allSatisfy { $0 == 0 }, "a second finger never moves the content")
    #expect(!run.log.contains("dragBegan") && !run.log.contains { $0.hasPrefix("tap") })
    // Without the failure report (the pan only fails as the touches end), nothing moves
    // either, and two fingers still do not tap.
    let quiet = Self.run(
      calls.filter {
        if case .panFails = $0 { return false }
        return true
      }, .uiKit)
    #expect(quiet.offsets.allSatisfy { $0 == 0 } && quiet.log.isEmpty)
  }

  /// A still pinch (two fingers down and up without moving) is not a tap.
  @Test func twoFingersDownAndUpAreNotATap() {
    let run = Self.run(
      [
        .touch(.began, id: 1, x: 180, y: 100, t: 0), .touch(.began, id: 2, x: 200, y: 100, t: 0.01),
        .touch(.ended, id: 2, x: 200, y: 100, t: 0.05), .touch(.ended, id: 1, x: 180, y: 100, t: 0.06),
      ], .uiKit)
    #expect(run.log.isEmpty)
  }

  /// A vertical swipe on banners at the top of a feed: the carousel's delegate refuses its pan
  /// (not along the axis), the feed's pan scrolls. The content stays; a moving banner caught
  /// by the touch settles from where it was caught.
  @Test func theEnclosingFeedWins() {
    var calls: [Call] = [.touch(.began, id: 1, x: 190, y: 60, t: 0)]
    calls += Self.moves(from: 190, 60, by: 2, 11, steps: 2, at: 0)
    calls.append(.panAsks(vx: 100, vy: 660, t: 0.017, begins: false))
    calls += Self.moves(from: 192, 71, by: 6, 200, steps: 20, at: 0.017)
    calls.append(.touch(.ended, id: 1, x: 198, y: 271, t: 0.2))
    calls.append(.frames(until: 1))
    let run = Self.run(calls, .uiKit)
    #expect(run.offsets.allSatisfy { $0 == 0 })
    #expect(run.log == ["handedOff"])
  }

  /// The carousel's own pan: it begins past its hysteresis along the axis and the content
  /// follows the touch tracker's moves only (each move once), without jumping by the slop.
  @Test func theCarouselsPanBeginsAndTheTrackerMovesTheContent() {
    var calls: [Call] = [.touch(.began, id: 1, x: 300, y: 100, t: 0)]
    calls += Self.moves(from: 300, 100, by: -12, 0, steps: 2, at: 0)
    calls.append(.panAsks(vx: -700, vy: 10, t: 0.017, begins: true))
    calls.append(.pan(.began, x: 288, y: 100, t: 0.017))
    calls += Self.moves(from: 288, 100, by: -200, 0, steps: 24, at: 0.017)
    calls.append(.pan(.changed, x: 100, y: 100, t: 0.2))
    calls.append(.touch(.ended, id: 1, x: 88, y: 100, t: 0.217))
    calls.append(.pan(.ended, x: 88, y: 100, t: 0.217))
    calls.append(.frames(until: 1.5))
    let run = Self.run(calls, .uiKit)
    #expect(run.offsets[4] == 0, "the drag starts where the finger is when the pan begins")
    #expect(abs(run.offsets[28] - 200) < 1e-9, "then follows the tracker 1:1")
    #expect(run.log == ["dragBegan", "dragEnded", "willSettle(1)", "didSettle(1)"])
  }

  /// While a pan has not begun, the tracker's moves alone never drag the content (today's
  /// rule on UIKit: the platform decides); a lift then is no tap, and nothing settles.
  @Test func movesWithoutThePanNeverDrag() {
    var calls: [Call] = [.touch(.began, id: 1, x: 300, y: 100, t: 0)]
    calls += Self.moves(from: 300, 100, by: -105, 0, steps: 20, at: 0)
    calls.append(.touch(.ended, id: 1, x: 195, y: 100, t: 0.2))
    calls.append(.frames(until: 1))
    let run = Self.run(calls, .uiKit)
    #expect(run.offsets.allSatisfy { $0 == 0 } && run.log.isEmpty)
  }

  /// The system cancels the pan mid-drag (an alert): the drag ends without velocity and
  /// settles once; the rest of the touch is ignored.
  @Test func theSystemCancelsThePanMidDrag() {
    var calls: [Call] = [.touch(.began, id: 1, x: 300, y: 100, t: 0)]
    calls += Self.moves(from: 300, 100, by: -12, 0, steps: 2, at: 0)
    calls.append(.panAsks(vx: -700, vy: 0, t: 0.017, begins: true))
    calls.append(.pan(.began, x: 288, y: 100, t: 0.017))
    calls += Self.moves(from: 288, 100, by: -60, 0, steps: 6, at: 0.017)
    calls.append(.pan(.cancelled, x: 228, y: 100, t: 0.07))
    calls += Self.moves(from: 228, 100, by: -100, 0, steps: 6, at: 0.07)
    calls.append(.touch(.cancelled, id: 1, x: 128, y: 100, t: 0.12))
    calls.append(.frames(until: 1.5))
    let run = Self.run(calls, .uiKit)
    #expect(run.log == ["dragBegan", "dragEnded", "willSettle(0)", "didSettle(0)"])
    #expect(run.driver.unwrappedOffset == 0)
  }

  // MARK: - SwiftUI

  /// iOS 18: the same recognisers through `UIGestureRecognizerRepresentable`; taps come from
  /// `onTapGesture` on the items (after the lift), a `Button` inside an item takes its tap
  /// (no item tap comes), a horizontal drag begins when the pan does.
  @Test func swiftUIRecognisersWithItemTapsAndButtons() {
    let tap = Self.run(
      [
        .touch(.began, id: 1, x: 190, y: 100, t: 0), .touch(.ended, id: 1, x: 191, y: 100, t: 0.08),
        .itemTap(0, t: 0.08),
      ], .swiftUIRecognizers)
    #expect(tap.log == ["tap(0)"])
    let button = Self.run(
      [.touch(.began, id: 1, x: 190, y: 100, t: 0), .touch(.ended, id: 1, x: 191, y: 100, t: 0.08)],
      .swiftUIRecognizers)
    #expect(button.log.isEmpty, "the Button's tap: no item tap, no selection")
    let twice = Self.run(
      [
        .touch(.began, id: 1, x: 190, y: 100, t: 0), .itemTap(0, t: 0.07),
        .touch(.ended, id: 1, x: 191, y: 100, t: 0.08), .itemTap(0, t: 0.08),
      ], .swiftUIRecognizers)
    #expect(twice.log == ["tap(0)"], "one tap per touch, whichever comes first")
    var calls: [Call] = [.touch(.began, id: 1, x: 300, y: 100, t: 0)]
    calls += Self.moves(from: 300, 100, by: -12, 0, steps: 2, at: 0)
    calls.append(.panAsks(vx: -700, vy: 10, t: 0.017, begins: true))
    calls.append(.pan(.began, x: 288, y: 100, t: 0.017))
    calls += Self.moves(from: 288, 100, by: -150, 0, steps: 18, at: 0.017)
    calls.append(.touch(.ended, id: 1, x: 138, y: 100, t: 0.167))
    calls.append(.itemTap(1, t: 0.167))
    calls.append(.frames(until: 1.5))
    let drag = Self.run(calls, .swiftUIRecognizers)
    #expect(drag.log == ["dragBegan", "dragEnded", "willSettle(1)", "didSettle(1)"], "a drag never taps")
    // A vertical parent ScrollView: the pan is refused and the content stays.
    var vertical: [Call] = [.touch(.began, id: 1, x: 190, y: 60, t: 0)]
    vertical += Self.moves(from: 190, 60, by: 0, 12, steps: 2, at: 0)
    vertical.append(.panAsks(vx: 0, vy: 700, t: 0.017, begins: false))
    vertical += Self.moves(from: 190, 72, by: 0, 100, steps: 10, at: 0.017)
    vertical.append(.touch(.ended, id: 1, x: 190, y: 172, t: 0.1))
    let feed = Self.run(vertical, .swiftUIRecognizers)
    #expect(feed.offsets.allSatisfy { $0 == 0 } && feed.log == ["handedOff"])
  }

  /// Before iOS 18: `DragGesture(minimumDistance: 0)` beside a parent `ScrollView`. When the
  /// parent takes over, SwiftUI ends the gesture without `onEnded` and resets its
  /// `@GestureState`: the touch is cancelled, and the next gesture starts clean.
  @Test func aPre18DragGestureWhoseStateResetsWhenTheParentTakesOver() {
    let start = CarouselPoint(x: 190, y: 60)
    var calls: [Call] = [.drag(.changed(start: start, location: start, time: 0))]
    for i in 1...8 {
      calls.append(
        .drag(.changed(start: start, location: CarouselPoint(x: 190, y: 60 + 3 * Double(i)), time: Double(i) / 120)))
    }
    calls.append(.drag(.reset(time: 0.1)))
    calls.append(.frames(until: 0.5))
    // The next gesture: a tap on item 0.
    calls.append(.drag(.changed(start: start, location: start, time: 0.5)))
    calls.append(.drag(.ended(location: start, time: 0.55)))
    calls.append(.itemTap(0, t: 0.55))
    calls.append(.drag(.reset(time: 0.56)))
    let run = Self.run(calls, .swiftUIDragGesture)
    #expect(run.offsets.allSatisfy { $0 == 0 })
    #expect(run.log == ["handedOff", "tap(0)"])
    #expect(!run.driver.isTouchDown)
    // A horizontal drag the parent then takes (a reset mid-drag): the drag ends without
    // velocity and settles once.
    var drag: [Call] = [
      .drag(.changed(start: CarouselPoint(x: 300, y: 100), location: CarouselPoint(x: 300, y: 100), time: 0))
    ]
    for i in 1...12 {
      drag.append(
        .drag(
          .changed(
            start: CarouselPoint(x: 300, y: 100), location: CarouselPoint(x: 300 - 8 * Double(i), y: 100),
            time: Double(i) / 120)))
    }
    drag.append(.drag(.reset(time: 0.11)))
    drag.append(.frames(until: 1.5))
    let cancelled = Self.run(drag, .swiftUIDragGesture)
    #expect(cancelled.log == ["dragBegan", "dragEnded", "willSettle(0)", "didSettle(0)"])
  }
}
