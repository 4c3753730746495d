@_spi(DriverEngine) @_spi(TrackTouchInput) import CarouselCore
import CarouselTrace

/// Plays a ``Trace`` through a ``CarouselDriver`` (or, without a layout, a bare
/// ``ScrollEngine``) and records a frame every 1/fps second, the way a display link would
/// drive a front end, with the events the driver reports.
struct Simulation: Sendable {
  struct Frame: Sendable, Equatable {
    var time: Double
    /// The offset on the unbounded track (``ScrollEngine/unwrappedOffset``), in points.
    var offset: Double
    var velocity: Double
    var phase: ScrollEngine.Phase
    var index: Int?
    /// The driver's toggle (``LayoutToggle``, −1…1): 0 but for a layout that uses one.
    var toggle = 0.0
  }

  struct Result: Sendable, Equatable {
    var frames: [Frame]
    var final: Frame
    /// When the engine came to rest (exact, not rounded to a frame), in seconds.
    var restingSince: Double
    /// The release: time, velocity and chosen item of the last `ended`/`cancelled` sample.
    var release: Release?
    /// What the driver reported, call by call (empty without a layout).
    var events: [TraceEvent] = []
  }

  struct Release: Sendable, Equatable {
    var time: Double
    var velocity: Double
    var targetIndex: Int?
  }

  /// How the samples reach the carousel (all through ``CarouselDriver/send(_:)``).
  enum Input: String, Sendable, CaseIterable {
    /// In track coordinates (``CarouselInput/trackTouch(_:axis:viewport:)``), the platform
    /// deciding drags (``InputRules/DragDecision/platform``) and its pan beginning at every
    /// touch-down: the content follows the finger from its first sample, every `began` to
    /// `ended` is a drag, the closed-form contract. `finger`, `target` and `y` are not read.
    case engine
    /// The driver's own touch rules (``InputRules/driver``), as the browser's touches go: the
    /// slop, the direction decision and the hand-off, taps on lift, a second finger ignored,
    /// controls never selecting.
    case touch
    /// UIKit's rules (``InputRules/uiKit``): only the platform's pan recogniser begins a
    /// drag. It begins at the first `moved` sample of each touch of the followed finger,
    /// unless the trace has `pan` fields: then it decides only where they say (at a `began`
    /// sample just after the touch-down, at the others just before the sample's touch).
    case platform
  }

  /// Which callbacks are recorded.
  enum EventKinds: String, Sendable, CaseIterable {
    /// The gesture, settle, current-item and display callbacks
    /// (``ScrollCallback/Kind/isGestureOrDisplay``).
    case gesture
    /// Every callback, with the destination, progress, prefetch (the configuration's
    /// ``CarouselConfiguration/prefetchDistance`` 2; 0 otherwise) and announcement.
    case all
  }

  /// Why a simulation was refused: a limit of the tool (``ToolLimits``) was reached, or the
  /// engine produced a number that is not finite (which would print as `null`).
  struct Refused: Error, CustomStringConvertible {
    var description: String
  }

  /// The flags that make a frame compute fewer items, for refusals.
  static let itemFlags = "--viewport, --item-fraction, --inset, --spacing, --page-sizes, --visible-items, --count"

  /// How long after the last sample the engine may take to come to rest, in seconds.
  static let restLimit = ToolLimits.restTime

  var configuration: ScrollEngine.Configuration
  var initialIndex: Int = 0
  /// Which callbacks ``Result/events`` records.
  var eventKinds: EventKinds = .gesture
  /// Whether ``Result/events`` records the selection callbacks (``ScrollCallback/selection(_:)``).
  var recordsSelection = false
  /// Whether swiping is locked (``CarouselConfiguration/isScrollEnabled`` `false`, sent at
  /// t = 0, with ``layout``).
  var scrollDisabled = false
  var framesPerSecond: Double
  /// Which coordinate of the samples is the finger's position along the scroll axis.
  var axis: ScrollAxis = .horizontal
  /// The layout: with it the trace runs through a `CarouselDriver` (the configuration's
  /// behaviour and count, this layout's anchors in ``viewport``) and events are recorded.
  var layout: AnyCarouselLayout? = nil
  /// The viewport, in points (with ``layout``).
  var viewport = CarouselSize(width: 375, height: 200)
  /// How the samples reach the carousel (``Input/touch`` needs ``layout``).
  var input: Input = .engine
  /// The most frames the run may record, and the items each frame computes (`simulate` sets
  /// them from ``ReplayBudget``: its item-frame budget over the items per frame).
  var frameBudget = ToolLimits.frames
  var itemsPerFrame = 1

  /// The engine, or the driver around it, that the trace plays through.
  private enum Player {
    case engine(ScrollEngine)
    case driver(CarouselDriver<AnyCarouselLayout>)

    var engine: ScrollEngine {
      switch self {
      case .engine(let engine): return engine
      case .driver(let driver): return driver.engine
      }
    }
  }

  /// Runs the trace. Samples at a frame's time are handled before that frame is recorded.
  ///
  /// With ``Input/touch`` and ``Input/platform``, a sample's `finger` and `target` go to the
  /// driver: the release is the lift of the finger the driver follows (the first one down),
  /// and the other fingers' samples change nothing.
  ///
  /// Refused: a trace whose samples alone need more than ``ToolLimits/frames`` frames at
  /// this frame rate (before any work, naming the first such sample), an engine that does
  /// not come to rest within ``restLimit`` seconds after the last sample or within the frame
  /// limit, more than ``ToolLimits/events`` events, and a non-finite offset or velocity
  /// (naming the frame). O(frames) time and memory.
  func run(_ trace: Trace) throws(Refused) -> Result {
    let frameLimit = Double(frameBudget)
    let fewer = frameBudget < ToolLimits.frames ? ", or show fewer items (\(Self.itemFlags))" : ""
    let limitName =
      frameBudget < ToolLimits.frames
      ? "the limit: \(ToolLimits.simulateItemFrames) item-frames at \(itemsPerFrame) items per frame"
      : "the frame limit"
    if let i = trace.samples.firstIndex(where: { ($0.time * framesPerSecond).rounded(.up) >= frameLimit }) {
      throw Refused(
        description:
          "trace sample \(i): time \(trace.samples[i].time) s needs more than \(frameBudget) frames at \(framesPerSecond) fps (\(limitName)); lower --fps or shorten the trace\(fewer)"
      )
    }
    var player: Player
    var events: [TraceEvent] = []
    if let layout {
      if case .invalid(let i, let message) = validate(trace) {
        throw Refused(description: "trace sample \(i): \(message)")
      }
      // Prefetch only with every callback recorded; taps reported, not followed by a scroll
      // (the tool records what the driver reports, it is no front end).
      var settings = CarouselConfiguration(
        layout: layout, viewport: viewport, behavior: configuration.behavior,
        prefetchDistance: eventKinds == .all ? 2 : 0, inputRules: input.rules, scrollsToTappedItem: false)
      var driver = CarouselDriver(settings, count: configuration.count, index: initialIndex, time: 0)
      if scrollDisabled {
        settings.isScrollEnabled = false
        record(driver.send(.configure(settings, time: 0)).events, at: 0, into: &events)
      }
      player = .driver(driver)
    } else {
      player = .engine(ScrollEngine(configuration: configuration, index: initialIndex, time: 0))
    }
    var frames: [Frame] = []
    var next = 0
    var release: Release? = nil
    var fingers = Fingers(automaticPan: !trace.samples.contains { $0.pan != nil })
    let last = trace.duration
    let restFrames = ((last + Self.restLimit) * framesPerSecond).rounded(.up)
    let limit = Int(min(restFrames, frameLimit))
    frames.reserveCapacity(Int(min((last + 2) * framesPerSecond, frameLimit)) + 1)
    var k = 0
    // The events the samples reported, apart from the frames': a refusal names its cause.
    var eventsFromSamples = 0
    while true {
      let t = Double(k) / framesPerSecond
      let eventsBeforeSamples = events.count
      while next < trace.samples.count, trace.samples[next].time <= t {
        let sample = trace.samples[next]
        let reported: ScrollEvents
        var releases = sample.phase == .ended || sample.phase == .cancelled
        switch player {
        case .engine(var engine):
          let along = axis == .horizontal ? sample.x : sample.y
          reported = engine.handle(TouchEvent(sample.phase, location: along, time: sample.time))
          player = .engine(engine)
        case .driver(var driver):
          (reported, releases) = feed(sample, to: &driver, fingers: &fingers, events: &events)
          player = .driver(driver)
        }
        if releases {
          let engine = player.engine
          release = Release(
            time: sample.time, velocity: engine.velocity, targetIndex: reported.settleTarget ?? engine.targetIndex)
          guard engine.velocity.isFinite else {
            throw Refused(description: "the engine's release velocity at sample \(next) is not a finite number")
          }
        }
        next += 1
      }
      eventsFromSamples += events.count - eventsBeforeSamples
      switch player {
      case .engine(var engine):
        engine.advance(to: t)
        player = .engine(engine)
      case .driver(var driver):
        record(driver.send(.frame(time: t)).events, at: max(t, driver.time), into: &events)
        player = .driver(driver)
      }
      let engine = player.engine
      var toggle = 0.0
      if case .driver(let driver) = player { toggle = driver.toggle.value(at: driver.time) }
      let frame = Frame(
        time: t, offset: engine.unwrappedOffset, velocity: engine.velocity, phase: engine.phase,
        index: engine.currentIndex, toggle: toggle)
      guard frame.offset.isFinite, frame.velocity.isFinite else {
        throw Refused(description: "the engine's offset or velocity at frame \(k) (t = \(t) s) is not a finite number")
      }
      frames.append(frame)
      guard events.count <= ToolLimits.events else {
        let head =
          "the carousel reported more than \(ToolLimits.events) events by frame \(k) (t = \(t) s; the event limit)"
        if eventsFromSamples * 2 > events.count {
          // Most came from the trace's samples (a touch system reports about one a frame).
          throw Refused(
            description:
              "\(head), \(eventsFromSamples) of them from its first \(next) samples; give a trace with fewer samples (a touch screen reports about one per frame)"
          )
        }
        throw Refused(description: "\(head); lower --fps or show fewer items (\(Self.itemFlags))")
      }
      // (At rest, a layout's toggle may still be easing: the frames go on until it ends.)
      if next == trace.samples.count, t >= last, engine.phase == .idle, toggle == 0 {
        let restingSince = engine.restingSince ?? t
        guard restingSince.isFinite else {
          throw Refused(description: "the time the engine came to rest (frame \(k)) is not a finite number")
        }
        return Result(frames: frames, final: frame, restingSince: restingSince, release: release, events: events)
      }
      k += 1
      if k >= limit {
        if restFrames >= frameLimit {
          throw Refused(
            description:
              "the engine did not come to rest within \(frameBudget) frames (\(limitName); \(Int(frameLimit / framesPerSecond)) s at \(framesPerSecond) fps); lower --fps\(fewer)"
          )
        }
        throw Refused(
          description:
            "the engine did not come to rest within \(Int(Self.restLimit)) s after the last sample (the rest limit)")
      }
    }
  }
}

extension Simulation.Input {
  /// The driver's rules in this mode.
  var rules: InputRules {
    switch self {
    case .engine: return InputRules(drag: .platform, taps: .onLift)
    case .touch: return .driver
    case .platform: return .uiKit
    }
  }
}

extension Simulation {
  /// The fingers of the trace, as the driver's input sees them between samples.
  struct Fingers {
    /// The finger the driver follows: the first one down.
    var primary: Int? = nil
    /// Whether the pan recogniser began automatically for the followed finger's touch.
    var panBegan = false
    /// Whether the pan recogniser begins at the first `moved` sample of each touch
    /// (``Input/platform`` with no `pan` field in the trace).
    var automaticPan: Bool
  }

  /// Why a trace does not suit this simulation, naming the sample.
  enum Validity: Equatable {
    case valid
    case invalid(sample: Int, message: String)
  }

  /// A trace's `pan` fields need ``Input/platform``.
  func validate(_ trace: Trace) -> Validity {
    guard input != .platform, let i = trace.samples.firstIndex(where: { $0.pan != nil }) else { return .valid }
    return .invalid(sample: i, message: "\"pan\" is read only with --input platform (not \(input.rawValue))")
  }

  /// Hands one sample to the driver as ``input`` says, one ``CarouselInput`` at a time,
  /// recording each call's callbacks. Returns the call's events merged (for the release)
  /// and whether the sample releases the followed finger.
  private func feed(
    _ sample: TraceSample, to driver: inout CarouselDriver<AnyCarouselLayout>, fingers: inout Fingers,
    events: inout [TraceEvent]
  ) -> (ScrollEvents, releases: Bool) {
    var reported = ScrollEvents()
    func send(_ input: CarouselInput) {
      let call = driver.send(.input(input)).events
      record(call, at: max(input.time, driver.time), into: &events)
      reported.merge(call)
    }
    let lifts = sample.phase == .ended || sample.phase == .cancelled
    let point = CarouselPoint(x: sample.x, y: sample.y)
    switch input {
    case .engine:
      let along = axis == .horizontal ? sample.x : sample.y
      for input in CarouselInput.trackTouch(
        TouchEvent(sample.phase, location: along, time: sample.time), axis: axis, viewport: viewport)
      {
        send(input)
      }
      return (reported, lifts)
    case .touch, .platform:
      if sample.phase == .began, fingers.primary == nil {
        fingers.primary = sample.finger
        fingers.panBegan = false
      }
      let followed = fingers.primary == sample.finger
      var pan = sample.pan
      if input == .platform, fingers.automaticPan, followed, sample.phase == .moved, !fingers.panBegan {
        pan = .began
        fingers.panBegan = true
      }
      let touch = CarouselInput.touch(
        TouchInput(sample.phase, at: point, time: sample.time, finger: sample.finger, target: sample.target))
      if let pan, sample.phase != .began { send(.platformDrag(pan, at: point, time: sample.time)) }
      send(touch)
      if let pan, sample.phase == .began { send(.platformDrag(pan, at: point, time: sample.time)) }
      let releases = lifts && followed
      if releases { fingers.primary = nil }
      return (reported, releases)
    }
  }

  /// Appends the callbacks of one driver call that ``eventKinds`` selects, at `time`, in the
  /// one order (``ScrollEvents/forEachCallback(_:)``).
  func record(_ reported: ScrollEvents, at time: Double, into events: inout [TraceEvent]) {
    reported.forEachCallback { callback in
      if callback.kind == .selection {
        guard recordsSelection else { return }
      } else {
        guard eventKinds == .all || callback.kind.isGestureOrDisplay else { return }
      }
      events.append(TraceEvent(time: time, callback: callback))
    }
  }
}

extension Simulation {
  /// This simulation recording `kinds` of callbacks (and the selection callbacks or not), with
  /// swiping locked or not.
  func recording(_ kinds: EventKinds, scrollDisabled: Bool, selection: Bool = false) -> Simulation {
    var simulation = self
    simulation.eventKinds = kinds
    simulation.recordsSelection = selection
    simulation.scrollDisabled = scrollDisabled
    return simulation
  }
}
