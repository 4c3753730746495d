#if canImport(UIKit)
  import CarouselCore
  import UIKit

  /// Layout attributes with the wheel's arc extras: the sector's angle and its inner and outer
  /// radii, in the cell's unscaled coordinates (what ``WheelCell`` masks itself with), and the
  /// blur and shadow the layout asks for (``effects``, what ``CarouselEffectsCell`` and
  /// ``WheelCell`` draw), and the pieces a sliced item is drawn as (``pieceGrid`` and
  /// ``pieces``, what ``CarouselPiecesCell`` draws).
  ///
  /// `UICollectionView` copies and compares attributes, so both `copy(with:)` and `isEqual(_:)`
  /// include the extras. Open: subclass it to carry extras of your own (override `copy(with:)`
  /// and `isEqual(_:)` the same way, calling `super`), and return your subclass from a
  /// ``CarouselCollectionViewLayout`` subclass's `layoutAttributesClass`.
  @MainActor
  open class CarouselLayoutAttributes: UICollectionViewLayoutAttributes {
    /// The sector's angle, in radians (0 for layouts other than the wheel).
    open var angle: CGFloat = 0
    /// The inner arc's radius, in points.
    open var innerRadius: CGFloat = 0
    /// The outer arc's radius, in points.
    open var outerRadius: CGFloat = 0
    /// The blur and shadow the layout asks for (`ItemEffects.none` for most layouts).
    open var effects = ItemEffects.none
    /// The grid a sliced item is cut into (`ItemAttributes.pieces`; `nil`: drawn whole).
    open var pieceGrid: ItemPieces?
    /// Each piece of a sliced item, in the cell's unscaled coordinates (`CarouselLayout.piece(_:of:)`
    /// for every index of ``pieceGrid``); empty when drawn whole.
    open var pieces: [ItemPiece] = []

    open override func copy(with zone: NSZone? = nil) -> Any {
      let copy = super.copy(with: zone)
      if let copy = copy as? CarouselLayoutAttributes {
        copy.angle = angle
        copy.innerRadius = innerRadius
        copy.outerRadius = outerRadius
        copy.effects = effects
        copy.pieceGrid = pieceGrid
        copy.pieces = pieces
      }
      return copy
    }

    // `isEqual(_:)` and `hash` override `NSObject`'s, which are not main-actor isolated; collection
    // views compare attributes on the main thread.
    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? CarouselLayoutAttributes, super.isEqual(object) else { return false }
      return MainActor.assumeIsolated {
        angle == other.angle && innerRadius == other.innerRadius && outerRadius == other.outerRadius
          && effects == other.effects && pieceGrid == other.pieceGrid && pieces == other.pieces
      }
    }

    open override var hash: Int {
      var hasher = Hasher()
      hasher.combine(super.hash)
      MainActor.assumeIsolated {
        hasher.combine(angle)
        hasher.combine(innerRadius)
        hasher.combine(outerRadius)
        hasher.combine(effects)
        hasher.combine(pieceGrid)
      }
      return hasher.finalize()
    }
  }
#endif
