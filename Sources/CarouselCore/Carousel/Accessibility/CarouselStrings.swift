/// The words a carousel speaks to assistive technologies, in one language: the spoken value
/// of the current item and the names of its accessibility actions.
///
/// The translations are package resources of the front ends, one `<language>.lproj/Localizable.strings`
/// per language in `Sources/CarouselUIKit/Resources` (the SwiftUI target links the same
/// folder), keyed by ``Key``: apps and translators use their usual tools on them. The core
/// has no Foundation and no resources, so it only knows ``english`` (the development
/// language, checked against `en.lproj` by the tests), builds a value from any table with
/// ``init(language:table:)``, and chooses among the localizations a bundle has with
/// `localization(for:among:)`. The front ends load the table from CarouselKit's bundle:
/// UIKit in the app's language (`Bundle.main.preferredLocalizations`), SwiftUI in the
/// environment's `locale`. An app with its own wording (or a language CarouselKit lacks) sets
/// its own value on ``CarouselEnvironment/strings`` (`CarouselView.strings`,
/// `carouselStrings(_:)`).
///
/// Templates use `{position}` (one-based) and `{count}`; numbers are written with Western
/// digits, which VoiceOver reads in the user's language.
public struct CarouselStrings: Sendable, Hashable {
  /// The language this value is for (BCP 47: `en`, `zh-Hans`…).
  public var language: String
  /// The spoken value of the current item: "item {position} of {count}".
  public var itemValue: String
  /// Put between the value and the item's own label: ", ".
  public var labelSeparator: String
  /// The action that moves one item forward.
  public var next: String
  /// The action that moves one item back.
  public var previous: String
  /// The action that pauses autoplay (WCAG 2.2.2: moving content can be paused).
  public var pauseAutoplay: String
  /// The action that resumes autoplay.
  public var resumeAutoplay: String

  public init(
    language: String, itemValue: String, labelSeparator: String = ", ", next: String, previous: String,
    pauseAutoplay: String, resumeAutoplay: String
  ) {
    self.language = language
    self.itemValue = itemValue
    self.labelSeparator = labelSeparator
    self.next = next
    self.previous = previous
    self.pauseAutoplay = pauseAutoplay
    self.resumeAutoplay = resumeAutoplay
  }

  /// The spoken value of item `index` (zero-based) of `count`, then the item's label if it has
  /// one: "item 2 of 5, Summer sale". `nil` when `index` is not an item.
  public func value(index: Int?, count: Int, label: String? = nil) -> String? {
    guard let index, count > 0, (0..<count).contains(index) else { return nil }
    let position = Self.fill(itemValue, position: String(index + 1), count: String(count))
    guard let label, !label.isEmpty else { return position }
    return position + labelSeparator + label
  }

  /// The template with `{position}` and `{count}` filled in (by hand: `String.replacing` needs
  /// iOS 16, the package supports iOS 15). O(template length).
  static func fill(_ template: String, position: String, count: String) -> String {
    var result = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let tail = rest[open...]
      if tail.hasPrefix("{position}") {
        result += position
        rest = tail.dropFirst("{position}".count)
      } else if tail.hasPrefix("{count}") {
        result += count
        rest = tail.dropFirst("{count}".count)
      } else {
        result += "{"
        rest = tail.dropFirst()
      }
    }
    return result + rest
  }

  /// The name of an accessibility action.
  public func name(of action: CarouselAccessibilityAction) -> String {
    switch action {
    case .next: return next
    case .previous: return previous
    case .pauseAutoplay: return pauseAutoplay
    case .resumeAutoplay: return resumeAutoplay
    }
  }

  // MARK: - The resource tables

  /// The keys of `Localizable.strings` (the table every `.lproj` of CarouselKit has).
  public enum Key: String, Sendable, Hashable, CaseIterable {
    /// ``CarouselStrings/itemValue``, with the `{position}` and `{count}` placeholders.
    case itemValue = "carousel.item.value"
    /// ``CarouselStrings/labelSeparator``.
    case labelSeparator = "carousel.item.labelSeparator"
    /// ``CarouselStrings/next``.
    case next = "carousel.action.next"
    /// ``CarouselStrings/previous``.
    case previous = "carousel.action.previous"
    /// ``CarouselStrings/pauseAutoplay``.
    case pauseAutoplay = "carousel.action.pauseAutoplay"
    /// ``CarouselStrings/resumeAutoplay``.
    case resumeAutoplay = "carousel.action.resumeAutoplay"

    /// The placeholders a translation of this key must keep (each once).
    public var placeholders: [String] {
      self == .itemValue ? ["{position}", "{count}"] : []
    }
  }

  /// The string for a key.
  public func string(for key: Key) -> String {
    switch key {
    case .itemValue: return itemValue
    case .labelSeparator: return labelSeparator
    case .next: return next
    case .previous: return previous
    case .pauseAutoplay: return pauseAutoplay
    case .resumeAutoplay: return resumeAutoplay
    }
  }

  /// The strings of a table: `table` returns the translation of a key (`Bundle`'s
  /// `localizedString(forKey:value:table:)`). A key the table lacks (`nil`, empty, or the key
  /// itself, which is what `Bundle` returns for a missing key) or a template that lost one of
  /// its placeholders (``Key/placeholders``) keeps ``english``'s string, so that a broken or
  /// partial translation still speaks the position and names every action.
  ///
  /// - Parameters:
  ///   - language: the language of the table (the `.lproj` name).
  ///   - table: the translation of a key, by its raw value.
  public init(language: String, table: (String) -> String?) {
    var strings = Self.english
    strings.language = language
    for key in Key.allCases {
      guard let text = table(key.rawValue), !text.isEmpty, text != key.rawValue,
        key.placeholders.allSatisfy({ Self.occurrences(of: $0, in: text) == 1 })
      else { continue }
      switch key {
      case .itemValue: strings.itemValue = text
      case .labelSeparator: strings.labelSeparator = text
      case .next: strings.next = text
      case .previous: strings.previous = text
      case .pauseAutoplay: strings.pauseAutoplay = text
      case .resumeAutoplay: strings.resumeAutoplay = text
      }
    }
    self = strings
  }

  /// How many times `needle` occurs in `text`, not overlapping (by hand: `firstRange(of:)`
  /// needs iOS 16). O(length of text × length of needle).
  static func occurrences(of needle: String, in text: String) -> Int {
    guard !needle.isEmpty else { return 0 }
    var count = 0
    var rest = Substring(text)
    while !rest.isEmpty {
      if rest.hasPrefix(needle) {
        count += 1
        rest = rest.dropFirst(needle.count)
      } else {
        rest = rest.dropFirst()
      }
    }
    return count
  }

  /// The localization to speak for `preferred` (BCP 47 tags or `.lproj` names, most preferred
  /// first: `Bundle.main.preferredLocalizations`, a locale identifier) among `available` (a
  /// bundle's `localizations`): for the first preferred tag that has one, the available
  /// localization with the same tag (ignoring case, `-` or `_`), else the one with the same
  /// language (`fr-CA` speaks `fr`; Chinese by script: `zh-Hant`, or a `TW`, `HK` or `MO`
  /// region, is Traditional, other Chinese Simplified). `nil` when none matches (`Base` never
  /// does): the caller speaks ``english``.
  package static func localization(for preferred: [String], among available: [String]) -> String? {
    let candidates = available.filter { $0.lowercased() != "base" && !$0.isEmpty }
    for tag in preferred {
      let parts = subtags(tag)
      guard let language = parts.first else { continue }
      if let exact = candidates.first(where: { subtags($0) == parts }) { return exact }
      if language == "zh" {
        let traditional = parts.contains("hant") || parts.contains("tw") || parts.contains("hk") || parts.contains("mo")
        let script = traditional ? "hant" : "hans"
        if let match = candidates.first(where: { subtags($0).prefix(2) == ["zh", script] }) { return match }
        continue
      }
      if let match = candidates.first(where: { subtags($0) == [language] }) { return match }
      if let match = candidates.first(where: { subtags($0).first == language }) { return match }
    }
    return nil
  }

  /// A tag's subtags, lowercased: `zh_Hant-TW` → `zh`, `hant`, `tw`.
  private static func subtags(_ tag: String) -> [String] {
    tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
  }

  /// English, the development language (`en.lproj`): the default of ``CarouselEnvironment``,
  /// and what a key missing from a table falls back to.
  public static let english = CarouselStrings(
    language: "en", itemValue: "item {position} of {count}", next: "Next item", previous: "Previous item",
    pauseAutoplay: "Pause autoplay", resumeAutoplay: "Resume autoplay")
}
