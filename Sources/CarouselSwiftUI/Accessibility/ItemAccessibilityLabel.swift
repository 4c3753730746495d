#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import SwiftUI

  /// The app's label for a ``Carousel``'s current item (`itemAccessibilityLabel(_:)`), in
  /// place of the one combined from the item's view; nothing when the app gives none.
  struct ItemAccessibilityLabel: ViewModifier {
    let label: String?

    func body(content: Content) -> some View {
      if let label {
        content.accessibilityLabel(Text(verbatim: label))
      } else {
        content
      }
    }
  }
#endif
