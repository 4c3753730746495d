/// Automatic advancing of a carousel, one item at a time.
///
/// The engine advances one item every ``interval`` seconds of rest. The countdown runs only
/// while the engine is idle: a touch pauses it, and it starts again, from the item the user
/// left, once the content has settled. With fewer than two items autoplay does nothing.
/// Without looping, it wraps from the last item back to the first (and the reverse).
public struct Autoplay: Sendable, Hashable {
  /// The direction of travel.
  public enum Direction: String, Sendable, Hashable, CaseIterable {
    /// Towards higher indices.
    case forward
    /// Towards lower indices.
    case backward
  }

  /// The shortest interval accepted, in seconds.
  public static let minimumInterval = 0.1

  /// The longest interval accepted, in seconds (10⁹ s).
  public static let maximumInterval = 1e9

  /// The time spent at rest on each item, in seconds (in
  /// ``minimumInterval``...``maximumInterval``).
  public let interval: Double
  /// The direction of travel.
  public let direction: Direction

  /// Creates an autoplay rule. `interval` is clamped into
  /// ``minimumInterval``...``maximumInterval``; a non-finite interval becomes 3 s.
  public init(interval: Double = 3, direction: Direction = .forward) {
    self.interval = interval.isFinite ? min(max(interval, Self.minimumInterval), Self.maximumInterval) : 3
    self.direction = direction
  }

  var step: Int { direction == .forward ? 1 : -1 }
}
