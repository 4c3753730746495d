#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import CarouselUIKitSupport
  import Foundation

  extension CarouselStrings {
    /// The strings of CarouselKit's resources in the app's language, by the UIKit carousel's
    /// rule: the first of `Bundle.main.preferredLocalizations` (the languages the app runs in)
    /// that CarouselKit has (`fr-CA` speaks `fr`), English when it has none of them, so an app
    /// localised only in English speaks English, as its own interface does. Loaded once per
    /// launch (the app's language changes only with a relaunch).
    @MainActor static var bundled: CarouselStrings {
      if let cached = CarouselStringsCache.strings { return cached }
      let strings = CarouselStrings.load(for: Bundle.main.preferredLocalizations, from: .carouselResources)
      CarouselStringsCache.strings = strings
      return strings
    }
  }

  /// The strings loaded for this launch.
  @MainActor enum CarouselStringsCache {
    static var strings: CarouselStrings?
  }

  extension Bundle {
    /// CarouselKit's resources (`Resources/<language>.lproj/Localizable.strings`, the same files
    /// as the UIKit target's): the package's resource bundle (`Bundle.module`) when SwiftPM
    /// builds it; otherwise (the sources compiled into an app without SwiftPM) the bundle the
    /// code is in, where the app then puts the `.lproj` folders.
    static var carouselResources: Bundle {
      #if SWIFT_PACKAGE
        return .module
      #else
        return Bundle(for: CarouselResourcesToken.self)
      #endif
    }
  }

  /// A class of this module, for `Bundle(for:)`.
  private final class CarouselResourcesToken {}
#endif
