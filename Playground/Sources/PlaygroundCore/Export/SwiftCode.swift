import CarouselCore

/// The Swift code that reproduces a demo as the person sees it: the panel shows it.
enum SwiftCode {
  /// The code that creates the demo's driver with these settings and this viewport.
  static func driver(for kind: DemoKind, settings: DemoSettings, viewport: CarouselSize) -> String {
    var lines: [String] = []
    lines.append("import CarouselCore")
    lines.append("")
    lines.append("// \(kind.title). Touches: driver.handle(.touch(_:)). Frames:")
    lines.append("// driver.advance(to:), then draw driver.slotCount views.")
    lines.append("var driver = CarouselDriver(")
    lines.append("  layout: \(kind.layoutCode),")
    lines.append("  count: \(settings.count),")
    lines.append("  viewport: CarouselSize(width: \(number(viewport.width)), height: \(number(viewport.height))),")
    lines.append("  behavior: ScrollBehavior(")
    let arguments = behaviorArguments(settings.behavior)
    for (i, argument) in arguments.enumerated() {
      lines.append("    \(argument)" + (i == arguments.count - 1 ? "" : ","))
    }
    lines.append("  )")
    lines.append(")")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The arguments of `ScrollBehavior(...)` that the playground tunes, as code.
  static func behaviorArguments(_ behavior: ScrollBehavior) -> [String] {
    var arguments: [String] = []
    arguments.append("isLooping: \(behavior.isLooping)")
    switch behavior.snapping {
    case .free: arguments.append("snapping: .free")
    case .nearest: arguments.append("snapping: .nearest")
    case .paging:
      let maxItems = behavior.snapping.maxItemsPerFling ?? 1
      arguments.append(maxItems == 1 ? "snapping: .paging" : "snapping: .paging(maxItems: \(maxItems))")
    }
    switch behavior.decelerationRate {
    case .fast: arguments.append("decelerationRate: .fast")
    case .normal: arguments.append("decelerationRate: .normal")
    default:
      arguments.append(
        "decelerationRate: DecelerationRate(perMillisecond: \(number(behavior.decelerationRate.perMillisecond)))")
    }
    let spring = behavior.spring
    if spring == .default {
      arguments.append("spring: .default")
    } else {
      arguments.append(
        "spring: Spring(response: \(number(spring.response)), dampingRatio: \(number(spring.dampingRatio)))")
    }
    if let autoplay = behavior.autoplay {
      arguments.append("autoplay: Autoplay(interval: \(number(autoplay.interval)))")
    }
    return arguments
  }

  /// A built-in layout as the static factory call that makes it, with the arguments that
  /// differ from the factory's defaults (and those the playground's demos always name).
  static func layout(_ layout: any CarouselLayout) -> String {
    switch layout {
    case let linear as LinearLayout:
      var arguments = ["itemSize: \(itemSize(linear.itemSize))", "spacing: \(number(linear.spacing))"]
      if let height = linear.itemHeight { arguments.append("itemHeight: \(number(height))") }
      if linear.axis != .horizontal { arguments.append("axis: .\(linear.axis.rawValue)") }
      return ".linear(\(arguments.joined(separator: ", ")))"
    case let cards as CardStackLayout:
      var arguments = [
        "inset: \(number(cards.inset))", "spacing: \(number(cards.spacing))", "itemHeight: \(number(cards.itemHeight))",
      ]
      let defaults = CardStackLayout.cards()
      if cards.minScale != defaults.minScale { arguments.append("minScale: \(number(cards.minScale))") }
      if cards.stackDepth != defaults.stackDepth { arguments.append("stackDepth: \(cards.stackDepth)") }
      return ".cards(\(arguments.joined(separator: ", ")))"
    case let wheel as WheelLayout:
      return
        ".wheel(visibleItems: \(wheel.visibleItems), itemHeight: \(number(wheel.itemHeight)), maxScale: \(number(wheel.maxScale)))"
    case let drum as DrumLayout:
      let defaults = DrumLayout()
      var arguments: [String] = []
      if drum.rowHeight != defaults.rowHeight { arguments.append("rowHeight: \(number(drum.rowHeight))") }
      if let radius = drum.radius { arguments.append("radius: \(number(radius))") }
      if let width = drum.rowWidth { arguments.append("rowWidth: \(number(width))") }
      if drum.eyeDistance != defaults.eyeDistance { arguments.append("perspective: \(number(drum.eyeDistance))") }
      return ".drum(\(arguments.joined(separator: ", ")))"
    case let pages as PagesLayout:
      var arguments = ["[\(pages.sizes.map(number).joined(separator: ", "))]"]
      if pages.spacing != 0 { arguments.append("spacing: \(number(pages.spacing))") }
      arguments.append("axis: .\(pages.axis.rawValue)")
      if pages.alignment != .leading { arguments.append("alignment: .\(pages.alignment.rawValue)") }
      return ".pages(\(arguments.joined(separator: ", ")))"
    default:
      return "/* \(type(of: layout)) */"
    }
  }

  static func itemSize(_ size: LinearLayout.ItemSize) -> String {
    switch size {
    case .inset(let inset): return ".inset(\(number(inset)))"
    case .absolute(let length): return ".absolute(\(number(length)))"
    case .fraction(let fraction): return ".fraction(\(number(fraction)))"
    }
  }

  /// A number as a Swift literal: integers without a fraction, others in the shortest form
  /// that reads back the same.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
