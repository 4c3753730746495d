/// The linear part of a 2D affine transform in Core Graphics' layout: a point (x, y) maps to
/// (a·x + c·y, b·x + d·y). `CGAffineTransform(a:b:c:d:tx:ty:)` takes these with tx = ty = 0.
public struct AffineComponents: Sendable, Hashable {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double

  public init(a: Double, b: Double, c: Double, d: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
  }

  /// The identity.
  public static let identity = AffineComponents(a: 1, b: 0, c: 0, d: 1)
}
