#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Combine

  /// A value of a ``Carousel``'s model that only the small view observing it reads, published
  /// only when it really changed: a slot's ``CarouselPlacement`` (its ``CarouselSlotView``,
  /// every frame the content moves), the accessibility element's state (the core's
  /// `CarouselUpdate.accessibility`, ``CarouselAccessibilityModifier``), the count of selection
  /// clicks (``CarouselSelectionFeedbackModifier``). So a change re-evaluates that view, not the
  /// carousel's body and its items, and never calls the app's item content.
  @MainActor
  final class CarouselPublished<Value: Equatable>: ObservableObject {
    private(set) var value: Value

    init(_ value: Value) { self.value = value }

    /// Sets the value, announcing the change only if there is one. O(1), no allocation.
    func set(_ new: Value) {
      guard new != value else { return }
      objectWillChange.send()
      value = new
    }
  }
#endif
