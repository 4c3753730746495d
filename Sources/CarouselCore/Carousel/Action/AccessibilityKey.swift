/// What decides whether the accessibility element changed: compared every update, without
/// building the action list or looking up the neighbours (which follow from the index, the
/// count and the loop).
struct AccessibilityKey: Sendable, Hashable {
  var index: Int?
  var count: Int
  var isLooping: Bool
  var autoplayAction: CarouselAccessibilityAction?
  var stringsVersion: Int
  /// Whether the current item's controls are elements of their own (``CarouselDriver/accessibilityPresentation``).
  var presentsControls = false

  /// Whether there is an item after the destination (looping: any other item).
  var canGoNext: Bool {
    CarouselAccessibility.adjustedIndex(from: index, count: count, isLooping: isLooping, increment: true) != nil
  }

  /// Whether there is an item before the destination.
  var canGoPrevious: Bool {
    CarouselAccessibility.adjustedIndex(from: index, count: count, isLooping: isLooping, increment: false) != nil
  }
}
