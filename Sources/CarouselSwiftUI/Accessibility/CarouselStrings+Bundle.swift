#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import Foundation

  extension CarouselStrings {
    /// The strings of `bundle`'s localization chosen for `languages`
    /// (``CarouselStrings/localization(for:among:)``), or ``english`` when it has none of them.
    static func load(for languages: [String], from bundle: Bundle) -> CarouselStrings {
      guard let language = localization(for: languages, among: bundle.localizations),
        let path = bundle.path(forResource: language, ofType: "lproj"), let table = Bundle(path: path)
      else { return .english }
      return CarouselStrings(language: language) { key in table.localizedString(forKey: key, value: nil, table: nil) }
    }
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
