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

  // The layout flags: each sets a parameter of the layouts that have it (LayoutFlags, from the
  // layouts' descriptions, which read the layouts' own constants); left out, each layout's
  // default. Their help states the layouts, the range the tool accepts and the defaults.

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      LayoutFlags.help("inset", "the side inset of the centred item (item width = viewport width − 2 × inset)")))
  var inset: Double?

  @Option(parsing: .unconditional, help: ArgumentHelp(LayoutFlags.help("spacing", "the space between items")))
  var spacing: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      LayoutFlags.help(
        "item-height", "the item height (the drum's row height)",
        note:
          "Linear, cards, coverflow, rotary, scale, stack and snapshot: drawing only (render), simulate's output does not depend on it; wheel and drum: the anchors' spacing."
      )))
  var itemHeight: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      LayoutFlags.help("item-fraction", "the item width as a fraction of the viewport's, in (0, 1]; overrides --inset"))
  )
  var itemFraction: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      LayoutFlags.help(
        "min-scale", "the smallest scale (cards: in the pile; pager: of the zoomOut, depth, overlap and linear styles)",
        note: "Drawing only (render) but for the pager's overlap and linear styles, whose spacing it sets.")))
  var minScale: Double?

  @Option(
    help: ArgumentHelp(
      LayoutFlags.help(
        "style",
        "the look: FSPagerView's transformer for the pager, one of \(PagerTransformLayout.styleNames.map(\.name).joined(separator: ", ")); iCarousel's \(CoverFlowLayout.styleNames.map(\.name).joined(separator: " or ")) for coverflow (coverFlow2 flips the items when the current item changes)"
      )))
  var style: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      LayoutFlags.help(
        "min-alpha", "the smallest opacity of the zoomOut, overlap, linear and ferris-wheel styles",
        note: "Drawing only (render): simulate's output does not depend on it.")))
  var minAlpha: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(LayoutFlags.help("stack-depth", "how many cards the pile shows under the centre card")))
  var stackDepth: Int?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      LayoutFlags.help(
        "visible-items",
        "the number of items on the visible arc (wheel), of cards laid out around the current page (scale, snapshot; timemachine: the positions examined around the current one)"
      )))
  var visibleItems: Int?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      LayoutFlags.help(
        "max-scale", "the zoom of the item at the top",
        note: "Drawing only (render): simulate's output does not depend on it.")))
  var maxScale: Double?

  @Option(parsing: .unconditional, help: ArgumentHelp(LayoutFlags.help("radius", "the drum's radius")))
  var radius: Double?

  @Option(
    help: ArgumentHelp(
      LayoutFlags.help("page-sizes", "the page lengths, comma-separated, repeated over the items")))
  var pageSizes: PageSizes?

  @Option(
    help: ArgumentHelp(
      LayoutFlags.help(
        "axis", "the scroll axis, horizontal or vertical",
        note:
          "Vertical turns iCarousel's, FSPagerView's and the cards' looks across the diagonal as their own vertical modes do (the ring a quarter turn, iCarousel's vertical wheel) and pages CollectionViewPagingLayout's looks (scale, stack, snapshot) by the viewport's height with their look unchanged, as its vertical scroll direction does: .vertical() (VerticalLayout)."
      )))
  var axis: ScrollAxis?

  @Option(help: ArgumentHelp(LayoutFlags.help("alignment", "how pages rest, leading or center")))
  var alignment: SnapAnchors.Alignment?

  // iCarousel's looks (cylinder, ring, timemachine; rotary's inverted variant).

  @Flag(help: ArgumentHelp(LayoutFlags.help("inverted", "iCarousel's inverted variant of the look")))
  var inverted = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(LayoutFlags.help("items-around", "the number of items on the whole circle (iCarousel's count)")))
  var itemsAround: Int?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(LayoutFlags.help("arc", "the angle the items around span (iCarousel's arc)")))
  var arc: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      LayoutFlags.help(
        "spacing-factor",
        "iCarousel's spacing, a fraction of the item width: between neighbours along the circle (the time machine: the depth between items)"
      )))
  var spacingFactor: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      LayoutFlags.help("tilt", "the sideways move per item, a fraction of the item width (iCarousel's tilt)")))
  var tilt: Double?

  // CollectionViewPagingLayout's looks (scale, stack, snapshot).

  @Option(
    help: ArgumentHelp(
      LayoutFlags.help(
        "preset", "the named preset of CollectionViewPagingLayout's options (\(LayoutFlags.presetNames))")))
  var preset: String?

  mutating func validate() throws {
    func check(_ ok: Bool, _ message: @autoclosure () -> String) throws {
      if !ok { throw ValidationError(message()) }
    }
    try check(count >= 0, "--count must be ≥ 0 (got \(count))")
    try check(count <= ToolLimits.count, "--count must be at most \(ToolLimits.count) (got \(count))")
    try check(
      layout != .pages || count <= ToolLimits.pages,
      "--count must be at most \(ToolLimits.pages) with --layout pages (got \(count))")
    // A layout flag sets one of the chosen layout's parameters: a flag the layout does not take
    // (--axis with the wheel, --preset with linear) is refused, never silently ignored.
    for flag in givenLayoutFlags {
      let uses = LayoutFlags.uses(of: flag)
      try check(
        uses.contains { $0.layout.toolName == layout.rawValue },
        "--\(flag) does not apply to --layout \(layout.rawValue) (it applies to \(uses.map(\.layout.toolName).joined(separator: ", ")))"
      )
    }
    let (minimum, maximum) = (ToolLimits.minimumLength, ToolLimits.length)
    try check(
      (minimum...maximum).contains(viewport.width) && (minimum...maximum).contains(viewport.height),
      "--viewport sides must be between 0.01 and 1000000 points (got \(viewport.defaultValueDescription))")
    // Each layout flag within the range the tool accepts (the layout's own, within the tool's
    // limits for lengths), then what depends on the viewport.
    for (flag, value) in numberFlags {
      guard let value, let range = LayoutFlags.accepted(flag, layout: layout) else { continue }
      try check(range.contains(value), LayoutFlags.refusal(flag, range: range, got: "\(value)", isInteger: false))
    }
    for (flag, value) in integerFlags {
      guard let value, let range = LayoutFlags.accepted(flag, layout: layout) else { continue }
      try check(
        range.contains(Double(value)), LayoutFlags.refusal(flag, range: range, got: String(value), isInteger: true))
    }
    if let pageSizes, let range = LayoutFlags.accepted("page-sizes", layout: layout) {
      try check(
        pageSizes.sizes.allSatisfy(range.contains),
        "--page-sizes must be between \(JSONWriter.number(range.lowerBound)) and \(JSONWriter.number(range.upperBound)) points each (got \(Quoting.bounded(pageSizes.defaultValueDescription)))"
      )
    }
    if let inset {
      try check(
        viewport.width - 2 * inset > 0,
        "--inset \(inset) leaves no room for an item in a \(viewport.width)-pt wide viewport (item width = width − 2 × inset)"
      )
    }
    // A name flag (a pager's --style, a CollectionViewPagingLayout family's --preset) names one
    // of its layout's choices (another layout's, without a use of its own).
    for (flag, name) in [("style", style), ("preset", preset)] {
      let uses = LayoutFlags.uses(of: flag)
      guard let name,
        case .choice(let names)? = (uses.first { $0.layout.toolName == layout.rawValue } ?? uses.first)?
          .parameter.kind
      else { continue }
      try check(
        names.contains(name),
        "--\(flag) must be one of \(names.joined(separator: ", ")) (got \(Quoting.bounded(name))) with --layout \(layout.rawValue)"
      )
    }
    if let itemFraction {
      try check(
        itemFraction.isFinite && itemFraction > 0 && itemFraction <= 1,
        "--item-fraction must be in (0, 1] (got \(itemFraction))")
    }
    if let itemHeight, let wheel = carouselLayout as? WheelLayout {
      let radius = wheel.drum(in: size).radius
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
    let probe = layout.anchorPatternCount + 1
    let anchors = layout.anchors(count: probe, viewport: size, isLooping: true)
    var pitch = Double.infinity
    for p in 0..<(probe - 1) { pitch = min(pitch, anchors.offset(of: p + 1) - anchors.offset(of: p)) }
    let length = layout.axis.length(of: size)
    let visible = (length / pitch).rounded(.up) + 1
    return (pitch, length, visible, loop ? visible : min(visible, Double(count)))
  }

  var size: CarouselSize { CarouselSize(width: viewport.width, height: viewport.height) }

  /// The layout flags given on the command line, by name (without their dashes): the item
  /// size's two and every layout parameter's flag, each once, that ``given(_:)`` has a value for.
  private var givenLayoutFlags: [String] {
    var seen: Set<String> = []
    return (["inset", "item-fraction"] + LayoutDescription.all.flatMap { $0.parameters.compactMap(\.toolFlag) })
      .filter { seen.insert($0).inserted && given($0) != nil }
  }

  /// The layout flags that take a number, by name, and their values (`nil`: not given).
  private var numberFlags: [(String, Double?)] {
    [
      ("inset", inset), ("spacing", spacing), ("item-height", itemHeight), ("min-scale", minScale),
      ("max-scale", maxScale), ("radius", radius), ("min-alpha", minAlpha),
      ("arc", arc), ("spacing-factor", spacingFactor), ("tilt", tilt),
    ]
  }

  /// The layout flags that take a whole number, by name, and their values.
  private var integerFlags: [(String, Int?)] {
    [("stack-depth", stackDepth), ("visible-items", visibleItems), ("items-around", itemsAround)]
  }

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
    return parameter.toolFlag.flatMap(given)
  }

  /// The value given to the layout flag `flag` (its name without the dashes) on the command
  /// line, `nil` if it was not given.
  private func given(_ flag: String) -> LayoutValue? {
    switch flag {
    case "inset": return inset.map(LayoutValue.number)
    case "item-fraction": return itemFraction.map(LayoutValue.number)
    case "spacing": return spacing.map(LayoutValue.number)
    case "item-height": return itemHeight.map(LayoutValue.number)
    case "min-scale": return minScale.map(LayoutValue.number)
    case "stack-depth": return stackDepth.map(LayoutValue.integer)
    case "visible-items": return visibleItems.map(LayoutValue.integer)
    case "max-scale": return maxScale.map(LayoutValue.number)
    case "radius": return radius.map(LayoutValue.number)
    case "page-sizes": return pageSizes.map { .sizes($0.sizes) }
    case "axis": return axis.map(LayoutValue.axis)
    case "alignment": return alignment.map(LayoutValue.alignment)
    case "inverted": return inverted ? .boolean(true) : nil
    case "items-around": return itemsAround.map(LayoutValue.integer)
    case "arc": return arc.map(LayoutValue.number)
    case "spacing-factor": return spacingFactor.map(LayoutValue.number)
    case "tilt": return tilt.map(LayoutValue.number)
    case "style": return style.map(LayoutValue.choice)
    case "min-alpha": return minAlpha.map(LayoutValue.number)
    case "preset": return preset.map(LayoutValue.choice)
    default: return nil
    }
  }

}
