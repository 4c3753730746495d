#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import Foundation

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
