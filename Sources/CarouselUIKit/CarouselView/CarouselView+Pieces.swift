#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import UIKit

  extension CarouselView {
    /// Draws a slot's item as the pieces its layout cuts it into (`ItemAttributes.pieces`,
    /// `CarouselLayout.piece(_:of:)`), or whole: follows `PieceSnapshot.step(for:contentChanged:holding:)`
    /// with the slot's `CarouselPiecesView` (made, just above the item view, the first time
    /// the slot shows a sliced item), placed as the item is, and hides the item view while
    /// its pieces are drawn. Slots that never show a sliced item get no pieces view. Per frame
    /// for an item that stays sliced: each piece's geometry is set, nothing is allocated.
    func placePieces(
      of view: UIView, _ item: ItemAttributes, _ configuration: CarouselConfiguration<AnyCarouselLayout>, slot: Int,
      contentChanged: Bool
    ) {
      let held = slot < slotPieces.count ? slotPieces[slot] : nil
      let step = PieceSnapshot.step(for: item, contentChanged: contentChanged, holding: held?.snapshot)
      if case .whole = step {
        held?.hide()
        return
      }
      let pieces = held ?? makePieces(inSlot: slot, above: view)
      pieces.applyCarouselPlacement(
        item, perspective: configuration.layout.perspective, viewport: configuration.viewport)
      let layout = configuration.layout
      view.isHidden = pieces.apply(step, count: item.pieces?.count ?? 0, itemSize: item.size, source: view) {
        layout.piece($0, of: item)
      }
    }

    /// Hides a slot's pieces (its item left the screen) and drops their snapshot.
    func hidePieces(inSlot slot: Int) {
      if slot < slotPieces.count { slotPieces[slot]?.hide() }
    }

    /// The slot's pieces view, new, inserted just above `view`.
    private func makePieces(inSlot slot: Int, above view: UIView) -> CarouselPiecesView {
      while slotPieces.count <= slot { slotPieces.append(nil) }
      let pieces = CarouselPiecesView()
      contentView.insertSubview(pieces, aboveSubview: view)
      slotPieces[slot] = pieces
      return pieces
    }
  }
#endif
