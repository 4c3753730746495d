import RealModule

/// CollectionViewPagingLayout's stack family: the current card on top of a pile of the next
/// ones, popped off with a turn as it leaves (Lib/Stack/StackTransformView.swift,
/// `applyStackTransform(progress:)`), with its options (``Options``) and every named preset
/// (``Options/transparent``, ``Options/perspective``, ``Options/rotary`` (the fan),
/// ``Options/vortex``, ``Options/reverse-type.property``, ``Options/blur``).
///
/// Every page is the viewport (pitch W), the card (``itemSize`` × ``itemHeight``) is centred in
/// it; q = k − o/W is the item's progress (negated when ``Options/reverse-property``), w × h the card,
/// N = maxStackSize, (px, py) = stackPosition:
/// - scale s = 1 − q · scaleFactor, raised to minScale and lowered to maxScale when set;
/// - e = easeOut(min(max(q, 0), N) / N) · perspectiveRatio (``TransformCurve/easeOut``);
/// - spacing sx = w · spacingFactor (sy = h · spacingFactor), each at most w (h) · maxSpacing;
/// - the card moves by x = sx · max(q, 0) · px − ((s − 1) · w/2 + e · w) · px and
///   y = sy · max(q, 0) · py − ((s − 1) · h/2 + e · h) · py, and, popping (q < 0), by
///   −w · popOffsetRatio.x · q and −h · popOffsetRatio.y · q more;
/// - its angle: popping, −min(|q|, 1) · |popAngle| (negated for a negative popAngle); in the
///   pile, with f = q − ⌊q⌋ and r = stackRotateAngle, r − 2fr, negated when ⌊q⌋ is even, plus
///   max(1 − q, 0) · |r| below the first card (`applyRotation(progress:)`);
/// - alpha: 1 − clamp((q − (N − 1)) / bottomStackAlphaSpeedFactor, 0, 1) from the last card on,
///   clamp((q + 1) / topStackAlphaSpeedFactor, 0, 1) popping, then minus q · alphaFactor in the
///   pile (`applyAlpha(progress:)`), clamped into 0...1;
/// - zIndex −round(q) (`zPosition(progress:)`, distinct for every card);
/// - shadow (when enabled): the options' opacity, radius and offset on every card;
/// - blur (when enabled): min(max(q, 0), N) / N · maxBlurEffectRadius of a full blur
///   (``Options/fullBlurRadius`` points, as ``ScaleLayout`` says).
///
/// Compared with ``CardStackLayout`` (the collection-view layouts article's pile): that one
/// keeps the cards laid out in a row left of the centre and piles only those to the right,
/// scaled by the distance over the whole track (count − 1 pitches) and moved down by the
/// height they lose; this one pages a viewport at a time, piles the next N cards scaled by a
/// fixed factor per card in any direction (stackPosition), with perspective, fan rotation,
/// fading, a pop-off turn and offset for the card leaving, shadow and blur.
///
/// Not carried over: the shadow's and the blur's colours and styles. ``CarouselLayout/vertical()``
/// scrolls it vertically as CollectionViewPagingLayout's `scrollDirection = .vertical` does
/// (``VerticalLayout``).
///
/// Parameter ranges (clamped, also when assigned later): the options as ``Options`` says,
/// ``itemHeight`` ``itemHeightRange``.
public struct StackLayout: CarouselLayout {
  /// The default ``itemSize``: 0.7 of the viewport's width.
  public static let defaultItemSize = LinearLayout.ItemSize.fraction(0.7)
  /// The range ``itemHeight`` is kept in, in points: ``LinearLayout/itemHeightRange`` (non-finite
  /// or non-positive: `nil`, 0.6 of the viewport's height).
  public static let itemHeightRange = LinearLayout.itemHeightRange
  /// The range ``Options/maxStackSize`` is clamped into: 1...100 cards.
  public static let maxStackSizeRange: ClosedRange<Int> = 1...100
  /// The range the alpha speed factors are clamped into: 0.01...100 pages.
  public static let alphaSpeedRange: ClosedRange<Double> = 0.01...100

  /// CollectionViewPagingLayout's `StackTransformViewOptions`, with its defaults (the
  /// initializer's) and its presets (`StackTransformViewOptions.layout(_:)`, as static
  /// properties). Ratios, factors and angles are clamped into ``ScaleLayout/ratioRange`` (NaN:
  /// the default), ``maxStackSize`` into ``StackLayout/maxStackSizeRange``, the alpha speed
  /// factors into ``StackLayout/alphaSpeedRange``; the shadow's and the blur's values as
  /// ``ItemEffects`` says.
  public struct Options: Sendable, Hashable {
    /// s = 1 − q · scaleFactor.
    public var scaleFactor: Double
    public var minScale: Double?
    public var maxScale: Double?
    /// How many cards the pile shows.
    public var maxStackSize: Int
    /// The distance between piled cards, in card widths and heights.
    public var spacingFactor: Double
    public var maxSpacing: Double?
    /// The opacity each card lower in the pile loses.
    public var alphaFactor: Double
    /// Over how many pages the bottom card fades out.
    public var bottomStackAlphaSpeedFactor: Double
    /// Over how many pages the popped card fades out.
    public var topStackAlphaSpeedFactor: Double
    public var perspectiveRatio: Double
    public var shadowEnabled: Bool
    public var shadowOpacity: Double
    /// The shadow's offset, in points.
    public var shadowOffset: CarouselPoint
    /// The shadow's radius, in points.
    public var shadowRadius: Double
    /// The angle piled cards turn by, alternately, in radians (CollectionViewPagingLayout's
    /// `stackRotateAngel`).
    public var stackRotateAngle: Double
    /// The angle the popped card turns to, in radians.
    public var popAngle: Double
    /// How far the popped card moves per page, in card widths (x) and heights (y).
    public var popOffsetRatio: CarouselPoint
    /// Where the pile shows: (0, −1) above, (0, 1) below, (±1, 0) to the sides.
    public var stackPosition: CarouselPoint
    /// Cards pop off when scrolling backwards.
    public var reverse: Bool
    public var blurEffectEnabled: Bool
    /// The bottom card's blur, as a fraction of a full blur.
    public var maxBlurEffectRadius: Double
    /// The blur radius of a full blur, in points: ``ItemEffects/fullBlurRadius`` (20) by default.
    public var fullBlurRadius: Double

    public init(
      scaleFactor: Double = 0.15, minScale: Double? = 0, maxScale: Double? = 1, maxStackSize: Int = 3,
      spacingFactor: Double = 0.03, maxSpacing: Double? = nil, alphaFactor: Double = 0,
      bottomStackAlphaSpeedFactor: Double = 0.9, topStackAlphaSpeedFactor: Double = 0.3, perspectiveRatio: Double = 0,
      shadowEnabled: Bool = true, shadowOpacity: Double = 0.1, shadowOffset: CarouselPoint = CarouselPoint(x: 0, y: 0),
      shadowRadius: Double = 10, stackRotateAngle: Double = 0, popAngle: Double = Double.pi / 7,
      popOffsetRatio: CarouselPoint = CarouselPoint(x: -1.3, y: 0.3),
      stackPosition: CarouselPoint = CarouselPoint(x: 0, y: -1), reverse: Bool = false, blurEffectEnabled: Bool = false,
      maxBlurEffectRadius: Double = 0, fullBlurRadius: Double = ItemEffects.fullBlurRadius
    ) {
      self.scaleFactor = scaleFactor
      self.minScale = minScale
      self.maxScale = maxScale
      self.maxStackSize = maxStackSize
      self.spacingFactor = spacingFactor
      self.maxSpacing = maxSpacing
      self.alphaFactor = alphaFactor
      self.bottomStackAlphaSpeedFactor = bottomStackAlphaSpeedFactor
      self.topStackAlphaSpeedFactor = topStackAlphaSpeedFactor
      self.perspectiveRatio = perspectiveRatio
      self.shadowEnabled = shadowEnabled
      self.shadowOpacity = shadowOpacity
      self.shadowOffset = shadowOffset
      self.shadowRadius = shadowRadius
      self.stackRotateAngle = stackRotateAngle
      self.popAngle = popAngle
      self.popOffsetRatio = popOffsetRatio
      self.stackPosition = stackPosition
      self.reverse = reverse
      self.blurEffectEnabled = blurEffectEnabled
      self.maxBlurEffectRadius = maxBlurEffectRadius
      self.fullBlurRadius = fullBlurRadius
    }

    /// These options with every value in its range.
    var clamped: Options {
      let d = Options()
      var o = self
      o.scaleFactor = ratio(scaleFactor, d.scaleFactor)
      o.minScale = minScale.map { ratio($0, 0) }
      o.maxScale = maxScale.map { ratio($0, 1) }
      o.maxStackSize = min(
        max(maxStackSize, StackLayout.maxStackSizeRange.lowerBound), StackLayout.maxStackSizeRange.upperBound)
      o.spacingFactor = ratio(spacingFactor, d.spacingFactor)
      o.maxSpacing = maxSpacing.map { ratio($0, 0) }
      o.alphaFactor = ratio(alphaFactor, d.alphaFactor)
      o.bottomStackAlphaSpeedFactor = LayoutLimits.limited(
        bottomStackAlphaSpeedFactor, to: StackLayout.alphaSpeedRange, fallback: d.bottomStackAlphaSpeedFactor)
      o.topStackAlphaSpeedFactor = LayoutLimits.limited(
        topStackAlphaSpeedFactor, to: StackLayout.alphaSpeedRange, fallback: d.topStackAlphaSpeedFactor)
      o.perspectiveRatio = ratio(perspectiveRatio, d.perspectiveRatio)
      o.stackRotateAngle = ratio(stackRotateAngle, d.stackRotateAngle)
      o.popAngle = ratio(popAngle, d.popAngle)
      o.popOffsetRatio = ratio(popOffsetRatio, d.popOffsetRatio)
      o.stackPosition = ratio(stackPosition, d.stackPosition)
      o.maxBlurEffectRadius = ratio(maxBlurEffectRadius, d.maxBlurEffectRadius)
      o.fullBlurRadius = ItemEffects.radius(fullBlurRadius)
      return o
    }
  }

  public var options: Options { didSet { options = options.clamped } }
  public var itemSize: LinearLayout.ItemSize
  public var itemHeight: Double? { didSet { itemHeight = LinearLayout.clampedHeight(itemHeight) } }
  public var axis: ScrollAxis { .horizontal }

  public init(
    options: Options = Options(), itemSize: LinearLayout.ItemSize = defaultItemSize, itemHeight: Double? = nil
  ) {
    self.options = options.clamped
    self.itemSize = itemSize
    self.itemHeight = LinearLayout.clampedHeight(itemHeight)
  }

  public func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
    PagingTransformGeometry.anchors(count: count, viewport: viewport)
  }

  public func contentLength(count: Int, viewport: CarouselSize) -> Double? {
    PagingTransformGeometry.contentLength(count: count, viewport: viewport)
  }

  /// The cards from the one popping (progress above −1) to the last one the pile can show
  /// (progress below N − 1 + bottomStackAlphaSpeedFactor, where it has faded out). O(N).
  public func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
    let deepest = Double(options.maxStackSize - 1) + options.bottomStackAlphaSpeedFactor
    return options.reverse
      ? PagingTransformGeometry.candidates(offset: offset, viewport: viewport, lowest: -deepest, highest: 1)
      : PagingTransformGeometry.candidates(offset: offset, viewport: viewport, lowest: -1, highest: deepest)
  }

  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    item(at: position, count: count, frame: frame(offset: offset, viewport: viewport.limitedForLayout))
  }

  /// ``attributes(at:offset:count:viewport:)`` of every candidate, with what the cards of a
  /// frame share (`PagingTransformGeometry.Frame`) computed once: the items are exactly
  /// ``attributes(at:offset:count:viewport:)``'s. O(visible items).
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes]
  ) {
    let frame = frame(offset: offset, viewport: viewport.limitedForLayout)
    collectVisibleItems(offset: offset, count: count, viewport: viewport, isLooping: isLooping, into: &items) {
      position, _, count, _ in
      item(at: position, count: count, frame: frame)
    }
  }

  func frame(offset: Double, viewport: CarouselSize) -> PagingTransformGeometry.Frame {
    PagingTransformGeometry(itemSize: itemSize, itemHeight: itemHeight).frame(offset: offset, viewport: viewport)
  }

  @inline(__always)
  func item(at position: Int, count: Int, frame: PagingTransformGeometry.Frame) -> ItemAttributes? {
    var q = frame.progress(of: position)
    if options.reverse { q = -q }
    let alpha = options.alpha(progress: q)
    guard alpha > 0 else { return nil }
    var item = ItemAttributes(
      position: position, index: TrackPosition.index(of: position, count: count), center: frame.center,
      size: frame.card, zIndex: -q.rounded(), alpha: alpha)
    options.apply(progress: q, card: frame.card, to: &item)
    return item
  }
}

extension StackLayout.Options {
  /// `applyAlpha(progress:)`, clamped into 0...1 (as `UIView.alpha` is).
  @inline(__always)
  func alpha(progress q: Double) -> Double {
    let n = Double(maxStackSize)
    var alpha = 1.0
    if q >= n - 1 {
      alpha = 1 - min(max(q - (n - 1), 0), bottomStackAlphaSpeedFactor) / bottomStackAlphaSpeedFactor
    } else if q < 0 {
      alpha = min(max(q + 1, 0), topStackAlphaSpeedFactor) / topStackAlphaSpeedFactor
    }
    if alpha > 0, q >= 0 { alpha -= q * alphaFactor }
    return min(max(alpha, 0), 1)
  }

  /// The card's scale, move, turn, shadow and blur at progress `q` (`applyScale`,
  /// `applyRotation`, `applyStyle`, `applyBlurEffect`), written into `item`.
  @inline(__always)
  func apply(progress q: Double, card: CarouselSize, to item: inout ItemAttributes) {
    let w = card.width
    let h = card.height
    let n = Double(maxStackSize)
    var s = 1 - q * scaleFactor
    if let minScale { s = max(minScale, s) }
    if let maxScale { s = min(maxScale, s) }
    let pile = min(max(q, 0), n) / n
    let e = perspectiveRatio == 0 ? 0 : TransformCurve.easeOut.value(pile) * perspectiveRatio
    var xSpacing = w * spacingFactor
    var ySpacing = h * spacingFactor
    if let maxSpacing {
      xSpacing = min(xSpacing, w * maxSpacing)
      ySpacing = min(ySpacing, h * maxSpacing)
    }
    let below = max(q, 0)
    var x = xSpacing * below * stackPosition.x - ((s - 1) * w / 2 + e * w) * stackPosition.x
    var y = ySpacing * below * stackPosition.y - ((s - 1) * h / 2 + e * h) * stackPosition.y
    if q < 0 {
      x -= w * popOffsetRatio.x * q
      y -= h * popOffsetRatio.y * q
    }
    item.center.x += x
    item.center.y += y
    item.scale = s
    item.rotation = angle(progress: q)
    if shadowEnabled {
      item.effects = ItemEffects(
        shadowOpacity: shadowOpacity, shadowRadius: shadowRadius, shadowOffsetX: shadowOffset.x,
        shadowOffsetY: shadowOffset.y)
    }
    if blurEffectEnabled, maxBlurEffectRadius > 0 {
      item.effects.blurRadius = min(pile * maxBlurEffectRadius, 1) * fullBlurRadius
    }
  }

  /// `applyRotation(progress:)`, in radians.
  @inline(__always)
  func angle(progress q: Double) -> Double {
    guard q > 0 else {
      let angle = -min(abs(q), 1) * abs(popAngle)
      return popAngle < 0 ? -angle : angle
    }
    let r = stackRotateAngle
    guard r != 0 else { return 0 }
    // q is below maxStackSize − 1 + bottomStackAlphaSpeedFactor (≤ 199) for a card shown.
    let whole = q.rounded(.towardZero)
    var angle = -(q - whole) * r * 2 + r
    if whole < 1e15, Int(whole) % 2 == 0 { angle = -angle }
    if q < 1 { angle += min(max(1 - q, 0), 1) * abs(r) }
    return angle
  }
}
