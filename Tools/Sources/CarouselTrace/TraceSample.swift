import CarouselCore

/// One sample of a recorded gesture: the core's ``TouchInput`` (what a front end hands the
/// driver) and, for UIKit's rules, the pan recogniser's decision at that sample. The
/// `carousel simulate --trace` file is a list of these, and the playground's "Copy as trace"
/// writes them (``json(_:)``).
public struct TraceSample: Sendable, Hashable {
  /// The touch: phase, location, time, finger and what it landed on.
  public var touch: TouchInput
  /// The platform's pan recogniser decided at this sample (`simulate --input platform`).
  public var pan: PlatformDrag?

  /// A sample of `touch`.
  public init(_ touch: TouchInput, pan: PlatformDrag? = nil) {
    self.touch = touch
    self.pan = pan
  }

  /// A sample at `time` and (`x`, `y`), in the trace's fields.
  public init(
    time: Double, x: Double, y: Double, phase: TouchEvent.Phase, finger: Int = 0, target: TouchTarget = .content,
    pan: PlatformDrag? = nil
  ) {
    self.init(TouchInput(phase, at: CarouselPoint(x: x, y: y), time: time, finger: finger, target: target), pan: pan)
  }

  /// The sample's time, in seconds (`t`).
  public var time: Double {
    get { touch.time }
    set { touch.time = newValue }
  }
  /// The finger's horizontal position, in points (`x`).
  public var x: Double {
    get { touch.location.x }
    set { touch.location.x = newValue }
  }
  /// The finger's vertical position, in points (`y`).
  public var y: Double {
    get { touch.location.y }
    set { touch.location.y = newValue }
  }
  /// The touch's stage (`phase`).
  public var phase: TouchEvent.Phase {
    get { touch.phase }
    set { touch.phase = newValue }
  }
  /// The platform's finger (`finger`).
  public var finger: Int {
    get { touch.finger }
    set { touch.finger = newValue }
  }
  /// What the touch landed on (`target`).
  public var target: TouchTarget {
    get { touch.target }
    set { touch.target = newValue }
  }

  /// The sample as a trace's JSON object: `t`, `x`, `y`, `phase`, `finger`, then `target` at a
  /// touch-down and `pan` where the recogniser decided.
  public func json(_ style: TraceJSON) -> String {
    var members = [
      ("t", style.number(time)), ("x", style.number(x)), ("y", style.number(y)),
      ("phase", TraceJSON.string(phase.rawValue)), ("finger", String(finger)),
    ]
    if phase == .began { members.append(("target", TraceJSON.string(target.rawValue))) }
    if let pan { members.append(("pan", TraceJSON.string(pan.rawValue))) }
    return style.object(members)
  }
}
