extension CarouselAccessibility {
  /// A scroll an assistive technology asks for: UIKit's `UIAccessibilityScrollDirection`
  /// (`accessibilityScroll(_:)`: VoiceOver's three-finger swipes, Switch Control's and Voice
  /// Control's scroll commands) and SwiftUI's `accessibilityScrollAction`
  /// (`CarouselAccessibility.scrollDirection(toward:isRightToLeft:)`).
  ///
  /// As UIKit sends them: VoiceOver's three-finger swipe left sends ``left`` and a swipe up
  /// sends ``down``, and both turn a paging scroll view to its next page (left to right); a
  /// swipe right sends ``right`` and a swipe down ``up``, the previous page.
  public enum ScrollDirection: String, Sendable, Hashable, CaseIterable {
    /// A three-finger swipe right: the previous item left to right, the next one right to
    /// left (the content follows the finger).
    case right
    /// A three-finger swipe left: the next item left to right, the previous one right to left.
    case left
    /// A three-finger swipe down: the previous item of a vertical carousel.
    case up
    /// A three-finger swipe up: the next item of a vertical carousel.
    case down
    /// The next page, whatever the axis (VoiceOver's reading of a page-turning element).
    case next
    /// The previous page, whatever the axis.
    case previous
  }

  /// The item an accessibility scroll pages to, one item at a time as a paging
  /// `UIScrollView` pages: along a horizontal axis ``ScrollDirection/left`` steps forward
  /// left to right and back right to left (right to left, the next item lies to the left and
  /// comes in with a swipe right), ``ScrollDirection/right`` the reverse; along a vertical axis
  /// ``ScrollDirection/down`` steps forward and ``ScrollDirection/up`` back (the layout
  /// direction does not change a column); ``ScrollDirection/next`` and
  /// ``ScrollDirection/previous`` step on either axis. A direction across the axis does
  /// nothing (`nil`), so that the enclosing scroll view (a vertical feed round a banner) takes
  /// it. Looping wraps round; at an end of a carousel that does not loop there is nowhere to
  /// go (`nil`: the front end returns `false`, as `UIScrollView` does at its last page, and
  /// announces nothing).
  package static func index(
    afterScroll direction: ScrollDirection, from index: Int?, count: Int, isLooping: Bool, axis: ScrollAxis,
    isRightToLeft: Bool
  ) -> Int? {
    let forward: Bool
    switch (axis, direction) {
    case (_, .next): forward = true
    case (_, .previous): forward = false
    case (.horizontal, .left): forward = !isRightToLeft
    case (.horizontal, .right): forward = isRightToLeft
    case (.vertical, .down): forward = true
    case (.vertical, .up): forward = false
    case (.horizontal, .up), (.horizontal, .down), (.vertical, .left), (.vertical, .right): return nil
    }
    return adjustedIndex(from: index, count: count, isLooping: isLooping, increment: forward)
  }

  /// The edges SwiftUI's `accessibilityScrollAction` names (SwiftUI's `Edge`).
  package enum Edge: String, Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing
  }

  /// The UIKit direction SwiftUI's `accessibilityScrollAction` edge stands for: `.top` for
  /// ``ScrollDirection/up`` and `.bottom` for ``ScrollDirection/down`` (Apple's example
  /// refreshes on `.top`, the three-finger swipe down); `.leading` for the swipe towards the
  /// leading side (``ScrollDirection/left`` left to right, ``ScrollDirection/right`` right to
  /// left), which is the next page in either direction, and `.trailing` for the other.
  package static func scrollDirection(toward edge: Edge, isRightToLeft: Bool) -> ScrollDirection {
    switch edge {
    case .top: return .up
    case .bottom: return .down
    case .leading: return isRightToLeft ? .right : .left
    case .trailing: return isRightToLeft ? .left : .right
    }
  }

  /// Whether a programmatic scroll (the app's `scrollToItem(at:animated:)`, a selection
  /// binding, a tap that scrolls to its item, a page control, the accessibility actions) may
  /// animate: not under Reduce Motion (it jumps instead, as SwiftUI's `withAnimation` does not
  /// under `accessibilityReduceMotion`), and not while the carousel cannot be seen (nobody
  /// would see the animation, and no display link runs). A jump reports no will-settle and
  /// no did-settle (``ScrollEvents``). A user's own drag and fling are never changed.
  package static func animatesScroll(in environment: CarouselEnvironment) -> Bool {
    !environment.isReduceMotionEnabled && environment.isVisible
  }

}
