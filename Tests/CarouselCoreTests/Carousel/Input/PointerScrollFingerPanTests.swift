import Testing

@testable import CarouselCore

/// A trackpad's scroll whose drag is in progress, then a finger's pan asking to begin
/// (``CarouselInput/nestedPan(_:)`` or ``CarouselInput/panShouldBegin(velocity:enclosingScrollsAcross:time:)``),
/// through `CarouselDriver.send` and ``FrontEndModel`` (which checks at every update that drag
/// events balance and that dragging implies a touch down).
///
/// On UIKit the trackpad's scroll and the finger's drag are one recogniser (`CarouselView`'s
/// pan, with `allowedScrollTypesMask = .continuous`), and UIKit asks a recogniser's delegate
/// `gestureRecognizerShouldBegin(_:)` only as it leaves `.possible`: a finger's pan asking means
/// the scroll it carried is over (its end was lost). Found by `RecoveryPropertyTests` (seed 26
/// of seed group 0 with animated data changes in its generator): `nestedPan(.shouldBegin)` with
/// a photo that could still scroll moved the pointer's drag to `nested` and released the
/// content with no `dragEnded`.
@Suite struct PointerScrollFingerPanTests {
  typealias Layout = AnyCarouselLayout

  /// The banner's zoomed photo (343 × 200 pt zoomed 2×: offset x in 0 … 343).
  static func photo(x: Double) -> NestedScrollView {
    NestedScrollView(
      contentOffset: CarouselPoint(x: x, y: 100), contentSize: CarouselSize(width: 686, height: 400),
      boundsSize: CarouselSize(width: 343, height: 200))
  }

  /// Five items, linear, 375 × 200 pt, at rest on item 0 after a first frame at t = 0.
  static func model(_ rules: InputRules) -> FrontEndModel<Layout> {
    var model = FrontEndModel(
      CarouselDriver(
        CarouselConfiguration(
          layout: AnyCarouselLayout(.linear()), viewport: CarouselSize(width: 375, height: 200),
          behavior: .carousel, inputRules: rules),
        count: 5, time: 0))
    model.send(.frame(time: 0))
    return model
  }

  /// ``model(_:)`` with UIKit's rules; then a trackpad's scroll begins 30 pt to the left at
  /// t = 1 (the content follows at once: `dragBegan`).
  static func scrolling() -> FrontEndModel<Layout> {
    var model = Self.model(.uiKit)
    model.send(
      .input(
        .pointerScroll(PointerScroll(.began, kind: .continuous, translation: CarouselPoint(x: -30, y: 0), time: 1)))
    )
    #expect(model.callbacks.filter { $0 == .dragBegan }.count == 1)
    #expect(model.driver.state.isDragging)
    return model
  }

  /// The smallest sequence: the scroll's `began`, then the finger's pan asking to begin over
  /// a photo in the middle (x 152 of 0 … 343, so it could still scroll: `EdgeHandoff` gives it
  /// the drag). The pointer's drag ends, with exactly one `dragEnded`; the pan is refused (no
  /// finger is followed: the driver never took a touch-down while the scroll dragged) and no
  /// scroll view is held. Before the fix: no `dragEnded`, the touch `nested`.
  ///
  /// Also at the photo's right edge (343, the finger moving left: the carousel would take the
  /// drag and hold the photo) and across the axis (refused; that path ended the drag already).
  @Test(arguments: [
    (x: 152.0, vx: -720.0, vy: 0.0), (x: 343.0, vx: -720.0, vy: 0.0), (x: 152.0, vx: 0.0, vy: 720.0),
  ])
  func aNestedPanAskingDuringAPointerScrollsDragEndsThatDrag(x: Double, vx: Double, vy: Double) {
    var model = Self.scrolling()
    let update = model.send(
      .input(
        .nestedPan(
          NestedPan(
            .shouldBegin, scrollView: Self.photo(x: x), velocity: CarouselPoint(x: vx, y: vy),
            location: CarouselPoint(x: 288, y: 100), time: 1.02))))
    #expect(update.events.dragEnded)
    #expect(model.callbacks.filter { $0 == .dragEnded }.count == 1)
    #expect(model.openDrags == 0)
    #expect(!update.isHandled, "no finger is followed: the pan does not begin")
    #expect(update.nestedScrollStop == nil)
    #expect(!model.driver.state.isDragging && !model.driver.state.isTouchDown)
    // The scroll's end, late: nothing more ends.
    model.send(
      .input(
        .pointerScroll(PointerScroll(.ended, kind: .continuous, translation: CarouselPoint(x: -40, y: 0), time: 1.03)))
    )
    #expect(model.callbacks.filter { $0 == .dragEnded }.count == 1)
    // Released 30 pt off item 0 with no velocity, it settles back there (30 pt is less than
    // half of any item of a 375-pt linear carousel).
    let rested = model.run(for: 3)
    #expect(rested && model.driver.state.phase == .idle && model.driver.state.currentIndex == 0)
  }

  /// The plain pan asking to begin during a pointer scroll's drag (along the axis, which a
  /// finger's drag would be given): the pointer's drag ends with one `dragEnded` and the pan
  /// is refused; the next finger is followed and its swipe pages (before the fix the answer
  /// was yes, the pan's `began` did nothing and the pointer's drag held the content until
  /// the front end lost its touches).
  @Test func aPanAskingDuringAPointerScrollsDragEndsThatDragAndTheNextFingerSwipes() {
    var model = Self.scrolling()
    let update = model.send(.input(.panShouldBegin(velocity: CarouselPoint(x: -720, y: 0), time: 1.02)))
    #expect(update.events.dragEnded)
    #expect(!update.isHandled)
    #expect(model.openDrags == 0 && !model.driver.state.isTouchDown)
    let rested = model.run(for: 3)
    #expect(rested && model.driver.state.currentIndex == 0)
    model.swipe(by: 200, finger: 1)
    #expect(model.callbacks.filter { $0 == .dragBegan }.count == 2)
    #expect(model.callbacks.filter { $0 == .dragEnded }.count == 2)
    let restedAgain = model.run(for: 3)
    #expect(restedAgain && model.driver.state.currentIndex == 1)
  }

  /// A finger's drag already in progress (the driver's own direction lock, `InputRules.driver`,
  /// 40 pt to the left), then the pan asking to begin over a photo in the middle: the drag is
  /// the carousel's already, so the photo does not take it back (UIKit asks only a pan that
  /// has not begun): the answer is yes as for `panShouldBegin`, nothing is handed off, no scroll
  /// view is held, and the lift ends the drag with its one `dragEnded`. Before: handed off to
  /// the photo with no `dragEnded`.
  @Test func aNestedPanAskingDuringAFingersDragLeavesTheDrag() {
    var model = Self.model(.driver)
    model.send(.input(.touch(TouchInput(.began, at: CarouselPoint(x: 300, y: 100), time: 1, finger: 1))))
    model.send(.input(.touch(TouchInput(.moved, at: CarouselPoint(x: 260, y: 100), time: 1.01, finger: 1))))
    #expect(model.driver.state.isDragging)
    let update = model.send(
      .input(
        .nestedPan(
          NestedPan(
            .shouldBegin, scrollView: Self.photo(x: 152), velocity: CarouselPoint(x: -720, y: 0),
            location: CarouselPoint(x: 260, y: 100), time: 1.02))))
    #expect(update.isHandled)
    #expect(!update.events.handedOff && !update.events.dragEnded)
    #expect(update.nestedScrollStop == nil)
    #expect(model.driver.state.isDragging)
    model.send(.input(.touch(TouchInput(.ended, at: CarouselPoint(x: 250, y: 100), time: 1.03, finger: 1))))
    #expect(model.callbacks.filter { $0 == .dragBegan }.count == 1)
    #expect(model.callbacks.filter { $0 == .dragEnded }.count == 1)
    #expect(model.openDrags == 0)
  }

  /// The delegate's answer as the conformance tests compute it
  /// (`PlatformGestureRules.panShouldBegin`) agrees: refused, and the input it gives to send
  /// ends the pointer's drag with its one `dragEnded` and no touch left down.
  @Test func theDelegatesAnswerDuringAPointerScrollsDragEndsThatDrag() {
    var model = Self.scrolling()
    let answer = PlatformGestureRules.panShouldBegin(model.driver, velocity: CarouselPoint(x: -720, y: 0), time: 1.02)
    #expect(!answer.begins)
    guard let input = answer.input else {
      Issue.record("no input to send")
      return
    }
    model.send(.input(input))
    #expect(model.callbacks.filter { $0 == .dragEnded }.count == 1)
    #expect(model.openDrags == 0 && !model.driver.state.isTouchDown)
  }
}
