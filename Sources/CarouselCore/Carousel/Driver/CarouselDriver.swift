/// The one model between a platform and the physics: everything a carousel front end keeps
/// between frames, whatever draws it.
///
/// One action in, one update out: the front end sends everything that changes a carousel as
/// one ``CarouselAction`` through ``send(_:)`` (the user's input, a display-link frame or a
/// scheduled wake-up, its configuration, a data change) and applies the one
/// ``CarouselUpdate`` it returns, in its documented order: the frame to draw as slot commands
/// (which slot shows which item, each slot's attributes, the drawing order, which slots to
/// hide), the selection haptics, the callbacks in the one order, and the schedule (display
/// link, wake-up at a time, or idle). Nothing is acknowledged back and nothing needs reading
/// afterwards; ``state`` answers what apps ask between actions (the current item, the
/// offset, the progress). UIKit applies updates from its recognisers and display link,
/// SwiftUI from its gestures and modifiers, the playground for each frame it sends.
///
/// What the driver decides, so that no front end has to:
///
/// - **Touches** (``handle(_:)``): the driver owns the touch lifecycle: raw touches with
///   their timestamps, the slop, taps (never on a control, after catching a motion or with a
///   second finger), cancellation, scrolling disabled; who owns a drag is the platform's
///   decision where it has a decider (UIKit's and SwiftUI's pan recognisers) and the
///   driver's direction lock where it has none (``CarouselConfiguration/inputRules``). A front end only translates
///   its platform's callbacks one to one.
/// - **Right to left**: touch locations and drawn attributes (positions, rotations, 3D
///   transforms) are mirrored for right-to-left horizontal layouts
///   (``CarouselEnvironment/mirrorsGeometry``). UIKit's coordinates do not flip; SwiftUI's
///   carousel lays its item container out left to right so that its coordinates do not
///   either (SwiftUI would flip positions but not the content's rotations). The arrow keys
///   follow the reading direction.
/// - **Accessibility** (`CarouselDriver+Accessibility`): the adjustable action, the next and
///   previous actions and the keyboard arrows move one item; the spoken value names the item
///   being moved to, in the environment's language (``CarouselStrings``); the user can pause
///   autoplay; autoplay holds while VoiceOver or Switch Control runs or the carousel has
///   keyboard focus, and is off under Reduce Motion.
/// - **Changes**: behaviour (``CarouselAction/configure(_:time:)``), environment, viewport, data and layout
///   change live, keeping the current item and any motion in progress; the driver is never
///   rebuilt, so the slot plan and the views survive. A data change with a mapping follows
///   the items by identity and may animate (``CarouselDataChange/animation``).
/// - **Events**: every call returns ``ScrollEvents``, the one stream out: drag began and
///   ended, hand-off, taps, will-settle and did-settle (only when the content moved), the
///   current item, the destination (a selection), the progress, items that appeared and
///   disappeared, the items to prefetch, the accessibility announcement. Front ends iterate
///   ``ScrollEvents/forEachCallback(_:)`` and act on nothing else.
///
/// Positions handed to the planner are unwrapped (``ScrollEngine/cycle`` × count + the
/// layout's position), so when a looping engine re-bases its offset no view is reconfigured.
///
/// - Complexity: per call O(visible items × slots), independent of the item count (plus
///   O(log n) for pages of different sizes); nothing is allocated once the buffers have
///   grown to the most items ever visible.
public struct CarouselDriver<Layout: CarouselLayout>: Sendable {
  /// The engine (for the project's own tools and tests; apps read the driver).
  @_spi(DriverEngine) public internal(set) var engine: ScrollEngine
  /// The layout.
  public private(set) var layout: Layout
  /// The viewport size, in points.
  public private(set) var viewport: CarouselSize
  /// The behaviour the app asked for (the engine runs it without autoplay while the
  /// ``environment`` does not allow autoplay).
  public private(set) var behavior: ScrollBehavior
  /// The platform's settings.
  public private(set) var environment: CarouselEnvironment
  /// The visible items of the latest frame, in ascending track position (positions are the
  /// layout's, within the engine's current cycle), not mirrored.
  public private(set) var items: [ItemAttributes] = []
  /// The slot plan of the latest frame, and the one record of slot changes.
  package internal(set) var planner: SlotPlanner
  /// For each slot, the index in ``items`` of the item it shows, or −1.
  var slotItems: [Int] = []
  /// Counts the changes of the visible positions (each refresh that redoes the slot plan).
  var visibleVersion = 0

  /// The track position and z index of the item in `slot`, without copying its attributes.
  func slotPositionAndZ(_ slot: Int) -> (position: Int, zIndex: Double)? {
    guard slot >= 0, slot < slotItems.count, slotItems[slot] >= 0 else { return nil }
    let k = slotItems[slot]
    return (items[k].position, items[k].zIndex)
  }
  /// Turns platform locations into positions along the axis (mirroring).
  var translator: GestureTranslator
  /// The touch the driver follows, if any: the one record of the touch lifecycle.
  var touchState = TouchState.none
  /// Who decides what about a touch (``CarouselConfiguration/inputRules``).
  var rules = InputRules.driver
  /// Whether touches may scroll (``isScrollEnabled``).
  var scrollEnabled = true
  /// The item the motion in progress was announced to settle on (``ScrollEvents/willSettle``).
  var announcedSettle: Int?
  /// The unwrapped offset when events were last reported (did a motion move the content?).
  var reportedOffset = 0.0
  /// For each slot, the copy it showed when events were last reported (appear/disappear).
  var reportedCopies: [VisibleCopy?] = []
  /// Appear and disappear events not yet returned, in buffers reused from call to call.
  var pendingVisibility = PendingVisibility()
  /// What the latest refresh computed the visible items from.
  var refreshedFor: RefreshKey?
  /// What the derived events were last reported as (destination, progress, prefetch) and
  /// the announcement due at rest.
  var reported = ReportedState()
  /// The app's pause of autoplay (``CarouselConfiguration/isAutoplayPaused``).
  var isAutoplayPausedByApp = false
  /// How many items beyond each visible edge the content moves towards
  /// ``ScrollEvents/prefetch`` announces, for an app's prefetching (remote banner images);
  /// 0 reports none (default ``CarouselConfiguration/defaultPrefetchDistance``, 2). Each call
  /// then costs O(distance × visible items). Set through ``CarouselAction/configure(_:time:)``.
  var prefetchDistance = 2
  /// Whether selection haptics play (``CarouselConfiguration/selectionFeedback``).
  var selectionFeedback = CarouselSelectionFeedback.automatic
  /// Whether selection haptics play with this layout (``selectionFeedback`` decided once per
  /// configuration, not per update).
  var hapticsEnabled = false
  /// Whether a tap also scrolls to the tapped item (``CarouselConfiguration/scrollsToTappedItem``).
  var scrollsToTappedItem = true
  /// Whether the front end reads items' labels from their views (``CarouselConfiguration/itemLabelsComeFromViews``).
  var labelsFromViews = false
  /// Whether the items are accessibility elements (``CarouselConfiguration/exposesItemsToAccessibility``).
  var exposesItems = false
  /// Whether the current item's controls may be elements of their own (``CarouselConfiguration/exposesItemControls``).
  var exposesControls = true
  /// An index the app asked for that the data did not have yet (a selection set before the
  /// data arrived): honoured by the next data change that has it.
  var requestedIndex: Int?
  /// The map from the actions' clock to the engine's (``CarouselDriver/maximumClockJump``).
  var clock = ActionClock()
  /// What the front end has drawn, and the buffers the updates hand out (reused).
  var drawn = DrawnState()
  /// The animated data change in progress, if any (``CarouselChangeAnimation``).
  var transition = ChangeTransition()
  /// The unwrapped track position of the item at the selection point when events were last
  /// reported (``ScrollEvents/selection``); `nil` with no items.
  var selectedPosition: Int?
  /// The next report re-selects without selection steps (a jump, a new configuration).
  var selectionRebases = false
  /// The user's pause of autoplay (the accessibility action, ``CarouselInput/accessibility(_:time:)``).
  var isAutoplayPausedByUser = false
  /// The toggle the layout's look eases after a change of the current item, for a layout
  /// that uses one (``CarouselLayout/usesToggle``); disabled (and never computed) otherwise.
  public internal(set) var toggle = LayoutToggle()

  /// Creates a driver at rest on item `index`.
  ///
  /// - Parameters:
  ///   - layout: the layout.
  ///   - count: the number of items (negative counts as 0).
  ///   - viewport: the viewport size, in points.
  ///   - behavior: looping, snapping, rates, springs, autoplay.
  ///   - environment: the platform's settings.
  ///   - index: the item shown first (clamped into the items).
  ///   - time: the current time, in seconds, on the clock of every later call.
  public init(
    layout: Layout, count: Int, viewport: CarouselSize, behavior: ScrollBehavior = ScrollBehavior(),
    environment: CarouselEnvironment = CarouselEnvironment(), index: Int = 0, time: Double = 0
  ) {
    self.layout = layout
    self.viewport = viewport
    self.behavior = behavior
    self.environment = environment
    self.engine = ScrollEngine(
      configuration: Self.configuration(
        layout: layout, count: count, viewport: viewport, behavior: behavior, environment: environment),
      index: index, time: time)
    self.translator = GestureTranslator(
      axis: layout.axis, isRightToLeft: environment.isRightToLeft && environment.mirrorsGeometry, viewport: viewport)
    self.planner = SlotPlanner(expectedSlots: 8)
    self.hapticsEnabled = CarouselSelectionFeedback.automatic.isEnabled(for: layout)
    self.toggle.enable(Self.easesToggle(layout: layout, environment: environment))
    items.reserveCapacity(16)
    slotItems.reserveCapacity(16)
    reportedCopies.reserveCapacity(16)
    refresh(force: true)
    reportedOffset = engine.unwrappedOffset
    selectedPosition = selectionPosition
    if index >= max(count, 0) { requestedIndex = index }
  }

  /// Creates a driver at rest on item `index`, as ``CarouselAction/configure(_:time:)`` with
  /// `configuration` would leave it.
  ///
  /// - Parameters:
  ///   - configuration: the layout, viewport, behaviour, environment and switches.
  ///   - count: the number of items (negative counts as 0).
  ///   - index: the item shown first (clamped into the items; an index the data does not
  ///     have yet is honoured by the first data change that has it).
  ///   - time: the current time, in seconds, on the clock of every later action.
  public init(_ configuration: CarouselConfiguration<Layout>, count: Int = 0, index: Int = 0, time: Double = 0) {
    self.init(
      layout: configuration.layout, count: count, viewport: configuration.viewport, behavior: configuration.behavior,
      environment: configuration.environment, index: index, time: time)
    rules = configuration.inputRules
    prefetchDistance = configuration.clampedPrefetchDistance
    selectionFeedback = configuration.selectionFeedback
    hapticsEnabled = selectionFeedback.isEnabled(for: configuration.layout)
    scrollsToTappedItem = configuration.scrollsToTappedItem
    exposesItems = configuration.exposesItemsToAccessibility
    exposesControls = configuration.exposesItemControls
    labelsFromViews = configuration.itemLabelsComeFromViews
    scrollEnabled = configuration.isScrollEnabled
    if configuration.isAutoplayPaused {
      isAutoplayPausedByApp = true
      _ = engine.setAutoplayPaused(true, at: engine.time)
    }
  }

  /// The configuration in force, as the last ``CarouselAction/configure(_:time:)`` (or the
  /// initialiser) gave it.
  public var configuration: CarouselConfiguration<Layout> {
    CarouselConfiguration(
      layout: layout, viewport: viewport, behavior: behavior, environment: environment, isScrollEnabled: scrollEnabled,
      isAutoplayPaused: isAutoplayPausedByApp, prefetchDistance: prefetchDistance, inputRules: rules,
      selectionFeedback: selectionFeedback, scrollsToTappedItem: scrollsToTappedItem,
      exposesItemsToAccessibility: exposesItems, itemLabelsComeFromViews: labelsFromViews,
      exposesItemControls: exposesControls)
  }

  // MARK: - Reading

  /// The number of items.
  public var count: Int { engine.configuration.count }
  /// What the engine is doing.
  public var phase: ScrollEngine.Phase { engine.phase }
  /// The item nearest to the content, `nil` with no items.
  public var currentIndex: Int? { engine.currentIndex }
  /// The item the carousel is going to: the target of a settle or an animation, else the
  /// current item.
  public var destinationIndex: Int? { engine.targetIndex ?? engine.currentIndex }
  /// The content offset within the current cycle, in points (see ``ScrollEngine/offset``).
  public var offset: Double { engine.offset }
  /// The offset on the unbounded track, in points (see ``ScrollEngine/unwrappedOffset``).
  public var unwrappedOffset: Double { engine.unwrappedOffset }
  /// The velocity of the content, in points per second.
  public var velocity: Double { engine.velocity }
  /// The time of the latest call, in seconds.
  public var time: Double { engine.time }
  /// The item a settle or an animation is going to, if one is in progress.
  public var targetIndex: Int? { engine.targetIndex }
  /// When the content came to rest, if it is at rest (seconds).
  public var restingSince: Double? { engine.restingSince }
  /// The engine configuration in force (anchors, viewport length, the running behaviour).
  @_spi(DriverEngine) public var engineConfiguration: ScrollEngine.Configuration { engine.configuration }
  /// Whether autoplay is held by the app's or the user's pause.
  public var isAutoplayPaused: Bool { engine.isAutoplayPaused }

  /// Whether drawn attributes and touch locations are mirrored (right to left, horizontal).
  public var isMirrored: Bool { translator.mirrors }

  /// Whether a display link must run: the content moves by itself (a glide, a settle, an
  /// animation). While a finger drags, the touches drive the frames; at rest nothing does,
  /// except autoplay (see ``CarouselUpdate/schedule``).
  ///
  /// While the carousel cannot be seen (``CarouselEnvironment/isVisible`` `false`) nothing
  /// needs frames: the driver stands still (see ``CarouselAction/frame(time:)``).
  var needsFrames: Bool { environment.isVisible && movesByItself }

  /// Whether the content moves by itself (a glide, a settle, an animation).
  var movesByItself: Bool {
    switch phase {
    case .idle, .dragging: return false
    case .decelerating, .settling, .animating: return true
    }
  }

  /// When, at rest, the driver must be advanced next for autoplay to step (seconds, the
  /// driver's clock); `nil` when nothing is scheduled. A front end sleeps until then instead
  /// of running its display link.
  var nextWakeUp: Double? {
    guard let since = engine.restingSince, let autoplay = engine.configuration.autoplay,
      !engine.isAutoplayPaused, engine.configuration.isScrollable
    else { return nil }
    return since + autoplay.interval
  }

  /// The number of reusable views needed so far: the most items ever visible at once.
  public var slotCount: Int { planner.slotCount }

  /// What the view in `slot` must do since the front end last drew (`acknowledgeChanges()`):
  /// `.assigned` (configure it with ``attributes(inSlot:)``'s item), `.cleared` (hide it) or
  /// `.unchanged`. Read from the planner, the one record of slot changes.
  func change(inSlot slot: Int) -> SlotPlanner.Change { planner.change(inSlot: slot) }

  /// Marks every slot change as drawn: call it after drawing the slots. O(slots).
  mutating func acknowledgeChanges() { planner.acknowledgeChanges() }

  /// The attributes to draw the view in `slot` with (mirrored for right-to-left layouts), or
  /// `nil` when it shows nothing and must be hidden.
  public func attributes(inSlot slot: Int) -> ItemAttributes? {
    guard slot >= 0, slot < slotItems.count, slotItems[slot] >= 0 else { return nil }
    let item = items[slotItems[slot]]
    return isMirrored ? item.mirrored(in: viewport) : item
  }

  /// The index of the item the view in `slot` shows, or `nil`: ``attributes(inSlot:)``'s
  /// `index` without copying the attributes. O(1).
  func itemIndex(inSlot slot: Int) -> Int? {
    guard slot >= 0, slot < slotItems.count, slotItems[slot] >= 0 else { return nil }
    return items[slotItems[slot]].index
  }

  /// The item drawn on top at `point` (viewport coordinates, as the platform reports them:
  /// already mirrored on screen), or `nil`. O(visible items), no allocation.
  public func item(at point: CarouselPoint) -> ItemAttributes? {
    let local = isMirrored ? CarouselPoint(x: viewport.width - point.x, y: point.y) : point
    return layout.item(at: local, in: items, viewport: viewport).map { isMirrored ? $0.mirrored(in: viewport) : $0 }
  }

  // MARK: - Time and scrolling

  /// Advances to `time` (seconds), from the display link or a wake-up.
  ///
  /// While the carousel cannot be seen (``CarouselEnvironment/isVisible`` `false`: off
  /// screen, out of its window, its scene not active) it stands still, as UIKit's carousel
  /// does without a display link off its window: a frame changes nothing and reports
  /// nothing, so no autoplay step (autoplay is held anyway), no appear or disappear and no
  /// settle is reported while hidden. A motion that was under way when it was hidden, and
  /// any appear events not yet reported, are caught up when it can be seen again
  /// (``CarouselAction/configure(_:time:)`` with `isVisible` back: the content is where the motion would
  /// be by then, usually at rest, and the did-settle and appear events come then). What the
  /// app asks for while hidden (a reload, a scroll, which jumps:
  /// `CarouselAccessibility.animatesScroll(in:)`) applies and reports at once.
  @discardableResult
  mutating func advance(to time: Double) -> ScrollEvents {
    var events = ScrollEvents()
    advance(to: time, into: &events)
    return events
  }

  /// ``advance(to:)`` adding its events to `events` (a frame's update writes them in place).
  mutating func advance(to time: Double, into events: inout ScrollEvents) {
    guard environment.isVisible else { return }
    engine.advance(to: time, into: &events)
    report(into: &events, advanced: true)
  }

  /// Scrolls to item `index` (the shortest way round when looping). Ignored while a finger
  /// drags and for an index out of range (see ``ScrollEngine/scroll(toIndex:animated:at:)``).
  /// Front ends send ``CarouselInput/scroll(toIndex:animated:time:)``.
  @discardableResult
  /// Under Reduce Motion, and while the carousel cannot be seen, an animated scroll jumps
  /// (`CarouselAccessibility.animatesScroll(in:)`): no will-settle or did-settle.
  mutating func scroll(toIndex index: Int, animated: Bool, at time: Double) -> ScrollEvents {
    let animated = animated && animatesScroll
    var events = engine.scroll(toIndex: index, animated: animated, at: time)
    if !animated {
      events.settleTarget = nil
      selectionRebases = true
    }
    return report(events)
  }

  /// The app holds or releases autoplay (its own pause control). The user's pause (the
  /// accessibility action, ``CarouselInput/accessibility(_:time:)``) is kept apart: releasing the app's pause never
  /// resumes autoplay the user paused (WCAG 2.2.2). Releasing starts a full interval.
  @discardableResult
  mutating func setAutoplayPaused(_ paused: Bool, at time: Double) -> ScrollEvents {
    isAutoplayPausedByApp = paused
    return report(engine.setAutoplayPaused(isAutoplayPausedByApp || isAutoplayPausedByUser, at: time))
  }

  /// The user holds or releases autoplay (the pause and resume accessibility actions, a
  /// pause button the app shows for the user). Kept apart from the app's pause.
  @discardableResult
  mutating func setAutoplayPausedByUser(_ paused: Bool, at time: Double) -> ScrollEvents {
    isAutoplayPausedByUser = paused
    return report(engine.setAutoplayPaused(isAutoplayPausedByApp || isAutoplayPausedByUser, at: time))
  }

  // MARK: - Changes

  /// Changes the behaviour live at `time` (snapping, rates, springs, autoplay, looping),
  /// keeping the current item and any drag or motion in progress (see
  /// ``ScrollEngine/reconfigure(_:at:)``). The anchors and viewport length stay the layout's.
  @discardableResult
  mutating func reconfigure(_ behavior: ScrollBehavior, at time: Double) -> ScrollEvents {
    self.behavior = behavior
    return report(apply(at: time))
  }

  /// The viewport changed size (rotation, split view, a new frame): the current item stays,
  /// even mid-drag or mid-fling.
  @discardableResult
  mutating func resize(to viewport: CarouselSize, at time: Double) -> ScrollEvents {
    translator.viewport = viewport
    guard viewport != self.viewport else { return advance(to: time) }
    self.viewport = viewport
    return report(apply(at: time))
  }

  /// The data changed: `count` items now. Every visible view is configured again. The current
  /// index is kept (the last item if it is gone), even mid-fling; pass `currentIndex` when the
  /// item that was current now has another index, and the carousel moves to it (stopping any
  /// motion).
  @discardableResult
  mutating func reload(count: Int, currentIndex: Int? = nil, at time: Double) -> ScrollEvents {
    var events = apply(count: count, at: time)
    cancelTransition()
    planner.reset()
    if let index = currentIndex, index != destinationIndex, index >= 0, index < self.count {
      events.merge(jump(toIndex: index, at: time))
    }
    refresh(force: true)
    return report(events)
  }

  /// The data changed and some items stayed (inserts, deletes, moves: a diffable snapshot):
  /// `count` items now, and `mapping` gives the new index of each old index (`nil`: deleted).
  /// The views of items that stay on screen are kept as they are (their slots report
  /// `.unchanged`), the others are configured as usual. The carousel stays on the item it
  /// showed (`mapping` of the current index), or the one that takes its place when it was
  /// deleted (the next remaining item, else the previous one): the nearest item keeps its
  /// place on screen, a drag keeps its finger on its item and a glide or a settle goes on
  /// towards the same item at its new index (``ScrollEngine/reconfigure(_:at:following:)``).
  /// With `selection`, the carousel jumps there instead (stopping any motion).
  ///
  /// With an `animation` (a positive duration), the change animates
  /// (``CarouselChangeAnimation``): the frames until it ends draw the items that stay moving
  /// from where they were drawn, the inserted ones appearing and the deleted ones
  /// disappearing in their held slots, and the schedule asks for the display link. Under
  /// Reduce Motion, and while the carousel cannot be seen, it applies at once
  /// (`CarouselAccessibility.animatesScroll(in:)`, as an animated scroll jumps).
  ///
  /// - Complexity: O(visible items) plus one `mapping` call per shown slot, and O(m) `mapping`
  ///   calls for a deleted current item or, when animated, to find the old places of the
  ///   items that come into view, where m is the smaller of the old count and `mappedCount`
  ///   (old indices from `mappedCount` on are deleted: the length of a mapping array).
  @discardableResult
  mutating func reload(
    count: Int, mapping: (Int) -> Int?, mappedCount: Int = .max, selecting selection: Int? = nil,
    animation: CarouselChangeAnimation? = nil, at time: Double
  ) -> ScrollEvents {
    let oldCount = self.count
    // The old indices that may survive: searched for a deleted item's successor.
    let searched = min(oldCount, max(mappedCount, 0))
    let newCount = min(max(count, 0), SnapAnchors.maximumCount)
    let animation = animation.flatMap {
      $0.duration > 0 && (oldCount > 0 || newCount > 0) && animatesScroll ? $0 : nil
    }
    // The new index of an old one, when it stays.
    func surviving(_ old: Int) -> Int? {
      guard let index = mapping(old), index >= 0, index < newCount else { return nil }
      return index
    }
    // The unwrapped position a shown position moves to (the same cycle), `nil` when deleted.
    func moved(_ position: Int) -> Int? {
      let cycle = position >= 0 ? position / oldCount : -((-position - 1) / oldCount) - 1
      guard let index = surviving(position - cycle * oldCount) else { return nil }
      return cycle &* newCount &+ index
    }
    // A change applied at once ends the one in progress (its leaving views are hidden).
    if animation == nil { cancelTransition() }
    let oldOffset = engine.offset
    let oldBase = engine.cycle &* oldCount
    if let animation { captureDrawn(at: time, removal: animation, surviving: surviving) }
    if oldCount > 0 {
      planner.remap(holdingReleased: animation.map { $0.removal != .none } ?? false, moved)
      // The copies of deleted items leave now, under the identity the app knew them by (a
      // survivor may take their index: renaming first would give two views one identity).
      for slot in reportedCopies.indices {
        guard let copy = reportedCopies[slot] else { continue }
        if surviving(copy.index) != nil { continue }
        pendingVisibility.record(copy, nil)
        reportedCopies[slot] = nil
        if slot < drawn.copies.count, drawn.copies[slot] == copy {
          drawn.leaving.append(VisibleCopySlot(copy: copy, slot: slot))
          drawn.copies[slot] = nil
        }
      }
      pendingVisibility.finishNote()
      pendingVisibility.renamePendingAppearances { copy in
        surviving(copy.index).map { VisibleCopy(index: $0, copy: copy.copy) }
      }
      pendingVisibility.seal()
      // The copies shown stay the same views: they are renamed, not reported as leaving.
      for slot in reportedCopies.indices {
        guard let copy = reportedCopies[slot], let index = surviving(copy.index) else { continue }
        reportedCopies[slot] = VisibleCopy(index: index, copy: copy.copy)
      }
      // What the front end drew is renamed the same way (its departing views are found there).
      for slot in drawn.copies.indices {
        guard let copy = drawn.copies[slot], let index = surviving(copy.index) else { continue }
        drawn.copies[slot] = VisibleCopy(index: index, copy: copy.copy)
      }
    } else {
      cancelTransition()
      planner.reset()
    }
    // The engine follows the items before the plan is redrawn, so that no intermediate frame
    // reassigns the kept views.
    var events = withoutActuallyEscaping(mapping) { mapping in
      apply(
        count: count, at: time, refreshing: false,
        following: oldCount > 0 && newCount > 0
          ? { old in Self.follow(old, oldCount: searched, newCount: newCount, mapping: mapping) } : nil)
    }
    if let selection, selection >= 0, selection < self.count, selection != destinationIndex {
      events.merge(jump(toIndex: selection, at: time))
    }
    if let animation { holdViewsMovingOffScreen(animation, at: engine.time) }
    refresh(force: true)
    if let animation {
      planMoves(
        animation, at: engine.time, moved: moved,
        oldPlace: { newIndex in
          // The old index of an item that came into view (O(n) mapping calls, once per item).
          for old in 0..<searched where surviving(old) == newIndex { return old }
          return nil
        }, oldOffset: oldOffset, oldCount: oldCount, oldBase: oldBase)
      anchorLeavingViews()
    }
    return report(events)
  }

  /// The new index of old index `old`: its mapping, or for a deleted item the next remaining
  /// item's (else the previous one's). O(distance to a remaining item) `mapping` calls.
  static func follow(_ old: Int, oldCount: Int, newCount: Int, mapping: (Int) -> Int?) -> Int {
    func surviving(_ old: Int) -> Int? {
      guard let index = mapping(old), index >= 0, index < newCount else { return nil }
      return index
    }
    if let index = surviving(old) { return index }
    var next = old + 1
    while next < oldCount {
      if let index = surviving(next) { return index }
      next += 1
    }
    var previous = min(old, oldCount) - 1
    while previous >= 0 {
      if let index = surviving(previous) { return index }
      previous -= 1
    }
    return min(max(old, 0), newCount - 1)
  }

  /// The platform's settings changed: right to left applies at once; VoiceOver and Reduce
  /// Motion switch autoplay live.
  @discardableResult
  mutating func setEnvironment(_ environment: CarouselEnvironment, at time: Double) -> ScrollEvents {
    if environment.strings != self.environment.strings { drawn.stringsVersion &+= 1 }
    self.environment = environment
    translator.isRightToLeft = environment.isRightToLeft && environment.mirrorsGeometry
    return report(apply(at: time))
  }

  /// Replaces the layout, keeping the item the carousel is going to (any motion stops
  /// there). Every visible view is configured again.
  @discardableResult
  mutating func setLayout(_ layout: Layout, at time: Double) -> ScrollEvents {
    var events = engine.advance(to: time)
    // A drag in progress ends with its events, as when scrolling is disabled; the rest of the
    // touch is ignored.
    let releasedAfterDrag = endDragForChange(into: &events, at: time)
    let index = destinationIndex
    self.layout = layout
    translator.axis = layout.axis
    if let touch = touchState.touch { touchState = .ignored(touch) }
    events.merge(apply(at: time))
    if let index { events.merge(jump(toIndex: index, at: time)) }
    cancelTransition()
    planner.reset()
    refresh(force: true)
    return report(events, releasedAfterDrag: releasedAfterDrag)
  }

  // MARK: - Internals

  /// The engine configuration for the layout's geometry and the behaviour the environment
  /// allows.
  static func configuration(
    layout: Layout, count: Int, viewport: CarouselSize, behavior: ScrollBehavior, environment: CarouselEnvironment
  ) -> ScrollEngine.Configuration {
    var running = behavior
    if !CarouselAccessibility.allowsAutoplay(in: environment) { running.autoplay = nil }
    return ScrollEngine.Configuration(
      anchors: layout.anchors(count: max(count, 0), viewport: viewport, isLooping: behavior.isLooping),
      viewportLength: layout.axis.length(of: viewport), behavior: running)
  }

  /// Reconfigures the engine live for the current layout, viewport, behaviour and
  /// environment (and `count` items), then recomputes the frame.
  ///
  /// - Parameter follow: after a data change with a mapping, the new index of each old index
  ///   (``ScrollEngine/reconfigure(_:at:following:)``): the items are followed by identity.
  private mutating func apply(
    count: Int? = nil, at time: Double, refreshing: Bool = true, following follow: ((Int) -> Int)? = nil
  ) -> ScrollEvents {
    toggle.enable(Self.easesToggle(layout: layout, environment: environment))
    // A data change or a new layout notes the current item again, starting no toggle.
    toggle.position = nil
    let wasLooping = engine.configuration.loops
    let configuration = Self.configuration(
      layout: layout, count: count ?? self.count, viewport: viewport, behavior: behavior, environment: environment)
    if configuration != engine.configuration { reported.anchorsChanged = true }
    selectionRebases = true
    let events: ScrollEvents
    if let follow {
      events = engine.reconfigure(configuration, at: time, following: follow)
    } else if configuration == engine.configuration {
      events = engine.advance(to: time)
    } else {
      events = engine.reconfigure(configuration, at: time)
    }
    if wasLooping != engine.configuration.loops {
      cancelTransition()
      planner.reset()
    }
    if refreshing { refresh(force: true) }
    return events
  }

  /// Whether the driver eases a toggle for `layout`: it uses one, and Reduce Motion is off
  /// (``LayoutToggle``).
  static func easesToggle(layout: Layout, environment: CarouselEnvironment) -> Bool {
    layout.usesToggle && !environment.isReduceMotionEnabled
  }

  /// Notes the current item for the toggle (``LayoutToggle``), at the content's speed in
  /// items per second (its velocity over the distance between the current anchor and the
  /// next). O(1) (O(log n) for pages of different sizes).
  /// Returns the toggle's value now.
  @inline(never)
  private mutating func noteToggle(count: Int) -> Double {
    let position = engine.currentPosition
    var speed = 0.0
    if let position, engine.velocity != 0 {
      let anchors = engine.configuration.anchors
      let pitch = abs(anchors.offset(of: position &+ 1) - anchors.offset(of: position))
      if pitch > 0 { speed = abs(engine.velocity) / pitch }
    }
    toggle.note(
      position: position.map { engine.cycle &* count &+ $0 }, count: count, time: engine.time, itemsPerSecond: speed)
    return toggle.value(at: engine.time)
  }

  /// Recomputes the visible items and the slot plan for the engine's current offset.
  ///
  /// - Parameter force: recompute even if the offset, cycle, count, viewport and looping are
  ///   those of the last refresh (after the layout, the plan or the configuration changed).
  ///   Otherwise a call that moved nothing (a touch-down at rest, the platform's pan beginning
  ///   where the content is) costs no layout pass.
  mutating func refresh(force: Bool = false) {
    let count = engine.configuration.count
    // Only a layout that uses a toggle pays for it (a call kept out of line, so that this
    // function stays as small as before for every other layout).
    let toggleValue = toggle.isEnabled ? noteToggle(count: count) : 0
    let key = RefreshKey(
      offset: engine.offset, cycle: engine.cycle, count: count, viewport: viewport, loops: engine.configuration.loops,
      toggle: toggleValue)
    if !force, key == refreshedFor { return }
    let previous = refreshedFor
    refreshedFor = key
    drawn.needsDraw = true
    if toggle.isEnabled {
      layout.visibleItems(
        offset: engine.offset, count: count, viewport: viewport, isLooping: engine.configuration.loops,
        toggle: toggleValue, into: &items)
    } else {
      layout.visibleItems(
        offset: engine.offset, count: count, viewport: viewport, isLooping: engine.configuration.loops, into: &items)
    }
    let base = engine.cycle &* count
    // Most frames show the same positions as the last one: the slots, the items' places in
    // them and the copies shown stay as they are (a copy depends on the count, and the items'
    // order on the loop). A forced refresh (a new layout, data, a remapped plan) redoes them.
    if !force, let previous, previous.count == count, previous.loops == key.loops,
      planner.shows(positionsOf: self.items, offsetBy: base)
    {
      return
    }
    visibleVersion &+= 1
    // By index, reading only the positions (iterating the items would copy each one whole).
    let items = self.items
    planner.update(visible: items.indices.lazy.map { items[$0].position &+ base })
    while slotItems.count < planner.slotCount { slotItems.append(-1) }
    for slot in slotItems.indices { slotItems[slot] = -1 }
    for i in items.indices {
      if let slot = planner.slot(showing: items[i].position &+ base) { slotItems[slot] = i }
    }
    noteVisibility()
  }
}
