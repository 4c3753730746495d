import RealModule

/// A 4×4 homogeneous transform in Core Animation's layout (`CATransform3D`): points are row
/// vectors multiplied on the left, p′ = p · M, and `a.concatenating(b)` applies `a` first.
/// Layouts express 3D item transforms about the item's centre with it; the perspective is
/// the layout's ``CarouselLayout/perspective``, applied by the container (a
/// `sublayerTransform` with m34 = −1/d), so that every item shares one vanishing point at the
/// viewport's centre.
public struct Transform3D: Sendable, Hashable {
  public var m11 = 1.0, m12 = 0.0, m13 = 0.0, m14 = 0.0
  public var m21 = 0.0, m22 = 1.0, m23 = 0.0, m24 = 0.0
  public var m31 = 0.0, m32 = 0.0, m33 = 1.0, m34 = 0.0
  public var m41 = 0.0, m42 = 0.0, m43 = 0.0, m44 = 1.0

  /// The identity.
  public static let identity = Transform3D()

  public init() {}

  /// A translation by (x, y, z) points.
  @inline(__always)
  public static func translation(x: Double, y: Double, z: Double) -> Transform3D {
    var t = Transform3D()
    t.m41 = x
    t.m42 = y
    t.m43 = z
    return t
  }

  /// A rotation by `angle` radians about the y axis (as `CATransform3DMakeRotation(angle, 0, 1, 0)`).
  @inline(__always)
  public static func rotationY(_ angle: Double) -> Transform3D {
    var t = Transform3D()
    let c = Double.cos(angle)
    let s = Double.sin(angle)
    t.m11 = c
    t.m13 = -s + 0
    t.m31 = s
    t.m33 = c
    return t
  }

  /// A rotation by `angle` radians about the x axis (as `CATransform3DMakeRotation(angle, 1, 0, 0)`):
  /// m22 = m33 = cos, m23 = sin, m32 = −sin.
  @inline(__always)
  public static func rotationX(_ angle: Double) -> Transform3D {
    var t = Transform3D()
    let c = Double.cos(angle)
    let s = Double.sin(angle)
    t.m22 = c
    t.m23 = s
    t.m32 = -s
    t.m33 = c
    return t
  }

  /// `rotationY(angle).concatenating(.translation(x: 0, y: 0, z: z))` built directly from
  /// `cosine` = cos(angle) and `sine` = sin(angle), for finite values: each entry of that
  /// product adds one product of the two matrices' entries to others that are exact zeros
  /// (or is made of zeros alone, +0), which only turns −0 into +0 (x + 0 does the same).
  @inline(__always)
  static func rotationY(cosine c: Double, sine s: Double, thenTranslationZ z: Double) -> Transform3D {
    var t = Transform3D()
    t.m11 = c + 0
    t.m13 = -s + 0
    t.m31 = s + 0
    t.m33 = c + 0
    t.m43 = z + 0
    return t
  }

  /// `rotationX(angle).concatenating(.translation(x: 0, y: 0, z: z))` built directly from
  /// `cosine` = cos(angle) and `sine` = sin(angle), for finite values, as
  /// ``rotationY(cosine:sine:thenTranslationZ:)`` is: the product's entries are m22 = c,
  /// m23 = s, m32 = −s, m33 = c and m43 = z, each plus exact zeros (+0 written as `+ 0`), the
  /// others the identity's.
  @inline(__always)
  static func rotationX(cosine c: Double, sine s: Double, thenTranslationZ z: Double) -> Transform3D {
    var t = Transform3D()
    t.m22 = c + 0
    t.m23 = s + 0
    t.m32 = -s + 0
    t.m33 = c + 0
    t.m43 = z + 0
    return t
  }

  /// A uniform scale.
  public static func scale(_ factor: Double) -> Transform3D {
    var t = Transform3D()
    t.m11 = factor
    t.m22 = factor
    t.m33 = factor
    return t
  }

  /// This transform followed by `other` (`CATransform3DConcat(self, other)`). Allocation-free.
  @inline(__always)
  public func concatenating(_ o: Transform3D) -> Transform3D {
    var r = Transform3D()
    r.m11 = m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41
    r.m12 = m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42
    r.m13 = m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43
    r.m14 = m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44
    r.m21 = m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41
    r.m22 = m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42
    r.m23 = m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43
    r.m24 = m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44
    r.m31 = m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41
    r.m32 = m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42
    r.m33 = m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43
    r.m34 = m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44
    r.m41 = m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41
    r.m42 = m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42
    r.m43 = m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43
    r.m44 = m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44
    return r
  }

  /// Applies the transform to (x, y, z): returns the transformed point and its w.
  @inline(__always)
  public func apply(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double, w: Double) {
    (
      x * m11 + y * m21 + z * m31 + m41,
      x * m12 + y * m22 + z * m32 + m42,
      x * m13 + y * m23 + z * m33 + m43,
      x * m14 + y * m24 + z * m34 + m44
    )
  }

  /// The 16 entries in row order (m11, m12, … m44), as `CATransform3D`'s fields.
  public var entries: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }
}
