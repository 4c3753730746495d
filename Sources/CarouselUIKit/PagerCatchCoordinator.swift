#if canImport(UIKit)
  import CarouselCore
  import UIKit

  /// The pager's touch-down recogniser: its target and delegate (an `NSObject`, which the
  /// pager is not).
  @MainActor
  final class PagerCatchCoordinator: NSObject, UIGestureRecognizerDelegate {
    weak var pager: ScrollViewPager?

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
