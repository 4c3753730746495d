#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore

  /// What a ``Carousel`` gives its model, compared by value: the core's configuration, built
  /// from the view's inputs (which the core compares too, applying only what changed), and
  /// the safe area the model insets pages by.
  struct CarouselInputs: Equatable {
    var configuration: CarouselConfiguration<AnyCarouselLayout>
    /// The carousel's safe-area insets (`GeometryProxy.safeAreaInsets`, left and right
    /// physical) and whether pages are inset by them (`carouselPageSafeArea(_:)`).
    var safeArea = CarouselInsets.zero
    var pageSafeArea = PageSafeArea.contentInsets

    /// The input rules of this platform: from iOS 18 UIKit recognisers through
    /// `UIGestureRecognizerRepresentable` (the pan decides, taps from the items'
    /// `onTapGesture`); before, and with SDKs older than iOS 18's, SwiftUI's
    /// `DragGesture(minimumDistance: 0)` (the core's direction lock decides).
    static var platformInputRules: InputRules {
      #if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
        if #available(iOS 18.0, *) { return .swiftUIRecognizers }
      #endif
      return .swiftUIDragGesture
    }
  }
#endif
