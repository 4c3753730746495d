#if canImport(SwiftUI)
  import CarouselCore
  import QuartzCore

  extension CATransform3D {
    /// The same matrix: `Transform3D` uses Core Animation's row-vector layout.
    init(_ t: Transform3D) {
      self.init(
        m11: CGFloat(t.m11), m12: CGFloat(t.m12), m13: CGFloat(t.m13), m14: CGFloat(t.m14),
        m21: CGFloat(t.m21), m22: CGFloat(t.m22), m23: CGFloat(t.m23), m24: CGFloat(t.m24),
        m31: CGFloat(t.m31), m32: CGFloat(t.m32), m33: CGFloat(t.m33), m34: CGFloat(t.m34),
        m41: CGFloat(t.m41), m42: CGFloat(t.m42), m43: CGFloat(t.m43), m44: CGFloat(t.m44))
    }
  }
#endif
