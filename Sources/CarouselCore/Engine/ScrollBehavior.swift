/// How a carousel moves: everything an app chooses about its feel, apart from the geometry
/// (the layout's anchors and the viewport), which the layout computes.
///
/// The one options vocabulary of CarouselKit: ``ScrollEngine/Configuration`` holds one,
/// ``CarouselDriver`` changes it live with ``CarouselAction/configure(_:time:)``, the UIKit
/// and SwiftUI front ends take one, the playground's settings map onto one and the
/// `carousel` tool's flags build one.
///
/// Every value is used as documented where the engine reads it: non-finite or negative
/// speeds count as 0, rates and springs clamp themselves (``DecelerationRate``, ``Spring``).
public struct ScrollBehavior: Sendable, Hashable {
  /// Whether the track is infinite and cyclic. Looping needs at least 2 items; with fewer
  /// the engine behaves as if it were off.
  public var isLooping: Bool
  /// How a release chooses where to rest.
  public var snapping: SnapPolicy
  /// The rate used for free gliding and for projecting the rest point (`UIScrollView`'s
  /// `.normal`, 0.998 per millisecond, or `.fast`, 0.99).
  public var decelerationRate: DecelerationRate
  /// The settle spring, which takes released content to its anchor and drives animated
  /// scrolls and autoplay steps. Its damping ratio ζ chooses the motion:
  ///
  /// - ζ = 1 (the default, ``Spring/default``): the monotone ``SettleMotion`` family, which
  ///   never passes the anchor; the response sets its time scale (at most 1.8 × response
  ///   unless a slower motion is needed to keep the speed down).
  /// - ζ < 1: the under-damped ``SpringMotion`` from the release position at the release
  ///   velocity: the content passes the anchor and comes back, as the app asked.
  /// - ζ > 1: the over-damped ``SpringMotion``: slower than the default and never past the
  ///   anchor (a release so fast that it would pass lands with ``SettleMotion``).
  ///
  /// A spring settle ends at its settling time for ``ScrollEngine/restDistance`` and
  /// ``ScrollEngine/restSpeed``, exactly on the anchor. The edges of a track that does not
  /// loop are never passed: a spring whose swing would carry the content past one (onto the
  /// first or last item, or a swing longer than the items left) lands with ``SettleMotion``
  /// and this spring's response instead.
  public var spring: Spring
  /// The spring for content released past an edge (and a glide that reaches an edge). Only
  /// its response is used, as the time scale of a ``SettleMotion``: the return from an edge
  /// never passes the edge and turns within a sixth of the viewport, whatever the damping
  /// ratio.
  public var edgeSpring: Spring
  /// Releases slower than this, in points per second, are not flings: the content goes to
  /// the anchor nearest to where it is. Default 200 pt/s.
  public var minimumFlingSpeed: Double
  /// Releases at least this fast, in points per second, never come to rest behind where
  /// the finger let go: ``SnapPolicy/nearest`` goes at least one item in their direction.
  /// Default 800 pt/s (``SnapTargeting/defaultCommittedFlingSpeed``).
  public var committedFlingSpeed: Double
  /// Automatic advancing, or `nil` for none.
  public var autoplay: Autoplay?
  /// The rubber band's coefficient (0.55, as measured for `UIScrollView`).
  public var rubberBandCoefficient: Double

  /// Creates a behaviour; the defaults are `UIScrollView`'s feel with snapping to the
  /// nearest item.
  ///
  /// - Parameters:
  ///   - isLooping: whether the track loops (default `false`).
  ///   - snapping: the snapping policy (default ``SnapPolicy/nearest``).
  ///   - decelerationRate: default ``DecelerationRate/normal``.
  ///   - spring: default ``Spring/default`` (response 0.25 s, critically damped: the
  ///     monotone settle); see ``spring`` for what other damping ratios do.
  ///   - edgeSpring: default ``Spring/default``; only its response is used.
  ///   - minimumFlingSpeed: in pt/s, default 200; negative or non-finite values count as 0.
  ///   - committedFlingSpeed: in pt/s, default 800; negative or non-finite values count
  ///     as 0.
  ///   - autoplay: default none.
  ///   - rubberBandCoefficient: the rubber band's c, default 0.55 (see ``RubberBand``).
  public init(
    isLooping: Bool = false,
    snapping: SnapPolicy = .nearest,
    decelerationRate: DecelerationRate = .normal,
    spring: Spring = .default,
    edgeSpring: Spring = .default,
    minimumFlingSpeed: Double = 200,
    committedFlingSpeed: Double = SnapTargeting.defaultCommittedFlingSpeed,
    autoplay: Autoplay? = nil,
    rubberBandCoefficient: Double = RubberBand.defaultCoefficient
  ) {
    self.isLooping = isLooping
    self.snapping = snapping
    self.decelerationRate = decelerationRate
    self.spring = spring
    self.edgeSpring = edgeSpring
    self.minimumFlingSpeed = Self.speed(minimumFlingSpeed)
    self.committedFlingSpeed = Self.speed(committedFlingSpeed)
    self.autoplay = autoplay
    self.rubberBandCoefficient = rubberBandCoefficient
  }

  /// The banner article's choice, and the front ends' default: snap to the nearest item
  /// with the fast deceleration rate.
  public static let carousel = ScrollBehavior(decelerationRate: .fast)

  /// A speed as the engine uses it: non-finite or negative values count as 0.
  static func speed(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
}
