import CarouselCore

/// The Swift code that reproduces a demo as the person sees it: the panel shows it.
package enum SwiftCode {
  /// The code that creates the demo's driver with these settings and this viewport.
  package static func driver(for kind: DemoKind, settings: DemoSettings, viewport: CarouselSize) -> String {
    var lines: [String] = []
    lines.append("import CarouselCore")
    lines.append("")
    lines.append("// \(kind.title). Touches, frames, changes: driver.send(_:),")
    lines.append("// then draw the update's frame on update.frame.slotCount views.")
    lines.append("var driver = CarouselDriver(")
    lines.append("  layout: \(kind.layoutCode(look: settings.look)),")
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

  /// A number as a Swift literal: integers without a fraction, others in the shortest form
  /// that reads back the same.
  package static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
