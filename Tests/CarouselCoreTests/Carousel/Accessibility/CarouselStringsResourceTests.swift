import Foundation
import Testing

@testable import CarouselCore

/// The front ends' string resources (`Sources/CarouselUIKit/Resources/<language>.lproj`), read
/// from the repository: the single source of the translations, checked against the core's
/// keys, placeholders and English.
enum StringResources {
  /// `Sources/CarouselUIKit/Resources`, from this file's path.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/CarouselUIKit/Resources")

  /// The languages shipped, as `.lproj` names.
  static var languages: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }.sorted()
  }

  /// A language's `Localizable.strings`.
  static func file(_ language: String) -> URL {
    folder.appendingPathComponent("\(language).lproj/Localizable.strings")
  }

  /// A language's `Localizable.strings`, parsed by Foundation's property list reader (the
  /// strings-file format Apple's `Bundle` reads); `nil` when it does not parse.
  static func table(_ language: String) -> [String: String]? {
    guard let data = try? Data(contentsOf: file(language)), String(data: data, encoding: .utf8) != nil,
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
    else { return nil }
    return plist as? [String: String]
  }

  /// The strings of a language as a front end loads them.
  static func strings(_ language: String) -> CarouselStrings {
    let table = table(language) ?? [:]
    return CarouselStrings(language: language) { table[$0] }
  }
}

@Suite struct CarouselStringsResourceTests {
  static let expected = ["ar", "de", "en", "es", "fr", "he", "it", "ja", "ko", "nl", "pt", "ru", "zh-Hans", "zh-Hant"]

  @Test func everyLanguageShipsOneTable() {
    #expect(StringResources.languages == Self.expected)
  }

  @Test(arguments: expected)
  func everyTableParsesHasEveryKeyAndKeepsThePlaceholders(language: String) throws {
    let table = try #require(StringResources.table(language), "\(language).lproj/Localizable.strings does not parse")
    #expect(Set(table.keys) == Set(CarouselStrings.Key.allCases.map(\.rawValue)), "\(language): keys")
    // The parser keeps the last of two entries with one key: each key is written once.
    let text = try String(contentsOf: StringResources.file(language), encoding: .utf8)
    for key in CarouselStrings.Key.allCases {
      #expect(CarouselStrings.occurrences(of: "\"\(key.rawValue)\" =", in: text) == 1, "\(language): \(key.rawValue)")
    }
    for key in CarouselStrings.Key.allCases {
      let text = try #require(table[key.rawValue])
      #expect(!text.isEmpty, "\(language): \(key.rawValue) is empty")
      for placeholder in key.placeholders {
        #expect(CarouselStrings.occurrences(of: placeholder, in: text) == 1, "\(language): \(placeholder) in \(text)")
      }
    }
    // Loaded as the front ends load it, nothing falls back to English (unless it is English).
    let strings = StringResources.strings(language)
    for key in CarouselStrings.Key.allCases {
      #expect(strings.string(for: key) == table[key.rawValue], "\(language): \(key.rawValue) fell back")
    }
    let value = strings.value(index: 6, count: 12, label: "X") ?? ""
    #expect(value.contains("7") && value.contains("12") && value.hasSuffix("X"), "\(language): \(value)")
    #expect(!value.contains("{"), "\(language): a placeholder left")
    let names = CarouselAccessibilityAction.allCases.map { strings.name(of: $0) }
    #expect(Set(names).count == names.count, "\(language): two actions with one name")
  }

  @Test func theEnglishTableIsTheCoresEnglish() throws {
    let table = try #require(StringResources.table("en"))
    for key in CarouselStrings.Key.allCases {
      #expect(table[key.rawValue] == CarouselStrings.english.string(for: key), "\(key.rawValue)")
    }
    #expect(StringResources.strings("en") == .english)
  }

  @Test func theSwiftUITargetLinksTheSameFolder() throws {
    let link = StringResources.folder.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("CarouselSwiftUI/Resources")
    let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
    #expect(destination == "../CarouselUIKit/Resources")
  }

  @Test func translationsReadInTheirLanguage() {
    #expect(StringResources.strings("ar").value(index: 0, count: 2) == "العنصر 1 من 2")
    #expect(StringResources.strings("zh-Hans").value(index: 1, count: 5, label: "夏季") == "第2项，共5项，夏季")
    #expect(StringResources.strings("ja").value(index: 0, count: 3, label: "A") == "3件中1件目、A")
    #expect(StringResources.strings("fr").name(of: .next) == "Élément suivant")
  }

  @Test func aMissingKeyOrALostPlaceholderFallsBackToEnglish() {
    let partial = CarouselStrings(language: "fr") { key in
      switch key {
      case CarouselStrings.Key.itemValue.rawValue: return "élément {position}"  // lost {count}
      case CarouselStrings.Key.next.rawValue: return "Suivant"
      case CarouselStrings.Key.previous.rawValue: return key  // what Bundle returns when it lacks a key
      case CarouselStrings.Key.pauseAutoplay.rawValue: return ""
      default: return nil
      }
    }
    #expect(partial.language == "fr")
    #expect(partial.next == "Suivant")
    #expect(partial.itemValue == CarouselStrings.english.itemValue)
    #expect(partial.previous == CarouselStrings.english.previous)
    #expect(partial.pauseAutoplay == CarouselStrings.english.pauseAutoplay)
    #expect(partial.resumeAutoplay == CarouselStrings.english.resumeAutoplay)
    #expect(partial.labelSeparator == ", ")
    let doubled = CarouselStrings(language: "xx") {
      $0 == CarouselStrings.Key.itemValue.rawValue ? "{position} {position} {count}" : nil
    }
    #expect(doubled.itemValue == CarouselStrings.english.itemValue)
  }

  @Test func theLocalizationIsTheFirstPreferredOneTheBundleHas() {
    let shipped = ["Base"] + Self.expected
    func pick(_ preferred: [String]) -> String? { CarouselStrings.localization(for: preferred, among: shipped) }
    #expect(pick(["fr-CA", "en"]) == "fr")
    #expect(pick(["xx", "de-DE"]) == "de")
    #expect(pick(["en"]) == "en")
    #expect(pick(["zh-Hant-TW"]) == "zh-Hant")
    #expect(pick(["zh-HK"]) == "zh-Hant")
    #expect(pick(["zh_TW"]) == "zh-Hant")
    #expect(pick(["zh-Hans-CN"]) == "zh-Hans")
    #expect(pick(["zh"]) == "zh-Hans")
    #expect(pick(["pt_BR"]) == "pt")
    #expect(pick(["fr_FR"]) == "fr", "a locale identifier (SwiftUI's locale) works too")
    #expect(pick(["Base"]) == nil)
    #expect(pick(["tlh", ""]) == nil)
    #expect(pick([]) == nil)
    // An exact match wins over a language match.
    #expect(CarouselStrings.localization(for: ["pt-PT"], among: ["pt", "pt-PT"]) == "pt-PT")
    #expect(CarouselStrings.localization(for: ["pt-BR"], among: ["pt-PT", "pt"]) == "pt")
    #expect(CarouselStrings.localization(for: ["zh-Hant"], among: ["zh-Hans"]) == nil)
  }
}
