#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore

  /// One visible item of a ``Carousel``: the slot that draws it (the index of its
  /// ``CarouselSlot``) and the copy of the item it shows (the core's `SlotDraw.copy`). The
  /// model publishes the list of
  /// these only when the visible set changes (an item comes or goes, a copy moves to another
  /// slot), never per frame.
  struct CarouselEntry: Hashable {
    var slot: Int
    var copy: VisibleCopy
  }
#endif
