#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore

  /// One visible item of a ``Carousel``: its view's identity and how it is drawn.
  struct CarouselEntry<ID: Hashable> {
    /// The identity of an item's view: the item's ID and its loop copy (the core's
    /// `VisibleCopy`), so that view state stays with its item however slots are reused.
    struct Key: Hashable {
      var id: ID
      var copy: Int
    }

    var key: Key
    var item: ItemAttributes
    /// The item's distance from the resting place, in items (the core's `relativePosition`).
    var phase: Double
  }
#endif
