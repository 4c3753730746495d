#if canImport(UIKit)
  import CarouselCore
  import UIKit

  extension CarouselView {
    /// Three recognisers feed the driver:
    /// - a touch-down recogniser (a long press with no minimum duration) that begins as soon
    ///   as a finger touches, so that a touch stops any motion at once, and recognises with
    ///   every other recogniser, so that an enclosing scroll view still scrolls;
    /// - a pan recogniser that begins only for movements along the carousel's axis;
    /// - a tap recogniser that selects the item under the finger.
    func installGestures() {
      gestures.carouselView = self

      let touchDown = UILongPressGestureRecognizer(target: self, action: #selector(handleTouchDown(_:)))
      touchDown.minimumPressDuration = 0
      touchDown.allowableMovement = .greatestFiniteMagnitude
      touchDown.cancelsTouchesInView = false
      touchDown.delegate = gestures
      addGestureRecognizer(touchDown)
      gestures.touchDown = touchDown

      let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
      pan.delegate = gestures
      addGestureRecognizer(pan)
      gestures.pan = pan

      let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
      tap.delegate = gestures
      addGestureRecognizer(tap)
    }

    @objc private func handleTouchDown(_ recognizer: UILongPressGestureRecognizer) {
      let now = carouselNow()
      switch recognizer.state {
      case .began:
        dispatch(driver.touchDown(at: CarouselPoint(recognizer.location(in: self)), time: now))
      case .ended, .cancelled, .failed:
        dispatch(driver.touchUp(time: now))
      default:
        break
      }
    }

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
      guard let stage = GestureTranslator.Stage(recognizer.state) else { return }
      dispatch(driver.pan(stage, at: CarouselPoint(recognizer.location(in: self)), time: carouselNow()))
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
#endif
