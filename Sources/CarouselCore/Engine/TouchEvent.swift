/// One touch sample fed to the ``ScrollEngine``.
///
/// `location` is the finger's coordinate along the scroll axis, in points, in the
/// coordinate space of the viewport (x for a horizontal carousel, y for a vertical one).
/// The finger moving towards smaller coordinates scrolls forward (the offset grows), as in
/// `UIScrollView`. Right-to-left front ends pass the mirrored coordinate.
public struct TouchEvent: Sendable, Hashable {
  /// The stage of the touch.
  public enum Phase: String, Sendable, Hashable, CaseIterable {
    /// The finger touched down (it catches any motion in progress).
    case began
    /// The finger moved.
    case moved
    /// The finger lifted: the engine releases with the estimated velocity.
    case ended
    /// The system cancelled the touch: the engine releases with zero velocity.
    case cancelled
  }

  /// The stage of the touch.
  public var phase: Phase
  /// The finger's position along the scroll axis, in points.
  public var location: Double
  /// The sample's timestamp, in seconds, on the same clock as ``ScrollEngine/advance(to:)``.
  public var time: Double

  /// Creates a touch sample.
  public init(_ phase: Phase, location: Double, time: Double) {
    self.phase = phase
    self.location = location
    self.time = time
  }

  /// Whether both numbers are finite and within the engine's limits: |location| ≤
  /// ``ScrollEngine/maximumTouchLocation`` (10⁹ pt) and |time| ≤ ``ScrollEngine/maximumTime``
  /// (10¹² s). The engine ignores samples that are not.
  public var isValid: Bool {
    location.isFinite && time.isFinite && abs(location) <= ScrollEngine.maximumTouchLocation
      && abs(time) <= ScrollEngine.maximumTime
  }
}
