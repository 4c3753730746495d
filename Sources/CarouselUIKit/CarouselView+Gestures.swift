#if canImport(UIKit)
  import CarouselCore
  import UIKit

  extension CarouselView {
    /// Two recognisers feed the driver, each callback translated one to one (the driver owns
    /// the touch lifecycle: the slop, the direction decision, taps, cancellation):
    /// - a touch-down recogniser (a long press with no minimum duration) whose states are the
    ///   raw touches (`RecognizerState.touchPhase`): it begins as soon as a finger touches, so
    ///   that a touch stops any motion at once, follows the finger, and recognises with every
    ///   other recogniser and cancels no touches, so that an enclosing scroll view still
    ///   scrolls and controls inside items still get their touches. A touch that lands on a
    ///   `UIControl` inside the carousel is sent with `target: .control`: it never selects;
    /// - a pan recogniser (one finger) that begins only when the driver's direction decision
    ///   gives the drag to the carousel (`shouldBeginDrag(velocity:)`), so that an enclosing
    ///   scroll view keeps the drags across the axis; its `began` claims the drag, its
    ///   cancellation tells the driver the platform took the touch.
    ///
    /// Taps are not recognised here: a lift within the slop is a tap in the driver's events
    /// (`ScrollEvents.tappedIndex`).
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
    }

    @objc private func handleTouchDown(_ recognizer: TimedLongPressGestureRecognizer) {
      guard let phase = RecognizerState(recognizer.state)?.touchPhase else { return }
      let location = recognizer.location(in: self)
      let target: TouchTarget = phase == .began && landsOnControl(location) ? .control : .content
      let time = recognizer.eventTime ?? carouselNow()
      dispatch(driver.touch(phase, at: CarouselPoint(location), time: time, target: target))
    }

    @objc private func handlePan(_ recognizer: TimedPanGestureRecognizer) {
      guard let state = RecognizerState(recognizer.state) else { return }
      let time = recognizer.eventTime ?? carouselNow()
      dispatch(driver.pan(state, at: CarouselPoint(recognizer.location(in: self)), time: time))
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
