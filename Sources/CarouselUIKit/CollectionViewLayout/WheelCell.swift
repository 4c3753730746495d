#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import QuartzCore
  import UIKit

  /// A collection view cell that masks itself to its sector of the wheel, from the arc extras
  /// of ``CarouselLayoutAttributes`` (the drum selector of the collection-view layouts
  /// article). Put your content in `contentView`; without arc extras the cell is not masked.
  @MainActor
  open class WheelCell: UICollectionViewCell {
    private let arcMask = CAShapeLayer()
    /// The sector the cell is masked to, if any.
    public private(set) var arc: WheelArc?

    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
      super.apply(layoutAttributes)
      guard let attributes = layoutAttributes as? CarouselLayoutAttributes, attributes.outerRadius > 0 else {
        arc = nil
        layer.mask = nil
        return
      }
      arc = WheelArc(
        angle: Double(attributes.angle), innerRadius: Double(attributes.innerRadius),
        outerRadius: Double(attributes.outerRadius))
      updateMask(size: attributes.size)
    }

    open override func layoutSubviews() {
      super.layoutSubviews()
      if arc != nil { updateMask(size: bounds.size) }
    }

    private func updateMask(size: CGSize) {
      guard let arc else { return }
      arcMask.update(arc: arc, size: size)
      if layer.mask !== arcMask { layer.mask = arcMask }
    }
  }

  extension CAShapeLayer {
    /// Sizes the layer and sets its path to the arc's outline, without implicit animation.
    @MainActor
    func update(arc: WheelArc, size: CGSize) {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      frame = CGRect(origin: .zero, size: size)
      path = UIBezierPath(wheelArc: arc, itemWidth: size.width).cgPath
      CATransaction.commit()
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
