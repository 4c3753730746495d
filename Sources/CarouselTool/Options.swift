import ArgumentParser
import CarouselCore

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
  case linear
}

/// The snapping policies, as written on the command line.
enum SnapKind: String, ExpressibleByArgument, CaseIterable, Sendable {
  case free, nearest, paging
}

/// Options shared by the commands that build a carousel.
struct CarouselOptions: ParsableArguments {
  @Option(help: "The layout (linear: the banner of the infinite-banner article).")
  var layout: LayoutKind = .linear

  @Option(help: "The viewport size in points, WIDTHxHEIGHT.")
  var viewport: ViewportSize = ViewportSize(width: 375, height: 200)

  @Option(
    parsing: .unconditional, help: "The side inset of the centred item, in points (item width = width − 2 × inset).")
  var inset: Double = 16

  @Option(parsing: .unconditional, help: "The space between neighbouring items, in points.")
  var spacing: Double = 8

  @Option(parsing: .unconditional, help: "The number of items.")
  var count: Int = 5

  @Flag(help: "Make the track infinite and cyclic.")
  var loop = false

  @Option(help: "The snapping policy: free, nearest or paging.")
  var snap: SnapKind = .nearest

  @Option(parsing: .unconditional, help: "With --snap paging: the most items one gesture may move (default 1).")
  var maxItemsPerFling: Int?

  @Option(
    parsing: .unconditional, help: "The deceleration rate: normal (0.998), fast (0.99) or a factor per millisecond.")
  var decelerationRate: RateArgument = RateArgument(.normal)

  @Option(parsing: .unconditional, help: "The settle spring's response, in seconds.")
  var springResponse: Double = Spring.default.response

  @Option(parsing: .unconditional, help: "The settle spring's damping ratio (1 = critically damped).")
  var springDamping: Double = Spring.default.dampingRatio

  @Option(parsing: .unconditional, help: "Releases slower than this (pt/s) are not flings.")
  var minFlingSpeed: Double = 200

  @Option(parsing: .unconditional, help: "The item shown at the start (zero-based).")
  var index: Int = 0

  mutating func validate() throws {
    func check(_ ok: Bool, _ message: @autoclosure () -> String) throws {
      if !ok { throw ValidationError(message()) }
    }
    try check(inset.isFinite && inset >= 0, "--inset must be a finite number ≥ 0 (got \(inset))")
    try check(
      viewport.width - 2 * inset > 0,
      "--inset \(inset) leaves no room for an item in a \(viewport.width)-pt wide viewport (item width = width − 2 × inset)"
    )
    try check(spacing.isFinite && spacing >= 0, "--spacing must be a finite number ≥ 0 (got \(spacing))")
    try check(count >= 0, "--count must be ≥ 0 (got \(count))")
    try check(count <= 100_000_000, "--count must be at most 100000000 (got \(count))")
    if let n = maxItemsPerFling {
      try check(snap == .paging, "--max-items-per-fling applies only to --snap paging")
      try check(n >= 1, "--max-items-per-fling must be ≥ 1 (got \(n))")
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
    try check(index >= 0 && (count == 0 || index < count), "--index must be in 0..<\(max(count, 1)) (got \(index))")
  }

  var geometry: LinearGeometry {
    LinearGeometry(viewportWidth: viewport.width, viewportHeight: viewport.height, inset: inset, spacing: spacing)
  }

  var policy: SnapPolicy {
    switch snap {
    case .free: return .free
    case .nearest: return .nearest
    case .paging: return .paging(maxItems: maxItemsPerFling ?? 1)
    }
  }

  var configuration: ScrollEngine.Configuration {
    ScrollEngine.Configuration(
      anchors: geometry.anchors(count: count),
      viewportLength: viewport.width,
      isLooping: loop,
      snapping: policy,
      decelerationRate: decelerationRate.rate,
      spring: Spring(response: springResponse, dampingRatio: springDamping),
      minimumFlingSpeed: minFlingSpeed)
  }
}
