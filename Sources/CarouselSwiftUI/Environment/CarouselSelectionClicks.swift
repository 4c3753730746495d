#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Combine

  /// The selection clicks a ``CarouselModel`` has played: observed only by
  /// ``CarouselSelectionFeedbackModifier``, so that a click re-evaluates that modifier and not
  /// the carousel.
  @MainActor
  final class CarouselSelectionClicks: ObservableObject {
    /// How many clicks so far (wrapping): the `sensoryFeedback` trigger.
    private(set) var count = 0

    func click() {
      objectWillChange.send()
      count &+= 1
    }
  }
#endif
