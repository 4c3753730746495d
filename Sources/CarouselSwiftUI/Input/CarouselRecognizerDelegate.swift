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
  /// still scrolls, the items' taps and controls still work); the pans alongside none, begin
  /// only when the core says so, and wait for the pan of a scroll view inside an item that
  /// scrolls along the carousel's axis (`PlatformGestureRules.panWaits`).
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
    /// scroll (`UIPanGestureRecognizer.carouselInput`).
    func panned(_ pan: UIPanGestureRecognizer) {
      guard let sink,
        let input = pan.carouselInput(
          location: localLocation(), translation: localTranslation() ?? .zero, now: sink.now)
      else { return }
      sink.input(input)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let sink else { return true }
      let nested = sink.axis.flatMap { axis in
        carouselView(pan).map { PlatformGestureRules.enclosingScrollsAcross(around: $0, axis: axis) }
      }
      return sink.input(
        pan.carouselShouldBegin(
          velocity: localVelocity() ?? .zero, translation: localTranslation() ?? .zero,
          enclosingScrollsAcross: nested ?? false, now: sink.now))
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

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      recognizesSimultaneously
    }

    /// The pan waits for the pan of a scroll view inside the carousel that scrolls along its
    /// axis (a zoomed photo, a nested list): panning it never pages the carousel. "Inside"
    /// is read from the geometry, since SwiftUI decides which view a representable's
    /// recogniser is attached to: not an ancestor of that view (an enclosing feed), and no
    /// larger than the carousel, whose frame in that view is the pan's location there minus
    /// its location in the carousel.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard gestureRecognizer is UIPanGestureRecognizer, let sink, let axis = sink.axis,
        let view = gestureRecognizer.view, let scrollView = otherGestureRecognizer.view as? UIScrollView,
        otherGestureRecognizer === scrollView.panGestureRecognizer, scrollView.isScrollEnabled,
        scrollView !== view, !view.isDescendant(of: scrollView)
      else { return false }
      let inView = gestureRecognizer.location(in: view)
      let local = localLocation()
      let size = sink.viewportSize
      let carousel = CGRect(x: inView.x - local.x, y: inView.y - local.y, width: size.width, height: size.height)
      let frame = scrollView.convert(scrollView.bounds, to: view)
      guard frame.width <= carousel.width + 0.5, frame.height <= carousel.height + 0.5,
        frame.intersects(carousel)
      else { return false }
      return PlatformGestureRules.panWaits(for: scrollView, axis: axis)
    }
  }
#endif
