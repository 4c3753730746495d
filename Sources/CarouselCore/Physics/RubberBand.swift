/// The resistance felt when content is dragged past its edge, as `UIScrollView` does it.
///
/// displayed = (1 − 1 / (x · c / d + 1)) · d, with x the raw overscroll (how far the finger
/// went past the edge), d the viewport's length along the scroll axis and c = 0.55, the
/// constant commonly measured for `UIScrollView`. The slope is c at the edge and the
/// displayed overscroll never reaches d.
///
/// The function is applied to the *total* raw overscroll (stateless), never incrementally,
/// so the result does not depend on how many touch samples arrived. O(1).
public struct RubberBand: Sendable, Hashable {
  /// UIScrollView's measured coefficient.
  public static let defaultCoefficient = 0.55

  /// The coefficient c (slope at the edge).
  public var coefficient: Double
  /// The viewport's length along the scroll axis, in points.
  public var dimension: Double

  /// The smallest dimension that shows an overscroll, in points (a thousandth of a point).
  public static let minimumDimension = 1e-3

  /// Creates a rubber band. A `dimension` below ``minimumDimension`` (or non-finite) gives a
  /// band that shows no overscroll at all (a subnormal dimension would make the inverse
  /// divide by zero); the coefficient is clamped to (0, 1].
  public init(coefficient: Double = RubberBand.defaultCoefficient, dimension: Double) {
    self.coefficient = coefficient.isFinite ? min(max(coefficient, 1e-6), 1) : Self.defaultCoefficient
    self.dimension = dimension.isFinite && dimension >= Self.minimumDimension ? dimension : 0
  }

  /// The displayed overscroll for a raw overscroll `x` (points, either sign).
  public func displayed(overscroll x: Double) -> Double {
    guard dimension > 0, x.isFinite else { return x.isInfinite ? (x > 0 ? dimension : -dimension) : 0 }
    let magnitude = (1 - 1 / (abs(x) * coefficient / dimension + 1)) * dimension
    return x < 0 ? -magnitude : magnitude
  }

  /// The raw overscroll that displays as `y`: the inverse of ``displayed(overscroll:)``,
  /// x = (d / c) · y / (d − y). Used when a touch catches content that is past its edge, so
  /// that the drag continues from exactly where the content is. |y| is clamped below d.
  public func raw(displayed y: Double) -> Double {
    guard dimension > 0, y.isFinite else { return 0 }
    let magnitude = min(abs(y), dimension * (1 - 1e-9))
    guard dimension - magnitude > 0 else { return 0 }
    let x = dimension / coefficient * magnitude / (dimension - magnitude)
    return y < 0 ? -x : x
  }

  /// Applies the band to a raw offset that may lie outside `bounds`: inside it is returned
  /// unchanged, past an edge the overscroll is displayed with resistance.
  public func clamp(_ offset: Double, to bounds: ClosedRange<Double>) -> Double {
    Self.mapPastEdge(offset, bounds, displayed(overscroll:))
  }

  /// The inverse of ``clamp(_:to:)``: the raw offset that displays as `offset`.
  public func unclamp(_ offset: Double, from bounds: ClosedRange<Double>) -> Double {
    Self.mapPastEdge(offset, bounds, raw(displayed:))
  }

  /// `offset` unchanged inside `bounds`; past an edge, that edge plus `map` of the signed
  /// distance past it.
  private static func mapPastEdge(
    _ offset: Double, _ bounds: ClosedRange<Double>, _ map: (Double) -> Double
  ) -> Double {
    if offset < bounds.lowerBound { return bounds.lowerBound + map(offset - bounds.lowerBound) }
    if offset > bounds.upperBound { return bounds.upperBound + map(offset - bounds.upperBound) }
    return offset
  }
}
