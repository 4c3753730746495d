#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import SwiftUI

  /// A ``Carousel``'s one adjustable accessibility element (while VoiceOver is off, followed by
  /// the current item's controls, ``Carousel/exposesItemControls(_:)``; with the items exposed,
  /// a container of the visible items): the current item's own content
  /// (`accessibilityElement(children: .combine)`, the other items hidden) or the app's label,
  /// the position as its value, the adjustable action, the default action (activate the
  /// current item), and the named actions the core offers (next and previous while there is
  /// somewhere to go, pause or resume autoplay); the three-finger swipe pages it.
  struct CarouselAccessibilityModifier: ViewModifier {
    /// The element's state (the core's `CarouselAccessibilitySummary`), `nil` before the first update.
    @ObservedObject var state: CarouselPublished<CarouselAccessibilitySummary?>
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
      let summary = state.value
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
      } else if summary?.exposesItemControls == true {
        // VoiceOver off (`CarouselAccessibilityPresentation.adjustableThenControls`): a
        // container of the adjustable element, first (the highest sort priority; the slot
        // views' is 0 or less), then the current item's own content (its buttons: Voice
        // Control's names, Full Keyboard Access's Tab), the other items hidden by the slot views.
        content
          .background {
            adjustable(Color.clear.accessibilityElement(), summary: summary, name: name, autoplay: autoplay)
              .accessibilitySortPriority(1)
          }
          .accessibilityElement(children: .contain)
      } else {
        adjustable(content.accessibilityElement(children: .combine), summary: summary, name: name, autoplay: autoplay)
      }
    }

    /// The adjustable element's label, value and actions on `element`: the carousel itself
    /// (its children combined) or, beside the current item's controls, an element of its own.
    private func adjustable(
      _ element: some View, summary: CarouselAccessibilitySummary?, name: (CarouselAccessibilityAction) -> String?,
      autoplay: CarouselAccessibilityAction?
    ) -> some View {
      element
        .carouselItemLabel(summary?.index.flatMap(label))
        .accessibilityValue(Text(verbatim: summary?.value(label: { _ in nil }) ?? ""))
        .accessibilityAdjustableAction { direction in
          switch direction {
          case .increment: adjust(true)
          case .decrement: adjust(false)
          @unknown default: break
          }
        }
        .accessibilityAction { activate() }
        .carouselAction(named: name(.next)) { perform(.next) }
        .carouselAction(named: name(.previous)) { perform(.previous) }
        .carouselAction(named: autoplay.flatMap(name)) { autoplay.map(perform) }
        .accessibilityScrollAction { edge in scroll(edge) }
    }
  }

  extension View {
    /// The app's label for the current item (``Carousel/itemAccessibilityLabel(_:)``), in place
    /// of the one combined from the item's view; nothing when the app gives none.
    @ViewBuilder
    fileprivate func carouselItemLabel(_ label: String?) -> some View {
      if let label { accessibilityLabel(Text(verbatim: label)) } else { self }
    }

    /// A named accessibility action, offered only when it has a name (the core offers it now).
    @ViewBuilder
    fileprivate func carouselAction(named name: String?, _ action: @escaping () -> Void) -> some View {
      if let name { accessibilityAction(named: Text(verbatim: name), action) } else { self }
    }
  }
#endif
