import ArgumentParser
import CarouselCore
import Foundation

/// A viewport size written `WIDTHxHEIGHT` in points, for example `375x200`.
struct ViewportSize: ExpressibleByArgument, Sendable, Equatable {
  var width: Double
  var height: Double

  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite, w > 0, h > 0
    else { return nil }
    self.init(width: w, height: h)
  }

  var defaultValueDescription: String { "\(JSONWriter.number(width))x\(JSONWriter.number(height))" }
}

/// A deceleration rate: `normal` (0.998), `fast` (0.99) or a per-millisecond factor.
struct RateArgument: ExpressibleByArgument, Sendable, Equatable {
  var rate: DecelerationRate

  init(_ rate: DecelerationRate) { self.rate = rate }

  init?(argument: String) {
    switch argument.lowercased() {
    case "normal": rate = .normal
    case "fast": rate = .fast
    default:
      guard let value = Double(argument), value.isFinite, DecelerationRate.validRange.contains(value) else {
        return nil
      }
      rate = DecelerationRate(perMillisecond: value)
    }
  }

  var defaultValueDescription: String { String(rate.perMillisecond) }
}

/// The layouts the tool knows.
enum LayoutKind: String, ExpressibleByArgument, CaseIterable, Sendable {
  case linear, cards, wheel, pages, coverflow, rotary, drum
}

/// The snapping policies, as written on the command line: the core's one snap kind.
extension SnapPolicy.Kind: @retroactive ExpressibleByArgument {}

extension ScrollAxis: @retroactive ExpressibleByArgument {}
extension SnapAnchors.Alignment: @retroactive ExpressibleByArgument {}

/// A comma-separated list of page lengths in points, for example `300,120,500`.
struct PageSizes: ExpressibleByArgument, Sendable, Equatable {
  var sizes: [Double]
  init(_ sizes: [Double]) { self.sizes = sizes }
  init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
    let sizes = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard !parts.isEmpty, sizes.count == parts.count, sizes.allSatisfy({ $0.isFinite && $0 > 0 }) else { return nil }
    self.sizes = sizes
  }
  var defaultValueDescription: String { sizes.map { JSONWriter.number($0) }.joined(separator: ",") }
}

/// The layout and its geometry: shared by every command. Option names follow the articles.
struct LayoutOptions: ParsableArguments {
  @Option(help: "The layout: \(LayoutKind.allCases.map(\.rawValue).joined(separator: ", ")).")
  var layout: LayoutKind = .linear

  @Option(help: "The viewport size in points, WIDTHxHEIGHT.")
  var viewport: ViewportSize = ViewportSize(width: 375, height: 200)

  @Option(parsing: .unconditional, help: "The number of items.")
  var count: Int = 5

  @Flag(inversion: .prefixedNo, help: "Make the track infinite and cyclic (or not: --no-loop).")
  var loop = false

  @Option(
    parsing: .unconditional,
    help:
      "linear, cards: the side inset of the centred item, in points (item width = width − 2 × inset; default 16, cards 36)."
  )
  var inset: Double?

  @Option(
    parsing: .unconditional,
    help: "linear, cards, rotary: the space between items, in points (default 8, cards 50, rotary 10).")
  var spacing: Double?

  @Option(
    parsing: .unconditional,
    help:
      "linear, cards, wheel, drum: the item height in points (default: full height, cards 200, wheel 70, drum rows 32). Linear and cards: drawing only (render), simulate's output does not depend on it; wheel and drum: the anchors' spacing."
  )
  var itemHeight: Double?

  @Option(
    parsing: .unconditional,
    help: "linear, coverflow, rotary: item width as a fraction of the viewport (overrides --inset).")
  var itemFraction: Double?

  @Option(
    parsing: .unconditional,
    help: "cards: the smallest scale in the pile. Drawing only (render): simulate's output does not depend on it.")
  var minScale: Double = 0.4

  @Option(parsing: .unconditional, help: "cards: how many cards the pile shows under the centre card.")
  var stackDepth: Int = 4

  @Option(parsing: .unconditional, help: "wheel: the number of items on the visible arc.")
  var visibleItems: Int = 5

  @Option(
    parsing: .unconditional,
    help: "wheel: the zoom of the item at the top. Drawing only (render): simulate's output does not depend on it.")
  var maxScale: Double = 1.7

  @Option(parsing: .unconditional, help: "drum: the drum's radius in points (default: half the viewport's height).")
  var radius: Double?

  @Option(help: "pages: the page lengths in points, comma-separated.")
  var pageSizes: PageSizes = PageSizes([300, 120, 500, 80, 200])

  @Option(help: "linear, pages: the scroll axis, horizontal or vertical (default horizontal; pages vertical).")
  var axis: ScrollAxis?

  @Option(help: "pages: how pages rest, leading or center.")
  var alignment: SnapAnchors.Alignment = .leading

  mutating func validate() throws {
    func check(_ ok: Bool, _ message: @autoclosure () -> String) throws {
      if !ok { throw ValidationError(message()) }
    }
    try check(count >= 0, "--count must be ≥ 0 (got \(count))")
    try check(count <= ToolLimits.count, "--count must be at most \(ToolLimits.count) (got \(count))")
    try check(
      layout != .pages || count <= ToolLimits.pages,
      "--count must be at most \(ToolLimits.pages) with --layout pages (got \(count))")
    let (minimum, maximum) = (ToolLimits.minimumLength, ToolLimits.length)
    try check(
      (minimum...maximum).contains(viewport.width) && (minimum...maximum).contains(viewport.height),
      "--viewport sides must be between 0.01 and 1000000 points (got \(viewport.defaultValueDescription))")
    if let inset {
      try check(inset.isFinite && inset >= 0, "--inset must be a finite number ≥ 0 (got \(inset))")
      try check(inset <= maximum, "--inset must be at most 1000000 points (got \(inset))")
      try check(
        viewport.width - 2 * inset > 0,
        "--inset \(inset) leaves no room for an item in a \(viewport.width)-pt wide viewport (item width = width − 2 × inset)"
      )
    }
    if let spacing {
      try check(spacing.isFinite && spacing >= 0, "--spacing must be a finite number ≥ 0 (got \(spacing))")
      try check(spacing <= maximum, "--spacing must be at most 1000000 points (got \(spacing))")
    }
    if let itemHeight {
      try check(itemHeight.isFinite && itemHeight > 0, "--item-height must be a positive number (got \(itemHeight))")
      try check(
        (minimum...maximum).contains(itemHeight),
        "--item-height must be between 0.01 and 1000000 points (got \(itemHeight))")
    }
    try check(
      pageSizes.sizes.allSatisfy { (minimum...maximum).contains($0) },
      "--page-sizes must be between 0.01 and 1000000 points each (got \(Quoting.bounded(pageSizes.defaultValueDescription)))"
    )
    if let itemFraction {
      try check(
        itemFraction.isFinite && itemFraction > 0 && itemFraction <= 1,
        "--item-fraction must be in (0, 1] (got \(itemFraction))")
    }
    try check(minScale.isFinite && minScale > 0 && minScale <= 1, "--min-scale must be in (0, 1] (got \(minScale))")
    try check(
      stackDepth >= 1 && stackDepth <= ToolLimits.stackDepth,
      "--stack-depth must be in 1…\(ToolLimits.stackDepth) (got \(stackDepth))")
    try check(visibleItems >= 1 && visibleItems <= 100, "--visible-items must be in 1…100 (got \(visibleItems))")
    try check(maxScale.isFinite && maxScale >= 1 && maxScale <= 10, "--max-scale must be in 1…10 (got \(maxScale))")
    if let radius {
      try check(
        radius.isFinite && (minimum...maximum).contains(radius),
        "--radius must be between 0.01 and 1000000 points (got \(radius))")
    }
    if layout == .wheel, let itemHeight {
      let radius = WheelLayout(visibleItems: visibleItems).drum(in: size).radius
      try check(
        itemHeight < radius,
        "--item-height \(itemHeight) must be smaller than the drum's radius \(radius) in this viewport")
    }
    try checkVisibleItems()
  }

  /// Refuses geometry whose anchors are closer than ``ToolLimits/minimumLength`` or that would
  /// show more than ``ToolLimits/visibleItems`` items at once: the viewport length over the
  /// smallest distance between neighbouring anchors (one cycle of the page sizes), or the
  /// count without `--loop`. O(number of page sizes).
  private func checkVisibleItems() throws {
    let (pitch, length, visible, bounded) = visibleItemsEstimate
    guard pitch.isFinite, pitch >= ToolLimits.minimumLength else {
      throw ValidationError(
        "the layout's anchors are \(pitch) points apart, closer than 0.01 points (the limit): enlarge the items (--item-fraction, --inset, --spacing, --page-sizes)"
      )
    }
    guard bounded <= Double(ToolLimits.visibleItems) else {
      throw ValidationError(
        "the layout would show about \(JSONWriter.number(visible)) items at once (anchors \(JSONWriter.number(pitch)) points apart in a \(JSONWriter.number(length))-point --viewport); at most \(ToolLimits.visibleItems) may be visible: enlarge the items (--item-fraction, --inset, --spacing, --page-sizes) or shrink --viewport"
      )
    }
  }

  /// How many items the layout shows at once, at most: the viewport length over the smallest
  /// distance between neighbouring anchors (`pitch`, one cycle of the page sizes) plus one,
  /// and `bounded`, the same limited to the count without `--loop`. O(number of page sizes).
  var visibleItemsEstimate: (pitch: Double, length: Double, visible: Double, bounded: Double) {
    let layout = carouselLayout
    let probe = self.layout == .pages ? pageSizes.sizes.count + 1 : 2
    let anchors = layout.anchors(count: probe, viewport: size, isLooping: true)
    var pitch = Double.infinity
    for p in 0..<(probe - 1) { pitch = min(pitch, anchors.offset(of: p + 1) - anchors.offset(of: p)) }
    let length = layout.axis.length(of: size)
    let visible = (length / pitch).rounded(.up) + 1
    return (pitch, length, visible, loop ? visible : min(visible, Double(count)))
  }

  var size: CarouselSize { CarouselSize(width: viewport.width, height: viewport.height) }

  private var itemSize: LinearLayout.ItemSize? {
    if let itemFraction { return .fraction(itemFraction) }
    return inset.map { .inset($0) }
  }

  /// The layout the options describe.
  /// The layout the flags describe: the layout's own defaults (the articles' constants),
  /// with what the flags set on top, so the defaults are written once, in the core.
  var carouselLayout: any CarouselLayout {
    switch layout {
    case .linear:
      var linear = LinearLayout(itemHeight: itemHeight)
      if let itemSize { linear.itemSize = itemSize }
      if let spacing { linear.spacing = spacing }
      if let axis { linear.axis = axis }
      return linear
    case .cards:
      var cards = CardStackLayout(minScale: minScale, stackDepth: stackDepth)
      if let inset { cards.inset = inset }
      if let spacing { cards.spacing = spacing }
      if let itemHeight { cards.itemHeight = itemHeight }
      return cards
    case .wheel:
      var wheel = WheelLayout(visibleItems: visibleItems, maxScale: maxScale)
      if let itemHeight { wheel.itemHeight = itemHeight }
      return wheel
    case .pages:
      let pages = PagesLayout(sizes: pageSizes.sizes)
      return PagesLayout(
        sizes: pages.sizes, spacing: spacing ?? pages.spacing, axis: axis ?? pages.axis, alignment: alignment)
    case .coverflow:
      var coverFlow = CoverFlowLayout(itemHeight: itemHeight)
      if let itemSize { coverFlow.itemSize = itemSize }
      return coverFlow
    case .rotary:
      var rotary = RotaryLayout(itemHeight: itemHeight)
      if let itemSize { rotary.itemSize = itemSize }
      if let spacing { rotary.spacing = spacing }
      return rotary
    case .drum:
      var drum = DrumLayout(radius: radius)
      if let itemHeight { drum.rowHeight = itemHeight }
      return drum
    }
  }

}

/// Options of the commands that run the engine.
struct CarouselOptions: ParsableArguments {
  @OptionGroup var geometry: LayoutOptions

  @Option(help: "The snapping policy: free, nearest or paging.")
  var snap: SnapPolicy.Kind = .nearest

  @Option(parsing: .unconditional, help: "With --snap paging: the most items one gesture may move (default 1).")
  var maxItemsPerFling: Int?

  @Option(
    parsing: .unconditional, help: "The deceleration rate: normal (0.998), fast (0.99) or a factor per millisecond.")
  var decelerationRate: RateArgument = RateArgument(.normal)

  @Option(parsing: .unconditional, help: "The settle spring's response, in seconds.")
  var springResponse: Double = Spring.default.response

  @Option(
    parsing: .unconditional,
    help:
      "The settle spring's damping ratio, 0.05…10: 1 settles without passing the anchor; below 1 the content passes it and comes back; above 1 it settles more slowly."
  )
  var springDamping: Double = Spring.default.dampingRatio

  @Option(parsing: .unconditional, help: "Releases slower than this (pt/s) are not flings.")
  var minFlingSpeed: Double = 200

  @Option(parsing: .unconditional, help: "The item shown at the start (zero-based).")
  var index: Int = 0

  mutating func validate() throws {
    func check(_ ok: Bool, _ message: @autoclosure () -> String) throws {
      if !ok { throw ValidationError(message()) }
    }
    if let n = maxItemsPerFling {
      try check(snap == .paging, "--max-items-per-fling applies only to --snap paging")
      try check(
        n >= 1 && n <= ToolLimits.count, "--max-items-per-fling must be in 1…\(ToolLimits.count) (got \(n))")
    }
    try check(
      springResponse.isFinite && Spring.responseRange.contains(springResponse),
      "--spring-response must be between \(Spring.responseRange.lowerBound) and \(Spring.responseRange.upperBound) s (got \(springResponse))"
    )
    try check(
      springDamping.isFinite && Spring.dampingRatioRange.contains(springDamping),
      "--spring-damping must be between \(Spring.dampingRatioRange.lowerBound) and \(Spring.dampingRatioRange.upperBound) (got \(springDamping))"
    )
    try check(
      minFlingSpeed.isFinite && minFlingSpeed >= 0,
      "--min-fling-speed must be a finite number ≥ 0 (got \(minFlingSpeed))")
    try check(
      index >= 0 && (geometry.count == 0 || index < geometry.count),
      "--index must be in 0..<\(max(geometry.count, 1)) (got \(index))")
  }

  /// The behaviour the flags describe (the tool's one mapping onto the core's options).
  var behavior: ScrollBehavior {
    ScrollBehavior(
      isLooping: geometry.loop, snapping: SnapPolicy(kind: snap, maxItems: maxItemsPerFling ?? 1),
      decelerationRate: decelerationRate.rate, spring: Spring(response: springResponse, dampingRatio: springDamping),
      minimumFlingSpeed: minFlingSpeed)
  }

  var configuration: ScrollEngine.Configuration {
    let layout = geometry.carouselLayout
    return ScrollEngine.Configuration(
      anchors: layout.anchors(count: geometry.count, viewport: geometry.size, isLooping: geometry.loop),
      viewportLength: layout.axis.length(of: geometry.size), behavior: behavior)
  }
}
