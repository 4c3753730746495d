import RealModule

/// CollectionViewPagingLayout's scale family: pages that shrink, slide, turn in 3D, cast a
/// shadow and blur as they leave the centre (Lib/Scale/ScaleTransformView.swift,
/// `applyScaleTransform(progress:)`), with its options (``Options``) and every named preset
/// (``Options/linear``, ``Options/easeIn``, ``Options/easeOut``, ``Options/blur``,
/// ``Options/rotary``, ``Options/cylinder``, ``Options/invertedCylinder``,
/// ``Options/coverFlow``).
///
/// Every page is the viewport (pitch W), the card (``itemSize`` × ``itemHeight``) is centred in
/// it; with q = k − o/W the item's progress (see `PagingTransformGeometry`), w × h the card:
/// - scale s = min(max(1 − scaleCurve(|q|) · scaleRatio, minScale), maxScale);
/// - with keepHorizontalSpacingEqual, a = (1 − s) · w/2, negated for q > 0 (else 0); with
///   keepVerticalSpacingEqual, b = (1 − s) · h/2 (else 0);
/// - t = translationCurve(|q|); tx = w · translationRatio.x · t · sign(q) − a (sign(0) = 1),
///   ty = h · translationRatio.y · |t| − b, each then raised to w (h) · minTranslationRatio and
///   lowered to w (h) · maxTranslationRatio when those are set;
/// - with ``Rotation3D``: angle α = min(max(angle · q, minAngle), maxAngle) about the axis
///   (x, y, z), and the eye distance ``perspective`` = −1/m34;
/// - with ``Translation3D``: (r.x · q · w, r.y · |q| · h, r.z · |q| · w), each raised to its
///   minimum and lowered to its maximum ratio (times w, h, w);
/// - the card's transform applies the 3D translation first, then the rotation, then the scale,
///   then (tx, ty) (`CATransform3DTranslate(CATransform3DRotate(affine, …), …)` as
///   `CATransform3D` functions prepend); without a rotation the item is flat, centred at the
///   viewport's centre + s · (3D x, 3D y) + (tx, ty) and scaled by s;
/// - a card whose rotation turns its face away (the rotated normal's z < 0) is hidden unless
///   ``Rotation3D/isDoubleSided`` (`CALayer.isDoubleSided`, false by default);
/// - shadow (``Options/shadowEnabled``), with m = 1 − |q|: offset (max(minOffset.x, m · maxOffset.x),
///   max(minOffset.y, m · maxOffset.y)), radius max(radiusMin, m · radiusMax), opacity
///   max(opacityMin, m · opacityMax) (`applyStyle(progress:)`);
/// - blur (``Options/blurEffectEnabled``): CollectionViewPagingLayout sets a `UIBlurEffect`'s
///   intensity to |q| · blurEffectRadiusRatio (0...1, `BlurEffectView.setBlurRadius`);
///   CarouselKit asks for a blur of min(|q| · blurEffectRadiusRatio, 1) · ``Options/fullBlurRadius``
///   points (Apple does not document the radius of a full `UIBlurEffect`; 20 pt by default is
///   CarouselKit's estimate).
///
/// zIndex = −|q| (the nearer card above; CollectionViewPagingLayout's −|round(q)| without its
/// ties). CollectionViewPagingLayout lays out `numberOfVisibleItems` cards around the current
/// page (all of them when nil): pages round(o/W) − ⌊n/2⌋ ... round(o/W) + ⌊n/2⌋ for an odd n,
/// away from the ends; here the cards with |q| ≤ ⌊``visibleItems``/2⌋ + ½, the same pages for an
/// odd count (an even count shows one more), which bounds the per-frame work.
///
/// Not carried over: the shadow's and the blur's colours and styles (the shadow is black, the
/// blur plain). The axis is horizontal; ``CarouselLayout/vertical()`` scrolls it vertically as
/// CollectionViewPagingLayout's `scrollDirection = .vertical` does (``VerticalLayout``).
///
/// Parameter ranges (clamped, also when assigned later): the options as ``Options`` says,
/// ``visibleItems`` ``visibleItemsRange``, ``itemHeight`` ``itemHeightRange`` (as
/// ``LinearLayout/itemHeight``).
public struct ScaleLayout: CarouselLayout {
  /// The default ``itemSize``: 0.6 of the viewport's width.
  public static let defaultItemSize = LinearLayout.ItemSize.fraction(0.6)
  /// The range ``itemHeight`` is kept in, in points: ``LinearLayout/itemHeightRange`` (non-finite
  /// or non-positive: `nil`, 0.6 of the viewport's height).
  public static let itemHeightRange = LinearLayout.itemHeightRange
  /// The default ``visibleItems``: 7 cards.
  public static let defaultVisibleItems = 7
  /// The range ``visibleItems`` is clamped into: 1...101 cards.
  public static let visibleItemsRange: ClosedRange<Int> = 1...101
  /// The range every ratio option is clamped into: −100...100 (NaN: the option's default).
  public static let ratioRange: ClosedRange<Double> = -100...100
  /// The range ``Options/minScale`` and ``Options/maxScale`` are clamped into: 0...100.
  public static let scaleRange: ClosedRange<Double> = 0...100
  /// The range the rotation's angles are clamped into, in radians: −4π...4π.
  public static let angleRange: ClosedRange<Double> = -4 * Double.pi...4 * Double.pi
  /// The range ``Rotation3D/m34`` is clamped into: −1...0 (0, or NaN: no perspective).
  public static let m34Range: ClosedRange<Double> = -1...0

  /// A 3D rotation of the card: CollectionViewPagingLayout's
  /// `ScaleTransformViewOptions.Rotation3dOptions`.
  public struct Rotation3D: Sendable, Hashable {
    /// The angle per page of progress, in radians.
    public var angle: Double
    /// The smallest angle, in radians.
    public var minAngle: Double
    /// The largest angle, in radians.
    public var maxAngle: Double
    /// The rotation's axis (`CATransform3DRotate`'s x, y, z; a zero axis turns nothing).
    public var x: Double
    public var y: Double
    public var z: Double
    /// `CATransform3D.m34`: −1 / eye distance (points⁻¹); 0 for no perspective.
    public var m34: Double
    /// Whether a card turned away stays visible (`CALayer.isDoubleSided`).
    public var isDoubleSided: Bool

    public init(
      angle: Double, minAngle: Double, maxAngle: Double, x: Double, y: Double, z: Double, m34: Double,
      isDoubleSided: Bool = false
    ) {
      self.angle = angle
      self.minAngle = minAngle
      self.maxAngle = maxAngle
      self.x = x
      self.y = y
      self.z = z
      self.m34 = m34
      self.isDoubleSided = isDoubleSided
    }

    var clamped: Rotation3D {
      var r = self
      r.angle = LayoutLimits.limited(angle, to: ScaleLayout.angleRange, fallback: 0)
      r.minAngle = LayoutLimits.limited(minAngle, to: ScaleLayout.angleRange, fallback: 0)
      r.maxAngle = LayoutLimits.limited(maxAngle, to: ScaleLayout.angleRange, fallback: 0)
      r.x = LayoutLimits.limited(x, to: ScaleLayout.ratioRange, fallback: 0)
      r.y = LayoutLimits.limited(y, to: ScaleLayout.ratioRange, fallback: 0)
      r.z = LayoutLimits.limited(z, to: ScaleLayout.ratioRange, fallback: 0)
      r.m34 = LayoutLimits.limited(m34, to: ScaleLayout.m34Range, fallback: 0)
      return r
    }
  }

  /// Three ratios (x, y, z).
  public struct Ratios3D: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var z: Double

    public init(_ x: Double, _ y: Double, _ z: Double) {
      self.x = x
      self.y = y
      self.z = z
    }

    var clamped: Ratios3D {
      Ratios3D(
        LayoutLimits.limited(x, to: ScaleLayout.ratioRange, fallback: 0),
        LayoutLimits.limited(y, to: ScaleLayout.ratioRange, fallback: 0),
        LayoutLimits.limited(z, to: ScaleLayout.ratioRange, fallback: 0))
    }
  }

  /// A 3D translation of the card: CollectionViewPagingLayout's
  /// `ScaleTransformViewOptions.Translation3dOptions` (x and z in card widths, y in card heights).
  public struct Translation3D: Sendable, Hashable {
    public var translateRatios: Ratios3D
    public var minTranslateRatios: Ratios3D
    public var maxTranslateRatios: Ratios3D

    public init(translateRatios: Ratios3D, minTranslateRatios: Ratios3D, maxTranslateRatios: Ratios3D) {
      self.translateRatios = translateRatios
      self.minTranslateRatios = minTranslateRatios
      self.maxTranslateRatios = maxTranslateRatios
    }

    var clamped: Translation3D {
      Translation3D(
        translateRatios: translateRatios.clamped, minTranslateRatios: minTranslateRatios.clamped,
        maxTranslateRatios: maxTranslateRatios.clamped)
    }
  }

  /// CollectionViewPagingLayout's `ScaleTransformViewOptions`, with its defaults (the
  /// initializer's) and its presets (`ScaleTransformViewOptions.layout(_:)`, as static
  /// properties). Ratios are clamped into ``ScaleLayout/ratioRange``, scales into
  /// ``ScaleLayout/scaleRange`` (NaN: the default) when the layout takes them; the shadow's and
  /// the blur's values are clamped as ``ItemEffects`` says.
  public struct Options: Sendable, Hashable {
    public var minScale: Double
    public var maxScale: Double
    /// s = 1 − curve(|q|) · scaleRatio.
    public var scaleRatio: Double
    /// The translation of a card one page away, in card widths and heights.
    public var translationRatio: CarouselPoint
    public var minTranslationRatio: CarouselPoint?
    public var maxTranslationRatio: CarouselPoint?
    public var keepVerticalSpacingEqual: Bool
    public var keepHorizontalSpacingEqual: Bool
    public var scaleCurve: TransformCurve
    public var translationCurve: TransformCurve
    public var shadowEnabled: Bool
    /// The shadow's radius at rest and far away, in points.
    public var shadowRadiusMin: Double
    public var shadowRadiusMax: Double
    /// The shadow's offset, in points.
    public var shadowOffsetMin: CarouselPoint
    public var shadowOffsetMax: CarouselPoint
    public var shadowOpacityMin: Double
    public var shadowOpacityMax: Double
    public var blurEffectEnabled: Bool
    /// The blur's intensity per page of progress (0...1 is a full blur).
    public var blurEffectRadiusRatio: Double
    /// The blur radius of a full blur, in points: ``ItemEffects/fullBlurRadius`` (20) by default.
    public var fullBlurRadius: Double
    public var rotation3d: Rotation3D?
    public var translation3d: Translation3D?

    public init(
      minScale: Double = 0.75, maxScale: Double = 1, scaleRatio: Double = 0.25,
      translationRatio: CarouselPoint = CarouselPoint(x: 0.93, y: 0.36),
      minTranslationRatio: CarouselPoint? = CarouselPoint(x: -5, y: -5),
      maxTranslationRatio: CarouselPoint? = CarouselPoint(x: 5, y: 5), keepVerticalSpacingEqual: Bool = true,
      keepHorizontalSpacingEqual: Bool = true, scaleCurve: TransformCurve = .linear,
      translationCurve: TransformCurve = .linear, shadowEnabled: Bool = true, shadowRadiusMin: Double = 2,
      shadowRadiusMax: Double = 13, shadowOffsetMin: CarouselPoint = CarouselPoint(x: 0, y: 2),
      shadowOffsetMax: CarouselPoint = CarouselPoint(x: 0, y: 6), shadowOpacityMin: Double = 0.1,
      shadowOpacityMax: Double = 0.1, blurEffectEnabled: Bool = false, blurEffectRadiusRatio: Double = 0.4,
      fullBlurRadius: Double = ItemEffects.fullBlurRadius, rotation3d: Rotation3D? = nil,
      translation3d: Translation3D? = nil
    ) {
      self.minScale = minScale
      self.maxScale = maxScale
      self.scaleRatio = scaleRatio
      self.translationRatio = translationRatio
      self.minTranslationRatio = minTranslationRatio
      self.maxTranslationRatio = maxTranslationRatio
      self.keepVerticalSpacingEqual = keepVerticalSpacingEqual
      self.keepHorizontalSpacingEqual = keepHorizontalSpacingEqual
      self.scaleCurve = scaleCurve
      self.translationCurve = translationCurve
      self.shadowEnabled = shadowEnabled
      self.shadowRadiusMin = shadowRadiusMin
      self.shadowRadiusMax = shadowRadiusMax
      self.shadowOffsetMin = shadowOffsetMin
      self.shadowOffsetMax = shadowOffsetMax
      self.shadowOpacityMin = shadowOpacityMin
      self.shadowOpacityMax = shadowOpacityMax
      self.blurEffectEnabled = blurEffectEnabled
      self.blurEffectRadiusRatio = blurEffectRadiusRatio
      self.fullBlurRadius = fullBlurRadius
      self.rotation3d = rotation3d
      self.translation3d = translation3d
    }

    /// These options with every value in its range.
    var clamped: Options {
      let d = Options()
      var o = self
      o.minScale = LayoutLimits.limited(minScale, to: ScaleLayout.scaleRange, fallback: d.minScale)
      o.maxScale = LayoutLimits.limited(maxScale, to: ScaleLayout.scaleRange, fallback: d.maxScale)
      o.scaleRatio = ratio(scaleRatio, d.scaleRatio)
      o.translationRatio = ratio(translationRatio, d.translationRatio)
      o.minTranslationRatio = minTranslationRatio.map { ratio($0, CarouselPoint(x: 0, y: 0)) }
      o.maxTranslationRatio = maxTranslationRatio.map { ratio($0, CarouselPoint(x: 0, y: 0)) }
      o.blurEffectRadiusRatio = ratio(blurEffectRadiusRatio, d.blurEffectRadiusRatio)
      o.fullBlurRadius = ItemEffects.radius(fullBlurRadius)
      o.rotation3d = rotation3d?.clamped
      o.translation3d = translation3d?.clamped
      return o
    }
  }

  public var options: Options { didSet { options = options.clamped } }
  public var itemSize: LinearLayout.ItemSize
  public var itemHeight: Double? { didSet { itemHeight = LinearLayout.clampedHeight(itemHeight) } }
  /// How many cards around the current page are laid out (CollectionViewPagingLayout's
  /// `numberOfVisibleItems`), in ``visibleItemsRange``.
  public var visibleItems: Int { didSet { visibleItems = Self.clampedVisible(visibleItems) } }
  public var axis: ScrollAxis { .horizontal }

  /// −1 / ``Rotation3D/m34``, in points, when the options rotate the card with a perspective
  /// (kept in ``LayoutLimits/positiveLengthRange``); `nil` otherwise.
  public var perspective: Double? {
    guard let m34 = options.rotation3d?.m34, m34 < 0 else { return nil }
    return LayoutLimits.limited(positiveLength: -1 / m34)
  }

  public init(
    options: Options = Options(), itemSize: LinearLayout.ItemSize = defaultItemSize, itemHeight: Double? = nil,
    visibleItems: Int = defaultVisibleItems
  ) {
    self.options = options.clamped
    self.itemSize = itemSize
    self.itemHeight = LinearLayout.clampedHeight(itemHeight)
    self.visibleItems = Self.clampedVisible(visibleItems)
  }

  static func clampedVisible(_ value: Int) -> Int {
    min(max(value, visibleItemsRange.lowerBound), visibleItemsRange.upperBound)
  }

  private var geometry: PagingTransformGeometry { PagingTransformGeometry(itemSize: itemSize, itemHeight: itemHeight) }

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
    item(
      at: position, count: count, frame: frame(offset: offset, viewport: viewport.limitedForLayout, sideTurns: false))
  }

  /// ``attributes(at:offset:count:viewport:)`` of every candidate, with what the items of a
  /// frame share (`PagingTransformGeometry.Frame`) computed once, the side cards' turns among it,
  /// and each item built in place in `items` (`VisibleItemWriter.nextSlot(in:)`): the items are
  /// exactly ``attributes(at:offset:count:viewport:)``'s. O(visible items), no allocation once
  /// `items` has grown.
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes]
  ) {
    var writer = VisibleItemWriter()
    defer { writer.finish(&items) }
    guard
      let visible = VisibleFrame(
        offset: offset, count: count, viewport: viewport, isLooping: isLooping,
        candidates: { candidatePositions(offset: offset, count: $1, viewport: $0) })
    else { return }
    let viewport = visible.viewport
    let bounds = visible.bounds
    let frame = frame(offset: offset, viewport: viewport, sideTurns: true)
    let perspective = self.perspective
    // With a 3D rotation, apply(progress:card:turns:to:) sets every kept card's transform, so the
    // card's `nil` (a 129-byte optional copied through memory) is not written first.
    let setsTransform = options.rotation3d != nil
    var indices = ConsecutiveIndices(from: visible.range.lowerBound, count: visible.count)
    for position in visible.range {
      let index = indices.next()
      let q = frame.page.progress(of: position)
      guard abs(q) <= frame.reach else { continue }
      let slot = writer.nextSlot(in: &items)
      let shown = items.withUnsafeMutableBufferPointer { items in
        VisibleItemWriter.start(
          &items[slot], position: position, index: index, center: frame.page.center, size: frame.page.card,
          zIndex: -abs(q), setsTransform: setsTransform)
        guard options.apply(progress: q, card: frame.page.card, turns: frame.turns, to: &items[slot]),
          items[slot].alpha > 0
        else { return false }
        // boundingBox(perspective:viewport:), reading the transform where it is.
        let w = items[slot].size.width * items[slot].scale / 2
        let h = items[slot].size.height * items[slot].scale / 2
        guard case .some = items[slot].transform else {
          return items[slot].boundingBox(perspective: perspective, viewport: viewport).intersects(bounds)
        }
        return ItemAttributes.boundingBox(
          center: items[slot].center, halfWidth: w, halfHeight: h, transform: items[slot].transform.unsafelyUnwrapped,
          perspective: perspective, viewport: viewport
        ).intersects(bounds)
      }
      if shown { writer.keep() }
    }
  }

  /// What the items of one frame share: the paging frame (pitch, offset, card, centre), the
  /// window's reach and, for ``visibleItems(offset:count:viewport:isLooping:into:)``,
  /// the rotations at ``Rotation3D/minAngle`` and ``Rotation3D/maxAngle`` (the clamped turn
  /// of every card but the one or two nearest the centre: CVPL's cover flow turns π/1.65 per
  /// page, at most π/3, so only cards within 0.55 pages of the centre turn by another angle).
  struct Frame {
    var page: PagingTransformGeometry.Frame
    var reach: Double
    var turns: Options.Turns
  }

  func frame(offset: Double, viewport: CarouselSize, sideTurns: Bool) -> Frame {
    Frame(
      page: geometry.frame(offset: offset, viewport: viewport),
      reach: PagingTransformGeometry.windowReach(visibleItems: visibleItems),
      turns: sideTurns ? options.rotation3d.map { Options.Turns($0) } ?? Options.Turns() : Options.Turns())
  }

  @inline(__always)
  func item(at position: Int, count: Int, frame: Frame) -> ItemAttributes? {
    let q = frame.page.progress(of: position)
    // CollectionViewPagingLayout's window of numberOfVisibleItems pages around the current one.
    guard abs(q) <= frame.reach else { return nil }
    var item = ItemAttributes(
      position: position, index: TrackPosition.index(of: position, count: count), center: frame.page.center,
      size: frame.page.card, zIndex: -abs(q))
    guard options.apply(progress: q, card: frame.page.card, turns: frame.turns, to: &item) else { return nil }
    return item
  }
}

extension ScaleLayout.Options {
  /// The rotations of a ``ScaleLayout/Rotation3D`` at its ``ScaleLayout/Rotation3D/minAngle``
  /// and ``ScaleLayout/Rotation3D/maxAngle``, computed once per frame, or none (``isSet``
  /// false; not an optional, which every card would copy whole to look into).
  struct Turns {
    var isSet: Bool
    var minAngle: Double
    var maxAngle: Double
    var atMin: Transform3D
    var atMax: Transform3D

    /// No turns: every card computes its rotation.
    init() {
      isSet = false
      minAngle = 0
      maxAngle = 0
      atMin = Transform3D()
      atMax = Transform3D()
    }

    init(_ r: ScaleLayout.Rotation3D) {
      isSet = true
      minAngle = r.minAngle
      maxAngle = r.maxAngle
      atMin = Transform3D.rotation(angle: r.minAngle, x: r.x, y: r.y, z: r.z)
      atMax = Transform3D.rotation(angle: r.maxAngle, x: r.x, y: r.y, z: r.z)
    }
  }

  /// The card's transform, shadow and blur at progress `q` for a `card`-sized card, written
  /// into `item` (centred on the viewport's centre); `false` when the card turns its face away.
  /// `turns`, if set, are this options' rotations at the clamped angles (the numbers this
  /// would compute).
  @inline(__always)
  func apply(progress q: Double, card: CarouselSize, turns: Turns, to item: inout ItemAttributes) -> Bool {
    let w = card.width
    let h = card.height
    let distance = abs(q)
    // applyScaleAndTranslation(progress:)
    var s = 1 - scaleCurve.value(distance) * scaleRatio
    s = max(s, minScale)
    s = min(s, maxScale)
    var xAdjustment = keepHorizontalSpacingEqual ? (1 - s) * w / 2 : 0
    if q > 0 { xAdjustment = -xAdjustment }
    let yAdjustment = keepVerticalSpacingEqual ? (1 - s) * h / 2 : 0
    let t = translationCurve.value(distance)
    var tx = w * translationRatio.x * (t * (q < 0 ? -1 : 1)) - xAdjustment
    var ty = h * translationRatio.y * abs(t) - yAdjustment
    if let low = minTranslationRatio {
      tx = max(tx, w * low.x)
      ty = max(ty, h * low.y)
    }
    if let high = maxTranslationRatio {
      tx = min(tx, w * high.x)
      ty = min(ty, h * high.y)
    }
    // applyCATransform3D(progress:)
    var x3 = 0.0
    var y3 = 0.0
    var z3 = 0.0
    if let t3 = translation3d {
      x3 = min(max(t3.translateRatios.x * q * w, t3.minTranslateRatios.x * w), t3.maxTranslateRatios.x * w)
      y3 = min(max(t3.translateRatios.y * distance * h, t3.minTranslateRatios.y * h), t3.maxTranslateRatios.y * h)
      z3 = min(max(t3.translateRatios.z * distance * w, t3.minTranslateRatios.z * w), t3.maxTranslateRatios.z * w)
    }
    if let r = rotation3d {
      let angle = min(max(r.angle * q, r.minAngle), r.maxAngle)
      // The rotation at the clamped angle from `turns` if it is one of the two (bit for bit: 0
      // and −0 differ), without copying an optional rotation.
      let rotation: Transform3D
      if turns.isSet, angle.bitPattern == turns.maxAngle.bitPattern {
        rotation = turns.atMax
      } else if turns.isSet, angle.bitPattern == turns.minAngle.bitPattern {
        rotation = turns.atMin
      } else {
        rotation = Transform3D.rotation(angle: angle, x: r.x, y: r.y, z: r.z)
      }
      guard r.isDoubleSided || rotation.m33 >= 0 else { return false }
      item.transform = Self.transform(translation: (x3, y3, z3), rotation: rotation, scale: s, move: (tx, ty))
    } else {
      item.center.x += s * x3 + tx
      item.center.y += s * y3 + ty
      item.scale = s
    }
    // applyStyle(progress:), applyBlurEffect(progress:)
    if shadowEnabled {
      let m = 1 - distance
      item.effects = ItemEffects(
        shadowOpacity: max(shadowOpacityMin, m * shadowOpacityMax),
        shadowRadius: max(shadowRadiusMin, m * shadowRadiusMax),
        shadowOffsetX: max(shadowOffsetMin.x, m * shadowOffsetMax.x),
        shadowOffsetY: max(shadowOffsetMin.y, m * shadowOffsetMax.y))
    }
    if blurEffectEnabled, blurEffectRadiusRatio > 0 {
      item.effects.blurRadius = min(distance * blurEffectRadiusRatio, 1) * fullBlurRadius
    }
    return true
  }
}

extension ScaleLayout.Options {
  /// Tr(t) · R · S(s, s, 1) · Tr(mx, my, 0) (the 3D translation, the rotation, the scale, then
  /// the move), written out: R's rows, columns 1 and 2 times s, and a fourth row t · R (scaled
  /// likewise) plus the move; the same as the three `concatenating` calls up to the sign of
  /// zero entries, a few dozen operations instead of three 4 × 4 products per card.
  @inline(__always)
  static func transform(
    translation t: (Double, Double, Double), rotation r: Transform3D, scale s: Double, move: (Double, Double)
  ) -> Transform3D {
    var m = Transform3D()
    m.m11 = r.m11 * s
    m.m12 = r.m12 * s
    m.m13 = r.m13
    m.m21 = r.m21 * s
    m.m22 = r.m22 * s
    m.m23 = r.m23
    m.m31 = r.m31 * s
    m.m32 = r.m32 * s
    m.m33 = r.m33
    m.m41 = (t.0 * r.m11 + t.1 * r.m21 + t.2 * r.m31) * s + move.0
    m.m42 = (t.0 * r.m12 + t.1 * r.m22 + t.2 * r.m32) * s + move.1
    m.m43 = t.0 * r.m13 + t.1 * r.m23 + t.2 * r.m33
    return m
  }
}

/// `value` clamped into ``ScaleLayout/ratioRange`` (NaN: `fallback`).
@inline(__always)
func ratio(_ value: Double, _ fallback: Double) -> Double {
  LayoutLimits.limited(value, to: ScaleLayout.ratioRange, fallback: fallback)
}

/// Both coordinates of `value` clamped into ``ScaleLayout/ratioRange`` (NaN: `fallback`'s).
@inline(__always)
func ratio(_ value: CarouselPoint, _ fallback: CarouselPoint) -> CarouselPoint {
  CarouselPoint(x: ratio(value.x, fallback.x), y: ratio(value.y, fallback.y))
}
