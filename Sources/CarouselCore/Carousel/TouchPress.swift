/// One finger's touch, as the ``TouchLifecycle`` remembers it.
@_spi(CarouselKitInternals)
public struct TouchPress: Sendable, Hashable {
  /// The platform's identifier of the finger (UIKit: one; the browser: `pointerId`).
  public var finger: Int
  /// Where it touched down, in viewport coordinates (as the platform reports them).
  public var start: CarouselPoint
  /// Where it is now.
  public var location: CarouselPoint
  /// How far it has travelled from `start`, at most, in points (∞ after a non-finite point).
  public var travel: Double
  /// Whether its touch-down caught a motion (it then only stops the carousel: no tap).
  public var caughtMotion: Bool
  /// What it landed on.
  public var target: TouchTarget
  /// Whether the touch-down put the engine under the finger (scrolling was enabled): the
  /// content and autoplay hold until the touch ends.
  public var holdsContent: Bool
  /// Who owns the drag, decided once past the slop (or by the platform's pan recogniser).
  public var decision: DirectionLock.Decision
  /// The content moved under this finger (the drag began).
  public var moved: Bool
}

extension TouchPress {
  /// Moves the finger to `point`, updating the travel (∞ after a non-finite point).
  mutating func follow(to point: CarouselPoint) {
    location = point
    let dx = point.x - start.x
    let dy = point.y - start.y
    let distance = (dx * dx + dy * dy).squareRoot()
    travel = distance.isFinite ? max(travel, distance) : .infinity
  }

  /// Whether a lift now would be a tap: it did not catch a motion, did not move the content,
  /// stayed within the slop and did not land on a control.
  var mayTap: Bool {
    !caughtMotion && !moved && travel <= touchSlop && target == .content
  }
}

/// The farthest a touch may travel and still be a tap, and the distance past which a drag's
/// direction is decided, in points (10, as UIKit's tap and pan recognisers allow).
let touchSlop = 10.0
