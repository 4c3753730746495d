import CarouselCore

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
struct GestureRecording: Sendable {
  struct Sample: Sendable, Equatable {
    var time: Double
    var point: CarouselPoint
    var phase: TouchEvent.Phase
    var finger: Int
    var target: TouchTarget
  }

  /// The most samples a recording keeps (a longer gesture is not copied).
  static let maximumSamples = 20_000

  var settings: DemoSettings
  var viewport: CarouselSize
  var startIndex: Int
  var startOffset: Double
  var samples: [Sample] = []
  var events: [Reply.Event] = []
  /// Why a replay would not give what the page showed, if it would not.
  var problem: String?
  /// The demo came to rest: its unwrapped offset and current item then.
  var finalOffset: Double?
  var finalIndex: Int?

  var isFinished: Bool { finalOffset != nil }

  mutating func record(_ sample: Sample) {
    guard samples.count < Self.maximumSamples else {
      problem = "the gesture has more than \(Self.maximumSamples) samples"
      return
    }
    samples.append(sample)
  }

  mutating func note(_ events: [Reply.Event]) {
    guard self.events.count + events.count <= 4 * Self.maximumSamples else {
      problem = "the gesture reported more than \(4 * Self.maximumSamples) events"
      return
    }
    self.events += events
  }
}
