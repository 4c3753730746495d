/// Writes one frame's items into the array ``CarouselLayout/visibleItems(offset:count:viewport:isLooping:into:)``
/// fills: over the elements the array still holds (the previous frame's), field by field, then
/// by appending; ``finish(_:)`` drops the elements left over.
///
/// The array ends exactly as if it had been emptied, keeping its capacity, and each item
/// appended, without what building an ``ItemAttributes`` and appending it costs: an item is
/// 248 bytes, and its optional transform alone (129) is copied twice through memory on the way
/// in, even when it is `nil`. A flat item over an element without a transform does not write
/// the transform at all. Every field is written, effects and pieces included (no effects, drawn
/// whole), so an element another layout left is overwritten whole.
struct VisibleItemWriter {
  /// The items written so far.
  private(set) var count = 0

  /// Writes the next item, a flat one (no transform): its attributes as
  /// ``ItemAttributes/init(position:index:center:size:scale:rotation:transform:zIndex:alpha:arc:)``
  /// sets them.
  @inline(__always)
  mutating func write(
    into items: inout [ItemAttributes], position: Int, index: Int, center: CarouselPoint, size: CarouselSize,
    scale: Double = 1, rotation: Double = 0, zIndex: Double = 0, alpha: Double = 1, arc: WheelArc? = nil
  ) {
    defer { count += 1 }
    guard count < items.count else {
      items.append(
        ItemAttributes(
          position: position, index: index, center: center, size: size, scale: scale, rotation: rotation,
          zIndex: zIndex, alpha: alpha, arc: arc))
      return
    }
    let slot = count
    items.withUnsafeMutableBufferPointer { items in
      Self.start(
        &items[slot], position: position, index: index, center: center, size: size, scale: scale, rotation: rotation,
        zIndex: zIndex, alpha: alpha, arc: arc)
    }
  }

  /// Writes the next item, a 3D one.
  @inline(__always)
  mutating func write(
    into items: inout [ItemAttributes], position: Int, index: Int, center: CarouselPoint, size: CarouselSize,
    transform: Transform3D, zIndex: Double, alpha: Double = 1
  ) {
    defer { count += 1 }
    guard count < items.count else {
      items.append(
        ItemAttributes(
          position: position, index: index, center: center, size: size, transform: transform, zIndex: zIndex,
          alpha: alpha))
      return
    }
    let slot = count
    items.withUnsafeMutableBufferPointer { items in
      Self.start(
        &items[slot], position: position, index: index, center: center, size: size, zIndex: zIndex, alpha: alpha,
        setsTransform: true)
      items[slot].transform = transform
    }
  }

  /// Sets every field of `item`, an element of the array, in place, as
  /// ``ItemAttributes/init(position:index:center:size:scale:rotation:transform:zIndex:alpha:arc:effects:pieces:)``
  /// sets them with no transform, effects or pieces (drawn whole): what the writes above and a
  /// layout that builds its item in place after ``nextSlot(in:)`` start from. The transform's
  /// `nil` (129 bytes through memory) is written only over one; with `setsTransform` not at all,
  /// for a caller that sets the transform of every item it keeps.
  @inline(__always)
  static func start(
    _ item: inout ItemAttributes, position: Int, index: Int, center: CarouselPoint, size: CarouselSize,
    scale: Double = 1, rotation: Double = 0, zIndex: Double, alpha: Double = 1, arc: WheelArc? = nil,
    setsTransform: Bool = false
  ) {
    item.position = position
    item.index = index
    item.center = center
    item.size = size
    item.scale = scale
    item.rotation = rotation
    if !setsTransform, case .some = item.transform { item.transform = nil }
    item.zIndex = zIndex
    item.alpha = alpha
    item.arc = arc
    item.effects = ItemEffects()
    item.pieces = nil
  }

  /// The index in `items` of the next item, for a layout that builds it in place (from
  /// ``start(_:position:index:center:size:scale:rotation:zIndex:alpha:arc:setsTransform:)``, and
  /// may still drop it): the previous frame's element there, or a new one
  /// appended; the item counts only after ``keep()``. No copy of the 248-byte item through an
  /// optional and an append.
  @inline(__always)
  mutating func nextSlot(in items: inout [ItemAttributes]) -> Int {
    if count == items.count {
      items.append(
        ItemAttributes(
          position: 0, index: 0, center: CarouselPoint(x: 0, y: 0), size: CarouselSize(width: 0, height: 0)))
    }
    return count
  }

  /// Counts the item built at ``nextSlot(in:)``.
  @inline(__always)
  mutating func keep() { count += 1 }

  /// Drops the elements after the items written (all of them, keeping the capacity, when
  /// none was).
  @inline(__always)
  func finish(_ items: inout [ItemAttributes]) {
    guard count < items.count else { return }
    if count == 0 {
      items.removeAll(keepingCapacity: true)
    } else {
      items.removeSubrange(count...)
    }
  }
}
