/// A carousel's position and phase, to read at any time (``CarouselDriver/state``): what apps
/// ask (the current item, the progress) and what a platform asks between actions. A small
/// value computed on demand; nothing in it needs acknowledging.
public struct CarouselState: Sendable, Hashable {
  /// The number of items.
  public var count: Int
  /// The item nearest to the content, `nil` with no items.
  public var currentIndex: Int?
  /// The item the carousel rests on or is going to (the target of a settle or an animation,
  /// else the current item), `nil` with no items.
  public var destinationIndex: Int?
  /// What the engine is doing.
  public var phase: ScrollEngine.Phase
  /// The content offset within the current cycle, in points.
  public var offset: Double
  /// The offset on the unbounded track, in points.
  public var unwrappedOffset: Double
  /// The velocity of the content, in points per second.
  public var velocity: Double
  /// The continuous position in items (2.5: halfway from item 2 to item 3), `nil` with no
  /// items (``CarouselDriver/progress``).
  public var progress: Double?
  /// The time of the latest action, in seconds, on the actions' clock.
  public var time: Double
  /// Whether a finger (or a trackpad's scroll) is down on the carousel.
  public var isTouchDown: Bool
  /// Whether the content follows a finger now.
  public var isDragging: Bool
  /// Whether the user paused autoplay (the accessibility action); the user resumes it.
  public var isAutoplayPausedByUser: Bool
}
