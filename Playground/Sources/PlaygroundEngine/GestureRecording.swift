import CarouselCore
import CarouselTrace

/// The last gesture on one demo, as the driver saw it, so that the page can copy it as a
/// `carousel simulate --input touch` trace that replays to the same result.
///
/// A recording starts at a touch-down on the demo at rest on an item and lasts until the
/// demo is at rest again with no finger down (a touch that catches the motion continues it).
/// It keeps each sample as the driver took it (after pacing, at the driver's time: a sample
/// older than the latest frame is taken at the frame's time, as the engine does), every
/// event the driver reported meanwhile, and what the demo came to rest on.
///
/// The replay does not need the page's frame times: the engine's motion is a function of
/// time, and every event but the time of the ones a frame notices (`didSettle`,
/// `currentIndex` and views coming and going during a motion) is decided by the samples.
///
/// **Memory and work.** Samples and events are kept as the JSON text "Copy as trace" shows
/// (written when they are recorded, with the trace's times: the time origin is known from
/// the first sample), so copying a trace only copies them, whatever their number, and
/// at most ``maximumSamples`` samples and ``maximumEvents`` events are kept. A gesture that
/// passes either is not copied: its text is dropped (the memory returns at once) and only
/// the reason is kept. So a recording holds at most about
/// ``maximumSamples`` × 100 + ``maximumEvents`` × 70 bytes (``maximumBytes``).
package struct GestureRecording: Sendable {
  /// The most samples a recording keeps (a longer gesture is not copied): 4,096, about 17 s
  /// of coalesced pointer events at 240 Hz.
  static let maximumSamples = 4_096
  /// The most events a recording keeps (a gesture that reports more is not copied).
  static let maximumEvents = 4_096
  /// The most bytes of text one recording holds (a sample's text is at most about 100
  /// bytes, an event's about 70).
  static let maximumBytes = maximumSamples * 100 + maximumEvents * 70

  package var settings: DemoSettings
  var viewport: CarouselSize
  var startIndex: Int
  var startOffset: Double
  /// The page's time of the trace's t = 0 (``Replay/timeOrigin(first:)``), set by the first
  /// sample.
  private(set) var timeOrigin = 0.0
  /// The samples and events recorded, and their JSON texts, comma-separated (the elements
  /// of the trace's arrays).
  private(set) var sampleCount = 0
  private(set) var eventCount = 0
  private(set) var samplesText: [UInt8] = []
  private(set) var eventsText: [UInt8] = []
  /// The latest sample time, and the largest coordinate magnitude, in the trace's terms.
  private(set) var lastSampleTime = 0.0
  private(set) var largestCoordinate = 0.0
  /// Why a replay would not give what the page showed, if it would not.
  package var problem: String?
  /// Whether the recording passed a limit and dropped its samples and events.
  private(set) var isTruncated = false
  /// The demo came to rest: its unwrapped offset and current item then.
  package private(set) var finalOffset: Double?
  package private(set) var finalIndex: Int?
  /// When the demo came to rest, on the page's clock.
  package private(set) var finalTime: Double?

  package var isFinished: Bool { finalOffset != nil }

  init(settings: DemoSettings, viewport: CarouselSize, startIndex: Int, startOffset: Double) {
    self.settings = settings
    self.viewport = viewport
    self.startIndex = startIndex
    self.startOffset = startOffset
  }

  mutating func record(_ sample: TraceSample) {
    guard !isTruncated else { return }
    guard sampleCount < Self.maximumSamples else {
      return truncate("the gesture has more than \(Self.maximumSamples) samples (the playground keeps no more)")
    }
    if sampleCount == 0 { timeOrigin = Replay.timeOrigin(first: sample.time) }
    let t = sample.time - timeOrigin
    var traced = sample
    traced.time = t
    append(traced.json(.compact).utf8, to: &samplesText)
    sampleCount += 1
    lastSampleTime = max(lastSampleTime, t)
    let coordinate = max(abs(sample.x), abs(sample.y))
    largestCoordinate = coordinate.isNaN ? .infinity : max(largestCoordinate, coordinate)
  }

  /// Keeps the callbacks of one driver call at `time` that `carousel simulate` lists by
  /// default (``ScrollCallback/Kind/isGestureOrDisplay``), in their one order.
  mutating func note(_ events: ScrollEvents, at time: Double) {
    events.forEachCallback { callback in
      guard callback.kind.isGestureOrDisplay, !isTruncated else { return }
      guard eventCount < Self.maximumEvents else {
        return truncate("the gesture reported more than \(Self.maximumEvents) events (the playground keeps no more)")
      }
      append(TraceEvent(time: time - timeOrigin, callback: callback).json(.compact).utf8, to: &eventsText)
      eventCount += 1
    }
  }

  /// The demo came to rest with no finger down: the recording ends.
  mutating func finish(offset: Double, index: Int?, time: Double) {
    finalOffset = offset
    finalIndex = index
    finalTime = time
  }

  /// Drops the samples and events (their memory returns at once) and says why.
  private mutating func truncate(_ reason: String) {
    isTruncated = true
    problem = reason
    samplesText = []
    eventsText = []
  }

  private func append(_ text: some Collection<UInt8>, to list: inout [UInt8]) {
    if !list.isEmpty { list.append(UInt8(ascii: ",")) }
    list.append(contentsOf: text)
  }
}
