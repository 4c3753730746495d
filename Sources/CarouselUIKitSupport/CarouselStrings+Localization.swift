#if canImport(UIKit)
  import CarouselCore
  import Foundation

  extension CarouselStrings {
    /// The strings of `bundle`'s localization chosen for `languages`
    /// (``CarouselStrings/localization(for:among:)``), or ``english`` when it has none of them.
    /// Both front ends load CarouselKit's spoken strings with it, each from its own resource
    /// bundle.
    package static func load(for languages: [String], from bundle: Bundle) -> CarouselStrings {
      guard let language = localization(for: languages, among: bundle.localizations),
        let path = bundle.path(forResource: language, ofType: "lproj"), let table = Bundle(path: path)
      else { return .english }
      return CarouselStrings(language: language) { key in table.localizedString(forKey: key, value: nil, table: nil) }
    }
  }
#endif
