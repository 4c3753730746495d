#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import CarouselUIKitSupport
  import SwiftUI
  #if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
    import UIKit

    /// A ``Carousel``'s pan from iOS 18: a `TimedPanGestureRecognizer` (one finger, as the
    /// UIKit `CarouselView`'s) that UIKit arbitrates: its `began` gives the drag to the
    /// carousel, its cancellation or failure hands the touch to the platform
    /// (`UIPanGestureRecognizer.carouselInput`). Its delegate (``CarouselRecognizerDelegate``,
    /// the coordinator) lets it begin only when the core says so (a drag along the axis: a
    /// vertical parent `ScrollView` keeps its pans), and over a zoomed photo in an item
    /// recognises alongside the photo's pan so that the core hands the drag over at its edge.
    @available(iOS 18.0, *)
    struct CarouselPanGesture: UIGestureRecognizerRepresentable {
      /// Where the decisions go (the carousel's model).
      let sink: any CarouselInputSink

      func makeCoordinator(converter: CoordinateSpaceConverter) -> CarouselRecognizerDelegate {
        CarouselRecognizerDelegate(sink: sink, converter: converter)
      }

      func makeUIGestureRecognizer(context: Context) -> TimedPanGestureRecognizer {
        let recognizer = TimedPanGestureRecognizer(target: nil, action: nil)
        recognizer.maximumNumberOfTouches = 1
        // A trackpad's scrolling too (iPadOS, Mac Catalyst): a pan with no touch, which goes to
        // the core as a continuous `PointerScroll`.
        recognizer.allowedScrollTypesMask = .continuous
        recognizer.delegate = context.coordinator
        recognizer.onFail = { [weak coordinator = context.coordinator, weak recognizer] in
          if let recognizer { coordinator?.panned(recognizer) }
        }
        return recognizer
      }

      func handleUIGestureRecognizerAction(_ recognizer: TimedPanGestureRecognizer, context: Context) {
        context.coordinator.panned(recognizer)
      }
    }

    /// A ``Carousel``'s mouse wheel from iOS 18 (iPadOS, Mac Catalyst): a pan that takes no
    /// touch, only discrete scroll events, one item per notch; it begins only along the axis,
    /// as the core says, so an enclosing scroll view keeps the rest.
    @available(iOS 18.0, *)
    struct CarouselWheelGesture: UIGestureRecognizerRepresentable {
      /// Where the scrolls go (the carousel's model).
      let sink: any CarouselInputSink

      func makeCoordinator(converter: CoordinateSpaceConverter) -> CarouselRecognizerDelegate {
        CarouselRecognizerDelegate(sink: sink, converter: converter)
      }

      func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
        let recognizer = UIPanGestureRecognizer(target: nil, action: nil)
        recognizer.allowedTouchTypes = []
        recognizer.allowedScrollTypesMask = .discrete
        recognizer.delegate = context.coordinator
        return recognizer
      }

      func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
        context.coordinator.panned(recognizer)
      }
    }

    /// A ``Carousel``'s raw touches from iOS 18: a `TouchTrackingGestureRecognizer`, as the
    /// UIKit `CarouselView`'s (each `UITouch` on its own, its window location converted into
    /// the carousel's space). Raw touches catch the content, hold autoplay and may tap; they
    /// never begin a drag (``CarouselPanGesture`` does, `InputRules.swiftUIRecognizers`).
    @available(iOS 18.0, *)
    struct CarouselTouchDownGesture: UIGestureRecognizerRepresentable {
      /// Where the touches go (the carousel's model).
      let sink: any CarouselInputSink

      func makeCoordinator(converter: CoordinateSpaceConverter) -> CarouselRecognizerDelegate {
        CarouselRecognizerDelegate(sink: sink, converter: converter, recognizesSimultaneously: true)
      }

      func makeUIGestureRecognizer(context: Context) -> TouchTrackingGestureRecognizer {
        let recognizer = TouchTrackingGestureRecognizer(target: nil, action: nil)
        recognizer.cancelsTouchesInView = false
        recognizer.delaysTouchesEnded = false
        recognizer.locatesInWindow = true
        recognizer.delegate = context.coordinator
        recognizer.onTouch = { [weak coordinator = context.coordinator] phase, touch, location, time in
          coordinator?.touch(phase, finger: touch, at: location, time: time)
        }
        return recognizer
      }
    }

    @available(iOS 18.0, *)
    extension CarouselRecognizerDelegate {
      /// The coordinator of one of the representables: its inputs go to `sink` (the carousel's
      /// model), its readings come from the representable's `converter`.
      convenience init(
        sink: any CarouselInputSink, converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter,
        recognizesSimultaneously: Bool = false
      ) {
        self.init(recognizesSimultaneously: recognizesSimultaneously)
        self.sink = sink
        localLocation = { converter.localLocation }
        localVelocity = { converter.localVelocity }
        localTranslation = { converter.localTranslation }
        localPoint = { converter.convert(globalPoint: $0) }
      }
    }
  #endif
#endif
