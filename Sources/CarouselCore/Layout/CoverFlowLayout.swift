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
/// Parameter ranges (clamped, also when assigned later): `sideSpacing` 0.01...100 (non-finite:
/// 0.3), `tilt` 0...π/2 (non-finite: 1), `eyeDistance` up to ``SnapAnchors/maximumExtent``
/// (non-finite or non-positive: 500), `itemHeight` as ``LinearLayout/itemHeight``.
public struct CoverFlowLayout: CarouselLayout {
  public var itemSize: LinearLayout.ItemSize
  /// The item height; `nil` makes items as tall as they are wide, within the viewport.
  public var itemHeight: Double? { didSet { itemHeight = LinearLayout.clampedHeight(itemHeight) } }
  /// The distance between side items, as a fraction of the item width.
  public var sideSpacing: Double { didSet { sideSpacing = Self.clampedSideSpacing(sideSpacing) } }
  /// The rotation of side items, in radians.
  public var tilt: Double { didSet { tilt = Self.clampedTilt(tilt) } }
  /// The eye distance, in points (Core Animation's m34 = −1/perspective).
  public var eyeDistance: Double { didSet { eyeDistance = Self.clampedEye(eyeDistance, fallback: 500) } }
  public var axis: ScrollAxis { .horizontal }
  public var perspective: Double? { eyeDistance }

  public init(
    itemSize: LinearLayout.ItemSize = .fraction(0.5), itemHeight: Double? = nil, sideSpacing: Double = 0.3,
    tilt: Double = 1.0, perspective: Double = 500
  ) {
    self.itemSize = itemSize
    self.itemHeight = LinearLayout.clampedHeight(itemHeight)
    self.sideSpacing = Self.clampedSideSpacing(sideSpacing)
    self.tilt = Self.clampedTilt(tilt)
    self.eyeDistance = Self.clampedEye(perspective, fallback: 500)
  }

  static func clampedSideSpacing(_ value: Double) -> Double { value.isFinite ? min(max(value, 0.01), 100) : 0.3 }
  static func clampedTilt(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), Double.pi / 2) : 1 }
  static func clampedEye(_ value: Double, fallback: Double) -> Double {
    value.isFinite && value > 0 ? min(value, SnapAnchors.maximumExtent) : fallback
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
    let w = width(in: viewport)
    // |x − W/2| ≤ (0.5 + |s| · sideSpacing) · w must reach past the viewport's half width.
    let items = (viewport.width / 2 / w) / sideSpacing + 2
    return uniformCandidates(offset: offset, pitch: w, reach: items * w)
  }

  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    let viewport = viewport.limitedForLayout
    let offset = LayoutLimits.limited(offset: offset)
    let w = width(in: viewport)
    let s = (Double(position) * w - offset) / w
    let c = min(max(s, -1), 1)
    let height = itemHeight ?? min(w, viewport.height)
    let transform = Transform3D.rotationY(c * tilt).concatenating(.translation(x: 0, y: 0, z: -abs(c) * w / 2))
    return ItemAttributes(
      position: position, index: TrackPosition.index(of: position, count: count),
      center: CarouselPoint(x: viewport.width / 2 + (c * 0.5 + s * sideSpacing) * w, y: viewport.height / 2),
      size: CarouselSize(width: w, height: height), transform: transform, zIndex: -abs(s))
  }
}
