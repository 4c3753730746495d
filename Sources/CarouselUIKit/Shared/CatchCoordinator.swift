#if canImport(UIKit)
  import UIKit

  /// A product's touch-down recogniser on its scroll view: its target and delegate (an
  /// `NSObject`, which the products are not). It begins only while the product's animated
  /// scroll runs (``CatchTarget/shouldCatch``) and cancels its touch for the content, so a
  /// touch that stops the scroll selects nothing.
  @MainActor
  final class CatchCoordinator: NSObject, UIGestureRecognizerDelegate {
    weak var target: (any CatchTarget)?
    private var recognizer: UILongPressGestureRecognizer?
    /// How ``attach(to:)`` treats recognisers already there: `false` puts this one on the view
    /// once (moved from a previous view: the collection-view layout); `true` removes those of
    /// every coordinator of this kind on the view first (a pager replaced by a new pager of the
    /// same scroll view).
    private let replacesEarlierOnView: Bool

    init(replacesEarlierOnView: Bool) {
      self.replacesEarlierOnView = replacesEarlierOnView
    }

    /// Puts the touch-down recogniser on `view` (see ``replacesEarlierOnView``).
    func attach(to view: UIView) {
      if replacesEarlierOnView {
        for old in view.gestureRecognizers ?? []
        where (old.delegate as? CatchCoordinator)?.replacesEarlierOnView == true {
          view.removeGestureRecognizer(old)
        }
      } else {
        if let recognizer, recognizer.view === view { return }
        detach()
      }
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
      case .began: target?.caught()
      case .ended, .cancelled, .failed: target?.released()
      default: break
      }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      target?.shouldCatch ?? false
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
  }

  /// A product whose animated scroll a finger can stop (the collection-view layout, the
  /// scroll-view pager): what its ``CatchCoordinator`` asks and tells.
  @MainActor
  protocol CatchTarget: AnyObject {
    /// Whether the touch-down recogniser may begin now (an animated scroll runs).
    var shouldCatch: Bool { get }
    /// A finger touched down during the animated scroll.
    func caught()
    /// That finger lifted, or the system took the touch.
    func released()
  }
#endif
