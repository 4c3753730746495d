/// The resting offsets of a track of items (its *anchors*), of any spacing.
///
/// Anchor p is the scroll offset, in points, at which the item at track position p is
/// aligned (centred or leading-aligned, as the layout decides). A track of `count` items
/// repeats every ``period`` points when it loops: anchor(p) = cycle · period + base[p mod count].
///
/// Uniform tracks (every item `pitch` apart) answer in O(1); tracks of items of different
/// sizes keep a sorted array of base anchors and answer by binary search, O(log count).
public struct SnapAnchors: Sendable, Hashable {
  /// How anchors are aligned with their items.
  public enum Alignment: String, Sendable, Hashable, CaseIterable {
    /// The item's leading edge rests at the viewport's leading edge.
    case leading
    /// The item's centre rests at the viewport's centre.
    case center
  }

  private enum Storage: Sendable, Hashable {
    case uniform(pitch: Double)
    case explicit([Double])
  }

  private let storage: Storage
  /// The number of items (anchors in one cycle).
  public let count: Int
  /// The length of one cycle of the track, in points: the distance from anchor p to anchor
  /// p + count. 0 for an empty track.
  public let period: Double

  /// A track of `count` items whose anchors are `pitch` points apart: anchor p = p · pitch.
  ///
  /// - Parameters:
  ///   - count: the number of items; negative counts are treated as 0.
  ///   - pitch: the distance between neighbouring anchors, in points; non-finite or
  ///     non-positive values are treated as 1.
  public static func uniform(count: Int, pitch: Double) -> SnapAnchors {
    let pitch = pitch.isFinite && pitch > 0 ? pitch : 1
    let count = max(count, 0)
    return SnapAnchors(storage: .uniform(pitch: pitch), count: count, period: Double(count) * pitch)
  }

  /// A track of pages of different sizes laid out one after another, `spacing` apart.
  ///
  /// With leading edges lᵢ = Σⱼ₍ⱼ<ᵢ₎ (sⱼ + spacing), the anchors are lᵢ (leading) or
  /// lᵢ + sᵢ/2 − s₀/2 (centre), so anchor 0 is always 0. The period is Σ (sⱼ + spacing).
  /// Non-finite or non-positive sizes are treated as 1 pt, a negative spacing as 0. O(n).
  public static func pages(sizes: [Double], spacing: Double = 0, alignment: Alignment) -> SnapAnchors {
    let spacing = spacing.isFinite ? max(spacing, 0) : 0
    let sizes = sizes.map { $0.isFinite && $0 > 0 ? $0 : 1 }
    var anchors: [Double] = []
    anchors.reserveCapacity(sizes.count)
    var leading = 0.0
    for size in sizes {
      switch alignment {
      case .leading: anchors.append(leading)
      case .center: anchors.append(leading + size / 2 - sizes[0] / 2)
      }
      leading += size + spacing
    }
    return SnapAnchors(storage: .explicit(anchors), count: sizes.count, period: leading)
  }

  /// A track with explicit anchors.
  ///
  /// - Parameters:
  ///   - offsets: the anchors of one cycle, in points. Non-finite values are dropped and the
  ///     rest sorted.
  ///   - period: the cycle length when the track loops; it is raised to at least the span
  ///     of the anchors plus the smallest gap between them (or 1 pt), so that cycles never
  ///     overlap. `nil` uses that minimum.
  public init(offsets: [Double], period: Double? = nil) {
    let sorted = offsets.filter(\.isFinite).sorted()
    var smallestGap = Double.infinity
    for i in sorted.indices.dropFirst() where sorted[i] > sorted[i - 1] {
      smallestGap = min(smallestGap, sorted[i] - sorted[i - 1])
    }
    let span = (sorted.last ?? 0) - (sorted.first ?? 0)
    let minimum = span + (smallestGap.isFinite ? smallestGap : 1)
    let requested = period.flatMap { $0.isFinite ? $0 : nil } ?? minimum
    self.init(storage: .explicit(sorted), count: sorted.count, period: sorted.isEmpty ? 0 : max(requested, minimum))
  }

  private init(storage: Storage, count: Int, period: Double) {
    self.storage = storage
    self.count = count
    self.period = period
  }

  /// The offset at which the item at track position `position` rests, in points. Positions
  /// outside 0..<count continue the track cyclically (as a looping track does). O(1).
  public func offset(of position: Int) -> Double {
    guard count > 0 else { return 0 }
    switch storage {
    case .uniform(let pitch):
      return Double(position) * pitch
    case .explicit(let base):
      let cycle = TrackPosition.cycle(of: position, count: count)
      return Double(cycle) * period + base[TrackPosition.index(of: position, count: count)]
    }
  }

  /// The first anchor of the base cycle, in points.
  public var first: Double { count > 0 ? offset(of: 0) : 0 }
  /// The last anchor of the base cycle, in points.
  public var last: Double { count > 0 ? offset(of: count - 1) : 0 }

  /// The largest position whose anchor is at or before `offset` (on the infinite track).
  /// O(1) for uniform tracks, O(log count) otherwise. Non-finite offsets give position 0.
  public func floorPosition(_ offset: Double) -> Int {
    guard count > 0, offset.isFinite else { return 0 }
    switch storage {
    case .uniform(let pitch):
      return Self.clampedInt((offset / pitch).rounded(.down))
    case .explicit(let base):
      let cycle = Self.clampedInt(((offset - base[0]) / period).rounded(.down))
      let local = offset - Double(cycle) * period
      // Binary search: the last base anchor ≤ local.
      var low = 0
      var high = count  // invariant: base[low] ≤ local (or low == 0), base[high] > local
      while high - low > 1 {
        let mid = (low + high) / 2
        if base[mid] <= local { low = mid } else { high = mid }
      }
      if base[low] > local { return cycle * count + low - 1 }
      return cycle * count + low
    }
  }

  /// The position whose anchor is nearest to `offset` (on the infinite track); on a tie,
  /// the lower one. O(1) for uniform tracks, O(log count) otherwise.
  public func nearestPosition(to offset: Double) -> Int {
    guard count > 0, offset.isFinite else { return 0 }
    let below = floorPosition(offset)
    let above = below + 1
    return offset - self.offset(of: below) <= self.offset(of: above) - offset ? below : above
  }

  /// The item position and the fraction of the way to the next one at `offset`: offset =
  /// anchor(p) + f · (anchor(p + 1) − anchor(p)) with 0 ≤ f < 1. Used to keep the current
  /// item in place when the geometry changes.
  public func fractionalPosition(of offset: Double) -> (position: Int, fraction: Double) {
    guard count > 0, offset.isFinite else { return (0, 0) }
    let p = floorPosition(offset)
    let a = self.offset(of: p)
    let gap = self.offset(of: p + 1) - a
    return (p, gap > 0 ? (offset - a) / gap : 0)
  }

  /// The offset of a fractional position (the inverse of ``fractionalPosition(of:)``).
  public func offset(of position: Int, fraction: Double) -> Double {
    let a = offset(of: position)
    return a + fraction * (offset(of: position + 1) - a)
  }

  /// Converts a Double that is already integral to Int, saturating far beyond any track.
  private static func clampedInt(_ value: Double) -> Int {
    let limit = 4.0e15
    return Int(min(max(value, -limit), limit))
  }
}
