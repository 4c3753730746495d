import CarouselCore

/// The limits a recorded gesture must meet for `carousel simulate` to replay it, defined once
/// for the tool (which refuses what passes them) and for the playground's "Copy as trace"
/// (which says `reproducible: false`, with the reason, for what the tool would refuse).
///
/// Two kinds: limits of the trace itself (samples, times, coordinates), and the work and
/// output budget of one simulation, counted in frames: each frame computes the attributes of
/// ``itemsPerFrame(layout:count:viewport:isLooping:)`` items, and a simulation may run at
/// most ``frameBudget(itemsPerFrame:)`` frames (``frames``, fewer when many items are
/// visible) and report at most ``events`` events. So its time is at most about
/// ``itemFrames`` × 0.35 µs of CPU (a release build) and its JSON output at most about
/// ``frames`` × 110 + ``events`` × 80 bytes.
///
/// Foundation-free and Embedded-compatible (generic over the layout, no dynamic casts), so the
/// playground's page can check a recording with the same code.
public enum ReplayBudget {
  /// The most samples a trace may have.
  public static let traceSamples = 100_000
  /// The latest time a sample may have, in seconds (ten minutes).
  public static let traceDuration = 600.0
  /// The largest magnitude of a sample's `x` or `y`, in points (the engine ignores touches
  /// farther out).
  public static let coordinate = 1e9
  /// How long after the last sample the engine may take to come to rest, in simulated
  /// seconds.
  public static let restTime = 2_000.0
  /// The most frames one simulation records.
  public static let frames = 300_000
  /// The most item-frames of one simulation: frames × ``itemsPerFrame(layout:count:viewport:isLooping:)``
  /// (computing one item's attributes and slot costs 0.1–0.35 µs of CPU in a release build,
  /// the cover flow's the most, so the frames of a simulation take under a second of CPU).
  /// `bench`'s item-frame limit is the same.
  public static let itemFrames = 2_000_000
  /// The most events one simulation reports (drag, settle, current index, views appearing
  /// and disappearing).
  public static let events = 200_000
  /// The frame rate `carousel simulate` runs at unless `--fps` says otherwise.
  public static let defaultFramesPerSecond = 120.0

  /// The items whose attributes a frame computes, at most: the more of the items visible at
  /// once (the viewport's length over the smallest distance between neighbouring anchors,
  /// plus one; at most the count without looping) and the track positions the layout
  /// examines (its candidate range, cut to ``LayoutLimits/maximumVisibleItems``), and at
  /// least 1. The smallest distance is found among the first
  /// ``CarouselLayout/anchorPatternCount`` + 1 anchors. O(``CarouselLayout/anchorPatternCount``).
  public static func itemsPerFrame<L: CarouselLayout>(
    layout: L, count: Int, viewport: CarouselSize, isLooping: Bool
  ) -> Int {
    let maximum = LayoutLimits.maximumVisibleItems
    var examined = 0
    if let range = layout.candidatePositions(offset: 0, count: max(count, 1), viewport: viewport) {
      let span = range.upperBound.subtractingReportingOverflow(range.lowerBound)
      let positions = span.partialValue.addingReportingOverflow(1)
      examined = span.overflow || positions.overflow ? Int.max : positions.partialValue
      if !isLooping { examined = min(examined, count) }
      examined = min(examined, maximum)
    }
    let probe = max(layout.anchorPatternCount, 1) + 1
    let anchors = layout.anchors(count: probe, viewport: viewport, isLooping: true)
    var pitch = Double.infinity
    for p in 0..<(probe - 1) { pitch = min(pitch, anchors.offset(of: p + 1) - anchors.offset(of: p)) }
    var visible = (layout.axis.length(of: viewport) / pitch).rounded(.up) + 1
    if !isLooping { visible = min(visible, Double(count)) }
    // Within 1 … maximum before the conversion: a viewport the layout was never given sensibly
    // (negative, NaN, 1e300: the playground records whatever the page sent) counts as 1 item.
    visible = visible.isNaN ? 1 : min(max(visible, 1), Double(maximum))
    return max(Int(visible), examined, 1)
  }

  /// The most frames a simulation may run when each computes `itemsPerFrame` items: the
  /// smaller of ``frames`` and ``itemFrames`` / `itemsPerFrame`.
  public static func frameBudget(itemsPerFrame: Int) -> Int {
    min(frames, itemFrames / max(itemsPerFrame, 1))
  }

  /// The frames a simulation at `framesPerSecond` records from t = 0 to `time` (the frame at
  /// `time` included).
  public static func frames(until time: Double, framesPerSecond: Double) -> Double {
    (time * framesPerSecond).rounded(.up) + 1
  }
}
