#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import CarouselUIKitSupport
  import UIKit

  /// Where a ``Carousel``'s UIKit recognisers send what they see (its ``CarouselModel``), and
  /// what their delegate reads.
  @MainActor
  protocol CarouselInputSink: AnyObject {
    /// The time now, on the clock of touches and frames (seconds of `CACurrentMediaTime`).
    var now: Double { get }
    /// The carousel's axis, once it has a driver.
    var axis: ScrollAxis? { get }
    /// The carousel's size, in points.
    var viewportSize: CGSize { get }
    /// Sends one input to the driver and applies its update; returns whether the carousel
    /// took it (`CarouselUpdate.isHandled`: for `panShouldBegin`, whether the pan begins).
    @discardableResult func input(_ input: CarouselInput) -> Bool
    /// The same for a `nestedPan` input about `scrollView`, which is held at its edge and its
    /// pan cancelled when the carousel takes the drag from it (`CarouselUpdate.nestedScrollStop`).
    @discardableResult func input(_ input: CarouselInput, nestedScrollView scrollView: UIScrollView) -> Bool
  }

  /// The coordinator and delegate of a ``Carousel``'s UIKit recognisers: from iOS 18 those of
  /// its representables (``CarouselTouchDownGesture``, ``CarouselPanGesture``,
  /// ``CarouselWheelGesture``), before it those a ``CarouselRecognizerAnchor`` attaches to the
  /// enclosing scroll view.
  ///
  /// Locations, velocities and translations are read through the representable's
  /// coordinate-space converter (kept here from `makeCoordinator(converter:)`), never in the
  /// recogniser's own view, which need not have the carousel's geometry. The converter has no
  /// reading for one touch of several, so each touch's window location goes through its
  /// `convert(globalPoint:to:)` (SwiftUI's global space taken to be the window's, as it is for
  /// a hosting view that sits in its window untransformed).
  ///
  /// The touch tracker recognises alongside every other recogniser (an enclosing scroll view
  /// still scrolls, the items' taps and controls still work); the pans begin only when the
  /// core says so. Over a scroll view inside an item that scrolls along the carousel's axis (a
  /// zoomed photo: a `UIScrollView` in a `UIViewRepresentable`, or the one behind SwiftUI's
  /// `ScrollView`), a finger's pan recognises alongside its pan and reports it as it asks to
  /// begin and at each move (`CarouselInput.nestedPan`), so that the core hands the drag to
  /// the carousel at the photo's edge (`EdgeHandoff`) and the photo is held there
  /// (`CarouselUpdate.nestedScrollStop`), as in UIKit's `CarouselView`; a trackpad's or a
  /// wheel's scroll waits for that pan instead (`PlatformGestureRules.panWaits`). Apple
  /// documents the coordinator as the place for a representable recogniser's delegate
  /// messages ("You can optionally include a coordinator object to forward delegate messages
  /// from your gesture recognizer", `UIGestureRecognizerRepresentable`), so the iOS 18 path and
  /// the host before it share these answers.
  @MainActor
  final class CarouselRecognizerDelegate: NSObject, UIGestureRecognizerDelegate {
    /// Whether the recogniser recognises alongside every other one (the touch tracker).
    let recognizesSimultaneously: Bool
    /// The model the inputs go to.
    weak var sink: (any CarouselInputSink)?
    /// The recogniser's location in the carousel's space (the converter's `localLocation`).
    var localLocation: @MainActor () -> CGPoint = { .zero }
    /// The recogniser's velocity in the carousel's space (the converter's `localVelocity`).
    var localVelocity: @MainActor () -> CGPoint? = { nil }
    /// The pan's translation in the carousel's space (the converter's `localTranslation`).
    var localTranslation: @MainActor () -> CGPoint? = { nil }
    /// A window point in the carousel's space (the converter's `convert(globalPoint:to:)`).
    var localPoint: @MainActor (CGPoint) -> CGPoint = { $0 }
    /// Whether a touch is the carousel's (before iOS 18 the recognisers sit on the enclosing
    /// scroll view and see every touch of it; from iOS 18 SwiftUI gives them the carousel's).
    var receives: @MainActor (UITouch) -> Bool = { _ in true }
    /// A view inside the carousel's enclosing scroll views, from which they are found: before
    /// iOS 18 the ``CarouselRecognizerAnchor`` (the carousel's frame); from iOS 18 the view
    /// SwiftUI attached the recogniser to (inside the feed when SwiftUI attaches it there; if
    /// it is above the feed, no enclosing scroll view is found, and the carousel keeps the 45°
    /// rule and does not hold the feed's pan back).
    var carouselView: @MainActor (UIGestureRecognizer) -> UIView? = { $0.view }

    init(recognizesSimultaneously: Bool) {
      self.recognizesSimultaneously = recognizesSimultaneously
    }

    /// A touch of the touch tracker: its window location into the carousel's space.
    func touch(_ phase: TouchEvent.Phase, finger: Int, at windowLocation: CGPoint, time: Double) {
      sink?.input(.touch(TouchInput(phase, at: CarouselPoint(localPoint(windowLocation)), time: time, finger: finger)))
    }

    /// A pan's action message or failure: a finger's decision, a trackpad's or a wheel's
    /// scroll (`UIPanGestureRecognizer.carouselInput`); a move of a finger's pan over a scroll
    /// view inside an item that it recognises alongside, with that scroll view as it is now
    /// (`carouselNestedPan`).
    func panned(_ pan: UIPanGestureRecognizer) {
      guard let sink else { return }
      if pan.state == .changed, let scrollView = nestedScrollView(under: pan),
        let input = pan.carouselNestedPan(
          .changed, scrollView: scrollView, location: localLocation(), velocity: localVelocity() ?? .zero,
          now: sink.now)
      {
        sink.input(input, nestedScrollView: scrollView)
        return
      }
      guard
        let input = pan.carouselInput(
          location: localLocation(), translation: localTranslation() ?? .zero, now: sink.now)
      else { return }
      sink.input(input)
    }

    /// Whether a pan may begin, as the core answers (`carouselShouldBegin`; over a scroll view
    /// inside an item that a finger's pan recognises alongside, `carouselNestedPan` with that
    /// scroll view as it is now).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let sink else { return true }
      let across =
        sink.axis.flatMap { axis in
          carouselView(pan).map { PlatformGestureRules.enclosingScrollsAcross(around: $0, axis: axis) }
        } ?? false
      let velocity = localVelocity() ?? .zero
      if let scrollView = nestedScrollView(under: pan),
        let input = pan.carouselNestedPan(
          .shouldBegin, scrollView: scrollView, location: localLocation(), velocity: velocity, now: sink.now,
          enclosingScrollsAcross: across)
      {
        return sink.input(input, nestedScrollView: scrollView)
      }
      return sink.input(
        pan.carouselShouldBegin(
          velocity: velocity, translation: localTranslation() ?? .zero, enclosingScrollsAcross: across,
          now: sink.now))
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      receives(touch)
    }

    /// The pan of a scroll view around the carousel (a feed) waits for the carousel's finger
    /// pan to fail: the dynamic failure requirement of `UIGestureRecognizerDelegate`'s
    /// documentation, so that the feed never scrolls while the carousel drags, and scrolls as
    /// soon as the core refuses the drag (across the axis, or a diagonal).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard gestureRecognizer is TimedPanGestureRecognizer,
        let scrollView = otherGestureRecognizer.view as? UIScrollView,
        otherGestureRecognizer === scrollView.panGestureRecognizer,
        let carousel = carouselView(gestureRecognizer)
      else { return false }
      return carousel.isDescendant(of: scrollView)
    }

    /// A finger's pan recognises alongside the pan of a scroll view inside the carousel that
    /// scrolls along its axis (`PlatformGestureRules.panRecognizesAlongside`), so that both
    /// begin and the core decides who moves (UIKit documents that `true` here allows both to
    /// recognise); the touch tracker alongside every recogniser; otherwise none.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      if recognizesSimultaneously { return true }
      guard let axis = sink?.axis, let scrollView = innerScrollView(of: otherGestureRecognizer, for: gestureRecognizer)
      else { return false }
      return PlatformGestureRules.panRecognizesAlongside(
        scrollView, axis: axis, fingerDrives: Self.fingerDrives(gestureRecognizer))
    }

    /// A trackpad's or a mouse wheel's scroll (a pan without a finger, the wheel's pan) waits
    /// for the pan of a scroll view inside the carousel that scrolls along its axis
    /// (`PlatformGestureRules.panWaits`): it scrolls the photo, never the carousel. A finger's
    /// pan never waits: it recognises alongside instead (UIKit asks this before the finger
    /// has moved, and a zoomed scroll view's pan never fails while the finger is down, so
    /// waiting meant never paging).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard gestureRecognizer is UIPanGestureRecognizer, let axis = sink?.axis,
        let scrollView = innerScrollView(of: otherGestureRecognizer, for: gestureRecognizer)
      else { return false }
      return PlatformGestureRules.panWaits(
        for: scrollView, axis: axis, fingerDrives: Self.fingerDrives(gestureRecognizer))
    }

    /// Whether a finger drives `recognizer` (the carousel's pan with its touch down), rather
    /// than a trackpad or a mouse wheel.
    private static func fingerDrives(_ recognizer: UIGestureRecognizer) -> Bool {
      (recognizer as? TimedPanGestureRecognizer)?.hasTouches ?? false
    }

    /// The scroll view whose pan `other` is, if it is a scroll-enabled scroll view inside the
    /// carousel that `recognizer` (one of its pans) belongs to. "Inside" is read from the
    /// geometry, since SwiftUI decides which view a representable's recogniser is attached to
    /// ("The gesture recognizer you create may not be attached to a UIView in the hierarchy,
    /// or it may return a view with different geometry than your SwiftUI view",
    /// `UIGestureRecognizerRepresentable`): not that view or an ancestor of it (an enclosing
    /// feed), and no larger than the carousel, whose frame in that view is the pan's location
    /// there minus its location in the carousel.
    private func innerScrollView(of other: UIGestureRecognizer, for recognizer: UIGestureRecognizer) -> UIScrollView? {
      guard recognizer is UIPanGestureRecognizer, let sink, let view = recognizer.view,
        let scrollView = other.view as? UIScrollView, other === scrollView.panGestureRecognizer,
        scrollView.isScrollEnabled, scrollView !== view, !view.isDescendant(of: scrollView)
      else { return nil }
      let inView = recognizer.location(in: view)
      let local = localLocation()
      let size = sink.viewportSize
      let carousel = CGRect(x: inView.x - local.x, y: inView.y - local.y, width: size.width, height: size.height)
      let frame = scrollView.convert(scrollView.bounds, to: view)
      guard frame.width <= carousel.width + 0.5, frame.height <= carousel.height + 0.5,
        frame.intersects(carousel)
      else { return nil }
      return scrollView
    }

    /// The scroll view inside the carousel under the point where a finger's `pan` went down
    /// (its location less its translation: the content does not move while that scroll view
    /// keeps the drag) that the pan recognises alongside: the innermost one there, found by
    /// hit-testing the pan's view and walking up to it; `nil` if none (or for a trackpad's
    /// scroll). Found anew at each call: nothing is kept.
    private func nestedScrollView(under pan: UIPanGestureRecognizer) -> UIScrollView? {
      guard Self.fingerDrives(pan), let axis = sink?.axis, let view = pan.view else { return nil }
      let location = pan.location(in: view)
      let translation = pan.translation(in: view)
      var hit = view.hitTest(CGPoint(x: location.x - translation.x, y: location.y - translation.y), with: nil)
      while let current = hit, current !== view {
        if let scrollView = current as? UIScrollView,
          innerScrollView(of: scrollView.panGestureRecognizer, for: pan) != nil,
          PlatformGestureRules.panRecognizesAlongside(scrollView, axis: axis, fingerDrives: true)
        {
          return scrollView
        }
        hit = current.superview
      }
      return nil
    }
  }
#endif
