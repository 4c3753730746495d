#if canImport(UIKit)
  import CarouselCore
  import UIKit

  /// An item view that wants to hear from its carousel. Both methods have empty defaults.
  @MainActor
  public protocol CarouselItemView: UIView {
    /// The view is about to be handed out again by
    /// ``CarouselView/dequeueReusableItemView(withReuseIdentifier:)``: reset its content.
    func prepareForCarouselReuse()
    /// The view was just placed with these attributes (every frame while it moves): scale,
    /// position on the track, the wheel's arc…
    func applyCarouselAttributes(_ attributes: ItemAttributes)
  }

  extension CarouselItemView {
    public func prepareForCarouselReuse() {}
    public func applyCarouselAttributes(_ attributes: ItemAttributes) {}
  }
#endif
