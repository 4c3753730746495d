/// Everything a front end does per frame, in one value: advance the ``ScrollEngine``,
/// compute the visible ``ItemAttributes`` with a ``CarouselLayout``, and update the
/// ``SlotPlanner`` that says which reusable view shows which item.
///
/// A UIKit view calls ``advance(to:)`` from its display link and ``handle(_:)`` from its pan
/// recognizer, then, for every slot below ``slotCount``: if ``change(inSlot:)`` is
/// `.assigned`, configures that view with ``attributes(inSlot:)``'s `index`; if `.cleared`,
/// hides it; and places every shown view from its attributes. A SwiftUI view does the same
/// in a `TimelineView`, with the slot number as the view identity; a web page with one
/// absolutely positioned element per slot.
///
/// Positions handed to the planner are unwrapped (``ScrollEngine/cycle`` × count + the
/// layout's position), so when a looping engine re-bases its offset no view is reconfigured:
/// items leave and enter continuously on both sides, never with a jump at the seam.
///
/// - Complexity: per frame O(visible items × slots), independent of the item count (plus
///   O(log n) for pages of different sizes); nothing is allocated once the buffers have
///   grown to the most items ever visible.
public struct CarouselDriver<Layout: CarouselLayout>: Sendable {
  /// The engine.
  public private(set) var engine: ScrollEngine
  /// The layout.
  public let layout: Layout
  /// The viewport size, in points.
  public private(set) var viewport: CarouselSize
  /// The visible items of the latest frame, in ascending track position (positions are the
  /// layout's, within the engine's current cycle).
  public private(set) var items: [ItemAttributes] = []
  /// The slot plan of the latest frame.
  public private(set) var planner: SlotPlanner
  /// For each slot, the index in ``items`` of the item it shows, or −1.
  private var slotItems: [Int] = []
  /// For each slot, what happened to it since the front end last called
  /// ``acknowledgeChanges()``.
  private var pendingChanges: [SlotPlanner.Change] = []

  /// Creates a driver at rest on item `index`.
  ///
  /// - Parameters:
  ///   - layout: the layout.
  ///   - count: the number of items.
  ///   - viewport: the viewport size, in points.
  ///   - isLooping: whether the track is infinite and cyclic.
  ///   - configure: adjusts the engine configuration made from the layout (looping, snapping,
  ///     rates, springs, autoplay); the anchors and viewport length are the layout's.
  ///   - index: the item shown first.
  ///   - time: the current time, in seconds.
  public init(
    layout: Layout, count: Int, viewport: CarouselSize, isLooping: Bool = false,
    configure: (inout ScrollEngine.Configuration) -> Void = { _ in }, index: Int = 0, time: Double = 0
  ) {
    var configuration = ScrollEngine.Configuration(
      anchors: layout.anchors(count: count, viewport: viewport, isLooping: isLooping),
      viewportLength: layout.axis.length(of: viewport), isLooping: isLooping)
    configure(&configuration)
    self.layout = layout
    self.viewport = viewport
    self.engine = ScrollEngine(configuration: configuration, index: index, time: time)
    self.planner = SlotPlanner(expectedSlots: 8)
    items.reserveCapacity(16)
    slotItems.reserveCapacity(16)
    refresh()
  }

  /// The number of items.
  public var count: Int { engine.configuration.count }

  /// The number of reusable views needed so far: the most items ever visible at once.
  public var slotCount: Int { planner.slotCount }

  /// What the view in `slot` must do since the front end last drew: `.assigned` (configure
  /// it with ``attributes(inSlot:)``'s item), `.cleared` (hide it) or `.unchanged`.
  ///
  /// Changes accumulate over every call (a slot assigned by ``handle(_:)`` stays `.assigned`
  /// through the ``advance(to:)`` that follows) until ``acknowledgeChanges()``, so a front end
  /// that draws once per display-link frame never misses one. Call it after drawing.
  public func change(inSlot slot: Int) -> SlotPlanner.Change {
    slot >= 0 && slot < pendingChanges.count ? pendingChanges[slot] : .unchanged
  }

  /// Marks every slot change as drawn. O(slots).
  public mutating func acknowledgeChanges() {
    for slot in pendingChanges.indices { pendingChanges[slot] = .unchanged }
  }

  /// The attributes of the item `slot` shows, or `nil` if it shows nothing.
  public func attributes(inSlot slot: Int) -> ItemAttributes? {
    guard slot >= 0, slot < slotItems.count, slotItems[slot] >= 0 else { return nil }
    return items[slotItems[slot]]
  }

  /// Feeds a touch sample (see ``ScrollEngine/handle(_:)``) and recomputes the frame.
  @discardableResult
  public mutating func handle(_ touch: TouchEvent) -> ScrollEvents {
    let events = engine.handle(touch)
    refresh()
    return events
  }

  /// Advances to `time` (seconds) and recomputes the frame.
  @discardableResult
  public mutating func advance(to time: Double) -> ScrollEvents {
    let events = engine.advance(to: time)
    refresh()
    return events
  }

  /// Scrolls to an item (see ``ScrollEngine/scroll(toIndex:animated:at:)``).
  @discardableResult
  public mutating func scroll(toIndex index: Int, animated: Bool, at time: Double) -> ScrollEvents {
    let events = engine.scroll(toIndex: index, animated: animated, at: time)
    refresh()
    return events
  }

  /// Changes the viewport size (rotation, resize) or the item count (data change) at `time`,
  /// keeping the current item in place. After a data change (`reload`), every visible view
  /// is configured again.
  @discardableResult
  public mutating func update(viewport: CarouselSize? = nil, count: Int? = nil, reload: Bool = false, at time: Double)
    -> ScrollEvents
  {
    if let viewport { self.viewport = viewport }
    var configuration = engine.configuration
    let newCount = count ?? configuration.count
    configuration.anchors = layout.anchors(count: newCount, viewport: self.viewport, isLooping: configuration.isLooping)
    configuration.viewportLength = layout.axis.length(of: self.viewport)
    let events = engine.reconfigure(configuration, at: time)
    if reload || newCount != self.count { planner.reset() }
    refresh()
    return events
  }

  /// Changes the engine's configuration in place at `time` (snapping, rates, springs, autoplay,
  /// looping), keeping the current item and any motion in progress (see
  /// ``ScrollEngine/reconfigure(_:at:)``). The anchors and viewport length stay the layout's;
  /// the item count is changed with ``update(viewport:count:reload:at:)``.
  @discardableResult
  public mutating func reconfigure(at time: Double, _ change: (inout ScrollEngine.Configuration) -> Void)
    -> ScrollEvents
  {
    var configuration = engine.configuration
    let wasLooping = configuration.loops
    change(&configuration)
    configuration.anchors = layout.anchors(count: count, viewport: viewport, isLooping: configuration.isLooping)
    configuration.viewportLength = layout.axis.length(of: viewport)
    let events = engine.reconfigure(configuration, at: time)
    if wasLooping != engine.configuration.loops { planner.reset() }
    refresh()
    return events
  }

  /// Holds or releases autoplay (see ``ScrollEngine/setAutoplayPaused(_:at:)``).
  @discardableResult
  public mutating func setAutoplayPaused(_ paused: Bool, at time: Double) -> ScrollEvents {
    let events = engine.setAutoplayPaused(paused, at: time)
    refresh()
    return events
  }

  /// Recomputes the visible items and the slot plan for the engine's current offset.
  private mutating func refresh() {
    let count = engine.configuration.count
    layout.visibleItems(
      offset: engine.offset, count: count, viewport: viewport, isLooping: engine.configuration.loops, into: &items)
    let base = engine.cycle &* count
    planner.update(visible: items.lazy.map { $0.position &+ base })
    while slotItems.count < planner.slotCount { slotItems.append(-1) }
    while pendingChanges.count < planner.slotCount { pendingChanges.append(.unchanged) }
    for slot in pendingChanges.indices {
      let change = planner.change(inSlot: slot)
      if change != .unchanged { pendingChanges[slot] = change }
    }
    for slot in slotItems.indices { slotItems[slot] = -1 }
    for (i, item) in items.enumerated() {
      if let slot = planner.slot(showing: item.position &+ base) { slotItems[slot] = i }
    }
  }
}
