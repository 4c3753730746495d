#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import CarouselUIKitSupport
  import SwiftUI
  #if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
    import UIKit

    /// A ``Carousel``'s raw touches from iOS 18: a `TouchTrackingGestureRecognizer` (the same
    /// as the UIKit `CarouselView`'s) that reports each `UITouch` on its own (its own location
    /// in the window, converted into the carousel's space by the representable's converter,
    /// and its own timestamp), cancellation included. It recognises
    /// with every other recogniser and cancels no touches, as the UIKit `CarouselView`'s does.
    /// Raw touches catch the content, hold autoplay and may tap; they never begin a drag
    /// (``CarouselPanGesture`` does, `InputRules.swiftUIRecognizers`).
    @available(iOS 18.0, *)
    struct CarouselTouchDownGesture: UIGestureRecognizerRepresentable {
      /// Where the touches go (the carousel's model).
      let sink: any CarouselInputSink

      func makeCoordinator(converter: CoordinateSpaceConverter) -> CarouselRecognizerDelegate {
        let coordinator = CarouselRecognizerDelegate(recognizesSimultaneously: true)
        coordinator.localLocation = { converter.localLocation }
        coordinator.localPoint = { converter.convert(globalPoint: $0) }
        return coordinator
      }

      func makeUIGestureRecognizer(context: Context) -> TouchTrackingGestureRecognizer {
        let recognizer = TouchTrackingGestureRecognizer(target: nil, action: nil)
        recognizer.cancelsTouchesInView = false
        recognizer.delaysTouchesEnded = false
        recognizer.locatesInWindow = true
        let coordinator = context.coordinator
        coordinator.sink = sink
        recognizer.delegate = coordinator
        recognizer.onTouch = { [weak coordinator] phase, touch, location, time in
          coordinator?.touch(phase, finger: touch, at: location, time: time)
        }
        return recognizer
      }

      func updateUIGestureRecognizer(_ recognizer: TouchTrackingGestureRecognizer, context: Context) {
        context.coordinator.sink = sink
      }
    }
  #endif
#endif
