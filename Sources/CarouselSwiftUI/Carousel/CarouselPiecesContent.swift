#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import CoreGraphics
  import SwiftUI

  /// A sliced item as a slot draws it (`ItemAttributes.pieces`): the layout and the item's
  /// attributes, from which each piece is read when the slot's body runs
  /// (`CarouselLayout.piece(_:of:)`, O(1) per piece, nothing stored per piece).
  struct CarouselSlicing: Equatable {
    var layout: AnyCarouselLayout
    var item: ItemAttributes

    /// The item's slicing when its layout cuts it into pieces, `nil` when it is drawn whole.
    init?(_ item: ItemAttributes, layout: AnyCarouselLayout) {
      guard item.pieces != nil else { return nil }
      self.layout = layout
      self.item = item
    }

    /// The number of pieces.
    var count: Int { item.pieces?.count ?? 0 }
  }

  /// An item's content, drawn whole or as the pieces its layout cuts it into: SwiftUI has no
  /// snapshot of a view to cut, so each piece draws the content again, offset so that the
  /// piece's rectangle shows, clipped to it with its corner radius, scaled about its centre,
  /// faded and placed at its centre as drawn (`ItemPiece.center`), as CollectionViewPagingLayout
  /// draws its snapshot pieces (Lib/Snapshot/SnapshotContainerView.swift,
  /// `transform(progress:options:)`).
  ///
  /// The content itself stays in the view, transparent while sliced, so its identity (its
  /// `@State`), its accessibility and its taps are kept; the pieces are copies that take no
  /// touches and are hidden from VoiceOver. Pieces are identified by their index, stable while
  /// the grid is. Cost: the content is drawn once per piece (4 × 10 for `.grid`) while the
  /// item is off centre, and once at rest.
  struct CarouselPiecesContent<Content: View>: View {
    let slicing: CarouselSlicing?
    /// The item's size (the content's), in points: the pieces are placed in it.
    let size: CarouselSize
    let content: Content

    var body: some View {
      ZStack(alignment: .topLeading) {
        content.opacity(slicing == nil ? 1 : 0)
        if let slicing {
          let width = CGFloat(size.width)
          let height = CGFloat(size.height)
          ForEach(0..<slicing.count, id: \.self) { index in
            if let piece = slicing.layout.piece(index, of: slicing.item) {
              content
                .frame(width: width, height: height)
                .offset(x: CGFloat(-piece.frame.minX), y: CGFloat(-piece.frame.minY))
                .frame(
                  width: CGFloat(piece.frame.maxX - piece.frame.minX),
                  height: CGFloat(piece.frame.maxY - piece.frame.minY), alignment: .topLeading
                )
                .clipShape(RoundedRectangle(cornerRadius: CGFloat(piece.cornerRadius), style: .circular))
                .scaleEffect(x: CGFloat(piece.scaleX), y: CGFloat(piece.scaleY))
                .opacity(piece.alpha)
                .position(x: CGFloat(piece.center.x), y: CGFloat(piece.center.y))
            }
          }
          .allowsHitTesting(false)
          .accessibilityHidden(true)
        }
      }
      // The pieces are placed in the item's frame (each `position` takes all it is offered).
      .frame(width: CGFloat(size.width), height: CGFloat(size.height), alignment: .topLeading)
    }
  }

  extension View {
    /// This item content drawn whole (`slicing` `nil`) or as its pieces, in an item `size`
    /// large (``CarouselPiecesContent``).
    func carouselPieces(_ slicing: CarouselSlicing?, size: CarouselSize) -> some View {
      CarouselPiecesContent(slicing: slicing, size: size, content: self)
    }
  }
#endif
