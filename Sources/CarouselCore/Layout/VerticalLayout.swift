/// How ``VerticalLayout`` turns a horizontal look into a vertical one.
///
/// Each anchor's own vertical mode decides, look by look (``CarouselLayout/verticalMapping``,
/// which ``CarouselLayout/vertical()`` uses):
/// - ``transposed``: the picture mirrored across its diagonal (x ↔ y). iCarousel.m's
///   `-transformForItemViewWithOffset:` `_vertical` branches do exactly this for the linear,
///   rotary, cylinder, cover flow and time machine types (they move the item along y instead
///   of x and turn it about (−1, 0, 0) instead of (0, 1, 0), which is the y rotation
///   conjugated by the swap), and FSPagerViewTransformer.swift's `applyTransform(to:)`
///   `.vertical` cases (cross fading, zoom out, depth, cubic) too.
/// - ``quarterTurn``: the picture turned a quarter turn clockwise (transposed, then mirrored
///   left to right), the items kept upright: iCarousel's vertical wheel (`iCarouselTypeWheel`,
///   ``RingLayout``) puts the wheel's centre left of the items (`CATransform3DTranslate(
///   transform, -radius, 0, 0)`) and turns them by the same angle as the horizontal wheel,
///   whose centre is below, where a transpose would put it on the right and turn them the other
///   way.
/// - ``unchanged``: the look as it is, only scrolled vertically: CollectionViewPagingLayout's
///   `scrollDirection = .vertical` (CollectionViewPagingLayout.swift, `currentScrollOffset`
///   is `minY / height`), whose transform views (`ScaleTransformView`, `StackTransformView`,
///   `SnapshotTransformView`) never read the scroll direction: the cards keep moving as their
///   options say while the finger drags up and down, one viewport height per page.
public enum VerticalMapping: String, Sendable, Hashable, CaseIterable {
  /// Mirrored across the diagonal: x ↔ y (iCarousel, FSPagerView).
  case transposed
  /// Turned a quarter turn clockwise: x ↔ y, then left ↔ right (iCarousel's wheel).
  case quarterTurn
  /// The look unchanged, paged vertically (CollectionViewPagingLayout).
  case unchanged
}

/// A horizontal layout scrolled vertically: any built-in look (or your own) turned on its side
/// once, without a vertical copy of each layout: iCarousel's `carousel.vertical = YES`,
/// FSPagerView's `scrollDirection = .vertical`, CollectionViewPagingLayout's
/// `scrollDirection = .vertical`. Make one with ``CarouselLayout/vertical()``.
///
/// With a viewport W × H and the base layout's geometry as ``VerticalMapping`` says:
/// - ``VerticalMapping/transposed``: the base lays out in an H × W viewport at the same offset
///   (so its item width and pitch run along y, its `itemHeight` is the items' width) and each
///   item is mirrored across the diagonal: centre (x, y) → (y, x), size (w, h) → (h, w),
///   in-plane rotation θ → −θ, the 3D transform M → S · M · S with S the x ↔ y swap (a rotation
///   about y becomes one about (−1, 0, 0), as iCarousel's vertical cylinder; entries m₁ⱼ and
///   m₂ⱼ, mᵢ₁ and mᵢ₂ exchanged), a sliced item's rows ↔ columns and each piece mirrored the
///   same way;
/// - ``VerticalMapping/quarterTurn``: transposed, then mirrored left to right: x → W − x,
///   θ → −θ, the transform's entries with exactly one index 1 negated, pieces mirrored in the
///   item; for a base with a ``CarouselLayout/mirroredTopToBottom`` (``RingLayout``: its
///   inverted wheel), that layout transposed: the same picture, each value computed by the
///   variant itself rather than by a subtraction from W (which rounds), so that its fast
///   `visibleItems` gives exactly these items;
/// - ``VerticalMapping/unchanged``: the base lays out in the W × H viewport itself at offset
///   o / H · W, so that one base pitch of W points (a CollectionViewPagingLayout page) is
///   H points of vertical scrolling (offsets within 8 ulps of k pages give k · W exactly);
///   anchors and the content length are the base's / W · H.
///
/// Everything else is the base's: the snap anchors, content length and candidate positions
/// (O(1) when the base's are), the visible items and their drawing order (zIndex), alpha,
/// effects (a shadow's offset is the light's direction, not the scroll's, so it is kept),
/// ``perspective`` (the vanishing point is the viewport's centre, which the mappings keep),
/// ``clicksLikeAPicker`` and ``anchorPatternCount``. ``naturalCrossLength`` is the base's (its
/// item height is now the items' width) except for ``VerticalMapping/unchanged``, where the
/// base's item height runs along the axis (`nil`). A base that already scrolls vertically
/// (``DrumLayout``, a vertical ``LinearLayout`` or ``PagesLayout``) is used as it is.
///
/// Not carried over: a ``WheelLayout`` item's sector outline (``ItemAttributes/arc``, which
/// always opens upwards, so it cannot be mirrored): transposed items are drawn unmasked; the
/// vertical selector is ``DrumLayout``.
///
/// - Complexity: every call is the base's plus O(1) per item; no allocation per frame
///   (``VerticalMapping/unchanged`` rescales explicit anchors, O(count), in
///   ``anchors(count:viewport:isLooping:)`` only).
public struct VerticalLayout<Base: CarouselLayout>: CarouselLayout {
  /// The horizontal layout turned vertical.
  public var base: Base {
    didSet { flippedBox = Self.flipped(base, mapping: mapping) }
  }
  /// How its look is turned.
  public var mapping: VerticalMapping {
    didSet { flippedBox = Self.flipped(base, mapping: mapping) }
  }
  /// For a quarter turn, the base's ``CarouselLayout/mirroredTopToBottom`` (made once, not per
  /// frame: an erased base's allocates), which is then transposed instead; in a box, so that
  /// the other mappings do not carry (and copy) a second base.
  private var flippedBox: FlippedBase<Base>?

  /// The base a quarter turn transposes, if any.
  @inline(__always)
  private var flipped: Base? { flippedBox?.layout }

  /// `base` scrolled vertically, its look turned as `mapping` says (`nil`: the base's own
  /// ``CarouselLayout/verticalMapping``, as ``CarouselLayout/vertical()``).
  public init(_ base: Base, mapping: VerticalMapping? = nil) {
    self.base = base
    self.mapping = mapping ?? base.verticalMapping
    self.flippedBox = Self.flipped(base, mapping: self.mapping)
  }

  /// The base a quarter turn transposes instead of mirroring each transposed item: its own
  /// ``CarouselLayout/mirroredTopToBottom`` (top to bottom in the base's H × W viewport is left
  /// to right after the transpose). `nil` for the other mappings, a vertical base, or a base
  /// without one. O(1).
  private static func flipped(_ base: Base, mapping: VerticalMapping) -> FlippedBase<Base>? {
    guard mapping == .quarterTurn, base.axis != .vertical, let flipped = base.mirroredTopToBottom else { return nil }
    return FlippedBase(flipped)
  }

  /// Equal when the bases and mappings are (the flipped base follows from them).
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.base == rhs.base && lhs.mapping == rhs.mapping }

  /// Hashes the base and the mapping, which equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(base)
    hasher.combine(mapping)
  }

  public var axis: ScrollAxis { .vertical }
  public var perspective: Double? { base.perspective }
  public var clicksLikeAPicker: Bool { base.clicksLikeAPicker }
  public var anchorPatternCount: Int { base.anchorPatternCount }
  /// The base's: turning a vertical look vertical again keeps it.
  public var verticalMapping: VerticalMapping { base.verticalMapping }
  public var naturalCrossLength: Double? {
    passesThrough || mapping != .unchanged ? base.naturalCrossLength : nil
  }

  /// Whether the base scrolls vertically already, and is used as it is.
  @inline(__always)
  private var passesThrough: Bool { base.axis == .vertical }

  /// The viewport the base lays out in: H × W, or W × H for ``VerticalMapping/unchanged``.
  @inline(__always)
  private func baseViewport(_ viewport: CarouselSize) -> CarouselSize {
    passesThrough || mapping == .unchanged ? viewport : CarouselSize(width: viewport.height, height: viewport.width)
  }

  /// The limited viewport's (H, W) when ``VerticalMapping/unchanged`` pages the base by W points
  /// per H scrolled; `nil` when offsets are the base's.
  @inline(__always)
  private func pages(_ viewport: CarouselSize) -> (vertical: Double, base: Double)? {
    guard !passesThrough, mapping == .unchanged else { return nil }
    let limited = viewport.limitedForLayout
    return limited.height == limited.width ? nil : (limited.height, limited.width)
  }

  /// The base's offset for this layout's `offset`: o / H · W for ``VerticalMapping/unchanged``,
  /// else o. Within 8 ulps of k of a whole page k, k · W exactly: a rescaled anchor
  /// (k · W) / W · H may be an ulp off k · H, and a CollectionViewPagingLayout card at rest must
  /// be exactly at rest (progress 0: a snapshot card is drawn whole).
  @inline(__always)
  private func baseOffset(_ offset: Double, _ viewport: CarouselSize) -> Double {
    guard let pages = pages(viewport) else { return offset }
    let page = offset / pages.vertical
    let whole = page.rounded()
    return abs(page - whole) <= 8 * whole.ulp ? whole * pages.base : page * pages.base
  }

  public func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
    let anchors = base.anchors(count: count, viewport: baseViewport(viewport), isLooping: isLooping)
    guard let pages = pages(viewport) else { return anchors }
    return anchors.rescaled(from: pages.base, to: pages.vertical)
  }

  public func contentLength(count: Int, viewport: CarouselSize) -> Double? {
    guard let length = base.contentLength(count: count, viewport: baseViewport(viewport)) else { return nil }
    guard let pages = pages(viewport) else { return length }
    return length / pages.base * pages.vertical
  }

  public func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
    base.candidatePositions(offset: baseOffset(offset, viewport), count: count, viewport: baseViewport(viewport))
  }

  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    if let flipped {
      guard var item = flipped.attributes(at: position, offset: offset, count: count, viewport: baseViewport(viewport))
      else { return nil }
      item.transpose()
      return item
    }
    guard
      let item = base.attributes(
        at: position, offset: baseOffset(offset, viewport), count: count, viewport: baseViewport(viewport))
    else { return nil }
    return turned(item, in: viewport)
  }

  /// The base's own `visibleItems` (what it computes once per frame, it still does), each item
  /// then turned in place: the same items as the definition, as mirroring across the diagonal
  /// keeps every bounding box's intersection with the viewport bit for bit. A quarter turn's
  /// mirror (W − x) rounds, so it transposes the base's ``CarouselLayout/mirroredTopToBottom``
  /// (``RingLayout``'s inverted wheel) and its fast `visibleItems`, which its `attributes(at:)`
  /// does too; a base without one takes the definition itself.
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes]
  ) {
    visibleItems(offset: offset, count: count, viewport: viewport, isLooping: isLooping, toggle: 0, into: &items)
  }

  /// The base's: a look that flips with the driver's toggle (cover flow 2) flips vertically too.
  public var usesToggle: Bool { base.usesToggle }

  /// ``visibleItems(offset:count:viewport:isLooping:into:)`` with the driver's `toggle`, which
  /// the base's own items take (its flip is turned with the item). A quarter-turned base that
  /// uses the toggle gives its own items turned (the definition's items but for a bounding box
  /// that touches the viewport's edge within an ulp: the definition cannot take a toggle).
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, toggle: Double,
    into items: inout [ItemAttributes]
  ) {
    if mapping == .quarterTurn, let flipped {
      flipped.visibleItems(
        offset: offset, count: count, viewport: baseViewport(viewport), isLooping: isLooping, toggle: toggle,
        into: &items)
      items.withUnsafeMutableBufferPointer { items in
        for i in items.indices { items[i].transpose() }
      }
      return
    }
    if !passesThrough && mapping == .quarterTurn && !base.usesToggle {
      collectVisibleItems(offset: offset, count: count, viewport: viewport, isLooping: isLooping, into: &items) {
        position, offset, count, viewport in
        attributes(at: position, offset: offset, count: count, viewport: viewport)
      }
      return
    }
    base.visibleItems(
      offset: baseOffset(offset, viewport), count: count, viewport: baseViewport(viewport), isLooping: isLooping,
      toggle: toggle, into: &items)
    guard !passesThrough, mapping != .unchanged else { return }
    if mapping == .transposed {
      items.withUnsafeMutableBufferPointer { items in
        for i in items.indices { items[i].transpose() }
      }
    } else {
      let width = viewport.limitedForLayout.width
      items.withUnsafeMutableBufferPointer { items in
        for i in items.indices {
          items[i].transpose()
          items[i].mirrorLeftToRight(width: width)
        }
      }
    }
  }

  /// Piece `index` of a turned item: the base's piece of the transposed grid, turned back (and
  /// mirrored left to right when the item's grid is, ``ItemPieces/isMirrored``, as
  /// ``SnapshotLayout`` mirrors a piece: its rectangle within the item and its move across;
  /// the driver mirrors only horizontal layouts for right to left, so only a caller's own
  /// mirrored item has it). O(1) plus the base's.
  public func piece(_ index: Int, of item: ItemAttributes) -> ItemPiece? {
    guard !passesThrough, mapping != .unchanged else { return base.piece(index, of: item) }
    guard let pieces = item.pieces, index >= 0, index < pieces.count else { return nil }
    // A quarter turn of a flipped base is its transpose.
    let source = flipped ?? base
    let mirrors = mapping == .quarterTurn && flipped == nil
    // This item's grid is the base item's transposed: rows ↔ columns.
    let row = index / pieces.columns
    var column = index % pieces.columns
    if mirrors { column = pieces.columns - 1 - column }
    var baseItem = item
    baseItem.size = CarouselSize(width: item.size.height, height: item.size.width)
    baseItem.pieces = pieces.transposed
    // Left to right here is top to bottom for the base: its mirror is applied after the turn.
    baseItem.pieces?.isMirrored = false
    guard var piece = source.piece(column * pieces.rows + row, of: baseItem) else { return nil }
    piece = piece.transposed
    if mirrors { piece = piece.mirrored(inItemOfWidth: item.size.width) }
    if pieces.isMirrored { piece = piece.mirrored(inItemOfWidth: item.size.width) }
    return piece
  }

  /// A base item turned into this layout's viewport.
  @inline(__always)
  private func turned(_ item: ItemAttributes, in viewport: CarouselSize) -> ItemAttributes {
    guard !passesThrough else { return item }
    switch mapping {
    case .unchanged: return item
    case .transposed: return Self.transposed(item)
    case .quarterTurn: return Self.mirrored(Self.transposed(item), width: viewport.limitedForLayout.width)
    }
  }

  /// `item` mirrored across the diagonal.
  @inline(__always)
  static func transposed(_ item: ItemAttributes) -> ItemAttributes {
    var item = item
    item.transpose()
    return item
  }

  /// `item` mirrored left to right in a viewport `width` points wide.
  @inline(__always)
  static func mirrored(_ item: ItemAttributes, width: Double) -> ItemAttributes {
    var item = item
    item.mirrorLeftToRight(width: width)
    return item
  }
}

extension ItemAttributes {
  /// Mirrors this item across the diagonal in place (``VerticalLayout``'s transpose): centre
  /// and size x ↔ y, rotation negated, the transform S · M · S, the pieces' grid rows ↔
  /// columns, no sector outline. O(1), exact; in place, so that a frame's items are not copied.
  @inline(__always)
  mutating func transpose() {
    (center.x, center.y) = (center.y, center.x)
    (size.width, size.height) = (size.height, size.width)
    rotation = -rotation
    transform?.transpose()
    pieces?.transpose()
    arc = nil
  }

  /// Mirrors this item left to right in place in a viewport `width` points wide: centre
  /// x → width − x, rotation negated, the transform F · M · F. O(1).
  @inline(__always)
  mutating func mirrorLeftToRight(width: Double) {
    center.x = width - center.x
    rotation = -rotation
    transform?.mirrorX()
  }
}

/// ``VerticalLayout``'s flipped base, made once with the layout. Immutable.
final class FlippedBase<Layout: CarouselLayout>: Sendable {
  let layout: Layout

  init(_ layout: Layout) {
    self.layout = layout
  }
}

extension CarouselLayout {
  /// This layout scrolled vertically, its look turned as its anchor's own vertical mode does
  /// (``CarouselLayout/verticalMapping``: mirrored across the diagonal as iCarousel and
  /// FSPagerView do, a quarter turn for ``RingLayout``, unchanged and paged by the viewport's
  /// height for ``ScaleLayout``, ``StackLayout`` and ``SnapshotLayout``). A layout that scrolls
  /// vertically already stays as it is. O(1).
  ///
  /// iCarousel's `carousel.vertical = YES` is `.rotary().vertical()` (or any other look's).
  public func vertical() -> VerticalLayout<Self> { VerticalLayout(self, mapping: verticalMapping) }

  /// This layout scrolled vertically, its look turned as `mapping` says. O(1).
  public func vertical(_ mapping: VerticalMapping) -> VerticalLayout<Self> { VerticalLayout(self, mapping: mapping) }
}

extension RingLayout {
  /// iCarousel's vertical wheel: the wheel's centre left of the items. O(1).
  public var verticalMapping: VerticalMapping { .quarterTurn }

  /// The wheel turned the other way (``inverted`` toggled): iCarousel's inverted wheel
  /// negates the radius and the angle (`iCarouselTypeInvertedWheel` in iCarousel.m's
  /// `-transformForItemViewWithOffset:`), so its centre is above where this one's is below:
  /// y = H/2 ∓ r(1 − cos α) and rotation ∓α, this wheel's picture mirrored top to bottom. O(1).
  public var mirroredTopToBottom: RingLayout? {
    var flipped = self
    flipped.inverted.toggle()
    return flipped
  }
}

extension ScaleLayout {
  /// CollectionViewPagingLayout's vertical scroll direction: the look unchanged. O(1).
  public var verticalMapping: VerticalMapping { .unchanged }
}

extension StackLayout {
  /// CollectionViewPagingLayout's vertical scroll direction: the look unchanged. O(1).
  public var verticalMapping: VerticalMapping { .unchanged }
}

extension SnapshotLayout {
  /// CollectionViewPagingLayout's vertical scroll direction: the look unchanged. O(1).
  public var verticalMapping: VerticalMapping { .unchanged }
}

extension Transform3D {
  /// S · M · S with S the x ↔ y swap: this transform seen with x and y exchanged (rows and
  /// columns 1 and 2 exchanged). A rotation by θ about y becomes one by θ about (−1, 0, 0),
  /// which is a rotation by −θ about x. O(1), exact.
  @inline(__always)
  var transposed: Transform3D {
    var t = self
    t.transpose()
    return t
  }

  /// ``transposed`` in place.
  @inline(__always)
  mutating func transpose() {
    (m11, m22) = (m22, m11)
    (m12, m21) = (m21, m12)
    (m13, m23) = (m23, m13)
    (m14, m24) = (m24, m14)
    (m31, m32) = (m32, m31)
    (m41, m42) = (m42, m41)
  }

  /// F · M · F with F the x mirror (x → −x): the entries with exactly one index 1 negated.
  /// O(1), exact.
  @inline(__always)
  var mirroredX: Transform3D {
    var t = self
    t.mirrorX()
    return t
  }

  /// ``mirroredX`` in place.
  @inline(__always)
  mutating func mirrorX() {
    m12 = -m12
    m13 = -m13
    m14 = -m14
    m21 = -m21
    m31 = -m31
    m41 = -m41
  }
}

extension ItemPiece {
  /// This piece mirrored across its item's diagonal (the item's grid transposed). O(1).
  var transposed: ItemPiece {
    ItemPiece(
      frame: CarouselRect(minX: frame.minY, minY: frame.minX, maxX: frame.maxY, maxY: frame.maxX),
      translationX: translationY, translationY: translationX, scaleX: scaleY, scaleY: scaleX, alpha: alpha,
      cornerRadius: cornerRadius)
  }

  /// This piece mirrored left to right in an item `width` points wide. O(1).
  func mirrored(inItemOfWidth width: Double) -> ItemPiece {
    var piece = self
    piece.frame.minX = width - frame.maxX
    piece.frame.maxX = width - frame.minX
    piece.translationX = -translationX
    return piece
  }
}

extension ItemPieces {
  /// The grid cut across the diagonal: rows ↔ columns, every other field kept. O(1).
  var transposed: ItemPieces {
    var pieces = self
    pieces.transpose()
    return pieces
  }

  /// ``transposed`` in place.
  @inline(__always)
  mutating func transpose() {
    (rows, columns) = (columns, rows)
  }
}
