#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import CoreGraphics
  import SwiftUI

  /// One slot of a ``Carousel``: observes its placement and applies it (size, pieces, tap,
  /// blur and shadow, 3D transform, opacity, position, z-order, VoiceOver visibility) to an item view.
  ///
  /// When the placement changes (every frame the content moves), SwiftUI re-evaluates this
  /// body only. The item view is one the carousel's body made (``item`` then ignores the
  /// phase): re-applying modifiers to it does not call the app's content closure, which only
  /// the carousel's body calls. For the initialisers whose content takes a phase, ``item``
  /// makes a ``CarouselPhaseContent`` here, behind `equatable()`.
  struct CarouselSlotView<Item: View>: View {
    @ObservedObject var slot: CarouselPublished<CarouselPlacement>
    /// A tap on the item (loses to the controls inside it, so a button never selects).
    let onTap: () -> Void
    /// The item's view at a phase (its distance from the resting place, in items).
    let item: (Double) -> Item

    var body: some View {
      let placement = slot.value
      let insets = placement.contentInsets
      item(placement.phase)
        // Out of the unsafe area the item covers (the container is left to right: leading is left).
        .padding(
          EdgeInsets(
            top: CGFloat(insets.top), leading: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
            trailing: CGFloat(insets.right))
        )
        .frame(width: CGFloat(placement.size.width), height: CGFloat(placement.size.height))
        // Whole, or as the pieces a sliced item's layout cuts it into (CarouselPiecesContent).
        .carouselPieces(placement.slicing, size: placement.size)
        .contentShape(Rectangle())
        .onTapGesture(perform: onTap)
        // The effects the layout asks for (ItemEffects): none leaves a zero blur and a clear shadow.
        .blur(radius: CGFloat(placement.effects.blurRadius))
        .shadow(
          color: .black.opacity(placement.effects.shadowOpacity), radius: CGFloat(placement.effects.shadowRadius),
          x: CGFloat(placement.effects.shadowOffsetX), y: CGFloat(placement.effects.shadowOffsetY)
        )
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

  /// How one slot's item is drawn in a frame: the core's slot command (`SlotDraw`) ready for
  /// SwiftUI's modifiers: the item's attributes, its phase, and whether VoiceOver hears it.
  struct CarouselPlacement: Equatable {
    var center = CarouselPoint(x: 0, y: 0)
    var size = CarouselSize(width: 0, height: 0)
    /// The item's 3D transform about its origin, flattened (`ProjectionTransform`).
    var transform = ProjectiveTransform()
    var alpha = 1.0
    var zIndex = 0.0
    /// The blur and shadow the layout asks for (the core's `ItemAttributes.effects`).
    var effects = ItemEffects.none
    /// The pieces a sliced item is drawn as (the core's `ItemAttributes.pieces`); `nil` draws
    /// it whole.
    var slicing: CarouselSlicing?
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

  /// The app's phase content for one item, compared by its key, its phase and, when the
  /// app's elements are `Equatable`, its element: SwiftUI evaluates this body (the app's
  /// closure) only when one of them changed. Elements that are not `Equatable` compare
  /// unequal, so their content also runs whenever the carousel's body made a new slot view
  /// (the visible set or the data changed), as content without a phase does. Not isolated to
  /// the main actor (`Equatable`'s `==` is not), as SwiftUI compares it where it draws.
  nonisolated struct CarouselPhaseContent<Element, Key: Hashable, Content: View>: View, Equatable {
    let key: Key
    let phase: Double
    let element: Element
    let content: (Element, CarouselItemPhase) -> Content

    var body: Content { content(element, CarouselItemPhase(distance: phase)) }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.key == rhs.key && lhs.phase == rhs.phase && carouselSameValue(lhs.element, rhs.element)
    }
  }

  /// Whether two values are equal, when their type is `Equatable`; `false` otherwise.
  func carouselSameValue<T>(_ lhs: T, _ rhs: T) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.carouselIsEqual(to: rhs)
  }

  extension Equatable {
    fileprivate func carouselIsEqual(to other: Any) -> Bool {
      guard let other = other as? Self else { return false }
      return self == other
    }
  }
#endif
