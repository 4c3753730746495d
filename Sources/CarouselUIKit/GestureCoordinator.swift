#if canImport(UIKit)
  import CarouselCore
  import UIKit

  /// The recognisers' delegate, kept apart from the view (`UIView` has its own
  /// `gestureRecognizerShouldBegin(_:)`).
  @MainActor
  final class GestureCoordinator: NSObject, UIGestureRecognizerDelegate {
    weak var carouselView: CarouselView?
    weak var touchDown: UIGestureRecognizer?
    weak var pan: UIPanGestureRecognizer?

    /// The pan begins when the driver gives the drag to the carousel; otherwise an enclosing
    /// scroll view gets it.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard gestureRecognizer === pan, let pan, let carouselView else { return true }
      let velocity = CarouselPoint(pan.velocity(in: carouselView))
      return carouselView.driver.shouldBeginDrag(velocity: velocity)
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      gestureRecognizer === touchDown || otherGestureRecognizer === touchDown
    }
  }
#endif
