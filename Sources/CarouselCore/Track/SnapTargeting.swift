/// Chooses the resting anchor of a release. Pure functions, O(1) for uniform anchors and
/// O(log n) for pages of different sizes.
public struct SnapTargeting: Sendable, Hashable {
  /// The anchors to choose from.
  public var anchors: SnapAnchors
  /// Whether the track loops (otherwise the choice is clamped to the first and last item).
  public var isLooping: Bool
  /// The rule.
  public var policy: SnapPolicy
  /// The rate used to project the rest point.
  public var decelerationRate: DecelerationRate
  /// Releases slower than this (pt/s) go to the anchor nearest to where the content is,
  /// not to its projection.
  public var minimumFlingSpeed: Double
  /// Releases at least this fast (pt/s) never come to rest behind the release point:
  /// ``SnapPolicy/nearest`` goes at least to the next anchor in their direction (paging does
  /// so from ``minimumFlingSpeed`` on).
  public var committedFlingSpeed: Double

  /// The default ``committedFlingSpeed``: 800 pt/s. At `.fast` such a flick projects only
  /// 80 pt, so without the rule it could settle back on the item it came from.
  public static let defaultCommittedFlingSpeed = 800.0

  /// Creates a targeting rule.
  public init(
    anchors: SnapAnchors, isLooping: Bool, policy: SnapPolicy, decelerationRate: DecelerationRate,
    minimumFlingSpeed: Double, committedFlingSpeed: Double = SnapTargeting.defaultCommittedFlingSpeed
  ) {
    self.anchors = anchors
    self.isLooping = isLooping
    self.policy = policy
    self.decelerationRate = decelerationRate
    self.minimumFlingSpeed = minimumFlingSpeed
    self.committedFlingSpeed = committedFlingSpeed
  }

  /// The projected rest point of a release at `offset` with `velocity`: x₀ − v₀ / k, the
  /// continuous form of WWDC18's projection (see ``Deceleration``).
  public func projection(offset: Double, velocity: Double) -> Double {
    Deceleration(origin: offset, initialVelocity: velocity, rate: decelerationRate).restPoint
  }

  /// The track position to rest on, or `nil` for ``SnapPolicy/free`` or an empty track.
  ///
  /// 1. Slow releases (|v| below ``minimumFlingSpeed``) take the anchor nearest to `offset`;
  ///    others the anchor nearest to the projection.
  /// 2. ``SnapPolicy/paging(maxItems:)``: a fling moves at least to the next anchor in its
  ///    direction, and the result is limited to `startPosition ± maxItems`.
  ///    ``SnapPolicy/nearest``: so does a release at least ``committedFlingSpeed`` fast.
  /// 3. Without looping, the result is clamped to 0..<count.
  ///
  /// - Parameters:
  ///   - offset: where the content is at release, in points.
  ///   - velocity: the release velocity, in points per second (positive when the offset grows).
  ///   - startPosition: the position nearest to the content when the finger touched down.
  public func target(offset: Double, velocity: Double, startPosition: Int) -> Int? {
    var anchors = self.anchors
    return target(in: &anchors, offset: offset, velocity: velocity, startPosition: startPosition)
  }

  /// ``target(offset:velocity:startPosition:)`` over any anchors (``anchors`` is not used):
  /// the same rule, asking `anchors` O(1) questions.
  func target<Anchors: AnchorLookup>(
    in anchors: inout Anchors, offset: Double, velocity: Double, startPosition: Int
  ) -> Int? {
    guard anchors.count > 0 else { return nil }
    let velocity = velocity.isFinite ? velocity : 0
    let isFling = abs(velocity) >= minimumFlingSpeed && velocity != 0
    var position: Int
    switch policy {
    case .free:
      return nil
    case .nearest:
      position = anchors.nearestPosition(to: isFling ? projection(offset: offset, velocity: velocity) : offset)
      if isFling && abs(velocity) >= committedFlingSpeed {
        position = Self.atLeastNextAnchor(position, in: &anchors, offset: offset, velocity: velocity)
      }
    case .paging:
      position = anchors.nearestPosition(to: isFling ? projection(offset: offset, velocity: velocity) : offset)
      if isFling {
        position = Self.atLeastNextAnchor(position, in: &anchors, offset: offset, velocity: velocity)
      }
      // The start within ±Int.max / 2 and the limit at most maximumCount (below 2³⁰), so
      // the sums cannot overflow, with 64-bit and 32-bit `Int` alike.
      let limit = policy.maxItemsPerFling ?? 1
      let start = min(max(startPosition, -(Int.max / 2)), Int.max / 2)
      position = min(max(position, start - limit), start + limit)
    }
    if !isLooping {
      position = min(max(position, 0), anchors.count - 1)
    }
    return position
  }

  /// `position`, or the first anchor strictly beyond `offset` in the direction of `velocity`
  /// if `position` is not that far.
  private static func atLeastNextAnchor<Anchors: AnchorLookup>(
    _ position: Int, in anchors: inout Anchors, offset: Double, velocity: Double
  ) -> Int {
    let below = anchors.floorPosition(offset)
    if velocity > 0 { return max(position, below + 1) }
    let strictlyBelow = anchors.offset(of: below) < offset ? below : below - 1
    return min(position, strictlyBelow)
  }
}
