/// The items the selection point passed during one call: what a picker clicks for, one
/// ``ScrollCallback/selection(_:)`` per item (``ScrollEvents/selection``).
///
/// The selection point is the centre of the viewport along the axis (a layout's resting
/// anchor): the item there is the one nearest to the content, the same half-way rule as
/// ``ScrollEvents/currentIndex``. Where ``ScrollEvents/currentIndex`` reports only the
/// latest item of a call, the steps name every item passed, so a fling that passes three
/// items within one frame produces three selection callbacks, as `UIPickerView` clicks once
/// for every row.
///
/// Positions are unwrapped track positions (``ScrollEngine/cycle`` × count + the item's
/// position), so passing the end of a looping track continues the steps (…, n − 1, 0, 1, …).
public struct SelectionSteps: Sendable, Hashable {
  /// The most steps one call reports: 1,000. A call that passes more items (a settle caught up
  /// after the clock stood still for a long time, the cycle counter wrapping after some 10¹⁵
  /// items) reports the last 1,000, ending on the item now selected.
  public static let maximumSteps = 1000

  /// The unwrapped track position selected before the call (not reported again).
  public var start: Int
  /// The unwrapped track position selected now (the last step).
  public var end: Int
  /// The item count the positions are reduced by (``TrackPosition/index(of:count:)``).
  public var count: Int

  /// Creates the steps from `start` (exclusive) to `end` (inclusive) over `count` items.
  public init(start: Int, end: Int, count: Int) {
    self.start = start
    self.end = end
    self.count = count
  }

  /// How many items were passed (at most ``maximumSteps``).
  public var stepCount: Int {
    let (distance, overflow) = end.subtractingReportingOverflow(start)
    guard !overflow, distance != Int.min else { return Self.maximumSteps }
    return min(abs(distance), Self.maximumSteps)
  }

  /// The item index of each step, in the order the selection point passed them. O(steps).
  @inlinable
  public func forEachIndex<Failure: Error>(_ body: (Int) throws(Failure) -> Void) throws(Failure) {
    let steps = stepCount
    guard steps > 0, count > 0 else { return }
    let forward = end > start
    for k in stride(from: steps - 1, through: 0, by: -1) {
      let position = forward ? end &- k : end &+ k
      try body(TrackPosition.index(of: position, count: count))
    }
  }

  /// The item indices passed, in order (for tests and tools).
  package var indices: [Int] {
    var list: [Int] = []
    forEachIndex { list.append($0) }
    return list
  }
}
