extension ScrollEngine {
  /// Changes the configuration (viewport size, item count, spacing, policies) at `time`,
  /// keeping the current item in place, even in the middle of a drag or a motion.
  ///
  /// The content keeps its fractional position between the same two items: a rotation or a
  /// resize changes the points, not what is shown. When items disappear, an index that no
  /// longer exists becomes the last item. A motion in progress is re-planned from the mapped
  /// offset with its velocity scaled by the change of spacing, towards the same item (or the
  /// last one if it is gone); a drag continues under the finger. With fewer than 2 items the
  /// engine stops at rest on item 0 (or on nothing with no items). Autoplay turned on at rest
  /// steps a full interval after `time`.
  ///
  /// - Complexity: O(1) (O(log n) with pages of different sizes), plus the settle planning
  ///   of a motion in progress.
  @discardableResult
  public mutating func reconfigure(_ newConfiguration: Configuration, at time: Double) -> ScrollEvents {
    reconfigure(newConfiguration, at: time, following: { _ in nil }, followsItems: false)
  }

  /// Changes the configuration after a data change that moved items (inserts, deletes,
  /// moves): as ``reconfigure(_:at:)``, except that items are followed by identity rather
  /// than by index. `follow` gives the new index of each old index (for a deleted item, the
  /// index of the item that takes its place). The item nearest to the content keeps its
  /// place on screen exactly (its anchor's distance from the content is kept), a drag keeps
  /// its finger on the same item, and a settle or an animation goes to its target's new
  /// index; a glide is re-planned from the shifted offset with its velocity.
  ///
  /// - Complexity: as ``reconfigure(_:at:)``, plus a few `follow` calls.
  @discardableResult
  public mutating func reconfigure(_ newConfiguration: Configuration, at time: Double, following follow: (Int) -> Int)
    -> ScrollEvents
  {
    reconfigure(newConfiguration, at: time, following: { follow($0) }, followsItems: true)
  }

  /// The body of both: `follow` returns an old index's new index, or `nil` to keep the index
  /// (clamped into the items); `followsItems` keeps the nearest item's place on screen.
  mutating func reconfigure(
    _ newConfiguration: Configuration, at time: Double, following follow: (Int) -> Int?, followsItems: Bool
  ) -> ScrollEvents {
    var events = advance(to: time)
    let now = self.time
    let old = configuration
    let oldCount = old.count
    let newCount = newConfiguration.count

    // Where the content is, in item terms.
    let fractional = oldCount > 0 ? old.anchors.fractionalPosition(of: offset) : (position: 0, fraction: 0)
    let beforeFirst = !old.loops && oldCount > 0 && offset < old.bounds.lowerBound
    let afterLast = !old.loops && oldCount > 0 && offset > old.bounds.upperBound

    configuration = newConfiguration
    // The same item in the same cycle; saturates at ±maximumTrackPosition (a drag start
    // or a target many cycles away), so the product cannot overflow.
    func map(_ position: Int) -> Int {
      guard oldCount > 0, newCount > 0 else { return 0 }
      let oldIndex = TrackPosition.index(of: position, count: oldCount)
      let index = min(max(follow(oldIndex) ?? oldIndex, 0), newCount - 1)
      guard newConfiguration.loops, old.loops else { return index }
      let limit = ScrollEngine.maximumTrackPosition
      let cycles = min(max(TrackPosition.cycle(of: position, count: oldCount), -limit), limit)
      let (base, overflow) = cycles.multipliedReportingOverflow(by: newCount)
      guard !overflow, abs(base) <= limit else { return (cycles < 0 ? -limit : limit) + index }
      return base + index
    }

    guard newConfiguration.isScrollable else {
      offset = newCount > 0 ? newConfiguration.anchors.offset(of: 0) : 0
      velocity = 0
      state = .idle(since: now)
      resetCycle()
      finishCall(into: &events)
      return events
    }

    let oldGap =
      oldCount > 0
      ? old.anchors.offset(of: fractional.position + 1) - old.anchors.offset(of: fractional.position) : 1
    let newOffset: Double
    let scale: Double
    if oldCount == 0 {
      newOffset = newConfiguration.anchors.offset(of: 0)
      scale = 1
    } else if followsItems && !beforeFirst && !afterLast {
      // The nearest item keeps its distance from the content.
      let reference = fractional.fraction >= 0.5 ? fractional.position + 1 : fractional.position
      newOffset = newConfiguration.anchors.offset(of: map(reference)) + (offset - old.anchors.offset(of: reference))
      scale = 1
    } else if newConfiguration.anchors == old.anchors && newConfiguration.loops == old.loops {
      // Same geometry (only behaviour changed): exactly where it is.
      newOffset = offset
      scale = 1
    } else if beforeFirst {
      newOffset = newConfiguration.bounds.lowerBound + (offset - old.bounds.lowerBound)
      scale = 1
    } else if afterLast {
      newOffset = newConfiguration.bounds.upperBound + (offset - old.bounds.upperBound)
      scale = 1
    } else {
      let position = map(fractional.position)
      let kept = TrackPosition.index(of: fractional.position, count: oldCount) < newCount
      let fraction = kept ? fractional.fraction : 0
      newOffset = newConfiguration.anchors.offset(of: position, fraction: fraction)
      let newGap =
        newConfiguration.anchors.offset(of: position + 1) - newConfiguration.anchors.offset(of: position)
      scale = oldGap > 0 && newGap > 0 ? newGap / oldGap : 1
    }
    if !(old.loops && newConfiguration.loops) { resetCycle() }
    normaliseCycle()
    let newVelocity = velocity * scale

    switch state {
    case .idle:
      offset = newOffset
      velocity = 0
      // Autoplay turned on (VoiceOver stopped, the app enabled it) waits a full interval.
      if old.autoplay == nil && newConfiguration.autoplay != nil { state = .idle(since: now) }
    case .dragging(var drag):
      offset = newOffset
      let raw =
        newConfiguration.loops
        ? newOffset : newConfiguration.rubberBand.unclamp(newOffset, from: newConfiguration.bounds)
      drag.startRawOffset = raw - (drag.startLocation - drag.lastLocation)
      drag.startPosition = map(drag.startPosition)
      state = .dragging(drag)
      resetEstimator(at: now)
    case .decelerating:
      offset = newOffset
      release(velocity: newVelocity, startPosition: currentPosition ?? 0, at: now, into: &events)
    case .settling(_, _, let target), .animating(_, _, let target):
      offset = newOffset
      let animating = phase == .animating
      startMotion(to: map(target), velocity: newVelocity, at: now, animating: animating, into: &events)
    }
    finishCall(into: &events)
    return events
  }
}
