#if canImport(UIKit)
  import CarouselCore
  import UIKit

  extension PlatformGestureRules {
    /// Whether a carousel's pan waits for the pan of `scrollView`, a scroll view inside the
    /// carousel (a zoomed photo, a nested list): when its content overflows its bounds along the
    /// carousel's `axis` (``panWaits(innerScrollsHorizontally:vertically:axis:)`` with what it
    /// shows), so that panning it never pages the carousel. Both front ends' recogniser
    /// delegates ask this, once they know the scroll view is the carousel's own.
    @MainActor
    package static func panWaits(for scrollView: UIScrollView, axis: ScrollAxis) -> Bool {
      let content = scrollView.contentSize
      let visible = scrollView.bounds.size
      return panWaits(
        innerScrollsHorizontally: content.width > visible.width + 0.5,
        vertically: content.height > visible.height + 0.5, axis: axis)
    }
  }
#endif
