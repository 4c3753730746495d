import ArgumentParser
import CarouselCore
import Testing

@testable import CarouselTool

/// The tool's limits (``ToolLimits``, issue 8): each is refused with a message naming the
/// argument or the sample and the limit, before any large amount of work.
@Suite struct LimitsTests {
  static func samples(_ count: Int) -> String {
    let moved = Array(repeating: "{\"t\":0,\"x\":0,\"phase\":\"moved\"}", count: count - 2)
    return "["
      + (["{\"t\":0,\"x\":0,\"phase\":\"began\"}"] + moved + ["{\"t\":0,\"x\":0,\"phase\":\"ended\"}"])
      .joined(separator: ",") + "]"
  }

  @Test func aTraceOfMoreThan100000SamplesIsRefusedNamingTheFirstSamplePastTheLimit() throws {
    #expect(try Trace(json: Self.samples(ToolLimits.traceSamples)).samples.count == 100_000)
    #expect(
      Trace.refusal(of: Self.samples(ToolLimits.traceSamples + 1))
        == "trace sample 100000: the trace has more than 100000 samples (the limit)")
  }

  @Test func aDocumentOfMoreThanAMillionValuesIsRefused() {
    let junk = Array(repeating: "\"a\":0", count: ToolLimits.traceValues).joined(separator: ",")
    let message = Trace.refusal(of: "[{\"t\":0,\"x\":0,\"phase\":\"began\",\"junk\":{\(junk)}}]")
    #expect(message?.hasPrefix("trace sample 0 \"junk\": more than 1000000 values in the document") == true)
  }

  @Test(arguments: [("1e6", "1000000.0"), ("1e17", "1e+17"), ("1e10", "10000000000.0"), ("600.001", "600.001")])
  func aSampleLaterThanTenMinutesIsRefused(time: String, shown: String) {
    #expect(
      Trace.refusal(of: "[{\"t\":0,\"x\":0,\"phase\":\"began\"},{\"t\":\(time),\"x\":0,\"phase\":\"ended\"}]")
        == "trace sample 1: time \(shown) is later than 600 s, the longest trace the tool plays")
  }

  @Test(arguments: ["x", "y"])
  func aCoordinateFartherThan1e9IsRefused(key: String) throws {
    #expect(
      Trace.refusal(of: "[{\"t\":0,\"x\":0,\"\(key)\":-1e300,\"phase\":\"began\"}]")
        == "trace sample 0: \"\(key)\" is -1e300, farther than 1e9 points from 0 (the limit)")
    #expect(
      try Trace(json: "[{\"t\":0,\"x\":1e9,\"y\":-1e9,\"phase\":\"began\"},{\"t\":0,\"x\":0,\"phase\":\"ended\"}]")
        .samples.count == 2)
  }

  @Test func theJSONReaderNamesTheFirstElementPastTheArrayLimit() {
    #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse("[1,2,3]", maximumArrayLength: 2) }
    do {
      _ = try JSONValue.parse("[[1],[1,2,3]]", maximumArrayLength: 2)
    } catch {
      #expect(error.path == [.index(1), .index(2)])
    }
    #expect((try? JSONValue.parse("[1,2]", maximumArrayLength: 2, maximumValues: 3)) != nil)
    #expect((try? JSONValue.parse("[1,2,3]", maximumValues: 3)) == nil)
  }

  static func options(_ arguments: [String]) throws -> CarouselOptions { try CarouselOptions.parse(arguments) }

  static func validationMessage(_ arguments: [String]) -> String? {
    do {
      _ = try CarouselOptions.parse(arguments)
      return nil
    } catch {
      return CarouselOptions.message(for: error)
    }
  }

  @Test(arguments: [
    (["--viewport", "1e19x200"], "--viewport sides must be between 0.01 and 1000000 points"),
    (["--viewport", "1e308x200", "--index", "4"], "--viewport sides must be between 0.01 and 1000000 points"),
    (["--layout", "cards", "--stack-depth", "9223372036854775807"], "--stack-depth must be in 1…100"),
    (["--layout", "pages", "--page-sizes", "1e308,1e308"], "--page-sizes must be between 0.01 and 1000000"),
    (["--layout", "pages", "--page-sizes", "5e-324", "--loop"], "--page-sizes must be between 0.01 and 1000000"),
    (["--layout", "pages", "--count", "1000001"], "--count must be at most 1000000 with --layout pages"),
    (["--snap", "paging", "--max-items-per-fling", "9223372036854775807"], "--max-items-per-fling must be in 1…"),
    (["--viewport", "1000000x200", "--item-fraction", "1e-6", "--spacing", "0", "--loop"], "at most 1000 may be"),
    (["--spacing", "1000001"], "--spacing must be between 0 and 1000000 points"),
    (["--item-height", "1e-3"], "--item-height must be between 0.01 and 1000000 points"),
  ])
  func geometryBeyondTheLimitsIsRefusedNamingTheArgument(arguments: [String], fragment: String) {
    let message = Self.validationMessage(arguments)
    #expect(message?.contains(fragment) == true, "\(arguments): \(message ?? "accepted")")
  }

  @Test func theLargestGeometryIsAccepted() throws {
    _ = try Self.options(["--viewport", "1000000x1000000", "--count", "100000000", "--loop"])
    _ = try Self.options(["--layout", "cards", "--stack-depth", "100", "--loop"])
    _ = try Self.options(["--layout", "pages", "--count", "1000000", "--page-sizes", "10,1000000"])
    // Items at least 1 pt long (the layout's minimum), 2,000 pt of viewport: 2,001 anchors in
    // view with --loop, only the 5 items without it.
    let narrow = ["--viewport", "2000x200", "--item-fraction", "0.0001", "--spacing", "0"]
    _ = try Self.options(narrow + ["--count", "5"])
    #expect(Self.validationMessage(narrow + ["--loop"])?.contains("about 2001 items at once") == true)
  }

  static let config = try! CarouselOptions.parse(["--count", "5"]).configuration

  @Test func aTraceNeedingMoreFramesThanTheLimitIsRefusedBeforeAnyWork() {
    let trace = Trace(samples: [
      .init(time: 0, x: 0, y: 0, phase: .began), .init(time: 299, x: 0, y: 0, phase: .moved),
      .init(time: 301, x: 0, y: 0, phase: .ended),
    ])
    #expect(throws: Simulation.Refused.self) {
      try Simulation(configuration: Self.config, framesPerSecond: 1000).run(trace)
    }
    do {
      _ = try Simulation(configuration: Self.config, framesPerSecond: 1000).run(trace)
    } catch {
      #expect(error.description.hasPrefix("trace sample 2: time 301.0 s needs more than 300000 frames at 1000.0 fps"))
    }
  }

  @Test func theSlowestGlideRestsWithinTheLimitsAt120FPS() throws {
    var options = try Self.options(["--count", "5", "--loop", "--snap", "free", "--deceleration-rate", "0.99999"])
    options.geometry.inset = 16
    let trace = Trace.swipe(from: 300, velocity: -4000, duration: 0.05, start: 0)
    let result = try Simulation(configuration: options.configuration, framesPerSecond: 120).run(trace)
    #expect(result.final.phase == .idle)
    #expect(result.final.time > 600 && result.frames.count <= ToolLimits.frames)
    #expect(throws: Simulation.Refused.self) {
      try Simulation(configuration: options.configuration, framesPerSecond: 1000).run(trace)
    }
  }

  @Test func streamedJSONIsOneDocumentWhateverTheFrameCount() throws {
    let result = try Simulation(configuration: Self.config, framesPerSecond: 1000)
      .run(.swipe(from: 300, velocity: -1000, duration: 0.05, start: 2))
    #expect(result.frames.count > 2_000)
    var pieces: [String] = []
    SimulateCommand.write(json: result) { pieces.append($0) }
    #expect(pieces.count > 3)
    let value = try JSONValue.parse(pieces.joined())
    guard case .array(let frames)? = value["frames"] else {
      Issue.record("no frames")
      return
    }
    #expect(frames.count == result.frames.count)
    #expect(pieces.joined() == SimulateCommand.json(result))
  }

  @Test func svgCoordinatesNeverTrap() {
    #expect(SVGRenderer.n(1e19) == "1e+19")
    #expect(SVGRenderer.n(-1e300) == "-1e+300")
    #expect(SVGRenderer.n(.infinity) == "0")
    #expect(SVGRenderer.n(12.345) == "12.35")
  }

  @Test func nonFiniteAttributesAreDetected() {
    var item = ItemAttributes(
      position: 0, index: 0, center: CarouselPoint(x: 1, y: 2), size: CarouselSize(width: 3, height: 4))
    #expect(item.isFinite)
    item.scale = .nan
    #expect(!item.isFinite)
  }
}
