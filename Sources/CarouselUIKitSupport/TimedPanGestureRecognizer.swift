#if canImport(UIKit)
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
        eventTime = event.timestamp
        isEnding = true
        defer { isEnding = false }
        super.touchesEnded(touches, with: event)
      }
      package override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        eventTime = event.timestamp
        isEnding = true
        defer { isEnding = false }
        super.touchesCancelled(touches, with: event)
      }
      package override func reset() {
        super.reset()
        hasTouches = false
      }
    #endif
  }
#endif
