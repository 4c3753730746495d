import CarouselCore

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

  /// Sets the options the example is about.
  func apply(to options: inout CarouselOptions) {
    options.geometry.layout = .linear
    options.geometry.viewport = ViewportSize(width: 375, height: 200)
    options.geometry.inset = 16
    options.geometry.spacing = 8
    options.geometry.count = 5
    switch self {
    case .banners:
      options.geometry.loop = true
      options.snap = .paging
      options.decelerationRate = RateArgument(.fast)
    case .fling:
      options.geometry.count = 20
      options.snap = .nearest
      options.decelerationRate = RateArgument(.normal)
    case .edge:
      options.geometry.loop = false
      options.snap = .nearest
      options.decelerationRate = RateArgument(.fast)
    }
  }

  var trace: Trace {
    switch self {
    case .banners: return .swipe(from: 100, velocity: 900, duration: 0.08, start: 0.1)
    case .fling: return .swipe(from: 330, velocity: -3000, duration: 0.1, start: 0.1)
    case .edge: return .swipe(from: 60, velocity: 600, duration: 0.3, start: 0.1)
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
    func sample(_ t: Double, _ along: Double, _ phase: TouchEvent.Phase) -> Sample {
      axis == .horizontal
        ? Sample(time: t, x: along, y: 100, phase: phase) : Sample(time: t, x: 100, y: along, phase: phase)
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
