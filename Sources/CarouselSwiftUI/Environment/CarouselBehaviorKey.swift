#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import SwiftUI

  /// The behaviour every ``Carousel`` below reads: set through the view modifiers
  /// (`carouselLooping(_:)`, `carouselSnapping(_:)`, `carouselAutoplay(_:)`…), which work
  /// anywhere in the chain, `.frame(height: 200).carouselLooping()` included, like SwiftUI's own.
  struct CarouselBehaviorKey: EnvironmentKey {
    static var defaultValue: ScrollBehavior { .carousel }
  }
#endif
