/// Turns a platform's gesture callbacks into the engine's ``TouchEvent``s: the part of a
/// front end's gesture handling that is not UIKit- or SwiftUI-specific.
///
/// It picks the coordinate along the scroll axis and mirrors it for right-to-left layouts
/// (the finger moving right then scrolls forward, as in a right-to-left `UIScrollView`).
/// Layout attributes are mirrored back with ``ItemAttributes/mirrored(in:)``.
public struct GestureTranslator: Sendable, Hashable {
  /// The stages of a platform gesture (UIKit's `UIGestureRecognizer.State`, SwiftUI's
  /// `DragGesture` `onChanged`/`onEnded`).
  public enum Stage: String, Sendable, Hashable, CaseIterable {
    case possible, began, changed, ended, cancelled, failed
  }

  public var axis: ScrollAxis
  /// Whether the layout direction is right to left (only horizontal axes are mirrored).
  public var isRightToLeft: Bool
  /// The viewport's size, in points (for mirroring).
  public var viewport: CarouselSize

  public init(axis: ScrollAxis, isRightToLeft: Bool = false, viewport: CarouselSize) {
    self.axis = axis
    self.isRightToLeft = isRightToLeft
    self.viewport = viewport
  }

  /// Whether coordinates along the axis are mirrored.
  public var mirrors: Bool { isRightToLeft && axis == .horizontal }

  /// The finger's coordinate along the scroll axis for a location in the viewport.
  public func location(_ point: CarouselPoint) -> Double {
    switch axis {
    case .horizontal: return mirrors ? viewport.width - point.x : point.x
    case .vertical: return point.y
    }
  }

  /// The touch event for a gesture callback, or `nil` for stages that carry none
  /// (`possible`). `failed` is a cancellation.
  ///
  /// - Parameters:
  ///   - stage: the gesture's stage.
  ///   - point: the finger's location in the viewport, in points.
  ///   - time: the event's timestamp, in seconds, on the clock the display link uses (UIKit:
  ///     `UITouch.timestamp` or `CACurrentMediaTime()`; SwiftUI: the `TimelineView` date's
  ///     reference).
  public func event(_ stage: Stage, at point: CarouselPoint, time: Double) -> TouchEvent? {
    let phase: TouchEvent.Phase
    switch stage {
    case .possible: return nil
    case .began: phase = .began
    case .changed: phase = .moved
    case .ended: phase = .ended
    case .cancelled, .failed: phase = .cancelled
    }
    return TouchEvent(phase, location: location(point), time: time)
  }
}
