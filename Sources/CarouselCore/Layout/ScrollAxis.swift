/// The direction content scrolls in.
public enum ScrollAxis: String, Sendable, Hashable, CaseIterable {
  /// Left and right; the offset grows as content moves left.
  case horizontal
  /// Up and down; the offset grows as content moves up.
  case vertical

  /// The viewport's length along this axis.
  public func length(of size: CarouselSize) -> Double { self == .horizontal ? size.width : size.height }
  /// The viewport's length across this axis.
  public func breadth(of size: CarouselSize) -> Double { self == .horizontal ? size.height : size.width }
}

extension ScrollAxis {
  /// A point from its coordinates along and across the axis.
  func point(along: Double, across: Double) -> CarouselPoint {
    self == .horizontal ? CarouselPoint(x: along, y: across) : CarouselPoint(x: across, y: along)
  }

  /// A size from its lengths along and across the axis.
  func size(along: Double, across: Double) -> CarouselSize {
    self == .horizontal ? CarouselSize(width: along, height: across) : CarouselSize(width: across, height: along)
  }
}
