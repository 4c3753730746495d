#if canImport(UIKit)
  import CarouselCore
  import UIKit
  #if canImport(UIKit.UIGestureRecognizerSubclass)
    import UIKit.UIGestureRecognizerSubclass
  #endif

  extension CarouselView {
    /// Three recognisers feed the driver:
    /// - a touch-down recogniser (a long press with no minimum duration) that begins as soon
    ///   as a finger touches, so that a touch stops any motion at once, and recognises with
    ///   every other recogniser, so that an enclosing scroll view still scrolls;
    /// - a pan recogniser that begins only for movements along the carousel's axis and follows
    ///   one finger (a second finger never moves the content);
    /// - a tap recogniser that selects the item under the finger.
    func installGestures() {
      gestures.carouselView = self

      let touchDown = TimedLongPressGestureRecognizer(target: self, action: #selector(handleTouchDown(_:)))
      touchDown.minimumPressDuration = 0
      touchDown.allowableMovement = .greatestFiniteMagnitude
      touchDown.cancelsTouchesInView = false
      touchDown.delegate = gestures
      addGestureRecognizer(touchDown)
      gestures.touchDown = touchDown

      let pan = TimedPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
      pan.maximumNumberOfTouches = 1
      pan.delegate = gestures
      addGestureRecognizer(pan)
      gestures.pan = pan

      let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
      tap.delegate = gestures
      addGestureRecognizer(tap)
    }

    @objc private func handleTouchDown(_ recognizer: TimedLongPressGestureRecognizer) {
      let now = recognizer.eventTime ?? carouselNow()
      switch recognizer.state {
      case .began:
        dispatch(driver.touchDown(at: CarouselPoint(recognizer.location(in: self)), time: now))
      case .ended, .cancelled, .failed:
        dispatch(driver.touchUp(time: now))
      default:
        break
      }
    }

    @objc private func handlePan(_ recognizer: TimedPanGestureRecognizer) {
      guard let stage = GestureTranslator.Stage(recognizer.state) else { return }
      let time = recognizer.eventTime ?? carouselNow()
      dispatch(driver.pan(stage, at: CarouselPoint(recognizer.location(in: self)), time: time))
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
      guard recognizer.state == .ended,
        let index = driver.tap(at: CarouselPoint(recognizer.location(in: self)))
      else { return }
      select(index)
    }
  }

  /// The recognisers' delegate, kept apart from the view (`UIView` has its own
  /// `gestureRecognizerShouldBegin(_:)`).
  @MainActor
  final class GestureCoordinator: NSObject, UIGestureRecognizerDelegate {
    weak var carouselView: CarouselView?
    weak var touchDown: UIGestureRecognizer?
    weak var pan: UIPanGestureRecognizer?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard gestureRecognizer === pan, let pan, let carouselView else { return true }
      // Only movements along the axis start a drag; the others go to an enclosing scroll view.
      let velocity = pan.velocity(in: carouselView)
      switch carouselView.driver.layout.axis {
      case .horizontal: return abs(velocity.x) > abs(velocity.y)
      case .vertical: return abs(velocity.y) > abs(velocity.x)
      }
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      gestureRecognizer === touchDown || otherGestureRecognizer === touchDown
    }
  }

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

  /// The touch-down recogniser, remembering its touch event's time as the pan does.
  final class TimedLongPressGestureRecognizer: UILongPressGestureRecognizer {
    /// The latest touch event's time, in seconds; `nil` before the first.
    private(set) var eventTime: Double?

    #if canImport(UIKit.UIGestureRecognizerSubclass)
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        eventTime = event.timestamp
        super.touchesBegan(touches, with: event)
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
