import CarouselCore
import CarouselTrace

/// The limits of the `carousel` tool: every input that would take more than a few seconds or
/// a few hundred MB is refused up front (or, for how long the engine takes to rest, as soon as
/// the limit is reached) with a message that names the argument or the sample and the limit.
///
/// These are the tool's own limits, independent of the library's; Tools/README.md lists them
/// under "Limits" together with the message each refusal prints. Those a replayed trace must
/// meet are ``ReplayBudget``'s (in CarouselTrace), which the playground's "Copy as trace" checks
/// too.
enum ToolLimits {
  /// The largest trace file (or standard input) read by `--trace`, in bytes (16 MiB).
  static let traceBytes = 16 << 20
  /// The most samples a trace may have.
  static let traceSamples = ReplayBudget.traceSamples
  /// The most JSON values a trace file may hold (every sample, member and element counts).
  static let traceValues = 1_000_000
  /// The latest time a sample may have, in seconds (ten minutes).
  static let traceDuration = ReplayBudget.traceDuration
  /// The largest magnitude of a sample's `x` or `y`, in points: the library ignores touches
  /// farther out (`ScrollEngine.maximumTouchLocation`, 10⁹ pt), so the tool refuses them.
  static let coordinate = ReplayBudget.coordinate
  /// The most frames one simulation records (`simulate`, `render`): 200,000 frames are
  /// about 28 minutes at 120 fps, about 20 MB of JSON.
  static let frames = ReplayBudget.frames
  /// How long after the last sample the engine may take to come to rest, in simulated
  /// seconds. The slowest in-range settings need about 700 s (a free glide at
  /// `--deceleration-rate 0.99999`) or about 250 s (`--spring-response 10 --spring-damping 0.05`,
  /// a spring that swings until its settling time, at most 600 s).
  static let restTime = ReplayBudget.restTime
  /// The largest length in points: viewport sides, and every layout flag that takes a length
  /// (`--inset`, `--spacing`, `--item-height`, `--radius`, `--page-sizes`) within the layout's
  /// own range (``LayoutFlags/accepted(_:)``).
  static let length = 1e6
  /// The smallest distance between neighbouring anchors, and the smallest viewport side and
  /// layout length other than a gap (an item height, a radius, a page size), in points.
  static let minimumLength = 0.01
  /// The largest magnitude of `--offset`, in points.
  static let offset = 1e12
  /// The most items of a layout that may be visible at once (the viewport length over the
  /// smallest distance between anchors, or the count without `--loop`).
  static let visibleItems = 1_000
  /// The most items (`--count`).
  static let count = 100_000_000
  /// The most pages (`--count` with `--layout pages`): their anchors are stored, 8 bytes each.
  static let pages = 1_000_000
  /// The largest `render --fling` speed, in pt/s.
  static let flingSpeed = 100_000.0
  /// The most frames of `render --animate`.
  static let animationFrames = 3_600
  /// The most items one SVG document may draw (over all its frames).
  static let drawnItems = 200_000
  /// The most frames of `bench --frames`.
  static let benchFrames = 100_000
  /// The most item-frames of one `bench` run: `--frames` times the items the layout shows at
  /// once (``LayoutOptions/visibleItemsEstimate``, at least 1). Computing an item's
  /// attributes and slot costs up to about 0.4 µs (release build), so a run takes at most
  /// about a second; without this limit 100,000 frames of 1,000 visible items took 30 s.
  static let benchItemFrames = 2_000_000
  /// The most item-frames of one `simulate` run (``ReplayBudget/itemFrames``): its frames
  /// times the items a frame computes (the same estimate as `bench`'s).
  static let simulateItemFrames = ReplayBudget.itemFrames
  /// The most events one `simulate` run reports (``ReplayBudget/events``).
  static let events = ReplayBudget.events
}
