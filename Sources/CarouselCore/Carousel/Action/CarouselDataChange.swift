/// A change of a carousel's data (``CarouselAction/data(_:time:)``): the new number of items,
/// how the old items map to the new ones, and the item the app wants shown.
///
/// - ``mapping`` `nil`: a reload. Every visible view is configured again; the current index
///   is kept (the last item if it is gone).
/// - ``mapping`` given (inserts, deletes, moves: a diffable snapshot): entry `i` is the new
///   index of old item `i`, or `nil` when it was deleted. The views of items that stay on
///   screen are kept (their slots are not assigned again), and the carousel stays on the
///   item it was showing or going to, wherever it moved (the nearest remaining index when it
///   was deleted). Entries beyond the old count are ignored; missing ones count as deleted.
/// - ``selection`` given: the carousel goes to that item (a restored position, a deep link, a
///   selection binding), even when the app set it before any data arrived. When it is `nil`,
///   an index the app asked for while the carousel had too few items
///   (``CarouselDriver/init(_:count:index:time:)``, or a scroll to an index beyond the count)
///   is honoured as soon as the data has it.
/// - ``animation`` given, with a mapping: the change animates (``CarouselChangeAnimation``):
///   the items that stay move to their new places, inserted ones appear and deleted ones
///   disappear through its effects, while any drag or motion goes on with the same item. A
///   reload (no mapping) never animates.
public struct CarouselDataChange: Sendable, Hashable {
  /// The new number of items (negative counts as 0).
  public var count: Int
  /// The new index of each old index (`nil` entries: deleted), or `nil` for a reload.
  public var mapping: [Int?]?
  /// The item to show, if the app names one.
  public var selection: Int?
  /// How the change animates, `nil` to apply it at once.
  public var animation: CarouselChangeAnimation?

  /// Creates a data change.
  public init(
    count: Int, mapping: [Int?]? = nil, selection: Int? = nil, animation: CarouselChangeAnimation? = nil
  ) {
    self.count = count
    self.mapping = mapping
    self.selection = selection
    self.animation = animation
  }

  /// A reload of `count` items, showing `selection` when given.
  public static func reload(count: Int, selection: Int? = nil) -> Self {
    Self(count: count, selection: selection)
  }

  /// A change that keeps the items whose identifiers are in both lists, as a diffable data
  /// source does: the mapping from `old` to `new` (an identifier that appears twice maps
  /// once). O(n).
  public static func snapshot<ID: Hashable>(
    from old: [ID], to new: [ID], selection: Int? = nil, animation: CarouselChangeAnimation? = nil
  ) -> Self {
    Self(
      count: new.count, mapping: SnapshotDiff.mapping(from: old, to: new), selection: selection, animation: animation)
  }
}
