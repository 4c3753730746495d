#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import UIKit

  /// The recognisers' delegate, kept apart from the view (`UIView` has its own
  /// `gestureRecognizerShouldBegin(_:)`).
  @MainActor
  final class GestureCoordinator: NSObject, UIGestureRecognizerDelegate {
    weak var carouselView: CarouselView?
    weak var touchTracker: UIGestureRecognizer?
    weak var pan: UIPanGestureRecognizer?

    /// The pan begins when the drag is along the carousel's axis; otherwise it fails (and
    /// the driver hears so), and an enclosing scroll view gets the touch.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard gestureRecognizer === pan, let pan, let carouselView else { return true }
      let velocity = CarouselPoint(pan.velocity(in: carouselView))
      let answer = PlatformGestureRules.panShouldBegin(
        carouselView.driver, velocity: velocity, time: (pan as? TimedPanGestureRecognizer)?.eventTime ?? carouselNow())
      if let input = answer.input { carouselView.dispatch(carouselView.driver.handle(input)) }
      return answer.begins
    }

    /// The touch tracker recognises alongside every recogniser; the pan alongside none.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      gestureRecognizer === touchTracker || otherGestureRecognizer === touchTracker
    }

    /// The pan waits for the pan of a scroll view inside an item that scrolls along the
    /// carousel's axis (a zoomed photo, a nested list): panning it never pages the carousel.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard gestureRecognizer === pan, let carouselView, let scrollView = otherGestureRecognizer.view as? UIScrollView,
        otherGestureRecognizer === scrollView.panGestureRecognizer, scrollView !== carouselView,
        scrollView.isDescendant(of: carouselView), scrollView.isScrollEnabled
      else { return false }
      return PlatformGestureRules.panWaits(for: scrollView, axis: carouselView.driver.layout.axis)
    }
  }
#endif
