/// What changed during one call into the ``ScrollEngine``: a plain value, no allocation.
///
/// Each field is `nil` unless that thing happened during the call; when it happened more
/// than once, the field holds the latest value.
public struct ScrollEvents: Sendable, Hashable {
  /// The new current item index, when the current item changed.
  public var currentIndex: Int?
  /// The item index the engine will come to rest on, when it chose one (at release, for a
  /// programmatic scroll or an autoplay step).
  public var settleTarget: Int?
  /// The new phase, when the phase changed.
  public var phase: ScrollEngine.Phase?

  /// No events.
  public static let none = ScrollEvents()

  /// Creates an empty set of events.
  public init(currentIndex: Int? = nil, settleTarget: Int? = nil, phase: ScrollEngine.Phase? = nil) {
    self.currentIndex = currentIndex
    self.settleTarget = settleTarget
    self.phase = phase
  }

  /// Whether nothing happened.
  public var isEmpty: Bool { currentIndex == nil && settleTarget == nil && phase == nil }

  /// Adds the later events `other` on top of these.
  public mutating func merge(_ other: ScrollEvents) {
    if let i = other.currentIndex { currentIndex = i }
    if let i = other.settleTarget { settleTarget = i }
    if let p = other.phase { phase = p }
  }
}
