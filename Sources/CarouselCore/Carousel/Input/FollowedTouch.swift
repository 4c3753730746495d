/// The one finger a ``CarouselDriver`` follows, as it remembers it.
struct FollowedTouch: Sendable, Hashable {
  /// The platform's identifier of the finger.
  var finger: Int
  /// Where it went down, in viewport coordinates (as the platform reports them).
  var start: CarouselPoint
  /// Where it is now.
  var location: CarouselPoint
  /// What it landed on.
  var target: TouchTarget

  /// Whether `point` is more than ``CarouselDriver/tapSlop`` from where the finger went down,
  /// or not a finite point (which never taps either).
  func isPastSlop(_ point: CarouselPoint) -> Bool {
    let dx = point.x - start.x
    let dy = point.y - start.y
    let distance = (dx * dx + dy * dy).squareRoot()
    return !(distance <= touchSlop)
  }
}
