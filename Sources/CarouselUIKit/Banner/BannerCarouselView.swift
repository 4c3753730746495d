#if canImport(UIKit)
  import CarouselCore
  import UIKit

  /// The ready-made banner carousel of the infinite-banner article: each banner an image with a
  /// title and a subtitle, centred with 16-pt insets so the neighbours' edges show, 8 pt
  /// apart, rounded corners, looping, one banner per swipe with the fast deceleration rate,
  /// optional autoplay, and a page control.
  ///
  /// ```swift
  /// let banners = BannerCarouselView()
  /// banners.banners = [
  ///   .init(image: UIImage(named: "sale"), title: "Summer sale", subtitle: "Up to 50 % off"),
  ///   .init(image: UIImage(named: "new"), title: "New arrivals"),
  /// ]
  /// banners.autoplayInterval = 4
  /// banners.onSelect = { index in open(banners[index]) }
  /// ```
  ///
  /// Pictures can come from the network without an image library: give banners an
  /// `imageURL` and set ``loadImage`` (load with your own session and cache, call back with the
  /// image; a load that comes back after its view shows another banner is dropped), and
  /// ``prefetchImages`` hears the URLs of the banners about to appear. Titles use Dynamic Type
  /// (headline and subheadline, following the user's text size) over a dark scrim at the
  /// bottom of the picture, so that white text stays readable on light pictures; they wrap
  /// onto more lines at large and accessibility text sizes (the scrim grows with them) and are
  /// cut with an ellipsis only when they would no longer fit in the banner.
  ///
  /// It reuses three banner views on a phone (more on wide screens) however many banners
  /// there are. The page control follows the current banner and moves the carousel when
  /// tapped; VoiceOver reads the carousel as one adjustable element ("item 2 of 5, Summer
  /// sale"), so the page control is hidden from it.
  @MainActor
  public final class BannerCarouselView: UIView {
    /// One banner.
    public struct Banner {
      /// The picture, filling the banner (aspect fill).
      public var image: UIImage?
      /// Where to load the picture from when ``image`` is `nil` (see ``BannerCarouselView/loadImage``).
      public var imageURL: URL?
      /// The title, in bold over the picture.
      public var title: String
      /// The line under the title, if any.
      public var subtitle: String?
      /// What VoiceOver reads for the banner; the title and subtitle by default.
      public var accessibilityLabel: String?

      public init(
        image: UIImage?, imageURL: URL? = nil, title: String, subtitle: String? = nil, accessibilityLabel: String? = nil
      ) {
        self.image = image
        self.imageURL = imageURL
        self.title = title
        self.subtitle = subtitle
        self.accessibilityLabel = accessibilityLabel
      }
    }

    /// The carousel inside (its layout, snapping and looping are the banner's; change them for
    /// other looks). Its delegate and closures are yours: the banner follows the carousel
    /// through observers of its own, so setting `onCurrentIndexChange`, `onSelect` or
    /// `onPrefetchItems` here keeps the page control, ``onSelect`` and ``prefetchImages`` working.
    public let carouselView = CarouselView(layout: .linear(itemSize: .inset(16), spacing: 8))
    /// The page control under the banners, bound to ``carouselView`` (style it as any
    /// `UIPageControl`: tint colours, indicator images, background style).
    public let pageControl = CarouselPageControl()

    /// The banners. Setting them reloads the carousel, keeping the current index.
    public var banners: [Banner] = [] {
      didSet {
        carouselView.reloadData(numberOfItems: banners.count)
      }
    }

    /// Seconds on each banner before the next one comes, or `nil` (default) for no autoplay.
    public var autoplayInterval: Double? {
      didSet { carouselView.autoplay = autoplayInterval.map { Autoplay(interval: $0) } }
    }

    /// The banners' corner radius, in points. Default 12.
    public var cornerRadius: CGFloat = 12 {
      didSet { carouselView.reloadData() }
    }

    /// Loads a banner's picture from its `imageURL`: start the load and call the completion on
    /// the main actor with the image (or `nil`). Your code owns the session and the cache.
    public var loadImage: (@MainActor (_ url: URL, _ completion: @escaping @MainActor (UIImage?) -> Void) -> Void)?

    /// Hears the picture URLs of the banners about to appear, to warm your cache.
    public var prefetchImages: (@MainActor ([URL]) -> Void)?

    /// Called when the user taps a banner (after the carousel's own `onSelect`, if you set one).
    public var onSelect: (@MainActor (Int) -> Void)?

    /// The banner shown (nearest to the centre); `nil` with no banners.
    public var currentIndex: Int? { carouselView.currentIndex }

    private static let reuseIdentifier = "CarouselKit.banner"

    public override init(frame: CGRect) {
      super.init(frame: frame)
      setUp()
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      carouselView.isLooping = true
      carouselView.snapping = .paging
      carouselView.decelerationRate = .fast
      carouselView.scrollsToSelectedItem = false
      carouselView.register(reuseIdentifier: Self.reuseIdentifier) { BannerItemView() }
      carouselView.itemProvider = { [weak self] carousel, index in
        let view = carousel.dequeueReusableItemView(
          ofType: BannerItemView.self, withReuseIdentifier: BannerCarouselView.reuseIdentifier)
        if let self, self.banners.indices.contains(index) {
          view.configure(with: self.banners[index], cornerRadius: self.cornerRadius, loadImage: self.loadImage)
        }
        return view
      }
      carouselView.itemAccessibilityLabel = { [weak self] index in
        guard let self, self.banners.indices.contains(index) else { return nil }
        let banner = self.banners[index]
        return banner.accessibilityLabel ?? [banner.title, banner.subtitle].compactMap { $0 }.joined(separator: ", ")
      }
      carouselView.observers.append(
        CarouselViewObserver(
          prefetchItems: { [weak self] indices in
            guard let self, let prefetch = self.prefetchImages else { return }
            let urls = indices.compactMap { self.banners.indices.contains($0) ? self.banners[$0].imageURL : nil }
            if !urls.isEmpty { prefetch(urls) }
          },
          didSelect: { [weak self] index in self?.onSelect?(index) }))
      addSubview(carouselView)

      pageControl.hidesForSinglePage = true
      // The carousel is the one adjustable element VoiceOver visits; the page control would
      // say the same.
      pageControl.isAccessibilityElement = false
      pageControl.carousel = carouselView
      addSubview(pageControl)
    }

    public override func layoutSubviews() {
      super.layoutSubviews()
      let pageControlHeight: CGFloat = 26
      carouselView.frame = CGRect(
        x: 0, y: 0, width: bounds.width, height: max(bounds.height - pageControlHeight, 0))
      pageControl.frame = CGRect(
        x: 0, y: bounds.height - pageControlHeight, width: bounds.width, height: pageControlHeight)
    }
  }
#endif
