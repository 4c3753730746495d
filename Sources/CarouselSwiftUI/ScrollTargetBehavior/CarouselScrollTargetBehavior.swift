#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import Foundation
  import SwiftUI

  // `ScrollTargetBehavior` is iOS 17's (SwiftUI 5): the file compiles to nothing with an older
  // SDK.
  #if canImport(SwiftUI, _version: 5.0)
    /// CarouselKit's paging for a native SwiftUI `ScrollView` (iOS 17): pages of any sizes,
    /// resting where the engine's snapping rules put a release (the custom paging article, as
    /// `scrollTargetBehavior(_:)`). The rule is the core's `ScrollTargetRule` with the release
    /// velocity (`context.velocity`):
    ///
    /// - a slow release (under 200 pt/s) rests on the page nearest to where it was released,
    ///   not to where the scroll view projects it;
    /// - `.paging`: a fling moves at least one page in its direction, at most `maxItems` from
    ///   the page the gesture began on;
    /// - `.nearest`: the page nearest to the projection, but a committed flick never rests
    ///   behind the release point;
    /// - `.free`: where the scroll view projects it.
    ///
    /// The velocity's unit: Apple does not document the unit of
    /// `ScrollTargetBehaviorContext.velocity`. On iOS, SwiftUI's `ScrollView` is a
    /// `UIScrollView`, and the behaviour is asked from its will-end-dragging, whose velocity is
    /// in points per millisecond; it is read as such
    /// (`PlatformVelocity.fromScrollViewDelegate(pointsPerMillisecond:)`). ``decelerationRate``
    /// must be the one the scroll view projects with, since the release point is recovered
    /// from the projection with it: `.normal`, `UIScrollView`'s default, unless the app has
    /// changed the underlying scroll view's rate.
    ///
    /// ```swift
    /// ScrollView {
    ///   VStack(spacing: 0) { ForEach(pages) { PageView(page: $0).frame(height: $0.height) } }
    /// }
    /// .scrollTargetBehavior(CarouselScrollTargetBehavior(pageLengths: pages.map(\.height), policy: .paging))
    /// ```
    ///
    /// Right to left: the pages are taken to run from the content's leading edge in the
    /// coordinates `updateTarget(_:context:)` is given, and nothing is mirrored. Apple documents
    /// that SwiftUI lays a right-to-left container out as a left-to-right one and flips each
    /// view's x position within its parent, "so layout calculations automatically produce the
    /// desired effect for both directions" (`LayoutDirection`); if `target.rect` is in those
    /// layout coordinates, this is right as it is. Apple does not say which coordinates
    /// `ScrollTarget.rect` uses ("the rect that a scrollable view should try and have
    /// contained"), and this has not been checked on a device: in a right-to-left horizontal
    /// `ScrollView` of pages of different widths, a slow release just past the first page
    /// boundary must rest on the second page; if it rests elsewhere, the rects are measured
    /// from the left edge and the behaviour must mirror them. ``Carousel`` mirrors itself.
    ///
    /// The scroll view settles with its own animation; use ``Carousel`` for CarouselKit's
    /// settle motion and a touch that catches it.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct CarouselScrollTargetBehavior: ScrollTargetBehavior {
      /// The pages' lengths along the axis, in points, in order.
      public var pageLengths: [Double]
      /// The space between pages, in points.
      public var spacing: Double
      /// The scroll axis.
      public var axis: ScrollAxis
      /// `.nearest`, `.paging` (one page per gesture), `.paging(maxItems:)` or `.free`.
      public var policy: SnapPolicy
      /// The deceleration rate the scroll view projects releases with (default `.normal`,
      /// `UIScrollView`'s).
      public var decelerationRate: DecelerationRate

      /// - Parameters:
      ///   - pageLengths: the pages' lengths along the axis, in points.
      ///   - spacing: the space between pages, in points (default 0).
      ///   - axis: the scroll axis (default vertical).
      ///   - policy: how the resting page is chosen (default `.nearest`).
      ///   - decelerationRate: the scroll view's deceleration rate (default `.normal`).
      public init(
        pageLengths: [Double], spacing: Double = 0, axis: ScrollAxis = .vertical, policy: SnapPolicy = .nearest,
        decelerationRate: DecelerationRate = .normal
      ) {
        self.pageLengths = pageLengths
        self.spacing = spacing
        self.axis = axis
        self.policy = policy
        self.decelerationRate = decelerationRate
      }

      public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let anchors = SnapAnchors.pages(sizes: pageLengths, spacing: spacing, alignment: .leading)
        let content = Double(axis == .horizontal ? context.contentSize.width : context.contentSize.height)
        let container = Double(axis == .horizontal ? context.containerSize.width : context.containerSize.height)
        let proposed = Double(axis == .horizontal ? target.rect.origin.x : target.rect.origin.y)
        let start = Double(
          axis == .horizontal ? context.originalTarget.rect.origin.x : context.originalTarget.rect.origin.y)
        // Points per millisecond, UIScrollView's will-end-dragging unit (see above).
        let velocity = PlatformVelocity.fromScrollViewDelegate(
          pointsPerMillisecond: Double(axis == .horizontal ? context.velocity.dx : context.velocity.dy))
        let offset = ScrollTargetRule.target(
          proposed: proposed, dragStart: start, velocity: velocity, rate: decelerationRate, anchors: anchors,
          policy: policy, validOffsets: 0...max(content - container, 0))
        switch axis {
        case .horizontal: target.rect.origin.x = CGFloat(offset)
        case .vertical: target.rect.origin.y = CGFloat(offset)
        }
      }
    }
  #endif
#endif
