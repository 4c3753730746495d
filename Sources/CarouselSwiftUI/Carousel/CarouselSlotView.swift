#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import CoreGraphics
  import SwiftUI

  /// One slot of a ``Carousel``: observes its ``CarouselSlot`` and applies the placement
  /// (size, tap, 3D transform, opacity, position, z-order, VoiceOver visibility) to an item
  /// view it was given.
  ///
  /// When the placement changes (every frame the content moves), SwiftUI re-evaluates this
  /// body only. The item view (``CarouselBuiltItem``) is a value the carousel's body made;
  /// re-applying modifiers to it does not call the app's content closure, which only the
  /// carousel's body calls. A ``CarouselPhasedItem`` makes its content here, behind
  /// `equatable()`.
  struct CarouselSlotView<Item: CarouselSlotItem>: View {
    @ObservedObject var slot: CarouselSlot
    let item: Item
    /// A tap on the item (loses to the controls inside it, so a button never selects).
    let onTap: () -> Void

    var body: some View {
      let placement = slot.placement
      let insets = placement.contentInsets
      item.view(phase: placement.phase)
        // Out of the unsafe area the item covers (the container is left to right: leading is left).
        .padding(
          EdgeInsets(
            top: CGFloat(insets.top), leading: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
            trailing: CGFloat(insets.right))
        )
        .frame(width: CGFloat(placement.size.width), height: CGFloat(placement.size.height))
        .contentShape(Rectangle())
        .onTapGesture(perform: onTap)
        .projectionEffect(ProjectionTransform(placement.transform))
        .opacity(placement.alpha)
        .position(x: CGFloat(placement.center.x), y: CGFloat(placement.center.y))
        .zIndex(placement.zIndex)
        // VoiceOver hears the current item only: its labels and controls form the carousel's;
        // or, with the items exposed, each visible item once, in reading order.
        .accessibilityHidden(!placement.isAccessible)
        .accessibilitySortPriority(Double(-placement.accessibilityRank))
    }
  }
#endif
