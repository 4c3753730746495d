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
  /// holds while it cannot (the user's own pause, ``CarouselConfiguration/isAutoplayPaused``,
  /// is kept apart and survives).
  public var isVisible: Bool
  /// Whether, while it cannot be seen, the front end would not be told when it can be again:
  /// a UIKit carousel in its window and its app active, scrolled out of sight in an enclosing
  /// scroll view (which tells a subview nothing as it scrolls back). The driver then asks to
  /// be woken every ``CarouselDriver/hiddenRecheckInterval`` while it has autoplay, so that
  /// the front end can look again; otherwise a hidden carousel sleeps until it is told.
  /// Default `false`.
  public var visibilityIsUnannounced: Bool
  /// Whether the driver mirrors drawn positions, rotations and 3D transforms and touch
  /// locations for right to left (`ItemAttributes.mirrored(in:)`). `true` (the default) for
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
    mirrorsGeometry: Bool = true, strings: CarouselStrings = .english, visibilityIsUnannounced: Bool = false
  ) {
    self.visibilityIsUnannounced = visibilityIsUnannounced
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

extension CarouselEnvironment {
  /// Whether a carousel can be seen (``isVisible``), from what its front end is told:
  ///
  /// - `isOnScreen`: it is in the view hierarchy on screen (UIKit: in a window, between
  ///   `didMoveToWindow` calls; SwiftUI: between its `onAppear` and `onDisappear`).
  /// - `isInScrollViewport`: some of it is inside the visible area of the scroll view that
  ///   holds it, where the platform says so (SwiftUI's `onScrollVisibilityChange`, iOS 18: a
  ///   banner scrolled out of a non-lazy feed keeps its `onAppear`); `true` where it does not.
  /// - `isAppActive`: the app is in the foreground (UIKit: between `willEnterForeground` and
  ///   `didEnterBackground`; SwiftUI: its scene's `scenePhase` is `.active`).
  ///
  /// Visible only when all three hold. While it is not, the driver stands still and holds
  /// autoplay (``CarouselAction/frame(time:)``).
  public static func isVisible(isOnScreen: Bool, isInScrollViewport: Bool = true, isAppActive: Bool) -> Bool {
    isOnScreen && isInScrollViewport && isAppActive
  }
}
