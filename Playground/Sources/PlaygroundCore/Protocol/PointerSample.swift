import CarouselCore

/// One pointer event of the page, as the driver's touch rules take it.
struct PointerSample: Sendable, Hashable {
  var phase: TouchEvent.Phase
  /// The position in the demo's viewport, in points; without `y`, `x` is along the axis.
  var x: Double
  var y: Double?
  var time: Double
  /// The browser's `pointerId`: the driver follows one finger and ignores the others.
  var finger: Int
  /// What the pointer went down on.
  var target: TouchTarget

  init(
    phase: TouchEvent.Phase, x: Double, y: Double? = nil, time: Double, finger: Int = 0,
    target: TouchTarget = .content
  ) {
    self.phase = phase
    self.x = x
    self.y = y
    self.time = time
    self.finger = finger
    self.target = target
  }
}
