import RealModule
import Testing

@_spi(DriverEngine) @testable import CarouselCore

/// iCarousel's `coverFlow2` (`.coverFlow(style: .coverFlow2)`): the clamped distance c that
/// turns an item, from iCarousel.m's `-transformForItemViewWithOffset:` rules with `_toggle`,
/// put into ``CoverFlowLayout``'s geometry. The worked values were computed with a short
/// python3 script that transcribes iCarousel's `clampedOffset` rules line by line and then
/// x = W/2 + (c · 0.5 + s · 0.3) · w, z = −|c| · w/2, m11 = cos c, m31 = sin c (viewport
/// 390 × 300, w = 195, default side spacing 0.3 and tilt 1).
@Suite struct CoverFlow2LayoutTests {
  static let viewport = CarouselSize(width: 390, height: 300)
  static let layout = CoverFlowLayout.coverFlow(style: .coverFlow2)

  static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

  /// The item `s` items from the centre with toggle `t`: at position 0, and far away at
  /// position 10⁶, both through `attributes(at:…toggle:)` and `visibleItems(…toggle:…)`.
  static func items(s: Double, toggle t: Double) -> [ItemAttributes?] {
    let p = 195.0
    var all: [ItemAttributes?] = []
    for (position, offset) in [(0, -s * p), (1_000_000, (1_000_000 - s) * p)] {
      all.append(layout.attributes(at: position, offset: offset, count: 5, viewport: viewport, toggle: t))
      var visible: [ItemAttributes] = []
      layout.visibleItems(
        offset: offset, count: 2_000_000, viewport: viewport, isLooping: false, toggle: t, into: &visible)
      all.append(visible.first { $0.position == position })
    }
    return all
  }

  @Test(arguments: [
    // s, toggle, x, z, m11 (cos c), m31 (sin c)
    (0, 0, 195.000000000, 0.000000000, 1.000000000000, 0.000000000000),
    (0, 0.5, 146.250000000, -48.750000000, 0.877582561890, -0.479425538604),
    (0, -0.5, 243.750000000, -48.750000000, 0.877582561890, 0.479425538604),
    (0, 1, 97.500000000, -97.500000000, 0.540302305868, -0.841470984808),
    (0, -1, 292.500000000, -97.500000000, 0.540302305868, 0.841470984808),
    (0.3, 0, 212.550000000, 0.000000000, 1.000000000000, 0.000000000000),
    (0.3, 0.5, 163.800000000, -48.750000000, 0.877582561890, -0.479425538604),
    (0.3, -0.5, 261.300000000, -48.750000000, 0.877582561890, 0.479425538604),
    (0.3, 1, 115.050000000, -97.500000000, 0.540302305868, -0.841470984808),
    (0.3, -1, 310.050000000, -97.500000000, 0.540302305868, 0.841470984808),
    (-0.3, 0, 177.450000000, 0.000000000, 1.000000000000, 0.000000000000),
    (-0.3, 0.5, 128.700000000, -48.750000000, 0.877582561890, -0.479425538604),
    (-0.3, -0.5, 226.200000000, -48.750000000, 0.877582561890, 0.479425538604),
    (-0.3, 1, 79.950000000, -97.500000000, 0.540302305868, -0.841470984808),
    (-0.3, -1, 274.950000000, -97.500000000, 0.540302305868, 0.841470984808),
    (0.5, 0, 224.250000000, 0.000000000, 1.000000000000, 0.000000000000),
    (0.5, 0.5, 175.500000000, -48.750000000, 0.877582561890, -0.479425538604),
    (0.5, -0.5, 273.000000000, -48.750000000, 0.877582561890, 0.479425538604),
    (0.5, 1, 126.750000000, -97.500000000, 0.540302305868, -0.841470984808),
    (0.5, -1, 321.750000000, -97.500000000, 0.540302305868, 0.841470984808),
    (-0.5, 0, 68.250000000, -97.500000000, 0.540302305868, -0.841470984808),
    (-0.5, 0.5, 68.250000000, -97.500000000, 0.540302305868, -0.841470984808),
    (-0.5, -0.5, 117.000000000, -48.750000000, 0.877582561890, -0.479425538604),
    (-0.5, 1, 68.250000000, -97.500000000, 0.540302305868, -0.841470984808),
    (-0.5, -1, 165.750000000, -0.000000000, 1.000000000000, 0.000000000000),
    (0.7, 0, 333.450000000, -97.500000000, 0.540302305868, 0.841470984808),
    (0.7, 0.5, 284.700000000, -48.750000000, 0.877582561890, 0.479425538604),
    (0.7, -0.5, 333.450000000, -97.500000000, 0.540302305868, 0.841470984808),
    (0.7, 1, 235.950000000, -0.000000000, 1.000000000000, 0.000000000000),
    (0.7, -1, 333.450000000, -97.500000000, 0.540302305868, 0.841470984808),
    (-0.7, 0, 56.550000000, -97.500000000, 0.540302305868, -0.841470984808),
    (-0.7, 0.5, 56.550000000, -97.500000000, 0.540302305868, -0.841470984808),
    (-0.7, -0.5, 105.300000000, -48.750000000, 0.877582561890, -0.479425538604),
    (-0.7, 1, 56.550000000, -97.500000000, 0.540302305868, -0.841470984808),
    (-0.7, -1, 154.050000000, -0.000000000, 1.000000000000, 0.000000000000),
    (1, 0, 351.000000000, -97.500000000, 0.540302305868, 0.841470984808),
    (1, 0.5, 302.250000000, -48.750000000, 0.877582561890, 0.479425538604),
    (1, -0.5, 351.000000000, -97.500000000, 0.540302305868, 0.841470984808),
    (1, 1, 253.500000000, -0.000000000, 1.000000000000, 0.000000000000),
    (1, -1, 351.000000000, -97.500000000, 0.540302305868, 0.841470984808),
    (-1, 0, 39.000000000, -97.500000000, 0.540302305868, -0.841470984808),
    (-1, 0.5, 39.000000000, -97.500000000, 0.540302305868, -0.841470984808),
    (-1, -0.5, 87.750000000, -48.750000000, 0.877582561890, -0.479425538604),
    (-1, 1, 39.000000000, -97.500000000, 0.540302305868, -0.841470984808),
    (-1, -1, 136.500000000, -0.000000000, 1.000000000000, 0.000000000000),
    (1.2, 0, 362.700000000, -97.500000000, 0.540302305868, 0.841470984808),
    (1.2, 0.5, 313.950000000, -48.750000000, 0.877582561890, 0.479425538604),
    (1.2, -0.5, 362.700000000, -97.500000000, 0.540302305868, 0.841470984808),
    (1.2, 1, 265.200000000, -0.000000000, 1.000000000000, 0.000000000000),
    (1.2, -1, 362.700000000, -97.500000000, 0.540302305868, 0.841470984808),
    (-1.2, 0, 27.300000000, -97.500000000, 0.540302305868, -0.841470984808),
    (-1.2, 0.5, 27.300000000, -97.500000000, 0.540302305868, -0.841470984808),
    (-1.2, -0.5, 76.050000000, -48.750000000, 0.877582561890, -0.479425538604),
    (-1.2, 1, 27.300000000, -97.500000000, 0.540302305868, -0.841470984808),
    (-1.2, -1, 124.800000000, -0.000000000, 1.000000000000, 0.000000000000),
  ])
  func worksValuesOutFromICarouselsRules(s: Double, t: Double, x: Double, z: Double, m11: Double, m31: Double) throws {
    let boundary = abs(abs(s) - 0.5) < 1e-9
    for (k, item) in Self.items(s: s, toggle: t).enumerated() {
      // (Far away, s = ±0.5 is exact too: 97.5 in 1.95 · 10⁸.)
      let item = try #require(item, "s \(s) t \(t) #\(k)")
      let transform = try #require(item.transform)
      let tolerance = k < 2 || boundary ? 1e-9 : 1e-6
      #expect(Self.close(item.center.x, x, tolerance) && item.center.y == 150, "s \(s) t \(t) #\(k): \(item.center)")
      #expect(Self.close(transform.m43, z, tolerance), "s \(s) t \(t) #\(k): z \(transform.m43)")
      #expect(Self.close(transform.m11, m11) && Self.close(transform.m33, m11), "s \(s) t \(t) #\(k)")
      #expect(Self.close(transform.m31, m31) && Self.close(transform.m13, -m31), "s \(s) t \(t) #\(k)")
      #expect(Self.close(item.zIndex, -abs(s), 1e-6))
    }
  }

  /// Beyond 1.5 items the toggle changes nothing: c = ±1, as cover flow's (x = 195 ± (0.5 + 2.5
  /// · 0.3) · 195 = 438.75 and −48.75, off screen: computed with the layout's attributes).
  @Test(arguments: [2.5, -2.5, 7.0, -40.0])
  func farItemsAreCoverFlowsWhateverTheToggle(s: Double) throws {
    let plain = try #require(
      CoverFlowLayout.coverFlow().attributes(at: 0, offset: -s * 195, count: 5, viewport: Self.viewport))
    for t in [0, 0.5, -0.5, 1, -1] {
      let item = try #require(
        Self.layout.attributes(at: 0, offset: -s * 195, count: 5, viewport: Self.viewport, toggle: t))
      #expect(item == plain, "s \(s) t \(t)")
    }
    if s == 2.5 { #expect(plain.center.x == 438.75) }
    if s == -2.5 { #expect(plain.center.x == -48.75) }
  }

  /// At rest (toggle 0) the centre item faces the viewer and its neighbours are fully turned;
  /// the plain cover flow's neighbours at ±0.3 items turn by only 0.3 rad.
  @Test func atRestTheNeighboursAreFullyTurned() throws {
    let near = try #require(Self.layout.attributes(at: 0, offset: -0.3 * 195, count: 5, viewport: Self.viewport))
    #expect(near.transform?.m11 == 1)
    let plain = try #require(
      CoverFlowLayout.coverFlow().attributes(at: 0, offset: -0.3 * 195, count: 5, viewport: Self.viewport))
    #expect(Self.close(plain.transform?.m11 ?? 0, 0.955336489126))  // cos 0.3
  }

  /// A toggle outside −1…1 is clamped, a non-finite one is 0; the plain cover flow ignores it.
  @Test func theToggleIsClampedAndNaNIsZero() {
    for s in [0.0, 0.3, -0.7, 1.2] {
      let offset = -s * 195
      func item(_ layout: CoverFlowLayout, _ t: Double) -> ItemAttributes? {
        layout.attributes(at: 0, offset: offset, count: 5, viewport: Self.viewport, toggle: t)
      }
      #expect(item(Self.layout, 7) == item(Self.layout, 1))
      #expect(item(Self.layout, -1e300) == item(Self.layout, -1))
      #expect(item(Self.layout, .nan) == item(Self.layout, 0))
      #expect(item(Self.layout, .infinity) == item(Self.layout, 0))
      #expect(
        item(.coverFlow(), 0.5)
          == CoverFlowLayout.coverFlow().attributes(at: 0, offset: offset, count: 5, viewport: Self.viewport))
    }
  }

  /// `visibleItems(…toggle:…)` gives exactly the attributes of each visible position, for
  /// either style and any toggle, through the concrete layout and the erased one.
  @Test(arguments: [0.0, 0.25, -0.25, 0.5, -0.5, 0.999, -1, 1])
  func visibleItemsAreTheAttributesOfEachPosition(toggle t: Double) {
    for layout in [Self.layout, CoverFlowLayout.coverFlow()] {
      for offset in stride(from: -300.0, through: 1_300, by: 37.5) {
        var items: [ItemAttributes] = []
        layout.visibleItems(
          offset: offset, count: 6, viewport: Self.viewport, isLooping: false, toggle: t, into: &items)
        #expect(!items.isEmpty)
        for item in items {
          #expect(
            item == layout.attributes(at: item.position, offset: offset, count: 6, viewport: Self.viewport, toggle: t))
        }
        var erased: [ItemAttributes] = []
        AnyCarouselLayout(layout).visibleItems(
          offset: offset, count: 6, viewport: Self.viewport, isLooping: false, toggle: t, into: &erased)
        #expect(erased == items)
        #expect(AnyCarouselLayout(layout).usesToggle == (layout.style == .coverFlow2))
      }
    }
  }

  /// NaN and infinite offsets show nothing, whatever the toggle; no item has a NaN.
  @Test func nonFiniteOffsetsShowNothing() {
    var items: [ItemAttributes] = []
    for offset in [Double.nan, .infinity, -.infinity] {
      Self.layout.visibleItems(
        offset: offset, count: 5, viewport: Self.viewport, isLooping: true, toggle: 0.5, into: &items)
      #expect(items.isEmpty)
    }
    Self.layout.visibleItems(
      offset: 1e300, count: 5, viewport: Self.viewport, isLooping: true, toggle: .nan, into: &items)
    #expect(items.allSatisfy { $0.center.x.isFinite && $0.transform?.m11.isFinite == true })
  }

  @Test func theStyleIsPartOfTheLayoutsValue() {
    #expect(Self.layout != CoverFlowLayout.coverFlow())
    #expect(Self.layout.usesToggle && !CoverFlowLayout.coverFlow().usesToggle)
    #expect(CoverFlowLayout().style == CoverFlowLayout.defaultStyle)
    #expect(!LinearLayout.linear().usesToggle)
  }
}
