import CarouselCore

/// The Swift code that reproduces a demo as the person sees it: the panel shows it.
public enum SwiftCode {
  /// The code that creates the demo's driver with these settings and this viewport.
  public static func driver(for kind: DemoKind, settings: DemoSettings, viewport: CarouselSize) -> String {
    var lines: [String] = []
    lines.append("import CarouselCore")
    lines.append("")
    lines.append("// \(kind.title). Touches: driver.handle(_:). Frames:")
    lines.append("// driver.advance(to:), then lay out driver.slotCount views.")
    lines.append("var driver = CarouselDriver(")
    lines.append("  layout: \(kind.layoutCode),")
    lines.append("  count: \(settings.count),")
    lines.append("  viewport: CarouselSize(width: \(number(viewport.width)), height: \(number(viewport.height))),")
    lines.append("  isLooping: \(settings.isLooping),")
    lines.append("  configure: { configuration in")
    for line in configurationLines(settings) { lines.append("    configuration.\(line)") }
    lines.append("  }")
    lines.append(")")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The assignments that `DemoSettings.apply(to:)` makes, as code.
  static func configurationLines(_ settings: DemoSettings) -> [String] {
    var lines: [String] = []
    switch settings.snapping {
    case .free: lines.append("snapping = .free")
    case .nearest: lines.append("snapping = .nearest")
    case .paging:
      lines.append(
        settings.maxItemsPerFling == 1
          ? "snapping = .paging" : "snapping = .paging(maxItems: \(settings.maxItemsPerFling))"
      )
    }
    switch settings.decelerationRate {
    case DecelerationRate.fast.perMillisecond: lines.append("decelerationRate = .fast")
    case DecelerationRate.normal.perMillisecond: lines.append("decelerationRate = .normal")
    default: lines.append("decelerationRate = DecelerationRate(perMillisecond: \(number(settings.decelerationRate)))")
    }
    let spring = Spring(response: settings.springResponse, dampingRatio: settings.springDamping)
    if spring == .default {
      lines.append("spring = .default")
    } else {
      lines.append(
        "spring = Spring(response: \(number(spring.response)), dampingRatio: \(number(spring.dampingRatio)))")
    }
    if settings.autoplay {
      lines.append("autoplay = Autoplay(interval: \(number(settings.autoplayInterval)))")
    }
    return lines
  }

  /// A number as a Swift literal: integers without a fraction, others in the shortest form
  /// that reads back the same.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
