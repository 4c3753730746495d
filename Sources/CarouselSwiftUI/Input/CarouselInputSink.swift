#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  #if canImport(UIKit)
    import UIKit

    /// Where a ``Carousel``'s UIKit recognisers send what they see (its ``CarouselModel``),
    /// and what their delegate reads.
    @MainActor
    protocol CarouselInputSink: AnyObject {
      /// The time now, on the clock of touches and frames (seconds of `CACurrentMediaTime`).
      var now: Double { get }
      /// The carousel's axis, once it has a driver.
      var axis: ScrollAxis? { get }
      /// The carousel's size, in points.
      var viewportSize: CGSize { get }
      /// Sends one input to the driver and applies its update; returns whether the carousel
      /// took it (`CarouselUpdate.isHandled`: for `panShouldBegin`, whether the pan begins).
      @discardableResult func input(_ input: CarouselInput) -> Bool
    }
  #endif
#endif
