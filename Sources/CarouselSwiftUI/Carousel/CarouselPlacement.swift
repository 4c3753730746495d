#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore

  /// How one slot's item is drawn in a frame: the core's slot command (`SlotDraw`) ready for
  /// SwiftUI's modifiers: the item's attributes, its phase, and whether VoiceOver hears it.
  struct CarouselPlacement: Equatable {
    var center = CarouselPoint(x: 0, y: 0)
    var size = CarouselSize(width: 0, height: 0)
    /// The item's 3D transform about its origin, flattened (`ProjectionTransform`).
    var transform = ProjectiveTransform()
    var alpha = 1.0
    var zIndex = 0.0
    /// The item's distance from the resting place, in items (the core's `SlotDraw.phase`).
    var phase = 0.0
    /// Whether this view is an accessibility element (`SlotDraw.isAccessibilityElement`: the
    /// destination item's nearest copy, or with the items exposed, each visible item once).
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
