#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import SwiftUI

  /// The app's callbacks of a ``Carousel``: each called from the core's events, in its one
  /// order (`ScrollEvents.forEachCallback`), as the UIKit carousel's closures are.
  struct CarouselCallbacks<Element> {
    var select: ((Element) -> Void)?
    var dragBegan: (() -> Void)?
    var dragEnded: (() -> Void)?
    var willSettle: ((Element) -> Void)?
    var settle: ((Element) -> Void)?
    var currentIndexChange: ((Int?) -> Void)?
    var selectionChange: ((Element) -> Void)?
    var progress: ((Double) -> Void)?
    var prefetch: (([Element]) -> Void)?
    var itemAppear: ((Element) -> Void)?
    var itemDisappear: ((Element) -> Void)?
  }

  extension Carousel {
    /// Called when the user taps an item, or activates the carousel with VoiceOver (a tap
    /// that stops a moving carousel, or lands on a `Button` inside the item, selects nothing).
    /// The carousel then scrolls to the tapped item.
    public func onSelect(_ action: @escaping (Data.Element) -> Void) -> Self {
      with(\.callbacks.select, action)
    }

    /// Called when the content starts to follow a finger (the drag was decided along the
    /// carousel's axis; not for a tap, nor a drag an enclosing scroll view takes).
    public func onDragBegan(_ action: @escaping () -> Void) -> Self {
      with(\.callbacks.dragBegan, action)
    }

    /// Called when the finger that dragged the content lifts or is cancelled.
    public func onDragEnded(_ action: @escaping () -> Void) -> Self {
      with(\.callbacks.dragEnded, action)
    }

    /// Called when the content starts moving to rest on an item (a release that moves it, an
    /// animated scroll, an autoplay step), with that item; again if the motion's target
    /// changes. Not for a tap or a touch that moved nothing.
    public func onWillSettle(_ action: @escaping (Data.Element) -> Void) -> Self {
      with(\.callbacks.willSettle, action)
    }

    /// Called when the carousel comes to rest after moving, with the item it rests on: once
    /// per gesture that moved the content, animated scroll or autoplay step; never for a tap
    /// or a touch that moved nothing.
    public func onSettle(_ action: @escaping (Data.Element) -> Void) -> Self {
      with(\.callbacks.settle, action)
    }

    /// Called when the current item (the one nearest the resting place, as the content
    /// moves) changes, with its index; `nil` when the last item went away. The
    /// ``currentIndex(_:)`` binding follows the item the carousel moves to instead.
    public func onCurrentIndexChange(_ action: @escaping (Int?) -> Void) -> Self {
      with(\.callbacks.currentIndexChange, action)
    }

    /// Called for every item the selection point (the centre) passes while the content moves
    /// (a drag, a glide, a settle, an animated scroll, an autoplay step), one call per item,
    /// in order, as a picker clicks: the steps `carouselSelectionFeedback(_:)` plays. Not for
    /// a jump without animation or a data change.
    public func onSelectionChange(_ action: @escaping (Data.Element) -> Void) -> Self {
      with(\.callbacks.selectionChange, action)
    }

    /// Called every frame the content moves, with its continuous position in items (2.5:
    /// halfway from item 2 to item 3; wraps when looping).
    public func onProgress(_ action: @escaping (Double) -> Void) -> Self {
      with(\.callbacks.progress, action)
    }

    /// Called with the items about to appear (two beyond each visible edge the content moves
    /// towards), when that set changes: start loading their images.
    public func onPrefetchItems(_ action: @escaping ([Data.Element]) -> Void) -> Self {
      with(\.callbacks.prefetch, action)
    }

    /// Called when an item's view comes on screen (start a video, count an impression). A
    /// looping carousel that shows an item twice calls it for each of its views.
    public func onItemAppear(_ action: @escaping (Data.Element) -> Void) -> Self {
      with(\.callbacks.itemAppear, action)
    }

    /// Called when an item's view has left the screen (stop a video, end an impression).
    public func onItemDisappear(_ action: @escaping (Data.Element) -> Void) -> Self {
      with(\.callbacks.itemDisappear, action)
    }
  }
#endif
