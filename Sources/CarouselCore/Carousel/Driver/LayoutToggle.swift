import RealModule

/// The toggle a ``CarouselDriver`` holds and eases for a layout whose look depends on the time
/// since the current item changed (``CarouselLayout/usesToggle``): iCarousel's `_toggle`, what
/// its `iCarouselTypeCoverFlow2` flips the items with (``CoverFlowLayout/Style/coverFlow2``).
///
/// From iCarousel.m (nicklockwood/iCarousel): `-didScroll` sets the toggle to
/// clamp(previous − current, −1, 1) whenever the current item changes (−1 when the content
/// moved to a later item, +1 to an earlier one, whatever the cause: a drag, a glide, a settle,
/// an animated scroll, a jump, autoplay), and `-step` eases it to 0 over
///
///     duration = 0.2 + (0.4 − 0.2) · min(1, 1/|v|)  seconds
///
/// (`MIN_TOGGLE_DURATION`, `MAX_TOGGLE_DURATION`; v the start velocity in items per second,
/// 0.4 s when it is 0) with its `-easeInOut:` cubic e(t) = 4t³ for t < 0.5, else
/// 1 − 4(1 − t)³: toggle(t) = sign · (1 − e(min(1, (t − start) / duration))). Here v is the
/// content's velocity when the current item changes (the engine's, over the distance between
/// the two anchors), so a faster fling flips faster.
///
/// Two decisions differ from iCarousel, documented because they show:
/// - iCarousel re-derives the toggle from each item's offset while it decelerates or animates
///   (which draws plain cover flow then, and jumps when the drag is released); here the
///   toggle eases the same way whatever moves the content, so nothing jumps at a release.
/// - A change back to the previous item before the toggle has reached 0 (a finger that goes
///   back) starts from where the items are drawn: magnitude 1 − |toggle|, the opposite sign,
///   on the same curve (its start moved back so that e gives that magnitude), where
///   iCarousel restarts at ±1 and the two items jump. A change on in the same direction
///   restarts at ±1, as iCarousel does.
///
/// Under Reduce Motion the toggle stays 0 (no flip is animated: the items turn at once when
/// the current item changes, as an animated scroll jumps), and so no frame is asked for it.
/// A data change or a new layout notes the current item again without starting the toggle.
///
/// - Complexity: O(1) per frame, no allocation.
public struct LayoutToggle: Sendable, Hashable {
  /// The shortest toggle duration, in seconds: 0.2 (iCarousel's `MIN_TOGGLE_DURATION`),
  /// approached as the speed grows (0.24 s at 5 items per second).
  public static let minimumDuration = 0.2
  /// The longest toggle duration, in seconds: 0.4 (iCarousel's `MAX_TOGGLE_DURATION`), for a
  /// change at 1 item per second or slower, and at rest (a jump, a data change).
  public static let maximumDuration = 0.4

  /// The duration of a toggle started at `itemsPerSecond` (its magnitude; non-finite or
  /// negative counts as 0): ``minimumDuration`` + (``maximumDuration`` −
  /// ``minimumDuration``) · min(1, 1/|v|), iCarousel's `-step`. O(1).
  public static func duration(itemsPerSecond v: Double) -> Double {
    let speed = v.isFinite ? abs(v) : 0
    let fraction = speed > 1 ? 1 / speed : 1
    return minimumDuration + (maximumDuration - minimumDuration) * fraction
  }

  /// iCarousel's `-easeInOut:`: 0.5 · (2t)³ for t < 0.5, else 0.5 · (2t − 2)³ + 1, with t
  /// clamped into 0…1 (NaN: 1). O(1).
  public static func easeInOut(_ t: Double) -> Double {
    let t = t.isNaN ? 1 : min(max(t, 0), 1)
    if t < 0.5 {
      let u = t * 2
      return 0.5 * u * u * u
    }
    let u = t * 2 - 2
    return 0.5 * u * u * u + 1
  }

  /// The time fraction at which ``easeInOut(_:)`` reaches `y` (0…1): its inverse. O(1).
  static func easeInOutInverse(_ y: Double) -> Double {
    let y = y.isNaN ? 1 : min(max(y, 0), 1)
    if y < 0.5 { return Double.root(2 * y, 3) / 2 }
    return 1 - Double.root(2 * (1 - y), 3) / 2
  }

  /// Whether the driver eases a toggle (its layout uses one and Reduce Motion is off).
  public internal(set) var isEnabled = false
  /// The direction of the toggle in progress: −1 (moved to a later item), +1 (to an earlier
  /// one), 0 when there is none.
  public internal(set) var sign = 0.0
  /// When the toggle's curve started, in seconds (the engine's clock).
  public internal(set) var start = 0.0
  /// How long the toggle lasts from ``start``, in seconds.
  public internal(set) var duration = LayoutToggle.maximumDuration
  /// The unwrapped track position of the current item when last noted, `nil` before the first.
  var position: Int?
  /// The number of items when last noted (a data change notes the position again).
  var count = 0

  /// Creates a toggle at rest.
  public init() {}

  /// The toggle at `time` (seconds): −1…1, 0 when none is in progress, when disabled and
  /// from ``start`` + ``duration`` on. O(1).
  public func value(at time: Double) -> Double {
    guard isEnabled, sign != 0 else { return 0 }
    let elapsed = time - start
    guard duration > 0, elapsed.isFinite else { return 0 }
    let t = elapsed / duration
    if t >= 1 { return 0 }
    return sign * (1 - Self.easeInOut(t))
  }

  /// Whether a toggle is still easing at `time`: the driver asks for frames until then.
  public func isEasing(at time: Double) -> Bool { value(at: time) != 0 }

  /// Enables or disables the toggle (a new layout, Reduce Motion); disabling ends the one in
  /// progress.
  mutating func enable(_ enabled: Bool) {
    isEnabled = enabled
    if !enabled { sign = 0 }
  }

  /// Notes the current item's unwrapped track `position` among `count` items at `time`,
  /// moving at `itemsPerSecond`: a change of position starts a toggle (see the type). O(1).
  mutating func note(position new: Int?, count: Int, time: Double, itemsPerSecond: Double) {
    defer {
      position = new
      self.count = count
    }
    guard isEnabled else { return }
    if sign != 0, value(at: time) == 0 { sign = 0 }
    guard let new, let old = position, count == self.count, new != old else { return }
    let direction: Double = new > old ? -1 : 1
    let current = value(at: time)
    let length = Self.duration(itemsPerSecond: itemsPerSecond)
    duration = length
    if current != 0, (current < 0) != (direction < 0) {
      // Back before the toggle ended: continue from where the items are drawn,
      // |toggle| = 1 − e(t0), so e(t0) = |current|.
      start = time - Self.easeInOutInverse(abs(current)) * length
    } else {
      start = time
    }
    sign = direction
  }
}
