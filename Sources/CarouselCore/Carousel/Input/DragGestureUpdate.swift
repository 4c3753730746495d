/// One callback of a SwiftUI `DragGesture(minimumDistance: 0)`, translated into touches
/// (``CarouselInput/dragGesture(_:)``). The SwiftUI front end used it before iOS 18 and now
/// uses UIKit recognisers on every version (beside a parent scroll view a `DragGesture` cannot
/// keep a diagonal swipe from scrolling the parent too); the conformance tests replay it to
/// show why.
///
/// SwiftUI calls `onChanged` for every movement (the first one carries the touch-down point
/// as `startLocation`), `onEnded` only when the gesture ends successfully, and resets a
/// `@GestureState` both after `onEnded` and when the system cancels the gesture (an alert,
/// Control Center, an enclosing scroll view taking the touch): a reset with a touch still in
/// progress is a cancellation.
public enum DragGestureUpdate: Sendable, Hashable {
  /// `onChanged`: the gesture's `startLocation`, `location` and `time`.
  case changed(start: CarouselPoint, location: CarouselPoint, time: Double)
  /// `onEnded`: the gesture's `location` and `time`.
  case ended(location: CarouselPoint, time: Double)
  /// The `@GestureState` reset (after `onEnded`, or on cancellation), at the frame's time.
  case reset(time: Double)

  /// The callback's time, in seconds.
  public var time: Double {
    switch self {
    case .changed(_, _, let time), .ended(_, let time), .reset(let time): return time
    }
  }
}

extension CarouselDriver {
  /// The inputs a SwiftUI drag gesture callback stands for, in order (at most two): the
  /// first `changed` of a touch is its touch-down (at the gesture's start location) and a
  /// move; `ended` lifts; a `reset` while the driver still follows a touch cancels it (the
  /// content settles from where it is; the next touch starts clean), and is nothing otherwise.
  /// A question only: feed the inputs to ``handle(_:)``.
  func inputs(for update: DragGestureUpdate) -> InputPair {
    switch update {
    case .changed(let start, let location, let time):
      let move = CarouselInput.touch(TouchInput(.moved, at: location, time: time))
      guard isTouchDown else { return InputPair(.touch(TouchInput(.began, at: start, time: time)), move) }
      return InputPair(move)
    case .ended(let location, let time):
      return InputPair(.touch(TouchInput(.ended, at: location, time: time)))
    case .reset(let time):
      guard let touch = touchState.touch else { return InputPair() }
      return InputPair(.touch(TouchInput(.cancelled, at: touch.location, time: time, finger: touch.finger)))
    }
  }
}
