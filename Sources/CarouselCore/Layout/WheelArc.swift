/// The arc-shaped outline of a wheel item (the drum selector of the collection-view layouts
/// article): what a cell needs to mask itself to its sector.
///
/// In the item's own coordinates (before its scale), the sector is centred horizontally, the
/// arcs' common centre lies `outerRadius` below the item's top edge, and the sector spans
/// ``angle`` radians about the vertical.
public struct WheelArc: Sendable, Hashable {
  /// The sector's angle, in radians.
  public var angle: Double
  /// The inner arc's radius, in the item's unscaled coordinates (points).
  public var innerRadius: Double
  /// The outer arc's radius, in the item's unscaled coordinates (points).
  public var outerRadius: Double

  public init(angle: Double, innerRadius: Double, outerRadius: Double) {
    self.angle = angle
    self.innerRadius = innerRadius
    self.outerRadius = outerRadius
  }
}

extension WheelArc {
  /// The outline a wheel item masks itself to: an annular sector, described as the two arcs of
  /// the collection-view layouts article's cell mask.
  ///
  /// Coordinates are the item's own, before its scale (what a layer mask sees), y down, angles
  /// in radians measured clockwise on screen from the positive x axis (UIKit's
  /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`): the outer arc goes
  /// clockwise from ``outerStartAngle`` to ``outerEndAngle``, the inner arc back,
  /// anticlockwise, from ``outerEndAngle`` to ``outerStartAngle``, then the path closes.
  public struct Outline: Sendable, Hashable {
    /// The arcs' common centre: (itemWidth / 2, outerRadius).
    public var center: CarouselPoint
    public var outerRadius: Double
    public var innerRadius: Double
    /// −π/2 − angle/2: the top-leading end of the outer arc.
    public var outerStartAngle: Double
    /// −π/2 + angle/2: the top-trailing end of the outer arc.
    public var outerEndAngle: Double
  }

  /// The outline for an item `itemWidth` points wide. O(1).
  public func outline(itemWidth: Double) -> Outline {
    Outline(
      center: CarouselPoint(x: itemWidth / 2, y: outerRadius), outerRadius: outerRadius, innerRadius: innerRadius,
      outerStartAngle: -Double.pi / 2 - angle / 2, outerEndAngle: -Double.pi / 2 + angle / 2)
  }
}
