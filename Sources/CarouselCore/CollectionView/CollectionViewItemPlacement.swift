/// How a collection view layout hands an item to UIKit: the attributes' `center` and `size`
/// (their `frame`) say where the item **rests**, and the item is drawn where it is at the
/// current offset by a shift applied after its own transform.
///
/// UIKit scrolls to an item (`scrollToItem(at:at:animated:)`, `selectItem(at:animated:scrollPosition:)`,
/// the focus and accessibility engines) by aligning the frame of `layoutAttributesForItem(at:)`
/// with the scroll position. A `frame` is `center` and `size` only (a transform never changes
/// it), so the resting frame, which does not depend on the current offset, makes UIKit land on
/// the item's resting offset, whatever the layout draws at the current offset (the wheel's arc,
/// the card stack's pile). For layouts that draw items where they rest (linear, pages),
/// ``shift`` is zero.
package struct CollectionViewItemPlacement: Sendable, Hashable {
  /// The centre of the item's resting frame, in content coordinates (points, before any
  /// right-to-left flip): the attributes' `center`.
  package var center: CarouselPoint
  /// The item's size before scaling, in points: the attributes' `size`.
  package var size: CarouselSize
  /// From ``center`` to where the item is drawn now, in points: a translation applied after
  /// the item's own transform (negate x in right-to-left, where UIKit flips centres).
  package var shift: CarouselPoint

  package init(center: CarouselPoint, size: CarouselSize, shift: CarouselPoint) {
    self.center = center
    self.size = size
    self.shift = shift
  }

  /// The resting frame (``center`` and ``size``), in content coordinates.
  package var frame: CarouselRect {
    CarouselRect(
      minX: center.x - size.width / 2, minY: center.y - size.height / 2, maxX: center.x + size.width / 2,
      maxY: center.y + size.height / 2)
  }
}
