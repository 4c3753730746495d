import RealModule
import Testing

@testable import CarouselCore

/// The drum picker against values worked out by hand for a `UIPickerView`-like picker: a
/// 320 × 216 viewport, 32-pt rows, so R = 216/2 = 108 pt, α = 32/108 rad per row, and the
/// eye d = 500 pt in front of the viewport's centre.
@Suite struct DrumLayoutTests {
  static let viewport = CarouselSize(width: 320, height: 216)
  static let layout = DrumLayout.drum()

  /// Where a point (x, y) of the row, relative to its centre, is drawn.
  static func drawn(_ item: ItemAttributes, _ x: Double, _ y: Double) -> CarouselPoint {
    item.project(item.transform!.apply(x: x, y: y, z: 0), perspective: layout.perspective, viewport: viewport)
  }

  static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-4) -> Bool { abs(a - b) <= tolerance }

  @Test func defaultsAreAPickerViewsGeometry() {
    let layout = Self.layout
    #expect(layout.axis == .vertical)
    #expect(layout.rowHeight == 32 && DrumLayout.pickerRowHeight == 32 && DrumLayout.pickerHeight == 216)
    #expect(layout.perspective == 500)
    let drum = layout.drum(in: Self.viewport)
    #expect(drum.radius == 108)
    #expect(drum.anglePerRow == 32.0 / 108)
    // θv = acos(108 / 608) = 1.39222 rad (79.77°).
    #expect(Self.close(drum.visibleAngle, 1.392217))
    #expect(drum.rowSize == CarouselSize(width: 320, height: 32))
    // The pitch is the row height: offset k · 32 rests on row k.
    let anchors = layout.anchors(count: 10, viewport: Self.viewport, isLooping: false)
    #expect(anchors.offset(of: 3) == 96)
    #expect(layout.contentLength(count: 10, viewport: Self.viewport) == 504.0)  // 216 + 9 · 32
  }

  /// Row k at offset 0: θ = 32k/108; the centre on the cylinder y = 108 + 108 sin θ; drawn in
  /// perspective at 108 + 108 sin θ / (1 + 108 (1 − cos θ)/500); the top and bottom edges
  /// (±16 pt along the row) drawn where the hand computation puts them.
  @Test(arguments: [
    // k, θ, centre y on the cylinder, drawn centre y, drawn top, drawn bottom
    (0, 0.0, 108.0, 108.0, 92.0, 124.0),
    (1, 0.296296, 139.5338, 139.2398, 124.2299, 153.9743),
    (2, 0.592593, 168.3195, 166.1769, 154.1723, 177.7746),
    (-1, -0.296296, 76.4662, 76.7602, 62.0257, 91.7701),
    (-2, -0.592593, 47.6805, 49.8231, 38.2254, 61.8277),
  ])
  func rowsAtWorkedAngles(k: Int, theta: Double, y: Double, drawnY: Double, top: Double, bottom: Double) throws {
    let layout = Self.layout
    let item = try #require(layout.attributes(at: k, offset: 0, count: 100, viewport: Self.viewport))
    #expect(Self.close(layout.angle(at: k, offset: 0, viewport: Self.viewport), theta, 1e-6))
    #expect(item.center.x == 160 && Self.close(item.center.y, y))
    #expect(item.size == CarouselSize(width: 320, height: 32) && item.scale == 1 && item.rotation == 0)
    #expect(Self.close(item.zIndex, Double.cos(theta), 1e-6))
    #expect(Self.close(Self.drawn(item, 0, 0).y, drawnY))
    #expect(Self.close(Self.drawn(item, 0, -16).y, top))
    #expect(Self.close(Self.drawn(item, 0, 16).y, bottom))
    // The drawn height (the projection's scale along y): 32 at the centre, 29.744 at ±1 row,
    // 23.602 at ±2 rows, the same above and below.
    let height = Self.drawn(item, 0, 16).y - Self.drawn(item, 0, -16).y
    let expected = [0: 32.0, 1: 29.7444, 2: 23.6024][abs(k)]!
    #expect(Self.close(height, expected))
    // The centre row is not transformed at all.
    if k == 0 { #expect(item.transform!.entries.map { $0 == 0 ? 0 : $0 } == Transform3D.identity.entries) }
  }

  /// A row below the centre tilts its lower edge away from the viewer: rotation by −θ about
  /// the x axis (m22 = cos θ, m23 = −sin θ), then back by R (1 − cos θ).
  @Test func transformOfTheRowBelow() throws {
    let item = try #require(Self.layout.attributes(at: 1, offset: 0, count: 5, viewport: Self.viewport))
    let t = try #require(item.transform)
    let theta = 32.0 / 108
    #expect(Self.close(t.m22, Double.cos(theta), 1e-12) && Self.close(t.m23, -Double.sin(theta), 1e-12))
    #expect(Self.close(t.m32, Double.sin(theta), 1e-12) && Self.close(t.m33, Double.cos(theta), 1e-12))
    #expect(Self.close(t.m43, -108 * (1 - Double.cos(theta)), 1e-12))
    #expect(t.apply(x: 0, y: 16, z: 0).z < t.apply(x: 0, y: -16, z: 0).z)
  }

  /// Half a row scrolled: rows 0 and 1 sit symmetrically at ∓16/108 rad.
  @Test func halfwayBetweenRows() throws {
    let above = try #require(Self.layout.attributes(at: 0, offset: 16, count: 5, viewport: Self.viewport))
    let below = try #require(Self.layout.attributes(at: 1, offset: 16, count: 5, viewport: Self.viewport))
    #expect(Self.close(above.center.y + below.center.y, 216, 1e-9))
    #expect(Self.close(below.center.y, 108 + 108 * Double.sin(16.0 / 108), 1e-9))
  }

  /// Rows 4 rows away (θ = 1.185) show; 5 rows away (θ = 1.481, past θv = 1.392 though short
  /// of 90°) would show their back and are hidden, as is every row beyond 90°.
  @Test func rowsTurningAwayAreHidden() {
    let layout = Self.layout
    for k in -4...4 { #expect(layout.attributes(at: k, offset: 0, count: 100, viewport: Self.viewport) != nil) }
    for k in [5, -5, 6, -6, 7, 20] {
      #expect(layout.attributes(at: k, offset: 0, count: 100, viewport: Self.viewport) == nil)
    }
    var items: [ItemAttributes] = []
    layout.visibleItems(offset: 320, count: 100, viewport: Self.viewport, isLooping: false, into: &items)
    #expect(items.map(\.position) == Array(6...14))
    // With the eye far away θv approaches 90°: row 5 (θ = 1.481 < π/2) shows, row 6
    // (θ = 1.778 > π/2) never does.
    let flat = DrumLayout.drum(perspective: 1e12)
    #expect(flat.drum(in: Self.viewport).visibleAngle > 1.57)
    #expect(flat.attributes(at: 5, offset: 0, count: 100, viewport: Self.viewport) != nil)
    #expect(flat.attributes(at: 6, offset: 0, count: 100, viewport: Self.viewport) == nil)
  }

  @Test func zeroOneAndTwoItems() {
    let layout = Self.layout
    var items: [ItemAttributes] = []
    layout.visibleItems(offset: 0, count: 0, viewport: Self.viewport, isLooping: true, into: &items)
    #expect(items.isEmpty)
    #expect(layout.contentLength(count: 0, viewport: Self.viewport) == nil)
    layout.visibleItems(offset: 0, count: 1, viewport: Self.viewport, isLooping: true, into: &items)
    #expect(items.map(\.position) == [0] && items[0].center.y == 108)
    layout.visibleItems(offset: 32, count: 2, viewport: Self.viewport, isLooping: false, into: &items)
    #expect(items.map(\.index) == [0, 1])
    #expect(Self.close(items[0].center.y, 108 - 108 * Double.sin(32.0 / 108), 1e-9) && items[1].center.y == 108)
  }

  /// Looping: the drum is endless; rows −4…4 around the selected one show whatever the
  /// count, their indices wrapping.
  @Test func looping() {
    var items: [ItemAttributes] = []
    Self.layout.visibleItems(offset: 0, count: 3, viewport: Self.viewport, isLooping: true, into: &items)
    #expect(items.map(\.position) == Array(-4...4))
    #expect(items.map(\.index) == [2, 0, 1, 2, 0, 1, 2, 0, 1])
  }

  /// Bad input is clamped, never NaN.
  @Test func badInputStaysFinite() {
    var layout = DrumLayout(rowHeight: .nan, radius: -.infinity, rowWidth: 0, perspective: -1)
    #expect(layout.rowHeight == 32 && layout.radius == nil && layout.rowWidth == nil && layout.eyeDistance == 500)
    layout.rowHeight = 1e300
    #expect(layout.rowHeight == SnapAnchors.maximumExtent)
    layout.radius = 1e300
    #expect(layout.radius == SnapAnchors.maximumExtent)
    layout.rowWidth = .infinity
    #expect(layout.rowWidth == nil)
    for viewport in [
      CarouselSize(width: .nan, height: .nan), CarouselSize(width: 1e300, height: 1e300),
      CarouselSize(width: 320, height: 0.5),
    ] {
      for drum in [DrumLayout.drum(), DrumLayout.drum(rowHeight: 1e-9), DrumLayout.drum(radius: 1)] {
        let geometry = drum.drum(in: viewport)
        #expect(geometry.radius >= drum.rowHeight / 2 && geometry.radius.isFinite)
        #expect(geometry.visibleAngle.isFinite && geometry.anglePerRow <= 2)
        for offset in [0, .nan, 1e300, -1e300, 12.5] {
          for k in -3...3 {
            guard let item = drum.attributes(at: k, offset: offset, count: 7, viewport: viewport) else { continue }
            #expect(item.center.x.isFinite && item.center.y.isFinite)
            let finite = item.transform!.entries.allSatisfy(\.isFinite)
            #expect(finite)
          }
        }
      }
    }
    // A 10¹²-pt viewport: the candidates are cut to LayoutLimits.maximumVisibleItems.
    var items: [ItemAttributes] = []
    DrumLayout.drum().visibleItems(
      offset: 0, count: 1_000_000, viewport: CarouselSize(width: 1e12, height: 1e12), isLooping: true, into: &items)
    #expect(!items.isEmpty && items.count <= LayoutLimits.maximumVisibleItems)
    let finite = items.allSatisfy { $0.center.y.isFinite }
    #expect(finite)
  }

  @Test func theWheelIsUnchangedAndDiffers() {
    #expect(WheelLayout.wheel().axis == .horizontal)
    #expect(AnyCarouselLayout(.drum()) != AnyCarouselLayout(.drum(rowHeight: 40)))
    #expect(AnyCarouselLayout(.drum()).axis == .vertical)
  }
}
