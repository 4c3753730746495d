/// Velocities as the platforms report them, in the one unit the core uses: points per second,
/// positive when the offset grows. Non-finite input gives 0 and results are clamped into
/// ±``ScrollEngine/maximumFlingSpeed`` (25,000 pt/s), as the engine clamps every velocity it
/// uses.
package enum PlatformVelocity {
  private static func limited(_ velocity: Double) -> Double { ScrollEngine.limited(velocity: velocity) }

  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` reports points per
  /// *millisecond* (positive when the content offset grows): × 1000. Mixing this up is a
  /// known bug in public paging code.
  package static func fromScrollViewDelegate(pointsPerMillisecond: Double) -> Double {
    pointsPerMillisecond.isFinite ? limited(pointsPerMillisecond * 1000) : 0
  }
}
