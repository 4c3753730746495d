@_spi(DriverEngine) @_spi(TrackTouchInput) import CarouselCore
import Testing

@testable import CarouselTool

@Suite struct SimulationEventTests {
  static func simulation(input: Simulation.Input) -> Simulation {
    Simulation(
      configuration: ScrollEngine.Configuration(anchors: .uniform(count: 5, pitch: 351), viewportLength: 375),
      framesPerSecond: 120, input: input)
  }

  static func simulation(_ arguments: [String], input: Simulation.Input, fps: Double = 120) throws -> Simulation {
    let options = try CarouselOptions.parse(arguments)
    let layout = options.geometry.carouselLayout
    return Simulation(
      configuration: options.configuration, initialIndex: options.index, framesPerSecond: fps, axis: layout.axis,
      layout: AnyCarouselLayout(layout), viewport: options.geometry.size, input: input)
  }

  static func kinds(_ result: Simulation.Result) -> [String] {
    result.events.filter { $0.kind != .appeared && $0.kind != .disappeared }.map {
      $0.kind.rawValue + ($0.index.map { "(\($0))" } ?? "")
    }
  }

  @Test func theEngineInputThroughTheDriverGivesTheEnginesFrames() throws {
    let options = try CarouselOptions.parse(["--count", "5", "--loop", "--snap", "paging"])
    let trace = Trace.swipe(from: 300, velocity: -1500, duration: 0.08, start: 0.05)
    let bare = try Simulation(configuration: options.configuration, framesPerSecond: 120).run(trace)
    let driven = try Self.simulation(["--count", "5", "--loop", "--snap", "paging"], input: .engine).run(trace)
    #expect(driven.frames == bare.frames && driven.release == bare.release && driven.final == bare.final)
    #expect(bare.events.isEmpty)
    // The platform's drag begins at the touch-down: the app hears the drag from the first sample.
    #expect(Self.kinds(driven) == ["dragBegan", "dragEnded", "willSettle(1)", "currentIndex(1)", "didSettle(1)"])
  }

  @Test func thePlatformInputBeginsTheDragAtTheFirstMove() throws {
    let trace = Trace.swipe(from: 300, velocity: -1500, duration: 0.08, start: 0.05)
    let result = try Self.simulation(["--count", "5", "--snap", "paging"], input: .platform).run(trace)
    #expect(Self.kinds(result) == ["dragBegan", "dragEnded", "willSettle(1)", "currentIndex(1)", "didSettle(1)"])
    let began = result.events.first { $0.kind == .dragBegan }
    #expect(began?.time == trace.samples[1].time)
  }

  @Test func aFailedPanHandsOffAndMovesNothing() throws {
    var trace = Trace.swipe(from: 300, velocity: -1500, duration: 0.08, start: 0.05)
    trace.samples[1].pan = .failed
    let result = try Self.simulation(["--count", "5"], input: .platform).run(trace)
    #expect(Self.kinds(result) == ["handedOff"])
    #expect(result.frames.allSatisfy { $0.offset == 0 })
  }

  @Test func aPanNeedsThePlatformInput() throws {
    var trace = Trace.swipe(from: 300, velocity: -1500, duration: 0.08, start: 0.05)
    trace.samples[2].pan = .began
    #expect(throws: Simulation.Refused.self) { try Self.simulation(["--count", "5"], input: .touch).run(trace) }
    #expect(
      Self.simulation(input: .touch).validate(trace)
        == .invalid(sample: 2, message: #""pan" is read only with --input platform (not touch)"#))
  }

  @Test func allEventsAddProgressAndPrefetchInTheOneOrder() throws {
    let trace = Trace.swipe(from: 300, velocity: -1500, duration: 0.08, start: 0.05)
    let gesture = try Self.simulation(["--count", "5"], input: .touch).run(trace)
    let all = try Self.simulation(["--count", "5"], input: .touch).recording(.all, scrollDisabled: false).run(trace)
    #expect(all.events.filter { $0.kind.isGestureOrDisplay } == gesture.events)
    #expect(all.events.contains { $0.kind == .progress } && all.events.contains { $0.kind == .prefetch })
    let json = SimulateCommand.json(all)
    #expect(json.contains(#"{"t": 0, "kind": "prefetch", "items": [2, 3]}"#))
    #expect(json.contains(#"{"t": 0, "kind": "progress", "value": 0}"#))
    #expect(json.contains(#"{"t": 0, "kind": "destinationIndex", "index": 0}"#))
  }

  @Test func aSwipeWhileScrollingIsDisabledMovesNothing() throws {
    let trace = Trace.swipe(from: 300, velocity: -1500, duration: 0.08, start: 0.05)
    for input in [Simulation.Input.engine, .touch, .platform] {
      let result = try Self.simulation(["--count", "5"], input: input).recording(.gesture, scrollDisabled: true).run(
        trace)
      #expect(Self.kinds(result) == [], "\(input)")
      #expect(result.frames.allSatisfy { $0.offset == 0 }, "\(input)")
    }
  }

  @Test func aSwipeThroughTheTouchRulesIsADragWithOneSettlePair() throws {
    let trace = Trace.swipe(from: 300, velocity: -1500, duration: 0.08, start: 0.05)
    let result = try Self.simulation(["--count", "5", "--snap", "paging"], input: .touch).run(trace)
    #expect(Self.kinds(result) == ["dragBegan", "dragEnded", "willSettle(1)", "currentIndex(1)", "didSettle(1)"])
    #expect(result.final.index == 1)
    let json = SimulateCommand.json(result)
    #expect(json.contains(#"{"t": 0.05, "kind": "dragBegan"}"#) == false, "dragBegan waits for the slop")
    #expect(json.contains(#""kind": "willSettle", "index": 1}"#))
    #expect(json.contains(#""kind": "appeared", "index": 0, "copy": 0}"#))
  }

  @Test func aTapAndAControlTap() throws {
    let tap = Trace(samples: [
      .init(time: 0.1, x: 187.5, y: 100, phase: .began), .init(time: 0.15, x: 188, y: 100, phase: .ended),
    ])
    let sim = try Self.simulation(["--count", "5"], input: .touch)
    #expect(Self.kinds(try sim.run(tap)) == ["tap(0)"])
    var control = tap
    control.samples[0].target = .control
    #expect(Self.kinds(try sim.run(control)) == [])
  }

  @Test func theOutcomeDoesNotDependOnTheFrameRate() throws {
    let trace = Trace.swipe(from: 330, velocity: -3000, duration: 0.1, start: 0.1)
    let a = try Self.simulation(["--count", "20"], input: .touch, fps: 60).run(trace)
    let b = try Self.simulation(["--count", "20"], input: .touch, fps: 1000).run(trace)
    #expect(Self.kinds(a) == Self.kinds(b))
    #expect(a.final.offset == b.final.offset && a.final.index == b.final.index)
  }
}
