/// A size in points.
public struct CarouselSize: Sendable, Hashable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Whether both sides are finite and positive: the only sizes layouts lay out in (others
  /// give no visible items).
  public var isUsable: Bool { width.isFinite && height.isFinite && width > 0 && height > 0 }
}
