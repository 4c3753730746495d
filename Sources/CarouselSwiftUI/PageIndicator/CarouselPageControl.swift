#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import Foundation
  import SwiftUI

  /// A page control bound to a ``Carousel``'s selection: one indicator per item, the current
  /// one (the selection) highlighted; a tap on an indicator, or a drag along the control
  /// (scrubbing), sets the selection, and the carousel scrolls there, the shorter way round
  /// when it loops. VoiceOver reads it as it reads the carousel ("item 2 of 5") and swiping
  /// up or down moves the selection as the carousel's adjustable action does. The core's
  /// `PageControl` decides the page under the finger, the indicators shown and the spoken
  /// value; this view draws and forwards.
  ///
  /// ```swift
  /// VStack {
  ///   Carousel(banners, selection: $selection) { BannerCard(banner: $0) }
  ///     .carouselLooping()
  ///   CarouselPageControl(banners, selection: $selection, isLooping: true)
  ///     .currentPageIndicatorTint(.white)
  ///     .indicatorImage(Image(systemName: "circle.fill"))
  /// }
  /// ```
  ///
  /// A drag maps its place along the control onto all the pages (a sweep across reaches the
  /// last page however many there are), so with more pages than indicators
  /// (``maximumVisibleIndicators(_:)``, default 9, shown as a window round the current page
  /// whose end dots shrink where pages go on) an indicator's width spans several pages. With 0
  /// or 1 items it does nothing (and shows nothing with ``hidesForSinglePage(_:)``).
  public struct CarouselPageControl: View {
    /// The pages and the current one.
    private var control: PageControl
    /// Whether the carousel loops (VoiceOver's swipe wraps round as the carousel's does).
    private let isLooping: Bool
    /// Sets the selection to an item.
    private let select: (Int) -> Void
    private var currentTint = Color.primary
    private var otherTint = Color.primary.opacity(0.3)
    private var image: (Int) -> Image? = { _ in nil }
    private var size: CGFloat = 7
    private var spacing: CGFloat = 8
    private var maximum = 9
    @Environment(\.carouselStrings) private var stringsOverride
    @Environment(\.layoutDirection) private var layoutDirection

    /// A page control for identifiable data and a carousel's selection (O(n) per update, to
    /// find the selection's index; a `nil` selection is the first item, as the carousel shows).
    ///
    /// - Parameters:
    ///   - data: the carousel's data.
    ///   - selection: the carousel's selection.
    ///   - isLooping: whether the carousel loops (default `false`): VoiceOver's swipe past the
    ///     last page then goes to the first.
    public init<Data: RandomAccessCollection>(
      _ data: Data, selection: Binding<Data.Element.ID?>, isLooping: Bool = false
    ) where Data.Element: Identifiable {
      let index = selection.wrappedValue.flatMap { wanted in data.firstIndex { $0.id == wanted } }
      self.control = PageControl(
        numberOfPages: data.count, currentPage: index.map { data.distance(from: data.startIndex, to: $0) })
      self.isLooping = isLooping
      self.select = { page in
        guard page >= 0, page < data.count else { return }
        selection.wrappedValue = data[data.index(data.startIndex, offsetBy: page)].id
      }
    }

    /// A page control for `count` items bound to an index (``Carousel/currentIndex(_:)``).
    public init(count: Int, currentIndex: Binding<Int>, isLooping: Bool = false) {
      self.control = PageControl(numberOfPages: count, currentPage: currentIndex.wrappedValue)
      self.isLooping = isLooping
      self.select = { currentIndex.wrappedValue = $0 }
    }

    public var body: some View {
      if !control.isHidden {
        let pages = control.dots(maximum: maximum)
        let cell = size + spacing
        let width = cell * CGFloat(pages.count)
        let isRightToLeft = layoutDirection == .rightToLeft
        // Laid out left to right, the first page on the right in right to left (as for the
        // carousel: nothing depends on how SwiftUI flips right-to-left coordinates).
        HStack(spacing: 0) {
          ForEach(isRightToLeft ? pages.reversed() : Array(pages), id: \.self) { page in
            let scaled = size * CGFloat(control.dotScale(of: page, maximum: maximum))
            indicator(page)
              .foregroundStyle(page == control.currentPage ? currentTint : otherTint)
              .frame(width: scaled, height: scaled)
              .frame(width: cell, height: max(cell, 24))
          }
        }
        .contentShape(Rectangle())
        .gesture(
          DragGesture(minimumDistance: 0).onChanged { value in
            guard width > 0 else { return }
            let fraction = Double(value.location.x / width)
            control.destination(scrubbingAt: fraction, isRightToLeft: isRightToLeft).map(select)
          }
        )
        .environment(\.layoutDirection, .leftToRight)
        .accessibilityElement(children: .ignore)
        .accessibilityValue(Text(verbatim: control.value(strings: stringsOverride ?? .bundled) ?? ""))
        .accessibilityAdjustableAction { direction in
          switch direction {
          case .increment: control.destination(adjusting: true, isLooping: isLooping).map(select)
          case .decrement: control.destination(adjusting: false, isLooping: isLooping).map(select)
          @unknown default: break
          }
        }
      }
    }

    /// The indicator of a page: its image (resizable, fitted) or a dot.
    @ViewBuilder
    private func indicator(_ page: Int) -> some View {
      if let image = image(page) { image.resizable().scaledToFit() } else { Circle() }
    }

    // MARK: - Styling

    /// The colour of the current page's indicator (default `Color.primary`).
    public func currentPageIndicatorTint(_ color: Color) -> Self {
      var copy = self
      copy.currentTint = color
      return copy
    }

    /// The colour of the other pages' indicators (default `Color.primary` at 30 % opacity).
    public func pageIndicatorTint(_ color: Color) -> Self {
      var copy = self
      copy.otherTint = color
      return copy
    }

    /// The image of every indicator, in place of a dot (`UIPageControl.preferredIndicatorImage`);
    /// symbol images suit best. `nil` (default): dots.
    public func indicatorImage(_ image: Image?) -> Self {
      indicatorImage { _ in image }
    }

    /// The image of each page's indicator, `nil` for a dot (`UIPageControl.setIndicatorImage(_:forPage:)`).
    public func indicatorImage(forPage image: @escaping (Int) -> Image?) -> Self {
      var copy = self
      copy.image = image
      return copy
    }

    /// The diameter of an indicator, in points (default 7); one that is not finite or below 1
    /// is 1, above 64 is 64.
    public func indicatorSize(_ diameter: CGFloat) -> Self {
      var copy = self
      copy.size = diameter.isFinite ? min(max(diameter, 1), 64) : 1
      return copy
    }

    /// The space between two indicators, in points (default 8); one that is not finite or
    /// negative is 0, above 64 is 64.
    public func indicatorSpacing(_ spacing: CGFloat) -> Self {
      var copy = self
      copy.spacing = spacing.isFinite ? min(max(spacing, 0), 64) : 0
      return copy
    }

    /// The most indicators shown at once (default 9, at least 1): beyond that a window round
    /// the current page, its end dots smaller where pages go on.
    public func maximumVisibleIndicators(_ count: Int) -> Self {
      var copy = self
      copy.maximum = max(count, 1)
      return copy
    }

    /// Whether the control hides with fewer than two pages (`UIPageControl.hidesForSinglePage`;
    /// default `false`).
    public func hidesForSinglePage(_ hides: Bool = true) -> Self {
      var copy = self
      copy.control.hidesForSinglePage = hides
      return copy
    }
  }
#endif
