extension CarouselDriver {
  /// The SwiftUI drag gesture's callbacks translated into the touch lifecycle, with no state
  /// of the front end's own: the first `changed` of a touch is its touch-down (at the
  /// gesture's start location) and a move; `ended` lifts; a `reset` while a touch is still
  /// down cancels it (the content settles from where it is; the next touch starts clean).
  @_spi(CarouselKitInternals)
  @discardableResult
  public mutating func drag(_ update: DragGestureUpdate) -> ScrollEvents {
    switch update {
    case .changed(let start, let location, let time):
      var events = ScrollEvents()
      if lifecycle.press == nil { events.merge(touch(.began, at: start, time: time)) }
      events.merge(touch(.moved, at: location, time: time))
      return events
    case .ended(let location, let time):
      return touch(.ended, at: location, time: time)
    case .reset(let time):
      guard let press = lifecycle.press else { return advance(to: time) }
      return touch(.cancelled, at: press.location, time: time, finger: press.finger)
    }
  }
}

extension RecognizerState {
  /// The raw touch phase of a touch-down recogniser's state (a long press with no minimum
  /// duration, which begins at touch-down and follows the finger): `began` → `began`,
  /// `changed` → `moved`, `ended` → `ended`, `cancelled` and `failed` → `cancelled`;
  /// `possible` carries no touch.
  public var touchPhase: TouchEvent.Phase? {
    switch self {
    case .possible: return nil
    case .began: return .began
    case .changed: return .moved
    case .ended: return .ended
    case .cancelled, .failed: return .cancelled
    }
  }
}
