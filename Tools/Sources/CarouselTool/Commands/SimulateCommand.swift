import ArgumentParser
@_spi(DriverEngine) @_spi(TrackTouchInput) import CarouselCore
import CarouselTrace
import Foundation

/// `carousel simulate`: plays a gesture through the engine and prints every frame.
struct SimulateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Play a recorded gesture through the scroll engine and print its frames.",
    discussion: """
      The trace is a JSON array of touch samples {"t": s, "x": pt, "y": pt, "phase": \
      "began"|"moved"|"ended"|"cancelled"} in time order; the finger moving left scrolls \
      forward. With --json the output is {"frames": [{"t", "offset", "velocity", "phase", \
      "index"}...], "final": {"t", "offset", "index", "restingSince"}, "release": {"t", \
      "velocity", "index"} or null, "events": [{"t", "kind", "index", "copy"}...]}: one frame \
      every 1/fps s from t = 0 until the engine is idle after the last sample, and the callbacks \
      the CarouselDriver reported, in the order an app hears them (--events all adds the \
      destination, progress ("value"), prefetch ("items") and announcement; --selection adds a \
      "selection" callback for every item the selection point passes). With --input touch \
      the samples go through the driver's touch rules (slop, direction lock, taps, "finger" and \
      "target" fields) as the browser's touches do; with --input platform through UIKit's \
      (only the pan recogniser begins a drag: at the first moved sample, or where a sample's \
      "pan" field says "began", "failed" or "cancelled"). See Tools/README.md for the whole contract.
      """)

  @OptionGroup var carousel: CarouselOptions

  @Option(help: "The gesture to play: a JSON file of touch samples ('-' reads standard input).")
  var trace: String?

  @Option(
    help: "Play a built-in gesture instead of a trace: \(Example.allCases.map(\.rawValue).joined(separator: ", ")).")
  var example: Example?

  @Option(
    help:
      "How samples reach the carousel: engine (the drag follows from the first sample), touch (the driver's touch rules, as the browser's touches) or platform (UIKit's: the pan recogniser begins the drag at the first moved sample, or where the trace's \"pan\" fields say)."
  )
  var input: Simulation.Input = .engine

  @Option(
    help:
      "Which callbacks --json lists: gesture (drag, hand-off, tap, settles, current item, views) or all (also destination, progress, prefetch with 2 items of look-ahead, announcement)."
  )
  var events: Simulation.EventKinds = .gesture

  @Flag(
    help:
      "Also list the selection callbacks (\"kind\": \"selection\", \"index\"): one per item the selection point passes while the content moves, what a picker's haptics click on."
  )
  var selection = false

  @Flag(help: "Lock swiping before the trace (the configuration's isScrollEnabled false): touches still tap.")
  var scrollDisabled = false

  @Option(parsing: .unconditional, help: "Frames per second of the simulated display.")
  var fps: Double = 120

  @Flag(help: "Print JSON (the documented contract) instead of a readable summary.")
  var json = false

  mutating func validate() throws {
    guard fps.isFinite, fps >= 1, fps <= 1000 else {
      throw ValidationError("--fps must be between 1 and 1000 (got \(fps))")
    }
    switch (trace, example) {
    case (nil, nil): throw ValidationError("give a gesture with --trace FILE or --example NAME")
    case (.some, .some): throw ValidationError("--trace and --example cannot be used together")
    default: break
    }
  }

  mutating func run() throws {
    let options = carousel
    let gesture: Trace
    if let example {
      gesture = example.trace(along: options.geometry.carouselLayout.axis)
    } else {
      gesture = try Self.readTrace(trace!)
    }
    let layout = options.geometry.carouselLayout
    var simulation = Simulation(
      configuration: options.configuration, initialIndex: options.index, framesPerSecond: fps, axis: layout.axis,
      layout: AnyCarouselLayout(layout), viewport: options.geometry.size, input: input)
    // The work and output budget (ReplayBudget): frames × items per frame, and events.
    simulation.itemsPerFrame = BenchCommand.itemsPerFrame(options.geometry)
    simulation.frameBudget = ReplayBudget.frameBudget(itemsPerFrame: simulation.itemsPerFrame)
    let result: Simulation.Result
    do {
      result = try simulation.recording(events, scrollDisabled: scrollDisabled, selection: selection).run(gesture)
    } catch {
      throw ToolError("\(gestureArgument): \(error.description)")
    }
    if json {
      Self.write(json: result) { StandardOutput.write($0, terminator: "") }
      StandardOutput.write("")
    } else {
      StandardOutput.write(Self.summary(result, options: options, example: example, trace: gesture))
    }
  }

  /// Reads and parses a trace file (`-`: standard input), refusing files larger than
  /// ``ToolLimits/traceBytes`` without reading more than that.
  static func readTrace(_ path: String) throws -> Trace {
    let data = try Output.read(path, limit: ToolLimits.traceBytes)
    guard data.count <= ToolLimits.traceBytes else {
      throw ToolError(
        "--trace \(Quoting.bounded(path)): the trace is larger than \(ToolLimits.traceBytes) bytes (the limit)")
    }
    do {
      return try Trace(json: String(decoding: data, as: UTF8.self))
    } catch {
      throw ToolError("--trace \(Quoting.bounded(path)): \(error.message)")
    }
  }

  /// The argument that named the gesture, for error messages.
  var gestureArgument: String {
    if let example { return "--example \(example.rawValue)" }
    return "--trace \(Quoting.bounded(trace ?? "-"))"
  }

  /// The JSON contract as one string (see ``write(json:to:)``).
  static func json(_ result: Simulation.Result) -> String {
    var out = ""
    write(json: result) { out += $0 }
    return out
  }

  /// Writes the JSON contract in pieces of at most 1,000 frames, so that memory does not
  /// grow with the output (the frames themselves are checked finite by ``Simulation``).
  static func write(json result: Simulation.Result, to write: (String) -> Void) {
    write("{\"frames\": ")
    if result.frames.isEmpty { write("[]") }
    var start = 0
    while start < result.frames.count {
      let end = min(start + 1_000, result.frames.count)
      let piece = result.frames[start..<end].map { frame in
        JSONWriter.object([
          ("t", JSONWriter.number(frame.time)),
          ("offset", JSONWriter.number(frame.offset)),
          ("velocity", JSONWriter.number(frame.velocity)),
          ("phase", JSONWriter.string(frame.phase.rawValue)),
          ("index", JSONWriter.optional(frame.index)),
        ])
      }
      write((start == 0 ? "[\n  " : ",\n  ") + piece.joined(separator: ",\n  "))
      start = end
    }
    if !result.frames.isEmpty { write("\n]") }
    let final = JSONWriter.object([
      ("t", JSONWriter.number(result.final.time)),
      ("offset", JSONWriter.number(result.final.offset)),
      ("index", JSONWriter.optional(result.final.index)),
      ("restingSince", JSONWriter.number(result.restingSince)),
    ])
    let release =
      result.release.map {
        JSONWriter.object([
          ("t", JSONWriter.number($0.time)),
          ("velocity", JSONWriter.number($0.velocity)),
          ("index", JSONWriter.optional($0.targetIndex)),
        ])
      } ?? "null"
    write(",\n\"final\": " + final + ",\n\"release\": " + release + ",\n\"events\": ")
    if result.events.isEmpty { write("[]") }
    start = 0
    while start < result.events.count {
      let end = min(start + 1_000, result.events.count)
      let piece = result.events[start..<end].map { $0.json(.tool) }
      write((start == 0 ? "[\n  " : ",\n  ") + piece.joined(separator: ",\n  "))
      start = end
    }
    if !result.events.isEmpty { write("\n]") }
    write("}")
  }

  static func summary(_ result: Simulation.Result, options: CarouselOptions, example: Example?, trace: Trace) -> String
  {
    let g = options.geometry
    var lines: [String] = []
    if let example { lines.append("\(example.rawValue): \(example.summary)") }
    let policy: String
    switch options.behavior.snapping {
    case .free: policy = "free gliding"
    case .nearest: policy = "nearest anchor to the projection"
    case .paging(let n): policy = "paging, at most \(n) item\(n == 1 ? "" : "s") per gesture"
    }
    lines.append(
      "\(g.count) items\(g.loop ? ", looping" : ""), \(policy), deceleration \(options.decelerationRate.rate.perMillisecond)/ms"
    )
    let anchors = options.configuration.anchors
    lines.append(
      "\(g.layout.rawValue) layout, viewport \(fmt(g.viewport.width))×\(fmt(g.viewport.height)) pt"
        + (g.count >= 2 ? ", anchors \(fmt(anchors.offset(of: 1) - anchors.offset(of: 0))) pt apart" : ""))
    if let release = result.release {
      lines.append(
        "released at t = \(fmt(release.time, 3)) s with velocity \(fmt(release.velocity)) pt/s"
          + (release.targetIndex.map { ", settling on item \($0)" } ?? ""))
      lines.append(
        "at rest at t = \(fmt(result.restingSince, 3)) s (\(fmt(result.restingSince - release.time, 3)) s after release), offset \(fmt(result.final.offset, 2)) pt, item \(result.final.index.map(String.init) ?? "none")"
      )
    } else {
      lines.append("no release in the gesture; at rest on item \(result.final.index.map(String.init) ?? "none")")
    }
    let gestureEvents = result.events.filter {
      $0.kind.isGestureOrDisplay && $0.kind != .appeared && $0.kind != .disappeared
    }
    if !gestureEvents.isEmpty {
      lines.append(
        "events: "
          + gestureEvents.map { "\($0.kind.rawValue)\($0.index.map { "(\($0))" } ?? "") at \(fmt($0.time, 3))" }
          .joined(separator: ", "))
    }
    lines.append("")
    lines.append(
      "t (s)".leftPad(8) + "offset (pt)".leftPad(14) + "velocity (pt/s)".leftPad(17) + "  " + "phase".rightPad(13)
        + "index")
    let stride = max(result.frames.count / 40, 1)
    for (i, frame) in result.frames.enumerated() where i % stride == 0 || i == result.frames.count - 1 {
      lines.append(
        fmt(frame.time, 3).leftPad(8) + fmt(frame.offset, 1).leftPad(14) + fmt(frame.velocity, 1).leftPad(17) + "  "
          + frame.phase.rawValue.rightPad(13) + (frame.index.map(String.init) ?? "-"))
    }
    return lines.joined(separator: "\n")
  }
}
