#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import SwiftUI

  /// Whether the pages of the carousels below keep their content out of the unsafe area.
  struct CarouselPageSafeAreaKey: EnvironmentKey {
    static var defaultValue: PageSafeArea { .contentInsets }
  }

  extension EnvironmentValues {
    /// Whether the pages of the carousels in this environment keep their content out of the
    /// unsafe area (default `.contentInsets`).
    public var carouselPageSafeArea: PageSafeArea {
      get { self[CarouselPageSafeAreaKey.self] }
      set { self[CarouselPageSafeAreaKey.self] = newValue }
    }
  }

  extension View {
    /// Whether the pages of the carousels below keep their content out of the unsafe area
    /// (the status bar, the Dynamic Island, the home indicator): with `.contentInsets` (the
    /// default) each item's content is padded by the part of the carousel's safe area it
    /// covers (`GeometryProxy.safeAreaInsets`, through the core's
    /// `ItemAttributes.safeAreaInsets(_:viewport:perspective:)`), which matters when the
    /// carousel extends under them (`.ignoresSafeArea()`: a full-screen pager); `.ignored`
    /// draws the pages full-bleed and leaves the insets to them.
    public func carouselPageSafeArea(_ policy: PageSafeArea) -> some View {
      transformEnvironment(\.carouselPageSafeArea) { $0 = policy }
    }
  }
#endif
