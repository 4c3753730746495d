#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import QuartzCore
  import UIKit

  /// A collection view cell that masks itself to its sector of the wheel, from the arc extras
  /// of ``CarouselLayoutAttributes`` (the drum selector of the collection-view layouts
  /// article). Put your content in `contentView`; without arc extras the cell is not masked.
  /// Being a ``CarouselEffectsCell``, it also draws the blur and shadow its layout asks for.
  @MainActor
  open class WheelCell: CarouselEffectsCell {
    private let arcMask = CAShapeLayer()
    /// The sector the cell is masked to, if any.
    public private(set) var arc: WheelArc?

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
      super.apply(layoutAttributes)
      arc = (layoutAttributes as? CarouselLayoutAttributes).flatMap { attributes in
        guard attributes.outerRadius > 0 else { return nil }
        return WheelArc(
          angle: Double(attributes.angle), innerRadius: Double(attributes.innerRadius),
          outerRadius: Double(attributes.outerRadius))
      }
      applyArcMask(arcMask, arc: arc, size: layoutAttributes.size)
    }

    open override func layoutSubviews() {
      super.layoutSubviews()
      if arc != nil { applyArcMask(arcMask, arc: arc, size: bounds.size) }
    }
  }

  extension UIView {
    /// Masks the view to `arc` with `mask`, sized and shaped without implicit animation (no
    /// mask without an arc).
    func applyArcMask(_ mask: CAShapeLayer, arc: WheelArc?, size: CGSize) {
      guard let arc else {
        layer.mask = nil
        return
      }
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      mask.frame = CGRect(origin: .zero, size: size)
      mask.path = UIBezierPath(wheelArc: arc, itemWidth: size.width).cgPath
      CATransaction.commit()
      if layer.mask !== mask { layer.mask = mask }
    }
  }

  extension UIBezierPath {
    /// The outline of a wheel item: the outer arc clockwise, the inner arc back, closed (the
    /// article's cell mask), in the item's unscaled coordinates.
    ///
    /// - Parameters:
    ///   - arc: the sector (`ItemAttributes.arc`).
    ///   - itemWidth: the item's width, in points.
    public convenience init(wheelArc arc: WheelArc, itemWidth: CGFloat) {
      self.init()
      let outline = arc.outline(itemWidth: Double(itemWidth))
      let center = CGPoint(outline.center)
      addArc(
        withCenter: center, radius: CGFloat(outline.outerRadius), startAngle: CGFloat(outline.outerStartAngle),
        endAngle: CGFloat(outline.outerEndAngle), clockwise: true)
      addArc(
        withCenter: center, radius: CGFloat(outline.innerRadius), startAngle: CGFloat(outline.outerEndAngle),
        endAngle: CGFloat(outline.outerStartAngle), clockwise: false)
      close()
    }
  }
#endif
