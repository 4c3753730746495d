/// How a data change with a mapping (inserts, deletes, moves) animates
/// (``CarouselDataChange/animation``).
///
/// The item the finger holds, or the current item at rest, stays exactly where it is. Every
/// other item that stays moves from where it was drawn to its new place; inserted items
/// appear through ``insertion`` and deleted ones disappear through ``removal``, drawn with
/// their old identity (``SlotDraw/isDisappearing``) until it ends. All of it over
/// ``duration`` seconds, on the actions' clock, along ``progress(at:)``.
///
/// The curve is a timed ease-in-out, not a spring: a batch change has no velocity to carry,
/// a fixed end lets the views of deleted items be released at a known time, and the motion
/// never overshoots (each item goes monotonically from its old place to its new one). The
/// default 0.3 s is the length of UIKit's batch-update animation
/// (`UICollectionView.performBatchUpdates(_:completion:)` animates its cells with the
/// standard 0.3 s view animation).
public struct CarouselChangeAnimation: Sendable, Hashable {
  /// How long the change animates, in seconds: 0…``maximumDuration`` (a larger value counts
  /// as the maximum; a negative one as 0, which applies the change at once; NaN as 0.3).
  public var duration: Double {
    get { storedDuration }
    set { storedDuration = Self.clamped(newValue) }
  }
  /// How inserted items appear.
  public var insertion: CarouselItemTransition
  /// How deleted items disappear.
  public var removal: CarouselItemTransition

  private var storedDuration: Double

  /// The longest animation taken, in seconds: 2.
  public static var maximumDuration: Double { 2 }

  /// Creates an animation.
  ///
  /// - Parameters:
  ///   - duration: seconds (clamped as ``duration`` says).
  ///   - insertion: how inserted items appear.
  ///   - removal: how deleted items disappear.
  public init(
    duration: Double = 0.3, insertion: CarouselItemTransition = .fade, removal: CarouselItemTransition = .fade
  ) {
    self.storedDuration = Self.clamped(duration)
    self.insertion = insertion
    self.removal = removal
  }

  /// 0.3 s, inserted items fade in and deleted ones fade out.
  public static var `default`: Self { Self() }

  /// How far the animation is after `elapsed` seconds, 0…1: smoothstep, 3t² − 2t³ with
  /// t = elapsed / ``duration`` clamped to 0…1 (a cubic ease-in-out with zero speed at both
  /// ends, close to Core Animation's `easeInEaseOut`). 1 for a zero duration. O(1).
  public func progress(at elapsed: Double) -> Double {
    guard duration > 0 else { return 1 }
    let t = elapsed.isNaN ? 0 : min(max(elapsed / duration, 0), 1)
    return t * t * (3 - 2 * t)
  }

  private static func clamped(_ duration: Double) -> Double {
    duration.isNaN ? 0.3 : min(max(duration, 0), maximumDuration)
  }
}

/// How an item appears or disappears in an animated data change
/// (``CarouselChangeAnimation/insertion``, ``CarouselChangeAnimation/removal``), applied to
/// its drawn attributes with its presence p, 0 (absent) … 1 (in place).
public enum CarouselItemTransition: Sendable, Hashable, CaseIterable {
  /// At once: an inserted item is drawn in place from the start, a deleted one is hidden at
  /// once.
  case none
  /// The opacity goes with p (`alpha × p`).
  case fade
  /// The scale goes with p (`scale × p`), about the item's centre.
  case scale
  /// Both.
  case fadeAndScale
  /// The item slides in from, or out to, one item's breadth across the carousel's axis
  /// (below a horizontal carousel's items, to the right of a vertical one's): the centre
  /// moves by `(1 − p) × breadth`; it also fades.
  case slide

  /// `attributes` drawn with presence `presence` (0…1) along `axis`. O(1).
  func apply(to attributes: inout ItemAttributes, presence: Double, axis: ScrollAxis) {
    let p = min(max(presence, 0), 1)
    switch self {
    case .none: break
    case .fade: attributes.alpha *= p
    case .scale: attributes.scale *= p
    case .fadeAndScale:
      attributes.alpha *= p
      attributes.scale *= p
    case .slide:
      attributes.alpha *= p
      let shift = (1 - p) * axis.breadth(of: attributes.size)
      if axis == .horizontal { attributes.center.y += shift } else { attributes.center.x += shift }
    }
  }
}
