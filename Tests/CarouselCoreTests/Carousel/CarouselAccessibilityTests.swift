import Testing

@_spi(CarouselKitInternals) @testable import CarouselCore

@Suite struct CarouselAccessibilityTests {
  @Test func valueReadsItemOfCountWithTheLabel() {
    #expect(CarouselStrings.english.value(index: 1, count: 5) == "item 2 of 5")
    #expect(CarouselStrings.english.value(index: 1, count: 5, label: "Summer sale") == "item 2 of 5, Summer sale")
    #expect(CarouselStrings.english.value(index: nil, count: 0) == nil)
    #expect(CarouselStrings.english.value(index: 5, count: 5) == nil)
  }

  @Test func adjustableActionStepsAndWrapsWhenLooping() {
    #expect(CarouselAccessibility.adjustedIndex(from: 4, count: 5, isLooping: true, increment: true) == 0)
    #expect(CarouselAccessibility.adjustedIndex(from: 0, count: 5, isLooping: true, increment: false) == 4)
    #expect(CarouselAccessibility.adjustedIndex(from: 4, count: 5, isLooping: false, increment: true) == nil)
    #expect(CarouselAccessibility.adjustedIndex(from: 2, count: 5, isLooping: false, increment: false) == 1)
    #expect(CarouselAccessibility.adjustedIndex(from: 0, count: 1, isLooping: true, increment: true) == nil)
  }

  @Test func arrowsFollowTheAxisAndTheLayoutDirection() {
    func go(_ arrow: CarouselAccessibility.Arrow, axis: ScrollAxis = .horizontal, rtl: Bool = false) -> Int? {
      CarouselAccessibility.index(after: arrow, from: 2, count: 5, isLooping: false, axis: axis, isRightToLeft: rtl)
    }
    #expect(go(.right) == 3 && go(.left) == 1)
    #expect(go(.right, rtl: true) == 1 && go(.left, rtl: true) == 3)
    #expect(go(.up) == nil)
    #expect(go(.down, axis: .vertical) == 3 && go(.up, axis: .vertical) == 1 && go(.left, axis: .vertical) == nil)
  }

  @Test func autoplayHoldsForVoiceOverAndReduceMotion() {
    #expect(CarouselAccessibility.allowsAutoplay(in: CarouselEnvironment()))
    #expect(!CarouselAccessibility.allowsAutoplay(in: CarouselEnvironment(isVoiceOverRunning: true)))
    #expect(!CarouselAccessibility.allowsAutoplay(in: CarouselEnvironment(isReduceMotionEnabled: true)))
    #expect(CarouselAccessibility.allowsAutoplay(in: CarouselEnvironment(isRightToLeft: true)))
    #expect(!CarouselAccessibility.allowsAutoplay(in: CarouselEnvironment(isSwitchControlRunning: true)))
    #expect(!CarouselAccessibility.allowsAutoplay(in: CarouselEnvironment(isFocused: true)))
  }

  @Test func theCatalogPicksThePreferredLanguageAndFallsBackToEnglish() {
    #expect(CarouselStrings.forLanguages(["fr-CA", "en"]) == .french)
    #expect(CarouselStrings.forLanguages(["xx", "de-DE"]) == .german)
    #expect(CarouselStrings.forLanguages(["zh-Hant-TW"]) == .chineseTraditional)
    #expect(CarouselStrings.forLanguages(["zh-HK"]) == .chineseTraditional)
    #expect(CarouselStrings.forLanguages(["zh-Hans-CN"]) == .chineseSimplified)
    #expect(CarouselStrings.forLanguages(["zh"]) == .chineseSimplified)
    #expect(CarouselStrings.forLanguages(["pt_BR"]) == .portuguese)
    #expect(CarouselStrings.forLanguages(["tlh", ""]) == .english)
    #expect(CarouselStrings.forLanguages([]) == .english)
  }

  @Test func everyEntrySaysPositionAndCountAndNamesEveryAction() {
    #expect(Set(CarouselStrings.catalog.map(\.language)).count == CarouselStrings.catalog.count)
    for strings in CarouselStrings.catalog {
      let value = strings.value(index: 6, count: 12, label: "X") ?? ""
      #expect(value.contains("7") && value.contains("12") && value.hasSuffix("X"), "\(strings.language): \(value)")
      #expect(!value.contains("{"), "\(strings.language): a placeholder left")
      let names = CarouselAccessibilityAction.allCases.map { strings.name(of: $0) }
      #expect(Set(names).count == names.count && names.allSatisfy { !$0.isEmpty }, "\(strings.language)")
    }
    #expect(CarouselStrings.arabic.value(index: 0, count: 2) == "العنصر 1 من 2")
    #expect(CarouselStrings.chineseSimplified.value(index: 1, count: 5, label: "夏季") == "第2项，共5项，夏季")
  }

  @Test func templatesFillEveryPlaceholderAndLeaveOtherBracesAlone() {
    #expect(CarouselStrings.fill("{position}/{count}", position: "2", count: "5") == "2/5")
    #expect(CarouselStrings.fill("{count}{position}{count}", position: "1", count: "3") == "313")
    #expect(CarouselStrings.fill("{pos} { {count", position: "1", count: "3") == "{pos} { {count")
    #expect(CarouselStrings.fill("", position: "1", count: "3") == "")
  }
}
