/// An axis-aligned rectangle in viewport coordinates.
public struct CarouselRect: Sendable, Hashable {
  public var minX: Double
  public var minY: Double
  public var maxX: Double
  public var maxY: Double
  public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  /// Whether the two rectangles overlap with a positive area.
  public func intersects(_ other: CarouselRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
