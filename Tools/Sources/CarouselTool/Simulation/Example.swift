import CarouselCore
import CarouselTrace

/// Built-in gestures that show the engine at once, with no file to write.
enum Example: String, CaseIterable, Sendable {
  /// The infinite banner of the banner article: 5 banners, looping, one per swipe, fast
  /// deceleration; a quick swipe backwards across the loop seam.
  case banners
  /// A long, fast fling with nearest-anchor snapping over several items.
  case fling
  /// A drag past the first item of a non-looping carousel and the rubber band's return.
  case edge

  var summary: String {
    switch self {
    case .banners: return "infinite banners, one item per swipe, swiped backwards across the loop seam"
    case .fling: return "a fast fling that snaps to the anchor nearest to its projection"
    case .edge: return "a drag past the first item and the return to the edge, without looping"
    }
  }

  /// The options the example sets, as the arguments that set them. ``expanding(_:)`` puts
  /// them before the command line's own, so a flag given with `--example` wins over the
  /// example's (`--example fling --layout wheel --snap free` flings a free-gliding wheel).
  /// The linear layout's own inset and spacing (16, 8) are not repeated, so that another
  /// layout keeps its own defaults.
  var arguments: [String] {
    let banner = ["--layout", "linear", "--viewport", "375x200"]
    switch self {
    case .banners: return banner + ["--count", "5", "--loop", "--snap", "paging", "--deceleration-rate", "fast"]
    case .fling: return banner + ["--count", "20", "--snap", "nearest", "--deceleration-rate", "normal"]
    case .edge: return banner + ["--count", "5", "--no-loop", "--snap", "nearest", "--deceleration-rate", "fast"]
    }
  }

  /// A command line (without the program's name) with the arguments of the example it names
  /// inserted after the subcommand (`simulate` or `render`), so that its explicit flags are
  /// parsed after the example's and win. Anything else is returned as it is (an unknown
  /// example is then refused by the parser). With `--example` given twice, the last counts,
  /// as for every option; nothing after `--` is looked at.
  static func expanding(_ arguments: [String]) -> [String] {
    guard let command = arguments.first, command == "simulate" || command == "render" else { return arguments }
    var named: Example? = nil
    var i = 1
    while i < arguments.count, arguments[i] != "--" {
      if arguments[i] == "--example", i + 1 < arguments.count {
        named = Example(rawValue: arguments[i + 1])
        i += 1
      } else if arguments[i].hasPrefix("--example=") {
        named = Example(rawValue: String(arguments[i].dropFirst("--example=".count)))
      }
      i += 1
    }
    guard let named else { return arguments }
    return [command] + named.arguments + arguments.dropFirst()
  }

  /// The gesture along the horizontal axis.
  var trace: Trace { trace(along: .horizontal) }

  /// The gesture, moving the finger along `axis` (the scroll axis of the layout it plays on).
  func trace(along axis: ScrollAxis) -> Trace {
    switch self {
    case .banners: return .swipe(from: 100, velocity: 900, duration: 0.08, start: 0.1, axis: axis)
    case .fling: return .swipe(from: 330, velocity: -3000, duration: 0.1, start: 0.1, axis: axis)
    case .edge: return .swipe(from: 60, velocity: 600, duration: 0.3, start: 0.1, axis: axis)
    }
  }
}

extension Trace {
  /// A straight swipe at constant finger speed, sampled at 120 Hz, released while moving.
  ///
  /// - Parameters:
  ///   - x: where the finger touches down, in points.
  ///   - velocity: the finger's velocity along x, in pt/s (negative moves left, which
  ///     scrolls forward).
  ///   - duration: how long the finger moves, in seconds.
  ///   - start: when it touches down, in seconds.
  ///   - axis: which coordinate moves (the other stays at 100).
  static func swipe(
    from x: Double, velocity: Double, duration: Double, start: Double, axis: ScrollAxis = .horizontal
  ) -> Trace {
    func sample(_ t: Double, _ along: Double, _ phase: TouchEvent.Phase) -> TraceSample {
      axis == .horizontal
        ? TraceSample(time: t, x: along, y: 100, phase: phase) : TraceSample(time: t, x: 100, y: along, phase: phase)
    }
    var samples = [sample(start, x, .began)]
    let steps = max(Int((duration * 120).rounded()), 1)
    for i in 1...steps {
      let t = Double(i) / 120
      samples.append(sample(start + t, x + velocity * t, i == steps ? .ended : .moved))
    }
    return Trace(samples: samples)
  }
}
