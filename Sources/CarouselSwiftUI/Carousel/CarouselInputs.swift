#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore

  /// What a ``Carousel`` gives its model, compared by value: the same values again change
  /// nothing.
  struct CarouselInputs: Equatable {
    var layout: AnyCarouselLayout
    var behavior: ScrollBehavior
    var environment: CarouselEnvironment
    var viewport: CarouselSize
    var isAutoplayPausedByApp: Bool
    var isScrollEnabled: Bool
    /// The carousel's safe-area insets (`GeometryProxy.safeAreaInsets`, left and right
    /// physical) and whether pages are inset by them (`carouselPageSafeArea(_:)`).
    var safeArea = CarouselInsets.zero
    var pageSafeArea = PageSafeArea.contentInsets
    /// Whether the visible items are accessibility elements of their own.
    var exposesItems = false
    var selectionFeedback: CarouselSelectionFeedback
  }
#endif
