#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import SwiftUI
  #if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
    import UIKit

    /// A ``Carousel``'s raw touches from iOS 18: a UIKit touch-down recogniser (a long press
    /// with no minimum duration, which begins at touch-down and follows the finger), whose
    /// states are the raw touches (`RecognizerState.touchPhase`), cancellation included. It
    /// recognises with every other recogniser and cancels no touches, as the UIKit
    /// `CarouselView`'s does.
    @available(iOS 18.0, *)
    struct CarouselTouchDownGesture: UIGestureRecognizerRepresentable {
      /// Receives each raw touch, at the finger's location in the carousel's space.
      var onTouch: @MainActor (TouchEvent.Phase, CGPoint) -> Void

      func makeCoordinator(converter: CoordinateSpaceConverter) -> CarouselRecognizerDelegate {
        CarouselRecognizerDelegate(recognizesSimultaneously: true)
      }

      func makeUIGestureRecognizer(context: Context) -> UILongPressGestureRecognizer {
        let recognizer = UILongPressGestureRecognizer()
        recognizer.minimumPressDuration = 0
        recognizer.allowableMovement = .greatestFiniteMagnitude
        recognizer.cancelsTouchesInView = false
        recognizer.delegate = context.coordinator
        return recognizer
      }

      func handleUIGestureRecognizerAction(_ recognizer: UILongPressGestureRecognizer, context: Context) {
        guard let phase = RecognizerState(recognizer.state)?.touchPhase else { return }
        onTouch(phase, context.converter.localLocation)
      }
    }
  #endif
#endif
