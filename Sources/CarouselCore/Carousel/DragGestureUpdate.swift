/// One callback of a SwiftUI `DragGesture(minimumDistance: 0)`, as the SwiftUI front end
/// hands it to ``CarouselDriver/drag(_:)`` before iOS 18 (from iOS 18 it uses UIKit
/// recognisers through `UIGestureRecognizerRepresentable`, like the UIKit front end).
///
/// SwiftUI calls `onChanged` for every movement (the first one carries the touch-down point
/// as `startLocation`), `onEnded` only when the gesture ends successfully, and resets a
/// `@GestureState` both after `onEnded` and when the system cancels the gesture (an alert,
/// Control Center, an enclosing scroll view taking the touch): a reset with a touch still in
/// progress is a cancellation.
@_spi(CarouselKitInternals)
public enum DragGestureUpdate: Sendable, Hashable {
  /// `onChanged`: the gesture's `startLocation`, `location` and `time`.
  case changed(start: CarouselPoint, location: CarouselPoint, time: Double)
  /// `onEnded`: the gesture's `location` and `time`.
  case ended(location: CarouselPoint, time: Double)
  /// The `@GestureState` reset (after `onEnded`, or on cancellation), at the frame's time.
  case reset(time: Double)
}
