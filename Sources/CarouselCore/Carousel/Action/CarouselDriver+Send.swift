extension CarouselDriver {
  /// The most an action's time may move the driver's clock forward, in seconds: one hour.
  /// A later time moves it by this much only (every motion and autoplay interval is over by
  /// then), so that one bogus timestamp (a wall-clock time, 10⁹) cannot leave later ones
  /// behind the clock .
  public static var maximumClockJump: Double { 3_600 }
  /// How far behind the driver's clock an action's time may be and still be taken at the
  /// clock's time, in seconds: one second (a touch stamped before the display link's target
  /// time). A time further behind continues from the clock instead: the clock was ahead.
  public static var maximumClockSkew: Double { 1 }

  #if hasFeature(Embedded)
    // Embedded Swift emits no exported specialization (a client module that uses one links
    // against a symbol never built), so there the clients specialize the body themselves.
    public mutating func send(_ action: consuming CarouselAction<Layout>) -> CarouselUpdate { applying(action) }
  #else
    /// Applies one action and returns everything the front end must do: the one way in and
    /// the one way out.
    ///
    /// The front end builds the action from what its platform reports (a touch, a frame of the
    /// display link or a scheduled wake-up, its properties and the platform's settings as a
    /// ``CarouselConfiguration``, a data change), sends it, and applies the returned
    /// ``CarouselUpdate`` in its documented order; it keeps no copy of the driver's state.
    ///
    /// Times are seconds on one clock; a time that jumps by more than ``maximumClockJump``
    /// forward or ``maximumClockSkew`` back re-bases the clock instead of being obeyed.
    ///
    /// - Complexity: per action O(visible items × slots), independent of the item count (plus
    ///   O(log n) for pages of different sizes, O(n) for a data change with a mapping); no
    ///   allocation once the buffers have grown, as long as the previous update was dropped.
    @_specialize(exported:true,where Layout == AnyCarouselLayout)
    public mutating func send(_ action: consuming CarouselAction<Layout>) -> CarouselUpdate { applying(action) }
  #endif

  /// ``send(_:)``'s body.
  @inline(__always)
  mutating func applying(_ action: consuming CarouselAction<Layout>) -> CarouselUpdate {
    // The action taken apart in one switch (no copy of it); the update built where it is
    // returned, the frequent paths (a frame, a touch) writing their events straight into it.
    var update = CarouselUpdate(
      events: ScrollEvents(), frame: CarouselFrame(), schedule: .idle, isHandled: true,
      feedback: SelectionFeedbackPlan(), departures: [], accessibility: nil, nestedScrollStop: nil)
    // What the haptics need of the input, its kind, not the input itself (an optional whose
    // nested-pan case is boxed, which every action would then destroy through its metadata).
    var input = CarouselSelectionFeedback.InputKind.absent
    var routine = false
    apply(
      action, into: &update.events, handled: &update.isHandled, nestedScrollStop: &update.nestedScrollStop,
      input: &input, routine: &routine)
    finish(&update, input: input, routine: routine)
    return update
  }

  /// Applies `action`: its events, whether it was taken, where to hold a nested scroll view
  /// and the kind of input (as applied) it was.
  private mutating func apply(
    _ action: consuming CarouselAction<Layout>, into events: inout ScrollEvents, handled: inout Bool,
    nestedScrollStop: inout CarouselPoint?, input: inout CarouselSelectionFeedback.InputKind, routine: inout Bool
  ) {
    switch consume action {
    case .frame(let raw):
      routine = true
      advance(to: clock.map(raw, engineTime: engine.time), into: &events)
    case .input(.touch(var touch)):
      // The most frequent input (every move of a finger) goes straight to the touch path;
      // it is always taken (isHandled).
      routine = true
      let time = clock.map(touch.time, engineTime: engine.time)
      touch.time = time
      input = .touch(began: touch.phase == .began)
      handleTouch(touch, into: &events)
      if let tapped = events.tappedIndex, scrollsToTappedItem {
        events.merge(scroll(toIndex: tapped, animated: true, at: time))
      }
    case .input(let raw):
      let time = clock.map(raw.time, engineTime: engine.time)
      let timed = raw.retimed(time)
      input = CarouselSelectionFeedback.InputKind(timed)
      if case .dragGesture(.changed) = timed, !isTouchDown {
        // The first change of a SwiftUI drag is its touch-down (the haptics prepare then).
        input = .touch(began: true)
      }
      handled = isHandled(timed)
      if case .nestedPan(let pan) = timed {
        (events, nestedScrollStop) = nestedPan(pan)
      } else {
        events = handle(timed)
      }
      if let tapped = events.tappedIndex, scrollsToTappedItem {
        events.merge(scroll(toIndex: tapped, animated: true, at: time))
      }
      if case .adjust = timed {
        // (Not `destinationIndex.map(isShown)`: the closure would copy the driver.)
        if let destination = destinationIndex {
          reported.announcedItemWasShown = isShown(destination)
        } else {
          reported.announcedItemWasShown = true
        }
      }
    case .configure(let configuration, let raw):
      events = configure(configuration, at: clock.map(raw, engineTime: engine.time))
    case .data(let change, let raw):
      if change.animation != nil { transition.pendingCompletions &+= 1 }
      events = apply(change, at: clock.map(raw, engineTime: engine.time))
    }
  }

  /// The state for apps and front ends to read: position, phase, progress. O(1) (O(log n)
  /// for pages).
  public var state: CarouselState {
    CarouselState(
      count: count, currentIndex: currentIndex, destinationIndex: destinationIndex, phase: phase, offset: offset,
      unwrappedOffset: unwrappedOffset, velocity: velocity, progress: progress, time: clock.actionTime(engine.time),
      isTouchDown: isTouchDown, isDragging: { if case .dragging = touchState { return true } else { return false } }(),
      isAutoplayPausedByUser: isAutoplayPausedByUser)
  }

  // MARK: - Actions

  /// Whether the input is taken (``CarouselUpdate/isHandled``), asked before it is applied.
  private func isHandled(_ input: CarouselInput) -> Bool {
    switch input {
    case .key(let arrow, _): return accepts(arrow)
    case .accessibilityScroll(let direction, _): return acceptsAccessibilityScroll(direction)
    case .panShouldBegin(let velocity, let nested, _):
      return canBeginDrag(velocity: velocity, enclosingScrollsAcross: nested)
    case .nestedPan(let pan) where pan.phase == .shouldBegin:
      return canBeginDrag(velocity: pan.velocity, enclosingScrollsAcross: pan.enclosingScrollsAcross)
    case .pointerScroll(let scroll) where scroll.phase == .possible: return pointerScrollMayBegin(scroll)
    default: return true
    }
  }

  /// Brings the driver to `new`, applying only what changed.
  mutating func configure(_ new: CarouselConfiguration<Layout>, at time: Double) -> ScrollEvents {
    var events = ScrollEvents()
    var changed = false
    if new.inputRules != rules {
      changed = true
      let ended = endDragForChange(into: &events, at: time)
      rules = new.inputRules
      events = report(events, releasedAfterDrag: ended)
    }
    if new.layout != layout {
      changed = true
      events.merge(setLayout(new.layout, at: time))
    }
    if new.environment != environment {
      changed = true
      events.merge(setEnvironment(new.environment, at: time))
    }
    if new.behavior != behavior {
      changed = true
      events.merge(reconfigure(new.behavior, at: time))
    }
    if new.viewport != viewport {
      changed = true
      events.merge(resize(to: new.viewport, at: time))
    }
    if new.isAutoplayPaused != isAutoplayPausedByApp {
      changed = true
      events.merge(setAutoplayPaused(new.isAutoplayPaused, at: time))
    }
    if new.isScrollEnabled != scrollEnabled {
      changed = true
      events.merge(setScrollEnabled(new.isScrollEnabled, at: time))
    }
    if new.clampedPrefetchDistance != prefetchDistance {
      prefetchDistance = new.clampedPrefetchDistance
      events.merge(advance(to: time))
      changed = true
    }
    if new.exposesItemsToAccessibility != exposesItems {
      exposesItems = new.exposesItemsToAccessibility
      drawn.needsDraw = true
    }
    // (A change of the elements it makes, with VoiceOver's, is drawn by finish(_:input:routine:).)
    exposesControls = new.exposesItemControls
    labelsFromViews = new.itemLabelsComeFromViews
    if new.selectionFeedback != selectionFeedback || changed {
      selectionFeedback = new.selectionFeedback
      hapticsEnabled = selectionFeedback.isEnabled(for: layout)
    }
    scrollsToTappedItem = new.scrollsToTappedItem
    if !changed { events.merge(advance(to: time)) }
    return events
  }

  /// Applies a data change (``CarouselDataChange``).
  mutating func apply(_ change: CarouselDataChange, at time: Double) -> ScrollEvents {
    let wanted = change.selection ?? requestedIndex
    let newCount = min(max(change.count, 0), SnapAnchors.maximumCount)
    var target: Int?
    if let wanted, wanted >= 0 {
      if wanted < newCount {
        target = wanted
        requestedIndex = nil
      } else {
        requestedIndex = wanted
      }
    }
    guard let mapping = change.mapping else {
      return reload(count: change.count, currentIndex: target, at: time)
    }
    return reload(
      count: change.count, mapping: { old in old >= 0 && old < mapping.count ? mapping[old] : nil },
      mappedCount: mapping.count, selecting: target,
      animation: change.animation, at: time)
  }

  /// Whether item `index` has a view on screen now. O(slots).
  private func isShown(_ index: Int) -> Bool {
    for slot in 0..<slotCount where itemIndex(inSlot: slot) == index { return true }
    return false
  }

  // MARK: - The update

  /// What the front end draws, plays and schedules after `events`, handing the buffers out.
  ///
  /// A routine action (a frame, a touch) changes the accessibility element only through the
  /// destination, which the events report when it changes: otherwise its state is not looked
  /// at again.
  @inline(__always)
  private mutating func finish(
    _ update: inout CarouselUpdate, input: CarouselSelectionFeedback.InputKind, routine: Bool
  ) {
    update.feedback = feedbackPlan(input: input, events: update.events)
    // Departing views: the slots that showed the copies as last drawn.
    if !drawn.departures.isEmpty { drawn.departures.removeAll(keepingCapacity: true) }
    if !drawn.leaving.isEmpty || !update.events.disappeared.isEmpty {
      for copy in update.events.disappeared {
        if let k = drawn.leaving.firstIndex(where: { $0.copy == copy }) {
          drawn.departures.append(drawn.leaving[k].slot)
          drawn.leaving.remove(at: k)
        } else {
          drawn.departures.append(drawn.copies.firstIndex(of: copy) ?? -1)
        }
      }
      drawn.leaving.removeAll(keepingCapacity: true)
    }
    advanceTransition()
    if transition.pendingCompletions > 0 && !transition.isActive {
      update.completedChanges = transition.pendingCompletions
      transition.pendingCompletions = 0
    }
    let destination = destinationIndex
    if !drawn.needsDraw, !planner.hasChanges, !routine || update.events.destinationIndexChanged,
      accessibilityPresentation != drawn.presentation
    {
      // The elements changed with nothing else on screen (the destination's view was already
      // shown, VoiceOver started): drawn now rather than at the next motion.
      drawn.needsDraw = true
    }
    if drawn.needsDraw || planner.hasChanges { drawFrame(into: &update.frame, destination: destination) }
    update.frame.slotCount = slotCount
    if !routine || update.events.destinationIndexChanged || drawn.accessibility == nil {
      update.accessibility = accessibilitySummaryIfChanged(destination: destination)
    }
    update.schedule = schedule
    // (An empty list stays the shared empty one, not the driver's buffer: nothing to retain.)
    if !drawn.departures.isEmpty { update.departures = drawn.departures }
  }

  /// The slot commands of the latest frame, the drawing order and the accessibility order;
  /// marks the plan as drawn. O(slots²) for a handful of slots, no allocation once the
  /// buffers have grown. The buffers are the driver's, filled in place (written over by index,
  /// shortened only when a frame has fewer entries): unshared as long as the previous update
  /// was dropped.
  private mutating func drawFrame(into frame: inout CarouselFrame, destination: Int?) {
    drawn.needsDraw = false
    if drawn.plan == visibleVersion, !exposesItems, !planner.hasChanges, redrawMovedSlots(destination: destination) {
      frame.orderChanged = false
    } else {
      drawSlots(orderChanged: &frame.orderChanged, destination: destination)
      drawn.plan = exposesItems || drawn.draws.count != drawn.order.count ? nil : visibleVersion
    }
    // The elements, from the slot that speaks (also while a data change animates).
    // Read into locals first: a call on `self` while `drawn` is written copies the driver.
    let controls = presentsControls
    let speaking = controls ? drawn.draws.first(where: { $0.isAccessibilityElement })?.slot : nil
    let presentation: CarouselAccessibilityPresentation =
      exposesItems ? .items : speaking.map { .adjustableThenControls(slot: $0) } ?? .adjustable
    drawn.presentation = presentation
    frame.accessibilityPresentation = presentation
    let animates = transition.isActive || transition.leavingChanged
    if animates {
      // An animated data change: its attributes and leaving views (already mirrored).
      drawTransition(into: &frame)
      frame.draws = drawn.draws
      frame.items = drawn.animatedItems
      frame.drawingOrder = drawn.transitionOrder
      if !drawn.accessibilityOrder.isEmpty { frame.accessibilityOrder = drawn.accessibilityOrder }
      return
    }
    frame.draws = drawn.draws
    if isMirrored {
      // Right to left: the mirrored attributes, in the driver's buffer (same indices).
      for k in items.indices {
        if k < drawn.mirroredItems.count {
          drawn.mirroredItems[k] = items[k].mirrored(in: viewport)
        } else {
          drawn.mirroredItems.append(items[k].mirrored(in: viewport))
        }
      }
      if drawn.mirroredItems.count > items.count {
        drawn.mirroredItems.removeLast(drawn.mirroredItems.count - items.count)
      }
      frame.items = drawn.mirroredItems
    } else {
      frame.items = items
    }
    frame.drawingOrder = drawn.order
    if !drawn.accessibilityOrder.isEmpty { frame.accessibilityOrder = drawn.accessibilityOrder }
  }

  /// The frame when only the positions moved since the last one drawn (the same slots show
  /// the same items, nothing was hidden, no item is exposed to accessibility, the drawing
  /// order still ascends): each command's phase and the speaking slot, in place. Returns
  /// `false`, changing nothing, when the drawing order no longer holds.
  private mutating func redrawMovedSlots(destination: Int?) -> Bool {
    // Still ascending z, ties in slot order (what drawSlots' insertion gives)?
    var previous = -1
    var previousZ = -Double.infinity
    for slot in drawn.order {
      let z = items[slotItems[slot]].zIndex
      guard previousZ < z || (previousZ == z && previous < slot) else { return false }
      previous = slot
      previousZ = z
    }
    let content = engine.contentPosition
    var draws: [SlotDraw] = []
    swap(&draws, &drawn.draws)
    draws.withUnsafeMutableBufferPointer { draws in
      var speaking = -1
      var nearest = Double.infinity
      for i in draws.indices {
        let k = slotItems[draws[i].slot]
        let phase = Self.distance(of: items[k].position, from: content)
        draws[i].command = .show(item: k, assigned: false)
        draws[i].phase = phase
        draws[i].isAccessibilityElement = false
        if items[k].index == destination, abs(phase) < nearest {
          nearest = abs(phase)
          speaking = i
        }
      }
      if speaking >= 0 { draws[speaking].isAccessibilityElement = true }
    }
    swap(&draws, &drawn.draws)
    return true
  }

  /// Every slot's command, the drawing order and the accessibility order, from the plan.
  private mutating func drawSlots(orderChanged: inout Bool, destination: Int?) {
    if exposesItems {
      // Taken out while a method of the driver fills it (passing the driver's own buffer
      // would copy the driver).
      var exposed: [Int] = []
      swap(&exposed, &drawn.accessibilityOrder)
      accessibilityExposedSlots(into: &exposed)
      swap(&exposed, &drawn.accessibilityOrder)
    } else if !drawn.accessibilityOrder.isEmpty {
      drawn.accessibilityOrder.removeAll(keepingCapacity: true)
    }
    let slots = min(slotCount, slotItems.count)
    let count = self.count
    // Each item's distance from the resting place (relativePosition(of:)), from one lookup.
    let content = engine.contentPosition
    let destination = exposesItems ? nil : destination
    let base = engine.cycle &* count
    let planChanged = planner.hasChanges
    // The buffers are taken out of the driver while they are filled (the loop reads the
    // driver), sized first (the number of commands and of shown slots), so that the loop
    // writes through pointers: no bounds check, uniqueness check or resize per slot.
    var draws: [SlotDraw] = []
    var order: [Int] = []
    var copies: [VisibleCopy?] = []
    swap(&draws, &drawn.draws)
    swap(&order, &drawn.nextOrder)
    swap(&copies, &drawn.copies)
    while copies.count < slotCount { copies.append(nil) }
    var commands = 0
    var shown = 0
    for slot in 0..<slots {
      if slotItems[slot] >= 0 {
        shown += 1
        commands += 1
      } else if planner.isHeld(slot) {
        // A view leaving with an animated data change: drawn by drawTransition(into:).
        copies[slot] = nil
      } else if copies[slot] != nil || (planChanged && planner.change(inSlot: slot) == .cleared) {
        commands += 1
      }
    }
    Self.resize(&draws, to: commands, with: SlotDraw(slot: 0, command: .hide, copy: nil, phase: 0))
    Self.resize(&order, to: shown, with: 0)
    var speaking = -1
    var nearest = Double.infinity
    draws.withUnsafeMutableBufferPointer { draws in
      order.withUnsafeMutableBufferPointer { order in
        copies.withUnsafeMutableBufferPointer { copies in
          var written = 0
          var ordered = 0
          for slot in 0..<slots {
            let k = slotItems[slot]
            if k >= 0 {
              // The copy the slot shows: its unwrapped position's cycle (floor division), as
              // visibleCopy(inSlot:) computes it.
              let position = items[k].position &+ base
              let index = items[k].index
              let copy = VisibleCopy(
                index: index, copy: position >= 0 ? position / count : -((-position - 1) / count) - 1)
              let phase = Self.distance(of: items[k].position, from: content)
              if index == destination, abs(phase) < nearest {
                nearest = abs(phase)
                speaking = written
              }
              let assigned = (planChanged && planner.change(inSlot: slot) == .assigned) || copies[slot] == nil
              draws[written] = SlotDraw(
                slot: slot, command: .show(item: k, assigned: assigned), copy: copy, phase: phase)
              copies[slot] = copy
              // Drawing order: ascending z, ties in slot order (insertion).
              let z = items[k].zIndex
              var i = ordered
              while i > 0, items[slotItems[order[i - 1]]].zIndex > z {
                order[i] = order[i - 1]
                i -= 1
              }
              order[i] = slot
              ordered += 1
              written += 1
            } else if copies[slot] != nil || (planChanged && planner.change(inSlot: slot) == .cleared),
              !planner.isHeld(slot)
            {
              draws[written] = SlotDraw(slot: slot, command: .hide, copy: nil, phase: 0)
              copies[slot] = nil
              written += 1
            }
          }
        }
      }
    }
    swap(&draws, &drawn.draws)
    swap(&order, &drawn.nextOrder)
    swap(&copies, &drawn.copies)
    if speaking >= 0 { drawn.draws[speaking].isAccessibilityElement = true }
    for rank in drawn.accessibilityOrder.indices {
      for i in drawn.draws.indices where drawn.draws[i].slot == drawn.accessibilityOrder[rank] {
        drawn.draws[i].isAccessibilityElement = true
        drawn.draws[i].accessibilityRank = rank
      }
    }
    if planChanged { planner.acknowledgeChanges() }
    orderChanged = !Self.sameElements(drawn.nextOrder, drawn.order)
    if orderChanged { swap(&drawn.nextOrder, &drawn.order) }
  }

  /// Makes `array` `count` long: appends `filler` or drops the last elements (only when the
  /// length changes: a frame of the same shape touches nothing).
  @inline(__always)
  private static func resize<Element>(_ array: inout [Element], to count: Int, with filler: Element) {
    if array.count > count {
      array.removeLast(array.count - count)
    } else {
      while array.count < count { array.append(filler) }
    }
  }

  /// `a == b` for a few slots, without the generic comparison's call.
  @inline(__always)
  private static func sameElements(_ a: [Int], _ b: [Int]) -> Bool {
    guard a.count == b.count else { return false }
    for i in a.indices where a[i] != b[i] { return false }
    return true
  }

  /// What drives the next frame: the display link while the content moves by itself and can
  /// be seen, or the layout's toggle eases (``LayoutToggle``); at rest, autoplay's next step; while hidden with autoplay where the front end
  /// would not be told that it can be seen again
  /// (``CarouselEnvironment/visibilityIsUnannounced``), a check every
  /// ``hiddenRecheckInterval``; else nothing.
  var schedule: CarouselSchedule {
    guard environment.isVisible else {
      guard environment.visibilityIsUnannounced, behavior.autoplay != nil, engine.configuration.isScrollable else {
        return .idle
      }
      return .wake(at: clock.actionTime(engine.time + Self.hiddenRecheckInterval))
    }
    if movesByItself || transition.isActive || (toggle.isEnabled && toggle.isEasing(at: engine.time)) {
      return .displayLink
    }
    if let wake = nextWakeUp { return .wake(at: clock.actionTime(wake)) }
    return .idle
  }

  /// How often a hidden carousel with autoplay asks to be woken, in seconds, so that a front
  /// end that learns of its visibility only when asked (a UIKit carousel in a scrolled-away
  /// table header) can tell it: 1 s.
  public static var hiddenRecheckInterval: Double { 1 }

  /// The selection haptics of this update (``CarouselSelectionFeedback/forEachAction``): none
  /// without a selection step, an input or a settle, decided where the update is built (most
  /// frames), so that only the others hand the events to ``plannedFeedback(input:events:)``.
  @inline(__always)
  private func feedbackPlan(
    input: CarouselSelectionFeedback.InputKind, events: ScrollEvents
  ) -> SelectionFeedbackPlan {
    guard events.selection != nil || input != .absent || events.willSettle != nil else {
      return SelectionFeedbackPlan()
    }
    return plannedFeedback(input: input, events: events)
  }

  /// ``feedbackPlan(input:events:)`` of an update with a selection step, an input or a settle.
  private func plannedFeedback(
    input: CarouselSelectionFeedback.InputKind, events: ScrollEvents
  ) -> SelectionFeedbackPlan {
    var plan = SelectionFeedbackPlan()
    var clicked = false
    CarouselSelectionFeedback.forEachAction(
      isEnabled: hapticsEnabled, input: input, events: events,
      isMoving: movesByItself || phase == .dragging
    ) { action in
      switch action {
      case .prepare:
        if clicked { plan.preparesAfter = true } else { plan.prepares = true }
      case .selectionChanged:
        clicked = true
        plan.clicks += 1
      }
    }
    return plan
  }

  /// The accessibility element's state, when it changed since the last update.
  private mutating func accessibilitySummaryIfChanged(destination: Int?) -> CarouselAccessibilitySummary? {
    let key = accessibilityKey(destination: destination)
    guard key != drawn.accessibility else { return nil }
    drawn.accessibility = key
    if drawn.words?.version != drawn.stringsVersion {
      drawn.words = (drawn.stringsVersion, CarouselAccessibilitySummary.Words(environment.strings))
    }
    return CarouselAccessibilitySummary(
      index: key.index, count: key.count, canGoNext: key.canGoNext, canGoPrevious: key.canGoPrevious,
      autoplayAction: key.autoplayAction, words: drawn.words!.box, exposesItemControls: key.presentsControls)
  }
}

extension CarouselInput {
  /// The same input at `time`.
  func retimed(_ time: Double) -> CarouselInput {
    switch self {
    case .touch(var touch):
      touch.time = time
      return .touch(touch)
    case .platformDrag(let decision, let point, _): return .platformDrag(decision, at: point, time: time)
    case .tapItem(let index, _): return .tapItem(index, time: time)
    case .key(let arrow, _): return .key(arrow, time: time)
    case .accessibility(let action, _): return .accessibility(action, time: time)
    case .adjust(let increment, _): return .adjust(increment: increment, time: time)
    case .scroll(let index, let animated, _): return .scroll(toIndex: index, animated: animated, time: time)
    case .accessibilityScroll(let direction, _): return .accessibilityScroll(direction, time: time)
    case .lostTouches: return .lostTouches(time: time)
    case .panShouldBegin(let velocity, let nested, _):
      return .panShouldBegin(velocity: velocity, enclosingScrollsAcross: nested, time: time)
    case .accessibilityFocus(let slot, _): return .accessibilityFocus(slot: slot, time: time)
    case .nestedPan(var pan):
      pan.time = time
      return .nestedPan(pan)
    case .focusInItem(let slot, _): return .focusInItem(slot: slot, time: time)
    case .pointerScroll(var scroll):
      scroll.time = time
      return .pointerScroll(scroll)
    case .dragGesture(let update):
      switch update {
      case .changed(let start, let location, _):
        return .dragGesture(.changed(start: start, location: location, time: time))
      case .ended(let location, _): return .dragGesture(.ended(location: location, time: time))
      case .reset: return .dragGesture(.reset(time: time))
      }
    }
  }
}
