#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import UIKit

  extension CarouselView {
    /// Two recognisers feed the driver, each callback translated one to one into a
    /// `CarouselInput` (the driver owns the touch lifecycle, `InputRules.uiKit`):
    /// - a touch tracker (`TouchTrackingGestureRecognizer`) reports every `UITouch` on its
    ///   own, with its own location and timestamp: a touch-down stops any motion at once and
    ///   holds autoplay, a lift within the slop taps, a touch that lands on a `UIControl`
    ///   inside the carousel is sent with `target: .control` and never selects. The driver
    ///   follows the first finger only, so a second finger (a pinch in a photo) never moves
    ///   the content. It recognises with every other recogniser and cancels no touches;
    /// - a pan recogniser (one finger) that UIKit arbitrates: its delegate lets it begin only
    ///   for a drag along the axis (`PlatformGestureRules.panShouldBegin`), it waits for a
    ///   scroll view inside an item that scrolls along the axis (a zoomed photo), and UIKit
    ///   lets controls keep their own gestures. Its `began` gives the drag to the carousel;
    ///   when it fails or is cancelled, the driver hears it, and the content, which raw
    ///   touches never drag, settles from where the touch-down caught it.
    func installGestures() {
      driver.inputRules = .uiKit
      gestures.carouselView = self

      let touches = TouchTrackingGestureRecognizer(target: nil, action: nil)
      touches.cancelsTouchesInView = false
      touches.delaysTouchesEnded = false
      touches.delegate = gestures
      touches.onTouch = { [weak self] phase, touch, location, time in
        self?.handleTouch(phase, touch: touch, at: location, time: time)
      }
      addGestureRecognizer(touches)
      gestures.touchTracker = touches

      let pan = TimedPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
      pan.maximumNumberOfTouches = 1
      pan.delegate = gestures
      pan.onFail = { [weak self, weak pan] in
        guard let self, let pan else { return }
        self.dispatch(
          self.driver.handle(
            .platformDrag(.failed, at: CarouselPoint(pan.location(in: self)), time: pan.eventTime ?? carouselNow())))
      }
      addGestureRecognizer(pan)
      gestures.pan = pan
    }

    private func handleTouch(_ phase: UITouch.Phase, touch: Int, at location: CGPoint, time: Double) {
      guard let touchPhase = TouchEvent.Phase(phase) else { return }
      let target: TouchTarget = touchPhase == .began && landsOnControl(location) ? .control : .content
      let input = CarouselInput.touch(
        TouchInput(touchPhase, at: CarouselPoint(location), time: time, finger: touch, target: target))
      dispatch(driver.handle(input), input: input)
    }

    @objc private func handlePan(_ recognizer: TimedPanGestureRecognizer) {
      guard let decision = RecognizerState(recognizer.state)?.platformDrag else { return }
      let time = recognizer.eventTime ?? carouselNow()
      dispatch(driver.handle(.platformDrag(decision, at: CarouselPoint(recognizer.location(in: self)), time: time)))
    }

    /// Whether the view under `point` is a `UIControl` inside the carousel (a button in an
    /// item), or inside one.
    private func landsOnControl(_ point: CGPoint) -> Bool {
      var view = hitTest(point, with: nil)
      while let current = view, current !== self {
        if current is UIControl { return true }
        view = current.superview
      }
      return false
    }
  }
#endif
