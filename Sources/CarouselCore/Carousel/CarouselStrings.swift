/// The words a carousel speaks to assistive technologies, in one language: the spoken value
/// of the current item and the names of its accessibility actions.
///
/// A catalog in code rather than a resource bundle, so that the core needs no Foundation and
/// the front ends no bundle lookup: ``forLanguages(_:)`` picks the catalog entry for the
/// user's preferred languages (`Locale.preferredLanguages` in UIKit, the `locale` environment
/// value in SwiftUI), falling back to English. An app with its own wording (or a language the
/// catalog lacks) sets its own value on ``CarouselEnvironment/strings``.
///
/// Templates use `{position}` (one-based) and `{count}`; numbers are written with Western
/// digits, which VoiceOver reads in the user's language.
public struct CarouselStrings: Sendable, Hashable {
  /// The language this entry is for (BCP 47: `en`, `zh-Hans`…).
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

  // MARK: - The catalog

  /// The catalog entry for the first of `languages` (BCP 47 tags, most preferred first) that
  /// the catalog has, matched by language (and by script for Chinese: `zh-Hant`, or a `TW`,
  /// `HK` or `MO` region, is Traditional); English when none matches.
  public static func forLanguages(_ languages: [String]) -> CarouselStrings {
    for tag in languages {
      let parts = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
      guard let language = parts.first else { continue }
      if language == "zh" {
        let traditional = parts.contains("hant") || parts.contains("tw") || parts.contains("hk") || parts.contains("mo")
        return traditional ? .chineseTraditional : .chineseSimplified
      }
      if let entry = catalog.first(where: { $0.language == language }) { return entry }
    }
    return .english
  }

  /// Every entry of the catalog.
  public static let catalog: [CarouselStrings] = [
    .english, .french, .german, .spanish, .italian, .portuguese, .dutch, .russian, .japanese, .korean,
    .chineseSimplified, .chineseTraditional, .arabic, .hebrew,
  ]

  public static let english = CarouselStrings(
    language: "en", itemValue: "item {position} of {count}", next: "Next item", previous: "Previous item",
    pauseAutoplay: "Pause autoplay", resumeAutoplay: "Resume autoplay")
  public static let french = CarouselStrings(
    language: "fr", itemValue: "élément {position} sur {count}", next: "Élément suivant",
    previous: "Élément précédent", pauseAutoplay: "Suspendre le défilement automatique",
    resumeAutoplay: "Reprendre le défilement automatique")
  public static let german = CarouselStrings(
    language: "de", itemValue: "Element {position} von {count}", next: "Nächstes Element",
    previous: "Vorheriges Element", pauseAutoplay: "Automatisches Blättern anhalten",
    resumeAutoplay: "Automatisches Blättern fortsetzen")
  public static let spanish = CarouselStrings(
    language: "es", itemValue: "elemento {position} de {count}", next: "Elemento siguiente",
    previous: "Elemento anterior", pauseAutoplay: "Pausar el desplazamiento automático",
    resumeAutoplay: "Reanudar el desplazamiento automático")
  public static let italian = CarouselStrings(
    language: "it", itemValue: "elemento {position} di {count}", next: "Elemento successivo",
    previous: "Elemento precedente", pauseAutoplay: "Sospendi lo scorrimento automatico",
    resumeAutoplay: "Riprendi lo scorrimento automatico")
  public static let portuguese = CarouselStrings(
    language: "pt", itemValue: "item {position} de {count}", next: "Próximo item", previous: "Item anterior",
    pauseAutoplay: "Pausar a rolagem automática", resumeAutoplay: "Retomar a rolagem automática")
  public static let dutch = CarouselStrings(
    language: "nl", itemValue: "item {position} van {count}", next: "Volgend item", previous: "Vorig item",
    pauseAutoplay: "Automatisch bladeren pauzeren", resumeAutoplay: "Automatisch bladeren hervatten")
  public static let russian = CarouselStrings(
    language: "ru", itemValue: "элемент {position} из {count}", next: "Следующий элемент",
    previous: "Предыдущий элемент", pauseAutoplay: "Приостановить автопрокрутку",
    resumeAutoplay: "Возобновить автопрокрутку")
  public static let japanese = CarouselStrings(
    language: "ja", itemValue: "{count}件中{position}件目", labelSeparator: "、", next: "次の項目", previous: "前の項目",
    pauseAutoplay: "自動再生を一時停止", resumeAutoplay: "自動再生を再開")
  public static let korean = CarouselStrings(
    language: "ko", itemValue: "{count}개 중 {position}번째 항목", next: "다음 항목", previous: "이전 항목",
    pauseAutoplay: "자동 넘김 일시 정지", resumeAutoplay: "자동 넘김 재개")
  public static let chineseSimplified = CarouselStrings(
    language: "zh-Hans", itemValue: "第{position}项，共{count}项", labelSeparator: "，", next: "下一项", previous: "上一项",
    pauseAutoplay: "暂停自动播放", resumeAutoplay: "继续自动播放")
  public static let chineseTraditional = CarouselStrings(
    language: "zh-Hant", itemValue: "第{position}項，共{count}項", labelSeparator: "，", next: "下一項", previous: "上一項",
    pauseAutoplay: "暫停自動播放", resumeAutoplay: "繼續自動播放")
  public static let arabic = CarouselStrings(
    language: "ar", itemValue: "العنصر {position} من {count}", labelSeparator: "، ", next: "العنصر التالي",
    previous: "العنصر السابق", pauseAutoplay: "إيقاف التمرير التلقائي مؤقتًا", resumeAutoplay: "استئناف التمرير التلقائي"
  )
  public static let hebrew = CarouselStrings(
    language: "he", itemValue: "פריט {position} מתוך {count}", next: "הפריט הבא", previous: "הפריט הקודם",
    pauseAutoplay: "השהיית הגלילה האוטומטית", resumeAutoplay: "חידוש הגלילה האוטומטית")
}
