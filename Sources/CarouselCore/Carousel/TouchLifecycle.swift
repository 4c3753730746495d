/// What a touch landed on, as the platform's hit-testing says (see
/// ``CarouselDriver/touch(_:at:time:finger:target:)``).
public enum TouchTarget: String, Sendable, Hashable, CaseIterable {
  /// An item, or the carousel between items: a lift within ``CarouselDriver/tapSlop`` is a
  /// tap on the item under the finger.
  case content
  /// A control inside an item (a button, a switch): the control handles the tap, so the
  /// touch never selects; it still catches a moving carousel and can drag it, as a touch on
  /// a button in a `UIScrollView` does.
  case control
}

/// The touch lifecycle a ``CarouselDriver`` owns: one value for where the one finger it
/// follows is in its gesture. Front ends keep no input state of their own; they feed raw
/// touches and recogniser callbacks and act on the returned ``ScrollEvents``.
///
/// ```
/// none ──down──▶ pressed ──past the slop, along the axis──▶ dragging ──up/cancel──▶ none
///                   │  └──past the slop, across the axis──▶ released (handed off) ─┘
///                   └──up: a tap (if it may select) / cancel: nothing ──▶ none
/// ```
///
/// A second finger is ignored while one is down. A cancelled touch (the system took it: an
/// alert, Control Center, an enclosing scroll view) lets the content settle from where it is,
/// and the next touch starts clean.
@_spi(CarouselKitInternals)
public enum TouchLifecycle: Sendable, Hashable {
  /// No finger is down.
  case none
  /// A finger is down and has not yet travelled past the slop (or the platform's pan has
  /// not begun): it may still be a tap.
  case pressed(TouchPress)
  /// The finger drags the content along the carousel's axis.
  case dragging(TouchPress)
  /// The finger is down but its gesture is no longer the carousel's (handed off to an
  /// enclosing scroll view, cancelled by the platform, or scrolling is disabled and it moved
  /// past the slop): the rest of it is ignored until it lifts.
  case released(TouchPress)

  /// The touch in progress, if any.
  public var press: TouchPress? {
    switch self {
    case .none: return nil
    case .pressed(let p), .dragging(let p), .released(let p): return p
    }
  }
}

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
