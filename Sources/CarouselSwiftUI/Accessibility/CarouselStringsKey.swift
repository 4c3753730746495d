#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import SwiftUI

  /// Words an app gives the carousels below in place of the catalog's for the user's locale.
  struct CarouselStringsKey: EnvironmentKey {
    static var defaultValue: CarouselStrings? { nil }
  }
#endif
