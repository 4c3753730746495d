import Testing

@testable import CarouselCore

/// `EdgeHandoff.owner(of:axis:velocity:)` against worked values: UIKit's scroll range with
/// `adjustedContentInset` (x in −insetLeft … contentWidth + insetRight − boundsWidth), the
/// half-point tolerance, and refusals.
@Suite struct EdgeHandoffTests {
  /// A photo on a 375 × 667 pt page zoomed 2× (content 750 × 1334) with insets top 5, left
  /// 10, bottom 30, right 20: x in −10 … 395 (750 + 20 − 375), y in −5 … 697 (1334 + 30 − 667).
  static func photo(x: Double, y: Double = 300, zooming: Bool = false) -> NestedScrollView {
    NestedScrollView(
      contentOffset: CarouselPoint(x: x, y: y), contentSize: CarouselSize(width: 750, height: 1334),
      boundsSize: CarouselSize(width: 375, height: 667), insetTop: 5, insetLeft: 10, insetBottom: 30, insetRight: 20,
      isZooming: zooming)
  }

  static func owner(_ view: NestedScrollView, _ axis: ScrollAxis = .horizontal, vx: Double = 0, vy: Double = 0)
    -> EdgeHandoff.Owner
  {
    EdgeHandoff.owner(of: view, axis: axis, velocity: CarouselPoint(x: vx, y: vy))
  }

  /// At the left end (−10) or within half a point of it a finger moving right goes to the
  /// carousel, the photo held at exactly −10; 0.6 pt in, the photo follows it.
  @Test(arguments: [(x: -10.0, takes: true), (x: -9.6, takes: true), (x: -9.4, takes: false), (x: -12.0, takes: true)])
  func leftEdgeWithTheFingerMovingRight(x: Double, takes: Bool) {
    let expected: EdgeHandoff.Owner = takes ? .carousel(stop: CarouselPoint(x: -10, y: 300)) : .scrollView
    #expect(Self.owner(Self.photo(x: x), vx: 300) == expected)
    #expect(Self.owner(Self.photo(x: x), vx: -300) == .scrollView, "moving left it can still scroll")
  }

  /// At the right end (395) or within half a point of it a finger moving left goes to the
  /// carousel, held at 395; a rubber band past it (401) too.
  @Test(arguments: [
    (x: 395.0, takes: true), (x: 394.6, takes: true), (x: 394.4, takes: false), (x: 401.0, takes: true),
  ])
  func rightEdgeWithTheFingerMovingLeft(x: Double, takes: Bool) {
    let expected: EdgeHandoff.Owner = takes ? .carousel(stop: CarouselPoint(x: 395, y: 300)) : .scrollView
    #expect(Self.owner(Self.photo(x: x), vx: -300) == expected)
    #expect(Self.owner(Self.photo(x: x), vx: 300) == .scrollView)
  }

  /// In the middle the photo keeps every horizontal drag.
  @Test func middleKeepsBothWays() {
    #expect(Self.owner(Self.photo(x: 200), vx: 1) == .scrollView)
    #expect(Self.owner(Self.photo(x: 200), vx: -1) == .scrollView)
  }

  /// A vertical carousel reads y: at the bottom end (697) a finger moving up goes to the
  /// carousel (held at y 697, x where it is), at the top end (−5) one moving down; a
  /// horizontal movement alone moves nothing along y.
  @Test func verticalReadsY() {
    #expect(Self.owner(Self.photo(x: 40, y: 697), .vertical, vy: -300) == .carousel(stop: CarouselPoint(x: 40, y: 697)))
    #expect(Self.owner(Self.photo(x: 40, y: -5), .vertical, vy: 300) == .carousel(stop: CarouselPoint(x: 40, y: -5)))
    #expect(Self.owner(Self.photo(x: 40, y: 300), .vertical, vy: -300) == .scrollView)
    #expect(Self.owner(Self.photo(x: 395, y: 697), .vertical, vx: -300) == .scrollView)
  }

  /// Content that fits once insets centre it (300 wide in 375 with 37.5 each side: the range
  /// is the one point −37.5) cannot scroll: the carousel takes both ways.
  @Test func contentThatFitsHandsOverBothWays() {
    let fits = NestedScrollView(
      contentOffset: CarouselPoint(x: -37.5, y: 0), contentSize: CarouselSize(width: 300, height: 300),
      boundsSize: CarouselSize(width: 375, height: 667), insetLeft: 37.5, insetRight: 37.5)
    #expect(Self.owner(fits, vx: 100) == .carousel(stop: CarouselPoint(x: -37.5, y: 0)))
    #expect(Self.owner(fits, vx: -100) == .carousel(stop: CarouselPoint(x: -37.5, y: 0)))
  }

  /// A pinch in progress keeps the drag even at an edge.
  @Test func zoomingKeepsTheDrag() {
    #expect(Self.owner(Self.photo(x: 395, zooming: true), vx: -300) == .scrollView)
    #expect(Self.owner(Self.photo(x: 395), vx: -300) == .carousel(stop: CarouselPoint(x: 395, y: 300)))
  }

  /// No movement along the axis, non-finite velocities or geometry leave the drag to the
  /// scroll view (the carousel stays, as it did while it waited); huge finite content is a
  /// long range, and negative sizes an empty one.
  @Test func refusalsAndExtremes() {
    #expect(Self.owner(Self.photo(x: 395), vx: 0) == .scrollView)
    #expect(Self.owner(Self.photo(x: 395), vx: .nan) == .scrollView)
    #expect(Self.owner(Self.photo(x: 395), vx: -.infinity) == .scrollView)
    #expect(Self.owner(Self.photo(x: .nan), vx: -300) == .scrollView)
    var infinite = Self.photo(x: 395)
    infinite.contentSize.width = .infinity
    #expect(Self.owner(infinite, vx: -300) == .scrollView)
    var huge = Self.photo(x: 1e300)
    huge.contentSize.width = 1e300
    #expect(Self.owner(huge, vx: -300) == .carousel(stop: CarouselPoint(x: 1e300, y: 300)), "1e300 + 20 − 375 is 1e300")
    #expect(Self.owner(Self.photo(x: 200), vx: 1e300) == .scrollView)
    var negative = Self.photo(x: -10)
    negative.contentSize.width = -50
    #expect(Self.owner(negative, vx: -300) == .carousel(stop: CarouselPoint(x: -10, y: 300)), "the range is −10 alone")
  }
}
