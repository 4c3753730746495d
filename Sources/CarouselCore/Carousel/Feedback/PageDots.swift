/// Which dots a page indicator shows: all of them for a few items, else a window of at most
/// `maximum` dots that keeps the current one inside and slides only when it reaches an end
/// of the window (as iOS's page control does with many pages).
package enum PageDots {
  /// The indices of the dots to show.
  ///
  /// - Parameters:
  ///   - count: the number of items (negative counts as 0).
  ///   - current: the current item, `nil` when there is none (the window starts at 0).
  ///   - maximum: the most dots shown (at least 1).
  ///   - previous: the window shown before, if any, so that it slides only as far as needed.
  /// - Complexity: O(1).
  package static func window(count: Int, current: Int?, maximum: Int, previous: Range<Int>? = nil) -> Range<Int> {
    let count = max(count, 0)
    let size = min(max(maximum, 1), count)
    guard count > size else { return 0..<count }
    let index = min(max(current ?? 0, 0), count - 1)
    var start = previous.map { min(max($0.lowerBound, 0), count - size) } ?? (index - size / 2)
    if index < start { start = index }
    // (`index - start`, not `start + size`: no overflow for counts near `Int.max`.)
    if index - start >= size { start = index - size + 1 }
    start = min(max(start, 0), count - size)
    return start..<(start + size)
  }

  /// The size of the dot of `index` relative to a full dot when `window` of `count` dots is
  /// shown: 1 inside the window; at an end with more dots beyond it 0.5, and 0.75 for the dot
  /// next to that end (iOS's page control shrinks its end dots the same way when pages go on);
  /// 0 outside the window. A window of fewer than 3 dots is drawn full. O(1).
  package static func scale(of index: Int, in window: Range<Int>, count: Int) -> Double {
    guard window.contains(index) else { return 0 }
    guard window.count >= 3 else { return 1 }
    let fromStart = window.lowerBound > 0 ? index - window.lowerBound : Int.max
    let fromEnd = window.upperBound < count ? window.upperBound - 1 - index : Int.max
    switch min(fromStart, fromEnd) {
    case 0: return 0.5
    case 1: return window.count >= 5 ? 0.75 : 1
    default: return 1
    }
  }
}
