/// The ranges the built-in layouts work in, so that every attribute they compute is finite
/// and every call does a bounded amount of work, whatever the input.
///
/// Out-of-range input is clamped, never refused (a front end that wants to refuse compares
/// its input with these constants first):
/// - each side of a viewport into ``viewportLengthRange`` (a non-finite or non-positive side
///   counts as the smallest length; layouts still lay out nothing in a viewport that is not
///   ``CarouselSize/isUsable``);
/// - offsets into ±``maximumOffset``;
/// - item counts into 0...``SnapAnchors/maximumCount``;
/// - the track positions one ``CarouselLayout/visibleItems(offset:count:viewport:isLooping:into:)``
///   call examines to at most ``maximumVisibleItems``, those around the middle of the
///   layout's candidate range (a 10¹²-pt viewport showing 1-pt items would otherwise loop
///   over 10¹² items);
/// - pitches, item sizes and spacings as ``SnapAnchors`` clamps them, so that a layout's
///   items rest exactly on its anchors.
///
/// Each layout also documents the range of its own parameters (for example
/// ``CardStackLayout/stackDepthRange``).
public enum LayoutLimits {
  /// The range each side of a viewport is clamped into, in points: 1...10¹².
  public static let viewportLengthRange: ClosedRange<Double> = 1...SnapAnchors.maximumExtent
  /// The largest offset magnitude layouts compute with, in points (10¹⁸). Larger offsets
  /// are clamped to it; no item is visible that far out (candidate positions are limited to
  /// ±4 × 10¹⁵ pitches).
  public static let maximumOffset = 1e18
  /// The most track positions one `visibleItems` call examines, and so the most items it
  /// returns: 1,024 (``SlotPlanner/maximumExpectedSlots``).
  public static let maximumVisibleItems = SlotPlanner.maximumExpectedSlots
  /// The range the layouts keep a positive length parameter in (an item height, an eye
  /// distance), in points: above 0, up to ``SnapAnchors/maximumExtent``. Larger values are
  /// clamped to the upper bound; non-finite or non-positive ones give the parameter's default
  /// (or, for an optional one, `nil`).
  public static let positiveLengthRange: ClosedRange<Double> = Double.leastNonzeroMagnitude...SnapAnchors.maximumExtent

  /// `offset` clamped into ±``maximumOffset`` (NaN: 0).
  static func limited(offset: Double) -> Double {
    offset.isNaN ? 0 : min(max(offset, -maximumOffset), maximumOffset)
  }

  /// `count` clamped into 0...``SnapAnchors/maximumCount``.
  static func limited(count: Int) -> Int { min(max(count, 0), SnapAnchors.maximumCount) }

  /// A length clamped into ``viewportLengthRange`` (NaN, negative: the lower bound).
  static func limited(length: Double) -> Double {
    guard length > viewportLengthRange.lowerBound else { return viewportLengthRange.lowerBound }
    return min(length, viewportLengthRange.upperBound)
  }

  /// A positive length parameter kept in ``positiveLengthRange``: larger values clamped to its
  /// upper bound, non-finite or non-positive ones `nil` (the caller's default).
  static func limited(positiveLength value: Double) -> Double? {
    value.isFinite && value >= positiveLengthRange.lowerBound ? min(value, positiveLengthRange.upperBound) : nil
  }

  /// A parameter clamped into `range`; NaN gives `fallback`.
  static func limited(_ value: Double, to range: ClosedRange<Double>, fallback: Double) -> Double {
    value.isNaN ? fallback : min(max(value, range.lowerBound), range.upperBound)
  }

  /// A range of positions cut to at most ``maximumVisibleItems`` around its middle.
  static func limited(range: ClosedRange<Int>) -> ClosedRange<Int> {
    let (span, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
    guard overflow || span >= maximumVisibleItems else { return range }
    let middle = range.lowerBound / 2 + range.upperBound / 2
    let lower = max(middle, Int.min / 2) - maximumVisibleItems / 2
    return lower...(lower + maximumVisibleItems - 1)
  }
}

extension CarouselSize {
  /// This size with each side clamped into ``LayoutLimits/viewportLengthRange``: the size
  /// the built-in layouts compute with.
  public var limitedForLayout: CarouselSize {
    CarouselSize(width: LayoutLimits.limited(length: width), height: LayoutLimits.limited(length: height))
  }
}
