#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  #if canImport(UIKit)
    import UIKit

    /// Where a ``Carousel``'s UIKit recognisers send what they see (its ``CarouselModel``),
    /// and what their delegate asks.
    @MainActor
    protocol CarouselInputSink: AnyObject {
      /// The time now, on the clock of touches and frames (seconds of `CACurrentMediaTime`).
      var now: Double { get }
      /// The carousel's axis, once it has a driver.
      var axis: ScrollAxis? { get }
      /// The carousel's size, in points.
      var viewportSize: CGSize { get }
      /// Feeds one input to the driver and acts on its events.
      func handle(_ input: CarouselInput)
      /// Whether the pan may begin, given its velocity in the carousel's space
      /// (`PlatformGestureRules.panShouldBegin`); the refusal's input, if any, is sent.
      func panShouldBegin(velocity: CarouselPoint, time: Double) -> Bool
    }
  #endif
#endif
