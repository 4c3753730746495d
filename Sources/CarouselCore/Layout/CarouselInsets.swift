/// Insets from the four physical edges of a rectangle, in points (UIKit's `UIEdgeInsets`;
/// SwiftUI's `EdgeInsets` with leading and trailing resolved to left and right).
package struct CarouselInsets: Sendable, Hashable {
  /// From the top edge.
  package var top: Double
  /// From the left edge.
  package var left: Double
  /// From the bottom edge.
  package var bottom: Double
  /// From the right edge.
  package var right: Double

  /// No insets.
  package static let zero = CarouselInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Creates insets; negative and non-finite values count as 0 (a safe area is never
  /// negative), values above ``LayoutLimits/maximumOffset`` are clamped to it.
  package init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = Self.clean(top)
    self.left = Self.clean(left)
    self.bottom = Self.clean(bottom)
    self.right = Self.clean(right)
  }

  /// Whether every inset is 0.
  package var isZero: Bool { self == .zero }

  private static func clean(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return 0 }
    return min(value, LayoutLimits.maximumOffset)
  }
}
