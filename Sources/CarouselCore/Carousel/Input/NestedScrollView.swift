/// What a front end reports about a scroll view inside an item under the finger (a zoomed
/// photo's `UIScrollView`, a nested list), read from the platform's scroll view as it is now:
/// the core decides from it whether that scroll view keeps the drag or the carousel takes it
/// at its edge (``CarouselInput/nestedPan(_:)``).
///
/// All lengths are in points, in the scroll view's own coordinates (UIKit's `contentOffset`,
/// `contentSize`, `bounds.size` and `adjustedContentInset`, which are physical, left to
/// right, whatever the layout direction). `contentSize` is the zoomed size (UIKit scales it
/// by `zoomScale`), so the zoom scale itself is not needed. Whether it tracks the touch is not
/// read either: the front end reports only the scroll view the finger went down on, whose pan
/// recognises with that finger, and UIKit does not document `isTracking` once the carousel's
/// pan (`cancelsTouchesInView`) has cancelled the touches of the views below it.
public struct NestedScrollView: Sendable, Hashable {
  /// The point of the content at the scroll view's top-left corner (`contentOffset`).
  public var contentOffset: CarouselPoint
  /// The size of the content, zoomed (`contentSize`).
  public var contentSize: CarouselSize
  /// The size of the scroll view's bounds (`bounds.size`).
  public var boundsSize: CarouselSize
  /// The insets around the content (`adjustedContentInset`), from the top, left, bottom and
  /// right edges; they widen the range the offset may take.
  public var insetTop, insetLeft, insetBottom, insetRight: Double
  /// The user is pinching it (`isZooming`): it never hands the touch to the carousel then.
  public var isZooming: Bool

  /// Creates a report. Values are kept as given; the decision
  /// (``CarouselInput/nestedPan(_:)``) treats a report with a non-finite number as a scroll
  /// view that keeps the drag (the carousel stays, as it would wait for that scroll view).
  public init(
    contentOffset: CarouselPoint, contentSize: CarouselSize, boundsSize: CarouselSize, insetTop: Double = 0,
    insetLeft: Double = 0, insetBottom: Double = 0, insetRight: Double = 0, isZooming: Bool = false
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.boundsSize = boundsSize
    self.insetTop = insetTop
    self.insetLeft = insetLeft
    self.insetBottom = insetBottom
    self.insetRight = insetRight
    self.isZooming = isZooming
  }
}

/// The carousel's pan, recognising alongside the pan of a scroll view inside an item
/// (``NestedScrollView``), asking to begin or moving (``CarouselInput/nestedPan(_:)``).
public struct NestedPan: Sendable, Hashable {
  /// When the pan reports.
  public enum Phase: String, Sendable, Hashable, CaseIterable {
    /// It asks whether it may begin (UIKit's `gestureRecognizerShouldBegin(_:)`): the answer
    /// is ``CarouselUpdate/isHandled``.
    case shouldBegin
    /// It moved (its action message with `.changed`).
    case changed
  }

  /// When the pan reports.
  public var phase: Phase
  /// The scroll view under the finger, as it is now.
  public var scrollView: NestedScrollView
  /// The pan's velocity in the carousel's viewport (`velocity(in:)`), points per second: its
  /// sign along the axis says which way the finger goes.
  public var velocity: CarouselPoint
  /// The finger's location in the viewport.
  public var location: CarouselPoint
  /// The time, in seconds, on the driver's clock.
  public var time: Double
  /// Whether a scroll view around the carousel scrolls across its axis (a feed): as for
  /// ``CarouselInput/panShouldBegin(velocity:enclosingScrollsAcross:time:)``, a pan asking to
  /// begin more than about 26.6° off the axis is then the feed's
  /// (`DirectionLock`: along the axis at least twice as much as across it). SwiftUI's front end
  /// reads it; UIKit's `CarouselView` leaves it `false` (the 45° rule).
  public var enclosingScrollsAcross: Bool

  /// Creates a report of the pan.
  public init(
    _ phase: Phase, scrollView: NestedScrollView, velocity: CarouselPoint, location: CarouselPoint, time: Double,
    enclosingScrollsAcross: Bool = false
  ) {
    self.phase = phase
    self.scrollView = scrollView
    self.velocity = velocity
    self.location = location
    self.time = time
    self.enclosingScrollsAcross = enclosingScrollsAcross
  }
}
