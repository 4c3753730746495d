/// The rules a front end applies where the platform arbitrates gestures (UIKit, and SwiftUI
/// from iOS 18 through UIKit recognisers), in one place so that the core's conformance tests
/// run the same decisions the front ends make.
package enum PlatformGestureRules {
  /// Whether the carousel's pan must wait for the pan of a scroll view inside an item to
  /// fail before it may begin (`gestureRecognizer(_:shouldRequireFailureOf:)`, for a
  /// trackpad's or a wheel's scroll: ``panWaits(innerScrollsHorizontally:vertically:axis:fingerDrives:)``): yes when that scroll view can
  /// scroll along the carousel's axis (a zoomed photo, a nested horizontal list), so that
  /// panning it never pages the carousel. A scroll view that cannot scroll along the axis
  /// never holds the carousel up. UIKit's `CarouselView` recognises alongside such a scroll
  /// view instead (``panRecognizesAlongside(innerScrollsHorizontally:vertically:axis:)``).
  ///
  /// - Parameters:
  ///   - scrollsHorizontally: the inner scroll view's content is wider than its bounds
  ///     (zoomed, or a horizontal list).
  ///   - scrollsVertically: its content is taller than its bounds.
  ///   - axis: the carousel's axis.
  package static func panWaits(
    innerScrollsHorizontally scrollsHorizontally: Bool, vertically scrollsVertically: Bool, axis: ScrollAxis
  )
    -> Bool
  {
    axis == .horizontal ? scrollsHorizontally : scrollsVertically
  }

  /// Whether `CarouselView`'s pan recognises alongside the pan of a scroll view inside an
  /// item (UIKit's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`, where `true`
  /// is documented to allow both to recognise) instead of waiting for it to fail: yes for the
  /// same scroll views ``panWaits(innerScrollsHorizontally:vertically:axis:)`` names, those
  /// that scroll along the carousel's axis. Both pans then recognise; the carousel's reports
  /// that scroll view as it asks to begin and at each move (``CarouselInput/nestedPan(_:)``)
  /// and the driver decides who moves (``EdgeHandoff``): the scroll view until it is at its
  /// edge and the finger keeps going, then the carousel, whose front end then cancels the
  /// scroll view's pan (``CarouselUpdate/nestedScrollStop``).
  ///
  /// Waiting could not do this: `gestureRecognizer(_:shouldRequireFailureOf:)` is asked once
  /// per recognition attempt, before the finger has moved, and a zoomed `UIScrollView`'s pan
  /// begins at its edge too (it rubber-bands) and never fails while the finger is down.
  package static func panRecognizesAlongside(
    innerScrollsHorizontally scrollsHorizontally: Bool, vertically scrollsVertically: Bool, axis: ScrollAxis
  ) -> Bool {
    panWaits(innerScrollsHorizontally: scrollsHorizontally, vertically: scrollsVertically, axis: axis)
  }

  /// Whether a carousel's pan waits for the pan of a scroll view inside an item to fail
  /// (`gestureRecognizer(_:shouldRequireFailureOf:)`), by what drives it: a trackpad's or a
  /// mouse wheel's scroll (no finger) waits for one that scrolls along the axis
  /// (``panWaits(innerScrollsHorizontally:vertically:axis:)``: it scrolls the photo, never the
  /// carousel); a finger's pan never waits, it recognises alongside instead
  /// (``panRecognizesAlongside(innerScrollsHorizontally:vertically:axis:fingerDrives:)``). The
  /// answers of both front ends' delegates (UIKit's `CarouselView`, SwiftUI's recognisers on
  /// every iOS version).
  package static func panWaits(
    innerScrollsHorizontally scrollsHorizontally: Bool, vertically scrollsVertically: Bool, axis: ScrollAxis,
    fingerDrives: Bool
  ) -> Bool {
    !fingerDrives && panWaits(innerScrollsHorizontally: scrollsHorizontally, vertically: scrollsVertically, axis: axis)
  }

  /// Whether a carousel's pan recognises alongside the pan of a scroll view inside an item
  /// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`), by what drives it: a
  /// finger's pan alongside one that scrolls along the axis, reporting it
  /// (``CarouselInput/nestedPan(_:)``) so that the driver hands the drag over at its edge; a
  /// trackpad's or a wheel's never (it waits:
  /// ``panWaits(innerScrollsHorizontally:vertically:axis:fingerDrives:)``).
  package static func panRecognizesAlongside(
    innerScrollsHorizontally scrollsHorizontally: Bool, vertically scrollsVertically: Bool, axis: ScrollAxis,
    fingerDrives: Bool
  ) -> Bool {
    fingerDrives
      && panRecognizesAlongside(
        innerScrollsHorizontally: scrollsHorizontally, vertically: scrollsVertically, axis: axis)
  }

  /// Whether a scroll view around the carousel (an enclosing feed) scrolls across the
  /// carousel's axis, so that diagonals are its own (the `enclosingScrollsAcross` of
  /// ``panShouldBegin(_:velocity:enclosingScrollsAcross:time:)``): its content overflows its
  /// bounds vertically around a horizontal carousel, horizontally around a vertical one. One
  /// that scrolls only along the carousel's axis (a horizontal list of carousels) leaves the
  /// 45° rule.
  package static func enclosingScrollsAcross(
    enclosingScrollsHorizontally scrollsHorizontally: Bool, vertically scrollsVertically: Bool, axis: ScrollAxis
  ) -> Bool {
    axis == .horizontal ? scrollsVertically : scrollsHorizontally
  }

  /// What the pan's delegate answers when UIKit asks whether it may begin
  /// (`gestureRecognizerShouldBegin(_:)`, with the pan's `velocity(in:)`), and the input to
  /// send: when it may not and a finger is down, the pan fails, and the driver hears it at
  /// once (UIKit sends no action message for `.failed`); while the driver follows a pointer
  /// scroll, the question itself, which ends that scroll. `enclosingScrollsAcross`: a scroll
  /// view around the carousel scrolls across its axis, so a diagonal is that scroll view's
  /// (``DirectionLock/decide(axis:dx:dy:enclosingScrollsAcross:)``).
  package static func panShouldBegin<Layout>(
    _ driver: CarouselDriver<Layout>, velocity: CarouselPoint, enclosingScrollsAcross: Bool = false, time: Double
  )
    -> (begins: Bool, input: CarouselInput?)
  {
    if driver.canBeginDrag(velocity: velocity, enclosingScrollsAcross: enclosingScrollsAcross) { return (true, nil) }
    guard let touch = driver.touchState.touch else { return (false, nil) }
    if driver.followsPointerScroll {
      // The pointer scroll the pan carried is over: the driver ends it on hearing the question
      // (`CarouselDriver.endPointerScrollForFingerPan(at:)`).
      return (false, .panShouldBegin(velocity: velocity, enclosingScrollsAcross: enclosingScrollsAcross, time: time))
    }
    return (false, .platformDrag(.failed, at: touch.location, time: time))
  }
}
