import RealModule

extension ItemAttributes {
  /// The flat transform about the item's centre: rotation by ``rotation`` and uniform scale by
  /// ``scale``, as `CGAffineTransform(rotationAngle: rotation).scaledBy(x: scale, y: scale)`:
  /// a = s·cos θ, b = s·sin θ, c = −s·sin θ, d = s·cos θ. O(1).
  package var affineComponents: AffineComponents {
    let cosine = Double.cos(rotation)
    let sine = Double.sin(rotation)
    return AffineComponents(a: scale * cosine, b: scale * sine, c: -scale * sine, d: scale * cosine)
  }

  /// Whether the item needs a 3D transform to be drawn (it has a ``transform``); flat items
  /// are drawn with ``affineComponents`` alone.
  package var needsTransform3D: Bool { transform != nil }

  /// The whole transform of the item about its centre, as one `CATransform3D`: the flat part
  /// (`affineComponents`), then ``transform``, then the layout's perspective baked in about
  /// the viewport's centre.
  ///
  /// With c the item's centre, v the viewport's centre and P the perspective (m34 = −1/d),
  /// the result is F · T · Tr(c − v) · P · Tr(v − c): a layer placed at c with this transform
  /// is drawn exactly where ``project(_:perspective:viewport:)`` puts it, which is what a
  /// container `sublayerTransform` with m34 = −1/d would do. Baking the perspective into each
  /// item keeps it right inside any container (a `UICollectionView`, a SwiftUI stack) and
  /// leaves the layer's `zPosition` free for the drawing order, with no parallax. O(1).
  ///
  /// - Parameters:
  ///   - perspective: the eye distance in points (``CarouselLayout/perspective``), or `nil`.
  ///   - viewport: the viewport's size, in points.
  public func transform3D(perspective: Double?, viewport: CarouselSize) -> Transform3D {
    let flat = affineComponents
    var result = Transform3D()
    result.m11 = flat.a
    result.m12 = flat.b
    result.m21 = flat.c
    result.m22 = flat.d
    if let transform { result = result.concatenating(transform) }
    guard let d = perspective, d > 0, d.isFinite else { return result }
    let dx = center.x - viewport.width / 2
    let dy = center.y - viewport.height / 2
    var eye = Transform3D()
    eye.m34 = -1 / d
    return result.concatenating(.translation(x: dx, y: dy, z: 0)).concatenating(eye).concatenating(
      .translation(x: -dx, y: -dy, z: 0))
  }

  /// ``transform3D(perspective:viewport:)`` about the item's top-leading corner instead of its
  /// centre, for drawing systems whose transforms pivot on a view's origin (SwiftUI's
  /// `projectionEffect`): Tr(−w/2, −h/2) · M · Tr(w/2, h/2). O(1).
  package func transform3DAboutOrigin(perspective: Double?, viewport: CarouselSize) -> Transform3D {
    let halfWidth = size.width / 2
    let halfHeight = size.height / 2
    return Transform3D.translation(x: -halfWidth, y: -halfHeight, z: 0)
      .concatenating(transform3D(perspective: perspective, viewport: viewport))
      .concatenating(.translation(x: halfWidth, y: halfHeight, z: 0))
  }

  /// ``zIndex`` as an integer that keeps the order of values 0.001 apart
  /// (`UICollectionViewLayoutAttributes.zIndex` is an `Int`): round(1000 · zIndex), clamped
  /// to ±10⁹. O(1).
  package var integerZIndex: Int {
    guard zIndex.isFinite else { return 0 }
    return Int(min(max((zIndex * 1000).rounded(), -1e9), 1e9))
  }

  /// The four corners of the item as drawn, in viewport coordinates, in order round the
  /// outline (top-leading, top-trailing, bottom-trailing, bottom-leading before the
  /// transforms). O(1).
  @_spi(Rendering)
  public func drawnCorners(perspective: Double?, viewport: CarouselSize) -> [CarouselPoint] {
    let w = size.width / 2
    let h = size.height / 2
    let flat = affineComponents
    return [(-w, -h), (w, -h), (w, h), (-w, h)].map { x, y in
      let fx = flat.a * x + flat.c * y
      let fy = flat.b * x + flat.d * y
      let p = (transform ?? .identity).apply(x: fx, y: fy, z: 0)
      return project(p, perspective: perspective, viewport: viewport)
    }
  }

  /// Whether `point` (viewport coordinates) lies on the item as drawn: inside the quadrilateral
  /// of ``drawnCorners(perspective:viewport:)`` (edges included). Items seen edge-on contain
  /// nothing. O(1).
  package func contains(_ point: CarouselPoint, perspective: Double?, viewport: CarouselSize) -> Bool {
    guard point.x.isFinite, point.y.isFinite else { return false }
    let corners = drawnCorners(perspective: perspective, viewport: viewport)
    var sign = 0.0
    for i in corners.indices {
      let a = corners[i]
      let b = corners[(i + 1) % corners.count]
      let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
      guard cross.isFinite else { return false }
      if cross == 0 { continue }
      if sign == 0 {
        sign = cross
      } else if (cross > 0) != (sign > 0) {
        return false
      }
    }
    return sign != 0
  }
}

extension CarouselLayout {
  /// The item drawn on top at `point` (viewport coordinates) among `items`: the one with the
  /// highest ``ItemAttributes/zIndex`` that contains the point (on a tie, the later one, as
  /// views added later are drawn above). `nil` when the point is on no item.
  ///
  /// - Complexity: O(items).
  package func item(at point: CarouselPoint, in items: [ItemAttributes], viewport: CarouselSize) -> ItemAttributes? {
    var best: ItemAttributes?
    for item in items where item.contains(point, perspective: perspective, viewport: viewport) {
      if best.map({ item.zIndex >= $0.zIndex }) ?? true { best = item }
    }
    return best
  }
}

extension ItemAttributes {
  /// The attributes mirrored left to right in `viewport` (for right-to-left layouts): the
  /// centre's x becomes W − x, rotations change sign, 3D transforms and pieces
  /// (``ItemPieces/isMirrored``) are mirrored.
  package func mirrored(in viewport: CarouselSize) -> ItemAttributes {
    var item = self
    item.center.x = viewport.width - center.x
    item.rotation = -rotation
    item.pieces?.isMirrored.toggle()
    if var t = transform {
      // M′ = S · M · S with S = diag(−1, 1, 1, 1).
      t.m12 = -t.m12
      t.m13 = -t.m13
      t.m14 = -t.m14
      t.m21 = -t.m21
      t.m31 = -t.m31
      t.m41 = -t.m41
      item.transform = t
    }
    return item
  }
}
