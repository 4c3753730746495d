import CarouselCore

/// The use cases the playground shows, one live demo each.
///
/// Each demo's layout is written once, in ``layout``; the Swift code and the `carousel
/// simulate` flags that describe it (``layoutCode``, ``toolLayoutArguments``) are constants
/// here because the page's WebAssembly build has no layout descriptions (they live in the
/// tools' `CarouselLayoutDescriptions`); `DemoKindTests` derives both from the descriptions
/// and checks that they match.
package enum DemoKind: Int, Sendable, Hashable, CaseIterable {
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
  /// A `UIPickerView`-like drum picker: rows on a cylinder, seen in perspective.
  case drum
  /// iCarousel's looks (``looks``), chosen in the panel (``DemoSettings/look``).
  case icarousel
  /// FSPagerView's transformer looks (``PagerTransformLayout``), one at a time, chosen in the
  /// panel (``DemoSettings/look``, ``looks``).
  case fspager
  /// CollectionViewPagingLayout's looks: the presets of its three families (``ScaleLayout``,
  /// ``StackLayout``, ``SnapshotLayout``), one at a time, chosen in the panel
  /// (``DemoSettings/look``, ``looks``).
  case cvpl

  /// The demo's name in the page (`data-demo`).
  package var name: String {
    switch self {
    case .banners: return "banners"
    case .selector: return "selector"
    case .cards: return "cards"
    case .wheel: return "wheel"
    case .pages: return "pages"
    case .fullpage: return "fullpage"
    case .drum: return "drum"
    case .icarousel: return "icarousel"
    case .fspager: return "fspager"
    case .cvpl: return "cvpl"
    }
  }

  /// A short title for the page.
  package var title: String {
    switch self {
    case .banners: return "Infinite banners"
    case .selector: return "Centred selector"
    case .cards: return "Card stack"
    case .wheel: return "Wheel"
    case .pages: return "Pages of different sizes"
    case .fullpage: return "Full-page infinite paging"
    case .drum: return "Drum picker"
    case .icarousel: return "iCarousel looks"
    case .fspager: return "FSPagerView looks"
    case .cvpl: return "CollectionViewPagingLayout looks"
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
    case .drum: return "Rows on a cylinder like UIPickerView's; rests on the nearest row, clicks as rows pass."
    case .icarousel:
      return
        "iCarousel's rotary, cylinder, wheel and time machine, each inverted too, and cover flow 2: choose in Tune."
    case .fspager: return "FSPagerView's nine transformers as styles of .pager; choose one in the panel."
    case .cvpl: return "CollectionViewPagingLayout's scale, stack and snapshot presets; choose one in the panel."
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
    case .drum: return CarouselSize(width: 375, height: 216)
    case .icarousel: return CarouselSize(width: 375, height: 260)
    case .fspager: return CarouselSize(width: 375, height: 240)
    case .cvpl: return CarouselSize(width: 375, height: 260)
    }
  }

  /// The settings the demo starts with.
  package var defaultSettings: DemoSettings {
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
    case .drum:
      return DemoSettings(count: 60, behavior: ScrollBehavior(snapping: .nearest, decelerationRate: .normal))
    case .icarousel:
      return DemoSettings(
        count: 20, behavior: ScrollBehavior(isLooping: true, snapping: .nearest, decelerationRate: .normal),
        look: Self.defaultICarouselLook)
    case .fspager:
      return DemoSettings(
        count: 7, behavior: ScrollBehavior(isLooping: true, snapping: .paging, decelerationRate: .fast))
    case .cvpl:
      return DemoSettings(count: 9, behavior: ScrollBehavior(snapping: .paging, decelerationRate: .fast))
    }
  }

  /// The page sizes of the `pages` demo, repeated over the items.
  package static let pageSizes: [Double] = [320, 200, 440, 260, 380]

  /// The scroll axis.
  package var axis: ScrollAxis { self == .pages || self == .drum ? .vertical : .horizontal }

  /// The demo's layout, the one place its constants are written.
  package var layout: AnyCarouselLayout {
    switch self {
    case .banners: return AnyCarouselLayout(.linear(itemSize: .inset(16), spacing: 8))
    case .selector: return AnyCarouselLayout(.linear(itemSize: .inset(36), spacing: 100, itemHeight: 200))
    case .cards: return AnyCarouselLayout(.cards(inset: 36, spacing: 50, itemHeight: 200))
    case .wheel: return AnyCarouselLayout(.wheel(visibleItems: 5, itemHeight: 70, maxScale: 1.7))
    case .pages: return AnyCarouselLayout(.pages(Self.pageSizes, axis: .vertical))
    case .fullpage: return AnyCarouselLayout(.linear(itemSize: .inset(0), spacing: 0))
    case .drum: return AnyCarouselLayout(.drum(rowHeight: 36))
    case .icarousel: return layout(look: Self.defaultICarouselLook)
    case .fspager, .cvpl: return layout(look: 0)
    }
  }

  /// ``layout`` as Swift code (the static factory call that makes it, as the layout
  /// descriptions write it).
  package var layoutCode: String {
    switch self {
    case .banners: return ".linear(itemSize: .inset(16), spacing: 8)"
    case .selector: return ".linear(itemSize: .inset(36), spacing: 100, itemHeight: 200)"
    case .cards: return ".cards(inset: 36, spacing: 50, itemHeight: 200)"
    case .wheel: return ".wheel(visibleItems: 5, itemHeight: 70, maxScale: 1.7)"
    case .pages: return ".pages([320, 200, 440, 260, 380], axis: .vertical)"
    case .fullpage: return ".linear(itemSize: .inset(0), spacing: 0)"
    case .drum: return ".drum(rowHeight: 36)"
    case .icarousel: return layoutCode(look: Self.defaultICarouselLook)
    case .fspager, .cvpl: return layoutCode(look: 0)
    }
  }

  /// ``layout`` as `carousel simulate` flags (the layout descriptions' tool flags).
  package var toolLayoutArguments: [String] {
    switch self {
    case .banners: return ["--layout", "linear", "--inset", "16", "--spacing", "8"]
    case .selector: return ["--layout", "linear", "--inset", "36", "--spacing", "100", "--item-height", "200"]
    case .cards: return ["--layout", "cards", "--inset", "36", "--spacing", "50", "--item-height", "200"]
    case .wheel: return ["--layout", "wheel", "--visible-items", "5", "--item-height", "70", "--max-scale", "1.7"]
    case .pages: return ["--layout", "pages", "--page-sizes", "320,200,440,260,380", "--axis", "vertical"]
    case .fullpage: return ["--layout", "linear", "--inset", "0", "--spacing", "0"]
    case .drum: return ["--layout", "drum", "--item-height", "36"]
    case .icarousel: return toolLayoutArguments(look: Self.defaultICarouselLook)
    case .fspager, .cvpl: return toolLayoutArguments(look: 0)
    }
  }

  // MARK: - Looks

  /// One look of a demo that has several: its name in the panel, its layout, and the layout
  /// as Swift code and as `carousel simulate` flags (checked against the layout descriptions
  /// as ``layoutCode`` is).
  package struct Look: Sendable {
    package var name: String
    package var layout: AnyCarouselLayout
    package var code: String
    package var arguments: [String]

    init<Layout: CarouselLayout>(name: String, layout: Layout, code: String, arguments: [String]) {
      self.name = name
      self.layout = AnyCarouselLayout(layout)
      self.code = code
      self.arguments = arguments
    }
  }

  /// The looks the panel offers (``DemoSettings/look`` numbers them): FSPagerView's nine
  /// styles for ``fspager``, with the item sizes of FSPagerView's example
  /// (`TransformerExampleViewController`) as fractions of the 375-pt stage (the tool has no
  /// absolute item width), and the cube vertical; iCarousel's nine looks and two more turned
  /// vertical (`vertical = YES`) for ``icarousel``; CollectionViewPagingLayout's
  /// 22 named presets for ``cvpl``; none for the other demos.
  package var looks: [Look] {
    switch self {
    case .fspager: return Self.pagerLooks
    case .icarousel: return Self.iCarouselLooks
    case .cvpl: return Self.pagingLooks
    default: return []
    }
  }

  /// The look the `icarousel` demo starts with: the cylinder.
  package static let defaultICarouselLook = 2

  /// iCarousel's looks, in the panel's order, named as iCarousel names its types
  /// (`iCarouselTypeCylinder`).
  private static let iCarouselLooks: [Look] = [
    Look(
      name: "iCarouselTypeRotary", layout: AnyCarouselLayout(.rotary()), code: ".rotary()",
      arguments: ["--layout", "rotary", "--item-fraction", "0.4"]),
    Look(
      name: "iCarouselTypeInvertedRotary", layout: AnyCarouselLayout(.rotary(inverted: true)),
      code: ".rotary(inverted: true)",
      arguments: ["--layout", "rotary", "--item-fraction", "0.4", "--inverted"]),
    Look(
      name: "iCarouselTypeCylinder", layout: AnyCarouselLayout(.cylinder()), code: ".cylinder()",
      arguments: ["--layout", "cylinder", "--item-fraction", "0.4"]),
    Look(
      name: "iCarouselTypeInvertedCylinder", layout: AnyCarouselLayout(.cylinder(inverted: true)),
      code: ".cylinder(inverted: true)",
      arguments: ["--layout", "cylinder", "--item-fraction", "0.4", "--inverted"]),
    Look(
      name: "iCarouselTypeWheel", layout: AnyCarouselLayout(.ring()), code: ".ring()",
      arguments: ["--layout", "ring", "--item-fraction", "0.4"]),
    Look(
      name: "iCarouselTypeInvertedWheel", layout: AnyCarouselLayout(.ring(inverted: true)),
      code: ".ring(inverted: true)", arguments: ["--layout", "ring", "--item-fraction", "0.4", "--inverted"]),
    Look(
      name: "iCarouselTypeTimeMachine", layout: AnyCarouselLayout(.timeMachine()), code: ".timeMachine()",
      arguments: ["--layout", "timemachine", "--item-fraction", "0.5"]),
    Look(
      name: "iCarouselTypeInvertedTimeMachine", layout: AnyCarouselLayout(.timeMachine(inverted: true)),
      code: ".timeMachine(inverted: true)",
      arguments: ["--layout", "timemachine", "--item-fraction", "0.5", "--inverted"]),
    // The items flip with the driver's toggle (LayoutToggle): the engine asks for the frames.
    Look(
      name: "iCarouselTypeCoverFlow2", layout: AnyCarouselLayout(.coverFlow(style: .coverFlow2)),
      code: ".coverFlow(style: .coverFlow2)",
      arguments: ["--layout", "coverflow", "--item-fraction", "0.5", "--style", "coverFlow2"]),
    // iCarousel's `vertical = YES`: the look turned as iCarousel turns it (VerticalLayout).
    Look(
      name: "iCarouselTypeCylinder, vertical = YES", layout: CylinderLayout.cylinder().vertical(),
      code: ".cylinder().vertical()",
      arguments: ["--layout", "cylinder", "--item-fraction", "0.4", "--axis", "vertical"]),
    Look(
      name: "iCarouselTypeWheel, vertical = YES", layout: RingLayout.ring().vertical(), code: ".ring().vertical()",
      arguments: ["--layout", "ring", "--item-fraction", "0.4", "--axis", "vertical"]),
  ]

  private static let pagerLooks: [Look] = [
    Look(
      name: "Cross fading", layout: AnyCarouselLayout(.pager(.crossFading)), code: ".pager(.crossFading)",
      arguments: ["--layout", "pager", "--style", "crossFading", "--item-fraction", "1"]),
    Look(
      name: "Zoom out", layout: AnyCarouselLayout(.pager(.zoomOut)), code: ".pager(.zoomOut)",
      arguments: ["--layout", "pager", "--style", "zoomOut", "--item-fraction", "1"]),
    Look(
      name: "Depth", layout: AnyCarouselLayout(.pager(.depth)), code: ".pager(.depth)",
      arguments: ["--layout", "pager", "--style", "depth", "--item-fraction", "1"]),
    Look(
      name: "Overlap", layout: AnyCarouselLayout(.pager(.overlap, itemSize: .fraction(0.6), itemHeight: 180)),
      code: ".pager(.overlap, itemSize: .fraction(0.6), itemHeight: 180)",
      arguments: ["--layout", "pager", "--style", "overlap", "--item-fraction", "0.6", "--item-height", "180"]),
    Look(
      name: "Linear", layout: AnyCarouselLayout(.pager(.linear, itemSize: .fraction(0.6), itemHeight: 180)),
      code: ".pager(.linear, itemSize: .fraction(0.6), itemHeight: 180)",
      arguments: ["--layout", "pager", "--style", "linear", "--item-fraction", "0.6", "--item-height", "180"]),
    Look(
      name: "Cover flow", layout: AnyCarouselLayout(.pager(.coverFlow, itemSize: .fraction(0.58), itemHeight: 170)),
      code: ".pager(.coverFlow, itemSize: .fraction(0.58), itemHeight: 170)",
      arguments: ["--layout", "pager", "--style", "coverFlow", "--item-fraction", "0.58", "--item-height", "170"]),
    Look(
      name: "Ferris wheel",
      layout: AnyCarouselLayout(.pager(.ferrisWheel(inverted: false), itemSize: .fraction(0.48), itemHeight: 140)),
      code: ".pager(.ferrisWheel(inverted: false), itemSize: .fraction(0.48), itemHeight: 140)",
      arguments: ["--layout", "pager", "--style", "ferrisWheel", "--item-fraction", "0.48", "--item-height", "140"]),
    Look(
      name: "Inverted ferris wheel",
      layout: AnyCarouselLayout(.pager(.ferrisWheel(inverted: true), itemSize: .fraction(0.48), itemHeight: 140)),
      code: ".pager(.ferrisWheel(inverted: true), itemSize: .fraction(0.48), itemHeight: 140)",
      arguments: [
        "--layout", "pager", "--style", "invertedFerrisWheel", "--item-fraction", "0.48", "--item-height", "140",
      ]),
    Look(
      name: "Cubic", layout: AnyCarouselLayout(.pager(.cubic, itemSize: .fraction(0.9), itemHeight: 216)),
      code: ".pager(.cubic, itemSize: .fraction(0.9), itemHeight: 216)",
      arguments: ["--layout", "pager", "--style", "cubic", "--item-fraction", "0.9", "--item-height", "216"]),
    // FSPagerView's `scrollDirection = .vertical` (VerticalLayout): the item size runs along y.
    Look(
      name: "Cubic, vertical",
      layout: PagerTransformLayout.pager(.cubic, itemSize: .fraction(0.9), itemHeight: 216).vertical(),
      code: ".pager(.cubic, itemSize: .fraction(0.9), itemHeight: 216).vertical()",
      arguments: [
        "--layout", "pager", "--style", "cubic", "--item-fraction", "0.9", "--item-height", "216", "--axis", "vertical",
      ]),
  ]

  /// CollectionViewPagingLayout's named presets of its three families, in its order (the
  /// core's ``ScaleLayout/Options/named`` and the others, without `default`), at the layouts'
  /// default sizes. The snapshot looks draw a card off centre as its pieces (render.js
  /// `placePieces`: clipped copies of the card, from the pieces the update carries).
  private static let pagingLooks: [Look] = [
    Look(
      name: "Scale, linear", layout: .scale(.linear), code: ".scale(.linear)",
      arguments: ["--layout", "scale", "--preset", "linear", "--item-fraction", "0.6"]),
    Look(
      name: "Scale, ease in", layout: .scale(.easeIn), code: ".scale(.easeIn)",
      arguments: ["--layout", "scale", "--preset", "easeIn", "--item-fraction", "0.6"]),
    Look(
      name: "Scale, ease out", layout: .scale(.easeOut), code: ".scale(.easeOut)",
      arguments: ["--layout", "scale", "--preset", "easeOut", "--item-fraction", "0.6"]),
    Look(
      name: "Scale, blurred sides", layout: .scale(.blur), code: ".scale(.blur)",
      arguments: ["--layout", "scale", "--preset", "blur", "--item-fraction", "0.6"]),
    Look(
      name: "Scale, rotary", layout: .scale(.rotary), code: ".scale(.rotary)",
      arguments: ["--layout", "scale", "--preset", "rotary", "--item-fraction", "0.6"]),
    Look(
      name: "Scale, cylinder", layout: .scale(.cylinder), code: ".scale(.cylinder)",
      arguments: ["--layout", "scale", "--preset", "cylinder", "--item-fraction", "0.6"]),
    Look(
      name: "Scale, inverted cylinder", layout: .scale(.invertedCylinder), code: ".scale(.invertedCylinder)",
      arguments: ["--layout", "scale", "--preset", "invertedCylinder", "--item-fraction", "0.6"]),
    Look(
      name: "Scale, cover flow", layout: .scale(.coverFlow), code: ".scale(.coverFlow)",
      arguments: ["--layout", "scale", "--preset", "coverFlow", "--item-fraction", "0.6"]),
    Look(
      name: "Stack, transparent", layout: .stack(.transparent), code: ".stack(.transparent)",
      arguments: ["--layout", "stack", "--preset", "transparent", "--item-fraction", "0.7"]),
    Look(
      name: "Stack, perspective", layout: .stack(.perspective), code: ".stack(.perspective)",
      arguments: ["--layout", "stack", "--preset", "perspective", "--item-fraction", "0.7"]),
    Look(
      name: "Stack, fan", layout: .stack(.rotary), code: ".stack(.rotary)",
      arguments: ["--layout", "stack", "--preset", "rotary", "--item-fraction", "0.7"]),
    Look(
      name: "Stack, vortex", layout: .stack(.vortex), code: ".stack(.vortex)",
      arguments: ["--layout", "stack", "--preset", "vortex", "--item-fraction", "0.7"]),
    Look(
      name: "Stack, reverse", layout: .stack(.reverse), code: ".stack(.reverse)",
      arguments: ["--layout", "stack", "--preset", "reverse", "--item-fraction", "0.7"]),
    Look(
      name: "Stack, blur", layout: .stack(.blur), code: ".stack(.blur)",
      arguments: ["--layout", "stack", "--preset", "blur", "--item-fraction", "0.7"]),
    Look(
      name: "Snapshot, grid", layout: .snapshot(.grid), code: ".snapshot(.grid)",
      arguments: ["--layout", "snapshot", "--preset", "grid", "--item-fraction", "0.7"]),
    Look(
      name: "Snapshot, space", layout: .snapshot(.space), code: ".snapshot(.space)",
      arguments: ["--layout", "snapshot", "--preset", "space", "--item-fraction", "0.7"]),
    Look(
      name: "Snapshot, chess", layout: .snapshot(.chess), code: ".snapshot(.chess)",
      arguments: ["--layout", "snapshot", "--preset", "chess", "--item-fraction", "0.7"]),
    Look(
      name: "Snapshot, tiles", layout: .snapshot(.tiles), code: ".snapshot(.tiles)",
      arguments: ["--layout", "snapshot", "--preset", "tiles", "--item-fraction", "0.7"]),
    Look(
      name: "Snapshot, lines", layout: .snapshot(.lines), code: ".snapshot(.lines)",
      arguments: ["--layout", "snapshot", "--preset", "lines", "--item-fraction", "0.7"]),
    Look(
      name: "Snapshot, bars", layout: .snapshot(.bars), code: ".snapshot(.bars)",
      arguments: ["--layout", "snapshot", "--preset", "bars", "--item-fraction", "0.7"]),
    Look(
      name: "Snapshot, puzzle", layout: .snapshot(.puzzle), code: ".snapshot(.puzzle)",
      arguments: ["--layout", "snapshot", "--preset", "puzzle", "--item-fraction", "0.7"]),
    Look(
      name: "Snapshot, fade", layout: .snapshot(.fade), code: ".snapshot(.fade)",
      arguments: ["--layout", "snapshot", "--preset", "fade", "--item-fraction", "0.7"]),
  ]

  /// The look numbered `look` (clamped to the demo's looks), `nil` for a demo without looks.
  private func look(_ look: Int) -> Look? {
    let looks = self.looks
    return looks.isEmpty ? nil : looks[min(max(look, 0), looks.count - 1)]
  }

  /// The demo's layout in look `look` (``layout`` for a demo without looks).
  package func layout(look: Int) -> AnyCarouselLayout {
    self.look(look)?.layout ?? layout
  }

  /// ``layout(look:)`` as Swift code.
  package func layoutCode(look: Int) -> String { self.look(look)?.code ?? layoutCode }

  /// ``layout(look:)`` as `carousel simulate` flags.
  package func toolLayoutArguments(look: Int) -> [String] { self.look(look)?.arguments ?? toolLayoutArguments }

  /// Makes the demo's driver: the same `CarouselDriver` the UIKit and SwiftUI front ends run,
  /// configured as `carousel simulate --input touch` replays it (no prefetching, a tap
  /// reported without scrolling to the item).
  func makeDriver(
    settings: DemoSettings, viewport: CarouselSize, index: Int = 0, time: Double
  ) -> CarouselDriver<AnyCarouselLayout> {
    CarouselDriver(
      CarouselConfiguration(
        layout: layout(look: settings.look), viewport: viewport, behavior: settings.behavior, prefetchDistance: 0,
        scrollsToTappedItem: false
      ),
      count: settings.count, index: index, time: time)
  }
}
