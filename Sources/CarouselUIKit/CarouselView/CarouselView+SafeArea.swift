#if canImport(UIKit)
  import CarouselCore
  import UIKit

  extension CarouselView {
    /// Keeps the content of the item views out of the unsafe area (``pageSafeArea``): each
    /// shown view's `layoutMargins` are the margins it had when first shown plus the part of
    /// the carousel's `safeAreaInsets` it covers, in its own points
    /// (`ItemAttributes.safeAreaInsets(_:viewport:perspective:)`, the core's rule), and its
    /// `insetsLayoutMarginsFromSafeArea` is off so that UIKit does not add its own on top.
    /// Content pinned to the view's `layoutMarginsGuide` stays clear of the status bar, the
    /// Dynamic Island and the home indicator; content pinned to its edges (a full-bleed photo)
    /// runs under them. O(1) per view; margins are set only when they change.
    func applySafeArea(
      to view: UIView, item: ItemAttributes, _ configuration: CarouselConfiguration<AnyCarouselLayout>
    ) {
      let id = ObjectIdentifier(view)
      guard pageSafeArea == .contentInsets else {
        // Opted out: the margins the view had before the carousel touched them.
        if let base = baseLayoutMargins.removeValue(forKey: id) {
          view.layoutMargins = base.margins
          view.insetsLayoutMarginsFromSafeArea = base.fromSafeArea
        }
        return
      }
      if baseLayoutMargins[id] == nil {
        baseLayoutMargins[id] = (view.layoutMargins, view.insetsLayoutMarginsFromSafeArea)
        view.insetsLayoutMarginsFromSafeArea = false
      }
      guard let base = baseLayoutMargins[id]?.margins else { return }
      let safe = safeAreaInsets
      let insets = item.safeAreaInsets(
        CarouselInsets(
          top: Double(safe.top), left: Double(safe.left), bottom: Double(safe.bottom), right: Double(safe.right)),
        viewport: configuration.viewport, perspective: configuration.layout.perspective)
      let margins = UIEdgeInsets(
        top: base.top + CGFloat(insets.top), left: base.left + CGFloat(insets.left),
        bottom: base.bottom + CGFloat(insets.bottom), right: base.right + CGFloat(insets.right))
      let now = view.layoutMargins
      if now.top != margins.top || now.left != margins.left || now.bottom != margins.bottom
        || now.right != margins.right
      {
        view.layoutMargins = margins
      }
    }

    public override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      placeShownViews()
    }
  }
#endif
