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
      AnyCarouselLayout(.pager(.cubic)), AnyCarouselLayout(.pager(.ferrisWheel(inverted: false))),
      AnyCarouselLayout(.pager(.ferrisWheel(inverted: true))),
    ]
    #expect(all.count == 9)
    #expect(AnyCarouselLayout(.scale(.coverFlow)) != AnyCarouselLayout(.scale(.cylinder)))
    #expect(AnyCarouselLayout(.coverFlow(style: .coverFlow2)) != AnyCarouselLayout(.coverFlow()))
    #expect(AnyCarouselLayout(.stack(.blur)) == AnyCarouselLayout(.stack(.blur)))
    #expect(AnyCarouselLayout(.snapshot(.grid)) != AnyCarouselLayout(.snapshot(.puzzle)))
    let iCarousel: Set<AnyCarouselLayout> = [
      AnyCarouselLayout(.rotary()), AnyCarouselLayout(.rotary(inverted: true)), AnyCarouselLayout(.cylinder()),
      AnyCarouselLayout(.cylinder(inverted: true)), AnyCarouselLayout(.ring()),
      AnyCarouselLayout(.ring(inverted: true)),
      AnyCarouselLayout(.timeMachine()), AnyCarouselLayout(.timeMachine(inverted: true)),
      AnyCarouselLayout(.cylinder()),
    ]
    #expect(iCarousel.count == 8)
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

  /// The distances between anchors repeat after one item, or after a pages layout's sizes.
  @Test func theAnchorsPatternIsOneItemOrThePageSizes() {
    let viewport = CarouselSize(width: 375, height: 200)
    let pages = PagesLayout(sizes: [300, 120, 80], spacing: 4, axis: .horizontal, alignment: .center)
    #expect(pages.anchorPatternCount == 3 && AnyCarouselLayout(pages).anchorPatternCount == 3)
    let anchors = pages.anchors(count: 9, viewport: viewport, isLooping: true)
    for p in 0..<6 {
      #expect(
        anchors.offset(of: p + 4) - anchors.offset(of: p + 3) == anchors.offset(of: p + 1) - anchors.offset(of: p))
    }
    for layout in [AnyCarouselLayout(.linear()), AnyCarouselLayout(.wheel()), AnyCarouselLayout(.drum())] {
      #expect(layout.anchorPatternCount == 1)
    }
  }
}

/// The class-based erasure Embedded Swift builds use (``LayoutBox``), run natively: it forwards
/// every requirement and compares by layout type and value without a dynamic cast.
@Suite struct LayoutBoxTests {
  let viewport = CarouselSize(width: 375, height: 200)

  @Test func aBoxForwardsEveryRequirement() {
    let layouts: [AnyLayoutBox] = [
      LayoutBox(LinearLayout()), LayoutBox(WheelLayout()), LayoutBox(CoverFlowLayout(itemHeight: 120)),
      LayoutBox(DrumLayout()), LayoutBox(PagesLayout(sizes: [300, 120, 80], axis: .vertical)),
      LayoutBox(CoverFlowLayout(itemHeight: 120).vertical()), LayoutBox(ScaleLayout.scale(.blur).vertical()),
    ]
    let plain: [AnyCarouselLayout] = [
      AnyCarouselLayout(LinearLayout()), AnyCarouselLayout(WheelLayout()),
      AnyCarouselLayout(CoverFlowLayout(itemHeight: 120)), AnyCarouselLayout(DrumLayout()),
      AnyCarouselLayout(PagesLayout(sizes: [300, 120, 80], axis: .vertical)),
      AnyCarouselLayout(CoverFlowLayout(itemHeight: 120).vertical()),
      AnyCarouselLayout(ScaleLayout.scale(.blur).vertical()),
    ]
    for (box, layout) in zip(layouts, plain) {
      #expect(box.axis == layout.axis && box.perspective == layout.perspective)
      #expect(box.clicksLikeAPicker == layout.clicksLikeAPicker && box.naturalCrossLength == layout.naturalCrossLength)
      #expect(box.anchorPatternCount == layout.anchorPatternCount && box.verticalMapping == layout.verticalMapping)
      #expect(
        box.anchors(count: 9, viewport: viewport, isLooping: true)
          == layout.anchors(count: 9, viewport: viewport, isLooping: true))
      #expect(box.contentLength(count: 9, viewport: viewport) == layout.contentLength(count: 9, viewport: viewport))
      #expect(
        box.candidatePositions(offset: 130, count: 9, viewport: viewport)
          == layout.candidatePositions(offset: 130, count: 9, viewport: viewport))
      #expect(
        box.attributes(at: 2, offset: 130, count: 9, viewport: viewport)
          == layout.attributes(at: 2, offset: 130, count: 9, viewport: viewport))
      var boxed: [ItemAttributes] = []
      var direct: [ItemAttributes] = []
      box.visibleItems(offset: 130, count: 9, viewport: viewport, isLooping: true, into: &boxed)
      layout.visibleItems(offset: 130, count: 9, viewport: viewport, isLooping: true, into: &direct)
      #expect(!boxed.isEmpty && boxed == direct)
    }
  }

  @Test func boxesAreEqualForEqualLayoutsOfOneTypeOnly() {
    #expect(LayoutBox(LinearLayout()).isEqual(to: LayoutBox(LinearLayout())))
    #expect(!LayoutBox(LinearLayout()).isEqual(to: LayoutBox(LinearLayout(spacing: 3))))
    #expect(!LayoutBox(WheelLayout()).isEqual(to: LayoutBox(DrumLayout())))
    var a = Hasher()
    var b = Hasher()
    LayoutBox(WheelLayout(visibleItems: 7)).hash(into: &a)
    LayoutBox(WheelLayout(visibleItems: 7)).hash(into: &b)
    #expect(a.finalize() == b.finalize())
  }
}
