import CarouselCore

/// Plays a ``Trace`` through a ``ScrollEngine`` and records a frame every 1/fps second,
/// the way a display link would drive a front end.
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
  }

  struct Release: Sendable, Equatable {
    var time: Double
    var velocity: Double
    var targetIndex: Int?
  }

  /// Why a simulation was refused: a limit of the tool (``ToolLimits``) was reached, or the
  /// engine produced a number that is not finite (which would print as `null`).
  struct Refused: Error, CustomStringConvertible {
    var description: String
  }

  /// How long after the last sample the engine may take to come to rest, in seconds.
  static let restLimit = ToolLimits.restTime

  var configuration: ScrollEngine.Configuration
  var initialIndex: Int = 0
  var framesPerSecond: Double
  /// Which coordinate of the samples is the finger's position along the scroll axis.
  var axis: ScrollAxis = .horizontal

  /// Runs the trace. Samples at a frame's time are handled before that frame is recorded.
  ///
  /// Refused: a trace whose samples alone need more than ``ToolLimits/frames`` frames at
  /// this frame rate (before any work, naming the first such sample), an engine that does
  /// not come to rest within ``restLimit`` seconds after the last sample or within the frame
  /// limit, and a non-finite offset or velocity (naming the frame). O(frames) time and memory.
  func run(_ trace: Trace) throws(Refused) -> Result {
    let frameLimit = Double(ToolLimits.frames)
    if let i = trace.samples.firstIndex(where: { ($0.time * framesPerSecond).rounded(.up) >= frameLimit }) {
      throw Refused(
        description:
          "trace sample \(i): time \(trace.samples[i].time) s needs more than \(ToolLimits.frames) frames at \(framesPerSecond) fps (the frame limit); lower --fps or shorten the trace"
      )
    }
    var engine = ScrollEngine(configuration: configuration, index: initialIndex, time: 0)
    var frames: [Frame] = []
    var next = 0
    var release: Release? = nil
    let last = trace.duration
    let restFrames = ((last + Self.restLimit) * framesPerSecond).rounded(.up)
    let limit = Int(min(restFrames, frameLimit))
    frames.reserveCapacity(Int(min((last + 2) * framesPerSecond, frameLimit)) + 1)
    var k = 0
    while true {
      let t = Double(k) / framesPerSecond
      while next < trace.samples.count, trace.samples[next].time <= t {
        let sample = trace.samples[next]
        let events = engine.handle(
          TouchEvent(sample.phase, location: axis == .horizontal ? sample.x : sample.y, time: sample.time))
        if sample.phase == .ended || sample.phase == .cancelled {
          release = Release(
            time: sample.time, velocity: engine.velocity, targetIndex: events.settleTarget ?? engine.targetIndex)
          guard engine.velocity.isFinite else {
            throw Refused(description: "the engine's release velocity at sample \(next) is not a finite number")
          }
        }
        next += 1
      }
      engine.advance(to: t)
      let frame = Frame(
        time: t, offset: engine.unwrappedOffset, velocity: engine.velocity, phase: engine.phase,
        index: engine.currentIndex)
      guard frame.offset.isFinite, frame.velocity.isFinite else {
        throw Refused(description: "the engine's offset or velocity at frame \(k) (t = \(t) s) is not a finite number")
      }
      frames.append(frame)
      if next == trace.samples.count, t >= last, engine.phase == .idle {
        let restingSince = engine.restingSince ?? t
        guard restingSince.isFinite else {
          throw Refused(description: "the time the engine came to rest (frame \(k)) is not a finite number")
        }
        return Result(frames: frames, final: frame, restingSince: restingSince, release: release)
      }
      k += 1
      if k >= limit {
        if restFrames >= frameLimit {
          throw Refused(
            description:
              "the engine did not come to rest within \(ToolLimits.frames) frames (the frame limit; \(Int(frameLimit / framesPerSecond)) s at \(framesPerSecond) fps); lower --fps"
          )
        }
        throw Refused(
          description:
            "the engine did not come to rest within \(Int(Self.restLimit)) s after the last sample (the rest limit)")
      }
    }
  }
}
