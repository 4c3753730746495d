/// The drawing effects a layout asks for on one item: a blur and a drop shadow.
///
/// They are not geometry (they do not move the item or change its bounding box); each front end
/// applies them as its platform does: UIKit a layer shadow and a blur overlay, SwiftUI
/// `.shadow` and `.blur(radius:)`, the `carousel render` SVG filters, the playground CSS
/// `filter: blur()` and `box-shadow`. The shadow is black (CollectionViewPagingLayout's default
/// `shadowColor`).
///
/// ``none`` (the default of every ``ItemAttributes``) changes nothing. Every value is clamped
/// when set (NaN: the value of ``none``): ``blurRadius`` and ``shadowRadius`` into
/// ``radiusRange``, ``shadowOpacity`` into 0...1, the offsets into ``shadowOffsetRange``.
public struct ItemEffects: Sendable, Hashable {
  /// No blur, no shadow.
  public static let none = ItemEffects()
  /// The range blur and shadow radii are clamped into, in points: 0...1,000.
  public static let radiusRange: ClosedRange<Double> = 0...1000
  /// The blur radius a front end without a blur of a given radius (UIKit's `UIBlurEffect`)
  /// shows as its full blur, in points: 20 (CarouselKit's estimate of a full `.light`
  /// `UIBlurEffect`, whose radius Apple does not document). UIKit draws a blur of r points as
  /// min(r / 20, 1) of a full blur; ``ScaleLayout`` and ``StackLayout`` turn
  /// CollectionViewPagingLayout's blur intensities into points with it.
  public static let fullBlurRadius = 20.0
  /// The range each shadow offset is clamped into, in points: −10,000...10,000.
  public static let shadowOffsetRange: ClosedRange<Double> = -10_000...10_000

  /// The blur radius, in points (the standard deviation of CSS `blur()` and SwiftUI's
  /// `.blur(radius:)`); 0 draws the item sharp.
  public var blurRadius: Double { didSet { blurRadius = Self.radius(blurRadius) } }
  /// The shadow's opacity, 0...1; 0 draws no shadow.
  public var shadowOpacity: Double { didSet { shadowOpacity = Self.opacity(shadowOpacity) } }
  /// The shadow's blur radius, in points (`CALayer.shadowRadius`).
  public var shadowRadius: Double { didSet { shadowRadius = Self.radius(shadowRadius) } }
  /// The shadow's offset to the right, in points (`CALayer.shadowOffset.width`).
  public var shadowOffsetX: Double { didSet { shadowOffsetX = Self.offset(shadowOffsetX) } }
  /// The shadow's offset downwards, in points (`CALayer.shadowOffset.height`, y down).
  public var shadowOffsetY: Double { didSet { shadowOffsetY = Self.offset(shadowOffsetY) } }

  public init(
    blurRadius: Double = 0, shadowOpacity: Double = 0, shadowRadius: Double = 0, shadowOffsetX: Double = 0,
    shadowOffsetY: Double = 0
  ) {
    self.blurRadius = Self.radius(blurRadius)
    self.shadowOpacity = Self.opacity(shadowOpacity)
    self.shadowRadius = Self.radius(shadowRadius)
    self.shadowOffsetX = Self.offset(shadowOffsetX)
    self.shadowOffsetY = Self.offset(shadowOffsetY)
  }

  /// Whether the item is drawn blurred (``blurRadius`` > 0).
  public var hasBlur: Bool { blurRadius > 0 }
  /// Whether the item casts a shadow (``shadowOpacity`` > 0).
  public var hasShadow: Bool { shadowOpacity > 0 }

  @inline(__always)
  static func radius(_ value: Double) -> Double { LayoutLimits.limited(value, to: radiusRange, fallback: 0) }
  @inline(__always)
  static func opacity(_ value: Double) -> Double { LayoutLimits.limited(value, to: 0...1, fallback: 0) }
  @inline(__always)
  static func offset(_ value: Double) -> Double { LayoutLimits.limited(value, to: shadowOffsetRange, fallback: 0) }
}

/// An item drawn as a grid of pieces cut from a snapshot of its content, each moved, scaled,
/// faded and rounded on its own (``SnapshotLayout``): what a front end needs to slice the item.
///
/// The item is cut into ``rows`` × ``columns`` equal pieces, row by row (piece i is in row
/// i / columns, column i % columns, as CollectionViewPagingLayout's `SnapshotContainerView`
/// orders them). Piece i's transform, opacity and corner radius come from
/// ``SnapshotLayout/Options/piece(_:of:itemSize:)`` with this value's ``progress`` and the
/// layout's options; the item's own center, size, scale and alpha still apply to the whole grid.
public struct ItemPieces: Sendable, Hashable {
  /// The rows of the grid, in ``SnapshotLayout/gridRange``.
  public var rows: Int
  /// The columns of the grid, in ``SnapshotLayout/gridRange``.
  public var columns: Int
  /// The item's progress: its distance from the rest position in pages (CollectionViewPagingLayout's
  /// `progress`, 0 at rest, negative before it).
  public var progress: Double
  /// Whether the grid is drawn mirrored left to right (the item's attributes were mirrored for
  /// a right-to-left layout, `ItemAttributes.mirrored(in:)`): each piece's rectangle is
  /// mirrored within the item and its move across negated
  /// (``SnapshotLayout/Options/piece(_:of:itemSize:)``).
  public var isMirrored: Bool

  public init(rows: Int, columns: Int, progress: Double, isMirrored: Bool = false) {
    self.rows = SnapshotLayout.clampedGrid(rows)
    self.columns = SnapshotLayout.clampedGrid(columns)
    self.progress = progress.isFinite ? progress : 0
    self.isMirrored = isMirrored
  }

  /// The number of pieces, rows × columns.
  public var count: Int { rows * columns }
}
