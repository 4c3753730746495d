#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import CoreGraphics
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #endif

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
  extension CarouselPoint {
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
  }

  #if canImport(UIKit)
    extension RecognizerState {
      /// The state of a UIKit gesture recogniser, one to one; `nil` for a state a later UIKit
      /// may add.
      init?(_ state: UIGestureRecognizer.State) { self.init(uiKitRawValue: state.rawValue) }
    }
  #endif
#endif
