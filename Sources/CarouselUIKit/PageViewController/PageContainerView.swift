#if canImport(UIKit)
  import UIKit

  /// The view of one page in a ``CarouselPageViewController``: holds the view of the page's
  /// view controller, sized to fill it.
  final class PageContainerView: UIView {
    /// The page view it shows, if any.
    private weak var pageView: UIView?

    /// Shows `view` (the page's view controller's), or nothing: a view shown before leaves.
    func show(_ view: UIView?) {
      guard view !== pageView else { return }
      if let old = pageView, old.superview === self { old.removeFromSuperview() }
      pageView = view
      guard let view else { return }
      addSubview(view)
      view.frame = bounds
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      pageView?.frame = bounds
    }
  }
#endif
