@_spi(CarouselKitInternals) import CarouselCore

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
  }

  struct Result: Sendable, Equatable {
    var frames: [Frame]
    var final: Frame
    /// When the engine came to rest (exact, not rounded to a frame), in seconds.
    var restingSince: Double
    /// The release: time, velocity and chosen item of the last `ended`/`cancelled` sample.
    var release: Release?
    /// What the driver reported, call by call (empty without a layout).
    var events: [Event] = []
  }

  struct Release: Sendable, Equatable {
    var time: Double
    var velocity: Double
    var targetIndex: Int?
  }

  /// How the samples reach the carousel.
  enum Input: String, Sendable, CaseIterable {
    /// Straight to the engine in track coordinates (the driver's `handle(_:)`): the content
    /// follows the finger from its first sample, every `began` to `ended` is a drag.
    case engine
    /// Through the driver's touch lifecycle (`touch(_:at:time:finger:target:)`), as an app's
    /// touches go: the slop, the direction decision and the hand-off, taps, a second finger
    /// ignored, controls never selecting.
    case touch
  }

  /// One event of the driver's ``ScrollEvents``, at the time of the call that reported it.
  struct Event: Sendable, Equatable {
    typealias Kind = ScrollCallback.Kind
    var time: Double
    var kind: Kind
    /// The item (`tap`, `willSettle`, `didSettle`, `currentIndex` (may be `nil`),
    /// `appeared`, `disappeared`).
    var index: Int?
    /// The loop cycle of the copy that appeared or disappeared.
    var copy: Int?

    /// The events of one call, in the order ``ScrollEvents/callbacks`` gives.
    static func list(_ events: ScrollEvents, at time: Double) -> [Event] {
      events.callbacks.map { Event(time: time, kind: $0.kind, index: $0.index, copy: $0.copy) }
    }
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
  /// With ``Input/touch``, a sample's `finger` and `target` go to the driver: the release
  /// is the lift of the finger the driver follows (the first one down), and the other
  /// fingers' samples change nothing.
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
    if let layout {
      player = .driver(
        CarouselDriver(
          layout: layout, count: configuration.count, viewport: viewport, behavior: configuration.behavior,
          index: initialIndex, time: 0))
    } else {
      player = .engine(ScrollEngine(configuration: configuration, index: initialIndex, time: 0))
    }
    var frames: [Frame] = []
    var events: [Event] = []
    var next = 0
    var release: Release? = nil
    /// The finger the driver follows (touch input): the first one down.
    var primary: Int? = nil
    let last = trace.duration
    let restFrames = ((last + Self.restLimit) * framesPerSecond).rounded(.up)
    let limit = Int(min(restFrames, frameLimit))
    frames.reserveCapacity(Int(min((last + 2) * framesPerSecond, frameLimit)) + 1)
    var k = 0
    while true {
      let t = Double(k) / framesPerSecond
      while next < trace.samples.count, trace.samples[next].time <= t {
        let sample = trace.samples[next]
        let along = axis == .horizontal ? sample.x : sample.y
        let reported: ScrollEvents
        var releases = sample.phase == .ended || sample.phase == .cancelled
        switch player {
        case .engine(var engine):
          reported = engine.handle(TouchEvent(sample.phase, location: along, time: sample.time))
          player = .engine(engine)
        case .driver(var driver):
          if input == .touch {
            if sample.phase == .began, primary == nil { primary = sample.finger }
            releases = releases && primary == sample.finger
            reported = driver.touch(
              sample.phase, at: CarouselPoint(x: sample.x, y: sample.y), time: sample.time, finger: sample.finger,
              target: sample.target)
            if releases { primary = nil }
          } else {
            reported = driver.handle(TouchEvent(sample.phase, location: along, time: sample.time))
          }
          events += Event.list(reported, at: max(sample.time, driver.time))
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
      switch player {
      case .engine(var engine):
        engine.advance(to: t)
        player = .engine(engine)
      case .driver(var driver):
        events += Event.list(driver.advance(to: t), at: max(t, driver.time))
        player = .driver(driver)
      }
      let engine = player.engine
      let frame = Frame(
        time: t, offset: engine.unwrappedOffset, velocity: engine.velocity, phase: engine.phase,
        index: engine.currentIndex)
      guard frame.offset.isFinite, frame.velocity.isFinite else {
        throw Refused(description: "the engine's offset or velocity at frame \(k) (t = \(t) s) is not a finite number")
      }
      frames.append(frame)
      guard events.count <= ToolLimits.events else {
        throw Refused(
          description:
            "the carousel reported more than \(ToolLimits.events) events by frame \(k) (t = \(t) s; the event limit); lower --fps or show fewer items (\(Self.itemFlags))"
        )
      }
      if next == trace.samples.count, t >= last, engine.phase == .idle {
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
