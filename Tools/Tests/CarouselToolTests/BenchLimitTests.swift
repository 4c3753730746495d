import ArgumentParser
import CarouselCore
import Testing

@testable import CarouselTool

/// `bench`'s work is bounded by ``ToolLimits/benchItemFrames``: `--frames` times the items a
/// frame computes (issue 15).
@Suite struct BenchLimitTests {
  static func refusal(_ arguments: [String]) -> String? {
    do {
      _ = try BenchCommand.parse(arguments)
      return nil
    } catch {
      return BenchCommand.message(for: error)
    }
  }

  @Test func aPhoneBannerComputesAFewItemsPerFrameAndRunsAllItsFrames() throws {
    let options = try LayoutOptions.parse(["--count", "1000000"])
    #expect((2...5).contains(BenchCommand.itemsPerFrame(options)))
    #expect(Self.refusal(["--count", "1000000", "--frames", "100000"]) == nil)
    #expect(Self.refusal(["--layout", "pages", "--count", "1000000", "--frames", "100000"]) == nil)
  }

  @Test func aThousandVisibleItemsAllowAboutTwoThousandFrames() throws {
    let wide = [
      "--layout", "coverflow", "--viewport", "1000x1000", "--item-fraction", "0.00101", "--count", "100000000",
    ]
    let perFrame = BenchCommand.itemsPerFrame(try LayoutOptions.parse(wide))
    #expect((990...LayoutLimits.maximumVisibleItems).contains(perFrame))
    let most = ToolLimits.benchItemFrames / perFrame
    #expect(Self.refusal(wide + ["--frames", String(most)]) == nil)
    let message = Self.refusal(wide + ["--frames", String(most + 1)])
    #expect(message?.contains("--frames \(most + 1) × \(perFrame) items per frame") == true)
    #expect(message?.contains("more than 2000000 item-frames (the limit)") == true)
    #expect(message?.contains("lower --frames to at most \(most)") == true)
  }

  /// A flat, wide wheel shows one item but examines thousands of positions a frame.
  @Test func theExaminedPositionsCountNotOnlyTheVisibleOnes() throws {
    let flat = ["--layout", "wheel", "--viewport", "1000000x100", "--visible-items", "1", "--loop", "--count", "100"]
    let options = try LayoutOptions.parse(flat)
    #expect(options.visibleItemsEstimate.bounded < 10)
    #expect(BenchCommand.itemsPerFrame(options) > 1_000)
    #expect(Self.refusal(flat + ["--frames", "100000"])?.contains("item-frames (the limit)") == true)
  }

  @Test func noItemsCountAsOnePerFrame() throws {
    #expect(BenchCommand.itemsPerFrame(try LayoutOptions.parse(["--count", "0"])) == 1)
    #expect(Self.refusal(["--count", "0", "--frames", "100000"]) == nil)
  }
}
