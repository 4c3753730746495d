#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import SwiftUI

  /// An item view the carousel's body made with the app's content closure: the slot view
  /// only places it, whatever the phase.
  struct CarouselBuiltItem<Content: View>: CarouselSlotItem {
    let content: Content

    func view(phase: Double) -> Content { content }
  }
#endif
