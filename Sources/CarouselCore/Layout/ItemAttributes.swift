import RealModule

/// How one item is shown: what a layout computes for each visible item.
///
/// The item's view is `size` large, centred on `center`, then scaled by `scale` and rotated by
/// `rotation` about its centre (the order of `CGAffineTransform(rotationAngle:).scaledBy`),
/// and, for 3D layouts, transformed by `transform` about its centre with the layout's
/// perspective applied by the container.
public struct ItemAttributes: Sendable, Hashable {
  /// The item's place on the (possibly infinite) track.
  public var position: Int
  /// The item index: `position` modulo the item count.
  public var index: Int
  /// The centre, in viewport coordinates (points, y down).
  public var center: CarouselPoint
  /// The untransformed size, in points.
  public var size: CarouselSize
  /// The uniform scale.
  public var scale: Double
  /// The rotation in the viewport's plane, in radians (clockwise on screen, as UIKit's
  /// `CGAffineTransform(rotationAngle:)`).
  public var rotation: Double
  /// The 3D transform about the item's centre, for 3D layouts (`nil` for flat ones).
  public var transform: Transform3D?
  /// The drawing order: higher values are drawn above lower ones.
  public var zIndex: Double
  /// The opacity, 0…1.
  public var alpha: Double
  /// The wheel's sector outline, for the wheel layout.
  public var arc: WheelArc?
  /// The blur and shadow the layout asks for (``ItemEffects/none`` by default): drawing
  /// effects, not geometry (they leave ``boundingBox(perspective:viewport:)`` unchanged).
  public var effects: ItemEffects
  /// The grid of pieces the item is drawn as, for sliced layouts (``SnapshotLayout``); `nil`
  /// draws the item whole.
  public var pieces: ItemPieces?

  public init(
    position: Int, index: Int, center: CarouselPoint, size: CarouselSize, scale: Double = 1, rotation: Double = 0,
    transform: Transform3D? = nil, zIndex: Double = 0, alpha: Double = 1, arc: WheelArc? = nil,
    effects: ItemEffects = .none, pieces: ItemPieces? = nil
  ) {
    self.position = position
    self.index = index
    self.center = center
    self.size = size
    self.scale = scale
    self.rotation = rotation
    self.transform = transform
    self.zIndex = zIndex
    self.alpha = alpha
    self.arc = arc
    self.effects = effects
    self.pieces = pieces
  }

  /// The axis-aligned bounding box of the item as drawn, in viewport coordinates.
  ///
  /// Flat items: the scaled and rotated rectangle. 3D items: the four corners are
  /// transformed and projected with the eye `perspective` points in front of the viewport's
  /// centre (`viewport`). O(1).
  public func boundingBox(perspective: Double?, viewport: CarouselSize) -> CarouselRect {
    let w = size.width * scale / 2
    let h = size.height * scale / 2
    guard let transform else {
      // cos 0 = 1 and sin 0 = ±0 exactly: unrotated items skip the calls.
      let c = rotation == 0 ? 1 : abs(Double.cos(rotation))
      let s = rotation == 0 ? 0 : abs(Double.sin(rotation))
      return Self.flatBoundingBox(center: center, halfWidth: w, halfHeight: h, cosine: c, sine: s)
    }
    return Self.boundingBox(
      center: center, halfWidth: w, halfHeight: h, transform: transform, perspective: perspective, viewport: viewport)
  }

  /// The bounding box of a flat item centred on `center`, `halfWidth` × `halfHeight` after its
  /// scale, rotated by an angle whose |cos| and |sin| are `cosine` and `sine`: what
  /// ``boundingBox(perspective:viewport:)`` computes for items without a transform, for
  /// layouts that know the trigonometry already.
  @inline(__always)
  static func flatBoundingBox(
    center: CarouselPoint, halfWidth w: Double, halfHeight h: Double, cosine c: Double, sine s: Double
  ) -> CarouselRect {
    let hx = w * c + h * s
    let hy = w * s + h * c
    return CarouselRect(minX: center.x - hx, minY: center.y - hy, maxX: center.x + hx, maxY: center.y + hy)
  }

  /// The bounding box of a 3D item centred on `center`, `halfWidth` × `halfHeight` after its
  /// scale: what ``boundingBox(perspective:viewport:)`` computes for items with a transform,
  /// for layouts that check an item before building its attributes.
  static func boundingBox(
    center: CarouselPoint, halfWidth w: Double, halfHeight h: Double, transform: Transform3D, perspective: Double?,
    viewport: CarouselSize
  ) -> CarouselRect {
    var box = CarouselRect(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
    // An affine transform (the last column 0, 0, 0, 1, as every built-in layout's: the
    // perspective is the container's) gives the corners (z = 0, finite) w = 1 exactly, and
    // x / 1 = x: the same points without the divisions.
    if transform.m14 == 0, transform.m24 == 0, transform.m34 == 0, transform.m44 == 1 {
      if transform.m13 == 0, transform.m23 == 0, let d = perspective, d > 0 {
        // Not turned out of the viewport's plane (a turn about its normal, a scale, moves): every
        // corner's depth x · 0 + y · 0 + 0 · m33 + m43 is m43 (up to the sign of a zero, which
        // 1 − z/d does not see), so the four projections share one factor: the same numbers.
        includeCorners(
          halfWidth: w, halfHeight: h, of: transform, affine: true, center: center, perspective: perspective,
          sharedFactor: factor(depth: transform.m43, eye: d), viewport: viewport, in: &box)
      } else {
        includeCorners(
          halfWidth: w, halfHeight: h, of: transform, affine: true, center: center, perspective: perspective,
          sharedFactor: nil, viewport: viewport, in: &box)
      }
    } else {
      includeCorners(
        halfWidth: w, halfHeight: h, of: transform, affine: false, center: center, perspective: perspective,
        sharedFactor: nil, viewport: viewport, in: &box)
    }
    return box
  }

  /// Grows `box` to the projections of the four corners, in this order (written out: a loop
  /// over a literal array of corners cost more than the projections); called with a constant
  /// `affine` and a `sharedFactor` or `nil`, so that each call site has the projections of its
  /// own kind only. `sharedFactor`: the perspective's factor of an affine transform's corners
  /// when they share their depth (computed once), `nil`: each corner's own.
  @inline(__always)
  private static func includeCorners(
    halfWidth w: Double, halfHeight h: Double, of transform: Transform3D, affine: Bool, center: CarouselPoint,
    perspective: Double?, sharedFactor: Double?, viewport: CarouselSize, in box: inout CarouselRect
  ) {
    include(
      corner: -w, -h, of: transform, affine: affine, center: center, perspective: perspective,
      sharedFactor: sharedFactor, viewport: viewport, in: &box)
    include(
      corner: w, -h, of: transform, affine: affine, center: center, perspective: perspective,
      sharedFactor: sharedFactor, viewport: viewport, in: &box)
    include(
      corner: w, h, of: transform, affine: affine, center: center, perspective: perspective,
      sharedFactor: sharedFactor, viewport: viewport, in: &box)
    include(
      corner: -w, h, of: transform, affine: affine, center: center, perspective: perspective,
      sharedFactor: sharedFactor, viewport: viewport, in: &box)
  }

  /// Grows `box` to the projection of the corner (`x`, `y`) relative to `center`; `affine`:
  /// the transform's last column is (0, 0, 0, 1), so the corner's w is 1; `sharedFactor`, of an
  /// affine transform: the perspective's factor for the corner's depth, given.
  @inline(__always)
  private static func include(
    corner x: Double, _ y: Double, of transform: Transform3D, affine: Bool, center: CarouselPoint, perspective: Double?,
    sharedFactor: Double?, viewport: CarouselSize, in box: inout CarouselRect
  ) {
    let p: CarouselPoint
    if affine {
      let q = (
        x: x * transform.m11 + y * transform.m21 + 0 * transform.m31 + transform.m41,
        y: x * transform.m12 + y * transform.m22 + 0 * transform.m32 + transform.m42,
        z: x * transform.m13 + y * transform.m23 + 0 * transform.m33 + transform.m43
      )
      if let sharedFactor {
        p = projected(x: center.x + q.x, y: center.y + q.y, factor: sharedFactor, viewport: viewport)
      } else {
        p = project(x: center.x + q.x, y: center.y + q.y, z: q.z, perspective: perspective, viewport: viewport)
      }
    } else {
      p = project(transform.apply(x: x, y: y, z: 0), center: center, perspective: perspective, viewport: viewport)
    }
    box.minX = min(box.minX, p.x)
    box.maxX = max(box.maxX, p.x)
    box.minY = min(box.minY, p.y)
    box.maxY = max(box.maxY, p.y)
  }

  /// Projects a point given relative to the item's centre (after its transform) into the
  /// viewport, with the eye `perspective` points in front of the viewport's centre.
  @inline(__always)
  public func project(
    _ p: (x: Double, y: Double, z: Double, w: Double), perspective: Double?, viewport: CarouselSize
  ) -> CarouselPoint {
    Self.project(p, center: center, perspective: perspective, viewport: viewport)
  }

  /// ``project(_:perspective:viewport:)`` for an item centred on `center`.
  @inline(__always)
  static func project(
    _ p: (x: Double, y: Double, z: Double, w: Double), center: CarouselPoint, perspective: Double?,
    viewport: CarouselSize
  ) -> CarouselPoint {
    project(
      x: center.x + p.x / p.w, y: center.y + p.y / p.w, z: p.z / p.w, perspective: perspective, viewport: viewport)
  }

  /// The point (`x`, `y`) at depth `z` (viewport coordinates, after the divide by w) seen with
  /// the eye `perspective` points in front of the viewport's centre.
  @inline(__always)
  static func project(x: Double, y: Double, z: Double, perspective: Double?, viewport: CarouselSize) -> CarouselPoint {
    guard let d = perspective, d > 0 else { return CarouselPoint(x: x, y: y) }
    return projected(x: x, y: y, factor: factor(depth: z, eye: d), viewport: viewport)
  }

  /// The perspective's factor for a point at depth `z` seen with the eye `d` (> 0) points in
  /// front of the viewport's centre: m34 = −1/d gives w′ = 1 − z/d, so 1 / max(1 − z/d, 10⁻⁶).
  @inline(__always)
  static func factor(depth z: Double, eye d: Double) -> Double { 1 / max(1 - z / d, 1e-6) }

  /// The point (`x`, `y`) moved from the viewport's centre by `factor`
  /// (``factor(depth:eye:)``'s).
  @inline(__always)
  static func projected(x: Double, y: Double, factor: Double, viewport: CarouselSize) -> CarouselPoint {
    let cx = viewport.width / 2
    let cy = viewport.height / 2
    return CarouselPoint(x: cx + (x - cx) * factor, y: cy + (y - cy) * factor)
  }
}
