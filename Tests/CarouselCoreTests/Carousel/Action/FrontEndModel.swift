import Testing

@testable import CarouselCore

/// A front end as the issue describes one: slots as an array of item views, which applies
/// each ``CarouselUpdate`` mechanically (hide, configure when assigned, place; departures
/// looked up before drawing; callbacks in order; the schedule) and checks, at every update,
/// the invariants every real front end relies on:
///
/// - every assigned slot is placed in the same update, and no slot gets two commands;
/// - a slot is configured only when assigned (or when it has no view yet), and then shows
///   the attributes' item;
/// - appear and disappear balance: a copy appears only when not on screen, disappears only
///   when on screen, and each departure names the slot whose view showed it;
/// - after an update whose schedule is `.idle`, a frame action draws nothing and reports
///   nothing;
/// - what the views show is what the driver's visible items are;
/// - the accessibility element, as the updates' summaries last set it, says and offers what
///   the driver says now (no change goes unreported);
/// - the accessibility elements, as the frames last set them (``CarouselFrame/accessibilityPresentation``),
///   are the ones the driver presents now: the controls exposed are those of the slot that
///   speaks, and a change of VoiceOver or of the switches is drawn at once.
struct FrontEndModel<Layout: CarouselLayout> {
  /// One item view.
  struct ItemView: Equatable {
    var index: Int
    var isHidden: Bool
    var attributes: ItemAttributes
    /// How many times the provider was asked for this view's content.
    var configurations: Int
    /// It shows a deleted item disappearing (``SlotDraw/isDisappearing``).
    var isLeaving = false
  }

  var driver: CarouselDriver<Layout>
  var slots: [ItemView?] = []
  /// The copies the app was told are on screen (appear minus disappear).
  var onScreen: Set<VisibleCopy> = []
  /// The schedule of the latest update (`nil` before the first).
  var schedule: CarouselSchedule?
  /// Every callback delivered, in order.
  var callbacks: [ScrollCallback] = []
  /// The copies of items a data change deleted, which the update reports as leaving under
  /// their old identity.
  var deleted: Set<VisibleCopy> = []
  /// drag began minus drag ended.
  var openDrags = 0
  /// The updates applied.
  var updates = 0
  /// The drawing order as the frames last set it.
  var drawingOrder: [Int] = []
  /// The accessibility element's state as the updates last set it.
  var accessibility: CarouselAccessibilitySummary?
  /// The accessibility elements as the frames last set them.
  var presentation: CarouselAccessibilityPresentation = .adjustable

  init(_ driver: CarouselDriver<Layout>) {
    self.driver = driver
  }

  /// Sends an action and applies its update; returns it.
  @discardableResult
  mutating func send(_ action: CarouselAction<Layout>, sourceLocation: SourceLocation = #_sourceLocation)
    -> CarouselUpdate
  {
    let wasIdle = schedule == .idle
    let oldCount = driver.state.count
    let update = driver.send(action)
    var isData = false
    if case .data(let change, _) = action {
      isData = true
      // The app renames what is on screen as its data moved (the driver keeps those views).
      if let mapping = change.mapping, oldCount > 0 {
        let count = driver.state.count
        // Deleted items leave under their old identity: the app hears them first.
        func kept(_ index: Int) -> Bool {
          index < mapping.count && mapping[index].map { (0..<count).contains($0) } == true
        }
        if count > 0 {
          deleted = onScreen.filter { !kept($0.index) }
          onScreen.subtract(deleted)
        }
        onScreen = Set(
          onScreen.map { copy in
            guard copy.index < mapping.count, let index = mapping[copy.index], (0..<count).contains(index) else {
              return copy
            }
            return VisibleCopy(index: index, copy: copy.copy)
          })
        for slot in slots.indices {
          guard let view = slots[slot], view.index < mapping.count, let index = mapping[view.index],
            (0..<count).contains(index)
          else { continue }
          slots[slot]?.index = index
        }
      }
    }
    apply(
      update, afterIdleFrame: wasIdle && { if case .frame = action { return true } else { return false } }(),
      isData: isData, sourceLocation: sourceLocation)
    return update
  }

  mutating func apply(_ update: CarouselUpdate, afterIdleFrame: Bool, isData: Bool, sourceLocation: SourceLocation) {
    updates += 1
    if let summary = update.accessibility { accessibility = summary }
    #expect(
      accessibility?.index == driver.destinationIndex && accessibility?.count == driver.count
        && accessibility?.actions == driver.accessibilityActions
        && accessibility?.strings == driver.environment.strings,
      "the accessibility element is up to date", sourceLocation: sourceLocation)
    if afterIdleFrame {
      #expect(update.frame.isEmpty, "a frame after an idle schedule draws nothing", sourceLocation: sourceLocation)
      // (The prefetch set may still be refined: it names no drawn view.)
      #expect(
        update.events.callbacks.allSatisfy { $0.kind == .prefetch }, "a frame after an idle schedule reports nothing",
        sourceLocation: sourceLocation)
    }
    // Departing views, found before the frame reassigns their slots.
    #expect(update.departures.count == update.events.disappeared.count, sourceLocation: sourceLocation)
    for (copy, slot) in zip(update.events.disappeared, update.departures) {
      #expect(slot >= 0 && slot < slots.count, "a departing copy names its slot", sourceLocation: sourceLocation)
      if slot >= 0, slot < slots.count, let view = slots[slot] {
        #expect(
          view.index == copy.index && !view.isHidden, "the departing slot showed it", sourceLocation: sourceLocation)
      }
    }
    // The frame.
    while slots.count < update.frame.slotCount { slots.append(nil) }
    var seen = Set<Int>()
    for draw in update.frame.draws {
      #expect(seen.insert(draw.slot).inserted, "one command per slot", sourceLocation: sourceLocation)
      #expect(draw.slot >= 0 && draw.slot < slots.count, sourceLocation: sourceLocation)
      switch draw.command {
      case .hide:
        slots[draw.slot]?.isHidden = true
        slots[draw.slot]?.isLeaving = false
      case .show(let k, let assigned):
        #expect(
          update.frame.items.indices.contains(k), "the command's item is in the frame", sourceLocation: sourceLocation)
        guard let item = update.frame.attributes(of: draw) else { continue }
        #expect(
          item.center.x.isFinite && item.center.y.isFinite && item.size.width.isFinite && item.alpha.isFinite
            && item.scale.isFinite, sourceLocation: sourceLocation)
        #expect(draw.phase.isFinite, sourceLocation: sourceLocation)
        if draw.isDisappearing {
          // A deleted item's view, kept as it was until its disappearance ends.
          #expect(
            !assigned && slots[draw.slot] != nil && !draw.isAccessibilityElement,
            "a leaving view is a drawn view, never assigned, never the accessibility element",
            sourceLocation: sourceLocation)
          #expect(
            driver.visibleCopy(inSlot: draw.slot) == nil, "its slot shows no item", sourceLocation: sourceLocation)
          slots[draw.slot]?.attributes = item
          slots[draw.slot]?.isLeaving = true
          continue
        }
        // The command says what the driver says of the slot now (with an animated change's
        // offsets).
        let drawn = driver.drawnAttributes(inSlot: draw.slot, at: driver.time).map {
          driver.isMirrored ? $0.mirrored(in: driver.viewport) : $0
        }
        #expect(
          item == drawn && draw.copy == driver.visibleCopy(inSlot: draw.slot)
            && draw.phase == driver.relativePosition(inSlot: draw.slot),
          "the command is the slot's attributes, copy and phase", sourceLocation: sourceLocation)
        if assigned || slots[draw.slot] == nil {
          let previous = slots[draw.slot]?.configurations ?? 0
          #expect(!driver.planner.isHeld(draw.slot), "a leaving view is not reused", sourceLocation: sourceLocation)
          slots[draw.slot] = ItemView(
            index: item.index, isHidden: false, attributes: item, configurations: previous + 1)
        } else {
          // A kept view keeps its item; a data change may give that item a new index.
          if !isData {
            #expect(
              slots[draw.slot]?.index == item.index, "an unassigned slot keeps its item", sourceLocation: sourceLocation
            )
          }
          slots[draw.slot]?.index = item.index
          slots[draw.slot]?.attributes = item
          slots[draw.slot]?.isHidden = false
        }
      }
    }
    if !update.frame.isEmpty {
      // The drawing order: the shown slots by ascending z, ties in slot order.
      drawingOrder = update.frame.drawingOrder
      var shownZ: [(slot: Int, z: Double)] = []
      for slot in 0..<driver.slotCount {
        if let item = driver.attributes(inSlot: slot) { shownZ.append((slot, item.zIndex)) }
      }
      shownZ.sort { a, b in a.z < b.z || (a.z == b.z && a.slot < b.slot) }
      // Disappearing views first (behind), then the shown ones.
      let expected = update.frame.draws.filter(\.isDisappearing).map(\.slot) + shownZ.map(\.slot)
      #expect(drawingOrder == expected, "the drawing order ascends in z", sourceLocation: sourceLocation)
      // One adjustable element: the destination's copy nearest the resting place speaks.
      if !driver.configuration.exposesItemsToAccessibility {
        let speaking = update.frame.draws.filter(\.isAccessibilityElement).map(\.slot)
        let candidates = update.frame.draws.filter { draw in
          // (A leaving view never speaks.)
          guard !draw.isDisappearing, let item = update.frame.attributes(of: draw) else { return false }
          return item.index == driver.destinationIndex
        }
        let nearest = candidates.min { abs($0.phase) < abs($1.phase) }.map(\.slot)
        #expect(speaking == (nearest.map { [$0] } ?? []), "the speaking slot", sourceLocation: sourceLocation)
        if let controls = update.frame.accessibilityPresentation?.controlsSlot {
          #expect(
            speaking == [controls], "the controls exposed are the speaking item's", sourceLocation: sourceLocation)
        }
      }
      #expect(update.frame.accessibilityPresentation != nil, "a drawn frame says the elements")
    }
    if let applied = update.frame.accessibilityPresentation {
      presentation = applied
      #expect(
        presentation == driver.accessibilityPresentation, "the elements drawn are the driver's",
        sourceLocation: sourceLocation)
    }
    if update.schedule == .idle {
      // At rest, what was last drawn still holds (a change of elements is never left undrawn).
      #expect(
        presentation == driver.accessibilityPresentation,
        "the elements applied are the driver's at rest: \(presentation) vs \(driver.accessibilityPresentation)",
        sourceLocation: sourceLocation)
    }
    // The callbacks, in order.
    update.events.forEachCallback { callback in
      callbacks.append(callback)
      switch callback {
      case .appeared(let copy):
        #expect(onScreen.insert(copy).inserted, "appears once: \(copy)", sourceLocation: sourceLocation)
      case .disappeared(let copy) where deleted.contains(copy):
        deleted.remove(copy)
      case .disappeared(let copy):
        #expect(onScreen.remove(copy) != nil, "disappears after appearing: \(copy)", sourceLocation: sourceLocation)
      case .dragBegan:
        openDrags += 1
        #expect(openDrags == 1, "one drag at a time", sourceLocation: sourceLocation)
      case .dragEnded:
        openDrags -= 1
        #expect(openDrags == 0, "a drag ends once", sourceLocation: sourceLocation)
      default: break
      }
    }
    #expect(
      deleted.isEmpty, "every deleted copy on screen is reported leaving: \(deleted)", sourceLocation: sourceLocation)
    deleted = []
    schedule = update.schedule
    // What is shown is what the driver shows.
    let shown = slots.indices.compactMap { slot -> Int? in
      guard let view = slots[slot], !view.isHidden, !view.isLeaving else { return nil }
      return view.index
    }.sorted()
    let visible = (0..<driver.slotCount).compactMap { driver.attributes(inSlot: $0)?.index }.sorted()
    #expect(shown == visible, "the views show the visible items", sourceLocation: sourceLocation)
    let state = driver.state
    #expect(
      state.offset.isFinite && state.velocity.isFinite && state.unwrappedOffset.isFinite, sourceLocation: sourceLocation
    )
    if let progress = state.progress { #expect(progress.isFinite, sourceLocation: sourceLocation) }
    #expect(!state.isDragging || state.isTouchDown, "dragging implies a touch down", sourceLocation: sourceLocation)
    #expect((openDrags == 1) == state.isDragging, "drag events balance the drag", sourceLocation: sourceLocation)
  }

  /// Frames every 1/60 s while the schedule asks for them (wake-ups included), up to
  /// `limit` seconds of the actions' clock; returns whether it came to rest (idle or waiting).
  @discardableResult
  mutating func run(for limit: Double) -> Bool {
    var time = driver.state.time
    let end = time + limit
    while time < end {
      switch schedule {
      case .idle, nil: return true
      case .wake(let at):
        if driver.state.phase == .idle { return true }
        time = max(time, at)
      case .displayLink: time += 1.0 / 60
      }
      send(.frame(time: time))
    }
    return schedule != .displayLink
  }

  /// A clean swipe of `distance` points along the axis from the middle, then the lift.
  mutating func swipe(by distance: Double, finger: Int = 77, axis: ScrollAxis = .horizontal) {
    let viewport = driver.configuration.viewport
    let start = CarouselPoint(x: viewport.width / 2, y: viewport.height / 2)
    var time = driver.state.time + 0.05
    send(.input(.touch(TouchInput(.began, at: start, time: time, finger: finger))))
    if driver.configuration.inputRules.drag == .platform {
      let point =
        axis == .horizontal ? CarouselPoint(x: start.x - 12, y: start.y) : CarouselPoint(x: start.x, y: start.y - 12)
      time += 1.0 / 120
      send(.input(.touch(TouchInput(.moved, at: point, time: time, finger: finger))))
      send(.input(.platformDrag(.began, at: point, time: time)))
    }
    for step in 1...12 {
      time += 1.0 / 120
      let d = distance * Double(step) / 12
      let point =
        axis == .horizontal ? CarouselPoint(x: start.x - d, y: start.y) : CarouselPoint(x: start.x, y: start.y - d)
      send(.input(.touch(TouchInput(.moved, at: point, time: time, finger: finger))))
    }
    let end =
      axis == .horizontal
      ? CarouselPoint(x: start.x - distance, y: start.y) : CarouselPoint(x: start.x, y: start.y - distance)
    send(.input(.touch(TouchInput(.ended, at: end, time: time + 1.0 / 120, finger: finger))))
  }
}
