/// What a touch landed on, as the platform's hit-testing says (see ``TouchInput``).
public enum TouchTarget: String, Sendable, Hashable, CaseIterable {
  /// An item, or the carousel between items: a lift within ``CarouselDriver/tapSlop`` is a
  /// tap on the item under the finger.
  case content
  /// A control inside an item (a button, a switch): the control handles the tap, so the
  /// touch never selects; it still catches a moving carousel and can drag it, as a touch on
  /// a button in a `UIScrollView` does.
  case control
}
