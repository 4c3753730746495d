import ArgumentParser
import CarouselCore
import Foundation

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
