/// Paging between anchors of any size for a scroll view the app already has (a
/// `UIScrollView`, `UITableView` or `UICollectionView`), as in the custom paging article: the
/// platform-independent half of `CarouselUIKit.ScrollViewPager`.
///
/// The app forwards two delegate calls. At `willEndDragging` the pager projects the release
/// with its deceleration rate, picks the anchor (``SnapTargeting``), tells the scroll view to
/// stop its own deceleration where it is (the returned offset goes into
/// `targetContentOffset`) and starts a ``SettleMotion`` from the release velocity, which a
/// display link then samples with ``offset(at:)``. `willBeginDragging` interrupts it.
///
/// Offsets are the scroll view's content offsets along its axis (points); anchors are the
/// offsets at which pages rest.
public struct ScrollViewPaging: Sendable {
  /// Where pages rest.
  public var anchors: SnapAnchors
  /// How the target is chosen (`.nearest`, or `.paging(maxItems:)` to limit pages per flick).
  public var policy: SnapPolicy
  /// The rate the release is projected with.
  public var decelerationRate: DecelerationRate
  /// The settle spring. Only its response is used, as the time scale of the monotone
  /// ``SettleMotion``: pages on an app's own scroll view never pass their anchor (the last
  /// page is an edge), so the damping ratio does not apply here, unlike
  /// ``ScrollBehavior/spring``.
  public var spring: Spring
  /// Releases slower than this (pt/s) go to the page nearest to where the content is.
  public var minimumFlingSpeed: Double

  var startPosition = 0
  var motion: (start: Double, settle: SettleMotion, target: Int)?

  public init(
    anchors: SnapAnchors, policy: SnapPolicy = .nearest, decelerationRate: DecelerationRate = .normal,
    spring: Spring = .default, minimumFlingSpeed: Double = 200
  ) {
    self.anchors = anchors
    self.policy = policy
    self.decelerationRate = decelerationRate
    self.spring = spring
    self.minimumFlingSpeed = minimumFlingSpeed
  }

  /// Whether a settle is running (keep the display link running while it is).
  public var isSettling: Bool { motion != nil }

  /// The page being settled on, if any.
  public var targetIndex: Int? { motion?.target }

  /// `scrollViewWillBeginDragging`: a new drag interrupts any settle where it is.
  public mutating func willBeginDragging(offset: Double) {
    motion = nil
    startPosition = anchors.count > 0 ? min(max(anchors.nearestPosition(to: offset), 0), anchors.count - 1) : 0
  }

  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
  ///
  /// - Parameters:
  ///   - offset: the content offset at release, in points.
  ///   - velocityPerMillisecond: the delegate's velocity, in points per **millisecond**.
  ///   - time: the current time, in seconds (the display link's clock).
  /// - Returns: the offset to write into `targetContentOffset`: the current one, which stops
  ///   the system's deceleration so that the settle motion takes over.
  public mutating func willEndDragging(offset: Double, velocityPerMillisecond: Double, time: Double) -> Double {
    var anchors = self.anchors
    return willEndDragging(offset: offset, velocityPerMillisecond: velocityPerMillisecond, time: time, lookup: &anchors)
  }

  /// ``willEndDragging(offset:velocityPerMillisecond:time:)`` over any anchors: `pages`
  /// answers the targeting's questions (``SnapTargeting``'s rule, `.nearest` for `.free`: a
  /// pager always rests on a page) and gives the target's offset.
  mutating func willEndDragging<Pages: AnchorLookup>(
    offset: Double, velocityPerMillisecond: Double, time: Double, lookup pages: inout Pages
  ) -> Double {
    let velocity = PlatformVelocity.fromScrollViewDelegate(pointsPerMillisecond: velocityPerMillisecond)
    let targeting = SnapTargeting(
      anchors: anchors, isLooping: false, policy: policy == .free ? .nearest : policy,
      decelerationRate: decelerationRate,
      minimumFlingSpeed: minimumFlingSpeed)
    guard offset.isFinite, time.isFinite,
      let target = targeting.target(in: &pages, offset: offset, velocity: velocity, startPosition: startPosition)
    else {
      motion = nil
      return offset
    }
    let settle = SettleMotion(
      from: offset, velocity: velocity, to: pages.offset(of: target), spring: spring.withoutOvershoot,
      rate: decelerationRate)
    motion = (time, settle, target)
    return offset
  }

  /// The content offset to show at `time` while settling, or `nil` when there is no settle
  /// (stop the display link). The last non-`nil` value is exactly the anchor.
  public mutating func offset(at time: Double) -> Double? {
    guard let motion, time.isFinite else { return nil }
    let t = time - motion.start
    if t >= motion.settle.duration {
      self.motion = nil
      return motion.settle.target
    }
    return motion.settle.value(at: t)
  }
}

extension ScrollViewPaging {
  /// A finger touched the scroll view: a running settle stops where it is, at once. Returns
  /// whether it caught one, in which case the touch only stops the content (the front end
  /// cancels it for the scroll view's content, so a tap never selects a row that was moving).
  /// The next release settles afresh; without a drag, the content stays where it was caught
  /// until ``settleFromRest(offset:time:)``.
  public mutating func touchDown(offset: Double) -> Bool {
    guard isSettling else { return false }
    willBeginDragging(offset: offset)
    return true
  }

  /// A caught settle whose finger lifted without dragging: settles from rest on the page
  /// nearest to `offset`, so the content never stays between pages. Returns whether a settle
  /// started (the content was not already on a page).
  public mutating func settleFromRest(offset: Double, time: Double) -> Bool {
    _ = willEndDragging(offset: offset, velocityPerMillisecond: 0, time: time)
    guard isSettling, let target = targetIndex, anchors.offset(of: target) != offset else {
      _ = self.offset(at: time.isFinite ? time : 0)
      return false
    }
    return true
  }
}
