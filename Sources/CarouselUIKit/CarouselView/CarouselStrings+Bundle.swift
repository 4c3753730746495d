#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import Foundation

  extension CarouselStrings {
    /// CarouselKit's strings in the app's language (`CarouselStrings.load(from:)`), loaded once
    /// from its resources: the package's resource bundle (`Bundle.module`) when SwiftPM builds
    /// it; otherwise (the sources compiled into an app without SwiftPM) the bundle the code is
    /// in, where the app then puts the `.lproj` folders.
    #if SWIFT_PACKAGE
      static let bundled = CarouselStrings.load(from: .module)
    #else
      static let bundled = CarouselStrings.load(from: Bundle(for: CarouselView.self))
    #endif
  }
#endif
