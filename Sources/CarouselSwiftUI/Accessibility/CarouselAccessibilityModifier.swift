#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import SwiftUI

  /// A ``Carousel``'s one adjustable accessibility element (or, with the items exposed, a
  /// container of the visible items): the current item's own content
  /// (`accessibilityElement(children: .combine)`, the other items hidden) or the app's label,
  /// the position as its value, the adjustable action, the default action (activate the
  /// current item), and the named actions the core offers (next and previous while there is
  /// somewhere to go, pause or resume autoplay); the three-finger swipe pages it.
  struct CarouselAccessibilityModifier: ViewModifier {
    @ObservedObject var state: CarouselAccessibilityState
    /// The app's label for an item, if it gives one (``Carousel/itemAccessibilityLabel(_:)``).
    let label: (Int) -> String?
    /// The adjustable action (`true`: increment).
    let adjust: (Bool) -> Void
    /// A named action: next, previous, pause or resume autoplay.
    let perform: (CarouselAccessibilityAction) -> Void
    /// The default action.
    let activate: () -> Void
    /// The accessibility scroll (VoiceOver's three-finger swipe), towards an edge.
    let scroll: (Edge) -> Void
    /// Whether the visible items are elements of their own (the carousel a container).
    let exposesItems: Bool

    // One body (no helper): `state` is read where SwiftUI runs the modifier on the main actor.
    @ViewBuilder
    func body(content: Content) -> some View {
      let summary = state.summary
      let actions = summary?.actions ?? []
      let name = { (action: CarouselAccessibilityAction) in
        actions.contains(action) ? summary?.strings.name(of: action) : nil
      }
      let autoplay = actions.first { $0 == .pauseAutoplay || $0 == .resumeAutoplay }
      if exposesItems {
        // The visible items one by one (loop copies and off-screen slots hidden by the slot
        // views), paged by the three-finger swipe.
        content
          .accessibilityElement(children: .contain)
          .accessibilityScrollAction { edge in scroll(edge) }
      } else {
        content
          .accessibilityElement(children: .combine)
          .modifier(ItemAccessibilityLabel(label: summary?.index.flatMap(label)))
          .accessibilityValue(Text(verbatim: summary?.value(label: { _ in nil }) ?? ""))
          .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: adjust(true)
            case .decrement: adjust(false)
            @unknown default: break
            }
          }
          .accessibilityAction { activate() }
          .modifier(NamedAccessibilityAction(name: name(.next)) { perform(.next) })
          .modifier(NamedAccessibilityAction(name: name(.previous)) { perform(.previous) })
          .modifier(NamedAccessibilityAction(name: autoplay.flatMap(name)) { autoplay.map(perform) })
          .accessibilityScrollAction { edge in scroll(edge) }
      }
    }
  }
#endif
