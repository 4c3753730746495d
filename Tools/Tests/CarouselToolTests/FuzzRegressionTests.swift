import CarouselCore
import Testing

/// Inputs the fuzz targets in Fuzz/ found, reduced to the library calls that fail. The
/// fuzz inputs themselves are in Fuzz/Regressions and replayed by scripts/fuzz.
@Suite struct FuzzRegressionTests {
  /// Fuzz/Regressions/engine/wheel-subnormal-viewport-reconfigure-while-dragging.bin: a
  /// reconfiguration during a drag past the leading edge with a subnormal viewport length
  /// (the rubber band's dimension) made the next move give a NaN offset.
  @Test(arguments: [
    Double.leastNonzeroMagnitude, Double.leastNonzeroMagnitude * 2_000, Double.leastNormalMagnitude / 1_000, 1e-300,
    0.01,
  ])
  func aMoveAfterReconfiguringADragWithATinyViewportStaysFinite(viewportLength: Double) {
    let configuration = ScrollEngine.Configuration(
      anchors: .uniform(count: 5, pitch: 100), viewportLength: viewportLength,
      behavior: ScrollBehavior(snapping: .paging))
    var engine = ScrollEngine(configuration: configuration, index: 0, time: 0.01)
    _ = engine.handle(TouchEvent(.began, location: 0, time: 0.01))
    _ = engine.handle(TouchEvent(.moved, location: 29848, time: 0.21))
    _ = engine.reconfigure(configuration, at: 1000)
    _ = engine.handle(TouchEvent(.moved, location: 29000, time: 2001))
    #expect(engine.offset.isFinite)
    #expect(engine.velocity.isFinite)
    _ = engine.handle(TouchEvent(.ended, location: 29000, time: 2002))
    _ = engine.advance(to: 2010)
    #expect(engine.offset.isFinite)
    #expect(engine.currentIndex.map { (0..<5).contains($0) } == true)
  }
}
