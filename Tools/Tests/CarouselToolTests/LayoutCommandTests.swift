import CarouselCore
import Testing

@testable import CarouselTool

@Suite struct LayoutCommandTests {
  static func geometry(_ arguments: [String]) throws -> LayoutOptions { try LayoutOptions.parse(arguments) }

  @Test func itemJSONCarriesTheDocumentedKeysAndTheWheelsExtras() throws {
    let options = try Self.geometry(["--layout", "wheel", "--viewport", "375x300", "--count", "10", "--loop"])
    var items: [ItemAttributes] = []
    options.carouselLayout.visibleItems(offset: 0, count: 10, viewport: options.size, isLooping: true, into: &items)
    let json = try JSONValue.parse(LayoutCommand.json(items[0]))
    guard case .object(let members) = json else { return }
    #expect(
      members.map(\.0) == [
        "index", "position", "center", "size", "scale", "rotation", "zIndex", "alpha", "angle", "innerRadius",
        "outerRadius",
      ])
  }

  @Test func threeDimensionalItemsCarryTheirTransform() throws {
    let options = try Self.geometry(["--layout", "coverflow", "--viewport", "600x300", "--count", "9"])
    var items: [ItemAttributes] = []
    options.carouselLayout.visibleItems(offset: 0, count: 9, viewport: options.size, isLooping: false, into: &items)
    let json = try JSONValue.parse(LayoutCommand.json(items[0]))
    guard case .array(let entries)? = json["transform3D"] else {
      Issue.record("no transform3D")
      return
    }
    #expect(entries.count == 16)
  }

  /// `--axis vertical` turns a look: the rotary's current item at the viewport's centre, the
  /// next one below it (pitch 0.4 × 400 + 10 = 170 along y), turned about x; the scale pages by
  /// the viewport's height with its look unchanged.
  @Test func theAxisFlagTurnsTheLooksVertical() throws {
    let options = try Self.geometry([
      "--layout", "rotary", "--axis", "vertical", "--viewport", "300x400", "--count", "5",
    ])
    let layout = options.carouselLayout
    #expect(layout.axis == .vertical && layout is VerticalLayout<RotaryLayout>)
    var items: [ItemAttributes] = []
    layout.visibleItems(offset: 170, count: 5, viewport: options.size, isLooping: false, into: &items)
    let current = try #require(items.first { $0.index == 1 })
    let next = try #require(items.first { $0.index == 2 })
    #expect(current.center == CarouselPoint(x: 150, y: 200) && next.center.x == 150 && next.center.y > 200)
    let turn = try #require(next.transform)
    #expect(turn.m11 == 1 && turn.m23 != 0 && turn.m13 == 0)
    #expect(layout.anchors(count: 5, viewport: options.size, isLooping: false).offset(of: 1) == 170)

    let scale = try Self.geometry(["--layout", "scale", "--axis", "vertical", "--viewport", "300x400"]).carouselLayout
    #expect(
      scale.anchors(count: 5, viewport: CarouselSize(width: 300, height: 400), isLooping: false).offset(of: 1) == 400)
    let horizontal = try Self.geometry(["--layout", "rotary", "--viewport", "300x400"]).carouselLayout
    #expect(horizontal.axis == .horizontal && horizontal is RotaryLayout)
  }

  /// `--style coverFlow2 --axis vertical`: cover flow 2 turned vertical (iCarousel's
  /// `iCarouselTypeCoverFlow2` with `vertical = YES`) still flips with the driver's toggle.
  @Test func coverFlow2TurnsVerticalAndKeepsItsToggle() throws {
    let layout = try Self.geometry([
      "--layout", "coverflow", "--style", "coverFlow2", "--axis", "vertical", "--viewport", "300x400",
    ]).carouselLayout
    let vertical = try #require(layout as? VerticalLayout<CoverFlowLayout>)
    #expect(vertical.base.style == .coverFlow2 && vertical.mapping == .transposed)
    #expect(layout.axis == .vertical && layout.usesToggle)
  }

  @Test(arguments: LayoutKind.allCases)
  func everyLayoutBuildsWithItsDefaults(kind: LayoutKind) throws {
    let options = try Self.geometry(["--layout", kind.rawValue, "--viewport", "375x400", "--count", "7"])
    var items: [ItemAttributes] = []
    options.carouselLayout.visibleItems(offset: 0, count: 7, viewport: options.size, isLooping: false, into: &items)
    #expect(!items.isEmpty)
    #expect(items.contains { $0.index == 0 })
  }

  @Test func optionsKeepTheArticlesNames() throws {
    let selector = try Self.geometry([
      "--inset", "36", "--spacing", "100", "--item-height", "200", "--viewport", "375x400",
    ])
    let layout = try #require(selector.carouselLayout as? LinearLayout)
    #expect(layout.pitch(in: selector.size) == 375 - 72 + 100)
    #expect(layout.itemHeight == 200)
    let cards = try Self.geometry(["--layout", "cards", "--min-scale", "0.5", "--stack-depth", "6"])
    let stack = try #require(cards.carouselLayout as? CardStackLayout)
    #expect(stack.minScale == 0.5 && stack.stackDepth == 6 && stack.inset == 36)
    let pages = try Self.geometry([
      "--layout", "pages", "--page-sizes", "100,200", "--alignment", "center", "--axis", "horizontal",
    ])
    let pager = try #require(pages.carouselLayout as? PagesLayout)
    #expect(pager.sizes == [100, 200] && pager.alignment == .center && pager.axis == .horizontal)
  }

  @Test(arguments: [
    ["--layout", "cards", "--min-scale", "0"], ["--layout", "cards", "--stack-depth", "0"], ["--visible-items", "0"],
    ["--max-scale", "0.5"], ["--item-fraction", "1.5"], ["--item-height", "-1"], ["--page-sizes", ""],
    ["--axis", "diagonal"],
  ])
  func refusesBadLayoutOptions(arguments: [String]) {
    #expect(throws: (any Error).self) { try LayoutOptions.parse(arguments) }
  }

  @Test func renderDrawsEveryVisibleItem() throws {
    let options = try CarouselOptions.parse(["--layout", "wheel", "--viewport", "375x300", "--count", "10", "--loop"])
    var items: [ItemAttributes] = []
    options.geometry.carouselLayout.visibleItems(
      offset: 0, count: 10, viewport: options.geometry.size, isLooping: true, into: &items)
    let svg = SVGRenderer.frame(
      items: items, layout: options.geometry.carouselLayout, viewport: options.geometry.size, x: 0, y: 0,
      caption: "wheel")
    #expect(svg.components(separatedBy: "<path").count - 1 == items.count, "one arc-shaped sector per item")
  }

  /// The effects a layout asks for are SVG filters: `.scale(.blur)` in a 400-pt viewport at
  /// rest blurs its two neighbours (4 pt, a Gaussian blur of that standard deviation) and
  /// shadows all three cards (black, opacity 0.1); the centre card is not blurred.
  @Test func renderDrawsTheItemsEffectsAsFilters() throws {
    let options = try CarouselOptions.parse(["--layout", "scale", "--preset", "blur", "--viewport", "400x300"])
    let layout = options.geometry.carouselLayout
    var items: [ItemAttributes] = []
    layout.visibleItems(offset: 800, count: 5, viewport: options.geometry.size, isLooping: false, into: &items)
    #expect(items.map(\.index) == [1, 2, 3])
    let svg = SVGRenderer.frame(items: items, layout: layout, viewport: options.geometry.size, x: 0, y: 0, caption: nil)
    #expect(svg.components(separatedBy: "<feGaussianBlur stdDeviation=\"4\"/>").count - 1 == 2)
    #expect(svg.components(separatedBy: "<feDropShadow").count - 1 == 3)
    #expect(svg.contains("flood-opacity=\"0.1\""))
    #expect(svg.components(separatedBy: "filter=\"url(#fx0_").count - 1 == 3)
    let none = SVGRenderer.effectsFilter(.none, id: "x")
    #expect(none == nil)
  }

  /// A sliced item is drawn piece by piece: `.snapshot(.grid)` half a page away is 10 × 4
  /// pieces, each a rectangle of its own; at rest the card is one rectangle.
  @Test func renderDrawsSnapshotPieces() throws {
    let options = try CarouselOptions.parse(["--layout", "snapshot", "--preset", "grid", "--viewport", "400x300"])
    let layout = options.geometry.carouselLayout
    let viewport = options.geometry.size
    let moving = try #require(layout.attributes(at: 1, offset: 200, count: 5, viewport: viewport))
    let svg = SVGRenderer.shape(moving, layout: layout, viewport: viewport)
    #expect(svg.components(separatedBy: "<rect").count - 1 == 40)
    let rest = try #require(layout.attributes(at: 0, offset: 0, count: 5, viewport: viewport))
    #expect(SVGRenderer.shape(rest, layout: layout, viewport: viewport).components(separatedBy: "<rect").count - 1 == 1)
  }

  @Test func benchMeasuresAPositiveTimeWithBoundedViews() throws {
    let options = try Self.geometry(["--layout", "linear", "--count", "1000000", "--loop"])
    let result = BenchCommand.measure(options.carouselLayout, options: options, frames: 500)
    #expect(result.nsPerFrame > 0)
    #expect(result.slots == 3)
  }
}
