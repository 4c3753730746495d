#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import UIKit

  /// A `UIPageControl` bound to any ``CarouselView``: it shows one page per item with the
  /// carousel's current item (its destination: the item nearest to the content during a
  /// drag, the landing item as soon as a fling or a scroll knows it; an item index while
  /// looping, so it passes from the last dot to the first as the carousel passes the seam),
  /// and its taps and scrubs scroll the carousel, the shorter way round a loop. The core's
  /// `PageControl` decides both; this control applies what it says.
  ///
  /// ```swift
  /// let pageControl = CarouselPageControl()
  /// pageControl.carousel = carouselView
  /// pageControl.currentPageIndicatorTintColor = .white
  /// pageControl.preferredIndicatorImage = UIImage(systemName: "circle.fill")
  /// ```
  ///
  /// It is a `UIPageControl`, so its own styling applies as is: `currentPageIndicatorTintColor`,
  /// `pageIndicatorTintColor`, `preferredIndicatorImage`, `setIndicatorImage(_:forPage:)`,
  /// `backgroundStyle`, `allowsContinuousInteraction` (scrubbing: each page the finger
  /// crosses scrolls the carousel there, retargeting the motion), `hidesForSinglePage`, and
  /// iOS 16's `preferredCurrentPageIndicatorImage` and `direction`; `UIPageControl` itself
  /// shows a compact row of dots when there are more pages than fit. Don't set
  /// `numberOfPages` or `currentPage`: the carousel does (and a page control with 0 or 1
  /// pages is disabled).
  ///
  /// VoiceOver reads it as the carousel: its value is the carousel's (``CarouselView/accessibilityValue``,
  /// "item 2 of 5, Summer sale") and swiping up or down on it moves the carousel as swiping
  /// on the carousel does (the carousel's adjustable action, wrapping round when looping).
  /// Where the carousel is already the adjustable element VoiceOver visits, you may hide the
  /// page control from VoiceOver (`isAccessibilityElement = false`), as ``BannerCarouselView`` does.
  @MainActor
  public final class CarouselPageControl: UIPageControl {
    /// The carousel the page control follows and moves, or `nil` (default). Held weakly: the
    /// carousel's owner keeps it.
    public weak var carousel: CarouselView? {
      didSet {
        guard carousel !== oldValue else { return }
        let owner = ObjectIdentifier(self)
        oldValue?.observers.removeAll { $0.owner == owner }
        if let carousel {
          carousel.observers.append(
            CarouselViewObserver(
              accessibilityChanged: { [weak self] summary in self?.show(PageControl(summary)) }, owner: owner))
          show(PageControl(carousel.driver))
        } else {
          show(PageControl(numberOfPages: 0, currentPage: nil))
        }
      }
    }

    public override init(frame: CGRect) {
      super.init(frame: frame)
      addTarget(self, action: #selector(pageChanged), for: .valueChanged)
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      addTarget(self, action: #selector(pageChanged), for: .valueChanged)
    }

    /// Applies what the core says the control shows.
    private func show(_ control: PageControl) {
      numberOfPages = control.numberOfPages
      currentPage = control.currentPage ?? 0
      isEnabled = control.isEnabled
    }

    /// A tap or a scrub moved `currentPage` (UIKit moves it before sending value-changed):
    /// the carousel goes there. When the carousel does not follow (a finger drags it), the
    /// control shows the carousel's page again.
    @objc private func pageChanged() {
      guard let carousel else { return }
      if let input = PageControl(carousel.driver).input(forPage: currentPage, time: carouselNow()) {
        carousel.send(.input(input))
      }
      show(PageControl(carousel.driver))
    }

    // MARK: - Accessibility

    /// The carousel's value ("item 2 of 5, Summer sale"); the page control's own without a carousel.
    public override var accessibilityValue: String? {
      get { carousel != nil ? carousel?.accessibilityValue : super.accessibilityValue }
      set { super.accessibilityValue = newValue }
    }

    /// Swipe up: the carousel's next item (its adjustable action).
    public override func accessibilityIncrement() {
      if let carousel { carousel.accessibilityIncrement() } else { super.accessibilityIncrement() }
    }

    /// Swipe down: the carousel's previous item.
    public override func accessibilityDecrement() {
      if let carousel { carousel.accessibilityDecrement() } else { super.accessibilityDecrement() }
    }
  }
#endif
