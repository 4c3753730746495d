import CarouselCore
import CarouselTrace

/// A demo's last gesture as a `carousel simulate` command line and its trace: replayed, it
/// gives the resting position and the events the page showed (the same `CarouselDriver`,
/// the same samples at the same times through `send(.input(.touch(_:)))`, the driver's own
/// rules).
enum Replay {
  /// The trace file the command line names.
  static let traceFile = "gesture.json"

  /// The `carousel simulate` arguments (after `simulate`) that build the demo's carousel as
  /// the page runs it: the layout and its values, the viewport, the item count, looping,
  /// snapping, rate, spring and fling threshold, the item it rests on at the start, and the
  /// driver's touch rules (`--input touch`). `nil` (with the reason) for what the tool cannot
  /// express.
  static func arguments(kind: DemoKind, settings: DemoSettings, viewport: CarouselSize, index: Int) -> Result<
    [String], ReplayProblem
  > {
    func n(_ value: Double) -> String { SwiftCode.number(value) }
    var arguments = kind.toolLayoutArguments(look: settings.look)
    let behavior = settings.behavior
    if behavior.autoplay != nil {
      return .failure(ReplayProblem("autoplay is on (carousel simulate has no autoplay)"))
    }
    arguments += ["--viewport", "\(n(viewport.width))x\(n(viewport.height))", "--count", String(settings.count)]
    if behavior.isLooping { arguments.append("--loop") }
    arguments += ["--snap", behavior.snapping.kind.rawValue]
    if behavior.snapping.kind == .paging { arguments += ["--max-items-per-fling", String(settings.maxItemsPerFling)] }
    arguments += [
      "--deceleration-rate", n(behavior.decelerationRate.perMillisecond), "--spring-response",
      n(behavior.spring.response), "--spring-damping", n(behavior.spring.dampingRatio), "--min-fling-speed",
      n(behavior.minimumFlingSpeed), "--index", String(index), "--input", "touch",
    ]
    return .success(arguments)
  }

  /// The whole command line: `carousel simulate ARGUMENTS --trace gesture.json --json`.
  static func commandLine(_ arguments: [String]) -> String {
    (["carousel", "simulate"] + arguments + ["--trace", traceFile, "--json"]).joined(separator: " ")
  }

  /// The time subtracted from the page's clock in a trace: the whole seconds before its first
  /// sample (so the replay starts within a second of t = 0). Subtracting a whole number of
  /// seconds no larger than a time is exact in floating point (for times below 2⁵² s), so
  /// every difference between two times is the page's.
  static func timeOrigin(first: Double) -> Double {
    first >= 1 ? first.rounded(.down) : 0
  }

  /// Why `carousel simulate` would refuse the recording's replay, if it would: the limits of
  /// ``ReplayBudget``, which the tool applies (the trace's samples, times and coordinates,
  /// the frames until rest at the tool's default frame rate, the time to rest after the last
  /// sample, the events). The frames are counted up to the time the page noticed the rest,
  /// which is no earlier than the engine's.
  static func toolRefusal(of recording: GestureRecording, layout: AnyCarouselLayout) -> String? {
    let limit = "carousel simulate would refuse the trace"
    if recording.sampleCount > ReplayBudget.traceSamples {
      return "the gesture has more than \(ReplayBudget.traceSamples) samples: \(limit)"
    }
    if recording.lastSampleTime > ReplayBudget.traceDuration {
      return "the gesture's last sample is at t = \(recording.lastSampleTime) s of the trace, later than "
        + "\(Int(ReplayBudget.traceDuration)) s: \(limit)"
    }
    if recording.largestCoordinate > ReplayBudget.coordinate {
      return "a sample is farther than 1e9 points from 0: \(limit)"
    }
    if recording.eventCount > ReplayBudget.events {
      return "the gesture reported more than \(ReplayBudget.events) events: \(limit)"
    }
    guard let finalTime = recording.finalTime else { return nil }
    let fps = ReplayBudget.defaultFramesPerSecond
    let rest = finalTime - recording.timeOrigin
    let items = ReplayBudget.itemsPerFrame(
      layout: layout, count: recording.settings.count, viewport: recording.viewport,
      isLooping: recording.settings.isLooping)
    let budget = ReplayBudget.frameBudget(itemsPerFrame: items)
    if ReplayBudget.frames(until: rest, framesPerSecond: fps) > Double(budget) {
      return "the replay needs more than \(budget) frames at \(Int(fps)) fps until the carousel rests "
        + "(\(ReplayBudget.itemFrames) item-frames at \(items) items per frame): \(limit)"
    }
    if rest - recording.lastSampleTime > ReplayBudget.restTime {
      return "the carousel came to rest more than \(Int(ReplayBudget.restTime)) s after the last sample: \(limit)"
    }
    return nil
  }
}

extension PlaygroundCarousel {
  /// The last gesture as "Copy as trace" shows it, a JSON object: `demo`, `reproducible`
  /// (whether the replay gives what the page showed; if not, `problem` says why), `command`
  /// and `arguments` (the `carousel simulate` command line), `timeOrigin` (the page's time of
  /// the trace's t = 0, in seconds), `trace` (the samples) and `expected` (what the page saw:
  /// the `index` the demo came to rest on, `offsetMoved`, final minus first offset in points,
  /// and the `events`, at the trace's times), and `replay`: what the page's replay makes the
  /// carousel with (`width`, `height`, `index` and the `settings`' values, in the order of
  /// ``DemoSettings/Field``, as `ck_create_with` reads them). The samples and events are the recording's
  /// text as it is (``GestureRecording``), so this costs a copy of them.
  package func traceJSON() -> String {
    let json = TraceJSON.compact
    func members(
      reproducible: Bool, problem: String?, arguments: [String], timeOrigin: Double, samples: [UInt8],
      index: Int?, moved: Double?, events: [UInt8], replay: String = "null"
    ) -> String {
      let command = arguments.isEmpty ? "" : Replay.commandLine(arguments)
      let expected = json.object([
        ("index", index.map(String.init) ?? "null"), ("offsetMoved", moved.map(json.number) ?? "null"),
        ("events", "[" + String(decoding: events, as: UTF8.self) + "]"),
      ])
      return json.object([
        ("type", TraceJSON.string("trace")), ("demo", TraceJSON.string(kind.name)),
        ("reproducible", reproducible ? "true" : "false"), ("problem", problem.map(TraceJSON.string) ?? "null"),
        ("command", TraceJSON.string(command)),
        ("arguments", "[" + arguments.map(TraceJSON.string).joined(separator: ",") + "]"),
        ("timeOrigin", json.number(timeOrigin)), ("trace", "[" + String(decoding: samples, as: UTF8.self) + "]"),
        ("expected", expected), ("replay", replay),
      ])
    }
    guard let recording, recording.sampleCount > 0 || recording.isTruncated else {
      return members(
        reproducible: false, problem: "no gesture yet", arguments: [], timeOrigin: 0, samples: [], index: nil,
        moved: nil, events: [])
    }
    var problem = recording.problem
    if !recording.isFinished, problem == nil { problem = "the gesture has not come to rest yet" }
    var arguments: [String] = []
    switch Replay.arguments(
      kind: kind, settings: recording.settings, viewport: recording.viewport, index: recording.startIndex)
    {
    case .success(let list): arguments = list
    case .failure(let failure): problem = problem ?? failure.message
    }
    problem = problem ?? Replay.toolRefusal(of: recording, layout: kind.layout(look: recording.settings.look))
    return members(
      reproducible: problem == nil, problem: problem, arguments: arguments, timeOrigin: recording.timeOrigin,
      samples: recording.samplesText, index: recording.finalIndex,
      moved: recording.finalOffset.map { $0 - recording.startOffset }, events: recording.eventsText,
      replay: json.object([
        ("width", json.number(recording.viewport.width)), ("height", json.number(recording.viewport.height)),
        ("index", String(recording.startIndex)),
        (
          "settings",
          "["
            + DemoSettings.Field.allCases.map { json.number(recording.settings.value(of: $0)) }
            .joined(separator: ",") + "]"
        ),
      ]))
  }
}

/// Why a gesture cannot be replayed by `carousel simulate` as the page showed it.
struct ReplayProblem: Error, Sendable, Hashable {
  var message: String
  init(_ message: String) { self.message = message }
}
