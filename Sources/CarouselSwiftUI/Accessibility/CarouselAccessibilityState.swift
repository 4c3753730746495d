#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import Combine
  import SwiftUI

  /// What a ``Carousel``'s accessibility element shows, as the core last summarised it
  /// (`CarouselUpdate.accessibility`: the item, the count, the actions offered, the words).
  /// Observed only by ``CarouselAccessibilityModifier``, and published only when it changed,
  /// so that a change of the current item re-evaluates the accessibility modifiers, not the
  /// carousel's body and its items.
  @MainActor
  final class CarouselAccessibilityState: ObservableObject {
    /// `nil` before the first update.
    private(set) var summary: CarouselAccessibilitySummary?

    /// Shows `new`, announcing a change only if there is one.
    func show(_ new: CarouselAccessibilitySummary) {
      guard new != summary else { return }
      objectWillChange.send()
      summary = new
    }
  }
#endif
