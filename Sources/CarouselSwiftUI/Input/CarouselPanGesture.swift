#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import CarouselUIKitSupport
  import SwiftUI
  #if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
    import UIKit

    /// A ``Carousel``'s pan from iOS 18: a `TimedPanGestureRecognizer` (one finger, the same as
    /// the UIKit `CarouselView`'s) that UIKit arbitrates and whose decisions reach the core as
    /// `CarouselInput.platformDrag` (`RecognizerState.platformDrag`): `began` gives the drag to
    /// the carousel, `cancelled` and `failed` mean the platform took the touch (its failure is
    /// reported by the recogniser itself, since UIKit sends no action message for it). Its
    /// delegate (``CarouselRecognizerDelegate``) lets it begin only when the core says so
    /// (`CarouselInput.panShouldBegin`, with the velocity read through the converter's
    /// `localVelocity`: a drag along the axis), so that a vertical parent `ScrollView` keeps its
    /// pans, and makes it wait for a scroll view inside an item.
    @available(iOS 18.0, *)
    struct CarouselPanGesture: UIGestureRecognizerRepresentable {
      /// Where the decisions go (the carousel's model).
      let sink: any CarouselInputSink

      func makeCoordinator(converter: CoordinateSpaceConverter) -> CarouselRecognizerDelegate {
        let coordinator = CarouselRecognizerDelegate(recognizesSimultaneously: false)
        coordinator.localLocation = { converter.localLocation }
        coordinator.localVelocity = { converter.localVelocity }
        coordinator.localTranslation = { converter.localTranslation }
        coordinator.localPoint = { converter.convert(globalPoint: $0) }
        return coordinator
      }

      func makeUIGestureRecognizer(context: Context) -> TimedPanGestureRecognizer {
        let recognizer = TimedPanGestureRecognizer(target: nil, action: nil)
        recognizer.maximumNumberOfTouches = 1
        // A trackpad's scrolling too (iPadOS, Mac Catalyst): a pan with no touch, which goes to
        // the core as a continuous `PointerScroll`.
        recognizer.allowedScrollTypesMask = .continuous
        let coordinator = context.coordinator
        coordinator.sink = sink
        recognizer.delegate = coordinator
        recognizer.onFail = { [weak coordinator, weak recognizer] in
          coordinator?.panFailed(time: recognizer?.eventTime)
        }
        return recognizer
      }

      func updateUIGestureRecognizer(_ recognizer: TimedPanGestureRecognizer, context: Context) {
        context.coordinator.sink = sink
      }

      func handleUIGestureRecognizerAction(_ recognizer: TimedPanGestureRecognizer, context: Context) {
        guard recognizer.hasTouches else {
          context.coordinator.scroll(recognizer.state, kind: .continuous)
          return
        }
        context.coordinator.pan(recognizer.state, time: recognizer.eventTime)
      }
    }

    /// A ``Carousel``'s mouse wheel from iOS 18 (iPadOS, Mac Catalyst): a pan that takes no
    /// touch and only discrete scroll events, whose notches go to the core as a discrete
    /// `PointerScroll` (one item per notch). It begins only when the core says so
    /// (`PointerScroll.Phase.possible`: along the axis), so an enclosing scroll view keeps
    /// the rest.
    @available(iOS 18.0, *)
    struct CarouselWheelGesture: UIGestureRecognizerRepresentable {
      /// Where the scrolls go (the carousel's model).
      let sink: any CarouselInputSink

      func makeCoordinator(converter: CoordinateSpaceConverter) -> CarouselRecognizerDelegate {
        let coordinator = CarouselRecognizerDelegate(recognizesSimultaneously: false)
        coordinator.localVelocity = { converter.localVelocity }
        coordinator.localTranslation = { converter.localTranslation }
        return coordinator
      }

      func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
        let recognizer = UIPanGestureRecognizer(target: nil, action: nil)
        recognizer.allowedTouchTypes = []
        recognizer.allowedScrollTypesMask = .discrete
        context.coordinator.sink = sink
        recognizer.delegate = context.coordinator
        return recognizer
      }

      func updateUIGestureRecognizer(_ recognizer: UIPanGestureRecognizer, context: Context) {
        context.coordinator.sink = sink
      }

      func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
        context.coordinator.scroll(recognizer.state, kind: .discrete)
      }
    }
  #endif
#endif
