import Testing

@testable import CarouselCore

@Suite struct ScrollTargetRuleTests {
  static let pages = SnapAnchors.pages(sizes: [300, 120, 500, 80, 200], alignment: .leading)
  static let valid = 0.0...900.0

  @Test func nearestRestsOnTheAnchorNearestToTheProjection() {
    // Anchors 0, 300, 420, 920 (clamped to 900), 1000.
    #expect(
      ScrollTargetRule.target(
        proposed: 380, dragStart: 0, anchors: Self.pages, policy: .nearest, validOffsets: Self.valid) == 420)
    #expect(
      ScrollTargetRule.target(
        proposed: 100, dragStart: 0, anchors: Self.pages, policy: .nearest, validOffsets: Self.valid) == 0)
    #expect(
      ScrollTargetRule.target(
        proposed: 5000, dragStart: 0, anchors: Self.pages, policy: .nearest, validOffsets: Self.valid) == 900,
      "clamped to the content")
  }

  @Test func pagingMovesAtMostNItemsFromWhereTheGestureBegan() {
    #expect(
      ScrollTargetRule.target(
        proposed: 900, dragStart: 0, anchors: Self.pages, policy: .paging, validOffsets: Self.valid) == 300)
    #expect(
      ScrollTargetRule.target(
        proposed: 900, dragStart: 0, anchors: Self.pages, policy: .paging(maxItems: 2), validOffsets: Self.valid) == 420
    )
    #expect(
      ScrollTargetRule.target(
        proposed: -500, dragStart: 420, anchors: Self.pages, policy: .paging, validOffsets: Self.valid) == 300)
  }

  @Test func freeAndBadInput() {
    #expect(
      ScrollTargetRule.target(proposed: 123, dragStart: 0, anchors: Self.pages, policy: .free, validOffsets: Self.valid)
        == 123)
    #expect(
      ScrollTargetRule.target(
        proposed: .nan, dragStart: .infinity, anchors: Self.pages, policy: .paging, validOffsets: Self.valid) == 0)
    #expect(
      ScrollTargetRule.target(
        proposed: 50, dragStart: 0, anchors: .uniform(count: 0, pitch: 100), policy: .nearest, validOffsets: Self.valid)
        == 50)
  }

  /// The projection of a release at `offset` with `velocity` at `rate`, as the container
  /// reports it.
  static func proposed(from offset: Double, velocity: Double, rate: DecelerationRate) -> Double {
    SnapTargeting(anchors: pages, isLooping: false, policy: .nearest, decelerationRate: rate, minimumFlingSpeed: 0)
      .projection(offset: offset, velocity: velocity)
  }

  @Test func aSlowReleaseRestsNearWhereItWasReleasedNotWhereItWasProjected() {
    // 100 pt/s at .normal projects 49.95 pt: released at 130, proposed 179.95, nearer 300.
    let proposed = Self.proposed(from: 130, velocity: 100, rate: .normal)
    #expect(abs(proposed - 179.95) < 0.01)
    #expect(
      ScrollTargetRule.target(
        proposed: proposed, dragStart: 0, velocity: 100, rate: .normal, anchors: Self.pages, policy: .nearest,
        validOffsets: Self.valid) == 0)
    #expect(
      ScrollTargetRule.target(
        proposed: proposed, dragStart: 0, anchors: Self.pages, policy: .nearest, validOffsets: Self.valid) == 300,
      "the rule without the velocity")
  }

  /// What SwiftUI's `CarouselScrollTargetBehavior` does with `context.velocity`: on iOS the
  /// `ScrollView` is a `UIScrollView` whose will-end-dragging velocity is in points per
  /// millisecond, converted with `PlatformVelocity`, at the `.normal` rate it projects with.
  @Test func theScrollTargetBehaviorsVelocityIsPointsPerMillisecond() {
    // A fling: 1.5 pt/ms is 1,500 pt/s; released at 130 from page 0, it pages forward.
    let fling = PlatformVelocity.fromScrollViewDelegate(pointsPerMillisecond: 1.5)
    #expect(fling == 1500)
    #expect(
      ScrollTargetRule.target(
        proposed: Self.proposed(from: 130, velocity: fling, rate: .normal), dragStart: 0, velocity: fling,
        rate: .normal, anchors: Self.pages, policy: .paging, validOffsets: Self.valid) == 300)
    // A slow release: 0.1 pt/ms is 100 pt/s, under the fling speed: it rests nearest to where it
    // was released (130: page 0), not to its projection (179.95, nearer 300).
    let slow = PlatformVelocity.fromScrollViewDelegate(pointsPerMillisecond: 0.1)
    let proposed = Self.proposed(from: 130, velocity: slow, rate: .normal)
    #expect(
      ScrollTargetRule.target(
        proposed: proposed, dragStart: 0, velocity: slow, rate: .normal, anchors: Self.pages, policy: .nearest,
        validOffsets: Self.valid) == 0)
    #expect(
      ScrollTargetRule.target(
        proposed: proposed, dragStart: 0, velocity: 0.1, rate: .normal, anchors: Self.pages, policy: .nearest,
        validOffsets: Self.valid) == 300,
      "read as points per second, the release point recovered from the projection is wrong")
  }

  @Test func aCommittedFlickNeverRestsBehindItsRelease() {
    // 900 pt/s at .fast projects 89.55 pt: released at 10, proposed 99.55, nearest anchor 0.
    let proposed = Self.proposed(from: 10, velocity: 900, rate: .fast)
    #expect(abs(proposed - 99.55) < 0.01)
    for policy in [SnapPolicy.nearest, .paging] {
      #expect(
        ScrollTargetRule.target(
          proposed: proposed, dragStart: 0, velocity: 900, rate: .fast, anchors: Self.pages, policy: policy,
          validOffsets: Self.valid) == 300, "\(policy)")
    }
    // Backwards from the third page: at least the second.
    let back = Self.proposed(from: 410, velocity: -900, rate: .fast)
    #expect(
      ScrollTargetRule.target(
        proposed: back, dragStart: 420, velocity: -900, rate: .fast, anchors: Self.pages, policy: .paging,
        validOffsets: Self.valid) == 300)
  }

  @Test func velocityRulesKeepTheLimitsAndRejectBadInput() {
    // Paging: at most one page from the start, however fast.
    let far = Self.proposed(from: 50, velocity: 20_000, rate: .normal)
    #expect(
      ScrollTargetRule.target(
        proposed: far, dragStart: 0, velocity: 20_000, rate: .normal, anchors: Self.pages, policy: .paging,
        validOffsets: Self.valid) == 300)
    for bad in [Double.nan, .infinity, -.infinity] {
      let target = ScrollTargetRule.target(
        proposed: bad, dragStart: bad, velocity: bad, rate: .normal, anchors: Self.pages, policy: .paging,
        validOffsets: Self.valid)
      #expect(Self.valid.contains(target))
    }
    #expect(
      ScrollTargetRule.target(
        proposed: 123, dragStart: 0, velocity: 5000, rate: .normal, anchors: Self.pages, policy: .free,
        validOffsets: Self.valid) == 123)
  }
}
