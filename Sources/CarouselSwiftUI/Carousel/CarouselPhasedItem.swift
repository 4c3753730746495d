#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import SwiftUI

  /// An item whose content takes its phase: the slot view makes it from the slot's phase, in
  /// a ``CarouselPhaseContent`` compared by value (`equatable()`), so that the app's closure
  /// runs only when the phase (or the item) changed.
  struct CarouselPhasedItem<Element, Key: Hashable, Content: View>: CarouselSlotItem {
    let key: Key
    let element: Element
    let content: (Element, CarouselItemPhase) -> Content
    /// The app's reading direction (the item container is left to right).
    let layoutDirection: LayoutDirection

    func view(phase: Double) -> some View {
      CarouselPhaseContent(key: key, phase: phase, element: element, content: content)
        .equatable()
        .environment(\.layoutDirection, layoutDirection)
    }
  }
#endif
