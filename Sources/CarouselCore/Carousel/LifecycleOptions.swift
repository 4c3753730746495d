/// The options and memory of the touch lifecycle that outlive one touch.
struct LifecycleOptions: Sendable, Hashable {
  var tapsOnLift = true
  var isScrollEnabled = true
  /// The last touch lifted as a tap that nobody reported yet (for ``CarouselDriver/tap(item:time:)``).
  var lastTouchMayTap = false
  /// The current or last touch already selected.
  var lastTapConsumed = false
}
