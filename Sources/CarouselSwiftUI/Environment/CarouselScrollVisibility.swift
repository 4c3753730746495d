#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import SwiftUI

  extension View {
    /// Tells a ``Carousel`` whether it is inside the visible area of the scroll view that holds
    /// it, where SwiftUI says so: iOS 18's `onScrollVisibilityChange` (any part of it shown
    /// counts). A banner scrolled out of a non-lazy feed keeps its `onAppear`; this is how its
    /// autoplay and its appear and settle callbacks hold. Before iOS 18, and with SDKs before
    /// SwiftUI 6, nothing is reported and only `onAppear`/`onDisappear` and the scene phase
    /// count (`CarouselEnvironment.isVisible(isOnScreen:isInScrollViewport:isAppActive:)`).
    @ViewBuilder
    func carouselScrollVisibility(_ onChange: @escaping (Bool) -> Void) -> some View {
      #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, *) {
          onScrollVisibilityChange(threshold: 0.01, onChange)
        } else {
          self
        }
      #else
        self
      #endif
    }
  }
#endif
