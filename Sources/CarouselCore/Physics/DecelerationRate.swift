import RealModule

/// How quickly a free-running scroll slows down, as UIKit expresses it: the factor the
/// velocity is multiplied by every millisecond.
///
/// `UIScrollView.DecelerationRate.normal` is 0.998 and `.fast` is 0.99. Any other value in
/// ``validRange`` can be used; the core keeps one unit inside (points per second), so the
/// rate is turned into the continuous decay constant ``decayConstant`` once.
public struct DecelerationRate: Sendable, Hashable, CustomStringConvertible {
  /// The rates this type accepts. Values outside are clamped into it; a non-finite value
  /// becomes ``normal``.
  public static let validRange: ClosedRange<Double> = 0.01...0.99999

  /// UIKit's `.normal` rate, 0.998 per millisecond: a long glide (about 4 s from 2,000 pt/s).
  public static let normal = DecelerationRate(perMillisecond: 0.998)
  /// UIKit's `.fast` rate, 0.99 per millisecond: a short glide (about 0.76 s from 2,000 pt/s).
  public static let fast = DecelerationRate(perMillisecond: 0.99)

  /// The factor applied to the velocity every millisecond, in ``validRange``.
  public let perMillisecond: Double

  /// Creates a rate from UIKit's per-millisecond factor.
  ///
  /// - Parameter perMillisecond: the factor, clamped into ``validRange``; NaN or an
  ///   infinity gives ``normal``'s 0.998.
  public init(perMillisecond: Double) {
    guard perMillisecond.isFinite else {
      self.perMillisecond = 0.998
      return
    }
    self.perMillisecond = min(max(perMillisecond, Self.validRange.lowerBound), Self.validRange.upperBound)
  }

  /// The continuous decay constant k = 1000 · ln r, in 1/s (always negative).
  ///
  /// Velocity then follows v(t) = v₀ · e^(k t). For `.normal` k ≈ −2.002, for `.fast`
  /// k ≈ −10.050.
  public var decayConstant: Double { 1000 * Double.log(perMillisecond) }

  public var description: String { "\(perMillisecond)/ms" }
}
