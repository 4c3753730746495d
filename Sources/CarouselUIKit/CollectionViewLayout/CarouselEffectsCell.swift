#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import UIKit

  /// A collection view cell that draws the blur and shadow its layout asks for, from the
  /// ``CarouselLayoutAttributes/effects`` of a ``CarouselCollectionViewLayout`` (a black layer
  /// shadow and a blur overlay above its content, as `CarouselView` draws them). Put your
  /// content in `contentView`; attributes of another class change nothing.
  @MainActor
  open class CarouselEffectsCell: UICollectionViewCell {
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
      super.apply(layoutAttributes)
      if let attributes = layoutAttributes as? CarouselLayoutAttributes { applyCarouselEffects(attributes.effects) }
    }
  }
#endif
