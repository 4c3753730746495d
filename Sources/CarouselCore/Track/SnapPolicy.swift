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

extension SnapPolicy {
  /// The policy without its payload: the one vocabulary the command line tool's `--snap`,
  /// the playground's settings and the front ends' options share.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case free
    case nearest
    case paging
  }

  /// Makes a policy of `kind`; `maxItems` is used by ``Kind/paging`` only (and clamped as
  /// ``paging(maxItems:)`` documents).
  public init(kind: Kind, maxItems: Int = 1) {
    switch kind {
    case .free: self = .free
    case .nearest: self = .nearest
    case .paging: self = .paging(maxItems: maxItems)
    }
  }

  /// The policy's kind.
  public var kind: Kind {
    switch self {
    case .free: return .free
    case .nearest: return .nearest
    case .paging: return .paging
    }
  }

  /// The per-gesture limit: `maxItems` for ``paging(maxItems:)`` (as clamped by the engine),
  /// `nil` for the others.
  public var maxItemsPerFling: Int? {
    guard case .paging(let maxItems) = self else { return nil }
    return min(max(maxItems, 1), Self.maximumItemsPerFling)
  }
}
