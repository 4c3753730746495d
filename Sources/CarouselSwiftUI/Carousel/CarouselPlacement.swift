#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore

  /// How one slot's item is drawn in a frame: the core's attributes of the item, ready for
  /// SwiftUI's modifiers, its phase, and whether VoiceOver hears it.
  struct CarouselPlacement: Equatable {
    var center = CarouselPoint(x: 0, y: 0)
    var size = CarouselSize(width: 0, height: 0)
    /// The item's 3D transform about its origin, flattened (`ProjectionTransform`).
    var transform = ProjectiveTransform()
    var alpha = 1.0
    var zIndex = 0.0
    /// The item's distance from the resting place, in items (the core's `relativePosition`).
    var phase = 0.0
    /// Whether this view is the one VoiceOver hears: the destination item's nearest copy.
    var isAccessible = false
    /// The part of the carousel's unsafe area the item covers, in its own points (the core's
    /// `ItemAttributes.safeAreaInsets`): its content is padded by it.
    var contentInsets = CarouselInsets.zero
    /// The item's place in reading order among the exposed items (``Carousel``'s
    /// `exposesItemsToAccessibility(_:)`; 0 otherwise): SwiftUI reads the higher sort
    /// priority first.
    var accessibilityRank = 0
  }
#endif
