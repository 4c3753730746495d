#if canImport(UIKit)
  import CarouselCore
  import UIKit

  /// What a ``CarouselView`` tells its delegate. Every method has an empty default.
  @MainActor
  public protocol CarouselViewDelegate: AnyObject {
    /// The item nearest to the centre changed (`nil`: there are no items). Called during
    /// drags and motions as the content passes half-way between items.
    func carouselView(_ carouselView: CarouselView, didChangeCurrentIndex index: Int?)
    /// A release, a programmatic scroll or an autoplay step chose the item to rest on.
    func carouselView(_ carouselView: CarouselView, willSettleOnItemAt index: Int)
    /// The user tapped an item (a tap that stops a moving carousel selects nothing).
    func carouselView(_ carouselView: CarouselView, didSelectItemAt index: Int)
    /// The carousel came to rest on an item after moving (a release, a scroll, autoplay).
    func carouselView(_ carouselView: CarouselView, didSettleOnItemAt index: Int)
    /// The content moved: ``CarouselView/progress``, the fractional item (page indicators,
    /// parallax). Called every frame while it moves.
    func carouselView(_ carouselView: CarouselView, didScrollTo progress: Double)
    /// These items are about to appear (beyond the visible ones, in the direction of motion):
    /// start loading what they show. Called when the set changes.
    func carouselView(_ carouselView: CarouselView, prefetchItemsAt indices: [Int])
  }

  extension CarouselViewDelegate {
    public func carouselView(_ carouselView: CarouselView, didChangeCurrentIndex index: Int?) {}
    public func carouselView(_ carouselView: CarouselView, willSettleOnItemAt index: Int) {}
    public func carouselView(_ carouselView: CarouselView, didSelectItemAt index: Int) {}
    public func carouselView(_ carouselView: CarouselView, didSettleOnItemAt index: Int) {}
    public func carouselView(_ carouselView: CarouselView, didScrollTo progress: Double) {}
    public func carouselView(_ carouselView: CarouselView, prefetchItemsAt indices: [Int]) {}
  }

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
