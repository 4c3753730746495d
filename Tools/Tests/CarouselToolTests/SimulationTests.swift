@_spi(DriverEngine) @_spi(TrackTouchInput) import CarouselCore
import Testing

@testable import CarouselTool

@Suite struct SimulationTests {
  static func options(_ arguments: [String]) throws -> CarouselOptions {
    try CarouselOptions.parse(arguments)
  }

  @Test func framesAreSpacedByTheFrameRateAndEndIdleAfterTheLastSample() throws {
    let options = try Self.options(["--count", "5", "--loop", "--snap", "paging"])
    let trace = Trace.swipe(from: 300, velocity: -1500, duration: 0.08, start: 0.05)
    let result = try Simulation(configuration: options.configuration, framesPerSecond: 60).run(trace)
    for (k, frame) in result.frames.enumerated() { #expect(frame.time == Double(k) / 60) }
    #expect(result.final.phase == .idle)
    #expect(result.final.time >= trace.duration)
    #expect(result.frames.dropLast().allSatisfy { $0.phase != .idle || $0.time < trace.duration })
    #expect(result.final.index == 1)
    #expect(result.final.offset == 351)
    #expect(result.release?.targetIndex == 1)
    #expect(abs(result.release!.velocity - 1500) < 1e-6)
  }

  @Test func anEmptyTraceGivesOneIdleFrame() throws {
    let result = try Simulation(configuration: try Self.options([]).configuration, framesPerSecond: 120).run(
      Trace(samples: []))
    #expect(result.frames.count == 1)
    #expect(result.final.index == 0)
    #expect(result.release == nil)
  }

  @Test func zeroItemsReportNoIndex() throws {
    let result = try Simulation(configuration: try Self.options(["--count", "0"]).configuration, framesPerSecond: 120)
      .run(.swipe(from: 300, velocity: -1000, duration: 0.05, start: 0))
    #expect(result.final.index == nil)
    #expect(result.frames.allSatisfy { $0.offset == 0 })
    #expect(SimulateCommand.json(result).contains("\"index\": null"))
  }

  @Test func jsonFollowsTheDocumentedShape() throws {
    let result = try Simulation(configuration: try Self.options([]).configuration, framesPerSecond: 120)
      .run(.swipe(from: 300, velocity: -1000, duration: 0.05, start: 0))
    let json = SimulateCommand.json(result)
    let value = try JSONValue.parse(json)
    guard case .array(let frames)? = value["frames"], case .object(let first)? = frames.first else {
      Issue.record("no frames")
      return
    }
    #expect(first.map(\.0) == ["t", "offset", "velocity", "phase", "index"])
    guard case .object(let final)? = value["final"] else { return }
    #expect(final.map(\.0) == ["t", "offset", "index", "restingSince"])
    guard case .object(let release)? = value["release"] else { return }
    #expect(release.map(\.0) == ["t", "velocity", "index"])
  }

  @Test(arguments: [
    ["--viewport", "0x200"], ["--viewport", "375"], ["--inset", "200"], ["--count", "-1"], ["--spacing", "-3"],
    ["--deceleration-rate", "1.5"], ["--deceleration-rate", "slow"],
    ["--snap", "nearest", "--max-items-per-fling", "2"],
    ["--snap", "paging", "--max-items-per-fling", "0"], ["--spring-response", "0"], ["--index", "5"],
    ["--layout", "cubes"], ["--layout", "wheel", "--item-height", "500"], ["--page-sizes", "10,-3"],
  ])
  func refusesBadArguments(arguments: [String]) {
    #expect(throws: (any Error).self) { try CarouselOptions.parse(arguments) }
  }

  @Test func acceptsNamedAndNumericRates() throws {
    #expect(try Self.options(["--deceleration-rate", "fast"]).configuration.decelerationRate == .fast)
    #expect(try Self.options(["--deceleration-rate", "0.995"]).configuration.decelerationRate.perMillisecond == 0.995)
  }

  @Test(arguments: Example.allCases)
  func everyExampleRunsAndSummarises(example: Example) throws {
    let options = try Self.options(example.arguments)
    let result = try Simulation(configuration: options.configuration, framesPerSecond: 120).run(example.trace)
    let text = SimulateCommand.summary(result, options: options, example: example, trace: example.trace)
    #expect(text.contains("at rest at t ="))
    #expect(result.final.phase == .idle)
  }
}
