#if canImport(UIKit)
  import UIKit

  /// The layout's touch-down recogniser on its collection view: its target and delegate (an
  /// `NSObject`, which the layout is not). It begins only while an animated scroll runs and
  /// cancels its touch for the cells, so a touch that stops the scroll selects nothing.
  @MainActor
  final class LayoutCatchCoordinator: NSObject, UIGestureRecognizerDelegate {
    weak var layout: CarouselCollectionViewLayout?
    private var recognizer: UILongPressGestureRecognizer?

    /// Puts the recogniser on `view` (once; moved from a previous collection view).
    func attach(to view: UIView) {
      if let recognizer, recognizer.view === view { return }
      detach()
      let touchDown = UILongPressGestureRecognizer(target: self, action: #selector(touched(_:)))
      touchDown.minimumPressDuration = 0
      touchDown.allowableMovement = .greatestFiniteMagnitude
      touchDown.cancelsTouchesInView = true
      touchDown.delegate = self
      view.addGestureRecognizer(touchDown)
      recognizer = touchDown
    }

    /// Removes the recogniser from its view.
    func detach() {
      guard let recognizer else { return }
      recognizer.view?.removeGestureRecognizer(recognizer)
      self.recognizer = nil
    }

    @objc func touched(_ recognizer: UILongPressGestureRecognizer) {
      switch recognizer.state {
      case .began: layout?.caught()
      case .ended, .cancelled, .failed: layout?.released()
      default: break
      }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      layout?.shouldCatch ?? false
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
  }
#endif
