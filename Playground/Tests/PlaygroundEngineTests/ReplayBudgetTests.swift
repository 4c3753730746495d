import CarouselCore
import CarouselTrace
import Testing

@testable import PlaygroundEngine

extension ExportsTests {
  /// Issue 20: "Copy as trace" says what `carousel simulate` would refuse, and a recording is
  /// bounded. Nested in ``ExportsTests``, so serialized with the other tests of the exports (one
  /// `playground`).
  @Suite("Replay budget")
  struct ReplayBudgetTests {
    /// A drag whose last samples are 700 s into the trace is refused by the tool (600 s), so
    /// the trace says it is not reproducible, and why.
    @Test func aTraceLaterThanTheToolsLimitIsNotReproducible() throws {
      var page = try ModelPage()
      page.pointer(.banners, 0, x: 200, y: 100, t: 1)
      for k in 1...20 { page.pointer(.banners, 1, x: 200 - Double(k), y: 100, t: 1 + 35 * Double(k)) }
      page.pointer(.banners, 1, x: 170, y: 100, t: 700.999)
      page.pointer(.banners, 2, x: 170, y: 100, t: 700.999)
      _ = page.frames(.banners, from: 701, until: 720)
      let copied = try page.trace(.banners)
      #expect(copied["reproducible"]?.bool == false)
      #expect(copied["problem"]?.string?.contains("later than 600 s") == true, "\(copied["problem"] ?? .null)")
    }

    /// The same gesture within the limit is reproducible (the check is not stricter than the tool).
    @Test func aTraceWithinTheToolsLimitsIsReproducible() throws {
      var page = try ModelPage()
      page.pointer(.banners, 0, x: 200, y: 100, t: 1)
      page.pointer(.banners, 1, x: 170, y: 100, t: 599.5)
      page.pointer(.banners, 2, x: 170, y: 100, t: 599.5)
      _ = page.frames(.banners, from: 599.6, until: 620)
      let copied = try page.trace(.banners)
      #expect(copied["reproducible"]?.bool == true, "\(copied["problem"] ?? .null)")
    }

    /// A gesture past the recording's limits keeps no samples or events (its memory returns),
    /// only the reason; the trace stays small.
    @Test func aRecordingPastItsLimitsDropsItsText() throws {
      var page = try ModelPage()
      page.pointer(.banners, 0, x: 200, y: 100, t: 1)
      var t = 1.0
      for k in 0..<(GestureRecording.maximumSamples + 10) {
        t += 0.001
        page.pointer(.banners, 1, x: 200 + Double(k % 3), y: 100, t: t)
      }
      page.pointer(.banners, 2, x: 200, y: 100, t: t)
      _ = page.frames(.banners, from: t, until: t + 100)
      let length = ck_trace(page.number(.banners))
      #expect(length < 4_096)
      let copied = try page.trace(.banners)
      #expect(copied["reproducible"]?.bool == false)
      #expect(copied["problem"]?.string?.contains("4096") == true, "\(copied["problem"] ?? .null)")
      #expect(copied["trace"]?.array?.isEmpty == true)
    }

    /// The tool and the playground share one definition of the limits.
    @Test func theLimitsAreTheTools() {
      #expect(ReplayBudget.traceDuration == 600)
      #expect(ReplayBudget.frameBudget(itemsPerFrame: 1) == ReplayBudget.frames)
      #expect(ReplayBudget.frameBudget(itemsPerFrame: 1_000) == ReplayBudget.itemFrames / 1_000)
      let items = ReplayBudget.itemsPerFrame(
        layout: LinearLayout(itemSize: .absolute(1), spacing: 0), count: 1_000_000,
        viewport: CarouselSize(width: 375, height: 200), isLooping: false)
      #expect(items >= 375 && items <= 1_024)
    }
  }
}
