/// The snapshot a front end cuts a sliced item's pieces from (``ItemAttributes/pieces``), and
/// when it takes a new one: what a UIKit view keeps per item view, so that the pieces show the
/// view's content while only their geometry is set per frame.
///
/// CollectionViewPagingLayout snapshots the view when a cell first transforms with an
/// identifier it has no snapshot for, or when the kept one no longer fits (a new piece size
/// ratio, `canReuse(snapshot:)`'s size check) (Lib/Snapshot/SnapshotTransformView.swift,
/// `getSnapshot()`, `findSnapshot()`, `makeSnapshot()`). CarouselKit keys a snapshot the same
/// way, by the grid and the item's size, and adds the content: a view configured for an item
/// (a slot assigned, a cell reused, an item reconfigured) is snapshotted again, and an item
/// drawn whole in between (at rest, where the view itself is shown and may change) is too.
///
/// A front end keeps the ``PieceSnapshot`` it cut its pieces from (or `nil`) and follows
/// ``step(for:contentChanged:holding:)`` each time it places the item.
public struct PieceSnapshot: Sendable, Hashable {
  /// The grid's rows and columns.
  public var rows: Int
  public var columns: Int
  /// The item's size (the snapshot's), in points.
  public var width: Double
  public var height: Double

  /// The snapshot `item` is cut from: its grid and its size; `nil` when it is drawn whole or
  /// its size is not finite and positive in both directions (nothing to cut). O(1).
  public init?(_ item: ItemAttributes) {
    guard let pieces = item.pieces else { return nil }
    let size = item.size
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
    rows = pieces.rows
    columns = pieces.columns
    width = size.width
    height = size.height
  }

  /// What a front end does with an item view's snapshot when it places the item.
  public enum Step: Sendable, Hashable {
    /// Show the view itself and drop the snapshot (the item is drawn whole, hidden or has no
    /// area).
    case whole
    /// Take a new snapshot of the view, cut it into this grid, then draw the pieces.
    case take(PieceSnapshot)
    /// Draw the pieces from the snapshot held.
    case keep
  }

  /// The step for placing `item` (`nil`: the view is hidden) with the snapshot `holding`
  /// (`nil`: none), `contentChanged` when the view was configured for an item since that
  /// snapshot was taken (``SlotDraw/isAssigned``, a reuse, a reconfiguration):
  /// - ``Step/whole`` when the item is hidden, drawn whole or without area;
  /// - ``Step/take(_:)`` when the content changed, nothing is held or the held snapshot's grid
  ///   or size differ from the item's;
  /// - ``Step/keep`` otherwise.
  ///
  /// O(1), no allocation.
  public static func step(for item: ItemAttributes?, contentChanged: Bool, holding: PieceSnapshot?) -> Step {
    guard let item, let snapshot = PieceSnapshot(item) else { return .whole }
    if contentChanged || holding != snapshot { return .take(snapshot) }
    return .keep
  }
}

extension ItemPiece {
  /// The piece's centre as drawn, in the item's coordinates (points, origin at its top-left):
  /// the centre of ``frame`` moved by (``translationX``, ``translationY``) (the scale is about
  /// the piece's own centre, so it does not move it). O(1).
  public var center: CarouselPoint {
    CarouselPoint(x: (frame.minX + frame.maxX) / 2 + translationX, y: (frame.minY + frame.maxY) / 2 + translationY)
  }

  /// The part of the item's content the piece shows, in unit coordinates of an item
  /// `itemSize` large (0...1 across and down, `CALayer.contentsRect`'s space): ``frame``
  /// divided by the size; the empty rectangle at the origin when the size is not finite and
  /// positive. O(1).
  public func contentsRect(itemSize: CarouselSize) -> CarouselRect {
    let w = itemSize.width
    let h = itemSize.height
    guard w.isFinite, h.isFinite, w > 0, h > 0 else { return CarouselRect(minX: 0, minY: 0, maxX: 0, maxY: 0) }
    return CarouselRect(minX: frame.minX / w, minY: frame.minY / h, maxX: frame.maxX / w, maxY: frame.maxY / h)
  }
}
