/// What the platform says about the user's settings, as a ``CarouselDriver`` needs them.
public struct CarouselEnvironment: Sendable, Hashable {
  /// Whether the layout direction is right to left (horizontal layouts are mirrored).
  public var isRightToLeft: Bool
  /// Whether VoiceOver is running (autoplay is held).
  public var isVoiceOverRunning: Bool
  /// Whether Reduce Motion is on (autoplay is off, programmatic steps are not animated).
  public var isReduceMotionEnabled: Bool

  public init(isRightToLeft: Bool = false, isVoiceOverRunning: Bool = false, isReduceMotionEnabled: Bool = false) {
    self.isRightToLeft = isRightToLeft
    self.isVoiceOverRunning = isVoiceOverRunning
    self.isReduceMotionEnabled = isReduceMotionEnabled
  }
}
