/// Which copy of an item a slot shows: the item's index and the loop cycle of that copy.
///
/// A looping carousel can show the same item twice at once (two items on a wide screen), so
/// an item's identity alone does not name a view. With the app's own identifier for the
/// index, `(id, copy)` is the identity a declarative front end gives the view (SwiftUI's
/// `ForEach`): it stays the same while that copy is on screen, whatever slot the planner
/// uses and whatever the engine's re-basing, and a different item never takes it over, so
/// view state (`@State`, `.task`, `.onAppear`) stays with its item.
public struct VisibleCopy: Sendable, Hashable {
  /// The item's index.
  public var index: Int
  /// The loop cycle of this copy (0 for a track that does not loop).
  public var copy: Int

  public init(index: Int, copy: Int) {
    self.index = index
    self.copy = copy
  }
}

extension CarouselDriver {
  /// The copy of an item the view in `slot` shows, or `nil` for an empty slot. O(1).
  public func visibleCopy(inSlot slot: Int) -> VisibleCopy? {
    guard let index = itemIndex(inSlot: slot), let position = planner.position(inSlot: slot) else { return nil }
    let count = self.count
    guard count > 0 else { return nil }
    // Unwrapped positions: floor division gives the cycle, for negative positions too.
    let copy = position >= 0 ? position / count : -((-position - 1) / count) - 1
    return VisibleCopy(index: index, copy: copy)
  }
}
