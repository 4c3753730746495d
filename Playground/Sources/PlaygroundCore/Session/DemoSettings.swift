import CarouselCore

/// What the panel tunes for one demo: the item count and the carousel's ``ScrollBehavior``
/// (the one options vocabulary of CarouselKit; the geometry is the demo's layout).
///
/// Two values outlive the control that uses them, as the panel shows them: the items per
/// fling while snapping is not paging, and the autoplay interval while autoplay is off.
struct DemoSettings: Sendable, Hashable {
  /// The largest item count the playground accepts.
  static let maximumCount = 1000
  /// The largest number of items per fling the playground accepts.
  static let maximumItemsPerFling = 50

  /// The number of items, 0 … ``maximumCount``.
  var count: Int
  /// Looping, snapping, deceleration rate, settle spring and autoplay, as the driver runs
  /// them.
  private(set) var behavior: ScrollBehavior
  /// The items per fling the panel shows (used by paging), 1 … ``maximumItemsPerFling``.
  private(set) var maxItemsPerFling: Int
  /// The autoplay interval the panel shows (used while autoplay is on), in seconds.
  private(set) var autoplayInterval: Double

  /// Creates settings; every value is clamped as ``clamp()`` says.
  init(count: Int, behavior: ScrollBehavior, autoplayInterval: Double = 3) {
    self.count = count
    self.behavior = behavior
    self.maxItemsPerFling = behavior.snapping.maxItemsPerFling ?? 1
    self.autoplayInterval = behavior.autoplay?.interval ?? autoplayInterval
    clamp()
  }

  // MARK: - The panel's controls

  /// Whether the track loops.
  var isLooping: Bool {
    get { behavior.isLooping }
    set { behavior.isLooping = newValue }
  }

  /// How a release chooses where to rest.
  var snapping: SnapPolicy.Kind {
    get { behavior.snapping.kind }
    set { behavior.snapping = SnapPolicy(kind: newValue, maxItems: maxItemsPerFling) }
  }

  /// Sets the items per fling (clamped); paging uses them at once.
  mutating func setMaxItemsPerFling(_ value: Int) {
    maxItemsPerFling = min(max(value, 1), Self.maximumItemsPerFling)
    behavior.snapping = SnapPolicy(kind: behavior.snapping.kind, maxItems: maxItemsPerFling)
  }

  /// UIKit's per-millisecond deceleration rate (0.99 is `.fast`, 0.998 `.normal`).
  var decelerationRate: Double {
    get { behavior.decelerationRate.perMillisecond }
    set { behavior.decelerationRate = DecelerationRate(perMillisecond: newValue) }
  }

  /// The settle spring's response, in seconds.
  var springResponse: Double {
    get { behavior.spring.response }
    set { behavior.spring = Spring(response: newValue, dampingRatio: behavior.spring.dampingRatio) }
  }

  /// The settle spring's damping ratio.
  var springDamping: Double {
    get { behavior.spring.dampingRatio }
    set { behavior.spring = Spring(response: behavior.spring.response, dampingRatio: newValue) }
  }

  /// Whether autoplay advances the carousel.
  var autoplay: Bool {
    get { behavior.autoplay != nil }
    set { behavior.autoplay = newValue ? Autoplay(interval: autoplayInterval) : nil }
  }

  /// Sets the autoplay interval (clamped as ``Autoplay`` does); running autoplay uses it at
  /// once.
  mutating func setAutoplayInterval(_ value: Double) {
    autoplayInterval = Autoplay(interval: value).interval
    if behavior.autoplay != nil { behavior.autoplay = Autoplay(interval: autoplayInterval) }
  }

  /// Brings every value into the range the playground and the engine accept: the count into
  /// 0 … ``maximumCount``, the items per fling into 1 … ``maximumItemsPerFling``, the rest as
  /// their core types clamp them (``DecelerationRate``, ``Spring``, ``Autoplay``), so that
  /// what the panel and the Swift code show is what runs.
  mutating func clamp() {
    count = min(max(count, 0), Self.maximumCount)
    setMaxItemsPerFling(maxItemsPerFling)
    setAutoplayInterval(autoplayInterval)
  }
}
