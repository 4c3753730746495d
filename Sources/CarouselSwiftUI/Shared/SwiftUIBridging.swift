#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import CoreGraphics
  import SwiftUI

  // Conversions between the core's values and SwiftUI's own types. Core Graphics and UIKit
  // (points, sizes, recogniser states, touch phases) are bridged once for both front ends, in
  // CarouselUIKitSupport's CoreBridging.swift.

  extension CarouselAccessibility.Edge {
    /// The core's name for SwiftUI's edge (`accessibilityScrollAction`).
    init(_ edge: Edge) {
      switch edge {
      case .top: self = .top
      case .leading: self = .leading
      case .bottom: self = .bottom
      case .trailing: self = .trailing
      }
    }
  }

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
