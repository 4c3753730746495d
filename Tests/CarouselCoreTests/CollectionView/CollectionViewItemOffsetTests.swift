import Testing

@testable import CarouselCore

/// Where `scrollToItem`, selection, rotation and reload must land in a collection view: the
/// item's resting offset, not where the item happens to be drawn at the current offset.
@Suite struct CollectionViewItemOffsetTests {
  static let wheel = CollectionViewLayoutBridge(layout: WheelLayout.wheel(), wrapsAround: true)
  static let cards = CollectionViewLayoutBridge(layout: CardStackLayout.cards(), snapping: .paging)
  static let wheelViewport = CarouselSize(width: 375, height: 300)
  static let phone = CarouselSize(width: 375, height: 667)

  /// The issue's measurements: wheel 375×300 with 31 items, item 1 at 117.8 and item 10 at
  /// 1178.1 (one item per 2π/31·… of arc: 117.81 pt per item); cards, item 1 at 353.
  @Test func itemsRestAtTheirAnchorsWhereverTheyAreDrawn() throws {
    let one = try #require(Self.wheel.contentOffset(forItem: 1, count: 31, viewport: Self.wheelViewport))
    let ten = try #require(Self.wheel.contentOffset(forItem: 10, count: 31, viewport: Self.wheelViewport))
    #expect(abs(one - 117.8) < 0.05)
    #expect(abs(ten - 1178.1) < 0.05)
    #expect(abs(ten - 10 * one) < 1e-9, "uniform pitch")
    let card = try #require(Self.cards.contentOffset(forItem: 1, count: 8, viewport: Self.phone))
    #expect(card == 353)
    // And the current index reads them back.
    #expect(Self.wheel.currentIndex(offset: ten, count: 31, viewport: Self.wheelViewport) == 10)
    #expect(Self.wheel.currentIndex(offset: ten + 0.49 * one, count: 31, viewport: Self.wheelViewport) == 10)
    #expect(Self.cards.currentIndex(offset: 353, count: 8, viewport: Self.phone) == 1)
  }

  @Test func offsetsStayInTheContentAndBadInputIsRefused() {
    let selector = CollectionViewLayoutBridge(layout: LinearLayout.linear(itemSize: .inset(36), spacing: 100))
    let viewport = CarouselSize(width: 375, height: 260)
    #expect(selector.contentOffset(forItem: 0, count: 5, viewport: viewport) == 0)
    #expect(selector.contentOffset(forItem: 5, count: 5, viewport: viewport) == nil)
    #expect(selector.contentOffset(forItem: -1, count: 5, viewport: viewport) == nil)
    #expect(selector.contentOffset(forItem: 0, count: 0, viewport: viewport) == nil)
    #expect(selector.currentIndex(offset: .nan, count: 5, viewport: viewport) == 0)
    #expect(selector.currentIndex(offset: 1e300, count: 5, viewport: viewport) == 4)
    #expect(selector.currentIndex(offset: 0, count: 0, viewport: viewport) == nil)
    // Pages that end short of a full viewport: the last rests where the content ends.
    let pages = CollectionViewLayoutBridge(layout: PagesLayout.pages([300, 200, 100], axis: .vertical))
    let tall = CarouselSize(width: 375, height: 400)
    let last = pages.contentOffset(forItem: 2, count: 3, viewport: tall)
    #expect(last == pages.validOffsets(count: 3, viewport: tall).upperBound)
  }

  @Test func theKeptItemFollowsTheContentAndSurvivesRotationAndReload() throws {
    var kept = CollectionViewKeptItem()
    let bridge = Self.cards
    let portrait = Self.phone
    let landscape = CarouselSize(width: 667, height: 375)
    kept.update(offset: 3 * 353 + 20, viewport: portrait, count: 8, bridge: bridge)
    #expect(kept.index == 3)
    kept.update(offset: 4 * 353 - 10, viewport: portrait, count: 8, bridge: bridge)
    #expect(kept.index == 4, "follows the content while nothing changes")
    // Rotation: UIKit keeps the old offset, meaningless now; the item stays.
    kept.update(offset: 4 * 353 - 10, viewport: landscape, count: 8, bridge: bridge)
    #expect(kept.index == 4)
    let resting = try #require(kept.restingOffset(viewport: landscape, count: 8, bridge: bridge))
    #expect(resting == bridge.contentOffset(forItem: 4, count: 8, viewport: landscape))
    #expect(bridge.currentIndex(offset: resting, count: 8, viewport: landscape) == 4)
    // A reload with fewer items keeps the last one if the kept one is gone; none with none.
    kept.update(offset: resting, viewport: landscape, count: 3, bridge: bridge)
    #expect(kept.index == 2)
    kept.update(offset: 0, viewport: landscape, count: 0, bridge: bridge)
    #expect(kept.index == nil)
    #expect(kept.restingOffset(viewport: landscape, count: 0, bridge: bridge) == nil)
    // scrollToItem keeps its item even before the content gets there.
    kept.update(offset: 0, viewport: landscape, count: 8, bridge: bridge)
    kept.keep(6)
    #expect(
      kept.restingOffset(viewport: landscape, count: 8, bridge: bridge)
        == bridge.contentOffset(forItem: 6, count: 8, viewport: landscape))
  }

  /// Seeded: for every built-in layout, each item's resting offset reads back as that item.
  @Test func everyItemsRestingOffsetReadsBackAsThatItem() {
    var rng = SplitMix64(seed: 11)
    let layouts: [AnyCarouselLayout] = [
      AnyCarouselLayout(LinearLayout.linear()), AnyCarouselLayout(CardStackLayout.cards()),
      AnyCarouselLayout(WheelLayout.wheel()), AnyCarouselLayout(CoverFlowLayout.coverFlow()),
      AnyCarouselLayout(RotaryLayout.rotary()), AnyCarouselLayout(PagesLayout.pages([320, 200, 440, 260])),
    ]
    for layout in layouts {
      let bridge = CollectionViewLayoutBridge(layout: layout)
      for _ in 0..<20 {
        let count = Int.random(in: 1...40, using: &rng)
        let viewport = CarouselSize(
          width: .random(in: 200...800, using: &rng), height: .random(in: 200...800, using: &rng))
        let index = Int.random(in: 0..<count, using: &rng)
        guard let offset = bridge.contentOffset(forItem: index, count: count, viewport: viewport) else {
          Issue.record("no offset for \(index) of \(count)")
          continue
        }
        #expect(bridge.validOffsets(count: count, viewport: viewport).contains(offset))
        let readBack = bridge.currentIndex(offset: offset, count: count, viewport: viewport)
        // Pages shorter than the viewport at the end share the last valid offset.
        let clamped = offset == bridge.validOffsets(count: count, viewport: viewport).upperBound
        #expect(readBack == index || clamped, "\(type(of: layout.base)) \(index) of \(count) at \(offset)")
      }
    }
  }
}
