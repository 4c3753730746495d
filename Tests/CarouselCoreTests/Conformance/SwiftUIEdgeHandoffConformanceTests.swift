import Testing

@testable import CarouselCore

/// A zoomed photo hands the drag to a SwiftUI `Carousel` at its edge, as the call sequences
/// its recognisers produce, written as data and run through the driver with SwiftUI's input
/// rules (`InputRules.swiftUIRecognizers`: the platform's pan decides, taps come from the
/// items' `onTapGesture`).
///
/// SwiftUI's recognisers are UIKit's on every iOS version: from iOS 18 those of its
/// `UIGestureRecognizerRepresentable`s, whose coordinator is their delegate (Apple: "You can
/// optionally include a coordinator object to forward delegate messages from your gesture
/// recognizer"), before it the same recognisers that a view behind the carousel attaches to
/// the enclosing scroll view (`CarouselRecognizerHost`); both share one delegate
/// (`CarouselRecognizerDelegate`), so one sequence covers both paths. The zoomed photo is a
/// `UIScrollView` inside an item (in a `UIViewRepresentable`, or the one behind SwiftUI's
/// `ScrollView`); the call order is UIKit's (`EdgeHandoffConformanceTests`): the tracker's
/// touch-down; UIKit asks the carousel's pan's delegate whether it recognises alongside the
/// photo's pan, and whether it waits for it to fail; past its hysteresis the pan asks to
/// begin (`nestedPan(.shouldBegin)` with the photo as it is then, and whether the feed around
/// scrolls across the axis), then `.began` and a `.changed` per touch event
/// (`nestedPan(.changed)`); a `nestedScrollStop` holds the photo and cancels its pan.
///
/// Before this change the delegate answered that a finger's pan waits for the photo's pan
/// (`PlatformGestureRules.panWaits` for every pan): a zoomed photo's pan never fails while
/// the finger is down, so the carousel's pan never began and never paged:
/// ``theDelegateRecognisesAFingersPanAlongsideAZoomedPhoto()`` fails there, and the rows of
/// `EdgeHandoffConformanceTests` run with `.swiftUIRecognizers` could not happen.
extension PlatformArbitrationTests {
  // MARK: The delegate's answers

  /// A finger's pan over a zoomed photo: alongside, never waiting; a trackpad's or a wheel's
  /// scroll (no finger) waits, never alongside; a photo that does not scroll along the axis
  /// (not zoomed, or a vertical list in a horizontal carousel): neither.
  @Test func theDelegateRecognisesAFingersPanAlongsideAZoomedPhoto() {
    typealias Rules = PlatformGestureRules
    // (scrolls horizontally, vertically, axis, finger) → (alongside, waits)
    let rows: [(Bool, Bool, ScrollAxis, Bool, alongside: Bool, waits: Bool)] = [
      (true, true, .horizontal, true, true, false),
      (true, true, .horizontal, false, false, true),
      (true, false, .horizontal, true, true, false),
      (false, true, .horizontal, true, false, false),
      (false, true, .horizontal, false, false, false),
      (false, true, .vertical, true, true, false),
      (true, false, .vertical, false, false, false),
      (false, false, .horizontal, true, false, false),
    ]
    for row in rows {
      let alongside = Rules.panRecognizesAlongside(
        innerScrollsHorizontally: row.0, vertically: row.1, axis: row.2, fingerDrives: row.3)
      let waits = Rules.panWaits(innerScrollsHorizontally: row.0, vertically: row.1, axis: row.2, fingerDrives: row.3)
      #expect(alongside == row.alongside && waits == row.waits, "\(row)")
    }
  }

  // MARK: At an edge, in the middle

  // Both edges, the middle both ways and reaching the edge mid-drag in both callback orders
  // run with SwiftUI's rules too, in `EdgeHandoffConformanceTests` (`handOffRules`).

  // MARK: In a feed

  /// In a vertical feed (a `ScrollView` around the carousel that scrolls across its axis),
  /// the photo at its right edge: a drag 30° off the axis is the feed's, as on the rest of
  /// the carousel (`DirectionLock`: within atan(½) ≈ 26.6° only), so the carousel's pan is
  /// refused and fails and the content never moves; 20° off, or 30° with no feed around
  /// (UIKit's 45° rule), the carousel takes it and holds the photo at its edge.
  /// (tan 30° ≈ 0.5774, tan 20° ≈ 0.3640: velocities (−600, −346.4) and (−600, −218.4).)
  @Test(arguments: [
    (vy: -346.4, feed: true, takes: false), (vy: -218.4, feed: true, takes: true),
    (vy: -346.4, feed: false, takes: true),
  ])
  func inAFeedADiagonalOverTheZoomedPhotoIsTheFeeds(vy: Double, feed: Bool, takes: Bool) {
    var driver = Self.banner(.swiftUIRecognizers)
    _ = driver.handle(.touch(TouchInput(.began, at: CarouselPoint(x: 300, y: 100), time: 1, finger: 1)))
    _ = driver.handle(.touch(TouchInput(.moved, at: CarouselPoint(x: 294, y: 96.5), time: 1 + 1.0 / 120, finger: 1)))
    _ = driver.handle(.touch(TouchInput(.moved, at: CarouselPoint(x: 288, y: 93), time: 1 + 2.0 / 120, finger: 1)))
    let ask = driver.send(
      .input(
        .nestedPan(
          NestedPan(
            .shouldBegin, scrollView: Self.photo(x: 345), velocity: CarouselPoint(x: -600, y: vy),
            location: CarouselPoint(x: 288, y: 93), time: 1 + 2.0 / 120, enclosingScrollsAcross: feed))))
    #expect(ask.isHandled == takes, "the pan's delegate")
    #expect(ask.nestedScrollStop == (takes ? CarouselPoint(x: 343, y: 100) : nil))
    var began = false
    if takes {
      began = driver.handle(.platformDrag(.began, at: CarouselPoint(x: 288, y: 93), time: 1 + 2.0 / 120)).dragBegan
    }
    _ = driver.handle(.touch(TouchInput(.ended, at: CarouselPoint(x: 250, y: 70), time: 1.1, finger: 1)))
    #expect(began == takes)
    if !takes { #expect(driver.unwrappedOffset == 0 && driver.phase == .idle, "the content never moved") }
  }
}
