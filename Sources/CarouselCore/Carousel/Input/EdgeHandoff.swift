/// Who moves with a finger that went down on a scroll view inside an item (a zoomed photo):
/// that scroll view while it can still scroll the way the finger goes, the carousel once it
/// is at its edge along the carousel's axis and the finger keeps going, as Photos and
/// `UIPageViewController` page past a zoomed photo. The ``CarouselDriver`` asks it when the
/// carousel's pan asks to begin and at each of its moves (``CarouselInput/nestedPan(_:)``).
///
/// Along the horizontal axis the offset may take
/// `−insetLeft … contentWidth + insetRight − boundsWidth` (UIKit's scroll range with
/// `adjustedContentInset`; an empty range when the content fits). A finger moving right
/// (velocity > 0) shows content further left, so the scroll view can follow it while its
/// offset is more than ``tolerance`` above the lower end; a finger moving left, while it is
/// more than ``tolerance`` below the upper end. Vertically the same with y, top and bottom.
/// The edges are physical: in right to left the leading edge is the right one and the
/// previous page is on the right, and a finger at the right edge moving left still pages to
/// it, with the same rule.
package enum EdgeHandoff {
  /// How close to an edge an offset counts as at it, in points: half a point, UIKit's
  /// largest rounding of a fractional offset to a pixel (at 1×; 1/6 pt at 3×).
  package static let tolerance = 0.5

  /// Who moves with the finger.
  package enum Owner: Sendable, Hashable {
    /// The scroll view keeps the drag; the carousel stays.
    case scrollView
    /// The carousel takes the drag. `stop` is the offset at which the scroll view must be
    /// held before its pan is cancelled: exactly at the edge it is at along the axis (a
    /// fraction of a point before it, or a rubber band past it, undone), across the axis where
    /// it is.
    case carousel(stop: CarouselPoint)
  }

  /// Who moves with a finger going at `velocity` (points per second in the viewport) over
  /// `scrollView`, for a carousel along `axis`. No movement along the axis, a pinch in
  /// progress or a non-finite number leave the drag to the scroll view. O(1).
  package static func owner(of scrollView: NestedScrollView, axis: ScrollAxis, velocity: CarouselPoint) -> Owner {
    guard !scrollView.isZooming else { return .scrollView }
    let horizontal = axis == .horizontal
    let speed = horizontal ? velocity.x : velocity.y
    let offset = horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
    let lower = -(horizontal ? scrollView.insetLeft : scrollView.insetTop)
    let content = horizontal ? scrollView.contentSize.width : scrollView.contentSize.height
    let bounds = horizontal ? scrollView.boundsSize.width : scrollView.boundsSize.height
    let upper = max(lower, content + (horizontal ? scrollView.insetRight : scrollView.insetBottom) - bounds)
    guard speed.isFinite, speed != 0, offset.isFinite, lower.isFinite, upper.isFinite else { return .scrollView }
    let canFollow = speed > 0 ? offset > lower + tolerance : offset < upper - tolerance
    guard !canFollow else { return .scrollView }
    // The edge it is at: within the tolerance of it, or past it in a rubber band.
    let edge = speed > 0 ? lower : upper
    var stop = scrollView.contentOffset
    if horizontal { stop.x = edge } else { stop.y = edge }
    return .carousel(stop: stop)
  }
}
