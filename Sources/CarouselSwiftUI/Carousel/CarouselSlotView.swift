#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import CoreGraphics
  import SwiftUI

  /// What a ``CarouselSlotView`` draws: the item's view, made once by the carousel's body
  /// (``CarouselBuiltItem``), or for the initialisers whose content takes a phase, made from
  /// the slot's phase (``CarouselPhasedItem``).
  @MainActor
  protocol CarouselSlotItem {
    associatedtype Body: View
    /// The item's view at `phase` (its distance from the resting place, in items).
    func view(phase: Double) -> Body
  }

  /// An item view the carousel's body made with the app's content closure: the slot view
  /// only places it, whatever the phase.
  struct CarouselBuiltItem<Content: View>: CarouselSlotItem {
    let content: Content

    func view(phase: Double) -> Content { content }
  }

  /// An item whose content takes its phase: the slot view makes it from the slot's phase, in
  /// a ``CarouselPhaseContent`` compared by value (`equatable()`), so that the app's closure
  /// runs only when the phase (or the item) changed.
  struct CarouselPhasedItem<Element, Key: Hashable, Content: View>: CarouselSlotItem {
    let key: Key
    let element: Element
    let content: (Element, CarouselItemPhase) -> Content
    /// The app's reading direction (the item container is left to right).
    let layoutDirection: LayoutDirection

    func view(phase: Double) -> some View {
      CarouselPhaseContent(key: key, phase: phase, element: element, content: content)
        .equatable()
        .environment(\.layoutDirection, layoutDirection)
    }
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
