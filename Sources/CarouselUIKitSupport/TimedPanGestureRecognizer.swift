#if canImport(UIKit)
  import CarouselCore
  import UIKit
  #if canImport(UIKit.UIGestureRecognizerSubclass)
    import UIKit.UIGestureRecognizerSubclass
  #endif

  /// A carousel's pan (`CarouselView`'s, and a SwiftUI `Carousel`'s from iOS 18 through its
  /// `CarouselPanGesture`): it begins only when its delegate gives the drag to the carousel,
  /// and UIKit's arbitration decides against the other recognisers (an item's zoomed scroll
  /// view, a slider, the enclosing feed). It remembers the time of the touch event it last saw
  /// (`UIEvent.timestamp`), and reports when it fails: UIKit sends no action message for
  /// `.failed` (a SwiftUI representable's `handleUIGestureRecognizerAction` never hears it
  /// either), and the driver must hear that another recogniser owns the touch. With
  /// `allowedScrollTypesMask` it also pans for a trackpad's scrolling, without any touch
  /// (``hasTouches``).
  package final class TimedPanGestureRecognizer: UIPanGestureRecognizer {
    /// The latest touch event's time, in seconds; `nil` before the first.
    package private(set) var eventTime: Double?
    /// Whether the gesture in progress has touches (a finger): `false` for a trackpad's or a
    /// mouse wheel's scroll events, which reach a pan with `allowedScrollTypesMask` without
    /// any touch (its `numberOfTouches` is 0), and between gestures.
    package private(set) var hasTouches = false
    /// Called when the pan fails while its touch is still down (another recogniser won, or
    /// its delegate refused it); not when it fails because the touch lifted or was cancelled
    /// before it began (a tap), which the raw touches report.
    package var onFail: (@MainActor () -> Void)?

    #if canImport(UIKit.UIGestureRecognizerSubclass)
      /// Inside its own lift or cancellation: a failure then is the touch's end.
      private var isEnding = false

      package override var state: UIGestureRecognizer.State {
        didSet {
          if state == .failed && oldValue != .failed && !isEnding { onFail?() }
        }
      }

      package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        eventTime = event.timestamp
        hasTouches = true
        super.touchesBegan(touches, with: event)
      }
      package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        eventTime = event.timestamp
        super.touchesMoved(touches, with: event)
      }
      package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        ending(event) { super.touchesEnded(touches, with: event) }
      }
      package override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        ending(event) { super.touchesCancelled(touches, with: event) }
      }
      private func ending(_ event: UIEvent, _ end: () -> Void) {
        eventTime = event.timestamp
        isEnding = true
        end()
        isEnding = false
      }
      package override func reset() {
        super.reset()
        hasTouches = false
      }
    #endif
  }

  extension UIPanGestureRecognizer {
    /// What a carousel's pan asks before it begins (`gestureRecognizerShouldBegin(_:)`, answered
    /// by `CarouselUpdate.isHandled`), with its velocity and translation in the carousel's
    /// space: a finger's (a `TimedPanGestureRecognizer` with touches) is
    /// `CarouselInput.panShouldBegin`, whose refusal the core applies as the pan's failure; a
    /// trackpad's (the timed pan without touches) or a mouse wheel's scroll (another pan) is
    /// `PointerScroll.Phase.possible` with the velocity, or the translation while that is zero,
    /// so that an enclosing scroll view keeps what the carousel does not take.
    /// `enclosingScrollsAcross`: a scroll view around the carousel scrolls across its axis
    /// (`PlatformGestureRules.enclosingScrollsAcross(around:axis:)`), so that a finger's
    /// diagonal is that scroll view's.
    package func carouselShouldBegin(
      velocity: CGPoint, translation: CGPoint, enclosingScrollsAcross: Bool = false, now: Double
    ) -> CarouselInput {
      guard let timed = self as? TimedPanGestureRecognizer, timed.hasTouches else {
        let motion = CarouselPoint(velocity == .zero ? translation : velocity)
        return .pointerScroll(PointerScroll(.possible, kind: scrollKind, translation: motion, time: now))
      }
      return .panShouldBegin(
        velocity: CarouselPoint(velocity), enclosingScrollsAcross: enclosingScrollsAcross,
        time: timed.eventTime ?? now)
    }

    /// What the pan's action message, or its failure (``TimedPanGestureRecognizer/onFail``),
    /// tells the carousel: a finger's decision at its location (`RecognizerState.platformDrag`:
    /// began, failed, cancelled), or a scroll's state one to one with its translation since it
    /// began; `nil` for a state that carries nothing.
    package func carouselInput(location: CGPoint, translation: CGPoint, now: Double) -> CarouselInput? {
      let state = RecognizerState(self.state)
      if let timed = self as? TimedPanGestureRecognizer, timed.hasTouches {
        guard let decision = state?.platformDrag else { return nil }
        return .platformDrag(decision, at: CarouselPoint(location), time: timed.eventTime ?? now)
      }
      guard let phase = state.flatMap({ PointerScroll.Phase(rawValue: $0.rawValue) }), phase != .possible
      else { return nil }
      return .pointerScroll(PointerScroll(phase, kind: scrollKind, translation: CarouselPoint(translation), time: now))
    }

    /// What a carousel's pan that recognises alongside the pan of `scrollView`, a scroll view
    /// inside an item under the finger, reports as it asks to begin or moves
    /// (`CarouselInput.nestedPan`, with the scroll view as it is now, the pan's velocity and
    /// location in the carousel's space, and whether a scroll view around the carousel scrolls
    /// across its axis); `nil` for a trackpad's or a wheel's scroll, which no scroll view inside
    /// takes.
    package func carouselNestedPan(
      _ phase: NestedPan.Phase, scrollView: UIScrollView, location: CGPoint, velocity: CGPoint, now: Double,
      enclosingScrollsAcross: Bool = false
    ) -> CarouselInput? {
      guard let timed = self as? TimedPanGestureRecognizer, timed.hasTouches else { return nil }
      return .nestedPan(
        NestedPan(
          phase, scrollView: NestedScrollView(scrollView), velocity: CarouselPoint(velocity),
          location: CarouselPoint(location), time: timed.eventTime ?? now,
          enclosingScrollsAcross: enclosingScrollsAcross))
    }

    /// A trackpad's scroll for the timed pan, a mouse wheel's for any other.
    private var scrollKind: PointerScroll.Kind { self is TimedPanGestureRecognizer ? .continuous : .discrete }
  }
#endif
