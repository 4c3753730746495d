/// How a carousel presents itself to assistive technologies in a frame
/// (``CarouselFrame/accessibilityPresentation``): which elements exist and in which order. The
/// driver decides it from ``CarouselConfiguration/exposesItemsToAccessibility``,
/// ``CarouselConfiguration/exposesItemControls`` and ``CarouselEnvironment/isVoiceOverRunning``
/// (``CarouselDriver/accessibilityPresentation``); the front ends apply it.
///
/// Why the controls follow the adjustable element only while VoiceOver is off: VoiceOver reads
/// the carousel best as one adjustable element whose value names the current item, with the
/// item's buttons among its custom actions (the actions rotor). Voice Control and Full Keyboard
/// Access do not reach custom actions by name or by Tab: Voice Control names and numbers the
/// accessibility elements that respond to user interaction (`accessibilityRespondsToUserInteraction`,
/// named by `accessibilityUserInputLabels`), and Full Keyboard Access moves between those
/// elements (on iPadOS with the focus system: between focusable views, Tab between focus
/// groups). Neither can be detected by an app (UIKit has no `isVoiceControlRunning`), so
/// whenever VoiceOver is off the current item's controls are elements of their own after the
/// adjustable element; Switch Control then scans them too.
public enum CarouselAccessibilityPresentation: Sendable, Hashable {
  /// One adjustable element: the current item's controls are its custom actions. While
  /// VoiceOver runs, with ``CarouselConfiguration/exposesItemControls`` off, or with no item.
  case adjustable
  /// A container of two parts, in this order: the adjustable element (the same label, value,
  /// adjustable action and custom actions as ``adjustable``, over the carousel's bounds), then
  /// the controls inside the view of `slot`, the current item's copy nearest the resting place
  /// (the one ``SlotDraw/isAccessibilityElement`` marks), in the view's reading order. Only
  /// the current item's controls: the neighbours' are reached by paging (the arrow keys, the
  /// adjustable action, "next" and "previous"), and a control of a neighbour that the focus
  /// system focuses anyway pages to its item (``CarouselInput/focusInItem(slot:time:)``).
  case adjustableThenControls(slot: Int)
  /// The visible items as elements of their own, in ``CarouselFrame/accessibilityOrder``
  /// (``CarouselConfiguration/exposesItemsToAccessibility``).
  case items

  /// The slot whose view's controls are elements of their own, if any.
  public var controlsSlot: Int? {
    if case .adjustableThenControls(let slot) = self { return slot }
    return nil
  }
}
