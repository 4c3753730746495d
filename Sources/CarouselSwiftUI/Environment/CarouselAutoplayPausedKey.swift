#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import SwiftUI

  /// Whether the app holds the autoplay of the carousels below (its pause control).
  struct CarouselAutoplayPausedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }
#endif
