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

    /// Whether a scroll view around `view` (a carousel, a view with its frame, or the view a
    /// carousel's recogniser sits on, which may be that scroll view itself) scrolls across the
    /// carousel's `axis` (``enclosingScrollsAcross(enclosingScrollsHorizontally:vertically:axis:)``
    /// with what it shows): `view` or an ancestor, a `UIScrollView` with scrolling enabled whose content,
    /// with its adjusted insets, overflows its bounds across the axis, or that bounces across
    /// it anyway (`alwaysBounceVertical` around a horizontal carousel: a SwiftUI `ScrollView`'s
    /// default). O(depth of the view hierarchy).
    @MainActor
    package static func enclosingScrollsAcross(around view: UIView, axis: ScrollAxis) -> Bool {
      var ancestor: UIView? = view
      while let current = ancestor {
        if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled {
          let content = scrollView.contentSize
          let inset = scrollView.adjustedContentInset
          let visible = scrollView.bounds.size
          let horizontally =
            scrollView.alwaysBounceHorizontal || content.width + inset.left + inset.right > visible.width + 0.5
          let vertically =
            scrollView.alwaysBounceVertical || content.height + inset.top + inset.bottom > visible.height + 0.5
          if enclosingScrollsAcross(enclosingScrollsHorizontally: horizontally, vertically: vertically, axis: axis) {
            return true
          }
        }
        ancestor = current.superview
      }
      return false
    }
  }
#endif
