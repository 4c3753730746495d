/// An axis-aligned rectangle in viewport coordinates.
package struct CarouselRect: Sendable, Hashable {
  package var minX: Double
  package var minY: Double
  package var maxX: Double
  package var maxY: Double
  package init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  /// Whether the two rectangles overlap with a positive area.
  package func intersects(_ other: CarouselRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
