import Testing

@_spi(CarouselKitInternals) @testable import CarouselCore

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
}
