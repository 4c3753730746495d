/// The resting offsets of a track of items (its *anchors*), of any spacing.
///
/// Anchor p is the scroll offset, in points, at which the item at track position p is
/// aligned (centred or leading-aligned, as the layout decides). A track of `count` items
/// repeats every ``period`` points when it loops: anchor(p) = cycle · period + base[p mod count].
///
/// Uniform tracks (every item `pitch` apart) answer in O(1); tracks of items of different
/// sizes keep a sorted array of base anchors and answer by binary search, O(log count).
///
/// ## Limits
///
/// Every answer is finite and no call traps, whatever the input. To keep it so, the inputs
/// are clamped into documented ranges:
/// - counts into 0...``maximumCount`` (a longer list of offsets keeps its lowest ones);
/// - pitches, page sizes and spacings into ``minimumPitch``...``maximumExtent`` (spacings may
///   be 0); non-finite or non-positive pitches and sizes are treated as 1 pt;
/// - explicit offsets into ±``maximumLength``, a period into ``minimumPitch`` × count...4 ×
///   ``maximumLength``;
/// - positions computed from an offset saturate at ±``maximumPosition``.
///
/// So a front end that wants to refuse rather than clamp compares its input with these
/// constants.
public struct SnapAnchors: Sendable, Hashable {
  /// The most items a track holds: 1,000,000,000. Larger counts are clamped to it.
  public static let maximumCount = 1_000_000_000
  /// The smallest pitch, page size or period, in points (1/1000 pt). Smaller positive
  /// values are raised to it, so that an offset never corresponds to an astronomical number
  /// of items.
  public static let minimumPitch = 0.001
  /// The largest pitch, page size or spacing, in points (10¹² pt). Larger values are clamped
  /// to it, so that anchors stay finite.
  public static let maximumExtent = 1e12
  /// The range pitches and page sizes are clamped into, in points: ``minimumPitch``...``maximumExtent``
  /// (non-finite or non-positive: 1 pt).
  public static let pitchRange: ClosedRange<Double> = minimumPitch...maximumExtent
  /// The range spacings are clamped into, in points: 0...``maximumExtent`` (non-finite: 0).
  public static let spacingRange: ClosedRange<Double> = 0...maximumExtent
  /// The largest magnitude of an explicit anchor, in points (10²²: ``maximumCount`` pages of
  /// ``maximumExtent`` plus the same spacing fit). Explicit offsets beyond it are clamped.
  public static let maximumLength = 1e22
  /// The largest magnitude of a position computed from an offset
  /// (``floorPosition(_:)``, ``nearestPosition(to:)``): 2⁵², where every position is
  /// exactly representable as a `Double`. Positions of offsets further out saturate. Where
  /// `Int` has 32 bits (WebAssembly's wasm32), 2³⁰ instead: still above ``maximumCount``,
  /// with room for the sums the targeting makes.
  public static let maximumPosition = Int.bitWidth >= 64 ? 1 << 52 : 1 << 30

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
  ///   - count: the number of items; negative counts are treated as 0, counts above
  ///     ``maximumCount`` as ``maximumCount``.
  ///   - pitch: the distance between neighbouring anchors, in points; non-finite or
  ///     non-positive values are treated as 1, others clamped into
  ///     ``minimumPitch``...``maximumExtent``.
  public static func uniform(count: Int, pitch: Double) -> SnapAnchors {
    let pitch = clampedPitch(pitch)
    let count = min(max(count, 0), maximumCount)
    return SnapAnchors(storage: .uniform(pitch: pitch), count: count, period: Double(count) * pitch)
  }

  /// A track of pages of different sizes laid out one after another, `spacing` apart.
  ///
  /// With leading edges lᵢ = Σⱼ₍ⱼ<ᵢ₎ (sⱼ + spacing), the anchors are lᵢ (leading) or
  /// lᵢ + sᵢ/2 − s₀/2 (centre), so anchor 0 is always 0. The period is Σ (sⱼ + spacing).
  /// Non-finite or non-positive sizes are treated as 1 pt and others clamped into
  /// ``minimumPitch``...``maximumExtent``; a negative or non-finite spacing as 0, a larger one
  /// than ``maximumExtent`` as ``maximumExtent``; only the first ``maximumCount`` sizes are
  /// used. O(n).
  public static func pages(sizes: [Double], spacing: Double = 0, alignment: Alignment) -> SnapAnchors {
    let spacing = clampedSpacing(spacing)
    let sizes = sizes.prefix(maximumCount).map(clampedPitch)
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
  ///   - offsets: the anchors of one cycle, in points. Non-finite values are dropped, the
  ///     rest clamped into ±``maximumLength`` and sorted; only the lowest ``maximumCount``
  ///     are kept.
  ///   - period: the cycle length when the track loops; it is raised to at least the span
  ///     of the anchors plus the smallest gap between them (or 1 pt) and to at least
  ///     ``minimumPitch`` × count, so that cycles never overlap, and lowered to at most
  ///     4 × ``maximumLength``. `nil` uses that minimum.
  public init(offsets: [Double], period: Double? = nil) {
    let limit = Self.maximumLength
    let sorted = Array(
      offsets.lazy.filter { $0.isFinite }.map { min(max($0, -limit), limit) }.sorted().prefix(Self.maximumCount))
    var smallestGap = Double.infinity
    for i in sorted.indices.dropFirst() where sorted[i] > sorted[i - 1] {
      smallestGap = min(smallestGap, sorted[i] - sorted[i - 1])
    }
    let span = (sorted.last ?? 0) - (sorted.first ?? 0)
    // At least minimumPitch per item on average: an offset never spans an astronomical
    // number of positions.
    let minimum = max(span + (smallestGap.isFinite ? smallestGap : 1), Self.minimumPitch * Double(sorted.count))
    let requested = period.flatMap { $0.isFinite ? $0 : nil } ?? minimum
    self.init(
      storage: .explicit(sorted), count: sorted.count,
      period: sorted.isEmpty ? 0 : min(max(requested, minimum), 4 * limit))
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
  /// O(1) for uniform tracks, O(log count) otherwise. Non-finite offsets give position 0;
  /// the result saturates at ±``maximumPosition`` (about) for offsets further out.
  public func floorPosition(_ offset: Double) -> Int {
    guard count > 0, offset.isFinite else { return 0 }
    switch storage {
    case .uniform(let pitch):
      return Self.clampedInt((offset / pitch).rounded(.down), limit: Self.maximumPosition)
    case .explicit(let base):
      // The cycle is limited so that cycle × count + index stays within ±maximumPosition.
      let cycle = Self.clampedInt(
        ((offset - base[0]) / period).rounded(.down), limit: Self.maximumPosition / count - 1)
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
    // Within [0, 1) also where the position saturated (offsets beyond maximumPosition).
    let fraction = gap > 0 ? (offset - a) / gap : 0
    return (p, fraction.isNaN ? 0 : min(max(fraction, 0), 1.0.nextDown))
  }

  /// The offset of a fractional position (the inverse of ``fractionalPosition(of:)``). A
  /// non-finite fraction counts as 0.
  public func offset(of position: Int, fraction: Double) -> Double {
    let a = offset(of: position)
    guard fraction.isFinite, fraction != 0, position < Int.max else { return a }
    return a + fraction * (offset(of: position + 1) - a)
  }

  /// Converts a Double that is already integral to Int, saturating at ±`limit` (NaN gives 0).
  /// ``nearestPosition(to:)`` and ``fractionalPosition(of:)`` together, from one search and
  /// the two anchors around `offset` (the same operations, so the same results).
  func nearestAndFractionalPosition(of offset: Double) -> (nearest: Int, position: Int, fraction: Double) {
    guard count > 0, offset.isFinite else { return (0, 0, 0) }
    let p = floorPosition(offset)
    let a = self.offset(of: p)
    let b = self.offset(of: p + 1)
    let nearest = offset - a <= b - offset ? p : p + 1
    let gap = b - a
    let fraction = gap > 0 ? (offset - a) / gap : 0
    return (nearest, p, fraction.isNaN ? 0 : min(max(fraction, 0), 1.0.nextDown))
  }

  static func clampedInt(_ value: Double, limit: Int) -> Int {
    guard !value.isNaN else { return 0 }
    let bound = Double(limit)
    return Int(exactly: min(max(value, -bound), bound).rounded(.towardZero)) ?? 0
  }

  /// A pitch or page size within the documented range (non-finite or non-positive: 1 pt).
  static func clampedPitch(_ pitch: Double) -> Double {
    guard pitch.isFinite, pitch > 0 else { return 1 }
    return min(max(pitch, pitchRange.lowerBound), pitchRange.upperBound)
  }

  /// A spacing within the documented range (non-finite or negative: 0).
  static func clampedSpacing(_ spacing: Double) -> Double {
    spacing.isFinite ? min(max(spacing, spacingRange.lowerBound), spacingRange.upperBound) : 0
  }
}

extension SnapAnchors {
  /// These anchors measured in another unit: every offset x and the period become
  /// x / `from` · `to` (`from` and `to` positive and finite; otherwise the anchors as they are),
  /// so that a pitch of exactly `from` becomes exactly `to`: what ``VerticalLayout`` gives for a
  /// look paged by another length. O(1) for uniform tracks, O(count) (an allocation) otherwise.
  func rescaled(from: Double, to: Double) -> SnapAnchors {
    guard from.isFinite, to.isFinite, from > 0, to > 0, from != to, count > 0 else { return self }
    switch storage {
    case .uniform(let pitch):
      return .uniform(count: count, pitch: pitch / from * to)
    case .explicit(let base):
      return SnapAnchors(offsets: base.map { $0 / from * to }, period: period / from * to)
    }
  }
}
