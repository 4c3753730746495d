#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import UIKit

  extension CarouselView {
    /// The recognisers, each callback translated one to one into a `CarouselInput` (the core
    /// owns the touch lifecycle, `InputRules.uiKit`): a touch tracker
    /// (`TouchTrackingGestureRecognizer`: every `UITouch` on its own, a touch that lands on a
    /// `UIControl` inside the carousel sent with `target: .control`, so it never selects); the
    /// pan (one finger, ``panGestureRecognizer``, and a trackpad's scrolling), which UIKit
    /// arbitrates and which alone gives the drag to the carousel; and a pan for the mouse
    /// wheel only, one item per notch.
    func installGestures() {
      gestures.carouselView = self

      let touches = TouchTrackingGestureRecognizer(target: nil, action: nil)
      touches.cancelsTouchesInView = false
      touches.delaysTouchesEnded = false
      touches.delegate = gestures
      touches.onTouch = { [weak self] phase, touch, location, time in
        self?.touched(phase, touch: touch, at: location, time: time)
      }
      addGestureRecognizer(touches)

      pan.addTarget(self, action: #selector(panned(_:)))
      pan.maximumNumberOfTouches = 1
      pan.allowedScrollTypesMask = .continuous
      pan.onFail = { [weak self] in self.map { $0.panned($0.pan) } }
      wheel.addTarget(self, action: #selector(panned(_:)))
      wheel.allowedTouchTypes = []
      wheel.allowedScrollTypesMask = .discrete
      for recognizer in [pan, wheel] {
        recognizer.delegate = gestures
        addGestureRecognizer(recognizer)
      }
    }

    /// Whether one of the pans may begin, as the core answers
    /// (`UIPanGestureRecognizer.carouselShouldBegin`; over a scroll view inside an item that
    /// the pan recognises alongside, `carouselNestedPan` with that scroll view as it is now).
    func panShouldBegin(_ recognizer: UIPanGestureRecognizer) -> Bool {
      let velocity = recognizer.velocity(in: self)
      let location = recognizer.location(in: self)
      let translation = recognizer.translation(in: self)
      if let scrollView = nestedScrollView(at: location, translation: translation),
        let input = recognizer.carouselNestedPan(
          .shouldBegin, scrollView: scrollView, location: location, velocity: velocity, now: carouselNow())
      {
        return send(.input(input), nestedScrollView: scrollView)
      }
      return send(
        .input(recognizer.carouselShouldBegin(velocity: velocity, translation: translation, now: carouselNow())))
    }

    private func touched(_ phase: TouchEvent.Phase, touch: Int, at location: CGPoint, time: Double) {
      let target: TouchTarget = phase == .began && landsOnControl(location) ? .control : .content
      send(.input(.touch(TouchInput(phase, at: CarouselPoint(location), time: time, finger: touch, target: target))))
    }

    /// A pan's action message or failure: a finger's decision, a trackpad's or a wheel's
    /// scroll; a move of the finger's pan over a scroll view inside an item that it recognises
    /// alongside, with that scroll view as it is now (`carouselNestedPan`).
    @objc private func panned(_ recognizer: UIPanGestureRecognizer) {
      let location = recognizer.location(in: self)
      let translation = recognizer.translation(in: self)
      if recognizer.state == .changed, let scrollView = nestedScrollView(at: location, translation: translation),
        let input = recognizer.carouselNestedPan(
          .changed, scrollView: scrollView, location: location, velocity: recognizer.velocity(in: self),
          now: carouselNow())
      {
        send(.input(input), nestedScrollView: scrollView)
        return
      }
      guard let input = recognizer.carouselInput(location: location, translation: translation, now: carouselNow())
      else { return }
      send(.input(input))
    }

    /// The scroll view inside an item where a pan's finger went down (its location less its
    /// translation: the content does not move while that scroll view keeps the drag) that the
    /// pan recognises alongside: the innermost scroll-enabled `UIScrollView` there whose
    /// content overflows along the carousel's axis; `nil` if none. Found anew at each call.
    private func nestedScrollView(at location: CGPoint, translation: CGPoint) -> UIScrollView? {
      let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
      let axis = driver.configuration.layout.axis
      var view = hitTest(start, with: nil)
      while let current = view, current !== self {
        if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled,
          PlatformGestureRules.panRecognizesAlongside(scrollView, axis: axis)
        {
          return scrollView
        }
        view = current.superview
      }
      return nil
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

  /// The recognisers' delegate, kept apart from the view (`UIView` has its own
  /// `gestureRecognizerShouldBegin(_:)`).
  @MainActor
  final class GestureCoordinator: NSObject, UIGestureRecognizerDelegate {
    weak var carouselView: CarouselView?

    /// The pans begin as the carousel says (``CarouselView/panShouldBegin(_:)``); otherwise
    /// they fail, and an enclosing scroll view gets the touch or the scroll.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let carouselView, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
      return carouselView.panShouldBegin(pan)
    }

    /// The touch tracker recognises alongside every recogniser. The pan, while a finger
    /// drives it, recognises alongside the pan of a scroll view inside an item that scrolls
    /// along the carousel's axis (a zoomed photo, a nested list:
    /// `PlatformGestureRules.panRecognizesAlongside`), so that both begin and the core decides
    /// who moves: the scroll view until it is at its edge and the finger keeps going, then the
    /// carousel (`CarouselInput.nestedPan`; UIKit documents that `true` here allows both to
    /// recognise). Otherwise the pans recognise alongside none.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      if gestureRecognizer is TouchTrackingGestureRecognizer || otherGestureRecognizer is TouchTrackingGestureRecognizer
      {
        return true
      }
      guard let carouselView, let scrollView = nestedScrollView(of: otherGestureRecognizer),
        gestureRecognizer === carouselView.pan, carouselView.pan.hasTouches
      else { return false }
      return PlatformGestureRules.panRecognizesAlongside(
        scrollView, axis: carouselView.driver.configuration.layout.axis)
    }

    /// A trackpad's or a mouse wheel's scroll (the pan without a finger, the wheel's pan) waits
    /// for the pan of a scroll view inside an item that scrolls along the carousel's axis
    /// (`PlatformGestureRules.panWaits`): that scroll view scrolls, the carousel stays. A
    /// finger's pan never waits: it recognises alongside instead. (UIKit asks this once per
    /// recognition attempt, when the pan would leave `.possible`, after its touches began;
    /// were it asked before, the finger's pan would wait, as it did before the hand-off.)
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let carouselView, let scrollView = nestedScrollView(of: otherGestureRecognizer),
        gestureRecognizer === carouselView.wheel
          || (gestureRecognizer === carouselView.pan && !carouselView.pan.hasTouches)
      else { return false }
      return PlatformGestureRules.panWaits(for: scrollView, axis: carouselView.driver.configuration.layout.axis)
    }

    /// The scroll view whose pan `recognizer` is, if it is a scroll-enabled scroll view inside
    /// the carousel's own.
    private func nestedScrollView(of recognizer: UIGestureRecognizer) -> UIScrollView? {
      guard let carouselView, let scrollView = recognizer.view as? UIScrollView,
        recognizer === scrollView.panGestureRecognizer, scrollView !== carouselView,
        scrollView.isDescendant(of: carouselView), scrollView.isScrollEnabled
      else { return nil }
      return scrollView
    }
  }
#endif
