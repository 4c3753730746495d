#if canImport(UIKit)
  import CarouselCore
  import UIKit

  extension PlatformGestureRules {
    /// Whether a carousel's pan waits for the pan of `scrollView`, a scroll view inside the
    /// carousel (a zoomed photo, a nested list): when its content overflows its bounds along the
    /// carousel's `axis` (``panWaits(innerScrollsHorizontally:vertically:axis:)`` with what it
    /// shows), so that panning it never pages the carousel. SwiftUI's recogniser delegate asks
    /// this, once it knows the scroll view is the carousel's own.
    @MainActor
    package static func panWaits(for scrollView: UIScrollView, axis: ScrollAxis) -> Bool {
      let overflow = overflow(of: scrollView)
      return panWaits(innerScrollsHorizontally: overflow.horizontally, vertically: overflow.vertically, axis: axis)
    }

    /// Whether `CarouselView`'s pan recognises alongside the pan of `scrollView`, a scroll view
    /// inside the carousel, and reports it (``panRecognizesAlongside(innerScrollsHorizontally:vertically:axis:)``
    /// with what it shows): the same scroll views, those whose content overflows along `axis`.
    @MainActor
    package static func panRecognizesAlongside(_ scrollView: UIScrollView, axis: ScrollAxis) -> Bool {
      let overflow = overflow(of: scrollView)
      return panRecognizesAlongside(
        innerScrollsHorizontally: overflow.horizontally, vertically: overflow.vertically, axis: axis)
    }

    /// Whether a carousel's pan, a finger's or not (`fingerDrives`), waits for the pan of
    /// `scrollView`, a scroll view inside the carousel
    /// (``panWaits(innerScrollsHorizontally:vertically:axis:fingerDrives:)`` with what it shows).
    @MainActor
    package static func panWaits(for scrollView: UIScrollView, axis: ScrollAxis, fingerDrives: Bool) -> Bool {
      let overflow = overflow(of: scrollView)
      return panWaits(
        innerScrollsHorizontally: overflow.horizontally, vertically: overflow.vertically, axis: axis,
        fingerDrives: fingerDrives)
    }

    /// Whether a carousel's pan, a finger's or not (`fingerDrives`), recognises alongside the
    /// pan of `scrollView`, a scroll view inside the carousel, and reports it
    /// (``panRecognizesAlongside(innerScrollsHorizontally:vertically:axis:fingerDrives:)``
    /// with what it shows).
    @MainActor
    package static func panRecognizesAlongside(
      _ scrollView: UIScrollView, axis: ScrollAxis, fingerDrives: Bool
    ) -> Bool {
      let overflow = overflow(of: scrollView)
      return panRecognizesAlongside(
        innerScrollsHorizontally: overflow.horizontally, vertically: overflow.vertically, axis: axis,
        fingerDrives: fingerDrives)
    }

    /// Whether the content of `scrollView` is wider, or taller, than its bounds by more than
    /// half a point.
    @MainActor
    private static func overflow(of scrollView: UIScrollView) -> (horizontally: Bool, vertically: Bool) {
      let content = scrollView.contentSize
      let visible = scrollView.bounds.size
      return (content.width > visible.width + 0.5, content.height > visible.height + 0.5)
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

  extension NestedScrollView {
    /// What `scrollView` shows now: its `contentOffset`, `contentSize` (zoomed), `bounds.size`,
    /// `adjustedContentInset` and `isZooming`, one to one.
    @MainActor
    package init(_ scrollView: UIScrollView) {
      let insets = scrollView.adjustedContentInset
      self.init(
        contentOffset: CarouselPoint(scrollView.contentOffset), contentSize: CarouselSize(scrollView.contentSize),
        boundsSize: CarouselSize(scrollView.bounds.size), insetTop: Double(insets.top),
        insetLeft: Double(insets.left), insetBottom: Double(insets.bottom), insetRight: Double(insets.right),
        isZooming: scrollView.isZooming)
    }
  }

  extension UIScrollView {
    /// Applies `CarouselUpdate.nestedScrollStop`: the carousel took the drag from this scroll
    /// view, so it is held at `stop` and its pan cancelled (disabling a recogniser while it
    /// recognises moves it to `.cancelled`, `UIGestureRecognizer.isEnabled`; enabled again at
    /// once, it takes the next touch). Nothing to do for a pan that is not recognising.
    @MainActor
    package func stopForCarousel(at stop: CarouselPoint) {
      contentOffset = CGPoint(stop)
      panGestureRecognizer.isEnabled = false
      panGestureRecognizer.isEnabled = true
    }
  }
#endif
