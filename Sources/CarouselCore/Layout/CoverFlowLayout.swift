import RealModule

/// Cover flow: the centre item faces the viewer, the others turn away on both sides and
/// recede, packed closely — the 3D carousel users know from iCarousel and FSPagerView.
///
/// With item width w, pitch p = w (dragging one item width moves one item), s = (k · p − o)/p
/// the signed distance of item k from the centre in items and c = clamp(s, −1, 1):
/// - centre x = W/2 + (c · 0.5 + s · ``sideSpacing``) · w, y = H/2;
/// - transform: rotation by c · ``tilt`` about the vertical axis, then a move back by
///   |c| · w/2 (so neighbours turn and recede over the first item and then just slide);
/// - zIndex = −|s|; the container applies the ``perspective``.
///
/// ``Style/coverFlow2`` is iCarousel's `iCarouselTypeCoverFlow2`: the items near the centre
/// do not turn with the offset but flip when the current item changes, as the driver's toggle
/// τ (``LayoutToggle``, −1…1, eased to 0 after each change) goes. From iCarousel.m's
/// `-transformForItemViewWithOffset:` (nicklockwood/iCarousel), c is then, for τ > 0:
/// −1 for s ≤ −0.5, −τ for s ≤ 0.5, 1 − τ for s ≤ 1.5, else clamp(s, −1, 1); for τ ≤ 0: 1 for
/// s > 0.5, −τ for s > −0.5, −1 − τ for s > −1.5, else clamp(s, −1, 1). At rest (τ = 0) the
/// centre item faces the viewer and its neighbours are fully turned; a drag to the next item
/// (τ = −1 at the change) turns the new centre item to face the viewer and the previous one
/// away as τ eases to 0. The rest of the geometry is the cover flow's above.
///
/// Parameter ranges (clamped, also when assigned later): `sideSpacing` ``sideSpacingRange``
/// (non-finite: ``defaultSideSpacing``), `tilt` ``tiltRange`` (non-finite: ``defaultTilt``),
/// `eyeDistance` ``perspectiveRange`` (non-finite or non-positive: ``defaultPerspective``),
/// `itemHeight` ``itemHeightRange``, as ``LinearLayout/itemHeight``; a toggle is clamped into
/// −1…1 (non-finite: 0).
public struct CoverFlowLayout: CarouselLayout {
  /// How the items near the centre turn: with the offset (iCarousel's `coverFlow`) or when
  /// the current item changes (its `coverFlow2`).
  public enum Style: Sendable, Hashable, CaseIterable {
    /// iCarousel's `iCarouselTypeCoverFlow`: each item turns with its distance from the centre.
    case coverFlow
    /// iCarousel's `iCarouselTypeCoverFlow2`: the items near the centre flip over a fraction
    /// of a second when the current item changes (``CarouselLayout/usesToggle``).
    case coverFlow2
  }

  /// The default ``style``: ``Style/coverFlow``.
  public static let defaultStyle = Style.coverFlow

  /// The default ``itemSize``: half the viewport's width.
  public static let defaultItemSize = LinearLayout.ItemSize.fraction(0.5)
  /// The range ``itemHeight`` is kept in, in points: ``LinearLayout/itemHeightRange`` (non-finite
  /// or non-positive: `nil`).
  public static let itemHeightRange = LinearLayout.itemHeightRange
  /// The default ``sideSpacing`` (a fraction of the item width): 0.3.
  public static let defaultSideSpacing = 0.3
  /// The range ``sideSpacing`` is clamped into (a fraction of the item width): 0.01...100
  /// (non-finite: ``defaultSideSpacing``).
  public static let sideSpacingRange: ClosedRange<Double> = 0.01...100
  /// The default ``tilt``, in radians: 1.
  public static let defaultTilt = 1.0
  /// The range ``tilt`` is clamped into, in radians: 0...π/2 (non-finite: ``defaultTilt``).
  public static let tiltRange: ClosedRange<Double> = 0...(Double.pi / 2)
  /// The default eye distance (``eyeDistance``, the initializer's `perspective`), in points: 500.
  public static let defaultPerspective = 500.0
  /// The range ``eyeDistance`` is kept in, in points: above 0, up to 10¹²
  /// (``LayoutLimits/positiveLengthRange``; larger: 10¹²; non-finite or non-positive:
  /// ``defaultPerspective``).
  public static let perspectiveRange = LayoutLimits.positiveLengthRange

  public var itemSize: LinearLayout.ItemSize
  /// The item height; `nil` makes items as tall as they are wide, within the viewport.
  public var itemHeight: Double? { didSet { itemHeight = LinearLayout.clampedHeight(itemHeight) } }

  /// ``itemHeight``: the items' fixed length across the axis (``CarouselLayout/naturalCrossLength``).
  public var naturalCrossLength: Double? { itemHeight }
  /// The distance between side items, as a fraction of the item width.
  public var sideSpacing: Double { didSet { sideSpacing = Self.clampedSideSpacing(sideSpacing) } }
  /// The rotation of side items, in radians.
  public var tilt: Double {
    didSet {
      tilt = Self.clampedTilt(tilt)
      sides = SideRotations(tilt: tilt)
    }
  }
  /// The eye distance, in points (Core Animation's m34 = −1/perspective).
  public var eyeDistance: Double {
    didSet { eyeDistance = Self.clampedEye(eyeDistance, fallback: Self.defaultPerspective) }
  }
  /// How the items near the centre turn (``Style``).
  public var style: Style
  public var axis: ScrollAxis { .horizontal }
  public var perspective: Double? { eyeDistance }
  /// `true` for ``Style/coverFlow2``: its items flip with the driver's toggle.
  public var usesToggle: Bool { style == .coverFlow2 }

  public init(
    itemSize: LinearLayout.ItemSize = defaultItemSize, itemHeight: Double? = nil,
    sideSpacing: Double = defaultSideSpacing, tilt: Double = defaultTilt, perspective: Double = defaultPerspective,
    style: Style = defaultStyle
  ) {
    self.style = style
    self.itemSize = itemSize
    self.itemHeight = LinearLayout.clampedHeight(itemHeight)
    self.sideSpacing = Self.clampedSideSpacing(sideSpacing)
    self.tilt = Self.clampedTilt(tilt)
    self.eyeDistance = Self.clampedEye(perspective, fallback: Self.defaultPerspective)
    self.sides = SideRotations(tilt: self.tilt)
  }

  /// The cosines and sines of the side items' rotations, kept with ``tilt``: the transforms of
  /// a frame's side items then cost no trigonometry.
  private var sides: SideRotations

  private struct SideRotations: Sendable, Hashable {
    var cosineBefore: Double
    var sineBefore: Double
    var cosineAfter: Double
    var sineAfter: Double

    /// ``transform(factor:width:)``'s for factors −1 and +1.
    init(tilt: Double) {
      cosineBefore = Double.cos(-1 * tilt)
      sineBefore = Double.sin(-1 * tilt)
      cosineAfter = Double.cos(1 * tilt)
      sineAfter = Double.sin(1 * tilt)
    }
  }

  static func clampedSideSpacing(_ value: Double) -> Double {
    value.isFinite ? min(max(value, sideSpacingRange.lowerBound), sideSpacingRange.upperBound) : defaultSideSpacing
  }
  static func clampedTilt(_ value: Double) -> Double {
    value.isFinite ? min(max(value, tiltRange.lowerBound), tiltRange.upperBound) : defaultTilt
  }
  /// An eye distance kept in ``perspectiveRange`` (the same for every layout in perspective).
  static func clampedEye(_ value: Double, fallback: Double) -> Double {
    LayoutLimits.limited(positiveLength: value) ?? fallback
  }

  private func width(in viewport: CarouselSize) -> Double { itemSize.length(in: viewport.limitedForLayout.width) }

  public func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
    .uniform(count: count, pitch: width(in: viewport))
  }

  public func contentLength(count: Int, viewport: CarouselSize) -> Double? {
    uniformContentLength(count: count, pitch: width(in: viewport), viewportLength: viewport.limitedForLayout.width)
  }

  public func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
    let viewport = viewport.limitedForLayout
    return candidates(offset: offset, width: width(in: viewport), viewport: viewport)
  }

  /// The candidate positions for item width `w` in a limited viewport.
  private func candidates(offset: Double, width w: Double, viewport: CarouselSize) -> ClosedRange<Int>? {
    // |x − W/2| ≤ (0.5 + |s| · sideSpacing) · w must reach past the viewport's half width.
    let items = (viewport.width / 2 / w) / sideSpacing + 2
    return uniformCandidates(offset: offset, pitch: w, reach: items * w)
  }

  /// The attributes of the item at `position` at rest (toggle 0, see
  /// ``attributes(at:offset:count:viewport:toggle:)``).
  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    attributes(at: position, offset: offset, count: count, viewport: viewport, toggle: 0)
  }

  /// The attributes of the item at `position` with the driver's `toggle` (−1…1, clamped;
  /// non-finite: 0), which only ``Style/coverFlow2`` reads. O(1).
  public func attributes(
    at position: Int, offset: Double, count: Int, viewport: CarouselSize, toggle: Double
  ) -> ItemAttributes? {
    let frame = frame(in: viewport)
    let place = placement(
      at: position, offset: LayoutLimits.limited(offset: offset), toggle: Self.clampedToggle(toggle), frame: frame)
    return attributes(
      at: position, index: TrackPosition.index(of: position, count: count), placement: place,
      transform: transform(factor: place.factor, width: frame.width), frame: frame)
  }

  /// The items of a frame share their size and, beyond one item from the centre (where the
  /// tilt is clamped), their whole transform: computed once, the items are exactly
  /// ``attributes(at:offset:count:viewport:)``'s. So do the projections of those side items'
  /// corners, but for the centre's x: ``ItemAttributes/boundingBox(perspective:viewport:)``'s
  /// for a side item is a few operations per corner, and attributes are built only for the
  /// items it shows.
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes]
  ) {
    visibleItems(offset: offset, count: count, viewport: viewport, isLooping: isLooping, toggle: 0, into: &items)
  }

  /// ``visibleItems(offset:count:viewport:isLooping:into:)`` with the driver's `toggle` (−1…1,
  /// clamped; non-finite: 0), which only ``Style/coverFlow2`` reads: exactly
  /// ``attributes(at:offset:count:viewport:toggle:)``'s items. O(visible items), no allocation
  /// once `items` has grown.
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, toggle: Double,
    into items: inout [ItemAttributes]
  ) {
    var writer = VisibleItemWriter()
    defer { writer.finish(&items) }
    let count = LayoutLimits.limited(count: count)
    guard count > 0, viewport.isUsable, offset.isFinite else { return }
    let viewport = viewport.limitedForLayout
    let frame = frame(in: viewport)
    guard
      let range = examinedPositions(
        candidates(offset: offset, width: frame.width, viewport: viewport), count: count, isLooping: isLooping)
    else { return }
    let w = frame.width
    let halfWidth = w * 1 / 2
    let halfHeight = frame.height * 1 / 2
    let centerY = viewport.height / 2
    // transform(factor: ∓1, width: w), with the rotations' trigonometry kept with the tilt.
    let before = Transform3D.rotationY(
      cosine: sides.cosineBefore, sine: sides.sineBefore, thenTranslationZ: -abs(-1) * w / 2)
    let after = Transform3D.rotationY(
      cosine: sides.cosineAfter, sine: sides.sineAfter, thenTranslationZ: -abs(1) * w / 2)
    let beforeBox = SharedTransformBox(
      transform: before, halfWidth: halfWidth, halfHeight: halfHeight, centerY: centerY, perspective: eyeDistance,
      viewport: viewport)
    let afterBox = SharedTransformBox(
      transform: after, halfWidth: halfWidth, halfHeight: halfHeight, centerY: centerY, perspective: eyeDistance,
      viewport: viewport)
    let bounds = CarouselRect(minX: 0, minY: 0, maxX: viewport.width, maxY: viewport.height)
    let offset = LayoutLimits.limited(offset: offset)
    let toggle = Self.clampedToggle(toggle)
    var indices = ConsecutiveIndices(from: range.lowerBound, count: count)
    for position in range {
      let index = indices.next()
      let place = placement(at: position, offset: offset, toggle: toggle, frame: frame)
      if place.factor == -1 {
        guard beforeBox.box(centerX: place.center.x).intersects(bounds) else { continue }
        write(
          into: &items, writer: &writer, position: position, index: index, placement: place, transform: before,
          frame: frame)
      } else if place.factor == 1 {
        let box = afterBox.box(centerX: place.center.x)
        guard box.intersects(bounds) else {
          // The centres' x, and so the boxes' left edges, only grow from here on (c stays 1,
          // also for coverFlow2, whose c is 1 from here on too):
          // a box past the right edge leaves the items after it there too.
          if !(box.minX < bounds.maxX) { break }
          continue
        }
        write(
          into: &items, writer: &writer, position: position, index: index, placement: place, transform: after,
          frame: frame)
      } else {
        let transform = transform(factor: place.factor, width: w)
        let box = ItemAttributes.boundingBox(
          center: place.center, halfWidth: halfWidth, halfHeight: halfHeight, transform: transform,
          perspective: eyeDistance, viewport: viewport)
        guard box.intersects(bounds) else { continue }
        write(
          into: &items, writer: &writer, position: position, index: index, placement: place, transform: transform,
          frame: frame)
      }
    }
  }

  /// What every item of one frame shares.
  struct Frame {
    var viewport: CarouselSize
    var width: Double
    var height: Double
  }

  func frame(in viewport: CarouselSize) -> Frame {
    let viewport = viewport.limitedForLayout
    let w = width(in: viewport)
    return Frame(viewport: viewport, width: w, height: itemHeight ?? min(w, viewport.height))
  }

  /// The transform of an item whose clamped distance from the centre is `c` (−1…1):
  /// `Transform3D.rotationY(c * tilt).concatenating(.translation(x: 0, y: 0, z: -abs(c) * w / 2))`.
  @inline(__always)
  private func transform(factor c: Double, width w: Double) -> Transform3D {
    let angle = c * tilt
    return Transform3D.rotationY(cosine: Double.cos(angle), sine: Double.sin(angle), thenTranslationZ: -abs(c) * w / 2)
  }

  /// Where an item is: s, its signed distance from the centre in items, c = clamp(s, −1, 1),
  /// and its centre.
  private struct Placement {
    var distance: Double
    var factor: Double
    var center: CarouselPoint
  }

  /// A toggle kept in −1…1 (non-finite: 0).
  static func clampedToggle(_ value: Double) -> Double {
    value.isFinite ? min(max(value, -1), 1) : 0
  }

  /// c, the clamped distance that turns and moves back an item `s` items from the centre:
  /// clamp(s, −1, 1), or for ``Style/coverFlow2`` iCarousel's rules with `toggle` (see the
  /// type).
  @inline(__always)
  static func factor(distance s: Double, toggle: Double, style: Style) -> Double {
    let clamped = min(max(s, -1), 1)
    guard style == .coverFlow2 else { return clamped }
    if toggle > 0 {
      if s <= -0.5 { return -1 }
      if s <= 0.5 { return -toggle }
      if s <= 1.5 { return 1 - toggle }
    } else {
      if s > 0.5 { return 1 }
      if s > -0.5 { return -toggle }
      if s > -1.5 { return -1 - toggle }
    }
    return clamped
  }

  /// Where the item at `position` is at a limited `offset` and a clamped `toggle`.
  @inline(__always)
  private func placement(at position: Int, offset: Double, toggle: Double, frame: Frame) -> Placement {
    let w = frame.width
    let s = (Double(position) * w - offset) / w
    let c = Self.factor(distance: s, toggle: toggle, style: style)
    return Placement(
      distance: s, factor: c,
      center: CarouselPoint(
        x: frame.viewport.width / 2 + (c * 0.5 + s * sideSpacing) * w, y: frame.viewport.height / 2))
  }

  @inline(__always)
  private func write(
    into items: inout [ItemAttributes], writer: inout VisibleItemWriter, position: Int, index: Int,
    placement: Placement, transform: Transform3D, frame: Frame
  ) {
    writer.write(
      into: &items, position: position, index: index, center: placement.center,
      size: CarouselSize(width: frame.width, height: frame.height), transform: transform,
      zIndex: -abs(placement.distance))
  }

  @inline(__always)
  private func attributes(
    at position: Int, index: Int, placement: Placement, transform: Transform3D, frame: Frame
  ) -> ItemAttributes {
    ItemAttributes(
      position: position, index: index, center: placement.center,
      size: CarouselSize(width: frame.width, height: frame.height), transform: transform,
      zIndex: -abs(placement.distance))
  }
}
