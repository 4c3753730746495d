/// A point in viewport coordinates: points, origin at the viewport's top-left, y down.
public struct CarouselPoint: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
