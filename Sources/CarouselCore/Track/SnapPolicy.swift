/// How the engine chooses where a released scroll comes to rest.
public enum SnapPolicy: Sendable, Hashable {
  /// No snapping: the content glides with the deceleration rate and stops wherever that
  /// takes it (`UIScrollView` without paging).
  case free
  /// The content comes to rest on the anchor nearest to its projected rest point, however
  /// many items that is from where it started. A flick at least as fast as the committed
  /// fling speed (800 pt/s by default) goes at least to the next anchor in its direction,
  /// so a deliberate flick never settles behind where the finger let go.
  case nearest
  /// At most `maxItems` items per gesture, counted from the item that was nearest to the
  /// resting position when the finger touched down. `paging(maxItems: 1)` is
  /// `isPagingEnabled`. A flick faster than the minimum fling speed always moves at least
  /// one item in its direction. `maxItems` is clamped into 1...``maximumItemsPerFling``.
  case paging(maxItems: Int)

  /// The largest per-gesture limit of ``paging(maxItems:)`` that is honoured:
  /// ``SnapAnchors/maximumCount`` (1,000,000,000). Larger limits count as this one (and
  /// limits below 1 as 1), so the limit arithmetic never overflows.
  public static let maximumItemsPerFling = SnapAnchors.maximumCount

  /// `isPagingEnabled`: one item per gesture.
  public static let paging = SnapPolicy.paging(maxItems: 1)
}
