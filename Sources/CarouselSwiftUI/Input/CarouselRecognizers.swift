#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  #if canImport(UIKit)
    import UIKit
    #if canImport(UIKit.UIGestureRecognizerSubclass)
      import UIKit.UIGestureRecognizerSubclass
    #endif

    /// A ``Carousel``'s raw touches from iOS 18 (through ``CarouselTouchDownGesture``): each
    /// `UITouch` on its own, with its own location and its own timestamp (`UITouch.timestamp`,
    /// the clock of `CACurrentMediaTime` and the display link), never a centroid (a
    /// `UILongPressGestureRecognizer`'s location averages its touches, so a pinch inside an
    /// item would move the content by half the fingers' spread). The driver follows the first
    /// finger and ignores the others. The SwiftUI twin of the UIKit front end's
    /// `TouchTrackingGestureRecognizer` (the two modules share no code but the core).
    ///
    /// It begins at the first touch-down, recognises alongside every other recogniser (its
    /// delegate says so), cancels no touches and delays none, so that the items' tap gestures,
    /// their controls and scroll views and an enclosing scroll view all keep working; it ends
    /// when the last of its touches lifts. The location it reports is the touch's location in
    /// the window (`location(in: nil)`), which the representable converts into the carousel's
    /// space.
    final class CarouselTouchRecognizer: UIGestureRecognizer {
      /// Receives each touch: its phase, its identity (stable while it lasts), its location in
      /// the window and its timestamp, in seconds.
      var onTouch: (@MainActor (_ phase: UITouch.Phase, _ touch: Int, _ location: CGPoint, _ time: Double) -> Void)?

      #if canImport(UIKit.UIGestureRecognizerSubclass)
        /// How many of its touches are down.
        private var down = 0

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
          super.touchesBegan(touches, with: event)
          report(touches, .began)
          down += touches.count
          state = state == .possible ? .began : .changed
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
          super.touchesMoved(touches, with: event)
          report(touches, .moved)
          if state == .began || state == .changed { state = .changed }
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
          super.touchesEnded(touches, with: event)
          report(touches, .ended)
          down = max(down - touches.count, 0)
          if state == .began || state == .changed { state = down > 0 ? .changed : .ended }
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
          super.touchesCancelled(touches, with: event)
          report(touches, .cancelled)
          down = max(down - touches.count, 0)
          if state == .began || state == .changed { state = down > 0 ? .changed : .cancelled }
        }

        override func reset() {
          super.reset()
          down = 0
        }

        private func report(_ touches: Set<UITouch>, _ phase: UITouch.Phase) {
          guard let onTouch else { return }
          for touch in touches {
            onTouch(phase, ObjectIdentifier(touch).hashValue, touch.location(in: nil), touch.timestamp)
          }
        }
      #endif
    }

    /// A ``Carousel``'s pan from iOS 18 (through ``CarouselPanGesture``): it begins only when
    /// its delegate gives the drag to the carousel, and UIKit's arbitration decides against
    /// the other recognisers (an item's zoomed scroll view, a slider, the enclosing feed). It
    /// remembers the time of the touch event it last saw (`UIEvent.timestamp`) and reports
    /// when it fails: UIKit sends no action message for `.failed` (so the representable's
    /// `handleUIGestureRecognizerAction` never hears it), and the driver must hear that another
    /// recogniser owns the touch. The SwiftUI twin of the UIKit front end's
    /// `TimedPanGestureRecognizer`.
    final class CarouselPanRecognizer: UIPanGestureRecognizer {
      /// The latest touch event's time, in seconds; `nil` before the first.
      private(set) var eventTime: Double?
      /// Called when the pan fails while its touch is still down (another recogniser won, or
      /// its delegate refused it); not when it fails because the touch lifted or was cancelled
      /// before it began (a tap), which the raw touches report.
      var onFail: (@MainActor () -> Void)?

      #if canImport(UIKit.UIGestureRecognizerSubclass)
        /// Inside its own lift or cancellation: a failure then is the touch's end.
        private var isEnding = false

        override var state: UIGestureRecognizer.State {
          didSet {
            if state == .failed && oldValue != .failed && !isEnding { onFail?() }
          }
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
          eventTime = event.timestamp
          super.touchesBegan(touches, with: event)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
          eventTime = event.timestamp
          super.touchesMoved(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
          eventTime = event.timestamp
          isEnding = true
          defer { isEnding = false }
          super.touchesEnded(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
          eventTime = event.timestamp
          isEnding = true
          defer { isEnding = false }
          super.touchesCancelled(touches, with: event)
        }
      #endif
    }
  #endif
#endif
