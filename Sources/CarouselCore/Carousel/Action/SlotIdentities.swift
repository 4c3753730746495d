/// Which of the app's items each slot's view shows, by the app's identifiers: what a front
/// end whose views are identified by the app's data (SwiftUI's `ForEach` over a `Carousel`'s
/// `id`) needs to draw a view that leaves with an animated data change
/// (``SlotDraw/isDisappearing``) with the item it showed, although the data may no longer
/// have that item.
///
/// A front end applies each frame it draws (``apply(_:id:)``, with the identifier of each
/// index in the data the driver has now) and keeps, for the leaving items only, what it needs
/// to draw them (SwiftUI: their elements from the data before the change); it drops them once
/// no slot leaves with them any more (``isLeaving(_:)``), at the latest in the update whose
/// ``CarouselUpdate/completedChanges`` ends their change. The rules, per slot in the frame:
///
/// - shown and not leaving: the item at its copy's index in the data now (`id`), the index
///   the driver configured (or renamed) the view for;
/// - leaving: the identifier its view had, unchanged: the driver never assigns a leaving view
///   (it keeps showing what it showed when the change came, ``SlotDraw/isDisappearing``), and
///   a deleted item's copy names it by its index before the change, which the data may now
///   give another item (or none);
/// - hidden: nothing.
///
/// Slots not in the frame keep theirs (the driver did not touch their views).
///
/// - Complexity: ``apply(_:id:)`` O(slots in the frame) `id` calls; the readings O(1), and
///   ``isLeaving(_:)`` O(slots). No allocation once the buffers have grown to the slot count.
public struct SlotIdentities<ID: Hashable> {
  /// The identifier each slot's view shows, by slot (`nil`: hidden, or never drawn).
  private var ids: [ID?] = []
  /// Whether each slot's view is leaving, by slot.
  private var leaving: [Bool] = []
  /// How many slots are leaving.
  public private(set) var leavingCount = 0

  /// No slot shows anything yet.
  public init() {}

  /// Applies one frame's slot commands: `id(index)` is the identifier of item `index` in the
  /// data the driver has now (`nil` when there is none: that slot then shows nothing).
  public mutating func apply(_ frame: CarouselFrame, id: (Int) -> ID?) {
    for draw in frame.draws {
      let slot = draw.slot
      guard slot >= 0 else { continue }
      while ids.count <= slot {
        ids.append(nil)
        leaving.append(false)
      }
      let wasLeaving = leaving[slot]
      if draw.command == .hide {
        ids[slot] = nil
        leaving[slot] = false
      } else if draw.isDisappearing {
        // The view shows what it showed; a view that was never drawn has nothing to leave with.
        leaving[slot] = ids[slot] != nil
      } else {
        ids[slot] = draw.copy.flatMap { id($0.index) }
        leaving[slot] = false
      }
      if leaving[slot] != wasLeaving { leavingCount += leaving[slot] ? 1 : -1 }
    }
  }

  /// The identifier of the item the view in `slot` shows, `nil` when it shows none. O(1).
  public func id(inSlot slot: Int) -> ID? {
    slot >= 0 && slot < ids.count ? ids[slot] : nil
  }

  /// Whether the view in `slot` is leaving with an animated data change. O(1).
  public func isLeaving(slot: Int) -> Bool {
    slot >= 0 && slot < leaving.count && leaving[slot]
  }

  /// Whether a view leaving with an animated data change shows item `id` (a front end keeps
  /// what it needs to draw that item until this is `false`). O(slots).
  public func isLeaving(_ id: ID) -> Bool {
    guard leavingCount > 0 else { return false }
    for slot in ids.indices where leaving[slot] && ids[slot] == id { return true }
    return false
  }
}

extension SlotIdentities: Sendable where ID: Sendable {}
