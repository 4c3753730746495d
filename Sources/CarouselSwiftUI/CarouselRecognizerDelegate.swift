#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import SwiftUI
  #if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
    import UIKit

    /// The delegate (and representable coordinator) of a ``Carousel``'s UIKit recognisers from
    /// iOS 18: the touch-down recogniser recognises with every other one (an enclosing scroll
    /// view still scrolls, the items' tap gestures and controls still work); the pan begins
    /// only when ``shouldBegin`` (the driver's direction decision) says so, so that an
    /// enclosing vertical `ScrollView` keeps the vertical drags.
    @available(iOS 18.0, *)
    @MainActor
    final class CarouselRecognizerDelegate: NSObject, UIGestureRecognizerDelegate {
      /// Whether the recogniser recognises alongside every other one.
      let recognizesSimultaneously: Bool
      /// Asked with the pan's velocity (in its view) whether it may begin.
      var shouldBegin: (@MainActor (CGPoint) -> Bool)?

      init(recognizesSimultaneously: Bool) {
        self.recognizesSimultaneously = recognizesSimultaneously
      }

      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let shouldBegin else { return true }
        return shouldBegin(pan.velocity(in: pan.view))
      }

      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool {
        recognizesSimultaneously
      }
    }
  #endif
#endif
