#if canImport(UIKit)
  import UIKit
  #if canImport(UIKit.UIGestureRecognizerSubclass)
    import UIKit.UIGestureRecognizerSubclass
  #endif

  /// A pan recogniser that remembers the time of the touch event it last saw
  /// (`UIEvent.timestamp`, the clock of `CACurrentMediaTime` and the display link): velocity
  /// comes from when the finger moved, not from when the main thread got round to the
  /// callback, so a hitch neither bunches samples nor trips the pause rule.
  final class TimedPanGestureRecognizer: UIPanGestureRecognizer {
    /// The latest touch event's time, in seconds; `nil` before the first.
    private(set) var eventTime: Double?

    #if canImport(UIKit.UIGestureRecognizerSubclass)
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
        super.touchesEnded(touches, with: event)
      }
      override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        eventTime = event.timestamp
        super.touchesCancelled(touches, with: event)
      }
    #endif
  }
#endif
