#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import UIKit

  /// A collection view cell that draws itself as the pieces its layout cuts it into (the
  /// snapshot looks, ``CarouselLayoutAttributes/pieces``), as CollectionViewPagingLayout's
  /// cells that adopt `SnapshotTransformView` do (Lib/Snapshot/SnapshotTransformView.swift,
  /// `transform(progress:)`): while the item is sliced, its `contentView` is hidden and a
  /// snapshot of it is drawn cut into the pieces, each moved, scaled, faded and rounded as the
  /// core says; at rest the `contentView` is shown whole. Being a ``CarouselEffectsCell``, it
  /// also draws the blur and shadow its layout asks for.
  ///
  /// ```swift
  /// final class PhotoCell: CarouselPiecesCell {
  ///   let imageView = UIImageView()
  ///   override init(frame: CGRect) {
  ///     super.init(frame: frame)
  ///     imageView.frame = contentView.bounds
  ///     contentView.addSubview(imageView)
  ///   }
  ///   required init?(coder: NSCoder) { super.init(coder: coder) }
  /// }
  ///
  /// let layout = CarouselCollectionViewLayout(.snapshot(.grid))
  /// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
  /// collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
  /// ```
  ///
  /// Put the content in `contentView` (the cell's own background is not cut). The snapshot is
  /// taken when the cell becomes sliced, after `prepareForReuse()`, and when its grid or size
  /// change (`PieceSnapshot.step(for:contentChanged:holding:)`); later frames only move the
  /// pieces. After changing a shown cell's content in place (`reconfigureItems(at:)`, an image
  /// that loaded), call ``invalidatePieceSnapshot()``. Attributes of another class draw the
  /// cell whole.
  @MainActor
  open class CarouselPiecesCell: CarouselEffectsCell {
    private let piecesView = CarouselPiecesView()
    /// The cell was reused or its content changed since the last snapshot.
    private var contentChanged = true

    public override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(piecesView)
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      addSubview(piecesView)
    }

    /// Takes a new snapshot at the next sliced frame: call it after changing the content of a
    /// cell that is shown.
    public func invalidatePieceSnapshot() { contentChanged = true }

    open override func prepareForReuse() {
      super.prepareForReuse()
      contentChanged = true
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
      super.apply(layoutAttributes)
      let attributes = layoutAttributes as? CarouselLayoutAttributes
      let size = CarouselSize(layoutAttributes.size)
      let item = ItemAttributes(
        position: layoutAttributes.indexPath.item, index: layoutAttributes.indexPath.item,
        center: CarouselPoint(x: 0, y: 0), size: size, pieces: attributes?.pieceGrid)
      let step = PieceSnapshot.step(for: item, contentChanged: contentChanged, holding: piecesView.snapshot)
      if case .take = step { contentChanged = false }
      piecesView.frame = CGRect(origin: .zero, size: layoutAttributes.size)
      if piecesView.superview === self { bringSubviewToFront(piecesView) }
      let pieces = attributes?.pieces ?? []
      contentView.isHidden = piecesView.apply(step, count: pieces.count, itemSize: size, source: contentView) {
        $0 < pieces.count ? pieces[$0] : nil
      }
    }
  }
#endif
