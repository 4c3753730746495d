#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import UIKit

  extension CarouselView {
    /// The recognisers feed the driver, each callback translated one to one into a
    /// `CarouselInput` (the driver owns the touch lifecycle, `InputRules.uiKit`):
    /// - a touch tracker (`TouchTrackingGestureRecognizer`) reports every `UITouch` on its
    ///   own, with its own location and timestamp: a touch-down stops any motion at once and
    ///   holds autoplay, a lift within the slop taps, a touch that lands on a `UIControl`
    ///   inside the carousel is sent with `target: .control` and never selects. The driver
    ///   follows the first finger only, so a second finger (a pinch in a photo) never moves
    ///   the content. It recognises with every other recogniser, cancels no touches, and
    ///   reports cancelled the touches UIKit resets it with;
    /// - a pan recogniser (one finger, ``panGestureRecognizer``) that UIKit arbitrates: the
    ///   driver lets it begin only for a drag along the axis (`panShouldBegin`), it waits for
    ///   a scroll view inside an item that scrolls along the axis (a zoomed photo), and UIKit
    ///   lets controls keep their own gestures. Its `began` gives the drag to the carousel;
    ///   when it fails or is cancelled, the driver hears it, and the content, which raw
    ///   touches never drag, settles from where the touch-down caught it. It also takes a
    ///   trackpad's scrolling (`allowedScrollTypesMask`, iPadOS and Mac Catalyst), which has
    ///   no touch and goes to the driver as a continuous `PointerScroll`;
    /// - a pan for the mouse wheel only (no touches), whose notches go to the driver as a
    ///   discrete `PointerScroll`: one item per notch.
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
      pan.delegate = gestures
      pan.onFail = { [weak self] in
        guard let self, self.pan.hasTouches else { return }
        let time = self.pan.eventTime ?? carouselNow()
        self.send(.input(.platformDrag(.failed, at: CarouselPoint(self.pan.location(in: self)), time: time)))
      }
      addGestureRecognizer(pan)

      wheel.addTarget(self, action: #selector(wheeled(_:)))
      wheel.allowedTouchTypes = []
      wheel.allowedScrollTypesMask = .discrete
      wheel.delegate = gestures
      addGestureRecognizer(wheel)
    }

    /// Whether one of the pans may begin, as the driver answers: a finger's
    /// (`CarouselInput.panShouldBegin`, which applies the pan's failure itself when it says
    /// no), or a trackpad's or a wheel's scroll (`PointerScroll.Phase.possible`, with its
    /// velocity, or its translation while that is zero), so that an enclosing scroll view
    /// keeps what the carousel does not take.
    func panShouldBegin(_ recognizer: UIPanGestureRecognizer) -> Bool {
      if recognizer === pan, pan.hasTouches {
        let velocity = CarouselPoint(pan.velocity(in: self))
        return send(.input(.panShouldBegin(velocity: velocity, time: pan.eventTime ?? carouselNow())))
      }
      let velocity = recognizer.velocity(in: self)
      let motion = CarouselPoint(velocity == .zero ? recognizer.translation(in: self) : velocity)
      let kind: PointerScroll.Kind = recognizer === wheel ? .discrete : .continuous
      return send(
        .input(.pointerScroll(PointerScroll(.possible, kind: kind, translation: motion, time: carouselNow()))))
    }

    private func touched(_ phase: UITouch.Phase, touch: Int, at location: CGPoint, time: Double) {
      guard let phase = TouchEvent.Phase(phase) else { return }
      let target: TouchTarget = phase == .began && landsOnControl(location) ? .control : .content
      send(.input(.touch(TouchInput(phase, at: CarouselPoint(location), time: time, finger: touch, target: target))))
    }

    @objc private func panned(_ recognizer: TimedPanGestureRecognizer) {
      guard recognizer.hasTouches else { return scrolled(recognizer, kind: .continuous) }
      guard let decision = RecognizerState(recognizer.state)?.platformDrag else { return }
      let time = recognizer.eventTime ?? carouselNow()
      send(.input(.platformDrag(decision, at: CarouselPoint(recognizer.location(in: self)), time: time)))
    }

    @objc private func wheeled(_ recognizer: UIPanGestureRecognizer) {
      scrolled(recognizer, kind: .discrete)
    }

    /// A trackpad's or a mouse wheel's scroll, with the pan's translation since it began.
    private func scrolled(_ recognizer: UIPanGestureRecognizer, kind: PointerScroll.Kind) {
      // The pan's state, one to one (`possible` and `failed` send no action).
      guard let phase = RecognizerState(recognizer.state).flatMap({ PointerScroll.Phase(rawValue: $0.rawValue) })
      else { return }
      let translation = CarouselPoint(recognizer.translation(in: self))
      send(.input(.pointerScroll(PointerScroll(phase, kind: kind, translation: translation, time: carouselNow()))))
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

    /// The touch tracker recognises alongside every recogniser; the pans alongside none.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      gestureRecognizer is TouchTrackingGestureRecognizer || otherGestureRecognizer is TouchTrackingGestureRecognizer
    }

    /// The pans wait for the pan of a scroll view inside an item that scrolls along the
    /// carousel's axis (a zoomed photo, a nested list): panning it never pages the carousel.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let carouselView, gestureRecognizer is UIPanGestureRecognizer,
        let scrollView = otherGestureRecognizer.view as? UIScrollView,
        otherGestureRecognizer === scrollView.panGestureRecognizer, scrollView !== carouselView,
        scrollView.isDescendant(of: carouselView), scrollView.isScrollEnabled
      else { return false }
      return PlatformGestureRules.panWaits(for: scrollView, axis: carouselView.driver.configuration.layout.axis)
    }
  }
#endif
