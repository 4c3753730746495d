/// Positions on an infinite, cyclic track of items.
///
/// A *position* is an item's place on the track: any integer. With `count` items, the item
/// shown at position p is p modulo count, correct for negative positions (position −1 shows
/// the last item), and the cycle it belongs to is ⌊p / count⌋. O(1).
public enum TrackPosition {
  /// The item index shown at `position`: `position` modulo `count`, in 0..<count.
  /// Returns 0 when `count` is not positive.
  @inlinable
  public static func index(of position: Int, count: Int) -> Int {
    guard count > 0 else { return 0 }
    let r = position % count
    return r < 0 ? r + count : r
  }

  /// The cycle `position` belongs to: ⌊position / count⌋ (floor division, also for
  /// negative positions). Returns 0 when `count` is not positive.
  @inlinable
  public static func cycle(of position: Int, count: Int) -> Int {
    guard count > 0 else { return 0 }
    let q = position / count
    return (position % count < 0) ? q - 1 : q
  }

  /// The position showing item `index` that is closest to `position`: the shortest way
  /// round the loop. On a tie (equally far both ways), the forward one. Never overflows:
  /// near `Int`'s ends it goes the other way round.
  public static func nearest(index: Int, to position: Int, count: Int) -> Int {
    guard count > 0 else { return position }
    // Both indices are in 0..<count, so their difference cannot overflow.
    let wanted = self.index(of: index, count: count)
    var delta = self.index(of: wanted - self.index(of: position, count: count), count: count)
    if delta > count - delta { delta -= count }
    let (result, overflow) = position.addingReportingOverflow(delta)
    guard overflow else { return result }
    return position + (delta > 0 ? delta - count : delta + count)
  }
}
