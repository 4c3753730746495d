#if canImport(UIKit)
  import CarouselCore
  import QuartzCore
  import UIKit

  // Conversions between the core's plain values (Double) and Core Graphics, Core Animation and
  // UIKit, and the playing of its haptics plans, for both front ends (SwiftUI's own types,
  // edges and projection transforms, are bridged in CarouselSwiftUI/Shared/SwiftUIBridging.swift).

  extension CarouselAccessibility.ScrollDirection {
    /// The core's direction for UIKit's (`nil` for a direction UIKit adds later).
    package init?(_ direction: UIAccessibilityScrollDirection) {
      switch direction {
      case .right: self = .right
      case .left: self = .left
      case .up: self = .up
      case .down: self = .down
      case .next: self = .next
      case .previous: self = .previous
      @unknown default: return nil
      }
    }
  }

  extension CarouselSize {
    package init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
  }

  extension CarouselPoint {
    package init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
  }

  extension CGPoint {
    package init(_ point: CarouselPoint) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
  }

  extension CGSize {
    package init(_ size: CarouselSize) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
  }

  extension CGAffineTransform {
    /// The flat transform of an item about its centre.
    package init(_ m: AffineComponents) {
      self.init(a: CGFloat(m.a), b: CGFloat(m.b), c: CGFloat(m.c), d: CGFloat(m.d), tx: 0, ty: 0)
    }
  }

  extension CATransform3D {
    /// The same matrix: `Transform3D` uses Core Animation's row-vector layout.
    package init(_ t: Transform3D) {
      self.init(
        m11: CGFloat(t.m11), m12: CGFloat(t.m12), m13: CGFloat(t.m13), m14: CGFloat(t.m14),
        m21: CGFloat(t.m21), m22: CGFloat(t.m22), m23: CGFloat(t.m23), m24: CGFloat(t.m24),
        m31: CGFloat(t.m31), m32: CGFloat(t.m32), m33: CGFloat(t.m33), m34: CGFloat(t.m34),
        m41: CGFloat(t.m41), m42: CGFloat(t.m42), m43: CGFloat(t.m43), m44: CGFloat(t.m44))
    }
  }

  extension UIView {
    /// Places a view as a core layout says: size, centre, transform (flat or 3D, the
    /// perspective baked in), opacity, drawing order, shadow and blur (``applyCarouselEffects(_:)``).
    package func applyCarouselItem(_ item: ItemAttributes, perspective: Double?, viewport: CarouselSize) {
      applyCarouselPlacement(item, perspective: perspective, viewport: viewport)
      applyCarouselEffects(item.effects)
    }

    /// ``applyCarouselItem(_:perspective:viewport:)`` without the effects: size, centre,
    /// transform, opacity and drawing order (what a sliced item's pieces view is placed with).
    package func applyCarouselPlacement(_ item: ItemAttributes, perspective: Double?, viewport: CarouselSize) {
      bounds = CGRect(origin: .zero, size: CGSize(item.size))
      center = CGPoint(item.center)
      if item.needsTransform3D {
        transform3D = CATransform3D(item.transform3D(perspective: perspective, viewport: viewport))
      } else {
        transform = CGAffineTransform(item.affineComponents)
      }
      alpha = CGFloat(item.alpha)
      layer.zPosition = CGFloat(item.zIndex)
    }
  }

  extension RecognizerState {
    /// The state of a UIKit gesture recogniser, one to one; `nil` for a state a later UIKit
    /// may add.
    package init?(_ state: UIGestureRecognizer.State) { self.init(uiKitRawValue: state.rawValue) }
  }

  extension UISelectionFeedbackGenerator {
    /// Plays one update's selection haptics as the core planned them (`CarouselUpdate.feedback`):
    /// prepares, clicks once per item passed, and prepares again, as the plan says.
    package func play(_ plan: SelectionFeedbackPlan) {
      if plan.prepares { prepare() }
      for _ in 0..<plan.clicks { selectionChanged() }
      if plan.preparesAfter { prepare() }
    }
  }
#endif
