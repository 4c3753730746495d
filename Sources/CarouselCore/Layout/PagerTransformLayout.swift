import RealModule

/// FSPagerView's transformer looks: a horizontal pager whose items are moved, scaled, faded,
/// turned in 3D or hung on a wheel according to their distance from the centre, one
/// ``Style`` per `FSPagerViewTransformerType`.
///
/// Written from FSPagerView (github.com/WenchaoD/FSPagerView): `FSPagerViewLayout.prepare()`
/// and `frame(for:)` (items of one size centred across the pager, pitch = item width +
/// interitem spacing), `applyTransform(to:with:)` (the item's `position`),
/// `FSPagerViewTransformer.applyTransform(to:)` (each style's geometry) and
/// `proposedInteritemSpacing()` (each style's spacing).
///
/// With viewport W × H, item width w (``itemSize``), item height h (``itemHeight``, or H),
/// pitch p = w + the style's spacing (``interitemSpacing(itemWidth:)``) and s = (k · p − o)/p
/// (FSPagerView's `position`: the signed distance of item k from the centre, in items), item k
/// sits at x = W/2 + s · p, y = H/2 before its style moves it; ``Style`` gives each style's
/// formula. Items a style makes fully transparent are not shown.
///
/// 3D styles (``Style/coverFlow`` and ``Style/cubic``) put FSPagerView's perspective
/// (`m34 = −1/eyeDistance`, FSPagerView's −0.002 for an eye 500 pt away) into each item's own
/// ``ItemAttributes/transform``, as FSPagerView does: each item is seen from in front of its
/// own centre, not from the viewport's, so ``perspective`` is `nil`. Cover flow's eye is kept at
/// least half the item width away (so no corner passes behind it; FSPagerView's 500 pt already
/// is for items up to 1,000 pt wide).
///
/// Differences from FSPagerView, on purpose: zIndex is FSPagerView's order without its
/// ties (FSPagerView truncates to `Int` and leaves equal values to `UICollectionView`, see
/// ``Style``); ferris-wheel items more than 5 items from the centre, which FSPagerView leaves
/// untransformed in the row, are hidden. The pager is horizontal; ``CarouselLayout/vertical()``
/// turns it vertical (``VerticalLayout``), as FSPagerView's `.vertical` cases do for cross
/// fading, zoom out, depth and the cube (FSPagerView's overlap, linear, cover flow and ferris
/// wheel do nothing vertically; CarouselKit transposes them too).
///
/// Parameter ranges (clamped, also when assigned later): `minimumScale`
/// ``minimumScaleRange`` (NaN: the style's default), `minimumAlpha` ``minimumAlphaRange``
/// (NaN: ``defaultMinimumAlpha``), `spacing` ``spacingRange``, as ``LinearLayout/spacing``,
/// `eyeDistance` ``perspectiveRange`` (non-finite or non-positive: ``defaultPerspective``),
/// `itemHeight` ``itemHeightRange``, as ``LinearLayout/itemHeight``.
///
/// - Complexity: ``candidatePositions(offset:count:viewport:)`` O(1): at most 4 positions for
///   cross fading, zoom out, depth and the cube, 12 for the ferris wheels, and those within
///   W/2 + 2w + p of the centre for overlap, linear and cover flow; never more with more items.
public struct PagerTransformLayout: CarouselLayout {
  /// FSPagerView's transformer types (`FSPagerViewTransformerType`).
  ///
  /// In each formula `ms` is ``PagerTransformLayout/minimumScale``, `ma`
  /// ``PagerTransformLayout/minimumAlpha``, w and h the item size and p the pitch.
  public enum Style: Sendable, Hashable {
    /// `.crossFading`: pages stay in the centre and cross-fade. For |s| < 1: x = W/2,
    /// alpha = 1 − |s| (zIndex 1 − |s|; FSPagerView's is 1 for both); hidden otherwise.
    /// Spacing: ``PagerTransformLayout/spacing``.
    case crossFading
    /// `.zoomOut`: neighbours shrink and fade. For |s| ≤ 1: scale f = max(ms, 1 − |s|),
    /// x = W/2 + s · p ± (2 · h(1 − f)/2 − p(1 − f)/2) (+ for s ≥ 0), alpha =
    /// ma + (f − ms)/(1 − ms) · (1 − ma) (1 when ms = 1), zIndex −s (FSPagerView's
    /// count − Int(s)); hidden otherwise. Minimum scale 0.85 by default. Spacing:
    /// ``PagerTransformLayout/spacing``.
    case zoomOut
    /// `.depth`: the page leaving to the right stays put, shrinks and fades under the next.
    /// For −1 ≤ s ≤ 0: untransformed, zIndex 1; for 0 < s < 1: x = W/2,
    /// scale ms + (1 − ms)(1 − s), alpha 1 − s, zIndex 0; hidden otherwise. Minimum scale
    /// 0.5 by default. Spacing: ``PagerTransformLayout/spacing``.
    case depth
    /// `.overlap`: neighbours shrink and fade under the centre, overlapping. Scale
    /// max(1 − (1 − ms)|s|, ms), alpha ma + (1 − |s|)(1 − ma) (hidden at 0 or below),
    /// zIndex 10(1 − |s|) (FSPagerView truncates it). Spacing −0.6 · ms · w.
    case overlap
    /// `.linear`: ``overlap``'s scale, alpha and zIndex with spacing −0.2 · ms · w (a row,
    /// unlike ``LinearLayout``, which neither scales nor fades).
    case linear
    /// `.coverFlow`: with c = clamp(−s, −1, 1), a move back by p/2 · |c|, then a rotation by
    /// sin(c · π/2) · 3π/8 about the vertical axis, then the perspective; zIndex −|s|
    /// (FSPagerView's 100 − Int(|c|) ties every side item). Spacing −sin(3π/16) · w. Unlike
    /// ``CoverFlowLayout``: the pitch is not the item width, the side items keep turning
    /// to the maximum only at one item, the move back comes before the rotation, and each
    /// item has its own vanishing point.
    case coverFlow
    /// `.ferrisWheel` (`.invertedFerrisWheel` when `inverted`): items hang on a wheel of
    /// 14 items, radius r = 14p/2π, whose centre is r below the pager's centre (above it
    /// when inverted). For |s| ≤ 5, with θ = ±s · 2π/14 (− when inverted) and t = ±r:
    /// x = W/2 + t · sin θ, y = H/2 + t(1 − cos θ), rotation θ, zIndex 4 − 10|s|
    /// (FSPagerView truncates it); hidden beyond. Alpha 1 for |s| < 0.5, ma otherwise.
    /// Spacing −0.15 · w.
    case ferrisWheel(inverted: Bool)
    /// `.cubic`: pages on the faces of a turning cube. For −1 < s < 1, with d = 1 for s < 0
    /// and −1 otherwise: the item's centre moves by d · w/2 to the shared edge, its
    /// transform is a move by −d · w/2, a rotation by s · π/2 about the vertical axis, then
    /// the perspective; zIndex 10(1 − s); hidden otherwise. Spacing 0.
    case cubic

    /// Every style, in FSPagerView's order (`FSPagerViewTransformerType`).
    public static let allCases: [Style] = [
      .crossFading, .zoomOut, .depth, .overlap, .linear, .coverFlow, .ferrisWheel(inverted: false),
      .ferrisWheel(inverted: true), .cubic,
    ]

    /// FSPagerView's default minimum scale for the style (`FSPagerViewTransformer.init(type:)`):
    /// 0.85 for ``zoomOut``, 0.5 for ``depth``, 0.65 otherwise.
    public var defaultMinimumScale: Double {
      switch self {
      case .zoomOut: 0.85
      case .depth: 0.5
      default: 0.65
      }
    }
  }

  /// The default ``itemSize``: the viewport's whole width (FSPagerView's `automaticSize`).
  public static let defaultItemSize = LinearLayout.ItemSize.fraction(1)
  /// The range ``itemHeight`` is kept in, in points: ``LinearLayout/itemHeightRange``
  /// (non-finite or non-positive: `nil`, the viewport's height).
  public static let itemHeightRange = LinearLayout.itemHeightRange
  /// The default ``spacing``, in points: 0 (FSPagerView's `interitemSpacing`).
  public static let defaultSpacing = 0.0
  /// The range ``spacing`` is clamped into, in points: 0...10¹² (``SnapAnchors/spacingRange``;
  /// non-finite: 0).
  public static let spacingRange = SnapAnchors.spacingRange
  /// The range ``minimumScale`` is clamped into: 0.01...1 (NaN: the style's
  /// ``Style/defaultMinimumScale``).
  public static let minimumScaleRange: ClosedRange<Double> = 0.01...1
  /// The default ``minimumAlpha``: FSPagerView's 0.6.
  public static let defaultMinimumAlpha = 0.6
  /// The range ``minimumAlpha`` is clamped into: 0...1 (NaN: ``defaultMinimumAlpha``).
  public static let minimumAlphaRange: ClosedRange<Double> = 0...1
  /// The default eye distance (``eyeDistance``, the initializer's `perspective`), in points:
  /// 500 (FSPagerView's m34 = −0.002).
  public static let defaultPerspective = 500.0
  /// The range ``eyeDistance`` is kept in, in points: above 0, up to 10¹²
  /// (``LayoutLimits/positiveLengthRange``; larger: 10¹²; non-finite or non-positive:
  /// ``defaultPerspective``).
  public static let perspectiveRange = LayoutLimits.positiveLengthRange

  /// The transformer.
  public var style: Style
  /// The item width.
  public var itemSize: LinearLayout.ItemSize
  /// The item height, in points; `nil` makes items as tall as the viewport.
  public var itemHeight: Double? { didSet { itemHeight = LinearLayout.clampedHeight(itemHeight) } }
  /// ``itemHeight``: the items' fixed length across the axis (``CarouselLayout/naturalCrossLength``).
  public var naturalCrossLength: Double? { itemHeight }
  /// The gap between items, in points, for the styles that take the pager's spacing
  /// (``Style/crossFading``, ``Style/zoomOut``, ``Style/depth``); the others propose their
  /// own (``interitemSpacing(itemWidth:)``).
  public var spacing: Double { didSet { spacing = SnapAnchors.clampedSpacing(spacing) } }
  /// The smallest scale, for ``Style/zoomOut``, ``Style/depth``, ``Style/overlap`` and
  /// ``Style/linear`` (whose spacing it sets too).
  public var minimumScale: Double {
    didSet { minimumScale = Self.clampedMinimumScale(minimumScale, style: style) }
  }
  /// The smallest opacity, for ``Style/zoomOut``, ``Style/overlap``, ``Style/linear`` and
  /// ``Style/ferrisWheel(inverted:)``.
  public var minimumAlpha: Double {
    didSet {
      minimumAlpha = LayoutLimits.limited(minimumAlpha, to: Self.minimumAlphaRange, fallback: Self.defaultMinimumAlpha)
    }
  }
  /// The eye distance of ``Style/coverFlow`` and ``Style/cubic``, in points (m34 = −1/eyeDistance
  /// in each item's transform).
  public var eyeDistance: Double {
    didSet { eyeDistance = CoverFlowLayout.clampedEye(eyeDistance, fallback: Self.defaultPerspective) }
  }
  public var axis: ScrollAxis { .horizontal }

  /// A pager in one of FSPagerView's styles; every value is clamped as the type's summary says.
  ///
  /// - Parameters:
  ///   - style: the transformer.
  ///   - itemSize: the item width.
  ///   - itemHeight: the item height in points; `nil` fills the viewport's height.
  ///   - spacing: the gap between items in points, for the styles that take the pager's.
  ///   - minimumScale: the smallest scale; `nil` gives the style's ``Style/defaultMinimumScale``.
  ///   - minimumAlpha: the smallest opacity, 0…1.
  ///   - perspective: the eye distance of the 3D styles, in points.
  public init(
    _ style: Style, itemSize: LinearLayout.ItemSize = defaultItemSize, itemHeight: Double? = nil,
    spacing: Double = defaultSpacing, minimumScale: Double? = nil, minimumAlpha: Double = defaultMinimumAlpha,
    perspective: Double = defaultPerspective
  ) {
    self.style = style
    self.itemSize = itemSize
    self.itemHeight = LinearLayout.clampedHeight(itemHeight)
    self.spacing = SnapAnchors.clampedSpacing(spacing)
    self.minimumScale = Self.clampedMinimumScale(minimumScale ?? style.defaultMinimumScale, style: style)
    self.minimumAlpha = LayoutLimits.limited(
      minimumAlpha, to: Self.minimumAlphaRange, fallback: Self.defaultMinimumAlpha)
    self.eyeDistance = CoverFlowLayout.clampedEye(perspective, fallback: Self.defaultPerspective)
  }

  static func clampedMinimumScale(_ value: Double, style: Style) -> Double {
    LayoutLimits.limited(value, to: minimumScaleRange, fallback: style.defaultMinimumScale)
  }

  /// The spacing between items the style uses, in points, for items `itemWidth` wide:
  /// FSPagerView's `proposedInteritemSpacing()` (overlap −0.6 · ms · w, linear −0.2 · ms · w,
  /// cover flow −sin(3π/16) · w, ferris wheel −0.15 · w, cubic 0; the pager styles
  /// ``spacing``). O(1).
  public func interitemSpacing(itemWidth w: Double) -> Double {
    switch style {
    case .crossFading, .zoomOut, .depth: spacing
    case .overlap: w * -minimumScale * 0.6
    case .linear: w * -minimumScale * 0.2
    case .coverFlow: -w * Self.coverFlowSpacingFactor
    case .ferrisWheel: -w * 0.15
    case .cubic: 0
    }
  }

  /// sin(π/4 · 1/4 · 3) = sin(3π/16), FSPagerView's cover-flow spacing factor.
  private static let coverFlowSpacingFactor = Double.sin(Double.pi * 0.25 * 0.25 * 3)
  /// The ferris wheel's items around the circle (FSPagerView's `count`).
  private static let ferrisWheelItems = 14.0
  /// How far from the centre ferris-wheel items are shown, in items (FSPagerView's −5...5).
  private static let ferrisWheelReach = 5.0

  /// What every item of one frame shares.
  private struct Frame {
    var viewport: CarouselSize
    var width: Double
    var height: Double
    var pitch: Double
  }

  private func frame(in viewport: CarouselSize) -> Frame {
    let viewport = viewport.limitedForLayout
    let w = itemSize.length(in: viewport.width)
    return Frame(
      viewport: viewport, width: w, height: itemHeight ?? viewport.height,
      pitch: SnapAnchors.clampedPitch(w + interitemSpacing(itemWidth: w)))
  }

  public func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
    .uniform(count: count, pitch: frame(in: viewport).pitch)
  }

  public func contentLength(count: Int, viewport: CarouselSize) -> Double? {
    let frame = frame(in: viewport)
    return uniformContentLength(count: count, pitch: frame.pitch, viewportLength: frame.viewport.width)
  }

  public func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
    let frame = frame(in: viewport)
    let p = frame.pitch
    let reach: Double
    switch style {
    case .crossFading, .zoomOut, .depth, .cubic: reach = p
    case .ferrisWheel:
      // Within 5 items, and only while the item (any turn: its half diagonal) can still reach
      // into the viewport from below (above, inverted): H/2 + r(1 − cos θ) − diagonal/2 < H.
      let r = p * Self.ferrisWheelItems / (2 * Double.pi)
      let rise =
        (frame.viewport.height / 2 + (frame.width * frame.width + frame.height * frame.height).squareRoot() / 2) / r
      let turn = rise >= 2 ? Double.pi : Double.acos(1 - rise)
      reach = min(Self.ferrisWheelReach, turn / (2 * Double.pi / Self.ferrisWheelItems)) * p + 1
    case .overlap, .linear:
      // Scaled at most 1, centred W/2 + s · p.
      reach = frame.viewport.width / 2 + frame.width / 2 + 1
    case .coverFlow:
      // Beyond one item every item has the same transform: its drawn corners reach e past its
      // centre; nearer items are within a pitch of the centre.
      reach = max(frame.viewport.width / 2 + coverFlowSideExtent(frame: frame), p) + 1
    }
    return uniformCandidates(offset: offset, pitch: p, reach: reach)
  }

  /// How far past its centre, along x, a cover-flow item beyond one item from the centre is
  /// drawn (the largest |x′/w′| of its four corners; the same on both sides). O(1).
  private func coverFlowSideExtent(frame: Frame) -> Double {
    let transform = Self.turned(
      x: 0, z: -frame.pitch * 0.5, cosine: Self.sideCosine, sine: Self.sideSine,
      eye: max(eyeDistance, frame.width / 2))
    // x′ and w′ do not depend on y: the trailing and the leading edge.
    let trailing = transform.apply(x: frame.width / 2, y: 0, z: 0)
    let leading = transform.apply(x: -frame.width / 2, y: 0, z: 0)
    return max(abs(trailing.x / trailing.w), abs(leading.x / leading.w))
  }

  /// cos and sin of 3π/8, the turn of cover-flow items one item or more from the centre
  /// (sin(±π/2) · π/4 · 1.5).
  private static let sideCosine = Double.cos(Double.pi * 0.25 * 1.5)
  private static let sideSine = Double.sin(Double.pi * 0.25 * 1.5)

  /// A move by (x, 0, z), then a rotation about the vertical axis whose cosine and sine are
  /// given, then the perspective of an eye `eye` points away (m34 = −1/eye):
  /// `.translation(x:y:z:).concatenating(.rotationY(θ)).concatenating(P)` built directly (the
  /// entries of that product).
  @inline(__always)
  private static func turned(x tx: Double, z tz: Double, cosine c: Double, sine s: Double, eye d: Double)
    -> Transform3D
  {
    var t = Transform3D()
    t.m11 = c
    t.m13 = -s
    t.m14 = s / d
    t.m31 = s
    t.m33 = c
    t.m34 = -c / d
    let z = -tx * s + tz * c
    t.m41 = tx * c + tz * s
    t.m43 = z
    t.m44 = 1 - z / d
    return t
  }

  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    let frame = frame(in: viewport)
    let offset = LayoutLimits.limited(offset: offset)
    let p = frame.pitch
    let s = (Double(position) * p - offset) / p
    var item = ItemAttributes(
      position: position, index: TrackPosition.index(of: position, count: count),
      center: CarouselPoint(x: frame.viewport.width / 2 + s * p, y: frame.viewport.height / 2),
      size: CarouselSize(width: frame.width, height: frame.height), zIndex: -s)
    guard apply(style, distance: s, frame: frame, to: &item) else { return nil }
    return item
  }

  /// ``attributes(at:offset:count:viewport:)`` of every examined position, with what the items
  /// of a frame share computed once and each item built in place in `items`
  /// (`VisibleItemWriter.nextSlot(in:)`, no 248-byte item copied through an optional and an
  /// append): the items are exactly the default implementation's. O(visible items), no
  /// allocation once `items` has grown.
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
    let frame = frame(in: visible.viewport)
    let p = frame.pitch
    let perspective = self.perspective
    let style = self.style
    // Cover flow and cube set every kept item's transform: its `nil` is not written first.
    let setsTransform: Bool
    switch style {
    case .coverFlow, .cubic: setsTransform = true
    default: setsTransform = false
    }
    var indices = ConsecutiveIndices(from: visible.range.lowerBound, count: visible.count)
    for position in visible.range {
      let index = indices.next()
      let s = (Double(position) * p - visible.offset) / p
      let slot = writer.nextSlot(in: &items)
      let shown = items.withUnsafeMutableBufferPointer { items in
        VisibleItemWriter.start(
          &items[slot], position: position, index: index,
          center: CarouselPoint(x: frame.viewport.width / 2 + s * p, y: frame.viewport.height / 2),
          size: CarouselSize(width: frame.width, height: frame.height), zIndex: -s, setsTransform: setsTransform)
        guard apply(style, distance: s, frame: frame, to: &items[slot]), items[slot].alpha > 0 else { return false }
        return items[slot].boundingBox(perspective: perspective, viewport: visible.viewport).intersects(visible.bounds)
      }
      if shown { writer.keep() }
    }
  }

  /// Applies the style's transform for distance `s` to `item` (placed at W/2 + s · p);
  /// `false` when the style hides it.
  @inline(__always)
  private func apply(_ style: Style, distance s: Double, frame: Frame, to item: inout ItemAttributes) -> Bool {
    let p = frame.pitch
    let ms = minimumScale
    let ma = minimumAlpha
    switch style {
    case .crossFading:
      guard abs(s) < 1 else { return false }
      item.center.x -= p * s
      item.alpha = 1 - abs(s)
      item.zIndex = 1 - abs(s)
    case .zoomOut:
      guard abs(s) <= 1 else { return false }
      let f = max(ms, 1 - abs(s))
      let horizontal = p * (1 - f) / 2
      let vertical = frame.height * (1 - f) / 2
      item.center.x += s < 0 ? horizontal - vertical * 2 : -horizontal + vertical * 2
      item.scale = f
      item.alpha = ms < 1 ? ma + (f - ms) / (1 - ms) * (1 - ma) : 1
    case .depth:
      guard s >= -1, s < 1 else { return false }
      if s <= 0 {
        item.zIndex = 1
      } else {
        item.center.x -= p * s
        item.scale = ms + (1 - ms) * (1 - s)
        item.alpha = 1 - s
        item.zIndex = 0
      }
    case .overlap, .linear:
      let alpha = ma + (1 - abs(s)) * (1 - ma)
      guard alpha > 0 else { return false }
      item.scale = max(1 - (1 - ms) * abs(s), ms)
      item.alpha = alpha
      item.zIndex = (1 - abs(s)) * 10
    case .coverFlow:
      let c = min(max(-s, -1), 1)
      let eye = max(eyeDistance, frame.width / 2)
      let cosine: Double
      let sine: Double
      if abs(c) == 1 {
        (cosine, sine) = (Self.sideCosine, c * Self.sideSine)
      } else {
        let angle = Double.sin(c * Double.pi * 0.5) * Double.pi * 0.25 * 1.5
        (cosine, sine) = (Double.cos(angle), Double.sin(angle))
      }
      item.transform = Self.turned(x: 0, z: -p * 0.5 * abs(c), cosine: cosine, sine: sine, eye: eye)
      item.zIndex = -abs(s)
    case .ferrisWheel(let inverted):
      guard abs(s) <= Self.ferrisWheelReach else { return false }
      let sign: Double = inverted ? -1 : 1
      let radius = p * Self.ferrisWheelItems / (2 * Double.pi)
      let t = radius * sign
      let theta = s * (2 * Double.pi / Self.ferrisWheelItems) * sign
      item.center = CarouselPoint(
        x: frame.viewport.width / 2 + t * Double.sin(theta),
        y: frame.viewport.height / 2 + t * (1 - Double.cos(theta)))
      item.rotation = theta
      item.zIndex = 4 - abs(s) * 10
      item.alpha = abs(s) < 0.5 ? 1 : ma
      guard item.alpha > 0 else { return false }
    case .cubic:
      guard s > -1, s < 1 else { return false }
      let direction: Double = s < 0 ? 1 : -1
      let half = frame.width * 0.5
      item.center.x += direction * half
      let angle = s * Double.pi * 0.5
      item.transform = Self.turned(
        x: -direction * half, z: 0, cosine: Double.cos(angle), sine: Double.sin(angle), eye: eyeDistance)
      item.zIndex = (1 - s) * 10
    }
    return true
  }
}
