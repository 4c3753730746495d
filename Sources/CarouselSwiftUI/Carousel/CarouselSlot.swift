#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Combine

  /// One slot of a ``Carousel``: an observable placement that only the slot's
  /// ``CarouselSlotView`` observes, so that a frame that moves the content re-evaluates the
  /// small placement views whose placement changed, not the carousel's body, and never calls
  /// the app's item content (see ``CarouselSlotView``). It publishes only when the placement
  /// really changed.
  @MainActor
  final class CarouselSlot: ObservableObject {
    private(set) var placement = CarouselPlacement()

    /// Sets the placement, announcing the change only if there is one. O(1), no allocation.
    func place(_ new: CarouselPlacement) {
      guard new != placement else { return }
      objectWillChange.send()
      placement = new
    }
  }
#endif
