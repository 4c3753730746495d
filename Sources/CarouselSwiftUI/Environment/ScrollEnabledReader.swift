#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import SwiftUI

  /// Reads `scrollDisabled(_:)` from the environment (`isScrollEnabled`, iOS 16) for a
  /// ``Carousel``; before iOS 16 there is no such modifier and the carousel always scrolls.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct ScrollEnabledReader<Content: View>: View {
    @Environment(\.isScrollEnabled) private var isScrollEnabled
    let content: (Bool) -> Content

    var body: some View { content(isScrollEnabled) }
  }
#endif
