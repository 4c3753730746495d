extension CarouselDriver {
  /// The shown slots from back to front: ascending ``ItemAttributes/zIndex``, ties in slot
  /// order. A front end orders its views by it (UIKit: `bringSubviewToFront` in this order,
  /// when it changes), so that hit-testing follows what is drawn on top, as `zPosition` alone
  /// does not: the front card of a stack wins the tap.
  ///
  /// - Parameter order: replaced by the slots; its capacity is reused, so nothing is
  ///   allocated once it has grown to the most slots.
  /// - Complexity: O(s²) for s shown slots (an insertion sort: s is a handful and the order
  ///   is nearly sorted from one frame to the next).
  public func drawingOrder(into order: inout [Int]) {
    order.removeAll(keepingCapacity: true)
    for slot in 0..<slotCount {
      guard let z = slotPositionAndZ(slot)?.zIndex else { continue }
      var i = order.count
      order.append(slot)
      while i > 0, let previous = slotPositionAndZ(order[i - 1])?.zIndex, previous > z {
        order[i] = order[i - 1]
        i -= 1
      }
      order[i] = slot
    }
  }
}
