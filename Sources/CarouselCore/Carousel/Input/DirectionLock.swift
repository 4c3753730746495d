/// Decides who owns a drag that starts on a carousel nested in a scroll view of the other
/// axis (banners at the top of a vertical feed): the carousel, for a drag along its axis, or
/// the enclosing scroll view, for one across it. The ``CarouselDriver``'s touch lifecycle
/// decides once per touch, the first time the finger is more than
/// ``CarouselDriver/tapSlop`` from where it went down (or when a platform pan recogniser asks,
/// ``CarouselInput/panShouldBegin(velocity:enclosingScrollsAcross:time:)``).
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
  ///
  /// With `enclosingScrollsAcross` (the platform says a scroll view around the carousel
  /// scrolls across its axis: a vertical feed around a horizontal carousel) the carousel takes
  /// only a drag whose movement along its axis is more than twice the movement across it
  /// (within atan(1/2) ≈ 26.57° of the axis), and a diagonal goes to that scroll view: the
  /// rule of Android's `ViewPager` inside a vertical list (AOSP `ViewPager.onInterceptTouchEvent`:
  /// `xDiff > mTouchSlop && xDiff * 0.5f > yDiff` starts the pager's drag, otherwise the
  /// parent keeps the touch).
  package static func decide(axis: ScrollAxis, dx: Double, dy: Double, enclosingScrollsAcross: Bool = false)
    -> Decision
  {
    guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return .undecided }
    let along = abs(axis == .horizontal ? dx : dy)
    let across = abs(axis == .horizontal ? dy : dx)
    let ratio = enclosingScrollsAcross ? nestedAlongToAcross : 1
    return along > ratio * across ? .carousel : .other
  }

  /// How many times the movement across the axis the movement along it must be for the
  /// carousel to take a drag inside a scroll view of the other axis (2: `ViewPager`'s
  /// `xDiff * 0.5f > yDiff`).
  package static let nestedAlongToAcross = 2.0
}
