#if canImport(UIKit)
  import CarouselCore
  import UIKit

  /// What a ``CarouselView`` tells its delegate. Every method has an empty default.
  @MainActor
  public protocol CarouselViewDelegate: AnyObject {
    /// The content started to follow the user's finger (or trackpad) (``CarouselView/onDragBegan``).
    func carouselViewWillBeginDragging(_ carouselView: CarouselView)
    /// The finger that dragged the content lifted or was cancelled, before the will-settle of
    /// the motion it starts (``CarouselView/onDragEnded``).
    func carouselViewDidEndDragging(_ carouselView: CarouselView)
    /// The item nearest to the centre changed (`nil`: there are no items). Called during
    /// drags and motions as the content passes half-way between items.
    func carouselView(_ carouselView: CarouselView, didChangeCurrentIndex index: Int?)
    /// The content started moving to rest on an item (a release that moves it, an animated
    /// scroll, an autoplay step), or the motion's target changed. Not for a tap or a touch
    /// that moved nothing.
    func carouselView(_ carouselView: CarouselView, willSettleOnItemAt index: Int)
    /// The user tapped an item (a tap that stops a moving carousel, or lands on a control
    /// inside the item, selects nothing).
    func carouselView(_ carouselView: CarouselView, didSelectItemAt index: Int)
    /// The carousel came to rest on an item after moving (a release, a scroll, autoplay): once
    /// per gesture that moved the content, never for a tap.
    func carouselView(_ carouselView: CarouselView, didSettleOnItemAt index: Int)
    /// The content moved. Called every frame while it moves.
    ///
    /// - Parameters:
    ///   - carouselView: the carousel.
    ///   - progress: the fractional item index the content is at, ``CarouselView/progress``:
    ///     2.5 is halfway from item 2 to item 3 (wrapping round when looping), for page
    ///     indicators and parallax. Not points and not a 0…1 fraction.
    func carouselView(_ carouselView: CarouselView, didScrollToProgress progress: Double)
    /// These items are about to appear (beyond the visible ones, in the direction of motion):
    /// start loading what they show. Called when the set changes.
    func carouselView(_ carouselView: CarouselView, prefetchItemsAt indices: [Int])
    /// The view of an item came on screen (as `UICollectionViewDelegate`'s `willDisplay`):
    /// start what it plays, count an impression. A looping carousel that shows an item twice
    /// reports each of its views.
    func carouselView(_ carouselView: CarouselView, willDisplay view: UIView, forItemAt index: Int)
    /// The view of an item left the screen (it is hidden and kept for reuse, as
    /// `didEndDisplaying`): stop a video, end an impression.
    func carouselView(_ carouselView: CarouselView, didEndDisplaying view: UIView, forItemAt index: Int)
  }

  extension CarouselViewDelegate {
    public func carouselViewWillBeginDragging(_ carouselView: CarouselView) {}
    public func carouselViewDidEndDragging(_ carouselView: CarouselView) {}
    public func carouselView(_ carouselView: CarouselView, didChangeCurrentIndex index: Int?) {}
    public func carouselView(_ carouselView: CarouselView, willSettleOnItemAt index: Int) {}
    public func carouselView(_ carouselView: CarouselView, didSelectItemAt index: Int) {}
    public func carouselView(_ carouselView: CarouselView, didSettleOnItemAt index: Int) {}
    public func carouselView(_ carouselView: CarouselView, didScrollToProgress progress: Double) {}
    public func carouselView(_ carouselView: CarouselView, prefetchItemsAt indices: [Int]) {}
    public func carouselView(_ carouselView: CarouselView, willDisplay view: UIView, forItemAt index: Int) {}
    public func carouselView(_ carouselView: CarouselView, didEndDisplaying view: UIView, forItemAt index: Int) {}
  }
#endif
