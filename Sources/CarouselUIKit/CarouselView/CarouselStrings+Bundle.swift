#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import Foundation

  extension CarouselStrings {
    /// The strings of CarouselKit's resources (`Resources/<language>.lproj/Localizable.strings`)
    /// in the app's language: the first of `Bundle.main.preferredLocalizations` (the languages
    /// the app runs in, most preferred first) that CarouselKit has, matched by
    /// ``CarouselStrings/localization(for:among:)`` (`fr-CA` speaks `fr`); English when it has
    /// none of them, so an app localised only in English speaks English, as its own interface
    /// does. Loaded once per launch (the app's language changes only with a relaunch).
    static let bundled = CarouselStrings.load(for: Bundle.main.preferredLocalizations, from: .carouselResources)
  }

  extension Bundle {
    /// CarouselKit's resources: the package's resource bundle (`Bundle.module`) when SwiftPM
    /// builds it; otherwise (the sources compiled into an app without SwiftPM) the bundle the
    /// code is in, where the app then puts the `.lproj` folders.
    static var carouselResources: Bundle {
      #if SWIFT_PACKAGE
        return .module
      #else
        return Bundle(for: CarouselView.self)
      #endif
    }
  }
#endif
