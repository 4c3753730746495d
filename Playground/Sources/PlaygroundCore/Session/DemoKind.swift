import CarouselCore

/// The use cases the playground shows, one live demo each.
package enum DemoKind: String, Sendable, Hashable, CaseIterable {
  /// The infinite banner carousel of the banner article: 16-pt insets, 8-pt spacing, one
  /// item per swipe, the `.fast` rate.
  case banners
  /// The centred selector of the collection-view layouts article.
  case selector
  /// The card stack of the collection-view layouts article.
  case cards
  /// The drum selector with arc-shaped items of the collection-view layouts article.
  case wheel
  /// Pages of different sizes, vertical (the custom paging article).
  case pages
  /// Full-width infinite paging: the `n + 2` pager as a mode of the same engine.
  case fullpage

  /// A short title for the page.
  package var title: String {
    switch self {
    case .banners: return "Infinite banners"
    case .selector: return "Centred selector"
    case .cards: return "Card stack"
    case .wheel: return "Wheel"
    case .pages: return "Pages of different sizes"
    case .fullpage: return "Full-page infinite paging"
    }
  }

  /// One line about the demo.
  package var summary: String {
    switch self {
    case .banners: return "Looping banners, one per swipe, fast deceleration, optional autoplay."
    case .selector: return "Linear layout, inset 36, spacing 100, item height 200; rests on the nearest item."
    case .cards: return "Cards pile up under the centre card, scaled down; swipe left to deal the next."
    case .wheel: return "A drum of arc-shaped items; the item at the top is zoomed. Infinite."
    case .pages: return "Vertical pages of different heights, one page per swipe."
    case .fullpage: return "Inset 0, spacing 0, looping, paging: the n + 2 pager without copies."
    }
  }

  /// The viewport the demo starts with, in points (the page reports the real one).
  package var defaultViewport: CarouselSize {
    switch self {
    case .banners: return CarouselSize(width: 375, height: 200)
    case .selector: return CarouselSize(width: 375, height: 260)
    case .cards: return CarouselSize(width: 375, height: 300)
    case .wheel: return CarouselSize(width: 375, height: 180)
    case .pages: return CarouselSize(width: 375, height: 420)
    case .fullpage: return CarouselSize(width: 375, height: 220)
    }
  }

  /// The settings the demo starts with.
  var defaultSettings: DemoSettings {
    switch self {
    case .banners:
      return DemoSettings(
        count: 8, behavior: ScrollBehavior(isLooping: true, snapping: .paging, decelerationRate: .fast))
    case .selector:
      return DemoSettings(count: 12, behavior: ScrollBehavior(snapping: .nearest, decelerationRate: .normal))
    case .cards:
      return DemoSettings(count: 8, behavior: ScrollBehavior(snapping: .paging, decelerationRate: .fast))
    case .wheel:
      return DemoSettings(
        count: 24, behavior: ScrollBehavior(isLooping: true, snapping: .nearest, decelerationRate: .normal))
    case .pages:
      return DemoSettings(count: 5, behavior: ScrollBehavior(snapping: .paging, decelerationRate: .fast))
    case .fullpage:
      return DemoSettings(
        count: 5, behavior: ScrollBehavior(isLooping: true, snapping: .paging, decelerationRate: .fast))
    }
  }

  /// The page sizes of the `pages` demo, repeated over the items.
  package static let pageSizes: [Double] = [320, 200, 440, 260, 380]

  /// The scroll axis.
  package var axis: ScrollAxis { self == .pages ? .vertical : .horizontal }

  /// The layout, as Swift code (a static factory of `CarouselLayout`), written from
  /// ``layout``'s values.
  package var layoutCode: String { SwiftCode.layout(layout.base) }

  /// The demo's layout, the one place its constants are written.
  package var layout: AnyCarouselLayout {
    switch self {
    case .banners: return AnyCarouselLayout(.linear(itemSize: .inset(16), spacing: 8))
    case .selector: return AnyCarouselLayout(.linear(itemSize: .inset(36), spacing: 100, itemHeight: 200))
    case .cards: return AnyCarouselLayout(.cards(inset: 36, spacing: 50, itemHeight: 200))
    case .wheel: return AnyCarouselLayout(.wheel(visibleItems: 5, itemHeight: 70, maxScale: 1.7))
    case .pages: return AnyCarouselLayout(.pages(Self.pageSizes, axis: .vertical))
    case .fullpage: return AnyCarouselLayout(.linear(itemSize: .inset(0), spacing: 0))
    }
  }

  /// Makes the demo's driver: the same `CarouselDriver` the UIKit and SwiftUI front ends run,
  /// configured as `carousel simulate --input touch` replays it (no prefetching, a tap
  /// reported without scrolling to the item).
  func makeDriver(settings: DemoSettings, viewport: CarouselSize, time: Double) -> CarouselDriver<AnyCarouselLayout> {
    CarouselDriver(
      CarouselConfiguration(
        layout: layout, viewport: viewport, behavior: settings.behavior, prefetchDistance: 0, scrollsToTappedItem: false
      ),
      count: settings.count, time: time)
  }
}
