/// CollectionViewPagingLayout's snapshot family: the page leaving the centre is cut into a grid
/// of pieces that move, shrink, fade and round apart (Lib/Snapshot/SnapshotTransformView.swift,
/// `SnapshotContainerView.transform(progress:options:)`), with its options (``Options``) and
/// every named preset (``Options/grid``, ``Options/space``, ``Options/chess``,
/// ``Options/tiles``, ``Options/lines``, ``Options/bars``, ``Options/puzzle``,
/// ``Options/fade``).
///
/// Every page is the viewport (pitch W), the card (``itemSize`` × ``itemHeight``) is centred in
/// it; q = k − o/W is the item's progress, w × h the card:
/// - the whole card (the snapshot's container) is scaled by max(1 − |q| · containerScaleRatio, 0)
///   and moved by (q · w · containerTranslationRatio.x, q · h · containerTranslationRatio.y),
///   each raised to w (h) · containerMinTranslationRatio and lowered to w (h) ·
///   containerMaxTranslationRatio when set;
/// - away from rest (q ≠ 0) the card is drawn as ``Options/rows`` × ``Options/columns``
///   pieces (``ItemAttributes/pieces``); piece i's transform, opacity and corner radius are
///   ``CarouselLayout/piece(_:of:)`` (``Options/piece(_:of:itemSize:)``): at rest the card is
///   drawn whole, as CollectionViewPagingLayout shows the view itself at progress 0;
/// - zIndex −|q|; CollectionViewPagingLayout's window of `numberOfVisibleItems` pages is
///   ``visibleItems``.
///
/// Differences: the grid is given as rows and columns (CollectionViewPagingLayout's
/// `pieceSizeRatio` (w, h) is columns = ⌊1/w⌋, rows = ⌊1/h⌋, the counts it transforms with);
/// piece translations use the piece's own size (CollectionViewPagingLayout reads the piece
/// view's frame, which its previous transform has already scaled); the container's minimum y
/// uses y (CollectionViewPagingLayout writes `max(translateX, frame.width * min.y)`); custom
/// per-index arrays (`indexBasedCustom`, `rowBasedCustom`, `columnBasedCustom`) and
/// aggregations of more than two values are not offered (they would allocate per frame).
///
/// Parameter ranges (clamped, also when assigned later): rows and columns ``gridRange``, ratios
/// ``ScaleLayout/ratioRange`` (NaN: the default), ``visibleItems``
/// ``ScaleLayout/visibleItemsRange``, ``itemHeight`` ``itemHeightRange``.
public struct SnapshotLayout: CarouselLayout {
  /// The default ``itemSize``: 0.7 of the viewport's width.
  public static let defaultItemSize = LinearLayout.ItemSize.fraction(0.7)
  /// The range ``itemHeight`` is kept in, in points: ``LinearLayout/itemHeightRange`` (non-finite
  /// or non-positive: `nil`, 0.6 of the viewport's height).
  public static let itemHeightRange = LinearLayout.itemHeightRange
  /// The default ``visibleItems``: 3 cards.
  public static let defaultVisibleItems = 3
  /// The range the grid's rows and columns are clamped into: 1...100 (CollectionViewPagingLayout
  /// keeps piece ratios above 0.01).
  public static let gridRange: ClosedRange<Int> = 1...100

  static func clampedGrid(_ value: Int) -> Int { min(max(value, gridRange.lowerBound), gridRange.upperBound) }

  /// CollectionViewPagingLayout's `SnapshotTransformViewOptions`, with its defaults (the
  /// initializer's; its default piece height 1/8 is 8 rows) and its presets
  /// (`SnapshotTransformViewOptions.layout(_:)`, as static properties).
  public struct Options: Sendable, Hashable {
    /// The rows of pieces (⌊1 / pieceSizeRatio.height⌋).
    public var rows: Int
    /// The columns of pieces (⌊1 / pieceSizeRatio.width⌋).
    public var columns: Int
    /// Corner radius per page of progress, in the smaller side of the piece.
    public var piecesCornerRadiusRatio: PiecesValue<Double>
    /// Opacity lost per page of progress.
    public var piecesAlphaRatio: PiecesValue<Double>
    /// Move per page of progress, in piece widths (x) and heights (y).
    public var piecesTranslationRatio: PiecesValue<Pair>
    public var minPiecesTranslationRatio: PiecesValue<Pair>?
    public var maxPiecesTranslationRatio: PiecesValue<Pair>?
    /// Scale lost per page of progress, across (x) and down (y).
    public var piecesScaleRatio: PiecesValue<Pair>
    /// Scale the whole card loses per page of progress.
    public var containerScaleRatio: Double
    /// Move of the whole card per page of progress, in card widths and heights.
    public var containerTranslationRatio: CarouselPoint
    public var containerMinTranslationRatio: CarouselPoint?
    public var containerMaxTranslationRatio: CarouselPoint?

    public init(
      rows: Int = 8, columns: Int = 1, piecesCornerRadiusRatio: PiecesValue<Double> = .static(0),
      piecesAlphaRatio: PiecesValue<Double> = .static(0),
      piecesTranslationRatio: PiecesValue<Pair> = .rowOddEven(Pair(0, -1), Pair(-1, -1)),
      minPiecesTranslationRatio: PiecesValue<Pair>? = nil, maxPiecesTranslationRatio: PiecesValue<Pair>? = nil,
      piecesScaleRatio: PiecesValue<Pair> = .static(Pair(0, 1)), containerScaleRatio: Double = 0.25,
      containerTranslationRatio: CarouselPoint = CarouselPoint(x: 1, y: 0),
      containerMinTranslationRatio: CarouselPoint? = nil, containerMaxTranslationRatio: CarouselPoint? = nil
    ) {
      self.rows = rows
      self.columns = columns
      self.piecesCornerRadiusRatio = piecesCornerRadiusRatio
      self.piecesAlphaRatio = piecesAlphaRatio
      self.piecesTranslationRatio = piecesTranslationRatio
      self.minPiecesTranslationRatio = minPiecesTranslationRatio
      self.maxPiecesTranslationRatio = maxPiecesTranslationRatio
      self.piecesScaleRatio = piecesScaleRatio
      self.containerScaleRatio = containerScaleRatio
      self.containerTranslationRatio = containerTranslationRatio
      self.containerMinTranslationRatio = containerMinTranslationRatio
      self.containerMaxTranslationRatio = containerMaxTranslationRatio
    }

    /// These options with every value in its range.
    var clamped: Options {
      let d = Options()
      var o = self
      o.rows = SnapshotLayout.clampedGrid(rows)
      o.columns = SnapshotLayout.clampedGrid(columns)
      o.piecesCornerRadiusRatio = piecesCornerRadiusRatio.clamped
      o.piecesAlphaRatio = piecesAlphaRatio.clamped
      o.piecesTranslationRatio = piecesTranslationRatio.clamped
      o.minPiecesTranslationRatio = minPiecesTranslationRatio?.clamped
      o.maxPiecesTranslationRatio = maxPiecesTranslationRatio?.clamped
      o.piecesScaleRatio = piecesScaleRatio.clamped
      o.containerScaleRatio = ratio(containerScaleRatio, d.containerScaleRatio)
      o.containerTranslationRatio = ratio(containerTranslationRatio, d.containerTranslationRatio)
      o.containerMinTranslationRatio = containerMinTranslationRatio.map { ratio($0, CarouselPoint(x: 0, y: 0)) }
      o.containerMaxTranslationRatio = containerMaxTranslationRatio.map { ratio($0, CarouselPoint(x: 0, y: 0)) }
      return o
    }
  }

  public var options: Options { didSet { options = options.clamped } }
  public var itemSize: LinearLayout.ItemSize
  public var itemHeight: Double? { didSet { itemHeight = LinearLayout.clampedHeight(itemHeight) } }
  /// How many cards around the current page are laid out (CollectionViewPagingLayout's
  /// `numberOfVisibleItems`), in ``ScaleLayout/visibleItemsRange``.
  public var visibleItems: Int { didSet { visibleItems = ScaleLayout.clampedVisible(visibleItems) } }
  public var axis: ScrollAxis { .horizontal }

  public init(
    options: Options = Options(), itemSize: LinearLayout.ItemSize = defaultItemSize, itemHeight: Double? = nil,
    visibleItems: Int = defaultVisibleItems
  ) {
    self.options = options.clamped
    self.itemSize = itemSize
    self.itemHeight = LinearLayout.clampedHeight(itemHeight)
    self.visibleItems = ScaleLayout.clampedVisible(visibleItems)
  }

  public func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
    PagingTransformGeometry.anchors(count: count, viewport: viewport)
  }

  public func contentLength(count: Int, viewport: CarouselSize) -> Double? {
    PagingTransformGeometry.contentLength(count: count, viewport: viewport)
  }

  /// The cards whose progress is within ±(⌊``visibleItems``/2⌋ + ½) pages. O(1).
  public func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
    PagingTransformGeometry.window(offset: offset, viewport: viewport, visibleItems: visibleItems)
  }

  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    let viewport = viewport.limitedForLayout
    let q = PagingTransformGeometry.progress(of: position, offset: offset, viewport: viewport)
    guard abs(q) <= PagingTransformGeometry.windowReach(visibleItems: visibleItems) else { return nil }
    let card = PagingTransformGeometry(itemSize: itemSize, itemHeight: itemHeight).cardSize(in: viewport)
    let o = options
    var tx = q * card.width * o.containerTranslationRatio.x
    var ty = q * card.height * o.containerTranslationRatio.y
    if let low = o.containerMinTranslationRatio {
      tx = max(tx, card.width * low.x)
      ty = max(ty, card.height * low.y)
    }
    if let high = o.containerMaxTranslationRatio {
      tx = min(tx, card.width * high.x)
      ty = min(ty, card.height * high.y)
    }
    return ItemAttributes(
      position: position, index: TrackPosition.index(of: position, count: count),
      center: CarouselPoint(x: viewport.width / 2 + tx, y: viewport.height / 2 + ty), size: card,
      scale: max(1 - abs(q) * o.containerScaleRatio, 0), zIndex: -abs(q),
      pieces: q == 0 ? nil : ItemPieces(rows: o.rows, columns: o.columns, progress: q))
  }

  /// Piece `index` of `item`, from ``Options/piece(_:of:itemSize:)``; `nil` when the item is
  /// drawn whole or `index` is not one of its pieces. O(1).
  public func piece(_ index: Int, of item: ItemAttributes) -> ItemPiece? {
    guard let pieces = item.pieces else { return nil }
    return options.piece(index, of: pieces, itemSize: item.size)
  }
}

/// One piece of an item drawn as pieces (``ItemAttributes/pieces``), in the item's own
/// coordinates (points, before the item's scale, origin at its top-left, y down): cut
/// ``frame`` out of the item's content, then scale it by (``scaleX``, ``scaleY``) about its
/// centre, move it by (``translationX``, ``translationY``) (`CGAffineTransform(translationX:y:)
/// .scaledBy(x:y:)`), draw it with ``alpha`` and corners rounded to ``cornerRadius``.
public struct ItemPiece: Sendable, Hashable {
  /// The piece's rectangle in the item, before its transform.
  public var frame: CarouselRect
  public var translationX: Double
  public var translationY: Double
  /// The scales across and down (0 or more).
  public var scaleX: Double
  public var scaleY: Double
  /// The opacity, 0...1.
  public var alpha: Double
  /// The corner radius, in points (0 or more).
  public var cornerRadius: Double

  public init(
    frame: CarouselRect, translationX: Double, translationY: Double, scaleX: Double, scaleY: Double, alpha: Double,
    cornerRadius: Double
  ) {
    self.frame = frame
    self.translationX = translationX
    self.translationY = translationY
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.alpha = alpha
    self.cornerRadius = cornerRadius
  }
}

extension SnapshotLayout.Options {
  /// Piece `index` (row index / columns, column index % columns) of an item cut into
  /// `pieces.rows` × `pieces.columns` at progress `pieces.progress`, `itemSize` large; `nil`
  /// outside 0..<rows × columns. With (r, c) the piece's row and column, w × h its size and
  /// |q| the distance (`SnapshotContainerView.transform(progress:options:)`):
  /// - scale (max(0, 1 − |q| · scaleRatio(r, c).x), max(0, 1 − |q| · scaleRatio(r, c).y));
  /// - move (translationRatio(r, c).x · |q| · w, translationRatio(r, c).y · |q| · h), each raised
  ///   to the minimum ratio and lowered to the maximum (times w, h) when set;
  /// - alpha 1 − alphaRatio(r, c) · |q| (clamped into 0...1);
  /// - corner radius cornerRadiusRatio(r, c) · |q| · min(w, h) (0 or more);
  /// - mirrored (``ItemPieces/isMirrored``, right to left): the rectangle's x range becomes
  ///   (W − maxX, W − minX) in the item W wide, the move across −tx.
  ///
  /// O(1), no allocation.
  public func piece(_ index: Int, of pieces: ItemPieces, itemSize: CarouselSize) -> ItemPiece? {
    let rows = pieces.rows
    let columns = pieces.columns
    guard index >= 0, index < rows * columns else { return nil }
    let position = SnapshotLayout.PiecePosition(
      index: index, row: index / columns, column: index % columns, rowCount: rows, columnCount: columns)
    let w = itemSize.width / Double(columns)
    let h = itemSize.height / Double(rows)
    let distance = abs(pieces.progress)
    let scale = piecesScaleRatio.ratio(at: position).scaled(by: distance)
    let move = piecesTranslationRatio.ratio(at: position).scaled(by: distance)
    var tx = move.x * w
    var ty = move.y * h
    if let low = minPiecesTranslationRatio?.ratio(at: position) {
      tx = max(tx, w * low.x)
      ty = max(ty, h * low.y)
    }
    if let high = maxPiecesTranslationRatio?.ratio(at: position) {
      tx = min(tx, w * high.x)
      ty = min(ty, h * high.y)
    }
    let alpha = 1 - piecesAlphaRatio.ratio(at: position) * distance
    let corner = piecesCornerRadiusRatio.ratio(at: position) * distance * min(w, h)
    var minX = Double(position.column) * w
    var maxX = Double(position.column + 1) * w
    if pieces.isMirrored {
      (minX, maxX) = (itemSize.width - maxX, itemSize.width - minX)
      tx = -tx
    }
    return ItemPiece(
      frame: CarouselRect(minX: minX, minY: Double(position.row) * h, maxX: maxX, maxY: Double(position.row + 1) * h),
      translationX: tx, translationY: ty, scaleX: max(0, 1 - scale.x), scaleY: max(0, 1 - scale.y),
      alpha: min(max(alpha, 0), 1), cornerRadius: max(corner, 0))
  }
}
