/// Decides who owns a drag that starts on a carousel nested in a scroll view of the other
/// axis (banners at the top of a vertical feed): the carousel, for a drag along its axis, or
/// the enclosing scroll view, for one across it. A front end that sees every touch (SwiftUI's
/// drag gesture recognises alongside the parent's scrolling) asks it before moving the content.
///
/// - Touch-down: nothing is decided; the front end still stops a moving carousel at once
///   (``CarouselDriver/touchDown(at:time:)``), as the user expects.
/// - The first time the finger is more than ``slop`` points from where it touched down, the
///   drag is decided once and for all: the carousel's if the movement along its axis is
///   larger than across it (within 45° of the axis), the other axis's otherwise. A caught
///   carousel whose drag goes to the other axis is released where it is
///   (``CarouselDriver/touchUp(time:)`` settles it on the nearest item).
/// - A lift before any decision is a tap.
///
/// Non-finite points decide nothing. O(1), no allocation.
public struct DirectionLock: Sendable, Hashable {
  /// Who owns the drag.
  public enum Decision: Sendable, Hashable {
    /// Not yet: the finger has not left the slop.
    case undecided
    /// The carousel: the drag moves the content.
    case carousel
    /// The other axis (the enclosing scroll view): the carousel ignores the drag.
    case other
  }

  /// The carousel's axis.
  public var axis: ScrollAxis
  /// How far the finger travels before the drag is decided, in points (10, as UIKit's pan).
  public var slop: Double
  /// The decision for the current touch.
  public private(set) var decision = Decision.undecided
  private var start: CarouselPoint?

  public init(axis: ScrollAxis, slop: Double = 10) {
    self.axis = axis
    self.slop = slop.isFinite ? max(slop, 0) : 10
  }

  /// A finger touched down at `point`: a new, undecided drag.
  public mutating func begin(at point: CarouselPoint) {
    decision = .undecided
    start = point
  }

  /// The finger moved to `point`; returns the decision (made once, at the first point past the
  /// slop).
  @discardableResult
  public mutating func move(to point: CarouselPoint) -> Decision {
    guard decision == .undecided, let start else { return decision }
    let dx = point.x - start.x
    let dy = point.y - start.y
    guard dx.isFinite, dy.isFinite, (dx * dx + dy * dy).squareRoot() > slop else { return decision }
    let along = abs(axis == .horizontal ? dx : dy)
    let across = abs(axis == .horizontal ? dy : dx)
    decision = along > across ? .carousel : .other
    return decision
  }

  /// The finger lifted or the touch was cancelled: returns the final decision (`.undecided`
  /// is a tap) and gets ready for the next touch.
  public mutating func end() -> Decision {
    defer {
      decision = .undecided
      start = nil
    }
    return decision
  }
}
