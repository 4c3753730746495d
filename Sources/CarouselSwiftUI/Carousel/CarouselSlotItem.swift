#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import SwiftUI

  /// What a ``CarouselSlotView`` draws: the item's view, made once by the carousel's body
  /// (``CarouselBuiltItem``), or for the initialisers whose content takes a phase, made from
  /// the slot's phase (``CarouselPhasedItem``).
  @MainActor
  protocol CarouselSlotItem {
    associatedtype Body: View
    /// The item's view at `phase` (its distance from the resting place, in items).
    func view(phase: Double) -> Body
  }
#endif
