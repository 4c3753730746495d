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

  struct DidNotSettle: Error, CustomStringConvertible {
    var description: String
  }

  /// How long after the last sample the engine may take to come to rest, in seconds.
  static let restLimit = 120.0

  var configuration: ScrollEngine.Configuration
  var initialIndex: Int = 0
  var framesPerSecond: Double
  /// Which coordinate of the samples is the finger's position along the scroll axis.
  var axis: ScrollAxis = .horizontal

  /// Runs the trace. Samples at a frame's time are handled before that frame is recorded.
  func run(_ trace: Trace) throws(DidNotSettle) -> Result {
    var engine = ScrollEngine(configuration: configuration, index: initialIndex, time: 0)
    var frames: [Frame] = []
    var next = 0
    var release: Release? = nil
    let last = trace.duration
    let limit = Int(((last + Self.restLimit) * framesPerSecond).rounded(.up))
    frames.reserveCapacity(min(limit, Int((last + 2) * framesPerSecond) + 1))
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
        }
        next += 1
      }
      engine.advance(to: t)
      let frame = Frame(
        time: t, offset: engine.unwrappedOffset, velocity: engine.velocity, phase: engine.phase,
        index: engine.currentIndex)
      frames.append(frame)
      if next == trace.samples.count, t >= last, engine.phase == .idle {
        return Result(frames: frames, final: frame, restingSince: engine.restingSince ?? t, release: release)
      }
      k += 1
      if k > limit {
        throw DidNotSettle(
          description: "the engine did not come to rest within \(Self.restLimit) s after the last sample")
      }
    }
  }
}
