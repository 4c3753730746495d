extension CarouselDriver {
  /// What the view in `slot` is drawn with at `time`: its laid-out attributes with the change
  /// in progress applied (not mirrored), `nil` for a slot that shows no item. O(1).
  func drawnAttributes(inSlot slot: Int, at time: Double) -> ItemAttributes? {
    guard slot >= 0, slot < slotItems.count, slotItems[slot] >= 0 else { return nil }
    var attributes = items[slotItems[slot]]
    if transition.moves, slot < transition.slots.count, let move = transition.slots[slot],
      move.position == planner.position(inSlot: slot)
    {
      let progress = transition.animation.progress(at: time - transition.start)
      move.offset?.apply(to: &attributes, remaining: 1 - progress)
      if move.appears { transition.animation.insertion.apply(to: &attributes, presence: progress, axis: layout.axis) }
    }
    return attributes
  }

  /// Before an animated change: what every shown view is drawn with now (the start of the
  /// moves), and the views of deleted items (`surviving` gives an old index's new one, `nil`
  /// when deleted), which leave through the removal effect in their held slots. Views still
  /// leaving from an earlier change start again from where they are drawn: towards their
  /// item's new place (``holdViewsMovingOffScreen(_:at:)`` finds it), or disappearing when
  /// the item is now deleted. O(slots).
  ///
  /// - Parameters:
  ///   - time: the change's time (the views were last drawn at the engine's time before it).
  mutating func captureDrawn(
    at time: Double, removal animation: CarouselChangeAnimation, surviving: (Int) -> Int?
  ) {
    let slots = planner.slotCount
    while transition.before.count < slots { transition.before.append(nil) }
    let axis = layout.axis
    var kept = 0
    for k in transition.leaving.indices {
      var leaving = transition.leaving[k]
      // Where the track moved it, kept: the view is anchored to the new track after the change.
      let track = trackShift(of: leaving)
      leaving.anchored = nil
      guard leaving.destination != nil || leaving.needsDestination else {
        // A deleted item goes on disappearing.
        track?.apply(to: &leaving.attributes, remaining: 1)
        transition.leaving[kept] = leaving
        kept += 1
        continue
      }
      leaving.attributes = leaving.drawn(after: engine.time - leaving.start, axis: axis, track: track)
      leaving.destination = nil
      leaving.offset = nil
      leaving.start = time
      leaving.animation = animation
      if let index = surviving(leaving.copy.index) {
        leaving.copy.index = index
        leaving.needsDestination = true
      } else if animation.removal == .none {
        planner.releaseHeld(leaving.slot)
        transition.leavingChanged = true
        continue
      } else {
        leaving.needsDestination = false
      }
      transition.leaving[kept] = leaving
      kept += 1
    }
    transition.leaving.removeLast(transition.leaving.count - kept)
    let content = engine.contentPosition
    for slot in transition.before.indices {
      // (Only views the front end has drawn: a slot planned but not drawn yet has none.)
      let isDrawn = slot < drawn.copies.count && drawn.copies[slot] != nil
      let attributes = isDrawn ? drawnAttributes(inSlot: slot, at: engine.time) : nil
      transition.before[slot] = attributes
      guard animation.removal != .none, let attributes, let copy = visibleCopy(inSlot: slot),
        surviving(copy.index) == nil
      else { continue }
      transition.leaving.append(
        ChangeTransition.LeavingView(
          slot: slot, copy: copy, attributes: attributes, phase: Self.distance(of: attributes.position, from: content),
          start: time, animation: animation))
      transition.leavingChanged = true
    }
  }

  /// After an animated change, before the plan is redone: the views of items that stay but
  /// whose new place is off screen keep their slots (held) and move there, then leave.
  /// (Their disappearance is reported as usual, when the plan is redone.) O(slots × visible
  /// items).
  mutating func holdViewsMovingOffScreen(_ animation: CarouselChangeAnimation, at time: Double) {
    let count = self.count
    guard count > 0 else { return }
    // The items visible after the change (the refresh that follows computes them again), in
    // the animated frames' buffer, which the next frame fills anew.
    var visible: [ItemAttributes] = []
    swap(&visible, &drawn.animatedItems)
    defer { swap(&visible, &drawn.animatedItems) }
    layout.visibleItems(
      offset: engine.offset, count: count, viewport: viewport, isLooping: engine.configuration.loops, into: &visible)
    let base = engine.cycle &* count
    let content = engine.contentPosition
    // Views that were already leaving towards their item's place: its new place.
    for k in transition.leaving.indices where transition.leaving[k].needsDestination {
      let copy = transition.leaving[k].copy
      let destination = layout.attributes(
        at: copy.copy &* count &+ copy.index &- base, offset: engine.offset, count: count, viewport: viewport)
      transition.leaving[k].needsDestination = false
      transition.leaving[k].destination = destination
      transition.leaving[k].offset = destination.flatMap {
        AttributeOffset(from: transition.leaving[k].attributes, to: $0)
      }
    }
    for slot in transition.before.indices {
      guard let before = transition.before[slot], let position = planner.position(inSlot: slot),
        !visible.contains(where: { $0.position &+ base == position }),
        let destination = layout.attributes(
          at: position &- base, offset: engine.offset, count: count, viewport: viewport),
        planner.hold(showing: position) != nil
      else { continue }
      // (The copy from the new position: the visible items are not redone yet.)
      let cycle = position >= 0 ? position / count : -((-position - 1) / count) - 1
      let copy = VisibleCopy(index: position - cycle * count, copy: cycle)
      transition.leaving.append(
        ChangeTransition.LeavingView(
          slot: slot, copy: copy, attributes: before, destination: destination,
          offset: AttributeOffset(from: before, to: destination),
          phase: Self.distance(of: destination.position, from: content), start: time, animation: animation))
      transition.leavingChanged = true
    }
  }

  /// After an animated change was applied and the plan redone: how each shown view moves
  /// from where it was drawn (``captureDrawn(at:removal:isDeleted:)``) to where it is laid
  /// out now, or appears.
  ///
  /// A view that showed an item before keeps its slot (`moved` gives its new position); an
  /// item that comes into view starts where the old layout put it (`oldPlace` gives its old
  /// index, `nil` for an inserted item, which appears through the insertion effect).
  ///
  /// - Complexity: O(slots), plus the `oldPlace` calls for the items that came into view.
  mutating func planMoves(
    _ animation: CarouselChangeAnimation, at time: Double, moved: (Int) -> Int?, oldPlace: (Int) -> Int?,
    oldOffset: Double, oldCount: Int, oldBase: Int
  ) {
    transition.animation = animation
    transition.start = time
    transition.moves = true
    while transition.slots.count < planner.slotCount { transition.slots.append(nil) }
    let count = self.count
    for slot in transition.slots.indices {
      transition.slots[slot] = nil
      guard slot < slotItems.count, slotItems[slot] >= 0, let position = planner.position(inSlot: slot), count > 0
      else { continue }
      let item = items[slotItems[slot]]
      var from: ItemAttributes?
      var appears = false
      if oldCount > 0, slot < transition.before.count, let before = transition.before[slot],
        moved(before.position &+ oldBase) == position
      {
        from = before
      } else if oldCount > 0, let old = oldPlace(item.index) {
        // The same cycle in the old track.
        let cycle = position >= 0 ? position / count : -((-position - 1) / count) - 1
        from = layout.attributes(
          at: cycle &* oldCount &+ old &- oldBase, offset: oldOffset, count: oldCount, viewport: viewport)
      } else {
        appears = animation.insertion != .none
      }
      let offset = from.flatMap { AttributeOffset(from: $0, to: item) }
      if offset != nil || appears {
        transition.slots[slot] = ChangeTransition.SlotMove(position: position, offset: offset, appears: appears)
      }
    }
    for slot in transition.before.indices { transition.before[slot] = nil }
  }

  /// After an animated change was applied: each leaving view not anchored yet (new, or one
  /// that an earlier change left: ``captureDrawn(at:removal:surviving:)`` kept where the track
  /// had moved it) is anchored to the track as it is now, at the position its distance from
  /// the content (its phase) rounds to, so that from now on it moves as that position does
  /// while the content is dragged or glides (``trackShift(of:)``). O(leaving views).
  mutating func anchorLeavingViews() {
    let count = self.count
    let content = engine.contentPosition
    let base = engine.cycle &* count
    for k in transition.leaving.indices where transition.leaving[k].anchored == nil {
      guard count > 0 else { break }
      // (A phase is a distance of a few items on screen; clamped so that a layout's bad value
      // cannot overflow.)
      let phase = transition.leaving[k].phase
      let steps = phase.isFinite ? Int(min(max(phase.rounded(), -1e6), 1e6)) : 0
      let position = content.position &+ steps
      transition.leaving[k].anchor = base &+ position
      transition.leaving[k].anchored = layout.attributes(
        at: position, offset: engine.offset, count: count, viewport: viewport)
    }
  }

  /// How far the track moved a leaving view since it was anchored (``anchorLeavingViews()``):
  /// the difference between the layout's attributes at its anchor position now and then (a
  /// translation along the axis for a linear layout; for a 3D one, the turn and scale of that
  /// position too), added to what it is drawn with, as its neighbours move with the content.
  /// `nil` when it is not anchored, there are no items, or the layout hides that position
  /// now. O(1).
  func trackShift(of leaving: ChangeTransition.LeavingView) -> AttributeOffset? {
    let count = self.count
    guard let then = leaving.anchored, count > 0,
      let now = layout.attributes(
        at: leaving.anchor &- engine.cycle &* count, offset: engine.offset, count: count, viewport: viewport)
    else { return nil }
    return AttributeOffset(from: now, to: then)
  }

  /// Ends the animated change in progress at once: its leaving views' slots are released
  /// (the next frame hides them) and every view is drawn as laid out. O(slots).
  mutating func cancelTransition() {
    for leaving in transition.leaving { planner.releaseHeld(leaving.slot) }
    transition.cancel()
  }

  /// At each update while a change animates: ends the moves and the disappearances whose time
  /// is up (a leaving view's slot is released: the frame hides it), and asks for a frame.
  /// While the carousel cannot be seen, nothing. O(slots).
  mutating func advanceTransition() {
    // (Hidden, the driver stands still: nothing is drawn until it can be seen again.)
    guard transition.isActive, environment.isVisible else { return }
    let now = engine.time
    drawn.needsDraw = true
    if transition.moves, now - transition.start >= transition.animation.duration {
      transition.moves = false
      for slot in transition.slots.indices { transition.slots[slot] = nil }
    }
    var kept = 0
    for leaving in transition.leaving {
      // (A reset of the plan released the slot already.)
      if planner.isHeld(leaving.slot) && now - leaving.start < leaving.animation.duration {
        transition.leaving[kept] = leaving
        kept += 1
      } else {
        planner.releaseHeld(leaving.slot)
        transition.leavingChanged = true
      }
    }
    transition.leaving.removeLast(transition.leaving.count - kept)
  }

  /// Adds the change in progress to a frame whose commands are in `drawn.draws` and whose
  /// attributes are `items`: the animated attributes of the shown views, the leaving views'
  /// attributes after them with a show command each (``SlotDraw/isDisappearing``), drawn
  /// behind the others. O(visible items + slots), no allocation once the buffers have grown.
  mutating func drawTransition(into frame: inout CarouselFrame) {
    let now = engine.time
    let progress = transition.animation.progress(at: now - transition.start)
    let axis = layout.axis
    var animated: [ItemAttributes] = []
    swap(&animated, &drawn.animatedItems)
    animated.removeAll(keepingCapacity: true)
    animated.append(contentsOf: items)
    if transition.moves {
      for slot in 0..<min(slotItems.count, transition.slots.count) {
        let k = slotItems[slot]
        guard k >= 0, let move = transition.slots[slot], move.position == planner.position(inSlot: slot) else {
          continue
        }
        move.offset?.apply(to: &animated[k], remaining: 1 - progress)
        if move.appears { transition.animation.insertion.apply(to: &animated[k], presence: progress, axis: axis) }
      }
    }
    drawn.transitionOrder.removeAll(keepingCapacity: true)
    for leaving in transition.leaving {
      let attributes = leaving.drawn(after: now - leaving.start, axis: axis, track: trackShift(of: leaving))
      var draw = SlotDraw(
        slot: leaving.slot, command: .show(item: animated.count, assigned: false), copy: leaving.copy,
        phase: leaving.phase)
      draw.isDisappearing = true
      drawn.draws.append(draw)
      animated.append(attributes)
      drawn.transitionOrder.append(leaving.slot)
    }
    if isMirrored {
      for k in animated.indices { animated[k] = animated[k].mirrored(in: viewport) }
    }
    swap(&animated, &drawn.animatedItems)
    drawn.transitionOrder.append(contentsOf: drawn.order)
    frame.orderChanged = frame.orderChanged || transition.leavingChanged
    transition.leavingChanged = false
    // The next frame redoes every command (the leaving ones are not the plan's).
    drawn.plan = nil
  }
}
