extension ScrollEngine {
  /// Everything that shapes the engine's behaviour. A plain value: change it with
  /// ``ScrollEngine/reconfigure(_:at:)``, which keeps the current item in place.
  public struct Configuration: Sendable, Hashable {
    /// The resting offsets of the items (their spacing and count).
    public var anchors: SnapAnchors
    /// The viewport's length along the scroll axis, in points: the rubber band's dimension.
    /// Kept within 0...``SnapAnchors/maximumExtent`` (values set directly are clamped where
    /// they are used).
    public var viewportLength: Double
    /// Whether the track is infinite and cyclic. Looping needs at least 2 items; with fewer
    /// the engine behaves as if it were off.
    public var isLooping: Bool
    /// How a release chooses where to rest.
    public var snapping: SnapPolicy
    /// The rate used for free gliding and for projecting the rest point.
    public var decelerationRate: DecelerationRate
    /// The settle spring: its response sets the time scale of the ``SettleMotion`` that
    /// settles on an anchor and drives animated scrolls (at most 1.8 × response unless a
    /// slower motion is needed to keep the speed down). Settles never overshoot, so its
    /// damping ratio is not used.
    public var spring: Spring
    /// The same for content released past an edge (and a glide that reaches an edge).
    public var edgeSpring: Spring
    /// Releases slower than this, in points per second, are not flings: the content goes to
    /// the anchor nearest to where it is. Default 200 pt/s.
    public var minimumFlingSpeed: Double
    /// Releases at least this fast, in points per second, never come to rest behind where
    /// the finger let go: ``SnapPolicy/nearest`` goes at least one item in their direction.
    /// Default 800 pt/s (``SnapTargeting/defaultCommittedFlingSpeed``).
    public var committedFlingSpeed: Double = SnapTargeting.defaultCommittedFlingSpeed
    /// Automatic advancing, or `nil` for none.
    public var autoplay: Autoplay?
    /// The rubber band's coefficient (0.55, as measured for `UIScrollView`).
    public var rubberBandCoefficient: Double

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - anchors: the items' resting offsets.
    ///   - viewportLength: the viewport's length along the scroll axis, in points; a
    ///     non-finite or negative value is treated as 0 (no visible overscroll), one above
    ///     ``SnapAnchors/maximumExtent`` (10¹² pt) as that.
    ///   - isLooping: whether the track loops.
    ///   - snapping: the snapping policy (default ``SnapPolicy/nearest``).
    ///   - decelerationRate: default ``DecelerationRate/normal``.
    ///   - spring: default ``Spring/default`` (response 0.25 s, critically damped); its
    ///     response sets the time scale of settles and animated scrolls (``SettleMotion``).
    ///   - edgeSpring: default ``Spring/default``; the same for returns from past an edge.
    ///   - minimumFlingSpeed: in pt/s; negative or non-finite values are treated as 0.
    ///   - autoplay: default none.
    ///   - rubberBandCoefficient: the rubber band's c, default 0.55 (see ``RubberBand``).
    public init(
      anchors: SnapAnchors,
      viewportLength: Double,
      isLooping: Bool = false,
      snapping: SnapPolicy = .nearest,
      decelerationRate: DecelerationRate = .normal,
      spring: Spring = .default,
      edgeSpring: Spring = .default,
      minimumFlingSpeed: Double = 200,
      autoplay: Autoplay? = nil,
      rubberBandCoefficient: Double = RubberBand.defaultCoefficient
    ) {
      self.anchors = anchors
      self.viewportLength = viewportLength.isFinite ? min(max(viewportLength, 0), SnapAnchors.maximumExtent) : 0
      self.isLooping = isLooping
      self.snapping = snapping
      self.decelerationRate = decelerationRate
      self.spring = spring
      self.edgeSpring = edgeSpring
      self.minimumFlingSpeed = minimumFlingSpeed.isFinite ? max(minimumFlingSpeed, 0) : 0
      self.autoplay = autoplay
      self.rubberBandCoefficient = rubberBandCoefficient
    }

    /// The number of items.
    public var count: Int { anchors.count }
    /// Whether the content can be scrolled at all: it needs at least 2 items (one item does
    /// not scroll, as in an `n + 2` pager with a single page).
    public var isScrollable: Bool { anchors.count >= 2 }
    /// Whether the track actually loops (looping requested and at least 2 items).
    public var loops: Bool { isLooping && anchors.count >= 2 }
    /// The range of resting offsets without looping: first to last anchor, in points.
    public var bounds: ClosedRange<Double> { anchors.first...max(anchors.first, anchors.last) }

    /// The viewport length within its documented range, whatever was assigned.
    var limitedViewportLength: Double {
      viewportLength.isFinite ? min(max(viewportLength, 0), SnapAnchors.maximumExtent) : 0
    }

    var rubberBand: RubberBand { RubberBand(coefficient: rubberBandCoefficient, dimension: limitedViewportLength) }

    /// How far a stopping phase may carry the content beyond its target: a sixth of the
    /// viewport.
    var maximumOvershoot: Double { limitedViewportLength / 6 }

    var targeting: SnapTargeting {
      SnapTargeting(
        anchors: anchors, isLooping: loops, policy: snapping, decelerationRate: decelerationRate,
        minimumFlingSpeed: minimumFlingSpeed, committedFlingSpeed: committedFlingSpeed)
    }
  }
}
