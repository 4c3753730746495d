/// What a page control bound to a carousel shows and does, decided once for both front ends
/// (UIKit's `CarouselPageControl`, a `UIPageControl`; SwiftUI's `CarouselPageControl` view).
///
/// The pages are the carousel's items and the current page is the carousel's destination
/// (``CarouselDriver/destinationIndex``: the item nearest to the content while a finger drags,
/// the item a fling or a programmatic scroll lands on as soon as it is known). It is the item
/// the carousel's own accessibility value names, so the page control and the carousel never
/// disagree, and while looping it is always an item index (0 ..< count): passing the seam
/// from the last item to the first moves the current page from the last dot to the first.
///
/// A front end builds one from each ``CarouselUpdate/accessibility`` it receives
/// (the initializer from a `CarouselAccessibilitySummary`: the summary arrives whenever the destination or the count
/// changed), applies ``numberOfPages``, ``currentPage``, ``isEnabled`` and ``isHidden``, and
/// sends what ``input(forPage:time:)`` or ``input(scrubbingAt:isRightToLeft:time:)`` return
/// for the user's taps and scrubs. VoiceOver's increment and decrement on the page control
/// are the carousel's own (``CarouselInput/adjust(increment:time:)``), and its spoken value is
/// ``value(strings:label:)``, the carousel's value.
///
/// Decisions, after `UIPageControl` (https://developer.apple.com/documentation/uikit/uipagecontrol):
/// - fewer than two pages: the control does nothing (``isEnabled`` is `false`), and hides when
///   ``hidesForSinglePage`` is set (`UIPageControl.hidesForSinglePage`, which hides a control
///   with one page; here with none too);
/// - a tap on page `i`, or `UIPageControl`'s value-changed with `currentPage == i`, scrolls
///   the carousel to item `i`, animated (it jumps under Reduce Motion and off screen, as every
///   animated scroll: `CarouselAccessibility.animatesScroll(in:)`), the shorter way round when
///   looping (forward on a tie: `TrackPosition.nearest(index:to:count:)`);
/// - a scrub maps the fraction along the control onto all the pages
///   (``page(atFraction:isRightToLeft:)``), so that one sweep across the control reaches every
///   page however many there are; each page the finger crosses is one scroll, retargeted.
public struct PageControl: Sendable, Hashable {
  /// The number of pages (the carousel's items), never negative.
  public var numberOfPages: Int
  /// The current page, in 0 ..< ``numberOfPages``; `nil` with no pages.
  public var currentPage: Int?
  /// Whether the control hides when there are fewer than two pages.
  public var hidesForSinglePage: Bool

  /// A page control for `numberOfPages` pages with `currentPage` current. A negative count is
  /// 0; a current page outside the pages is clamped into them, and `nil` is the first page
  /// (a carousel with items shows one); with no pages there is none.
  public init(numberOfPages: Int, currentPage: Int?, hidesForSinglePage: Bool = false) {
    let count = max(numberOfPages, 0)
    self.numberOfPages = count
    self.currentPage = count == 0 ? nil : min(max(currentPage ?? 0, 0), count - 1)
    self.hidesForSinglePage = hidesForSinglePage
  }

  /// The page control of a carousel whose accessibility element is `summary` (the
  /// carousel's ``CarouselUpdate/accessibility``): its count and its destination.
  public init(_ summary: CarouselAccessibilitySummary, hidesForSinglePage: Bool = false) {
    self.init(numberOfPages: summary.count, currentPage: summary.index, hidesForSinglePage: hidesForSinglePage)
  }

  /// The page control of `driver`'s carousel now: what a front end reads when it binds a
  /// control to a carousel that already runs (afterwards the updates' summaries bring it), and
  /// after sending a tap, which the carousel ignores while a finger drags it (`UIPageControl`
  /// has moved its dot already). O(1).
  public init<Layout>(_ driver: CarouselDriver<Layout>, hidesForSinglePage: Bool = false) {
    self.init(
      numberOfPages: driver.count, currentPage: driver.destinationIndex, hidesForSinglePage: hidesForSinglePage)
  }

  /// Whether taps and scrubs do anything: two pages or more.
  public var isEnabled: Bool { numberOfPages > 1 }

  /// Whether the control is hidden: fewer than two pages and ``hidesForSinglePage``.
  public var isHidden: Bool { hidesForSinglePage && numberOfPages < 2 }

  /// The page under a scrub at `fraction` of the control's length (0 at its left end, 1 at its
  /// right end; mirrored right to left, where the first page is on the right): ⌊fraction ·
  /// count⌋, the last page at 1. A fraction outside 0 ... 1 is clamped; `nil` when not
  /// finite or when the control is not enabled. One page is 1/count of the control, so with
  /// more pages than dots shown (``dots(maximum:)``) a dot's width spans count / dots pages.
  /// O(1).
  public func page(atFraction fraction: Double, isRightToLeft: Bool = false) -> Int? {
    guard isEnabled, fraction.isFinite else { return nil }
    let along = min(max(fraction, 0), 1)
    let product = along * Double(numberOfPages)
    // Compared before converting: `Double(Int.max)` is 2⁶³, which `Int` cannot hold.
    let page = product < Double(numberOfPages - 1) ? Int(product.rounded(.down)) : numberOfPages - 1
    return isRightToLeft ? numberOfPages - 1 - page : page
  }

  /// The item a tap on page `page` (or `UIPageControl`'s value-changed with that page
  /// current) moves the carousel to: `page`; `nil` (nothing to do) when the control is not
  /// enabled, for a page outside the pages, and for the current page. A front end bound to a
  /// selection sets it to this item (the carousel then scrolls the shorter way round). O(1).
  public func destination(forPage page: Int) -> Int? {
    guard isEnabled, (0..<numberOfPages).contains(page), page != currentPage else { return nil }
    return page
  }

  /// What a tap on page `page` sends to the carousel: an animated scroll to the item of
  /// ``destination(forPage:)``, the shorter way round when looping; `nil` when there is
  /// nothing to do. O(1).
  public func input(forPage page: Int, time: Double) -> CarouselInput? {
    destination(forPage: page).map { .scroll(toIndex: $0, animated: true, time: time) }
  }

  /// The item a scrub at `fraction` along the control moves the carousel to: the page under
  /// it (``page(atFraction:isRightToLeft:)``); `nil` while it stays on the current page, for a
  /// fraction that is not finite, and when the control is not enabled. O(1).
  public func destination(scrubbingAt fraction: Double, isRightToLeft: Bool = false) -> Int? {
    page(atFraction: fraction, isRightToLeft: isRightToLeft).flatMap { destination(forPage: $0) }
  }

  /// What a scrub at `fraction` along the control sends: an animated scroll to
  /// ``destination(scrubbingAt:isRightToLeft:)``, `nil` when there is nothing to do. O(1).
  public func input(scrubbingAt fraction: Double, isRightToLeft: Bool = false, time: Double) -> CarouselInput? {
    destination(scrubbingAt: fraction, isRightToLeft: isRightToLeft).map {
      .scroll(toIndex: $0, animated: true, time: time)
    }
  }

  /// The item VoiceOver's swipe up (`increment`) or down on the control moves the carousel
  /// to, as the carousel's own adjustable action does (``CarouselInput/adjust(increment:time:)``):
  /// one page on, wrapping round when `isLooping`; `nil` at an end without looping and below
  /// two pages. A front end bound to the carousel itself sends the carousel's adjustable
  /// action instead; one bound to a selection sets it to this item. O(1).
  public func destination(adjusting increment: Bool, isLooping: Bool) -> Int? {
    CarouselAccessibility.adjustedIndex(
      from: currentPage, count: numberOfPages, isLooping: isLooping, increment: increment)
  }

  /// The pages shown as dots when at most `maximum` fit (`UIPageControl`'s compact look with
  /// many pages): all of them for a few pages, else a window of `maximum` centred on the
  /// current page and held inside the pages (`PageDots.window(count:current:maximum:previous:)`).
  /// O(1).
  public func dots(maximum: Int) -> Range<Int> {
    PageDots.window(count: numberOfPages, current: currentPage, maximum: maximum)
  }

  /// The size of the dot of `page` relative to a full dot, in the window ``dots(maximum:)``: 1,
  /// except at an end of the window with more pages beyond it, where the dot shrinks to 0.5
  /// (and its neighbour to 0.75) to say that the pages go on, as `UIPageControl` does with
  /// many pages. 0 for a page outside the window. O(1).
  public func dotScale(of page: Int, maximum: Int) -> Double {
    PageDots.scale(of: page, in: dots(maximum: maximum), count: numberOfPages)
  }

  /// The spoken value of the control: the carousel's own (``CarouselStrings/value(index:count:label:)``,
  /// "item 2 of 5, label" in English), `nil` with no pages.
  ///
  /// - Parameters:
  ///   - strings: the spoken strings of the carousel's language.
  ///   - label: the accessibility label of an item, if the app gives one.
  public func value(strings: CarouselStrings, label: (Int) -> String? = { _ in nil }) -> String? {
    guard let currentPage else { return nil }
    return strings.value(index: currentPage, count: numberOfPages, label: label(currentPage))
  }
}
