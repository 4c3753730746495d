#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import SwiftUI
  #if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
    import UIKit

    /// A ``Carousel``'s pan from iOS 18: a UIKit pan recogniser (one finger) whose
    /// `gestureRecognizerShouldBegin` asks the driver's direction decision, so that a vertical
    /// parent `ScrollView` keeps its pans (a SwiftUI drag gesture inside a scroll view can take
    /// them from iOS 18), and whose states reach the driver: `began` claims the drag,
    /// `cancelled` and `failed` mean the platform took the touch.
    @available(iOS 18.0, *)
    struct CarouselPanGesture: UIGestureRecognizerRepresentable {
      /// Whether the pan may begin, given its velocity (the driver's `shouldBeginDrag`).
      var shouldBegin: @MainActor (CGPoint) -> Bool
      /// Receives each state of the pan, at the finger's location in the carousel's space.
      var onPan: @MainActor (RecognizerState, CGPoint) -> Void

      func makeCoordinator(converter: CoordinateSpaceConverter) -> CarouselRecognizerDelegate {
        CarouselRecognizerDelegate(recognizesSimultaneously: false)
      }

      func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
        let recognizer = UIPanGestureRecognizer()
        recognizer.maximumNumberOfTouches = 1
        recognizer.delegate = context.coordinator
        context.coordinator.shouldBegin = shouldBegin
        return recognizer
      }

      func updateUIGestureRecognizer(_ recognizer: UIPanGestureRecognizer, context: Context) {
        context.coordinator.shouldBegin = shouldBegin
      }

      func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
        guard let state = RecognizerState(recognizer.state) else { return }
        onPan(state, context.converter.localLocation)
      }
    }
  #endif
#endif
