#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import SwiftUI

  /// Words an app gives the carousels below in place of CarouselKit's for the app's language.
  struct CarouselStringsKey: EnvironmentKey {
    static var defaultValue: CarouselStrings? { nil }
  }
#endif
