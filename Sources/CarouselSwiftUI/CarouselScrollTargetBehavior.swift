#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import Foundation
  import SwiftUI

  // `ScrollTargetBehavior` is iOS 17's (SwiftUI 5): the file compiles to nothing with an older
  // SDK.
  #if canImport(SwiftUI, _version: 5.0)
    /// CarouselKit's paging for a native SwiftUI `ScrollView` (iOS 17): pages of any sizes, the
    /// release resting on the page nearest to where the scroll view projects it, or at most
    /// `maxItems` pages from where the gesture began (the custom paging article, as
    /// `scrollTargetBehavior(_:)`). The rule is the core's `ScrollTargetRule`.
    ///
    /// ```swift
    /// ScrollView {
    ///   VStack(spacing: 0) { ForEach(pages) { PageView(page: $0).frame(height: $0.height) } }
    /// }
    /// .scrollTargetBehavior(CarouselScrollTargetBehavior(pageLengths: pages.map(\.height), policy: .paging))
    /// ```
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

      /// - Parameters:
      ///   - pageLengths: the pages' lengths along the axis, in points.
      ///   - spacing: the space between pages, in points (default 0).
      ///   - axis: the scroll axis (default vertical).
      ///   - policy: how the resting page is chosen (default `.nearest`).
      public init(
        pageLengths: [Double], spacing: Double = 0, axis: ScrollAxis = .vertical, policy: SnapPolicy = .nearest
      ) {
        self.pageLengths = pageLengths
        self.spacing = spacing
        self.axis = axis
        self.policy = policy
      }

      public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let anchors = SnapAnchors.pages(sizes: pageLengths, spacing: spacing, alignment: .leading)
        let content = Double(axis == .horizontal ? context.contentSize.width : context.contentSize.height)
        let container = Double(axis == .horizontal ? context.containerSize.width : context.containerSize.height)
        let proposed = Double(axis == .horizontal ? target.rect.origin.x : target.rect.origin.y)
        let start = Double(
          axis == .horizontal ? context.originalTarget.rect.origin.x : context.originalTarget.rect.origin.y)
        let offset = ScrollTargetRule.target(
          proposed: proposed, dragStart: start, anchors: anchors, policy: policy,
          validOffsets: 0...max(content - container, 0))
        switch axis {
        case .horizontal: target.rect.origin.x = CGFloat(offset)
        case .vertical: target.rect.origin.y = CGFloat(offset)
        }
      }
    }
  #endif
#endif
