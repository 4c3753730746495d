import RealModule

/// How a linear progress 0...1 is bent before an effect uses it: CollectionViewPagingLayout's
/// `TransformCurve` (Lib/TransformCurve.swift, `computeFromLinear(progress:)`).
///
/// - ``linear``: t;
/// - ``easeIn``: log₁₀(1 + 9t) (fast at first, 0 at 0 and 1 at 1);
/// - ``easeOut``: 1 − log₁₀(1 + 9(1 − t)) (slow at first).
///
/// Outside 0...1 the same formulas continue (CollectionViewPagingLayout feeds |progress|,
/// which may exceed 1); below t = −1/9 (easeIn) or above t = 1 + 1/9 (easeOut) the logarithm
/// has no real value and the curve gives 0 (easeIn) or 1 (easeOut) instead of NaN. O(1).
public enum TransformCurve: Sendable, Hashable {
  case linear
  case easeIn
  case easeOut

  /// The curved progress for a linear progress `t`.
  @inline(__always)
  public func value(_ t: Double) -> Double {
    switch self {
    case .linear:
      return t
    case .easeIn:
      let argument = 1 + 9 * t
      return argument > 0 ? Double.log10(argument) : 0
    case .easeOut:
      let argument = 1 + (9 - 9 * t)
      return argument > 0 ? 1 - Double.log10(argument) : 1
    }
  }
}
