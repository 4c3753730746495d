import CarouselCore

extension CarouselLayout {
  /// This look, turned vertical when `vertical` is on (the looks screens' "Vertical" toggle):
  /// the core's `vertical()`, each look as its anchor does (iCarousel's `vertical = YES`,
  /// FSPagerView's and CollectionViewPagingLayout's `scrollDirection = .vertical`; see
  /// `VerticalLayout`).
  func turned(vertical: Bool) -> AnyCarouselLayout {
    vertical ? AnyCarouselLayout(self.vertical()) : AnyCarouselLayout(self)
  }
}
