import Testing

@testable import CarouselCore

/// UIKit's own `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)`
/// align the frame of `layoutAttributesForItem(at:)` (its `center` and `size`; a transform
/// never changes it) with the scroll position. The layout reports each item's resting frame
/// and draws it where it is now with a shift after its own transform, so those calls land on
/// the item's resting offset.
@Suite struct CollectionViewScrollTargetTests {
  static let wheel = CollectionViewLayoutBridge(layout: WheelLayout.wheel(), wrapsAround: true)
  static let cards = CollectionViewLayoutBridge(layout: CardStackLayout.cards(), snapping: .paging)
  static let wheelViewport = CarouselSize(width: 375, height: 300)
  static let phone = CarouselSize(width: 375, height: 667)

  /// Worked values. Wheel 375×300, 31 items: pitch ℓ = 117.81 pt, item width 2R·sin(a/2) =
  /// 115.88 pt, so the resting frame of item i spans rest(i) + 187.5 ± 57.94. Card stack
  /// 375×667: pitch 353, cards 303 pt wide centred at rest. UIKit's positions then land at
  /// (`.left`, `.centeredHorizontally`, `.right`): rest + (375 − w)/2, rest, rest − (375 − w)/2,
  /// clamped into the content.
  @Test func uikitsScrollPositionsOnTheRestingFrame() throws {
    func landings<L>(_ bridge: CollectionViewLayoutBridge<L>, _ index: Int, _ count: Int, _ viewport: CarouselSize)
      -> [Double]
    {
      [CollectionViewScrollAlignment.leading, .center, .trailing].map {
        bridge.landingOffset(forItem: index, alignment: $0, current: 0, count: count, viewport: viewport) ?? .nan
      }
    }
    let w1 = landings(Self.wheel, 1, 31, Self.wheelViewport)
    #expect(abs(w1[1] - 117.8) < 0.05, "centred: item 1 rests at 117.8")
    #expect(abs(w1[0] - 247.37) < 0.01)
    #expect(w1[2] == 0, "clamped into the content")
    let w10 = landings(Self.wheel, 10, 31, Self.wheelViewport)
    #expect(abs(w10[1] - 1178.1) < 0.05, "centred: item 10 rests at 1178.1")
    #expect(abs(w10[0] - 1307.66) < 0.01)
    #expect(abs(w10[2] - 1048.54) < 0.01)
    let c1 = landings(Self.cards, 1, 8, Self.phone)
    #expect(c1 == [389, 353, 317], "cards: centred on 353, ±36 = (375 − 303)/2 for the edges")
    // The resting frame does not depend on where the content is: the same landing from
    // anywhere, including where the item is hidden or drawn far from where it rests.
    for current in [0.0, 500, 1178.1, 3000] {
      let landing = Self.wheel.landingOffset(
        forItem: 10, alignment: .center, current: current, count: 31, viewport: Self.wheelViewport)
      #expect(landing.map { abs($0 - 1178.1) < 0.05 } == true)
    }
    // No position on the axis: the smallest scroll that shows the resting frame.
    let fromStart = Self.wheel.landingOffset(
      forItem: 10, alignment: .visible, current: 0, count: 31, viewport: Self.wheelViewport)
    #expect(fromStart.map { abs($0 - 1048.54) < 0.01 } == true)
    let atRest = try #require(Self.wheel.contentOffset(forItem: 10, count: 31, viewport: Self.wheelViewport))
    #expect(
      Self.wheel.landingOffset(
        forItem: 10, alignment: .visible, current: atRest, count: 31, viewport: Self.wheelViewport)
        == atRest)
    #expect(
      Self.wheel.landingOffset(forItem: 31, alignment: .center, current: 0, count: 31, viewport: Self.wheelViewport)
        == nil)
  }

  /// Every item a layout draws, at any offset: the reported centre is its resting centre, and
  /// centre + shift is where it is drawn. Layouts that draw items where they rest have no shift.
  @Test func placementsAreRestingFramesShiftedToWhereItemsAreDrawn() {
    var rng = SplitMix64(seed: 16)
    let layouts: [(AnyCarouselLayout, shifts: Bool)] = [
      (AnyCarouselLayout(WheelLayout.wheel()), true), (AnyCarouselLayout(CardStackLayout.cards()), true),
      (AnyCarouselLayout(CoverFlowLayout.coverFlow()), true), (AnyCarouselLayout(RotaryLayout.rotary()), true),
      (AnyCarouselLayout(LinearLayout.linear()), false),
      (AnyCarouselLayout(PagesLayout.pages([320, 200, 440, 260], axis: .vertical)), false),
    ]
    var items: [ItemAttributes] = []
    for (layout, shifts) in layouts {
      let bridge = CollectionViewLayoutBridge(layout: layout)
      let viewport = CarouselSize(width: 375, height: 667)
      let count = 12
      var sawShift = false
      for _ in 0..<40 {
        let valid = bridge.validOffsets(count: count, viewport: viewport)
        let offset = Double.random(in: valid, using: &rng)
        bridge.visibleItems(offset: offset, count: count, viewport: viewport, into: &items)
        for item in items {
          let placement = bridge.placement(of: item, offset: offset, count: count, viewport: viewport)
          guard let resting = bridge.restingPlacement(ofItem: item.index, count: count, viewport: viewport) else {
            Issue.record("no resting placement for \(item.index)")
            continue
          }
          #expect(placement.center == resting.center)
          let horizontal = layout.axis == .horizontal
          let drawnX = item.center.x + (horizontal ? offset : 0)
          let drawnY = item.center.y + (horizontal ? 0 : offset)
          #expect(abs(placement.center.x + placement.shift.x - drawnX) < 1e-6)
          #expect(abs(placement.center.y + placement.shift.y - drawnY) < 1e-6)
          if abs(placement.shift.x) > 1e-6 || abs(placement.shift.y) > 1e-6 { sawShift = true }
        }
      }
      #expect(sawShift == shifts, "\(type(of: layout.base))")
    }
  }

  /// Items the layout hides at the current offset (off the arc) still have their resting frame,
  /// which is what `layoutAttributesForItem(at:)` reports for them (hidden).
  @Test func hiddenItemsHaveTheirRestingFrame() throws {
    let v = Self.wheelViewport
    #expect(Self.wheel.attributes(ofItem: 15, offset: 0, count: 31, viewport: v) == nil, "off the arc at 0")
    let resting = try #require(Self.wheel.restingPlacement(ofItem: 15, count: 31, viewport: v))
    let rest = try #require(Self.wheel.contentOffset(forItem: 15, count: 31, viewport: v))
    #expect(abs(resting.center.x - (rest + 187.5)) < 1e-9)
    #expect(abs(resting.frame.maxX - resting.frame.minX - 115.88) < 0.01)
  }

  /// `reloadData()` is not an animated update, so UIKit does not ask
  /// `targetContentOffset(forProposedContentOffset:)`: the layout moves the content itself to
  /// the kept item at the first `prepare()` after the count or the viewport changed.
  @Test func reloadsAndResizesMoveTheContentToTheKeptItem() throws {
    let bridge = Self.wheel
    let v = Self.wheelViewport
    var kept = CollectionViewKeptItem()
    let twenty = try #require(bridge.contentOffset(forItem: 20, count: 31, viewport: v))
    kept.update(offset: twenty, viewport: v, count: 31, bridge: bridge)
    #expect(kept.correction(offset: twenty, viewport: v, count: 31, bridge: bridge) == nil, "nothing changed")
    // reloadData() with the same items: the offset is still right.
    kept.update(offset: twenty, viewport: v, count: 31, bridge: bridge)
    #expect(!kept.geometryChanged)
    // reloadData() with 10 items: UIKit keeps the offset, which is past the content now.
    kept.update(offset: twenty, viewport: v, count: 10, bridge: bridge)
    #expect(kept.geometryChanged && kept.index == 9)
    let nine = try #require(bridge.contentOffset(forItem: 9, count: 10, viewport: v))
    #expect(kept.correction(offset: twenty, viewport: v, count: 10, bridge: bridge) == nine)
    // The next prepare (after the correction) changes nothing.
    kept.update(offset: nine, viewport: v, count: 10, bridge: bridge)
    #expect(!kept.geometryChanged)
    #expect(kept.correction(offset: nine, viewport: v, count: 10, bridge: bridge) == nil)
    // A resize without animation: the item stays.
    let wide = CarouselSize(width: 667, height: 300)
    kept.update(offset: nine, viewport: wide, count: 10, bridge: bridge)
    #expect(kept.index == 9)
    #expect(
      kept.correction(offset: nine, viewport: wide, count: 10, bridge: bridge)
        == bridge.contentOffset(forItem: 9, count: 10, viewport: wide))
    // Before the first real layout (zero size), an offset the app set is read afresh, not
    // corrected to what the empty viewport made of it.
    var fresh = CollectionViewKeptItem()
    fresh.update(offset: twenty, viewport: CarouselSize(width: 0, height: 0), count: 31, bridge: bridge)
    fresh.update(offset: twenty, viewport: v, count: 31, bridge: bridge)
    #expect(!fresh.geometryChanged && fresh.index == 20)
    #expect(fresh.correction(offset: twenty, viewport: v, count: 31, bridge: bridge) == nil)
  }
}
