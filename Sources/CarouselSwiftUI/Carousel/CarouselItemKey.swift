#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)

  /// The identity of an item's view: the item's ID and its loop copy (the core's
  /// `VisibleCopy`), so that view state stays with its item however slots are reused.
  struct CarouselItemKey<ID: Hashable>: Hashable {
    var id: ID
    var copy: Int
  }
#endif
