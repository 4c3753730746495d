/// The linear part of a 2D affine transform in Core Graphics' layout: a point (x, y) maps to
/// (a·x + c·y, b·x + d·y). `CGAffineTransform(a:b:c:d:tx:ty:)` takes these with tx = ty = 0.
package struct AffineComponents: Sendable, Hashable {
  package var a: Double
  package var b: Double
  package var c: Double
  package var d: Double

  package init(a: Double, b: Double, c: Double, d: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
  }

  /// The identity.
  package static let identity = AffineComponents(a: 1, b: 0, c: 0, d: 1)
}
