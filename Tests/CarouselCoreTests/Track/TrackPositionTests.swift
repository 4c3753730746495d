import Testing

@testable import CarouselCore

@Suite struct TrackPositionTests {
  @Test(arguments: [(0, 0), (4, 4), (5, 0), (-1, 4), (-5, 0), (-6, 4), (1_000_000_007, 2), (Int.min + 3, 0)])
  func indexIsPositionModuloCountAlsoForNegatives(position: Int, index: Int) {
    // Int.min + 3 = −9223372036854775805 ≡ 0 (mod 5).
    #expect(TrackPosition.index(of: position, count: 5) == index)
  }

  @Test func cycleIsFloorDivision() {
    #expect(TrackPosition.cycle(of: 4, count: 5) == 0)
    #expect(TrackPosition.cycle(of: 5, count: 5) == 1)
    #expect(TrackPosition.cycle(of: -1, count: 5) == -1)
    #expect(TrackPosition.cycle(of: -5, count: 5) == -1)
    #expect(TrackPosition.cycle(of: -6, count: 5) == -2)
  }

  @Test func emptyCountIsHarmless() {
    #expect(TrackPosition.index(of: 7, count: 0) == 0)
    #expect(TrackPosition.cycle(of: 7, count: 0) == 0)
    #expect(TrackPosition.nearest(index: 3, to: 7, count: 0) == 7)
  }

  @Test func nearestTakesTheShortestWayRoundTheLoop() {
    // From item 0 (position 0) of 5: item 4 is one step back, not four forward.
    #expect(TrackPosition.nearest(index: 4, to: 0, count: 5) == -1)
    #expect(TrackPosition.nearest(index: 1, to: 0, count: 5) == 1)
    #expect(TrackPosition.nearest(index: 2, to: 0, count: 5) == 2)
    #expect(TrackPosition.nearest(index: 3, to: 0, count: 5) == -2)
    #expect(TrackPosition.nearest(index: 0, to: 13, count: 5) == 15)
    // A tie (even count, opposite side) goes forward.
    #expect(TrackPosition.nearest(index: 2, to: 0, count: 4) == 2)
    #expect(TrackPosition.nearest(index: 1, to: 0, count: 2) == 1)
  }

  @Test func nearestAlwaysShowsTheRequestedItemAndNeverGoesMoreThanHalfway() {
    var rng = SplitMix64(seed: 7)
    for _ in 0..<2000 {
      let count = Int.random(in: 1...50, using: &rng)
      let from = Int.random(in: -10_000...10_000, using: &rng)
      let index = Int.random(in: 0..<count, using: &rng)
      let p = TrackPosition.nearest(index: index, to: from, count: count)
      #expect(TrackPosition.index(of: p, count: count) == index)
      #expect(abs(p - from) * 2 <= count)
    }
  }
}
