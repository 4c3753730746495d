import Testing

@testable import CarouselCore

@Suite struct GestureTranslatorTests {
  static let viewport = CarouselSize(width: 375, height: 200)

  @Test func recogniserStatesMapToTouchPhases() {
    #expect(RecognizerState.possible.touchPhase == nil)
    #expect(RecognizerState.began.touchPhase == .began)
    #expect(RecognizerState.changed.touchPhase == .moved)
    #expect(RecognizerState.ended.touchPhase == .ended)
    #expect(RecognizerState.cancelled.touchPhase == .cancelled)
    #expect(RecognizerState.failed.touchPhase == .cancelled)
  }

  @Test func verticalLayoutsReadY() {
    let t = GestureTranslator(axis: .vertical, isRightToLeft: true, viewport: Self.viewport)
    #expect(t.location(CarouselPoint(x: 100, y: 50)) == 50, "vertical axes are never mirrored")
  }

  @Test func rightToLeftMirrorsTheScrollDirection() {
    let t = GestureTranslator(axis: .horizontal, isRightToLeft: true, viewport: Self.viewport)
    #expect(t.location(CarouselPoint(x: 100, y: 0)) == 275)
    // The finger moving right scrolls forward in a right-to-left carousel.
    var engine = ScrollEngine(configuration: bannerConfiguration(loop: true))
    engine.handle(TouchEvent(.began, location: t.location(CarouselPoint(x: 100, y: 0)), time: 0))
    engine.handle(TouchEvent(.moved, location: t.location(CarouselPoint(x: 150, y: 0)), time: 0.01))
    #expect(engine.offset == 50)
  }

  @Test func mirroredAttributesFlipAroundTheCentre() {
    let item = ItemAttributes(
      position: 0, index: 0, center: CarouselPoint(x: 100, y: 40), size: CarouselSize(width: 50, height: 50),
      rotation: 0.3,
      transform: .rotationY(0.5))
    let m = item.mirrored(in: Self.viewport)
    #expect(m.center == CarouselPoint(x: 275, y: 40))
    #expect(m.rotation == -0.3)
    #expect(m.transform == .rotationY(-0.5))
    #expect(m.mirrored(in: Self.viewport) == item)
  }

  @Test func velocitiesEndUpInPointsPerSecond() {
    #expect(PlatformVelocity.fromScrollViewDelegate(pointsPerMillisecond: 2.5) == 2500)
    #expect(PlatformVelocity.fromScrollViewDelegate(pointsPerMillisecond: .nan) == 0)
  }
}
