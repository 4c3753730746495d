#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import CarouselUIKitSupport
  import Foundation

  extension CarouselStrings {
    /// CarouselKit's strings in the app's language, by the UIKit carousel's rule
    /// (`CarouselStrings.load(from:)`), loaded once from its resources (the same files as the
    /// UIKit target's): the package's resource bundle (`Bundle.module`) when SwiftPM builds it;
    /// otherwise (the sources compiled into an app without SwiftPM) the bundle the code is in,
    /// where the app then puts the `.lproj` folders.
    #if SWIFT_PACKAGE
      static let bundled = CarouselStrings.load(from: .module)
    #else
      static let bundled = CarouselStrings.load(from: Bundle(for: CarouselResourcesToken.self))
    #endif
  }

  /// A class of this module, for `Bundle(for:)`.
  private final class CarouselResourcesToken {}
#endif
