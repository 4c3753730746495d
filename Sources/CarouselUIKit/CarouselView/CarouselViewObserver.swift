#if canImport(UIKit)
  import CarouselCore
  import UIKit

  /// What a view of CarouselKit built on a ``CarouselView`` (``BannerCarouselView``) hears from
  /// it, kept apart from the public delegate and closures so that the app keeps those: an app
  /// that sets `onCurrentIndexChange` on the banner's `carouselView` no longer silences the
  /// page control. Each is called after the delegate and the app's closure for the same event.
  @MainActor
  struct CarouselViewObserver {
    /// The current item changed (`CarouselView/onCurrentIndexChange`).
    var currentIndexChanged: (@MainActor (Int?) -> Void)?
    /// The items about to appear changed (`CarouselView/onPrefetchItems`).
    var prefetchItems: (@MainActor ([Int]) -> Void)?
    /// The user tapped an item (`CarouselView/onSelect`).
    var didSelect: (@MainActor (Int) -> Void)?
    /// The carousel drew a frame and delivered its callbacks (`CarouselPageViewController`
    /// follows the pages on screen from here).
    var didDraw: (@MainActor () -> Void)?
    /// The accessibility element's state changed: the destination or the count
    /// (`CarouselUpdate.accessibility`; ``CarouselPageControl`` follows the carousel from here).
    var accessibilityChanged: (@MainActor (CarouselAccessibilitySummary) -> Void)?
    /// Who added it (``CarouselPageControl``, to remove its own when bound elsewhere).
    var owner: ObjectIdentifier?
  }
#endif
