#if canImport(UIKit)
  import UIKit
  #if canImport(UIKit.UIGestureRecognizerSubclass)
    import UIKit.UIGestureRecognizerSubclass
  #endif

  /// The touch-down recogniser, remembering its touch event's time as the pan does, for every
  /// stage it reports (down, move, up, cancel).
  final class TimedLongPressGestureRecognizer: UILongPressGestureRecognizer {
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
