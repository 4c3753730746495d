#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import SwiftUI

  /// A ``Carousel``'s one adjustable accessibility element (or, with the items exposed, a
  /// container of the visible items): the current item's own content
  /// (`accessibilityElement(children: .combine)`, the other items hidden) or the app's label,
  /// the position as its value, the adjustable action, the default action (activate the
  /// current item), the named next and previous actions and, with autoplay, pause or resume;
  /// the three-finger swipe pages it.
  struct CarouselAccessibilityModifier: ViewModifier {
    @ObservedObject var state: CarouselAccessibilityState
    /// The app's label for an item, if it gives one (``Carousel/itemAccessibilityLabel(_:)``).
    let label: (Int) -> String?
    let strings: CarouselStrings
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
      let current = state.current
      let autoplayAction: CarouselAccessibilityAction =
        current.isAutoplayPausedByUser ? .resumeAutoplay : .pauseAutoplay
      if exposesItems {
        // The visible items one by one (loop copies and off-screen slots hidden by the slot
        // views), paged by the three-finger swipe.
        content
          .accessibilityElement(children: .contain)
          .accessibilityScrollAction { edge in scroll(edge) }
      } else {
        content
          .accessibilityElement(children: .combine)
          .modifier(ItemAccessibilityLabel(label: current.destinationIndex.flatMap(label)))
          .accessibilityValue(Text(verbatim: current.value))
          .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: adjust(true)
            case .decrement: adjust(false)
            @unknown default: break
            }
          }
          .accessibilityAction { activate() }
          .accessibilityAction(named: Text(verbatim: strings.name(of: .next))) { perform(.next) }
          .accessibilityAction(named: Text(verbatim: strings.name(of: .previous))) { perform(.previous) }
          .modifier(
            AutoplayAction(name: current.hasAutoplay ? strings.name(of: autoplayAction) : nil) {
              perform(autoplayAction)
            }
          )
          .accessibilityScrollAction { edge in scroll(edge) }
      }
    }
  }
#endif
