import CarouselCore

/// One pointer event of the page: the core's touch, as the driver's touch rules take it,
/// and whether the page sent only the position along the demo's axis (no `y`), which the
/// demo then places (``DemoState/handle(_:)``).
struct PointerSample: Sendable, Hashable {
  /// The touch: phase, position in the demo's viewport (points), time, the browser's
  /// `pointerId` as the finger (the driver follows one and ignores the others), and what the
  /// pointer went down on.
  var touch: TouchInput
  /// Whether the page sent no `y`: then `touch.location.x` is the position along the axis.
  var isAlongAxis: Bool

  init(
    phase: TouchEvent.Phase, x: Double, y: Double? = nil, time: Double, finger: Int = 0,
    target: TouchTarget = .content
  ) {
    touch = TouchInput(phase, at: CarouselPoint(x: x, y: y ?? 0), time: time, finger: finger, target: target)
    isAlongAxis = y == nil
  }
}
