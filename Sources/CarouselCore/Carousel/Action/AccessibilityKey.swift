/// What decides whether the accessibility element changed: compared every update, without
/// building the action list.
struct AccessibilityKey: Sendable, Hashable {
  var index: Int?
  var count: Int
  var canGoNext: Bool
  var canGoPrevious: Bool
  var autoplayAction: CarouselAccessibilityAction?
  var stringsVersion: Int
}
