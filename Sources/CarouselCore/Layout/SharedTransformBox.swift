/// The bounding boxes (``ItemAttributes/boundingBox(perspective:viewport:)``) of 3D items that
/// share their transform, size and centre's y and differ only in the centre's x (cover flow's
/// side items): what the projections of the corners do not owe to the centre's x is computed
/// once, leaving a few operations per corner and item, with exactly boundingBox's results.
struct SharedTransformBox {
  /// Per corner, in boundingBox's order: x / w after the transform.
  private var offsets: (Double, Double, Double, Double)
  /// Per corner: the perspective's factor 1 / max(1 − z / d, 10⁻⁶).
  private var factors: (Double, Double, Double, Double)
  private var hasPerspective: Bool
  /// The viewport's centre's x.
  private var viewportCenterX: Double
  /// The top and the bottom of every item's box.
  private var minY: Double
  private var maxY: Double

  /// The boxes of items `halfWidth` × `halfHeight` (after their scale) transformed by
  /// `transform` about their centre, whose centre's y is `centerY`.
  init(
    transform: Transform3D, halfWidth w: Double, halfHeight h: Double, centerY: Double, perspective: Double?,
    viewport: CarouselSize
  ) {
    let d = perspective ?? 0
    hasPerspective = d > 0
    viewportCenterX = viewport.width / 2
    let corners = (
      Self.corner(-w, -h, of: transform, centerY: centerY, perspective: d, viewport: viewport),
      Self.corner(w, -h, of: transform, centerY: centerY, perspective: d, viewport: viewport),
      Self.corner(w, h, of: transform, centerY: centerY, perspective: d, viewport: viewport),
      Self.corner(-w, h, of: transform, centerY: centerY, perspective: d, viewport: viewport)
    )
    offsets = (corners.0.offset, corners.1.offset, corners.2.offset, corners.3.offset)
    factors = (corners.0.factor, corners.1.factor, corners.2.factor, corners.3.factor)
    // The same min and max, in the same order, as boundingBox.
    minY = min(min(min(min(.infinity, corners.0.y), corners.1.y), corners.2.y), corners.3.y)
    maxY = max(max(max(max(-.infinity, corners.0.y), corners.1.y), corners.2.y), corners.3.y)
  }

  /// ``ItemAttributes/project(_:perspective:viewport:)``'s steps for the corner (`x`, `y`) but
  /// those that involve the centre's x: x / w, the perspective's factor (1 without a
  /// perspective) and the projected y.
  private static func corner(
    _ x: Double, _ y: Double, of transform: Transform3D, centerY: Double, perspective d: Double, viewport: CarouselSize
  ) -> (offset: Double, factor: Double, y: Double) {
    let p = transform.apply(x: x, y: y, z: 0)
    let offset = p.x / p.w
    let y = centerY + p.y / p.w
    let z = p.z / p.w
    guard d > 0 else { return (offset, 1, y) }
    let factor = ItemAttributes.factor(depth: z, eye: d)
    let cy = viewport.height / 2
    return (offset, factor, cy + (y - cy) * factor)
  }

  /// The projected x of a corner of the item centred at `centerX`.
  @inline(__always)
  private func projectedX(centerX: Double, offset: Double, factor: Double) -> Double {
    let x = centerX + offset
    guard hasPerspective else { return x }
    return viewportCenterX + (x - viewportCenterX) * factor
  }

  /// The bounding box of the item centred at `centerX`.
  @inline(__always)
  func box(centerX: Double) -> CarouselRect {
    let x0 = projectedX(centerX: centerX, offset: offsets.0, factor: factors.0)
    let x1 = projectedX(centerX: centerX, offset: offsets.1, factor: factors.1)
    let x2 = projectedX(centerX: centerX, offset: offsets.2, factor: factors.2)
    let x3 = projectedX(centerX: centerX, offset: offsets.3, factor: factors.3)
    return CarouselRect(
      minX: min(min(min(min(.infinity, x0), x1), x2), x3), minY: minY,
      maxX: max(max(max(max(-.infinity, x0), x1), x2), x3), maxY: maxY)
  }
}
