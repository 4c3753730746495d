import Testing

@testable import CarouselCore

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

  @Test func anItemsLabelIsReadFromTheTextsOfItsView() {
    #expect(
      CarouselAccessibility.itemLabel(fromTexts: ["Summer sale", "Up to 50 % off"], separator: ", ")
        == "Summer sale, Up to 50 % off")
    #expect(CarouselAccessibility.itemLabel(fromTexts: [nil, "  Sale \n", "", "   "], separator: ", ") == "Sale")
    #expect(CarouselAccessibility.itemLabel(fromTexts: ["夏季", "夏季", "セール"], separator: "、") == "夏季、セール")
    #expect(CarouselAccessibility.itemLabel(fromTexts: [nil, " "], separator: ", ") == nil)
    #expect(CarouselAccessibility.itemLabel(fromTexts: [], separator: ", ") == nil)
    // With the spoken value: "item 2 of 5, Summer sale, Up to 50 % off".
    let label = CarouselAccessibility.itemLabel(fromTexts: ["Summer sale", "Up to 50 % off"], separator: ", ")
    #expect(
      CarouselStrings.english.value(index: 1, count: 5, label: label) == "item 2 of 5, Summer sale, Up to 50 % off")
  }

  @Test func templatesFillEveryPlaceholderAndLeaveOtherBracesAlone() {
    #expect(CarouselStrings.fill("{position}/{count}", position: "2", count: "5") == "2/5")
    #expect(CarouselStrings.fill("{count}{position}{count}", position: "1", count: "3") == "313")
    #expect(CarouselStrings.fill("{pos} { {count", position: "1", count: "3") == "{pos} { {count")
    #expect(CarouselStrings.fill("", position: "1", count: "3") == "")
  }
}
