import RealModule
import Testing

@testable import CarouselCore

/// The layouts reproduce the collection-view layouts article's geometry exactly.
@Suite struct ArticleGeometryTests {
  static let viewports = [
    CarouselSize(width: 375, height: 667), CarouselSize(width: 375, height: 250),
    CarouselSize(width: 1024, height: 400), CarouselSize(width: 320, height: 120),
  ]

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }

  static func items(
    _ layout: some CarouselLayout, offset: Double, count: Int, viewport: CarouselSize, loop: Bool = false
  )
    -> [ItemAttributes]
  {
    var items: [ItemAttributes] = []
    layout.visibleItems(offset: offset, count: count, viewport: viewport, isLooping: loop, into: &items)
    return items
  }

  @Test(arguments: viewports)
  func selectorMatchesTheArticle(viewport: CarouselSize) {
    let layout = LinearLayout.linear(itemSize: .inset(36), spacing: 100, itemHeight: 200)
    let count = 12
    let pitch = viewport.width - 72 + 100
    for offset in stride(from: 0.0, through: Double(count - 1) * pitch, by: pitch / 7) {
      let reference = ArticleReference.selector(
        width: viewport.width, height: viewport.height, count: count, contentOffset: offset)
      let items = Self.items(layout, offset: offset, count: count, viewport: viewport)
      #expect(!items.isEmpty)
      for item in items {
        let r = reference[item.index]
        #expect(Self.close(item.center.x, r.center.x) && Self.close(item.center.y, r.center.y))
        #expect(item.size == CarouselSize(width: r.size.w, height: r.size.h))
        #expect(item.scale == 1 && item.rotation == 0)
      }
      // Every item whose frame meets the viewport is listed.
      let shown = Set(items.map(\.index))
      for r in reference where r.center.x + r.size.w / 2 > 0 && r.center.x - r.size.w / 2 < viewport.width {
        #expect(shown.contains(r.index))
      }
      // Snapping: the article's targetContentOffset.
      let snapped = layout.snap(offset: offset, count: count, viewport: viewport, isLooping: false)!
      #expect(Self.close(snapped.offset, ArticleReference.selectorTarget(width: viewport.width, proposed: offset)))
    }
    #expect(
      layout.contentLength(count: count, viewport: viewport)
        == 36 + Double(count) * (100 + viewport.width - 72) - 100 + 36)
  }

  @Test(arguments: viewports)
  func cardStackMatchesTheArticle(viewport: CarouselSize) {
    let count = 6
    let layout = CardStackLayout.cards(stackDepth: count)
    let pitch = viewport.width - 72 + 50
    for offset in stride(from: 0.0, through: Double(count - 1) * pitch, by: pitch / 5) {
      let reference = ArticleReference.cards(
        width: viewport.width, height: viewport.height, count: count, contentOffset: offset)
      let items = Self.items(layout, offset: offset, count: count, viewport: viewport)
      for item in items {
        let r = reference[item.index]
        #expect(Self.close(item.center.x, r.center.x), "offset \(offset) item \(item.index)")
        #expect(Self.close(item.center.y, r.center.y))
        #expect(Self.close(item.scale, r.scale))
        #expect(item.zIndex == r.zIndex)
      }
      // All cards at or right of the centre that show are in the pile.
      for r in reference where r.center.x == viewport.width / 2 && r.center.y - 100 * r.scale < viewport.height {
        #expect(items.contains { $0.index == r.index })
      }
    }
  }

  @Test func cardStackDepthBoundsThePile() {
    let layout = CardStackLayout.cards(stackDepth: 4)
    let viewport = CarouselSize(width: 375, height: 667)
    let items = Self.items(layout, offset: 0, count: 1_000_000, viewport: viewport)
    #expect(items.count == 5, "the centre card and 4 under it")
    #expect(items.map(\.index) == [0, 1, 2, 3, 4])
  }

  @Test(arguments: viewports)
  func wheelMatchesTheArticle(viewport: CarouselSize) {
    let layout = WheelLayout.wheel()
    let count = 20
    let drum = layout.drum(in: viewport)
    for offset in stride(from: 0.0, through: Double(count - 1) * drum.lengthPerItem, by: drum.lengthPerItem / 3) {
      let reference = ArticleReference.wheel(
        width: viewport.width, height: viewport.height, count: count, contentOffset: offset)
      // Looping reproduces the article's renumbering near the ends.
      let items = Self.items(layout, offset: offset, count: count, viewport: viewport, loop: true)
      #expect(!items.isEmpty)
      for item in items {
        let r = reference[item.index]
        #expect(Self.close(item.center.x, r.center.x), "offset \(offset) item \(item.index) position \(item.position)")
        #expect(Self.close(item.center.y, r.center.y))
        #expect(Self.close(item.rotation, r.angle))
        #expect(Self.close(item.scale, r.scale))
        #expect(item.zIndex == r.zIndex)
        #expect(Self.close(item.size.width, r.size.w) && item.size.height == 70)
        #expect(Self.close(item.arc!.outerRadius, r.outerRadius))
        #expect(Self.close(item.arc!.innerRadius, r.innerRadius))
        #expect(Self.close(item.arc!.angle, drum.anglePerItem))
      }
      // Every article item on the visible upper half with its centre inside is listed.
      for r in reference
      where abs(r.angle) < Double.pi / 2 && r.center.y < viewport.height && r.center.y > 0
        && r.center.x > 0 && r.center.x < viewport.width
      {
        #expect(items.contains { $0.index == r.index }, "offset \(offset) item \(r.index)")
      }
      let snapped = layout.snap(offset: offset, count: count, viewport: viewport, isLooping: false)!
      #expect(
        Self.close(
          snapped.offset, ArticleReference.wheelTarget(width: viewport.width, height: viewport.height, proposed: offset)
        ))
    }
  }

  @Test func wheelRadiusAndAngleInBothCases() {
    // h > w: a half circle of radius w.
    let tall = WheelLayout.wheel().drum(in: CarouselSize(width: 300, height: 400))
    #expect(tall.radius == 150 && tall.visibleAngle == Double.pi)
    #expect(tall.center == CarouselPoint(x: 150, y: 400))
    // h ≤ w: radius (w² + h²)/2h, angle 4 atan(h/w).
    let flat = WheelLayout.wheel().drum(in: CarouselSize(width: 400, height: 100))
    let expectedRadius: Double = (200.0 * 200 + 100 * 100) / 200
    #expect(flat.radius == expectedRadius)
    #expect(Self.close(flat.visibleAngle, 4 * Double.atan(0.5)))
    #expect(flat.center == CarouselPoint(x: 200, y: flat.radius))
    #expect(Self.close(flat.itemSize.width, 2 * flat.radius * Double.sin(flat.anglePerItem / 2)))
    #expect(Self.close(flat.innerRadius, (flat.radius - 70) / Double.cos(flat.anglePerItem / 2)))
    // The zoomed top item is 1.7×.
    var items: [ItemAttributes] = []
    WheelLayout.wheel().visibleItems(
      offset: 0, count: 10, viewport: CarouselSize(width: 400, height: 100), isLooping: true, into: &items)
    #expect(items.first { $0.position == 0 }?.scale == 1.7)
  }

  @Test func wheelLoopsForEverWithoutGaps() {
    let layout = WheelLayout.wheel()
    let viewport = CarouselSize(width: 375, height: 300)
    let L = layout.drum(in: viewport).lengthPerItem
    for k in [-1000, -3, 0, 7, 123_456] {
      let items = Self.items(layout, offset: Double(k) * L, count: 8, viewport: viewport, loop: true)
      let top = items.first { abs($0.rotation) < 1e-9 }
      #expect(top?.index == TrackPosition.index(of: k, count: 8))
      #expect(items.count >= 5)
      #expect(zip(items, items.dropFirst()).allSatisfy { $1.position == $0.position + 1 })
    }
  }
}
