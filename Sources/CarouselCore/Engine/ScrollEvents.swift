/// What changed during one call into the ``ScrollEngine`` or the ``CarouselDriver``: a plain
/// value, no allocation. The one event type of CarouselKit: the front ends, the playground
/// and the command line tool all read these.
///
/// Each field is `nil` (or `false`) unless that thing happened during the call; when it
/// happened more than once, the field holds the latest value.
public struct ScrollEvents: Sendable, Hashable {
  /// Whether the current item changed (``currentIndex`` holds the new one, which is `nil`
  /// when the last item went away).
  public var currentIndexChanged: Bool
  /// The new current item index, when the current item changed.
  public var currentIndex: Int?
  /// The item index the engine will come to rest on, when it chose one (at release, for a
  /// programmatic scroll or an autoplay step).
  public var settleTarget: Int?
  /// The new phase, when the phase changed.
  public var phase: ScrollEngine.Phase?
  /// The item a tap selected (``CarouselDriver/touch(_:at:time:)``), when there was one.
  public var tappedIndex: Int?

  /// No events.
  public static let none = ScrollEvents()

  /// Creates a set of events; a non-`nil` `currentIndex` also sets
  /// ``currentIndexChanged``.
  public init(
    currentIndex: Int? = nil, settleTarget: Int? = nil, phase: ScrollEngine.Phase? = nil, tappedIndex: Int? = nil
  ) {
    self.currentIndexChanged = currentIndex != nil
    self.currentIndex = currentIndex
    self.settleTarget = settleTarget
    self.phase = phase
    self.tappedIndex = tappedIndex
  }

  /// Whether nothing happened.
  public var isEmpty: Bool { !currentIndexChanged && settleTarget == nil && phase == nil && tappedIndex == nil }

  /// Whether the motion came to rest during the call (the phase became
  /// ``ScrollEngine/Phase/idle``): a front end's "did settle".
  public var didSettle: Bool { phase == .idle }

  /// Adds the later events `other` on top of these.
  public mutating func merge(_ other: ScrollEvents) {
    if other.currentIndexChanged {
      currentIndexChanged = true
      currentIndex = other.currentIndex
    }
    if let i = other.settleTarget { settleTarget = i }
    if let p = other.phase { phase = p }
    if let i = other.tappedIndex { tappedIndex = i }
  }

  /// Records that the current item became `index`.
  mutating func noteCurrentIndex(_ index: Int?) {
    currentIndexChanged = true
    currentIndex = index
  }
}
