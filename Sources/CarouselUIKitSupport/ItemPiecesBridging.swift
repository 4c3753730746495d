#if canImport(UIKit)
  import CarouselCore
  import QuartzCore
  import UIKit

  /// Draws a sliced item (`ItemAttributes.pieces`) as the core cuts it: one `CALayer` per piece
  /// whose `contents` is one snapshot image of the item view and whose `contentsRect` is the
  /// piece's part of it (`ItemPiece.contentsRect(itemSize:)`), each given the piece's size,
  /// centre, scale, opacity and corner radius. CollectionViewPagingLayout cuts the view with one
  /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` per piece
  /// (Lib/Snapshot/SnapshotContainerView.swift, `init?(targetView:pieceSizeRatio:identifier:)`);
  /// here one image is shared by every piece.
  ///
  /// The snapshot is taken when `PieceSnapshot.step(for:contentChanged:holding:)` says (the item
  /// becomes sliced, its view is configured again, its grid or size change) by rendering the
  /// view's layer into an image (`CALayer.render(in:)`, which draws a view never shown on
  /// screen too); every other frame only sets each piece layer's geometry, with implicit
  /// animations off: no allocation for an item that stays sliced. Layers are made when a grid
  /// needs more than the view has and are kept, hidden, when it needs fewer. The view takes
  /// no touches.
  @MainActor
  package final class CarouselPiecesView: UIView {
    private var pieceLayers: [CALayer] = []
    /// The snapshot the pieces are cut from, `nil` when none is held.
    package private(set) var snapshot: PieceSnapshot?

    package init() {
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      isHidden = true
    }

    package required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Drops the snapshot: the next sliced frame takes a new one (the item view's content
    /// changed outside a reassignment).
    package func invalidateSnapshot() { snapshot = nil }

    /// Hides the pieces and drops the snapshot (`PieceSnapshot.Step.whole`).
    package func hide() {
      snapshot = nil
      if !isHidden { isHidden = true }
    }

    /// Applies `step` for an item `itemSize` large cut into `count` pieces, taking the
    /// snapshot from `source` when the step says so; `piece(i)` is piece i of the item (the
    /// core's `CarouselLayout.piece(_:of:)`). Hides itself for `PieceSnapshot.Step.whole`.
    ///
    /// - Returns: whether the item is drawn as pieces (its view is then to be hidden).
    @discardableResult
    package func apply(
      _ step: PieceSnapshot.Step, count: Int, itemSize: CarouselSize, source: UIView,
      piece: (Int) -> ItemPiece?
    ) -> Bool {
      switch step {
      case .whole:
        hide()
        return false
      case .take(let snapshot):
        self.snapshot = snapshot
        take(from: source, itemSize: itemSize, count: count, piece: piece)
      case .keep:
        break
      }
      isHidden = false
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      for i in pieceLayers.indices {
        let layer = pieceLayers[i]
        guard i < count, let piece = piece(i) else {
          layer.isHidden = true
          continue
        }
        layer.isHidden = false
        layer.bounds = CGRect(
          x: 0, y: 0, width: CGFloat(piece.frame.maxX - piece.frame.minX),
          height: CGFloat(piece.frame.maxY - piece.frame.minY))
        layer.position = CGPoint(piece.center)
        layer.setAffineTransform(
          CGAffineTransform(a: CGFloat(piece.scaleX), b: 0, c: 0, d: CGFloat(piece.scaleY), tx: 0, ty: 0))
        layer.opacity = Float(piece.alpha)
        layer.cornerRadius = CGFloat(piece.cornerRadius)
      }
      CATransaction.commit()
      return true
    }

    /// Renders `source` (its bounds, `itemSize` large, laid out first) into one image and gives
    /// it to the first `count` piece layers with their contents rectangles
    /// (`ItemPiece.contentsRect(itemSize:)`), making layers that are missing.
    private func take(from source: UIView, itemSize: CarouselSize, count: Int, piece: (Int) -> ItemPiece?) {
      source.layoutIfNeeded()
      let image = UIGraphicsImageRenderer(size: CGSize(itemSize)).image { context in
        source.layer.render(in: context.cgContext)
      }
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      while pieceLayers.count < count {
        let layer = CALayer()
        layer.masksToBounds = true
        self.layer.addSublayer(layer)
        pieceLayers.append(layer)
      }
      for i in pieceLayers.indices {
        guard i < count, let rect = piece(i)?.contentsRect(itemSize: itemSize) else {
          pieceLayers[i].contents = nil
          continue
        }
        pieceLayers[i].contents = image.cgImage
        pieceLayers[i].contentsRect = CGRect(
          x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.maxX - rect.minX),
          height: CGFloat(rect.maxY - rect.minY))
      }
      CATransaction.commit()
    }
  }
#endif
