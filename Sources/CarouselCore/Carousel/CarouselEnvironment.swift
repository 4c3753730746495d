/// What the platform says about the user's settings, as a ``CarouselDriver`` needs them.
public struct CarouselEnvironment: Sendable, Hashable {
  /// Whether the layout direction is right to left: horizontal layouts are mirrored (unless
  /// the platform mirrors them itself, see ``mirrorsGeometry``) and the arrow keys swap.
  public var isRightToLeft: Bool
  /// Whether VoiceOver is running (autoplay is held).
  public var isVoiceOverRunning: Bool
  /// Whether Reduce Motion is on (autoplay is off, programmatic steps are not animated).
  public var isReduceMotionEnabled: Bool
  /// Whether Switch Control is running (autoplay is held: a moving target cannot be scanned).
  public var isSwitchControlRunning: Bool
  /// Whether the carousel or one of its items has keyboard focus (Full Keyboard Access, a
  /// hardware keyboard): autoplay is held while it does.
  public var isFocused: Bool
  /// Whether the carousel can be seen: in a window, and the app in the foreground. Autoplay
  /// holds while it cannot (the user's own pause, ``CarouselDriver/setAutoplayPaused(_:at:)``,
  /// is kept apart and survives).
  public var isVisible: Bool
  /// Whether the driver mirrors drawn positions, rotations and 3D transforms and touch
  /// locations for right to left (``ItemAttributes/mirrored(in:)``). `true` (the default) for
  /// both front ends: UIKit's coordinates do not flip, and SwiftUI's carousel lays its item
  /// container out left to right whatever the reading direction (restoring the app's
  /// direction inside each item), so that nothing depends on how SwiftUI flips positions,
  /// transforms or drag locations. `false` only for a platform that already mirrors all of
  /// these itself (mirroring again would flip the carousel back).
  public var mirrorsGeometry: Bool
  /// The words spoken to assistive technologies (English by default; the front ends load
  /// the user's language from CarouselKit's resources, see ``CarouselStrings``).
  public var strings: CarouselStrings

  public init(
    isRightToLeft: Bool = false, isVoiceOverRunning: Bool = false, isReduceMotionEnabled: Bool = false,
    isSwitchControlRunning: Bool = false, isFocused: Bool = false, isVisible: Bool = true,
    mirrorsGeometry: Bool = true, strings: CarouselStrings = .english
  ) {
    self.isRightToLeft = isRightToLeft
    self.isVoiceOverRunning = isVoiceOverRunning
    self.isReduceMotionEnabled = isReduceMotionEnabled
    self.isSwitchControlRunning = isSwitchControlRunning
    self.isFocused = isFocused
    self.isVisible = isVisible
    self.mirrorsGeometry = mirrorsGeometry
    self.strings = strings
  }
}
