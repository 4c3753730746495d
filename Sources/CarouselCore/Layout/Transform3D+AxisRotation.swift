import RealModule

extension Transform3D {
  /// A rotation by `angle` radians about the axis (`x`, `y`, `z`), as
  /// `CATransform3DMakeRotation(angle, x, y, z)`: the axis is normalised, a zero (or
  /// non-finite) axis or angle gives the identity. With (x, y, z) the unit axis, c = cos angle,
  /// s = sin angle and t = 1 − c (Rodrigues' formula in Core Animation's row-vector layout):
  ///
  ///     m11 = t·x² + c     m12 = t·x·y + s·z  m13 = t·x·z − s·y
  ///     m21 = t·x·y − s·z  m22 = t·y² + c     m23 = t·y·z + s·x
  ///     m31 = t·x·z + s·y  m32 = t·y·z − s·x  m33 = t·z² + c
  ///
  /// so that (0, 1, 0) gives ``rotationY(_:)`` and (1, 0, 0) ``rotationX(_:)``. O(1).
  @inline(__always)
  public static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite, angle.isFinite else { return Transform3D() }
    let x = x / length
    let y = y / length
    let z = z / length
    let c = Double.cos(angle)
    let s = Double.sin(angle)
    let t = 1 - c
    var r = Transform3D()
    r.m11 = t * x * x + c
    r.m12 = t * x * y + s * z
    r.m13 = t * x * z - s * y
    r.m21 = t * x * y - s * z
    r.m22 = t * y * y + c
    r.m23 = t * y * z + s * x
    r.m31 = t * x * z + s * y
    r.m32 = t * y * z - s * x
    r.m33 = t * z * z + c
    return r
  }
}
