import Testing

@testable import CarouselCore

/// The insets that keep a page's content out of the unsafe area, worked by hand for an
/// iPhone 15 in portrait (393 × 852 pt, safe area top 59, bottom 34) and in landscape
/// (852 × 393 pt, left and right 59, bottom 21).
@Suite struct PageSafeAreaTests {
  static let portrait = CarouselSize(width: 393, height: 852)
  static let portraitSafe = CarouselInsets(top: 59, left: 0, bottom: 34, right: 0)
  static let landscape = CarouselSize(width: 852, height: 393)
  static let landscapeSafe = CarouselInsets(top: 0, left: 59, bottom: 21, right: 59)

  static func page(
    center: CarouselPoint, size: CarouselSize, scale: Double = 1, rotation: Double = 0
  ) -> ItemAttributes {
    ItemAttributes(position: 0, index: 0, center: center, size: size, scale: scale, rotation: rotation)
  }

  @Test func aFullScreenPageGetsTheWholeSafeArea() {
    let page = Self.page(center: CarouselPoint(x: 196.5, y: 426), size: Self.portrait)
    #expect(page.safeAreaInsets(Self.portraitSafe, viewport: Self.portrait, perspective: nil) == Self.portraitSafe)
  }

  @Test func theDriversFullPagesGetTheSafeAreaAndABannerInTheMiddleNone() {
    let driver = CarouselDriver(
      layout: .linear(itemSize: .inset(0), spacing: 0), count: 3, viewport: Self.portrait,
      behavior: ScrollBehavior(isLooping: true, snapping: .paging))
    let page = driver.items.first { $0.index == 0 }!
    #expect(page.safeAreaInsets(Self.portraitSafe, viewport: Self.portrait, perspective: nil) == Self.portraitSafe)
    // A 200-pt banner centred in the screen reaches no unsafe band.
    let banner = Self.page(center: CarouselPoint(x: 196.5, y: 426), size: CarouselSize(width: 361, height: 200))
    #expect(banner.safeAreaInsets(Self.portraitSafe, viewport: Self.portrait, perspective: nil) == .zero)
  }

  @Test func aPageSlidingInFromTheRightGetsOnlyWhatItCoversInLandscape() {
    // Half-way in from the right: its left edge is at x = 426, far from the left band; its
    // right edge is 426 pt past the screen, so everything right of 852 − 59 − 426 = 367 pt of
    // it is off screen or under the right band.
    let page = Self.page(center: CarouselPoint(x: 852, y: 196.5), size: Self.landscape)
    let insets = page.safeAreaInsets(Self.landscapeSafe, viewport: Self.landscape, perspective: nil)
    #expect(insets == CarouselInsets(top: 0, left: 0, bottom: 21, right: 485))
  }

  @Test func aScaledPageGetsInsetsInItsOwnPoints() {
    // A page drawn at half size, top-left at (0, 0): it covers the top band's 59 pt, which are
    // 118 of its own points.
    let page = Self.page(
      center: CarouselPoint(x: 98.25, y: 213), size: Self.portrait, scale: 0.5)
    let insets = page.safeAreaInsets(Self.portraitSafe, viewport: Self.portrait, perspective: nil)
    #expect(insets == CarouselInsets(top: 118, left: 0, bottom: 0, right: 0))
  }

  @Test func pagesOfDifferentSizesOnlyTheOnesAtTheEdgesAreInset() {
    // A vertical `.pages` layout filling a full-screen portrait viewport: the first page
    // (300 pt) covers the top band, the one that runs off the bottom covers the bottom band.
    let driver = CarouselDriver(
      layout: .pages([300, 200, 500]), count: 3, viewport: Self.portrait, behavior: ScrollBehavior(snapping: .paging))
    let insets = driver.items.map { $0.safeAreaInsets(Self.portraitSafe, viewport: Self.portrait, perspective: nil) }
    #expect(insets.count == 3)
    #expect(insets[0] == CarouselInsets(top: 59, left: 0, bottom: 0, right: 0))
    #expect(insets[1] == .zero)
    // Page 2 spans y = 500…1000: 852 − 34 = 818, so its last 182 pt are off screen or unsafe.
    #expect(insets[2] == CarouselInsets(top: 0, left: 0, bottom: 182, right: 0))
  }

  @Test func aRotatedCardUsesItsBoundingBox() {
    // A 100 × 100 card turned by 45° at the top edge: its box is 141.4 pt square, centred
    // 20 pt from the top, so 59 − (20 − 70.7) = 109.7 pt of the box are in the top band:
    // 109.7 × 100 / 141.4 = 77.6 of its own points.
    let card = Self.page(
      center: CarouselPoint(x: 196.5, y: 20), size: CarouselSize(width: 100, height: 100), rotation: .pi / 4)
    let top = card.safeAreaInsets(Self.portraitSafe, viewport: Self.portrait, perspective: nil).top
    #expect(abs(top - (59 - 20 + 50 * 2.0.squareRoot()) / 2.0.squareRoot()) < 1e-9)
  }

  @Test func badInputGivesZeroOrClampedInsetsNeverNaN() {
    let odd = CarouselInsets(top: .nan, left: -5, bottom: .infinity, right: 1e300)
    #expect(odd == CarouselInsets(top: 0, left: 0, bottom: 0, right: LayoutLimits.maximumOffset))
    let empty = Self.page(center: CarouselPoint(x: 0, y: 0), size: CarouselSize(width: 0, height: 0))
    #expect(empty.safeAreaInsets(Self.portraitSafe, viewport: Self.portrait, perspective: nil) == .zero)
    let offScreen = Self.page(center: CarouselPoint(x: -1000, y: 426), size: Self.portrait)
    #expect(offScreen.safeAreaInsets(Self.portraitSafe, viewport: Self.portrait, perspective: nil) == .zero)
    let huge = Self.page(center: CarouselPoint(x: 196.5, y: 426), size: Self.portrait)
    let insets = huge.safeAreaInsets(
      CarouselInsets(top: 1e12, left: 1e12, bottom: 1e12, right: 1e12), viewport: Self.portrait, perspective: nil)
    #expect(insets.top <= 852 && insets.left <= 393 && insets.top.isFinite)
  }
}
