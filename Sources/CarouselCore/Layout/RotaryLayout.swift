import RealModule

/// A rotary carousel: items on the outside of a cylinder turning about a vertical axis, the
/// front item facing the viewer, seen in perspective.
///
/// With item width w, ``itemsAround`` = N items on the full circle, angle per item φ = 2π/N,
/// radius r = (w + spacing)/2 / tan(φ/2) (neighbours' edges ``spacing`` apart), pitch
/// p = w + spacing and s = (k · p − o)/p:
/// - angle θ = s · φ; centre x = W/2 + r sin θ, y = H/2;
/// - transform: rotation by θ about the vertical axis, then a move back by r (1 − cos θ);
/// - items facing away (|θ| ≥ π/2) are hidden; zIndex = cos θ; the container applies the
///   ``perspective``.
public struct RotaryLayout: CarouselLayout {
  public var itemSize: LinearLayout.ItemSize
  public var itemHeight: Double?
  public var spacing: Double
  public var itemsAround: Int
  public var eyeDistance: Double
  public var axis: ScrollAxis { .horizontal }
  public var perspective: Double? { eyeDistance }

  public init(
    itemSize: LinearLayout.ItemSize = .fraction(0.4), itemHeight: Double? = nil, spacing: Double = 10,
    itemsAround: Int = 10, perspective: Double = 600
  ) {
    self.itemSize = itemSize
    self.itemHeight = itemHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    self.spacing = spacing.isFinite ? max(spacing, 0) : 0
    self.itemsAround = max(itemsAround, 3)
    self.eyeDistance = perspective.isFinite && perspective > 0 ? perspective : 600
  }

  private func width(in viewport: CarouselSize) -> Double { itemSize.length(in: viewport.width) }
  private var anglePerItem: Double { 2 * Double.pi / Double(itemsAround) }

  /// The cylinder's radius in a viewport, in points.
  public func radius(in viewport: CarouselSize) -> Double {
    (width(in: viewport) + spacing) / 2 / Double.tan(anglePerItem / 2)
  }

  public func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
    .uniform(count: count, pitch: width(in: viewport) + spacing)
  }

  public func contentLength(count: Int, viewport: CarouselSize) -> Double? {
    guard count > 0 else { return nil }
    return Double(count - 1) * (width(in: viewport) + spacing) + viewport.width
  }

  public func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
    let p = width(in: viewport) + spacing
    return uniformCandidates(offset: offset, pitch: p, reach: (Double(itemsAround) / 4 + 1) * p)
  }

  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    let w = width(in: viewport)
    let p = w + spacing
    let theta = (Double(position) * p - offset) / p * anglePerItem
    guard abs(theta) < Double.pi / 2 else { return nil }
    let r = radius(in: viewport)
    let transform = Transform3D.rotationY(theta).concatenating(
      .translation(x: 0, y: 0, z: -r * (1 - Double.cos(theta))))
    return ItemAttributes(
      position: position, index: TrackPosition.index(of: position, count: count),
      center: CarouselPoint(x: viewport.width / 2 + r * Double.sin(theta), y: viewport.height / 2),
      size: CarouselSize(width: w, height: itemHeight ?? min(w * 1.2, viewport.height * 0.8)),
      transform: transform, zIndex: Double.cos(theta))
  }
}
