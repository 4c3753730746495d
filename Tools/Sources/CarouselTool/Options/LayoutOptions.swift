import ArgumentParser
import CarouselCore
import CarouselLayoutDescriptions
import Foundation

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
  var minScale: Double = LayoutKind.parameter("cards", "minScale").defaultValue.number ?? 0

  @Option(parsing: .unconditional, help: "cards: how many cards the pile shows under the centre card.")
  var stackDepth: Int = LayoutKind.parameter("cards", "stackDepth").defaultValue.integer ?? 0

  @Option(parsing: .unconditional, help: "wheel: the number of items on the visible arc.")
  var visibleItems: Int = LayoutKind.parameter("wheel", "visibleItems").defaultValue.integer ?? 0

  @Option(
    parsing: .unconditional,
    help: "wheel: the zoom of the item at the top. Drawing only (render): simulate's output does not depend on it.")
  var maxScale: Double = LayoutKind.parameter("wheel", "maxScale").defaultValue.number ?? 0

  @Option(parsing: .unconditional, help: "drum: the drum's radius in points (default: half the viewport's height).")
  var radius: Double?

  @Option(help: "pages: the page lengths in points, comma-separated.")
  var pageSizes: PageSizes = {
    if case .sizes(let sizes) = LayoutKind.parameter("pages", "sizes").defaultValue { return PageSizes(sizes) }
    return PageSizes([])
  }()

  @Option(help: "linear, pages: the scroll axis, horizontal or vertical (default horizontal; pages vertical).")
  var axis: ScrollAxis?

  @Option(help: "pages: how pages rest, leading or center.")
  var alignment: SnapAnchors.Alignment = {
    if case .alignment(let alignment) = LayoutKind.parameter("pages", "alignment").defaultValue { return alignment }
    return .leading
  }()

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

  /// The layout the flags describe: the layout's own defaults (its ``LayoutDescription``, which
  /// the core's factories read too), with what the flags set on top.
  var carouselLayout: any CarouselLayout {
    let description = layout.layoutDescription
    var values = description.defaults
    for parameter in description.parameters {
      if let value = flagValue(for: parameter) { values[parameter.label] = value }
    }
    return description.make(values)
  }

  /// The value the flags give `parameter`, `nil` if they leave it at its default: an item size
  /// from `--item-fraction` or `--inset`, the rest from the parameter's own flag.
  private func flagValue(for parameter: LayoutParameter) -> LayoutValue? {
    if parameter.kind == .itemSize { return itemSize.map(LayoutValue.itemSize) }
    switch parameter.toolFlag {
    case "inset": return inset.map(LayoutValue.number)
    case "spacing": return spacing.map(LayoutValue.number)
    case "item-height": return itemHeight.map(LayoutValue.number)
    case "min-scale": return .number(minScale)
    case "stack-depth": return .integer(stackDepth)
    case "visible-items": return .integer(visibleItems)
    case "max-scale": return .number(maxScale)
    case "radius": return radius.map(LayoutValue.number)
    case "page-sizes": return .sizes(pageSizes.sizes)
    case "axis": return axis.map(LayoutValue.axis)
    case "alignment": return .alignment(alignment)
    default: return nil
    }
  }

}
