import CarouselCore

/// What the panel tunes for one demo: the item count and the engine's policies. A plain
/// value; ``apply(to:)`` writes it into an engine configuration.
public struct DemoSettings: Sendable, Hashable {
  /// How a release chooses where to rest (``SnapPolicy`` without its payload).
  public enum Snapping: String, Sendable, Hashable, CaseIterable {
    case free
    case nearest
    case paging
  }

  /// The largest item count the playground accepts.
  public static let maximumCount = 1000
  /// The largest number of items per fling the playground accepts.
  public static let maximumItemsPerFling = 50

  /// The number of items, 0 … ``maximumCount``.
  public var count: Int
  /// Whether the track loops.
  public var isLooping: Bool
  /// The snapping policy.
  public var snapping: Snapping
  /// With ``Snapping/paging``, the most items one gesture moves (≥ 1).
  public var maxItemsPerFling: Int
  /// UIKit's per-millisecond deceleration rate (0.99 is `.fast`, 0.998 `.normal`).
  public var decelerationRate: Double
  /// The settle spring's response, in seconds.
  public var springResponse: Double
  /// The settle spring's damping ratio.
  public var springDamping: Double
  /// Whether autoplay advances the carousel.
  public var autoplay: Bool
  /// The autoplay interval, in seconds.
  public var autoplayInterval: Double

  public init(
    count: Int, isLooping: Bool, snapping: Snapping, maxItemsPerFling: Int = 1,
    decelerationRate: Double = DecelerationRate.normal.perMillisecond,
    springResponse: Double = Spring.default.response, springDamping: Double = Spring.default.dampingRatio,
    autoplay: Bool = false, autoplayInterval: Double = 3
  ) {
    self.count = count
    self.isLooping = isLooping
    self.snapping = snapping
    self.maxItemsPerFling = maxItemsPerFling
    self.decelerationRate = decelerationRate
    self.springResponse = springResponse
    self.springDamping = springDamping
    self.autoplay = autoplay
    self.autoplayInterval = autoplayInterval
    clamp()
  }

  /// The snapping policy for the engine.
  public var snapPolicy: SnapPolicy {
    switch snapping {
    case .free: return .free
    case .nearest: return .nearest
    case .paging: return .paging(maxItems: maxItemsPerFling)
    }
  }

  /// Brings every value into the range the engine documents (the same clamping the engine
  /// applies), so that what the panel and the Swift code show is what runs.
  public mutating func clamp() {
    count = min(max(count, 0), Self.maximumCount)
    maxItemsPerFling = min(max(maxItemsPerFling, 1), Self.maximumItemsPerFling)
    decelerationRate = DecelerationRate(perMillisecond: decelerationRate).perMillisecond
    let spring = Spring(response: springResponse, dampingRatio: springDamping)
    springResponse = spring.response
    springDamping = spring.dampingRatio
    autoplayInterval = Autoplay(interval: autoplayInterval).interval
  }

  /// Writes the policies into an engine configuration (the anchors and the viewport are the
  /// layout's).
  public func apply(to configuration: inout ScrollEngine.Configuration) {
    configuration.snapping = snapPolicy
    configuration.decelerationRate = DecelerationRate(perMillisecond: decelerationRate)
    configuration.spring = Spring(response: springResponse, dampingRatio: springDamping)
    configuration.autoplay = autoplay ? Autoplay(interval: autoplayInterval) : nil
  }
}
