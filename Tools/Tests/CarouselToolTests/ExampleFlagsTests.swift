import ArgumentParser
import CarouselCore
import Testing

@testable import CarouselTool

/// `--example NAME` sets the example's options; flags given with it win (issue 15).
@Suite struct ExampleFlagsTests {
  static func simulate(_ arguments: [String]) throws -> SimulateCommand {
    let command = try CarouselCommand.parseAsRoot(Example.expanding(["simulate"] + arguments))
    return try #require(command as? SimulateCommand)
  }

  @Test func theExampleAloneSetsWhatItDidBefore() throws {
    let fling = try Self.simulate(["--example", "fling"]).carousel
    #expect(fling.geometry.layout == .linear && fling.geometry.count == 20 && fling.snap == .nearest)
    #expect(fling.geometry.viewport == ViewportSize(width: 375, height: 200) && !fling.geometry.loop)
    let banners = try Self.simulate(["--example", "banners"]).carousel
    #expect(banners.geometry.loop && banners.snap == .paging && banners.decelerationRate == RateArgument(.fast))
    #expect(banners.geometry.count == 5)
    // Linear's defaults are the banner geometry the examples were written for.
    let anchors = banners.configuration.anchors
    #expect(anchors.offset(of: 1) - anchors.offset(of: 0) == 351)
  }

  @Test func explicitFlagsWinWhereverTheyAre() throws {
    for arguments in [
      ["--example", "fling", "--layout", "wheel", "--snap", "free"],
      ["--layout", "wheel", "--snap", "free", "--example", "fling"],
      ["--layout=wheel", "--example=fling", "--snap=free"],
    ] {
      let options = try Self.simulate(arguments).carousel
      #expect(options.geometry.layout == .wheel, "\(arguments)")
      #expect(options.snap == .free, "\(arguments)")
      #expect(options.geometry.count == 20, "\(arguments)")
    }
    let banners = try Self.simulate(["--example", "banners", "--no-loop", "--count", "9", "--snap", "nearest"]).carousel
    #expect(!banners.geometry.loop && banners.geometry.count == 9 && banners.snap == .nearest)
    let edge = try Self.simulate(["--example", "edge", "--loop", "--deceleration-rate", "normal"]).carousel
    #expect(edge.geometry.loop && edge.decelerationRate == RateArgument(.normal))
    // The example's options count in validation: banners pages, so --max-items-per-fling applies.
    #expect(try Self.simulate(["--example", "banners", "--max-items-per-fling", "2"]).carousel.maxItemsPerFling == 2)
  }

  @Test func otherCommandLinesAreLeftAsTheyAre() {
    #expect(Example.expanding(["layout", "--example", "fling"]) == ["layout", "--example", "fling"])
    #expect(Example.expanding(["simulate", "--example", "nope"]) == ["simulate", "--example", "nope"])
    #expect(Example.expanding(["simulate", "--", "--example", "fling"]) == ["simulate", "--", "--example", "fling"])
    #expect(Example.expanding([]) == [])
    #expect(
      Example.expanding(["render", "--example", "edge", "--example", "fling"])
        == ["render"] + Example.fling.arguments + ["--example", "edge", "--example", "fling"])
  }

  @Test(arguments: Example.allCases)
  func theGestureFollowsTheLayoutsAxis(example: Example) throws {
    let options = try Self.simulate(["--example", example.rawValue, "--layout", "pages"]).carousel
    let axis = options.geometry.carouselLayout.axis
    #expect(axis == .vertical)
    let trace = example.trace(along: axis)
    #expect(trace.samples.allSatisfy { $0.x == 100 })
    #expect(Set(trace.samples.map(\.y)).count > 1)
    let result = try Simulation(configuration: options.configuration, framesPerSecond: 120, axis: axis).run(trace)
    #expect(result.frames.contains { $0.offset != 0 })
  }
}
