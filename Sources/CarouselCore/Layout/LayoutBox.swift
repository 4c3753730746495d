/// The class behind an Embedded Swift ``AnyCarouselLayout`` (compiled everywhere, so that its
/// tests run natively): each requirement is an overridable member that ``LayoutBox`` forwards
/// to its layout. Immutable once made.
class AnyLayoutBox: @unchecked Sendable {
  var axis: ScrollAxis { preconditionFailure("abstract") }
  var perspective: Double? { preconditionFailure("abstract") }
  var clicksLikeAPicker: Bool { preconditionFailure("abstract") }
  var naturalCrossLength: Double? { preconditionFailure("abstract") }
  var verticalMapping: VerticalMapping { preconditionFailure("abstract") }
  var anchorPatternCount: Int { preconditionFailure("abstract") }

  func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
    preconditionFailure("abstract")
  }

  func contentLength(count: Int, viewport: CarouselSize) -> Double? { preconditionFailure("abstract") }

  func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
    preconditionFailure("abstract")
  }

  func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    preconditionFailure("abstract")
  }

  func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes]
  ) {
    preconditionFailure("abstract")
  }

  func piece(_ index: Int, of item: ItemAttributes) -> ItemPiece? { preconditionFailure("abstract") }

  var usesToggle: Bool { preconditionFailure("abstract") }
  var mirroredTopToBottom: AnyLayoutBox? { preconditionFailure("abstract") }

  func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, toggle: Double,
    into items: inout [ItemAttributes]
  ) {
    preconditionFailure("abstract")
  }

  /// Whether `other` boxes an equal layout of the same type.
  func isEqual(to other: AnyLayoutBox) -> Bool { preconditionFailure("abstract") }

  func hash(into hasher: inout Hasher) { preconditionFailure("abstract") }
}

/// ``AnyLayoutBox`` for one layout type.
final class LayoutBox<Layout: CarouselLayout>: AnyLayoutBox, @unchecked Sendable {
  let layout: Layout

  init(_ layout: Layout) {
    self.layout = layout
  }

  override var axis: ScrollAxis { layout.axis }
  override var perspective: Double? { layout.perspective }
  override var clicksLikeAPicker: Bool { layout.clicksLikeAPicker }
  override var naturalCrossLength: Double? { layout.naturalCrossLength }
  override var verticalMapping: VerticalMapping { layout.verticalMapping }
  override var anchorPatternCount: Int { layout.anchorPatternCount }

  override func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
    layout.anchors(count: count, viewport: viewport, isLooping: isLooping)
  }

  override func contentLength(count: Int, viewport: CarouselSize) -> Double? {
    layout.contentLength(count: count, viewport: viewport)
  }

  override func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
    layout.candidatePositions(offset: offset, count: count, viewport: viewport)
  }

  override func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    layout.attributes(at: position, offset: offset, count: count, viewport: viewport)
  }

  override func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes]
  ) {
    layout.visibleItems(offset: offset, count: count, viewport: viewport, isLooping: isLooping, into: &items)
  }

  override func piece(_ index: Int, of item: ItemAttributes) -> ItemPiece? {
    layout.piece(index, of: item)
  }

  override var usesToggle: Bool { layout.usesToggle }
  override var mirroredTopToBottom: AnyLayoutBox? { layout.mirroredTopToBottom.map { LayoutBox($0) } }

  override func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, toggle: Double,
    into items: inout [ItemAttributes]
  ) {
    layout.visibleItems(
      offset: offset, count: count, viewport: viewport, isLooping: isLooping, toggle: toggle, into: &items)
  }

  /// Equal when `other` is a box of this very class (the same layout type: a class's identity,
  /// not a dynamic cast) whose layout is equal.
  override func isEqual(to other: AnyLayoutBox) -> Bool {
    guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(LayoutBox<Layout>.self) else { return false }
    return unsafeDowncast(other, to: LayoutBox<Layout>.self).layout == layout
  }

  override func hash(into hasher: inout Hasher) {
    layout.hash(into: &hasher)
  }
}
