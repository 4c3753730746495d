/// Where the touch a ``CarouselDriver`` follows is in its gesture: the one record of the
/// touch lifecycle. Each case says what the touch may still do; nothing else is kept beside it.
///
/// ```
/// none ─down─▶ pressed ─up─▶ tap (on lift) ─▶ none, or liftedMayTap (taps from the platform)
///    (a motion) │   └─past the slop─▶ dragging    (the driver decides, along the axis;
///               ▼                                   the platform decides: its pan began)
///             caught ─────────────▶ dragging ─up/cancel─▶ none
///               │                  handedOff  (the driver decides, across the axis;
///               │                              the platform: its pan failed)
///               │                  nested ─at its edge─▶ dragging  (a zoomed photo
///               │                              scrolls; the carousel takes it at its edge)
///               └────────────────▶ ignored    (cancelled, scrolling disabled, refused)
/// ```
///
/// While a finger is down the content is held under it if scrolling is enabled (the engine
/// is dragging) until the carousel owns the drag or another gesture takes the touch; a
/// second finger is never followed.
enum TouchState: Sendable, Hashable {
  /// No finger is down, and no tap waits for the platform.
  case none
  /// A finger is down, within the slop, and caught no motion: lifting it may tap (unless it
  /// landed on a control).
  case pressed(FollowedTouch)
  /// A finger is down but will not tap: it caught a moving carousel, left the slop while the
  /// platform had not given the drag to the carousel yet, or a second finger came. The
  /// content stays where it was caught; the platform's pan may still begin.
  case caught(FollowedTouch)
  /// The finger drags the content along the carousel's axis.
  case dragging(FollowedTouch)
  /// Another gesture owns the touch (the enclosing scroll view, a zoomed scroll view or a
  /// slider inside an item): the content was released where it was caught; the rest of the
  /// touch is ignored until it lifts.
  case handedOff(FollowedTouch)
  /// A scroll view inside an item scrolls with the finger (a zoomed photo, a nested list:
  /// ``CarouselInput/nestedPan(_:)``): the content was released where it was caught and
  /// stays; the carousel's drag begins when that scroll view is at its edge along the axis
  /// and the finger keeps going (``EdgeHandoff``).
  case nested(FollowedTouch)
  /// The rest of the touch is ignored until it lifts (the system cancelled the drag,
  /// scrolling was disabled, the layout changed, the engine refused the touch).
  case ignored(FollowedTouch)
  /// The last touch lifted as a tap that the platform may still report
  /// (``InputRules/TapSource/fromPlatform``): one ``CarouselInput/tapItem(_:time:)`` selects.
  case liftedMayTap

  /// The finger down, if any.
  var touch: FollowedTouch? {
    switch self {
    case .none, .liftedMayTap: return nil
    case .pressed(let t), .caught(let t), .dragging(let t), .handedOff(let t), .nested(let t), .ignored(let t):
      return t
    }
  }

  /// Whether the touch down (or the one that just lifted) may still select an item.
  var mayTap: Bool {
    switch self {
    case .pressed(let touch): return touch.target == .content
    case .liftedMayTap: return true
    case .none, .caught, .dragging, .handedOff, .nested, .ignored: return false
    }
  }
}

/// The farthest a touch may travel and still be a tap, and the distance past which a drag's
/// direction is decided, in points (10, as UIKit's tap and pan recognisers allow).
let touchSlop = 10.0
