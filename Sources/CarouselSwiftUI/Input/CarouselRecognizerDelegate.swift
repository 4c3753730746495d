#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import CarouselUIKitSupport
  #if canImport(UIKit)
    import UIKit

    /// The coordinator and delegate of a ``Carousel``'s UIKit recognisers from iOS 18
    /// (``CarouselTouchDownGesture``, ``CarouselPanGesture``).
    ///
    /// Locations and velocities are read through the representable's coordinate-space
    /// converter (kept here from `makeCoordinator(converter:)` as three readings), never in the
    /// recogniser's own view: Apple documents the converter as the way to the SwiftUI view's
    /// space, and the recogniser's view need not have the carousel's geometry. The pan's
    /// location and velocity are the converter's `localLocation` and `localVelocity`. The touch
    /// tracker reports each touch apart, and the converter has no reading for one touch of
    /// several: each touch's window location (`UITouch.location(in: nil)`) goes through the
    /// converter's `convert(globalPoint:to:)` into the carousel's space (`.local`). That takes
    /// SwiftUI's global space to be the window's, as it is for a hosting view that fills its
    /// window or sits in it untransformed.
    ///
    /// The touch tracker recognises alongside every other recogniser (an enclosing scroll view
    /// still scrolls, the items' tap gestures and controls still work); the pan alongside none,
    /// begins only when the core answers `CarouselInput.panShouldBegin` with yes
    /// (`CarouselUpdate.isHandled`; a refusal with a finger down is the pan's failure, which
    /// the core applies itself), and waits for the pan of a scroll view inside an item that
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

      init(recognizesSimultaneously: Bool) {
        self.recognizesSimultaneously = recognizesSimultaneously
      }

      /// A touch of the touch tracker: its window location into the carousel's space.
      func touch(_ phase: UITouch.Phase, finger: Int, at windowLocation: CGPoint, time: Double) {
        guard let touchPhase = TouchEvent.Phase(phase) else { return }
        let location = CarouselPoint(localPoint(windowLocation))
        sink?.input(.touch(TouchInput(touchPhase, at: location, time: time, finger: finger)))
      }

      /// The pan's action message: `began` and `cancelled` (`RecognizerState.platformDrag`).
      func pan(_ state: UIGestureRecognizer.State, time: Double?) {
        guard let sink, let decision = RecognizerState(state)?.platformDrag else { return }
        sink.input(.platformDrag(decision, at: CarouselPoint(localLocation()), time: time ?? sink.now))
      }

      /// A trackpad's or a mouse wheel's scroll (a pan with no touch), its state one to one
      /// with the translation since it began (`possible` and `failed` send nothing).
      func scroll(_ state: UIGestureRecognizer.State, kind: PointerScroll.Kind) {
        guard let sink, let phase = RecognizerState(state).flatMap({ PointerScroll.Phase(rawValue: $0.rawValue) }),
          phase != .possible
        else { return }
        let translation = CarouselPoint(localTranslation() ?? .zero)
        sink.input(.pointerScroll(PointerScroll(phase, kind: kind, translation: translation, time: sink.now)))
      }

      /// The pan failed with its touch still down (UIKit sends no action message for it).
      func panFailed(time: Double?) {
        guard let sink else { return }
        sink.input(.platformDrag(.failed, at: CarouselPoint(localLocation()), time: time ?? sink.now))
      }

      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let sink else { return true }
        let velocity = CarouselPoint(localVelocity() ?? .zero)
        guard let timed = pan as? TimedPanGestureRecognizer, timed.hasTouches else {
          // A trackpad's or a wheel's scroll: the core answers (along the axis only).
          let motion = velocity == CarouselPoint(x: 0, y: 0) ? CarouselPoint(localTranslation() ?? .zero) : velocity
          let kind: PointerScroll.Kind = pan is TimedPanGestureRecognizer ? .continuous : .discrete
          return sink.input(.pointerScroll(PointerScroll(.possible, kind: kind, translation: motion, time: sink.now)))
        }
        return sink.input(.panShouldBegin(velocity: velocity, time: timed.eventTime ?? sink.now))
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
#endif
