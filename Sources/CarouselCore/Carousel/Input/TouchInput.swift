/// One raw touch sample of one finger, as the platform reports it.
public struct TouchInput: Sendable, Hashable {
  /// The touch's stage.
  public var phase: TouchEvent.Phase
  /// The finger's location in the viewport, in points, as the platform reports it (not
  /// mirrored: the driver mirrors for right-to-left layouts).
  public var location: CarouselPoint
  /// The touch's own timestamp, in seconds, on the driver's clock.
  public var time: Double
  /// The platform's identifier of the finger (UIKit: the `UITouch`; the browser:
  /// `pointerId`). The driver follows the first finger down and ignores the others.
  public var finger: Int
  /// What the touch landed on (read at `began`).
  public var target: TouchTarget

  /// Creates a touch sample.
  public init(
    _ phase: TouchEvent.Phase, at location: CarouselPoint, time: Double, finger: Int = 0,
    target: TouchTarget = .content
  ) {
    self.phase = phase
    self.location = location
    self.time = time
    self.finger = finger
    self.target = target
  }
}
