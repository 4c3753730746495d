import Testing

@testable import CarouselCore

/// `AnyCarouselLayout` forwards the geometry and compares what it wraps, so that a front end
/// replaces the driver's layout only when the app gives a different one.
@Suite struct AnyCarouselLayoutTests {
  @Test func theSameLayoutGivenAgainIsEqualAndHashesAlike() {
    let a = AnyCarouselLayout(.linear(itemSize: .inset(16), spacing: 8))
    let b = AnyCarouselLayout(.linear(itemSize: .inset(16), spacing: 8))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(AnyCarouselLayout(a) == a)
  }

  @Test func anotherParameterOrAnotherTypeIsDifferent() {
    let banner = AnyCarouselLayout(.linear(itemSize: .inset(16), spacing: 8))
    #expect(banner != AnyCarouselLayout(.linear(itemSize: .inset(16), spacing: 10)))
    #expect(banner != AnyCarouselLayout(.cards()))
    #expect(AnyCarouselLayout(.wheel()) != AnyCarouselLayout(.wheel(visibleItems: 7)))
    #expect(AnyCarouselLayout(.pages([100, 200])) != AnyCarouselLayout(.pages([100, 201])))
    let all: Set<AnyCarouselLayout> = [
      banner, AnyCarouselLayout(.cards()), AnyCarouselLayout(.wheel()), AnyCarouselLayout(.coverFlow()),
      AnyCarouselLayout(.rotary()), AnyCarouselLayout(.pages([100, 200])), banner,
    ]
    #expect(all.count == 6)
  }

  @Test func theGeometryIsTheWrappedLayouts() {
    let wheel = WheelLayout.wheel(visibleItems: 5, itemHeight: 70, maxScale: 1.7)
    let erased = AnyCarouselLayout(wheel)
    let viewport = CarouselSize(width: 375, height: 300)
    #expect(erased.axis == wheel.axis)
    #expect(
      erased.anchors(count: 31, viewport: viewport, isLooping: true)
        == wheel.anchors(count: 31, viewport: viewport, isLooping: true))
    #expect(
      erased.attributes(at: 3, offset: 120, count: 31, viewport: viewport)
        == wheel.attributes(at: 3, offset: 120, count: 31, viewport: viewport))
  }
}

@Suite struct NaturalSizeTests {
  @Test func layoutsWithAFixedItemHeightAskForIt() {
    #expect(AnyCarouselLayout(.linear(itemSize: .inset(36), spacing: 100, itemHeight: 200)).naturalCrossLength == 200)
    #expect(AnyCarouselLayout(.cards(itemHeight: 180)).naturalCrossLength == 180)
    #expect(AnyCarouselLayout(CoverFlowLayout(itemHeight: 120)).naturalCrossLength == 120)
    #expect(AnyCarouselLayout(.linear()).naturalCrossLength == nil, "the banner fills its height")
    #expect(AnyCarouselLayout(.wheel()).naturalCrossLength == nil)
  }
}
