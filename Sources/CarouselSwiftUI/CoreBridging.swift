#if canImport(SwiftUI)
  import CarouselCore
  import CoreGraphics
  import SwiftUI

  extension ProjectionTransform {
    /// The core's flattened transform of the plane (``CarouselCore/Transform3D/projective``),
    /// the same matrix layout (row vectors).
    init(_ p: ProjectiveTransform) {
      self.init()
      m11 = CGFloat(p.m11)
      m12 = CGFloat(p.m12)
      m13 = CGFloat(p.m13)
      m21 = CGFloat(p.m21)
      m22 = CGFloat(p.m22)
      m23 = CGFloat(p.m23)
      m31 = CGFloat(p.m31)
      m32 = CGFloat(p.m32)
      m33 = CGFloat(p.m33)
    }
  }
#endif
