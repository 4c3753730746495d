#if canImport(UIKit)
  import CarouselCore
  import QuartzCore
  import UIKit

  /// The blur overlay of an item whose layout asks for a blur (`ItemEffects.blurRadius`):
  /// a `UIVisualEffectView` whose `UIBlurEffect` is brought in part way by a paused
  /// `UIViewPropertyAnimator`, as CollectionViewPagingLayout's `BlurEffectView.setBlurRadius`
  /// does (Lib/BlurEffectView.swift): UIKit has no public blur of a given radius, so the
  /// radius is shown as the fraction radius / `ItemEffects.fullBlurRadius` of a full
  /// `.light` blur. It covers the view, above its content, and takes no touches.
  @MainActor
  package final class CarouselBlurView: UIVisualEffectView {
    /// Paused part way; stopped before it is released (UIKit refuses to release a paused
    /// animator), in ``removeFromSuperview()`` or when the overlay goes.
    private nonisolated(unsafe) var animator: UIViewPropertyAnimator?

    package init() {
      super.init(effect: nil)
      isUserInteractionEnabled = false
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    package required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Shows `fraction` (0...1) of a full blur.
    package func setFraction(_ fraction: Double) {
      if animator == nil {
        effect = nil
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { [weak self] in
          self?.effect = UIBlurEffect(style: .light)
        }
        self.animator = animator
      }
      animator?.fractionComplete = CGFloat(min(max(fraction, 0), 1))
    }

    package override func removeFromSuperview() {
      animator?.stopAnimation(true)
      animator = nil
      super.removeFromSuperview()
    }

    deinit {
      // Views are released on the main thread.
      let animator = self.animator
      MainActor.assumeIsolated { animator?.stopAnimation(true) }
    }
  }

  extension UIView {
    /// Applies the effects a core layout asks for on this item view: a black layer shadow
    /// (`CALayer.shadowOpacity`, `shadowRadius`, `shadowOffset`; the layer's default shadow
    /// colour is opaque black) and a blur overlay (``CarouselBlurView``, removed without a
    /// blur). Without a shadow the layer's own shadow properties are left as the app set them
    /// (an item view may draw a shadow of its own), so a view that had a layout's shadow keeps
    /// it after a change to a layout without shadows until the app resets it.
    package func applyCarouselEffects(_ effects: ItemEffects) {
      if effects.hasShadow {
        layer.shadowOpacity = Float(effects.shadowOpacity)
        layer.shadowRadius = CGFloat(effects.shadowRadius)
        layer.shadowOffset = CGSize(width: CGFloat(effects.shadowOffsetX), height: CGFloat(effects.shadowOffsetY))
      }
      let overlay = subviews.last(where: { $0 is CarouselBlurView }) as? CarouselBlurView
      guard effects.hasBlur else {
        overlay?.removeFromSuperview()
        return
      }
      let blur = overlay ?? CarouselBlurView()
      if overlay == nil {
        blur.frame = bounds
        addSubview(blur)
      }
      blur.setFraction(effects.blurRadius / ItemEffects.fullBlurRadius)
    }
  }
#endif
