import CarouselCore
import CarouselTrace
import Testing

/// The limits a replayed trace must meet (``ReplayBudget``), shared by the tool and the
/// playground's "Copy as trace".
@Suite struct ReplayBudgetTests {
  let phone = CarouselSize(width: 375, height: 200)

  /// The tool and the playground share one definition of the limits.
  @Test func theLimitsAreTheTools() {
    #expect(ReplayBudget.traceDuration == 600)
    #expect(ReplayBudget.frameBudget(itemsPerFrame: 1) == ReplayBudget.frames)
    #expect(ReplayBudget.frameBudget(itemsPerFrame: 1_000) == ReplayBudget.itemFrames / 1_000)
    let items = ReplayBudget.itemsPerFrame(
      layout: LinearLayout(itemSize: .absolute(1), spacing: 0), count: 1_000_000, viewport: phone, isLooping: false)
    #expect(items >= 375 && items <= 1_024)
  }

  /// Pages of different sizes: the smallest page decides how many are visible at once, whichever
  /// of the sizes it is (the anchors' pattern, ``CarouselLayout/anchorPatternCount``), also
  /// through ``AnyCarouselLayout``.
  @Test func theSmallestPageDecidesHowManyAreVisible() {
    let pages = PagesLayout(sizes: [300, 120, 500, 2, 200], axis: .horizontal)
    let items = ReplayBudget.itemsPerFrame(layout: pages, count: 1_000, viewport: phone, isLooping: true)
    // 375 / 2 rounded up, plus one.
    #expect(items == 189)
    #expect(
      ReplayBudget.itemsPerFrame(layout: AnyCarouselLayout(pages), count: 1_000, viewport: phone, isLooping: true)
        == items)
    let erased: any CarouselLayout = pages
    #expect(ReplayBudget.itemsPerFrame(layout: erased, count: 1_000, viewport: phone, isLooping: true) == items)
    // Without looping, at most the count.
    #expect(ReplayBudget.itemsPerFrame(layout: pages, count: 5, viewport: phone, isLooping: false) == 5)
  }

  /// At least 1, even where nothing can be visible.
  @Test func atLeastOneItemPerFrame() {
    #expect(ReplayBudget.itemsPerFrame(layout: LinearLayout(), count: 0, viewport: phone, isLooping: false) == 1)
    #expect(ReplayBudget.frames(until: 1, framesPerSecond: 120) == 121)
  }

  /// Any viewport, as the playground records whatever its page sent (the page fuzzer found a
  /// trap converting -1e300 / pitch to `Int`: Fuzz/Regressions/page): between 1 and the most
  /// visible items, never a trap, for every layout.
  @Test(arguments: [-1e300, -375, -0.0, 0, 5e-324, 1e300, .infinity, -.infinity, .nan])
  func anyViewportGivesABudget(length: Double) {
    let viewports = [
      CarouselSize(width: length, height: 200), CarouselSize(width: 375, height: length),
      CarouselSize(width: length, height: length),
    ]
    let layouts: [AnyCarouselLayout] = [
      AnyCarouselLayout(LinearLayout()), AnyCarouselLayout(WheelLayout()), AnyCarouselLayout(CoverFlowLayout()),
      AnyCarouselLayout(CardStackLayout()), AnyCarouselLayout(RotaryLayout()), AnyCarouselLayout(DrumLayout()),
      AnyCarouselLayout(PagesLayout(sizes: [300, 2], axis: .vertical)),
    ]
    for layout in layouts {
      for viewport in viewports {
        for isLooping in [false, true] {
          let items = ReplayBudget.itemsPerFrame(layout: layout, count: 24, viewport: viewport, isLooping: isLooping)
          #expect(items >= 1 && items <= LayoutLimits.maximumVisibleItems)
        }
      }
    }
  }
}
