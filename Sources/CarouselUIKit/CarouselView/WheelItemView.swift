#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import QuartzCore
  import UIKit

  /// A plain view that masks itself to its sector of the wheel, for a ``CarouselView`` with the
  /// wheel layout: subclass it, or add your content as subviews.
  @MainActor
  open class WheelItemView: UIView, CarouselItemView {
    private let arcMask = CAShapeLayer()
    /// The sector the view is masked to, if any.
    public private(set) var arc: WheelArc?

    open func applyCarouselAttributes(_ attributes: ItemAttributes) {
      guard attributes.arc != arc || arc == nil else { return }
      arc = attributes.arc
      applyArcMask(arcMask, arc: arc, size: CGSize(attributes.size))
    }

    open func prepareForCarouselReuse() {}
  }
#endif
