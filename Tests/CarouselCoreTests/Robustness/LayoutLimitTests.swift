import Testing

@testable import CarouselCore

/// The layout and anchor reproducers of issue 8, and the documented clamps.
@Suite struct LayoutLimitTests {
  static let phone = CarouselSize(width: 375, height: 200)

  static func visible(
    _ layout: some CarouselLayout, offset: Double, count: Int, viewport: CarouselSize, loop: Bool
  ) -> [ItemAttributes] {
    var items: [ItemAttributes] = []
    layout.visibleItems(offset: offset, count: count, viewport: viewport, isLooping: loop, into: &items)
    for item in items {
      #expect(Robust.isFinite(item, perspective: layout.perspective, viewport: viewport), "\(item)")
    }
    #expect(items.count <= LayoutLimits.maximumVisibleItems)
    return items
  }

  /// `SnapAnchors.uniform(count: 5, pitch: 1e308)` gave an infinite offset.
  @Test func anchorsClampPitchesAndCounts() {
    let huge = SnapAnchors.uniform(count: 5, pitch: 1e308)
    #expect(huge.offset(of: 4) == 4 * SnapAnchors.maximumExtent)
    #expect(huge.period == 5 * SnapAnchors.maximumExtent)
    let tiny = SnapAnchors.uniform(count: 5, pitch: Double.leastNonzeroMagnitude)
    #expect(tiny.offset(of: 1) == SnapAnchors.minimumPitch)
    #expect(SnapAnchors.uniform(count: .max, pitch: 1).count == SnapAnchors.maximumCount)
    for anchors in [huge, tiny, SnapAnchors.uniform(count: .max, pitch: 1e12)] {
      for position in [Int.max, Int.min, 0, -1, 1 << 60] {
        #expect(anchors.offset(of: position).isFinite)
        #expect(anchors.offset(of: position, fraction: 0.5).isFinite)
        #expect(anchors.offset(of: position, fraction: .infinity).isFinite)
      }
      for offset in [1e300, -1e300, -Double.greatestFiniteMagnitude, 0, 1e-300] {
        let p = anchors.nearestPosition(to: offset)
        #expect(abs(p) <= SnapAnchors.maximumPosition + 1)
        #expect(anchors.fractionalPosition(of: offset).fraction.isFinite)
      }
    }
  }

  /// `--page-sizes 1e308,1e308` (PagesLayout.swift:104) and `--page-sizes Double.leastNonzeroMagnitude --loop`;
  /// pages of 10³⁰⁸ reported `"index": null`.
  @Test func pagesOfExtremeSizes() {
    for sizes in [
      [1e308, 1e308], [Double.leastNonzeroMagnitude], [1e308, Double.leastNonzeroMagnitude, 1],
      [Double.greatestFiniteMagnitude],
    ] {
      for loop in [false, true] {
        let layout = PagesLayout(sizes: sizes, spacing: 1e308, axis: .horizontal)
        let count = sizes.count == 1 ? 3 : sizes.count
        let anchors = layout.anchors(count: count, viewport: Self.phone, isLooping: loop)
        #expect(anchors.period.isFinite && anchors.period > 0)
        for p in 0..<count { #expect(anchors.offset(of: p).isFinite) }
        #expect(layout.contentLength(count: count, viewport: Self.phone)?.isFinite == true)
        var engine = ScrollEngine(
          configuration: ScrollEngine.Configuration(
            anchors: anchors, viewportLength: 375, behavior: ScrollBehavior(isLooping: loop)),
          index: count - 1)
        #expect(engine.currentIndex == count - 1, "\(sizes)")
        engine.swipe(from: 300, speed: -20_000, duration: 0.05, at: 0)
        engine.advance(to: 1000)
        IssueReproducerTests.check(engine, "\(sizes) loop \(loop)")
        for offset in [0, engine.offset, 1e300, -1e300, anchors.offset(of: count - 1)] {
          _ = Self.visible(layout, offset: offset, count: count, viewport: Self.phone, loop: loop)
        }
      }
    }
    let many = PagesLayout(sizes: [10, 20], axis: .horizontal)
    #expect(many.anchors(count: .max, viewport: Self.phone, isLooping: true).count == PagesLayout.maximumCount)
  }

  /// `--viewport 1e308x200`: non-finite content length, no items, a null offset.
  @Test func aViewportOf1e308() {
    let viewport = CarouselSize(width: 1e308, height: 200)
    let layouts: [AnyCarouselLayout] = Self.allLayouts(stackDepth: 4)
    for layout in layouts {
      let length = layout.contentLength(count: 5, viewport: viewport)
      #expect(length?.isFinite == true)
      let anchors = layout.anchors(count: 5, viewport: viewport, isLooping: false)
      let engine = ScrollEngine(
        configuration: ScrollEngine.Configuration(anchors: anchors, viewportLength: 1e308), index: 4)
      #expect(engine.offset.isFinite)
      #expect(engine.currentIndex == 4)
      let items = Self.visible(layout, offset: engine.offset, count: 5, viewport: viewport, loop: false)
      #expect(!items.isEmpty)
    }
  }

  /// `layout --layout cards --stack-depth 9223372036854775807` (CardStackLayout.swift:55),
  /// and `--stack-depth 1000000000000 --loop`, which looped without bound.
  @Test func cardStacksOfAnyDepth() {
    for depth in [Int.max, 1_000_000_000_000, Int.min, 0] {
      let layout = CardStackLayout(stackDepth: depth)
      #expect(CardStackLayout.stackDepthRange.contains(layout.stackDepth))
      for loop in [false, true] {
        for offset in [0.0, 1e300, -1e300, 1e15] {
          _ = Self.visible(layout, offset: offset, count: 7, viewport: Self.phone, loop: loop)
        }
      }
    }
    var layout = CardStackLayout()
    layout.stackDepth = .max
    #expect(layout.stackDepth == CardStackLayout.stackDepthRange.upperBound, "assigning is clamped too")
    layout.scaleDistance = .max
    #expect(layout.scaleDistance == SnapAnchors.maximumCount)
  }

  /// `--viewport 1e12x200 --item-fraction 1e-12 --spacing 0 --loop`: 10¹² visible 1-pt
  /// items. The positions examined are capped at ``LayoutLimits/maximumVisibleItems``.
  @Test func aHugeViewportOfTinyItemsExaminesABoundedNumberOfPositions() {
    let layout = LinearLayout(itemSize: .fraction(1e-12), spacing: 0)
    let viewport = CarouselSize(width: 1e12, height: 200)
    let items = Self.visible(layout, offset: 0, count: 5, viewport: viewport, loop: true)
    #expect(items.count == LayoutLimits.maximumVisibleItems)
    #expect(items.first!.position < 0 && items.last!.position > 0, "around the middle of the range")
    let nonLooping = Self.visible(layout, offset: 0, count: .max, viewport: viewport, loop: false)
    #expect(nonLooping.count == LayoutLimits.maximumVisibleItems)
    var driver = CarouselDriver(layout: layout, count: 5, viewport: viewport, behavior: ScrollBehavior(isLooping: true))
    #expect(driver.items.count == LayoutLimits.maximumVisibleItems)
    driver.handle(TouchEvent(.began, location: 0, time: 0))
    driver.handle(TouchEvent(.moved, location: -1e9, time: 0.01))
    driver.handle(TouchEvent(.ended, location: -1e9, time: 0.02))
    driver.advance(to: 100)
    #expect(driver.slotCount <= LayoutLimits.maximumVisibleItems + 1)
  }

  /// `render --offset 1e300` and huge positions: every attribute stays finite.
  @Test func hugeOffsetsAndPositionsGiveFiniteAttributes() {
    for layout in Self.allLayouts(stackDepth: .max) {
      for viewport in [
        Self.phone, CarouselSize(width: 1e300, height: 1e-300), CarouselSize(width: 0.5, height: 1e19),
        CarouselSize(width: 1e12, height: 1),
      ] {
        for offset in [1e300, -1e300, 1e18, 0, -Double.greatestFiniteMagnitude] {
          for position in [Int.max, Int.min, 0, 3, -1 << 52] {
            if let item = layout.attributes(at: position, offset: offset, count: .max, viewport: viewport) {
              #expect(Robust.isFinite(item, perspective: layout.perspective, viewport: viewport), "\(item)")
            }
          }
          _ = layout.candidatePositions(offset: offset, count: .max, viewport: viewport)
          _ = Self.visible(layout, offset: offset, count: 10, viewport: viewport, loop: true)
          // (Pages of Int.max items build PagesLayout.maximumCount anchors: pagesOfExtremeSizes.)
          if let snap = layout.snap(offset: offset, count: 1000, viewport: viewport, isLooping: true) {
            #expect(snap.offset.isFinite)
          }
        }
      }
    }
  }

  @Test func layoutParametersAreClamped() {
    var wheel = WheelLayout(visibleItems: .max, itemHeight: 1e308, maxScale: 1e308)
    #expect(wheel.visibleItems == WheelLayout.visibleItemsRange.upperBound)
    wheel.visibleItems = .min
    #expect(wheel.visibleItems == 1)
    #expect(wheel.drum(in: CarouselSize(width: 1e-300, height: 1e-300)).lengthPerItem >= SnapAnchors.minimumPitch)
    var rotary = RotaryLayout(itemsAround: .max)
    #expect(rotary.itemsAround == RotaryLayout.itemsAroundRange.upperBound)
    rotary.spacing = .infinity
    #expect(rotary.spacing == 0)
    var linear = LinearLayout(itemSize: .inset(-1e308), spacing: 1e308, itemHeight: 1e308)
    #expect(linear.pitch(in: Self.phone) == SnapAnchors.maximumExtent)
    linear.spacing = -1
    #expect(linear.spacing == 0)
    var cover = CoverFlowLayout(sideSpacing: 1e308, tilt: -5, perspective: 1e308)
    #expect(cover.sideSpacing == 100 && cover.tilt == 0 && cover.eyeDistance == SnapAnchors.maximumExtent)
    cover.eyeDistance = .nan
    #expect(cover.eyeDistance == 500)
    #expect(CarouselSize(width: .nan, height: .infinity).limitedForLayout == CarouselSize(width: 1, height: 1e12))
  }

  static func allLayouts(stackDepth: Int) -> [AnyCarouselLayout] {
    [
      AnyCarouselLayout(LinearLayout()),
      AnyCarouselLayout(LinearLayout(itemSize: .fraction(1e-12), spacing: 0)),
      AnyCarouselLayout(CardStackLayout(stackDepth: stackDepth)),
      AnyCarouselLayout(WheelLayout()),
      AnyCarouselLayout(WheelLayout(visibleItems: .max)),
      AnyCarouselLayout(
        PagesLayout(sizes: [1e308, Double.leastNonzeroMagnitude, 300], axis: .horizontal, alignment: .center)),
      AnyCarouselLayout(PagesLayout(sizes: [120, 300], axis: .vertical)),
      AnyCarouselLayout(CoverFlowLayout()),
      AnyCarouselLayout(CoverFlowLayout(sideSpacing: 1e-300, perspective: 1e-300)),
      AnyCarouselLayout(CoverFlowLayout(sideSpacing: 1e-300, perspective: 1e-300, style: .coverFlow2)),
      AnyCarouselLayout(RotaryLayout()),
      AnyCarouselLayout(RotaryLayout(itemsAround: .max, perspective: 1e308)),
      AnyCarouselLayout(RotaryLayout(itemsAround: .max, perspective: 1e-300, inverted: true)),
      AnyCarouselLayout(CylinderLayout(spacing: 1e308, itemsAround: .max, arc: 1e-300, inverted: true)),
      AnyCarouselLayout(CylinderLayout(itemSize: .fraction(1e-12), spacing: 0, perspective: 1e-300)),
      AnyCarouselLayout(RingLayout(spacing: 1e308, itemsAround: .max, arc: 1e-300)),
      AnyCarouselLayout(RingLayout(itemSize: .fraction(1e-12), spacing: 0, inverted: true)),
      AnyCarouselLayout(TimeMachineLayout(tilt: 1e308, spacing: 1e308, visibleItems: .max, perspective: 1e-300)),
      AnyCarouselLayout(TimeMachineLayout(itemSize: .fraction(1e-12), spacing: 0, inverted: true)),
      AnyCarouselLayout(ScaleLayout(options: .coverFlow, itemSize: .fraction(1e-12), visibleItems: .max)),
      AnyCarouselLayout(ScaleLayout(options: .rotary, itemHeight: 1e308)),
      AnyCarouselLayout(
        StackLayout(options: StackLayout.Options(maxStackSize: .max, bottomStackAlphaSpeedFactor: 1e308))),
      AnyCarouselLayout(SnapshotLayout(options: SnapshotLayout.Options(rows: .max, columns: .max), visibleItems: .max)),
      // The vertical looks (VerticalLayout) of extreme bases, one per mapping.
      AnyCarouselLayout(RotaryLayout(itemsAround: .max, perspective: 1e-300, inverted: true).vertical()),
      AnyCarouselLayout(RingLayout(spacing: 1e308, itemsAround: .max, arc: 1e-300).vertical()),
      AnyCarouselLayout(ScaleLayout(options: .coverFlow, itemSize: .fraction(1e-12), visibleItems: .max).vertical()),
      AnyCarouselLayout(
        SnapshotLayout(options: SnapshotLayout.Options(rows: .max, columns: .max), visibleItems: .max).vertical(
          .quarterTurn)),
    ]
      + PagerTransformLayout.Style.allCases.flatMap { style in
        [
          AnyCarouselLayout(PagerTransformLayout(style)),
          AnyCarouselLayout(
            PagerTransformLayout(
              style, itemSize: .fraction(1e-12), itemHeight: 1e308, spacing: 1e308, minimumScale: 1e-300,
              minimumAlpha: 1, perspective: 1e-300)),
        ]
      }
  }
}
