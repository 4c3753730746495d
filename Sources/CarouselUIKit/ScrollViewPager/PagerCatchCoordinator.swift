#if canImport(UIKit)
  import CarouselCore
  import UIKit

  /// The pager's touch-down recogniser: its target and delegate (an `NSObject`, which the
  /// pager is not).
  @MainActor
  final class PagerCatchCoordinator: NSObject, UIGestureRecognizerDelegate {
    weak var pager: ScrollViewPager?
    private var recognizer: UILongPressGestureRecognizer?

    /// Puts the touch-down recogniser on `scrollView`, removing those of earlier pagers of the
    /// same scroll view (a pager replaced by another).
    func attach(to scrollView: UIScrollView) {
      for old in scrollView.gestureRecognizers ?? [] where old.delegate is PagerCatchCoordinator {
        scrollView.removeGestureRecognizer(old)
      }
      let touchDown = UILongPressGestureRecognizer(target: self, action: #selector(touched(_:)))
      touchDown.minimumPressDuration = 0
      touchDown.allowableMovement = .greatestFiniteMagnitude
      touchDown.cancelsTouchesInView = true
      touchDown.delegate = self
      scrollView.addGestureRecognizer(touchDown)
      recognizer = touchDown
    }

    /// Removes the recogniser from its scroll view.
    func detach() {
      guard let recognizer else { return }
      recognizer.view?.removeGestureRecognizer(recognizer)
      self.recognizer = nil
    }

    @objc func touched(_ recognizer: UILongPressGestureRecognizer) {
      switch recognizer.state {
      case .began: pager?.caught()
      case .ended, .cancelled, .failed: pager?.released()
      default: break
      }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      pager?.shouldCatch ?? false
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
  }
#endif
