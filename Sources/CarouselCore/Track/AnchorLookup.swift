/// What ``SnapTargeting`` asks of a track's anchors: ``SnapAnchors`` (all anchors known) and
/// ``MeasuredPageAnchors`` (anchors measured on demand) answer it.
protocol AnchorLookup {
  /// The number of items.
  var count: Int { get }
  /// The anchor of item `position`, in points.
  mutating func offset(of position: Int) -> Double
  /// The largest position whose anchor is at or before `offset`.
  mutating func floorPosition(_ offset: Double) -> Int
  /// The position whose anchor is nearest to `offset` (on a tie, the lower one).
  mutating func nearestPosition(to offset: Double) -> Int
}

extension SnapAnchors: AnchorLookup {}
