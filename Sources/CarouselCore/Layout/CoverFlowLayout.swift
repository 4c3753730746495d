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
  public var eyeDistance: Double {
    didSet { eyeDistance = Self.clampedEye(eyeDistance, fallback: Defaults.perspective) }
  }
  public var axis: ScrollAxis { .horizontal }
  public var perspective: Double? { eyeDistance }

  public init(
    itemSize: LinearLayout.ItemSize = Defaults.itemSize, itemHeight: Double? = nil,
    sideSpacing: Double = Defaults.sideSpacing, tilt: Double = Defaults.tilt, perspective: Double = Defaults.perspective
  ) {
    self.itemSize = itemSize
    self.itemHeight = LinearLayout.clampedHeight(itemHeight)
    self.sideSpacing = Self.clampedSideSpacing(sideSpacing)
    self.tilt = Self.clampedTilt(tilt)
    self.eyeDistance = Self.clampedEye(perspective, fallback: Defaults.perspective)
  }

  static func clampedSideSpacing(_ value: Double) -> Double {
    value.isFinite ? min(max(value, 0.01), 100) : Defaults.sideSpacing
  }
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
    attributes(at: position, offset: offset, count: count, frame: frame(in: viewport, sides: false))
  }

  /// The items of a frame share their size and, beyond one item from the centre (where the
  /// tilt is clamped), their whole transform: computed once, the items are exactly
  /// ``attributes(at:offset:count:viewport:)``'s.
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes]
  ) {
    let frame = frame(in: viewport.limitedForLayout, sides: true)
    collectVisibleItems(offset: offset, count: count, viewport: viewport, isLooping: isLooping, into: &items) {
      position, offset, count, _ in
      attributes(at: position, offset: offset, count: count, frame: frame)
    }
  }

  /// What every item of one frame shares.
  struct Frame {
    var viewport: CarouselSize
    var width: Double
    var height: Double
    /// The transforms for a clamped tilt factor of −1 and +1, when computed.
    var sides: (before: Transform3D, after: Transform3D)?
  }

  func frame(in viewport: CarouselSize, sides: Bool) -> Frame {
    let viewport = viewport.limitedForLayout
    let w = width(in: viewport)
    return Frame(
      viewport: viewport, width: w, height: itemHeight ?? min(w, viewport.height),
      sides: sides ? (transform(factor: -1, width: w), transform(factor: 1, width: w)) : nil)
  }

  /// The transform of an item whose clamped distance from the centre is `c` (−1…1).
  @inline(__always)
  private func transform(factor c: Double, width w: Double) -> Transform3D {
    Transform3D.rotationY(c * tilt).concatenating(.translation(x: 0, y: 0, z: -abs(c) * w / 2))
  }

  @inline(__always)
  private func attributes(at position: Int, offset: Double, count: Int, frame: Frame) -> ItemAttributes {
    let viewport = frame.viewport
    let offset = LayoutLimits.limited(offset: offset)
    let w = frame.width
    let s = (Double(position) * w - offset) / w
    let c = min(max(s, -1), 1)
    let transform: Transform3D
    if let sides = frame.sides, c == -1 || c == 1 {
      transform = c == -1 ? sides.before : sides.after
    } else {
      transform = self.transform(factor: c, width: w)
    }
    return ItemAttributes(
      position: position, index: TrackPosition.index(of: position, count: count),
      center: CarouselPoint(x: viewport.width / 2 + (c * 0.5 + s * sideSpacing) * w, y: viewport.height / 2),
      size: CarouselSize(width: w, height: frame.height), transform: transform, zIndex: -abs(s))
  }

}
