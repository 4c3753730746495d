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

extension TouchLifecycle {
  /// The same stage with `press` in it.
  func replacing(_ press: TouchPress) -> TouchLifecycle {
    switch self {
    case .none: return .none
    case .pressed: return .pressed(press)
    case .dragging: return .dragging(press)
    case .released: return .released(press)
    }
  }
}
