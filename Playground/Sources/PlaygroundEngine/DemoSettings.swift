import CarouselCore

/// What the panel tunes for one demo: the item count and the carousel's ``ScrollBehavior``
/// (the one options vocabulary of CarouselKit; the geometry is the demo's layout).
///
/// Two values outlive the control that uses them, as the panel shows them: the items per
/// fling while snapping is not paging, and the autoplay interval while autoplay is off.
package struct DemoSettings: Sendable, Hashable {
  /// The largest item count the playground accepts.
  package static let maximumCount = 1000
  /// The largest number of items per fling the playground accepts.
  package static let maximumItemsPerFling = 50

  /// The number of items, 0 … ``maximumCount``.
  package var count: Int
  /// Looping, snapping, deceleration rate, settle spring and autoplay, as the driver runs
  /// them.
  package private(set) var behavior: ScrollBehavior
  /// The items per fling the panel shows (used by paging), 1 … ``maximumItemsPerFling``.
  package private(set) var maxItemsPerFling: Int
  /// The autoplay interval the panel shows (used while autoplay is on), in seconds.
  package private(set) var autoplayInterval: Double
  /// The look of a demo that has several (``DemoKind/looks``: FSPagerView's styles, iCarousel's looks,
  /// CollectionViewPagingLayout's presets), its
  /// place in that list, 0 … ``maximumLook``; 0 for the other demos, whose panel does not
  /// show it.
  package var look: Int = 0

  /// The largest look number of any demo: the most looks a demo has (CollectionViewPagingLayout's 22
  /// presets) less one; each demo clamps it to its own looks (``DemoKind/layout(look:)``).
  package static let maximumLook = DemoKind.allCases.map { $0.looks.count }.max().map { $0 - 1 } ?? 0

  /// Creates settings; every value is clamped as ``clamp()`` says.
  package init(count: Int, behavior: ScrollBehavior, autoplayInterval: Double = 3, look: Int = 0) {
    self.count = count
    self.behavior = behavior
    self.look = look
    self.maxItemsPerFling = behavior.snapping.maxItemsPerFling ?? 1
    self.autoplayInterval = behavior.autoplay?.interval ?? autoplayInterval
    clamp()
  }

  // MARK: - The panel's controls

  /// Whether the track loops.
  package var isLooping: Bool {
    get { behavior.isLooping }
    set { behavior.isLooping = newValue }
  }

  /// How a release chooses where to rest.
  package var snapping: SnapPolicy.Kind {
    get { behavior.snapping.kind }
    set { behavior.snapping = SnapPolicy(kind: newValue, maxItems: maxItemsPerFling) }
  }

  /// Sets the items per fling (clamped); paging uses them at once.
  package mutating func setMaxItemsPerFling(_ value: Int) {
    maxItemsPerFling = min(max(value, 1), Self.maximumItemsPerFling)
    behavior.snapping = SnapPolicy(kind: behavior.snapping.kind, maxItems: maxItemsPerFling)
  }

  /// UIKit's per-millisecond deceleration rate (0.99 is `.fast`, 0.998 `.normal`).
  package var decelerationRate: Double {
    get { behavior.decelerationRate.perMillisecond }
    set { behavior.decelerationRate = DecelerationRate(perMillisecond: newValue) }
  }

  /// The settle spring's response, in seconds.
  package var springResponse: Double {
    get { behavior.spring.response }
    set { behavior.spring = Spring(response: newValue, dampingRatio: behavior.spring.dampingRatio) }
  }

  /// The settle spring's damping ratio.
  package var springDamping: Double {
    get { behavior.spring.dampingRatio }
    set { behavior.spring = Spring(response: behavior.spring.response, dampingRatio: newValue) }
  }

  /// Whether autoplay advances the carousel.
  package var autoplay: Bool {
    get { behavior.autoplay != nil }
    set { behavior.autoplay = newValue ? Autoplay(interval: autoplayInterval) : nil }
  }

  /// Sets the autoplay interval (clamped as ``Autoplay`` does); running autoplay uses it at
  /// once.
  package mutating func setAutoplayInterval(_ value: Double) {
    autoplayInterval = Autoplay(interval: value).interval
    if behavior.autoplay != nil { behavior.autoplay = Autoplay(interval: autoplayInterval) }
  }

  /// Brings every value into the range the playground and the engine accept: the count into
  /// 0 … ``maximumCount``, the items per fling into 1 … ``maximumItemsPerFling``, the rest as
  /// their core types clamp them (``DecelerationRate``, ``Spring``, ``Autoplay``), so that
  /// what the panel and the Swift code show is what runs.
  package mutating func clamp() {
    count = min(max(count, 0), Self.maximumCount)
    look = min(max(look, 0), Self.maximumLook)
    setMaxItemsPerFling(maxItemsPerFling)
    setAutoplayInterval(autoplayInterval)
  }
}

extension DemoSettings {
  /// The panel's controls, named as the page's `data-setting` attributes name them; the
  /// WebAssembly interface numbers them in this order (``rawValue``).
  package enum Field: Int, Sendable, Hashable, CaseIterable {
    case count, isLooping, snapping, maxItemsPerFling, decelerationRate, springResponse, springDamping, autoplay,
      autoplayInterval, look

    /// The name the page uses (`data-setting`).
    package var name: String {
      switch self {
      case .count: return "count"
      case .isLooping: return "isLooping"
      case .snapping: return "snapping"
      case .maxItemsPerFling: return "maxItemsPerFling"
      case .decelerationRate: return "decelerationRate"
      case .springResponse: return "springResponse"
      case .springDamping: return "springDamping"
      case .autoplay: return "autoplay"
      case .autoplayInterval: return "autoplayInterval"
      case .look: return "look"
      }
    }
  }

  /// The snapping kinds, numbered as the WebAssembly interface numbers them (0, 1, 2).
  package static let snappingKinds: [SnapPolicy.Kind] = [.free, .nearest, .paging]

  /// A control's value as a number: a flag is 0 or 1, snapping its place in
  /// ``snappingKinds``.
  package func value(of field: Field) -> Double {
    switch field {
    case .count: return Double(count)
    case .isLooping: return isLooping ? 1 : 0
    case .snapping: return Double(Self.snappingKinds.firstIndex(of: snapping) ?? 0)
    case .maxItemsPerFling: return Double(maxItemsPerFling)
    case .decelerationRate: return decelerationRate
    case .springResponse: return springResponse
    case .springDamping: return springDamping
    case .autoplay: return autoplay ? 1 : 0
    case .autoplayInterval: return autoplayInterval
    case .look: return Double(look)
    }
  }

  /// These settings with one control set to `value`, then clamped (``clamp()``): counts are
  /// rounded to the nearest integer, a flag is on for any value but 0. `nil` for a value
  /// that is not finite, a snapping number that is not 0, 1 or 2, or a look that is not a
  /// whole number in 0 … ``maximumLook``: the page's controls
  /// never send one, and the settings are kept.
  package func setting(_ field: Field, to value: Double) -> DemoSettings? {
    guard value.isFinite else { return nil }
    var result = self
    // Counts beyond the limits are clamped before the conversion, which cannot trap then.
    let whole = Int(min(max(value.rounded(), -1), Double(Self.maximumCount) + 1))
    switch field {
    case .count: result.count = whole
    case .isLooping: result.isLooping = value != 0
    case .snapping:
      guard value == value.rounded(), value >= 0, value < Double(Self.snappingKinds.count) else { return nil }
      result.snapping = Self.snappingKinds[Int(value)]
    case .maxItemsPerFling: result.setMaxItemsPerFling(whole)
    case .decelerationRate: result.decelerationRate = value
    case .springResponse: result.springResponse = value
    case .springDamping: result.springDamping = value
    case .autoplay: result.autoplay = value != 0
    case .autoplayInterval: result.setAutoplayInterval(value)
    case .look:
      guard value == value.rounded(), value >= 0, value <= Double(Self.maximumLook) else { return nil }
      result.look = Int(value)
    }
    result.clamp()
    return result
  }
}
