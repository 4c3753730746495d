extension ScrollEngine {
  /// Everything that shapes the engine's behaviour: the geometry a layout computes (the
  /// anchors and the viewport length) and the ``ScrollBehavior`` an app chooses. A plain
  /// value: change it with ``ScrollEngine/reconfigure(_:at:)``, which keeps the current item
  /// in place.
  ///
  /// The behaviour's members read and write through the configuration
  /// (`configuration.snapping`), so the two never need to be spelled twice.
  public struct Configuration: Sendable, Hashable {
    /// The resting offsets of the items (their spacing and count).
    public var anchors: SnapAnchors
    /// The viewport's length along the scroll axis, in points: the rubber band's dimension.
    /// Kept within 0...``SnapAnchors/maximumExtent`` (values set directly are clamped where
    /// they are used).
    public var viewportLength: Double
    /// How the content moves: looping, snapping, rates, springs, autoplay.
    public var behavior: ScrollBehavior

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - anchors: the items' resting offsets.
    ///   - viewportLength: the viewport's length along the scroll axis, in points; a
    ///     non-finite or negative value is treated as 0 (no visible overscroll), one above
    ///     ``SnapAnchors/maximumExtent`` (10¹² pt) as that.
    ///   - behavior: looping, snapping, rates, springs and autoplay (default
    ///     ``ScrollBehavior/init(isLooping:snapping:decelerationRate:spring:edgeSpring:minimumFlingSpeed:committedFlingSpeed:autoplay:rubberBandCoefficient:)``'s
    ///     defaults: no looping, nearest, `.normal`).
    public init(anchors: SnapAnchors, viewportLength: Double, behavior: ScrollBehavior = ScrollBehavior()) {
      self.anchors = anchors
      self.viewportLength = viewportLength.isFinite ? min(max(viewportLength, 0), SnapAnchors.maximumExtent) : 0
      self.behavior = behavior
    }

    // The members of ``behavior``, read and written here too (written out rather than looked
    // up by key path: Embedded Swift has no key paths).

    /// ``ScrollBehavior/isLooping`` of ``behavior``.
    public var isLooping: Bool {
      get { behavior.isLooping }
      set { behavior.isLooping = newValue }
    }

    /// ``ScrollBehavior/snapping`` of ``behavior``.
    public var snapping: SnapPolicy {
      get { behavior.snapping }
      set { behavior.snapping = newValue }
    }

    /// ``ScrollBehavior/decelerationRate`` of ``behavior``.
    public var decelerationRate: DecelerationRate {
      get { behavior.decelerationRate }
      set { behavior.decelerationRate = newValue }
    }

    /// ``ScrollBehavior/spring`` of ``behavior``.
    public var spring: Spring {
      get { behavior.spring }
      set { behavior.spring = newValue }
    }

    /// ``ScrollBehavior/edgeSpring`` of ``behavior``.
    public var edgeSpring: Spring {
      get { behavior.edgeSpring }
      set { behavior.edgeSpring = newValue }
    }

    /// ``ScrollBehavior/minimumFlingSpeed`` of ``behavior``.
    public var minimumFlingSpeed: Double {
      get { behavior.minimumFlingSpeed }
      set { behavior.minimumFlingSpeed = newValue }
    }

    /// ``ScrollBehavior/committedFlingSpeed`` of ``behavior``.
    public var committedFlingSpeed: Double {
      get { behavior.committedFlingSpeed }
      set { behavior.committedFlingSpeed = newValue }
    }

    /// ``ScrollBehavior/autoplay`` of ``behavior``.
    public var autoplay: Autoplay? {
      get { behavior.autoplay }
      set { behavior.autoplay = newValue }
    }

    /// ``ScrollBehavior/rubberBandCoefficient`` of ``behavior``.
    public var rubberBandCoefficient: Double {
      get { behavior.rubberBandCoefficient }
      set { behavior.rubberBandCoefficient = newValue }
    }

    /// The number of items.
    public var count: Int { anchors.count }
    /// Whether the content can be scrolled at all: it needs at least 2 items (one item does
    /// not scroll, as in an `n + 2` pager with a single page).
    public var isScrollable: Bool { anchors.count >= 2 }
    /// Whether the track actually loops (looping requested and at least 2 items).
    public var loops: Bool { behavior.isLooping && anchors.count >= 2 }
    /// The range of resting offsets without looping: first to last anchor, in points.
    @inline(__always)
    public var bounds: ClosedRange<Double> { anchors.first...max(anchors.first, anchors.last) }

    /// The viewport length within its documented range, whatever was assigned.
    var limitedViewportLength: Double {
      viewportLength.isFinite ? min(max(viewportLength, 0), SnapAnchors.maximumExtent) : 0
    }

    @inline(__always)
    var rubberBand: RubberBand {
      RubberBand(coefficient: behavior.rubberBandCoefficient, dimension: limitedViewportLength)
    }

    /// How far a stopping phase may carry the content beyond its target: a sixth of the
    /// viewport.
    var maximumOvershoot: Double { limitedViewportLength / 6 }

    var targeting: SnapTargeting {
      SnapTargeting(
        anchors: anchors, isLooping: loops, policy: behavior.snapping, decelerationRate: behavior.decelerationRate,
        minimumFlingSpeed: ScrollBehavior.speed(behavior.minimumFlingSpeed),
        committedFlingSpeed: ScrollBehavior.speed(behavior.committedFlingSpeed))
    }
  }
}
