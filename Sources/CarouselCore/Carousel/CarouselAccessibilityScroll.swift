extension CarouselAccessibility {
  /// A scroll an assistive technology asks for: UIKit's `UIAccessibilityScrollDirection`
  /// (`accessibilityScroll(_:)`: VoiceOver's three-finger swipes, Switch Control's and Voice
  /// Control's scroll commands) and SwiftUI's `accessibilityScrollAction`.
  ///
  /// The direction names where the viewport moves over the content, as UIKit's scroll views
  /// read it: VoiceOver's three-finger swipe up asks for ``down`` (the next page below), a
  /// swipe left asks for ``right`` (the page to the right, the next one in left-to-right
  /// reading).
  public enum ScrollDirection: String, Sendable, Hashable, CaseIterable {
    /// The viewport moves right: the item to the right (the next one left to right, the
    /// previous one right to left).
    case right
    /// The viewport moves left: the item to the left.
    case left
    /// The viewport moves up: the previous item of a vertical carousel.
    case up
    /// The viewport moves down: the next item of a vertical carousel.
    case down
    /// The next page, whatever the axis (VoiceOver's reading of a page-turning element).
    case next
    /// The previous page, whatever the axis.
    case previous
  }

  /// The item an accessibility scroll pages to, one item at a time as a paging
  /// `UIScrollView` pages: along a horizontal axis ``ScrollDirection/right`` steps forward
  /// left to right and back right to left (the item to the right comes earlier in reading
  /// order), ``ScrollDirection/left`` the reverse; along a vertical axis
  /// ``ScrollDirection/down`` steps forward and ``ScrollDirection/up`` back (the layout
  /// direction does not change a column); ``ScrollDirection/next`` and
  /// ``ScrollDirection/previous`` step on either axis. A direction across the axis does
  /// nothing (`nil`), so that the enclosing scroll view (a vertical feed round a banner) takes
  /// it. Looping wraps round; at an end of a carousel that does not loop there is nowhere to
  /// go (`nil`: the front end returns `false`, as `UIScrollView` does at its last page, and
  /// announces nothing).
  public static func index(
    afterScroll direction: ScrollDirection, from index: Int?, count: Int, isLooping: Bool, axis: ScrollAxis,
    isRightToLeft: Bool
  ) -> Int? {
    let forward: Bool
    switch (axis, direction) {
    case (_, .next): forward = true
    case (_, .previous): forward = false
    case (.horizontal, .right): forward = !isRightToLeft
    case (.horizontal, .left): forward = isRightToLeft
    case (.vertical, .down): forward = true
    case (.vertical, .up): forward = false
    case (.horizontal, .up), (.horizontal, .down), (.vertical, .left), (.vertical, .right): return nil
    }
    return adjustedIndex(from: index, count: count, isLooping: isLooping, increment: forward)
  }

  /// Whether a programmatic scroll (the app's `scrollToItem(at:animated:)`, a selection
  /// binding, a tap that scrolls to its item, a page control, the accessibility actions) may
  /// animate: not under Reduce Motion (it jumps instead, as SwiftUI's `withAnimation` does not
  /// under `accessibilityReduceMotion`), and not while the carousel cannot be seen (nobody
  /// would see the animation, and no display link runs). A jump reports no will-settle and
  /// no did-settle (``ScrollEvents``). A user's own drag and fling are never changed.
  public static func animatesScroll(in environment: CarouselEnvironment) -> Bool {
    !environment.isReduceMotionEnabled && environment.isVisible
  }

}
