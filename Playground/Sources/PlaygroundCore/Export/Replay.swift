import CarouselCore
import CarouselLayoutDescriptions
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
  static func arguments(
    layout: any CarouselLayout, settings: DemoSettings, viewport: CarouselSize, index: Int
  ) -> Result<[String], ReplayProblem> {
    func n(_ value: Double) -> String { SwiftCode.number(value) }
    guard let description = LayoutDescription.describing(layout) else {
      return .failure(ReplayProblem("the tool has no \(type(of: layout)) layout"))
    }
    // The parameters the tool has no flag for must be at their defaults.
    let flagless = description.parameters.filter { $0.toolFlag == nil && $0.kind != .itemSize }
    if flagless.contains(where: { $0.value(in: layout) != $0.defaultValue }) {
      let names = flagless.map(\.summary).joined(separator: " or ")
      return .failure(ReplayProblem("the tool has no \(description.toolName) \(names)"))
    }
    var arguments = ["--layout", description.toolName]
    for parameter in description.parameters {
      switch parameter.value(in: layout) {
      case .itemSize(.inset(let inset)): arguments += ["--inset", n(inset)]
      case .itemSize(.fraction(let fraction)): arguments += ["--item-fraction", n(fraction)]
      case .itemSize(.absolute): return .failure(ReplayProblem("the tool has no absolute item size"))
      case .none, .absent: continue
      case .some(let value):
        guard let flag = parameter.toolFlag else { continue }
        arguments += ["--\(flag)", toolArgument(value)]
      }
    }
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

  /// A layout parameter's value as the tool's flag takes it.
  static func toolArgument(_ value: LayoutValue) -> String {
    switch value {
    case .number(let number): return SwiftCode.number(number)
    case .integer(let integer): return String(integer)
    case .itemSize(let size): return SwiftCode.itemSize(size)
    case .axis(let axis): return axis.rawValue
    case .alignment(let alignment): return alignment.rawValue
    case .sizes(let sizes): return sizes.map(SwiftCode.number).joined(separator: ",")
    case .absent: return ""
    }
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
  static func toolRefusal(
    of recording: GestureRecording, layout: any CarouselLayout
  ) -> String? {
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

extension Reply {
  /// The `trace` reply: the demo's last gesture as a `carousel simulate` trace, the command
  /// line that replays it, and what the page saw (which the replay gives).
  struct Trace: Encodable {
    let type = "trace"
    var demo: String
    /// Whether the replay gives what the page showed; if not, `problem` says why.
    var reproducible: Bool
    var problem: Nullable<String>
    var command: String
    var arguments: [String]
    /// The page's time of the trace's t = 0, in seconds.
    var timeOrigin: Double
    /// Always written empty, then filled with the recording's samples' text
    /// (``GestureRecording``, ``TraceSample/json(_:)``).
    var trace: [String] = []
    var expected: Expected
  }

  /// What the page saw, in the replay's terms: the item the demo came to rest on, how far
  /// the content moved (final minus first offset, in points) and the events, at the
  /// trace's times.
  struct Expected: Encodable {
    var index: Nullable<Int>
    var offsetMoved: Nullable<Double>
    var events: [Event]
  }
}

extension DemoState {
  /// The last gesture as a `trace` reply's text. The samples and events are the recording's
  /// text as it is (``GestureRecording``), so the reply costs a copy of them.
  func traceReply() -> String {
    guard let recording, recording.sampleCount > 0 || recording.isTruncated else {
      return Reply.text(
        Reply.Trace(
          demo: kind.rawValue, reproducible: false, problem: Reply.Nullable("no gesture yet"), command: "",
          arguments: [], timeOrigin: 0,
          expected: Reply.Expected(index: Reply.Nullable(nil), offsetMoved: Reply.Nullable(nil), events: [])))
    }
    var problem = recording.problem
    if !recording.isFinished, problem == nil { problem = "the gesture has not come to rest yet" }
    var arguments: [String] = []
    switch Replay.arguments(
      layout: kind.layout.base, settings: recording.settings, viewport: recording.viewport,
      index: recording.startIndex)
    {
    case .success(let list): arguments = list
    case .failure(let failure): problem = problem ?? failure.message
    }
    problem = problem ?? Replay.toolRefusal(of: recording, layout: kind.layout.base)
    let moved = recording.finalOffset.map { $0 - recording.startOffset }
    // Written with empty arrays, which are then filled with the recorded text.
    let shell = Reply.text(
      Reply.Trace(
        demo: kind.rawValue, reproducible: problem == nil, problem: Reply.Nullable(problem),
        command: arguments.isEmpty ? "" : Replay.commandLine(arguments), arguments: arguments,
        timeOrigin: recording.timeOrigin,
        expected: Reply.Expected(
          index: Reply.Nullable(recording.finalIndex), offsetMoved: Reply.Nullable(moved), events: [])
      ))
    // Keys are written once each and quotes inside strings are escaped, so each empty
    // array is found exactly.
    let bytes = Array(shell.utf8)
      .replacing(
        Array(#""trace":[]"#.utf8), with: Array(#""trace":["#.utf8) + recording.samplesText + [93], maxReplacements: 1
      )
      .replacing(
        Array(#""events":[]"#.utf8), with: Array(#""events":["#.utf8) + recording.eventsText + [93], maxReplacements: 1)
    return String(decoding: bytes, as: UTF8.self)
  }
}
