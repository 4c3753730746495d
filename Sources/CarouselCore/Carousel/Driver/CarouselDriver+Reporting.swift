extension CarouselDriver {
  /// Finishes every public call: ends motions that have nothing left to move, decides the
  /// settle events (``ScrollEvents/willSettle`` and ``ScrollEvents/didSettle`` only when the
  /// content actually moves, once per motion), the destination, progress, prefetch and
  /// announcement events (each when it changed), and returns the views that appeared and
  /// disappeared since the last call.
  ///
  /// - Parameter releasedAfterDrag: a drag that moved the content ended during the call: if
  ///   the release has nothing left to move (it lifted exactly on an item), the pair is
  ///   reported at once.
  @inline(__always)
  mutating func report(_ events: consuming ScrollEvents, releasedAfterDrag: Bool = false) -> ScrollEvents {
    var events = events
    report(into: &events, releasedAfterDrag: releasedAfterDrag)
    return events
  }

  /// ``report(_:releasedAfterDrag:)`` in place: the hot paths build their events in the value
  /// they return, so the events are never copied (each copy retains and releases its lists).
  mutating func report(into events: inout ScrollEvents, releasedAfterDrag: Bool = false, advanced: Bool = false) {
    events.willSettle = nil
    events.didSettle = nil
    // A motion of zero length (a lift on an item, or anywhere with free snapping, with no
    // velocity) ends now, not a frame later, so that it is never reported as a settle. (After
    // a frame the engine has just advanced to its time.)
    if !advanced, engine.phase == .settling || engine.phase == .animating || engine.phase == .decelerating {
      engine.advance(to: engine.time, into: &events)
    }
    refresh()
    switch engine.phase {
    case .settling, .animating, .decelerating:
      let target = motionDestination
      if announcedSettle == nil || (events.settleTarget != nil && target != announcedSettle) {
        events.willSettle = target
        announcedSettle = target
      }
    case .dragging:
      // A touch caught the motion: it ends without settling; the touch's own pair follows.
      announcedSettle = nil
    case .idle:
      if announcedSettle != nil {
        events.didSettle = engine.currentIndex
        announcedSettle = nil
      } else if releasedAfterDrag || (events.settleTarget != nil && engine.unwrappedOffset != reportedOffset) {
        // The motion started and ended within this call (a drag lifted on an item, an
        // autoplay step or a settle caught up over a long pause of the clock).
        events.willSettle = engine.currentIndex
        events.didSettle = engine.currentIndex
      }
    }
    reportedOffset = engine.unwrappedOffset
    noteSelection(&events)
    noteDerivedEvents(&events)
    pendingVisibility.deliver(into: &events)
  }

  /// The item the motion in progress comes to rest on: the settle's or the animation's
  /// target, or for a free glide the item nearest to where it stops (the edge, past one).
  var motionDestination: Int? {
    if let target = engine.targetIndex { return target }
    guard case .decelerating(_, let glide, let edge) = engine.state else { return engine.currentIndex }
    let count = engine.configuration.count
    guard count > 0 else { return nil }
    let rest = edge?.edge ?? glide.restPoint
    let anchors = engine.configuration.anchors
    let position = anchors.nearestPosition(to: rest)
    return engine.configuration.loops
      ? TrackPosition.index(of: position, count: count) : min(max(position, 0), count - 1)
  }

  /// The unwrapped track position of the item at the selection point: the current position
  /// plus the whole cycles re-based away; `nil` with no items. O(1) (O(log n) for pages).
  var selectionPosition: Int? {
    guard let position = engine.currentPosition else { return nil }
    let (base, overflow) = engine.cycle.multipliedReportingOverflow(by: engine.configuration.count)
    return overflow ? position : base &+ position
  }

  /// Adds the selection steps since the last report (``ScrollEvents/selection``): one per item
  /// the selection point passed, unless the call re-selected without moving through the
  /// items (a jump, a new layout, viewport, data, behaviour or environment).
  @inline(__always)
  private mutating func noteSelection(_ events: inout ScrollEvents) {
    let now = selectionPosition
    if !selectionRebases, let before = selectedPosition, let now, now != before {
      events.selection = SelectionSteps(start: before, end: now, count: engine.configuration.count)
    }
    selectedPosition = now
    selectionRebases = false
  }

  /// Adds the events derived from the state at the end of a call, each only when it changed
  /// since the last call: the destination, the progress, the items to prefetch, and the
  /// announcement due once the carousel rests after an accessibility action.
  /// O(1) (O(log n) for pages), plus O(``CarouselConfiguration/prefetchDistance`` × visible items) when
  /// prefetching; no allocation unless the prefetched items change.
  private mutating func noteDerivedEvents(_ events: inout ScrollEvents) {
    // The destination can change only with the current item, the phase or the target, or
    // when the items do (the engine reports each): otherwise it is not looked up again.
    let count = self.count
    if reported.destination == nil || reported.count != count || events.currentIndexChanged || events.phase != nil
      || events.settleTarget != nil
    {
      let destination = destinationIndex
      if reported.destination != .some(destination) {
        reported.destination = .some(destination)
        events.destinationIndexChanged = true
        events.destinationIndex = destination
      }
    }
    // The progress changes only with the offset or the track.
    let offset = engine.unwrappedOffset
    if reported.destination == nil || reported.count != count || offset != reported.progressOffset
      || reported.anchorsChanged
    {
      let progress = self.progress
      if let progress, progress != reported.progress { events.progress = progress }
      reported.progress = progress
      reported.progressOffset = offset
      reported.anchorsChanged = false
    }
    reported.count = count
    // The upcoming items change only with the visible ones or the direction of motion.
    let direction = engine.phase == .idle || engine.velocity == 0 ? 0 : engine.velocity < 0 ? -1 : 1
    let upcomingFrom = (version: visibleVersion, direction: direction, lookahead: prefetchDistance)
    if prefetchDistance > 0, reported.upcomingFrom.map({ $0 != upcomingFrom }) ?? true {
      reported.upcomingFrom = upcomingFrom
      var upcoming: [Int] = []
      swap(&upcoming, &reported.upcoming)
      upcomingIndices(lookahead: prefetchDistance, into: &upcoming)
      swap(&upcoming, &reported.upcoming)
      if reported.upcoming != reported.prefetch {
        swap(&reported.upcoming, &reported.prefetch)
        events.prefetchChanged = true
        events.prefetch = reported.prefetch
      }
    }
    if let follows = reported.pendingAnnouncement, engine.phase == .idle, let index = engine.currentIndex {
      events.announcement = CarouselAnnouncement(
        index: index, followsAdjustableAction: follows,
        repeatsWhatWasRead: follows && (!labelsFromViews || reported.announcedItemWasShown))
      reported.pendingAnnouncement = nil
    }
  }

  /// Jumps to item `index` without animation: not a settle (as `UIScrollView`'s
  /// `setContentOffset(_:animated: false)` reports no end of scrolling).
  mutating func jump(toIndex index: Int, at time: Double) -> ScrollEvents {
    var events = engine.scroll(toIndex: index, animated: false, at: time)
    events.settleTarget = nil
    announcedSettle = nil
    selectionRebases = true
    return events
  }

  /// Compares what each slot shows with what it showed when last noted, and records the
  /// copies that appeared and disappeared. O(slots), no allocation once the driver's buffers
  /// have grown (``PendingVisibility``).
  mutating func noteVisibility() {
    while reportedCopies.count < planner.slotCount { reportedCopies.append(nil) }
    for slot in reportedCopies.indices {
      let now = visibleCopy(inSlot: slot)
      let before = reportedCopies[slot]
      guard now != before else { continue }
      pendingVisibility.record(before, now)
      reportedCopies[slot] = now
    }
    pendingVisibility.finishNote()
  }
}
