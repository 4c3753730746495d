/// A layout: turns a scroll offset and a viewport into the attributes of the visible items,
/// and says where the engine may come to rest.
///
/// Offsets are the engine's (``ScrollEngine/offset``): the anchor of track position p is
/// `anchors(count:viewport:isLooping:).offset(of: p)`. Layouts are values; the built-in ones hang off
/// the protocol as static factories (``linear(itemSize:spacing:itemHeight:axis:)``,
/// ``cards(inset:spacing:itemHeight:minScale:stackDepth:)``,
/// ``wheel(visibleItems:itemHeight:maxScale:)``, ``drum(rowHeight:radius:rowWidth:perspective:)``, ``pages(_:spacing:axis:alignment:)``,
/// ``coverFlow(itemSize:itemHeight:sideSpacing:tilt:perspective:style:)``,
/// ``rotary(itemSize:itemHeight:spacing:itemsAround:perspective:inverted:)``,
/// iCarousel's looks ``cylinder(itemSize:itemHeight:spacing:itemsAround:arc:inverted:perspective:)``,
/// ``ring(itemSize:itemHeight:spacing:itemsAround:arc:inverted:)`` and
/// ``timeMachine(itemSize:itemHeight:tilt:spacing:visibleItems:inverted:perspective:)``,
/// and FSPagerView's looks ``pager(_:itemSize:itemHeight:spacing:minimumScale:minimumAlpha:perspective:)``);
/// write your own by conforming.
///
/// The per-frame work is ``candidatePositions(offset:count:viewport:)`` (O(1), or O(log n) for
/// pages of different sizes) and one ``attributes(at:offset:count:viewport:)`` per candidate,
/// so it does not grow with the item count.
///
/// Layouts are `Hashable` (a struct of plain values gets it for free), so that a front end can
/// tell a new layout from the same one given again: SwiftUI re-creates its views' values on
/// every update, and only a layout that differs replaces the driver's.
public protocol CarouselLayout: Sendable, Hashable {
  /// The scroll axis.
  var axis: ScrollAxis { get }

  /// The eye distance of the perspective the container applies (points), for 3D layouts;
  /// `nil` for flat ones.
  var perspective: Double? { get }

  /// Whether the layout is a picker that clicks on every item it passes, as `UIPickerView`
  /// does: ``CarouselSelectionFeedback/automatic`` plays selection haptics only then. `false`
  /// by default; ``DrumLayout`` says `true`.
  var clicksLikeAPicker: Bool { get }

  /// The length across the scroll axis the items ask for, in points, when they have a fixed
  /// one: the item height of `.linear(itemHeight:)`, `.cards(itemHeight:)` and
  /// `.coverFlow(itemHeight:)`; `nil` (the default) for layouts that fill whatever they are
  /// given. A declarative front end uses it as the carousel's ideal height inside a vertical
  /// scroll view, which proposes none. O(1).
  var naturalCrossLength: Double? { get }

  /// After how many items the distances between neighbouring anchors repeat on a looping
  /// track: 1 (the default) when every item is as far from the next; a ``PagesLayout``'s
  /// number of sizes. So the smallest distance between neighbouring anchors is found among
  /// the first `anchorPatternCount + 1` anchors (`anchors(count: anchorPatternCount + 1,
  /// viewport:isLooping: true)`): what a front end that bounds the items visible at once reads
  /// (the `carousel` tool and its replay budget do). O(1).
  var anchorPatternCount: Int { get }

  /// How ``vertical()`` turns this look when it scrolls vertically (``VerticalLayout``): its
  /// anchor's own vertical mode. ``VerticalMapping/transposed`` by default (iCarousel's and
  /// FSPagerView's); ``RingLayout`` says ``VerticalMapping/quarterTurn``, ``ScaleLayout``,
  /// ``StackLayout`` and ``SnapshotLayout`` ``VerticalMapping/unchanged``. O(1).
  var verticalMapping: VerticalMapping { get }

  /// Where the engine may come to rest: one anchor per item. Some layouts rest differently
  /// without looping (pages never scroll past the end of the content).
  func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors

  /// The length of the scrollable content without looping, in points (what a
  /// `UICollectionViewLayout` reports as its content size along the axis), or `nil` when
  /// there is nothing to scroll.
  func contentLength(count: Int, viewport: CarouselSize) -> Double?

  /// The track positions that may be visible at `offset`: a small range (its length depends
  /// on the viewport, never on the count), or `nil` when nothing can be. Positions outside
  /// 0..<count are continued cyclically; callers clamp them when the track does not loop.
  func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>?

  /// The attributes of the item at track `position`, or `nil` if the layout hides it.
  func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes?

  /// Computes the attributes of every item visible at `offset` into `items`: those whose
  /// drawn bounding box intersects the viewport, in ascending track position.
  ///
  /// A requirement so that one call per frame reaches the concrete layout (through
  /// ``AnyCarouselLayout`` or a generic driver), which then computes the items without a
  /// dynamic call per item. The default implementation (the one every built-in layout
  /// uses) calls ``attributes(at:offset:count:viewport:)`` for each candidate position; a
  /// layout that implements it itself must give exactly the same items.
  func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes])

  /// This layout's picture mirrored top to bottom, when it has a variant that draws exactly
  /// that: every item's centre y → H − y and rotation negated (the transform's entries with
  /// exactly one index 2 negated, pieces mirrored the same way), each computed the variant's
  /// own way rather than by subtracting from H, which rounds. ``VerticalLayout``'s
  /// ``VerticalMapping/quarterTurn`` transposes it instead of mirroring the transposed items,
  /// so that the variant's own fast ``visibleItems(offset:count:viewport:isLooping:into:)``
  /// gives exactly the definition's items. `nil` (the default) when there is none;
  /// ``RingLayout``'s is its inverted wheel. O(1).
  var mirroredTopToBottom: Self? { get }

  /// Whether the look depends on the driver's toggle: a value the driver eases from ±1 to 0
  /// over a fraction of a second each time the current item changes (``LayoutToggle``), which
  /// the offset alone cannot give. `false` by default (the driver then never computes one nor
  /// asks for frames for it); ``CoverFlowLayout`` with ``CoverFlowLayout/Style/coverFlow2``
  /// (iCarousel's `iCarouselTypeCoverFlow2`) says `true`. O(1).
  var usesToggle: Bool { get }

  /// ``visibleItems(offset:count:viewport:isLooping:into:)`` with the driver's toggle: −1…1,
  /// −1 (or +1) when the content has just moved to a later (or an earlier) item, easing to 0
  /// (``LayoutToggle``), 0 at rest. What the driver calls for every frame. The default
  /// implementation ignores `toggle` (the layouts that do not use it compute exactly the same
  /// items, at no extra cost); a layout with ``usesToggle`` implements it, and its
  /// ``visibleItems(offset:count:viewport:isLooping:into:)`` is this with toggle 0.
  func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, toggle: Double,
    into items: inout [ItemAttributes])

  /// Piece `index` of an item this layout draws as pieces (``ItemAttributes/pieces``), in the
  /// item's own coordinates: what a front end draws each piece of a sliced item with. `nil`
  /// (the default) for layouts that never slice, for items drawn whole and for an index
  /// outside 0..<``ItemPieces/count``. O(1), no allocation.
  func piece(_ index: Int, of item: ItemAttributes) -> ItemPiece?
}

extension CarouselLayout {
  public var perspective: Double? { nil }

  public var clicksLikeAPicker: Bool { false }

  public var naturalCrossLength: Double? { nil }

  public var anchorPatternCount: Int { 1 }

  public var verticalMapping: VerticalMapping { .transposed }

  public func piece(_ index: Int, of item: ItemAttributes) -> ItemPiece? { nil }

  public var usesToggle: Bool { false }

  public var mirroredTopToBottom: Self? { nil }

  /// ``visibleItems(offset:count:viewport:isLooping:into:)``: `toggle` is ignored.
  @inline(__always)
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, toggle: Double,
    into items: inout [ItemAttributes]
  ) {
    visibleItems(offset: offset, count: count, viewport: viewport, isLooping: isLooping, into: &items)
  }

  /// Computes the attributes of every item visible at `offset` into `items`: those whose
  /// drawn bounding box intersects the viewport, in ascending track position.
  ///
  /// `items` is emptied first and its capacity reused, so a front end that keeps the array
  /// allocates nothing from frame to frame. Without looping, only positions 0..<count exist.
  ///
  /// At most ``LayoutLimits/maximumVisibleItems`` positions are examined: a longer candidate
  /// range is cut to that many around its middle. A viewport that is not
  /// ``CarouselSize/isUsable`` or a non-finite offset shows nothing.
  ///
  /// - Complexity: O(visible items) (plus O(log n) for pages of different sizes), at most
  ///   O(``LayoutLimits/maximumVisibleItems``).
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes]
  ) {
    collectVisibleItems(offset: offset, count: count, viewport: viewport, isLooping: isLooping, into: &items) {
      position, offset, count, viewport in
      attributes(at: position, offset: offset, count: count, viewport: viewport)
    }
  }

  /// The algorithm of ``visibleItems(offset:count:viewport:isLooping:into:)``, with the
  /// attributes of one position computed by `attributes` (called with the limited viewport,
  /// as ``attributes(at:offset:count:viewport:)`` would be), so that a layout can compute
  /// what its items share once per frame.
  @inline(__always)
  func collectVisibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes],
    attributes: (_ position: Int, _ offset: Double, _ count: Int, _ viewport: CarouselSize) -> ItemAttributes?
  ) {
    items.removeAll(keepingCapacity: true)
    let count = LayoutLimits.limited(count: count)
    guard count > 0, viewport.isUsable, offset.isFinite else { return }
    let viewport = viewport.limitedForLayout
    guard
      let range = examinedPositions(
        candidatePositions(offset: offset, count: count, viewport: viewport), count: count, isLooping: isLooping)
    else { return }
    let frame = CarouselRect(minX: 0, minY: 0, maxX: viewport.width, maxY: viewport.height)
    let perspective = self.perspective
    for position in range {
      guard let item = attributes(position, offset, count, viewport),
        item.alpha > 0,
        item.boundingBox(perspective: perspective, viewport: viewport).intersects(frame)
      else { continue }
      items.append(item)
    }
  }

  /// The anchor a resting offset snaps to: the nearest one (what
  /// `targetContentOffset(forProposedContentOffset:)` returns), clamped to the items without
  /// looping. `nil` with no items.
  public func snap(offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool) -> (
    offset: Double, position: Int
  )? {
    let count = LayoutLimits.limited(count: count)
    guard count > 0 else { return nil }
    let anchors = anchors(count: count, viewport: viewport, isLooping: isLooping)
    var position = anchors.nearestPosition(to: offset.isFinite ? offset : 0)
    if !isLooping || count < 2 { position = min(max(position, 0), count - 1) }
    return (anchors.offset(of: position), position)
  }
}

/// The track positions ``CarouselLayout/visibleItems(offset:count:viewport:isLooping:into:)``
/// examines, from the layout's `candidates` for a usable viewport, a finite offset and a
/// limited, positive `count`: without looping (or with fewer than 2 items) only those in
/// 0..<count, then at most ``LayoutLimits/maximumVisibleItems`` around the middle. `nil`
/// when there is none.
@inline(__always)
func examinedPositions(_ candidates: ClosedRange<Int>?, count: Int, isLooping: Bool) -> ClosedRange<Int>? {
  guard var range = candidates else { return nil }
  if !isLooping || count < 2 {
    let lower = max(range.lowerBound, 0)
    let upper = min(range.upperBound, count - 1)
    guard lower <= upper else { return nil }
    range = lower...upper
  }
  return LayoutLimits.limited(range: range)
}

/// What a layout's own ``CarouselLayout/visibleItems(offset:count:viewport:isLooping:into:)``
/// starts from, as the default implementation does: the limited count and viewport, the
/// positions it examines (``examinedPositions(_:count:isLooping:)`` of the layout's candidates
/// in the limited viewport), the limited offset and the viewport's bounds; `nil` when nothing
/// can be shown (no item, a viewport that is not ``CarouselSize/isUsable``, a non-finite
/// offset, no position).
struct VisibleFrame {
  var count: Int
  var viewport: CarouselSize
  var range: ClosedRange<Int>
  var offset: Double
  var bounds: CarouselRect

  /// `candidates` is the layout's ``CarouselLayout/candidatePositions(offset:count:viewport:)``
  /// at the unlimited `offset` for the limited viewport and count it is given.
  @inline(__always)
  init?(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool,
    candidates: (_ viewport: CarouselSize, _ count: Int) -> ClosedRange<Int>?
  ) {
    let count = LayoutLimits.limited(count: count)
    guard count > 0, viewport.isUsable, offset.isFinite else { return nil }
    let viewport = viewport.limitedForLayout
    guard let range = examinedPositions(candidates(viewport, count), count: count, isLooping: isLooping) else {
      return nil
    }
    self.count = count
    self.viewport = viewport
    self.range = range
    self.offset = LayoutLimits.limited(offset: offset)
    self.bounds = CarouselRect(minX: 0, minY: 0, maxX: viewport.width, maxY: viewport.height)
  }
}

/// ``TrackPosition/index(of:count:)`` for consecutive positions, one division for all of
/// them: start at the first position, then call ``next()`` once per position, in order.
struct ConsecutiveIndices {
  private var index: Int
  private let count: Int

  /// `count` must be positive.
  @inline(__always)
  init(from position: Int, count: Int) {
    self.index = TrackPosition.index(of: position, count: count)
    self.count = count
  }

  /// The index of the current position; moves on to the next one.
  @inline(__always)
  mutating func next() -> Int {
    let current = index
    index = current + 1 == count ? 0 : current + 1
    return current
  }
}
