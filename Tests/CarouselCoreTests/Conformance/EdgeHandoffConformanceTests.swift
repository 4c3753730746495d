import Testing

@testable import CarouselCore

/// A zoomed photo hands the drag to the carousel at its edge (UIKit's `CarouselView`, and
/// SwiftUI's recognisers where a row runs with ``handOffRules``), as the
/// call sequences UIKit produces, written as data and run through the driver
/// (`PlatformArbitrationTests.run`, the same `send` the front end calls).
///
/// UIKit's order for a finger on a zoomed photo (a `UIScrollView` inside an item whose content
/// overflows along the carousel's axis): the touch tracker sees the touch-down; UIKit asks the
/// carousel's pan's delegate `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` about
/// the photo's pan (yes: `PlatformGestureRules.panRecognizesAlongside`); the photo's pan
/// begins past its hysteresis and scrolls the photo (a rubber band past its edge, where
/// `bounces` is on); the carousel's pan, past its own, asks its delegate
/// `gestureRecognizerShouldBegin(_:)`, which sends `nestedPan(.shouldBegin)` with the photo as
/// it is then; then the carousel's pan sends `.began` and a `.changed` for every touch event,
/// each sent as `nestedPan(.changed)` with the photo as it is then. When the update names a
/// `nestedScrollStop`, the front end sets the photo's offset there and disables and
/// re-enables its pan, which UIKit then moves to `.cancelled` (`UIGestureRecognizer.isEnabled`:
/// "If you change this property to false while a gesture recognizer is currently recognizing
/// a gesture, the gesture recognizer transitions to a cancelled state"): from then on the
/// photo stays at that offset. UIKit does not document the order of two recognisers'
/// callbacks for one touch event, so the hand-off in the middle of a drag runs both orders.
///
/// The photo: a banner item (343 × 200 pt) zoomed 2× (content 686 × 400 pt), so its offset
/// may take 0 … 343 across and 0 … 200 down. The banner: 5 items, looping, paging, on item 0.
/// Before this change the carousel's pan waited for the photo's (`shouldRequireFailureOf`),
/// which began at either edge as well as in the middle, so the carousel never paged while the
/// photo was zoomed: every row that pages here failed then.
extension PlatformArbitrationTests {
  /// The front ends whose pans hand off, by their input rules: UIKit's `CarouselView`, and
  /// SwiftUI's recognisers on every iOS version (`SwiftUIEdgeHandoffConformanceTests`), which
  /// run the same call sequence through the same delegate questions.
  static let handOffRules: [InputRules] = [.uiKit, .swiftUIRecognizers]

  /// The zoomed photo with its offset at (x, y).
  static func photo(x: Double, y: Double = 100, zooming: Bool = false) -> NestedScrollView {
    NestedScrollView(
      contentOffset: CarouselPoint(x: x, y: y), contentSize: CarouselSize(width: 686, height: 400),
      boundsSize: CarouselSize(width: 343, height: 200), isZooming: zooming)
  }

  /// Samples of the finger on the photo, 1/120 s apart after `t`, each moving by (dx, dy):
  /// the tracker's move and the carousel's pan's `.changed` with the photo after it
  /// (`photo(i)` for sample i, from 1), the pan's first when `panFirst`. The scenario expects
  /// the carousel to take the drag at sample `handOff`, holding the photo at `stop`.
  static func nestedMoves(
    from x: Double, _ y: Double, by dx: Double, _ dy: Double = 0, steps: Int, at t: Double,
    photo: (Int) -> NestedScrollView, handOff: Int? = nil, stop: CarouselPoint? = nil, panFirst: Bool = false
  ) -> [Call] {
    (1...steps).flatMap { i -> [Call] in
      let px = x + dx * Double(i)
      let py = y + dy * Double(i)
      let ti = t + Double(i) / 120
      let touch = Call.touch(.moved, id: 1, x: px, y: py, t: ti)
      let pan = Call.nested(
        .changed, photo(i), vx: dx * 120, vy: dy * 120, x: px, y: py, t: ti, stop: i == handOff ? stop : nil)
      return panFirst ? [pan, touch] : [touch, pan]
    }
  }

  /// The start of a finger on the photo at (300, 100) at t = 1 moving by `dx` per sample: the
  /// delegate's simultaneity question, the touch-down, two samples (12 pt, past both pans'
  /// hysteresis), the carousel's pan asking to begin with the photo at `photoAtAsk` (it always
  /// begins: the movement is along the axis) and its `began`.
  static func nestedStart(dx: Double, photoAtAsk: NestedScrollView, stop: CarouselPoint?) -> [Call] {
    var calls: [Call] = [
      .asksAlongside(scrollsHorizontally: true, vertically: true, axis: .horizontal, expect: true),
      .touch(.began, id: 1, x: 300, y: 100, t: 1),
    ]
    calls += Self.moves(from: 300, 100, by: 2 * dx, 0, steps: 2, at: 1)
    let t = 1 + 2.0 / 120
    calls.append(
      .nested(.shouldBegin, photoAtAsk, vx: dx * 120, x: 300 + 2 * dx, y: 100, t: t, begins: true, stop: stop))
    calls.append(.pan(.began, x: 300 + 2 * dx, y: 100, t: t))
    return calls
  }

  /// The finger going left over the photo in the middle for `steps` samples after the start:
  /// the photo scrolls from 152 by 5 pt a sample and keeps the drag.
  static func scrollingThePhoto(steps: Int) -> [Call] {
    Self.nestedStart(dx: -6, photoAtAsk: Self.photo(x: 152), stop: nil)
      + Self.nestedMoves(from: 288, 100, by: -5, steps: steps, at: 1 + 2.0 / 120) { i in
        Self.photo(x: 152 + 5 * Double(i))
      }
  }

  /// The lift after `steps` samples of `dx` each from (300 + 2·dx, 100), and frames to t = 3.
  static func nestedLift(dx: Double, steps: Int) -> [Call] {
    let x = 300 + dx * Double(2 + steps)
    let t = 1 + Double(2 + steps) / 120
    return [.touch(.ended, id: 1, x: x, y: 100, t: t), .pan(.ended, x: x, y: 100, t: t), .frames(until: 3)]
  }

  // MARK: At an edge

  /// At its right edge, the finger moving left (towards the next page): when the carousel's
  /// pan asks, the photo's pan has rubber-banded it 2 pt past its edge (345); the carousel
  /// takes the drag, the photo is held at 343, and the carousel pages to item 1 following
  /// the finger from where its pan began.
  @Test(arguments: Self.handOffRules)
  func aZoomedPhotoAtItsRightEdgeHandsTheLeftwardDragToTheCarousel(rules: InputRules) {
    var calls = Self.nestedStart(dx: -6, photoAtAsk: Self.photo(x: 345), stop: CarouselPoint(x: 343, y: 100))
    calls += Self.nestedMoves(from: 288, 100, by: -5, steps: 24, at: 1 + 2.0 / 120) { _ in Self.photo(x: 343) }
    calls += Self.nestedLift(dx: -5, steps: 24)
    let run = Self.run(calls, rules)
    // Offsets: touch-down, 2 moves, the ask, the pan's began (index 4), then 24 × 2 calls.
    #expect(run.offsets[4] == 0, "no jump by the hysteresis")
    #expect(abs(run.offsets[4 + 48] - 120) < 1e-9, "24 samples of 5 pt, followed 1:1")
    #expect(run.log == ["dragBegan", "dragEnded", "willSettle(1)", "didSettle(1)"])
    #expect(run.driver.currentIndex == 1)
  }

  /// At its left edge, the finger moving right (towards the previous page): held at 0, the
  /// carousel pages back to item 4 (looping).
  @Test(arguments: Self.handOffRules)
  func aZoomedPhotoAtItsLeftEdgeHandsTheRightwardDragToTheCarousel(rules: InputRules) {
    var calls = Self.nestedStart(dx: 6, photoAtAsk: Self.photo(x: -2), stop: CarouselPoint(x: 0, y: 100))
    calls += Self.nestedMoves(from: 312, 100, by: 5, steps: 24, at: 1 + 2.0 / 120) { _ in Self.photo(x: 0) }
    calls += Self.nestedLift(dx: 5, steps: 24)
    let run = Self.run(calls, rules)
    #expect(abs(run.offsets[4 + 48] + 120) < 1e-9)
    #expect(run.log == ["dragBegan", "dragEnded", "willSettle(4)", "didSettle(4)"])
    #expect(run.driver.currentIndex == 4)
  }

  /// At an edge with the finger moving away from it, the photo can follow: it keeps the drag
  /// (it scrolls 120 pt back into its range), the carousel never moves and the pan never
  /// takes over.
  @Test(arguments: [(edge: 343.0, dx: 5.0), (edge: 0.0, dx: -5.0)])
  func aZoomedPhotoAtAnEdgeKeepsADragAwayFromIt(edge: Double, dx: Double) {
    // The photo's pan began first and scrolled it 2 pt away from the edge.
    let atAsk = edge - 2 * dx / 5
    var calls = Self.nestedStart(dx: dx * 6 / 5, photoAtAsk: Self.photo(x: atAsk), stop: nil)
    let x0 = 300 + 2 * dx * 6 / 5
    calls += Self.nestedMoves(from: x0, 100, by: dx, steps: 24, at: 1 + 2.0 / 120) { i in
      Self.photo(x: atAsk - dx * Double(i))
    }
    calls.append(.touch(.ended, id: 1, x: x0 + 24 * dx, y: 100, t: 1.22))
    calls.append(.pan(.ended, x: x0 + 24 * dx, y: 100, t: 1.22))
    calls.append(.frames(until: 2))
    let run = Self.run(calls, .uiKit)
    #expect(run.offsets.allSatisfy { $0 == 0 }, "the content never moved")
    #expect(run.log == ["handedOff"])
  }

  // MARK: In the middle

  /// In the middle, either way: the photo scrolls (150 → 272 or 28), the carousel stays.
  @Test(arguments: Self.handOffRules, [-5.0, 5.0])
  func aZoomedPhotoInTheMiddleKeepsTheDrag(rules: InputRules, dx: Double) {
    let atAsk = 150 - 2 * dx / 5
    var calls = Self.nestedStart(dx: dx * 6 / 5, photoAtAsk: Self.photo(x: atAsk), stop: nil)
    let x0 = 300 + 2 * dx * 6 / 5
    calls += Self.nestedMoves(from: x0, 100, by: dx, steps: 24, at: 1 + 2.0 / 120) { i in
      Self.photo(x: atAsk - dx * Double(i))
    }
    calls.append(.touch(.ended, id: 1, x: x0 + 24 * dx, y: 100, t: 1.22))
    calls.append(.frames(until: 2))
    let run = Self.run(calls, rules)
    #expect(run.offsets.allSatisfy { $0 == 0 })
    #expect(run.log == ["handedOff"])
    #expect(run.driver.currentIndex == 0)
  }

  /// From the middle to the right edge in one drag, the finger still going left: the photo
  /// follows it from 292 by 5 pt a sample, at 342 (sample 10, 1 pt from the edge: it can still
  /// follow) and past the edge at sample 11 (347 inside, a rubber band shows 345); the
  /// carousel takes the drag there, where the finger is (x = 233), the photo is held at 343,
  /// and the content follows the 13 samples left (65 pt) and pages. The same whichever of the
  /// two recognisers hears the touch event first.
  @Test(arguments: Self.handOffRules, [false, true])
  func aZoomedPhotoReachingItsEdgeMidDragHandsOverWithoutAJump(rules: InputRules, panFirst: Bool) {
    var calls = Self.nestedStart(dx: -6, photoAtAsk: Self.photo(x: 292), stop: nil)
    calls += Self.nestedMoves(
      from: 288, 100, by: -5, steps: 24, at: 1 + 2.0 / 120,
      photo: { i in Self.photo(x: i <= 10 ? 292 + 5 * Double(i) : i == 11 ? 345 : 343) }, handOff: 11,
      stop: CarouselPoint(x: 343, y: 100), panFirst: panFirst)
    calls += Self.nestedLift(dx: -5, steps: 24)
    let run = Self.run(calls, rules)
    // Offsets: 5 before the moves, then two per sample; sample 11 ends at index 4 + 22.
    #expect(run.offsets[0...(4 + 22)].allSatisfy { $0 == 0 }, "still until the hand-off")
    #expect(abs(run.offsets[4 + 48] - 65) < 1e-9, "13 samples of 5 pt after it")
    #expect(run.log == ["handedOff", "dragBegan", "dragEnded", "willSettle(1)", "didSettle(1)"])
  }

  /// The same towards the left edge with the finger going right: the photo from 51 down by
  /// 5 pt a sample, 1 at sample 10, a rubber band (−2) at 11: the carousel takes it, holds the
  /// photo at 0 and pages back to item 4.
  @Test func aZoomedPhotoReachingItsLeftEdgeMidDragPagesBack() {
    var calls = Self.nestedStart(dx: 6, photoAtAsk: Self.photo(x: 51), stop: nil)
    calls += Self.nestedMoves(
      from: 312, 100, by: 5, steps: 24, at: 1 + 2.0 / 120,
      photo: { i in Self.photo(x: i <= 10 ? 51 - 5 * Double(i) : i == 11 ? -2 : 0) }, handOff: 11,
      stop: CarouselPoint(x: 0, y: 100))
    calls += Self.nestedLift(dx: 5, steps: 24)
    let run = Self.run(calls, .uiKit)
    #expect(abs(run.offsets[4 + 48] + 65) < 1e-9)
    #expect(run.log == ["handedOff", "dragBegan", "dragEnded", "willSettle(4)", "didSettle(4)"])
  }

  /// After the hand-off the carousel keeps the drag to the lift: the finger turning back
  /// (the photo, held at its edge, could now follow) drags the content back; released at
  /// rest, it settles on item 0 again.
  @Test func afterTheHandOffTheCarouselKeepsTheDragWhenTheFingerTurnsBack() {
    var calls = Self.nestedStart(dx: -6, photoAtAsk: Self.photo(x: 345), stop: CarouselPoint(x: 343, y: 100))
    calls += Self.nestedMoves(from: 288, 100, by: -5, steps: 12, at: 1 + 2.0 / 120) { _ in Self.photo(x: 343) }
    calls += Self.nestedMoves(from: 228, 100, by: 5, steps: 12, at: 1 + 14.0 / 120) { _ in Self.photo(x: 343) }
    // The finger rests 0.1 s before it lifts, so the release has no velocity.
    calls.append(.touch(.moved, id: 1, x: 288, y: 100, t: 1 + 26.0 / 120 + 0.1))
    calls.append(.touch(.ended, id: 1, x: 288, y: 100, t: 1 + 26.0 / 120 + 0.1))
    calls.append(.frames(until: 3))
    let run = Self.run(calls, .uiKit)
    #expect(abs(run.offsets[4 + 24] - 60) < 1e-9, "60 pt left")
    #expect(abs(run.offsets[4 + 48]) < 1e-9, "and back")
    #expect(run.log == ["dragBegan", "dragEnded", "willSettle(0)", "didSettle(0)"])
  }

  // MARK: Fractional offsets

  /// A 3× screen rounds offsets to a third of a point: 342⅔ (1,028 px / 3) is at the right
  /// edge (within 0.5 pt) and hands over, held at exactly 343; 342.4 (0.6 pt from it) keeps the
  /// drag.
  @Test(arguments: [(x: 1028.0 / 3, takes: true), (x: 342.4, takes: false)])
  func aFractionalOffsetWithinHalfAPointOfTheEdgeIsAtIt(x: Double, takes: Bool) {
    let calls = Self.nestedStart(
      dx: -6, photoAtAsk: Self.photo(x: x), stop: takes ? CarouselPoint(x: 343, y: 100) : nil)
    let run = Self.run(calls, .uiKit)
    #expect(run.log == (takes ? ["dragBegan"] : ["handedOff"]))
  }

  // MARK: Right to left

  /// Right to left: the previous page is on the right. At the photo's left edge a finger
  /// moving right goes forward (item 1); at its right edge one moving left goes back
  /// (item 4). The edges are the physical ones, as UIKit's offsets are.
  @Test(arguments: [(dx: 5.0, edge: 0.0, page: 1), (dx: -5.0, edge: 343.0, page: 4)])
  func rightToLeftPagesTheMirroredWay(dx: Double, edge: Double, page: Int) {
    var calls = Self.nestedStart(
      dx: dx * 6 / 5, photoAtAsk: Self.photo(x: edge - 2 * dx / 5), stop: CarouselPoint(x: edge, y: 100))
    calls += Self.nestedMoves(from: 300 + 2 * dx * 6 / 5, 100, by: dx, steps: 24, at: 1 + 2.0 / 120) { _ in
      Self.photo(x: edge)
    }
    calls.append(.touch(.ended, id: 1, x: 300 + 2 * dx * 6 / 5 + 24 * dx, y: 100, t: 1.22))
    calls.append(.frames(until: 3))
    let run = Self.run(calls, .uiKit) { driver in
      driver = CarouselDriver(
        layout: .linear(), count: 5, viewport: CarouselSize(width: 375, height: 200),
        behavior: ScrollBehavior(isLooping: true, snapping: .paging, decelerationRate: .fast),
        environment: CarouselEnvironment(isRightToLeft: true))
      driver.inputRules = .uiKit
    }
    #expect(run.log == ["dragBegan", "dragEnded", "willSettle(\(page))", "didSettle(\(page))"])
  }

  // MARK: Not zoomed, vertical, across the axis

  /// Not zoomed (its content fits its bounds): the carousel's pan recognises alone, as
  /// before; the usual sequence pages.
  @Test func anUnzoomedPhotoLeavesThePanAsBefore() {
    var calls: [Call] = [
      .asksAlongside(scrollsHorizontally: false, vertically: false, axis: .horizontal, expect: false),
      .touch(.began, id: 1, x: 300, y: 100, t: 0),
    ]
    calls += Self.moves(from: 300, 100, by: -12, 0, steps: 2, at: 0)
    calls.append(.panAsks(vx: -720, vy: 0, t: 2.0 / 120, begins: true))
    calls.append(.pan(.began, x: 288, y: 100, t: 2.0 / 120))
    calls += Self.moves(from: 288, 100, by: -120, 0, steps: 24, at: 2.0 / 120)
    calls.append(.touch(.ended, id: 1, x: 168, y: 100, t: 0.22))
    calls.append(.frames(until: 2))
    let run = Self.run(calls, .uiKit)
    #expect(run.log == ["dragBegan", "dragEnded", "willSettle(1)", "didSettle(1)"])
  }

  /// A vertical-only carousel (200 × 375 pt, items 343 pt tall) reads the photo along y: a
  /// photo zoomed 2× in a 200 × 343 item (content 400 × 686, y in 0 … 343) at its bottom
  /// edge hands an upward drag to the carousel (item 1); one that overflows only across
  /// (horizontally) is not recognised alongside at all.
  @Test func aVerticalCarouselReadsThePhotoAlongY() {
    let tall = { (y: Double) in
      NestedScrollView(
        contentOffset: CarouselPoint(x: 100, y: y), contentSize: CarouselSize(width: 400, height: 686),
        boundsSize: CarouselSize(width: 200, height: 343))
    }
    var calls: [Call] = [
      .asksAlongside(scrollsHorizontally: true, vertically: false, axis: .vertical, expect: false),
      .asksAlongside(scrollsHorizontally: true, vertically: true, axis: .vertical, expect: true),
      .touch(.began, id: 1, x: 100, y: 300, t: 1),
    ]
    calls += Self.moves(from: 100, 300, by: 0, -12, steps: 2, at: 1)
    let t = 1 + 2.0 / 120
    calls.append(
      .nested(
        .shouldBegin, tall(345), vx: 0, vy: -720, x: 100, y: 288, t: t, begins: true,
        stop: CarouselPoint(x: 100, y: 343)))
    calls.append(.pan(.began, x: 100, y: 288, t: t))
    for i in 1...24 {
      let y = 288 - 5 * Double(i)
      let ti = t + Double(i) / 120
      calls.append(.touch(.moved, id: 1, x: 100, y: y, t: ti))
      calls.append(.nested(.changed, tall(343), vx: 0, vy: -600, x: 100, y: y, t: ti))
    }
    calls.append(.touch(.ended, id: 1, x: 100, y: 168, t: t + 0.2))
    calls.append(.frames(until: 3))
    let run = Self.run(calls, .uiKit) { driver in
      driver = CarouselDriver(
        layout: .linear(axis: .vertical), count: 5, viewport: CarouselSize(width: 200, height: 375),
        behavior: ScrollBehavior(isLooping: true, snapping: .paging, decelerationRate: .fast))
      driver.inputRules = .uiKit
    }
    #expect(abs(run.offsets[4 + 48] - 120) < 1e-9)
    #expect(run.log == ["dragBegan", "dragEnded", "willSettle(1)", "didSettle(1)"])
  }

  /// Across the axis (a vertical drag on a photo zoomed at its right edge, in a horizontal
  /// carousel): the carousel's pan is refused and fails, the photo (or the enclosing feed)
  /// keeps the touch, and a later move at the edge never hands over.
  @Test func aDragAcrossTheAxisNeverHandsOver() {
    var calls: [Call] = [.touch(.began, id: 1, x: 300, y: 100, t: 1)]
    calls += Self.moves(from: 300, 100, by: 0, 12, steps: 2, at: 1)
    calls.append(
      .nested(.shouldBegin, Self.photo(x: 343, y: 98), vx: 0, vy: 720, x: 300, y: 112, t: 1.017, begins: false))
    calls += Self.nestedMoves(from: 300, 112, by: -1, 5, steps: 12, at: 1.017) { i in
      Self.photo(x: 343, y: 98 - 5 * Double(i))
    }
    calls.append(.touch(.ended, id: 1, x: 288, y: 172, t: 1.12))
    calls.append(.frames(until: 2))
    let run = Self.run(calls, .uiKit)
    #expect(run.offsets.allSatisfy { $0 == 0 })
    #expect(run.log == ["handedOff"])
  }

  // MARK: Cancellation, another recogniser, a lost lift

  /// The system cancels the touch while the photo scrolls (an alert): nothing moves; after
  /// the hand-off it cancels the carousel's drag, which ends without velocity and settles
  /// back on item 0.
  @Test func theSystemCancelsBeforeAndAfterTheHandOff() {
    var before = Self.scrollingThePhoto(steps: 6)
    before.append(.pan(.cancelled, x: 258, y: 100, t: 1.07))
    before.append(.touch(.cancelled, id: 1, x: 258, y: 100, t: 1.07))
    before.append(.frames(until: 2))
    let quiet = Self.run(before, .uiKit)
    #expect(quiet.offsets.allSatisfy { $0 == 0 } && quiet.log == ["handedOff"])
    #expect(!quiet.driver.isTouchDown)

    var after = Self.nestedStart(dx: -6, photoAtAsk: Self.photo(x: 345), stop: CarouselPoint(x: 343, y: 100))
    after += Self.nestedMoves(from: 288, 100, by: -5, steps: 6, at: 1 + 2.0 / 120) { _ in Self.photo(x: 343) }
    after.append(.pan(.cancelled, x: 258, y: 100, t: 1.07))
    after.append(.touch(.cancelled, id: 1, x: 258, y: 100, t: 1.07))
    after.append(.frames(until: 3))
    let run = Self.run(after, .uiKit)
    #expect(run.log == ["dragBegan", "dragEnded", "willSettle(0)", "didSettle(0)"])
    #expect(run.driver.unwrappedOffset == 0)
  }

  /// Another recogniser wins: a second finger comes down while the photo scrolls and its
  /// pinch zooms it (`isZooming`); the photo at its edge then never hands over, and when the
  /// carousel's pan fails (its subclass reports it) later moves change nothing. No tap, no
  /// movement, whichever finger lifts first.
  @Test func aPinchOnThePhotoNeverHandsOver() {
    var calls = Self.nestedStart(dx: -6, photoAtAsk: Self.photo(x: 300), stop: nil)
    calls.append(.touch(.began, id: 2, x: 150, y: 100, t: 1.03))
    calls += Self.nestedMoves(from: 288, 100, by: -5, steps: 6, at: 1.03) { _ in Self.photo(x: 345, zooming: true) }
    calls.append(.panFails(x: 258, y: 100, t: 1.08))
    calls += Self.moves(from: 258, 100, by: -60, 0, steps: 6, at: 1.08)
    calls.append(.touch(.ended, id: 2, x: 150, y: 100, t: 1.2))
    calls.append(.touch(.ended, id: 1, x: 198, y: 100, t: 1.21))
    calls.append(.frames(until: 2))
    let run = Self.run(calls, .uiKit)
    #expect(run.offsets.allSatisfy { $0 == 0 })
    #expect(run.log == ["handedOff"])
  }

  /// A lift that never comes (the tracker was reset without it): the front end reports lost
  /// touches; a late move of the old pan changes nothing, and the next drag at the photo's
  /// edge pages as usual.
  @Test func aLostLiftLeavesTheNextDragToHandOver() {
    var calls = Self.scrollingThePhoto(steps: 6)
    calls.append(.lost(t: 1.5))
    calls.append(.nested(.changed, Self.photo(x: 345), vx: -600, x: 200, y: 100, t: 1.51))
    calls.append(.frames(until: 1.9))
    let lost = Self.run(calls, .uiKit)
    #expect(lost.offsets.allSatisfy { $0 == 0 } && lost.log == ["handedOff"])
    #expect(!lost.driver.isTouchDown)

    // The next drag, from t = 2: the photo at its right edge, the finger going left.
    let next = Self.nestedStart(dx: -6, photoAtAsk: Self.photo(x: 345), stop: CarouselPoint(x: 343, y: 100))
      .map { call -> Call in
        switch call {
        case .touch(let phase, let id, let x, let y, let t, let onControl):
          return .touch(phase, id: id, x: x, y: y, t: t + 1, onControl: onControl)
        case .nested(let phase, let photo, let vx, let vy, let x, let y, let t, let begins, let stop):
          return .nested(phase, photo, vx: vx, vy: vy, x: x, y: y, t: t + 1, begins: begins, stop: stop)
        case .pan(let state, let x, let y, let t): return .pan(state, x: x, y: y, t: t + 1)
        default: return call
        }
      }
    var again = calls + next
    again += Self.nestedMoves(from: 288, 100, by: -5, steps: 24, at: 2 + 2.0 / 120) { _ in Self.photo(x: 343) }
    again.append(.touch(.ended, id: 1, x: 168, y: 100, t: 2.22))
    again.append(.frames(until: 4))
    let run = Self.run(again, .uiKit)
    #expect(run.log == ["handedOff", "dragBegan", "dragEnded", "willSettle(1)", "didSettle(1)"])
  }
}
