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
      guard let arc = attributes.arc else {
        self.arc = nil
        layer.mask = nil
        return
      }
      guard arc != self.arc else { return }
      self.arc = arc
      arcMask.update(arc: arc, size: CGSize(attributes.size))
      if layer.mask !== arcMask { layer.mask = arcMask }
    }

    open func prepareForCarouselReuse() {}
  }
#endif
