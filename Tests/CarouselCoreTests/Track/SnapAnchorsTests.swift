import Testing

@testable import CarouselCore

@Suite struct SnapAnchorsTests {
  @Test func uniformAnchorsArePitchApart() {
    let a = SnapAnchors.uniform(count: 5, pitch: 351)
    #expect(a.offset(of: 0) == 0)
    #expect(a.offset(of: 3) == 1053)
    #expect(a.offset(of: -1) == -351)
    #expect(a.period == 1755)
    #expect(a.first == 0 && a.last == 1404)
  }

  @Test func nearestAndFloorOnAUniformTrack() {
    let a = SnapAnchors.uniform(count: 5, pitch: 100)
    #expect(a.nearestPosition(to: 149) == 1)
    #expect(a.nearestPosition(to: 151) == 2)
    #expect(a.nearestPosition(to: 150) == 1, "ties go to the lower anchor")
    #expect(a.nearestPosition(to: -51) == -1)
    #expect(a.floorPosition(-1) == -1)
    #expect(a.floorPosition(200) == 2)
  }

  @Test func pagesOfDifferentSizesLeadingAligned() {
    let a = SnapAnchors.pages(sizes: [100, 300, 50, 200], spacing: 10, alignment: .leading)
    #expect((0..<4).map(a.offset(of:)) == [0, 110, 420, 480])
    #expect(a.period == 690)
    #expect(a.offset(of: 4) == 690, "the next cycle starts one period later")
    #expect(a.offset(of: -1) == 480 - 690)
    #expect(a.nearestPosition(to: 400) == 2)
    #expect(a.nearestPosition(to: 265) == 1)
    #expect(a.nearestPosition(to: 266) == 2)
    #expect(a.nearestPosition(to: 600) == 4)
    #expect(a.nearestPosition(to: -100) == 0)
    #expect(a.nearestPosition(to: -160) == -1)
  }

  @Test func pagesOfDifferentSizesCentreAligned() {
    let a = SnapAnchors.pages(sizes: [100, 300, 50], spacing: 0, alignment: .center)
    // Centres 50, 250, 425 less the first centre.
    #expect((0..<3).map(a.offset(of:)) == [0, 200, 375])
    #expect(a.period == 450)
    #expect(a.offset(of: 3) == 450)
  }

  /// The binary search agrees with a scan on random tracks and offsets, including far
  /// cycles and negative offsets.
  @Test func binarySearchAgreesWithAScan() {
    var rng = SplitMix64(seed: 11)
    for _ in 0..<200 {
      let n = Int.random(in: 1...40, using: &rng)
      let sizes = (0..<n).map { _ in Double.random(in: 1...500, using: &rng) }
      let a = SnapAnchors.pages(sizes: sizes, spacing: Double.random(in: 0...20, using: &rng), alignment: .leading)
      for _ in 0..<20 {
        let x = Double.random(in: -5 * a.period...5 * a.period, using: &rng)
        let floor = a.floorPosition(x)
        #expect(a.offset(of: floor) <= x + 1e-9)
        #expect(a.offset(of: floor + 1) > x - 1e-9)
        let nearest = a.nearestPosition(to: x)
        #expect(abs(a.offset(of: nearest) - x) <= abs(a.offset(of: nearest + 1) - x) + 1e-9)
        #expect(abs(a.offset(of: nearest) - x) <= abs(a.offset(of: nearest - 1) - x) + 1e-9)
      }
    }
  }

  @Test func fractionalPositionRoundTrips() {
    let a = SnapAnchors.pages(sizes: [100, 300, 50], spacing: 10, alignment: .leading)
    for x in stride(from: -700.0, through: 1400, by: 37.5) {
      let f = a.fractionalPosition(of: x)
      #expect(f.fraction >= 0 && f.fraction < 1)
      #expect(abs(a.offset(of: f.position, fraction: f.fraction) - x) < 1e-9)
    }
  }

  /// The one search the engine makes per new offset gives what the two separate ones give,
  /// bit for bit: on uniform and page tracks, at anchors, half-way points, random offsets,
  /// far cycles, and at NaN and infinities.
  @Test func nearestAndFractionalTogetherAgreeWithEachAlone() {
    var random = SplitMix64(seed: 29)
    let tracks: [SnapAnchors] = [
      .uniform(count: 7, pitch: 120), .uniform(count: 1, pitch: 0.5), .uniform(count: 0, pitch: 10),
      .pages(sizes: [300, 120, 80, 420], spacing: 12, alignment: .leading),
      .pages(sizes: [90, 300, 45], spacing: 0, alignment: .center),
    ]
    for anchors in tracks {
      var offsets: [Double] = [0, -0.0, .nan, .infinity, -.infinity, 1e15, -1e15, anchors.period / 2]
      for p in -3...10 {
        offsets.append(anchors.offset(of: p))
        offsets.append(anchors.offset(of: p, fraction: 0.5))
      }
      for _ in 0..<200 { offsets.append(Double.random(in: -5_000...5_000, using: &random)) }
      for offset in offsets {
        let both = anchors.nearestAndFractionalPosition(of: offset)
        let fractional = anchors.fractionalPosition(of: offset)
        #expect(both.nearest == anchors.nearestPosition(to: offset), "offset \(offset)")
        #expect(both.position == fractional.position && both.fraction.bitPattern == fractional.fraction.bitPattern)
      }
    }
  }

  @Test func explicitOffsetsAreSortedAndThePeriodCoversThem() {
    let a = SnapAnchors(offsets: [300, .nan, 0, 100])
    #expect(a.count == 3)
    #expect((0..<3).map(a.offset(of:)) == [0, 100, 300])
    #expect(a.period == 400, "span 300 plus the smallest gap")
    #expect(SnapAnchors(offsets: [0, 100], period: 10).period == 200, "period raised so cycles never overlap")
  }

  @Test func emptyAndDegenerateTracks() {
    let empty = SnapAnchors.uniform(count: 0, pitch: 100)
    #expect(empty.count == 0 && empty.period == 0)
    #expect(empty.nearestPosition(to: 500) == 0)
    #expect(empty.offset(of: 3) == 0)
    let bad = SnapAnchors.uniform(count: 3, pitch: .nan)
    #expect(bad.offset(of: 2) == 2, "a non-finite pitch is treated as 1")
    #expect(SnapAnchors.uniform(count: -4, pitch: 10).count == 0)
    let one = SnapAnchors.uniform(count: 1, pitch: 100)
    #expect(one.nearestPosition(to: 1e300) >= 0)
    #expect(one.nearestPosition(to: .nan) == 0)
  }

  @Test func hugeOffsetsDoNotOverflow() {
    let a = SnapAnchors.uniform(count: 10, pitch: 300)
    _ = a.nearestPosition(to: 1e300)
    _ = a.nearestPosition(to: -1e300)
    let b = SnapAnchors.pages(sizes: [10, 20], alignment: .leading)
    _ = b.nearestPosition(to: 1e300)
    #expect(a.nearestPosition(to: 3e9) == 10_000_000)
  }
}
