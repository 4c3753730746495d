#if canImport(UIKit)
  import CarouselCore
  import Foundation

  extension CarouselStrings {
    /// The strings of a front end's resource `bundle` (`Resources/<language>.lproj/Localizable.strings`)
    /// in the app's language: the first of `Bundle.main.preferredLocalizations` (the languages the
    /// app runs in, most preferred first) that the bundle has, matched by
    /// ``CarouselStrings/localization(for:among:)`` (`fr-CA` speaks `fr`); ``english`` when it has
    /// none of them, so an app localised only in English speaks English, as its own interface
    /// does. Both front ends load theirs once per launch (the app's language changes only with a
    /// relaunch).
    package static func load(from bundle: Bundle) -> CarouselStrings {
      guard let language = localization(for: Bundle.main.preferredLocalizations, among: bundle.localizations),
        let path = bundle.path(forResource: language, ofType: "lproj"), let table = Bundle(path: path)
      else { return .english }
      return CarouselStrings(language: language) { key in table.localizedString(forKey: key, value: nil, table: nil) }
    }
  }
#endif
