/// The parameters of a damped spring of mass 1, described the way SwiftUI and UIKit
/// describe them: by its response (period of the undamped oscillation) and damping ratio.
///
/// - stiffness k = (2π / response)²
/// - damping c = 4π ζ / response
///
/// ζ < 1 is underdamped (it overshoots and oscillates), ζ = 1 critically damped (the fastest
/// return without overshoot from rest), ζ > 1 overdamped.
///
/// As ``ScrollBehavior/spring`` the damping ratio chooses the settle: ζ = 1 the monotone
/// ``SettleMotion`` family, any other ζ the ``SpringMotion`` closed form (under-damped: past
/// the anchor and back; over-damped: slower, never past it).
public struct Spring: Sendable, Hashable, CustomStringConvertible {
  /// The range ``response`` is clamped into, in seconds.
  public static let responseRange: ClosedRange<Double> = 0.01...10
  /// The range ``dampingRatio`` is clamped into.
  public static let dampingRatioRange: ClosedRange<Double> = 0.05...10

  /// The settle spring CarouselKit uses by default: response 0.25 s, critically damped, which
  /// settles with the monotone ``SettleMotion`` family (never past the anchor).
  ///
  /// Chosen so that, with the `.fast` deceleration rate, every release comes to rest within
  /// 0.6 s, even a return of several hundred points after a long drag (the banner article's
  /// demand: no long wait for the animation to end).
  public static let `default` = Spring(response: defaultResponse, dampingRatio: defaultDampingRatio)

  /// The default's response, 0.25 s, and damping ratio, 1: also what a non-finite value falls
  /// back to.
  static let defaultResponse = 0.25
  static let defaultDampingRatio = 1.0

  /// The period of the undamped oscillation, in seconds.
  public let response: Double
  /// The damping ratio ζ.
  public let dampingRatio: Double

  /// Creates a spring. Values are clamped into ``responseRange`` and ``dampingRatioRange``;
  /// a non-finite response falls back to the default's 0.25 s, a non-finite damping ratio to
  /// the default's 1.
  public init(response: Double, dampingRatio: Double) {
    self.response =
      response.isFinite
      ? min(max(response, Self.responseRange.lowerBound), Self.responseRange.upperBound)
      : Self.defaultResponse
    self.dampingRatio =
      dampingRatio.isFinite
      ? min(max(dampingRatio, Self.dampingRatioRange.lowerBound), Self.dampingRatioRange.upperBound)
      : Self.defaultDampingRatio
  }

  /// Creates a spring the way SwiftUI's `Spring(duration:bounce:)` does: the duration is the
  /// response and ζ = 1 − bounce. `bounce` is clamped to [0, 0.95].
  public init(duration: Double, bounce: Double) {
    let bounce = bounce.isFinite ? min(max(bounce, 0), 0.95) : 0
    self.init(response: duration, dampingRatio: 1 - bounce)
  }

  /// The stiffness k = (2π / response)², for a mass of 1.
  public var stiffness: Double {
    let omega = 2 * Double.pi / response
    return omega * omega
  }

  /// The damping coefficient c = 4π ζ / response, for a mass of 1.
  public var damping: Double { 4 * Double.pi * dampingRatio / response }

  /// The undamped angular frequency ω₀ = √k = 2π / response, in rad/s.
  public var angularFrequency: Double { 2 * Double.pi / response }

  /// This spring with a damping ratio of at least 1: used where overshoot must not happen
  /// (returning from past an edge).
  public var withoutOvershoot: Spring {
    dampingRatio >= 1 ? self : Spring(response: response, dampingRatio: 1)
  }

  public var description: String { "Spring(response: \(response), dampingRatio: \(dampingRatio))" }
}
