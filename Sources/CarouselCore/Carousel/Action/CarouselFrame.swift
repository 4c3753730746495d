/// What a front end draws after one action (``CarouselUpdate/frame``), as commands over its
/// slots: ``slotCount`` reusable views, each shown, moved or hidden as ``draws`` says.
///
/// Applying it, slot by slot in ``draws``: ``SlotDraw/Command/hide`` hides the slot's view
/// (it stays for reuse); ``SlotDraw/Command/show(item:assigned:)`` places it with the
/// attributes ``items``[`item`] (``attributes(of:)``), after configuring it for their item's
/// index when `assigned` (a view the slot never had counts as assigned). Slots not in
/// ``draws`` stay as they are. Then, when ``orderChanged``, the views are ordered back to
/// front as ``drawingOrder`` lists them.
///
/// While an animated data change runs (``CarouselChangeAnimation``), ``items`` holds the
/// attributes as animated, followed by those of the views leaving the screen, whose commands
/// are shows that are never assigned (``SlotDraw/isDisappearing``) and whose slots come first
/// in ``drawingOrder``; every frame until it ends draws every shown slot.
///
/// The commands refer to the attributes by their place in ``items`` rather than carrying a
/// copy (an ``ItemAttributes`` is a few hundred bytes): a frame costs no copy of them.
public struct CarouselFrame: Sendable {
  /// The number of slots (views) needed so far: the most items ever visible at once.
  public var slotCount: Int
  /// The slot commands, in slot order; empty when nothing on screen changed.
  public var draws: [SlotDraw]
  /// The visible items' attributes (already mirrored for right to left), which the commands
  /// refer to by index; empty when ``draws`` is.
  public var items: [ItemAttributes]
  /// The shown slots back to front (ascending ``ItemAttributes/zIndex``, ties in slot
  /// order), when ``draws`` is not empty.
  public var drawingOrder: [Int]
  /// Whether ``drawingOrder`` differs from the order of the previous frame drawn.
  public var orderChanged: Bool
  /// With ``CarouselConfiguration/exposesItemsToAccessibility``: the slots exposed as
  /// accessibility elements, in reading order (each visible item once), when ``draws`` is
  /// not empty; otherwise empty.
  public var accessibilityOrder: [Int]
  /// Which accessibility elements the carousel has and in which order
  /// (``CarouselDriver/accessibilityPresentation``), whenever the driver drew (with every
  /// frame whose ``draws`` are not empty, and when only the elements changed: VoiceOver
  /// started, a switch changed, with no item on screen); `nil` when they are as the last
  /// non-`nil` one said. The front end applies it even when ``isEmpty``.
  public var accessibilityPresentation: CarouselAccessibilityPresentation?

  init() {
    accessibilityPresentation = nil
    slotCount = 0
    draws = []
    items = []
    drawingOrder = []
    orderChanged = false
    accessibilityOrder = []
  }

  /// Whether there is nothing to draw.
  public var isEmpty: Bool { draws.isEmpty }

  /// The attributes `draw` places its view with (``items``[`item`]), `nil` for a hide.
  public func attributes(of draw: SlotDraw) -> ItemAttributes? {
    guard case .show(let item, _) = draw.command, items.indices.contains(item) else { return nil }
    return items[item]
  }
}

/// One slot's command in a ``CarouselFrame``.
public struct SlotDraw: Sendable, Hashable {
  /// What to do with the slot's view.
  public enum Command: Sendable, Hashable {
    /// Show the view with the attributes ``CarouselFrame/items``[`item`]; configure it for
    /// their item first when `assigned`.
    case show(item: Int, assigned: Bool)
    /// Hide the view: its item left the screen.
    case hide
  }

  /// The slot.
  public var slot: Int
  /// The command.
  public var command: Command
  /// The copy of the item the slot shows (`nil` when hidden): with the app's identifier, a
  /// declarative front end's view identity.
  public var copy: VisibleCopy?
  /// How far the item is from the resting place, in items (``CarouselDriver/relativePosition(of:)``):
  /// per-item effects (SwiftUI's phase).
  public var phase: Double
  /// Whether the view is an accessibility element: with the items exposed, an item in
  /// ``CarouselFrame/accessibilityOrder``; otherwise the destination's copy nearest the
  /// resting place (the one view a single adjustable element speaks for).
  public var isAccessibilityElement = false
  /// The view's place in ``CarouselFrame/accessibilityOrder`` (0 when not exposed).
  public var accessibilityRank = 0
  /// Whether the view is leaving the screen with an animated data change
  /// (``CarouselChangeAnimation``): a deleted item disappearing through the removal effect
  /// (``copy`` names it by its old index, which the data may now give another item), or an
  /// item whose new place is off screen moving there (``copy`` with its new index). It is
  /// never assigned (the view keeps what it shows: ``SlotIdentities`` names its item by the
  /// app's identifiers), is drawn behind the others and moves with the track while the
  /// content is dragged or glides, as its neighbours do; a later frame hides it when its
  /// animation ends. Its ``ScrollEvents/disappeared`` came with the change.
  public var isDisappearing = false

  /// Where the attributes are in ``CarouselFrame/items``, when shown
  /// (``CarouselFrame/attributes(of:)`` reads them).
  public var item: Int? {
    if case .show(let item, _) = command { return item }
    return nil
  }

  /// Whether the view must be configured for its item.
  public var isAssigned: Bool {
    if case .show(_, let assigned) = command { return assigned }
    return false
  }
}
