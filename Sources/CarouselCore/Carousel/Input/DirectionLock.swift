/// Decides who owns a drag that starts on a carousel nested in a scroll view of the other
/// axis (banners at the top of a vertical feed): the carousel, for a drag along its axis, or
/// the enclosing scroll view, for one across it. The ``CarouselDriver``'s touch lifecycle
/// decides once per touch, the first time the finger is more than
/// ``CarouselDriver/tapSlop`` from where it went down (or when a platform pan recogniser asks,
/// ``CarouselDriver/shouldBeginDrag(velocity:)``).
package enum DirectionLock {
  /// Who owns the drag.
  package enum Decision: String, Sendable, Hashable {
    /// Not yet: the finger has not left the slop.
    case undecided
    /// The carousel: the drag moves the content.
    case carousel
    /// The other axis (the enclosing scroll view): the carousel ignores the drag.
    case other
  }

  /// The decision for a movement (`dx`, `dy`): the carousel's if the movement along `axis` is
  /// larger than across it (within 45° of the axis), the other axis's otherwise; undecided
  /// for no movement or non-finite numbers. O(1).
  package static func decide(axis: ScrollAxis, dx: Double, dy: Double) -> Decision {
    guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return .undecided }
    let along = abs(axis == .horizontal ? dx : dy)
    let across = abs(axis == .horizontal ? dy : dx)
    return along > across ? .carousel : .other
  }
}
