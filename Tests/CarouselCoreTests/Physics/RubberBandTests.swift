import Testing

@testable import CarouselCore

@Suite struct RubberBandTests {
  @Test(arguments: [(5.0, 2.74), (10, 5.47), (100, 52.02), (400, 178.98), (960, 340.65)])
  func matchesTestVectorsForA960PointViewport(raw: Double, displayed: Double) {
    let band = RubberBand(dimension: 960)
    #expect(abs(band.displayed(overscroll: raw) - displayed) < 0.005)
    #expect(abs(band.displayed(overscroll: -raw) + displayed) < 0.005, "symmetric")
  }

  @Test func matchesTheTestVectorForA375PointViewport() {
    #expect(abs(RubberBand(dimension: 375).displayed(overscroll: 100) - 47.97) < 0.005)
  }

  @Test func slopeAtTheEdgeIsTheCoefficientAndTheLimitIsTheDimension() {
    let band = RubberBand(dimension: 500)
    #expect(abs(band.displayed(overscroll: 1e-6) / 1e-6 - 0.55) < 1e-6)
    #expect(band.displayed(overscroll: 1e9) < 500)
    #expect(band.displayed(overscroll: 1e9) > 499)
    #expect(band.displayed(overscroll: .infinity) == 500)
  }

  @Test(arguments: [-900.0, -100, -1, 0, 0.5, 37, 400, 2000])
  func rawInvertsDisplayed(raw: Double) {
    let band = RubberBand(dimension: 375)
    #expect(abs(band.raw(displayed: band.displayed(overscroll: raw)) - raw) < 1e-6 * max(1, abs(raw)))
  }

  @Test func clampLeavesTheInsideAloneAndBandsBothEdges() {
    let band = RubberBand(dimension: 375)
    let bounds = 0.0...702
    #expect(band.clamp(300, to: bounds) == 300)
    #expect(abs(band.clamp(-100, to: bounds) + 47.97) < 0.005)
    #expect(abs(band.clamp(802, to: bounds) - (702 + 47.97)) < 0.005)
    #expect(abs(band.unclamp(band.clamp(-100, to: bounds), from: bounds) + 100) < 1e-9)
  }

  @Test func degenerateDimensionShowsNoOverscroll() {
    #expect(RubberBand(dimension: 0).displayed(overscroll: 50) == 0)
    #expect(RubberBand(dimension: .nan).displayed(overscroll: 50) == 0)
    #expect(RubberBand(dimension: 100).displayed(overscroll: .nan) == 0)
  }
}
