/// A projective transform of the plane: the 3 × 3 matrix that maps a point (x, y) of a flat
/// view to (x′, y′) = ((x m11 + y m21 + m31) / w, (x m12 + y m22 + m32) / w) with
/// w = x m13 + y m23 + m33 (row vectors, as Core Graphics and SwiftUI's `ProjectionTransform`).
///
/// What a ``Transform3D`` does to the plane z = 0 that a view lies in: drawing systems that
/// transform flat views projectively (SwiftUI's `projectionEffect`) take this, with the 3D
/// matrix's z row and column dropped (``Transform3D/projective``).
package struct ProjectiveTransform: Sendable, Hashable {
  package var m11 = 1.0, m12 = 0.0, m13 = 0.0
  package var m21 = 0.0, m22 = 1.0, m23 = 0.0
  package var m31 = 0.0, m32 = 0.0, m33 = 1.0

  /// The identity.
  package init() {}

  /// Applies the transform to a point (the result is not finite where w = 0). O(1).
  package func apply(to point: CarouselPoint) -> CarouselPoint {
    let w = point.x * m13 + point.y * m23 + m33
    return CarouselPoint(
      x: (point.x * m11 + point.y * m21 + m31) / w, y: (point.x * m12 + point.y * m22 + m32) / w)
  }
}

extension Transform3D {
  /// The transform of the plane z = 0 (rows 1, 2 and 4, columns 1, 2 and 4 of the matrix):
  /// where this 3D transform, perspective included, draws each point of a flat view. O(1).
  package var projective: ProjectiveTransform {
    var p = ProjectiveTransform()
    p.m11 = m11
    p.m12 = m12
    p.m13 = m14
    p.m21 = m21
    p.m22 = m22
    p.m23 = m24
    p.m31 = m41
    p.m32 = m42
    p.m33 = m44
    return p
  }
}
