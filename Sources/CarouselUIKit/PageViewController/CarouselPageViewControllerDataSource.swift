#if canImport(UIKit)
  import UIKit

  /// Gives a ``CarouselPageViewController`` its pages: how many, and a view controller for each.
  @MainActor
  public protocol CarouselPageViewControllerDataSource: AnyObject {
    /// The number of pages (negative counts as 0).
    func numberOfPages(in pageViewController: CarouselPageViewController) -> Int

    /// The view controller of page `index`, asked when any part of the page comes on screen
    /// and it is not already a child. Return a view controller that is not a child of another
    /// container, and a different one for each page (the same one may come back for the same
    /// page later: cache them here if they are expensive, as a `UIPageViewController` data
    /// source does).
    func pageViewController(_ pageViewController: CarouselPageViewController, viewControllerForPageAt index: Int)
      -> UIViewController
  }
#endif
