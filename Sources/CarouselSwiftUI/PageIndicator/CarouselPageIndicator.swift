#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import Foundation
  import SwiftUI

  /// Dots under a carousel, the current one solid: all of them for a few items, a sliding
  /// window of at most ``maximumDots`` for many (the core's `PageDots`). Hidden from
  /// VoiceOver, which reads the position in the carousel's own value.
  ///
  /// With a selection:
  ///
  /// ```swift
  /// VStack {
  ///   Carousel(banners, selection: $selection) { BannerCard(banner: $0) }
  ///   CarouselPageIndicator(banners, selection: selection)
  /// }
  /// ```
  ///
  /// Without one, from the carousel's position (``Carousel/currentIndex(_:)``, written once per
  /// item as the carousel moves, not every frame):
  ///
  /// ```swift
  /// @State private var page = 0
  ///
  /// VStack {
  ///   Carousel(banners) { BannerCard(banner: $0) }.currentIndex($page)
  ///   CarouselPageIndicator(count: banners.count, currentIndex: page)
  /// }
  /// ```
  public struct CarouselPageIndicator: View {
    /// The number of items.
    public var count: Int
    /// The current item, if any.
    public var currentIndex: Int?
    /// The most dots shown at once (default 9).
    public var maximumDots: Int
    /// The diameter of a dot, in points (default 7).
    public var dotSize: CGFloat

    /// An indicator for `count` items with `currentIndex` current.
    public init(count: Int, currentIndex: Int?, maximumDots: Int = 9, dotSize: CGFloat = 7) {
      self.count = count
      self.currentIndex = currentIndex
      self.maximumDots = maximumDots
      self.dotSize = dotSize
    }

    /// An indicator for identifiable data and a carousel's selection (O(n) per update, to
    /// find the selection's index).
    public init<Data: RandomAccessCollection>(
      _ data: Data, selection: Data.Element.ID?, maximumDots: Int = 9, dotSize: CGFloat = 7
    ) where Data.Element: Identifiable {
      let index = selection.flatMap { wanted in data.firstIndex { $0.id == wanted } }
      self.init(
        count: data.count, currentIndex: index.map { data.distance(from: data.startIndex, to: $0) },
        maximumDots: maximumDots, dotSize: dotSize)
    }

    public var body: some View {
      let window = PageDots.window(count: count, current: currentIndex, maximum: maximumDots)
      HStack(spacing: dotSize) {
        ForEach(window, id: \.self) { index in
          Circle()
            .frame(width: dotSize, height: dotSize)
            .opacity(index == currentIndex ? 1 : 0.3)
        }
      }
      .accessibilityHidden(true)
    }
  }
#endif
