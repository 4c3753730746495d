extension ScrollViewPaging {
  /// ``willBeginDragging(offset:)`` with pages measured on demand: the page the drag starts
  /// from is found in O(log n) edges; ``anchors`` is not used.
  package mutating func willBeginDragging(offset: Double, pages: inout MeasuredPageAnchors) {
    motion = nil
    startPosition = pages.count > 0 ? pages.nearestPosition(to: offset) : 0
  }

  /// ``willEndDragging(offset:velocityPerMillisecond:time:)`` with pages measured on demand:
  /// the same rule (``SnapTargeting``), asking O(log n) edges; ``targetIndex`` is then the
  /// page's index among all pages (a row, say; item 0 is the rightmost page of a right-to-left
  /// list, whose anchors descend), and ``anchors`` is not used.
  package mutating func willEndDragging(
    offset: Double, velocityPerMillisecond: Double, time: Double, pages: inout MeasuredPageAnchors
  ) -> Double {
    let result = willEndDragging(
      offset: offset, velocityPerMillisecond: velocityPerMillisecond, time: time, lookup: &pages)
    if let motion {
      // The targeting searched positions (pages sorted by anchor): report the page.
      self.motion = (motion.start, motion.settle, pages.page(atPosition: motion.target))
    }
    return result
  }

  /// ``settleFromRest(offset:time:)`` with pages measured on demand.
  package mutating func settleFromRest(offset: Double, time: Double, pages: inout MeasuredPageAnchors) -> Bool {
    _ = willEndDragging(offset: offset, velocityPerMillisecond: 0, time: time, pages: &pages)
    guard isSettling, let target = targetIndex, pages.offset(ofPage: target) != offset else {
      _ = self.offset(at: time.isFinite ? time : 0)
      return false
    }
    return true
  }

  /// The page being settled on now rests at `anchor` (it was measured again: a self-sizing
  /// row laid out with its actual height, content that changed size): the settle continues
  /// from where it is, at its current velocity, to the new anchor. Returns whether it changed
  /// (not when there is no settle or the anchor moved by 0.25 pt or less). O(1).
  ///
  /// - Parameters:
  ///   - anchor: the page's resting offset now, in points.
  ///   - time: the current time, in seconds (the display link's clock).
  package mutating func retarget(to anchor: Double, time: Double) -> Bool {
    guard let motion, anchor.isFinite, time.isFinite, abs(anchor - motion.settle.target) > 0.25 else { return false }
    let t = max(time - motion.start, 0)
    let settle = SettleMotion(
      from: motion.settle.value(at: t), velocity: motion.settle.velocity(at: t), to: anchor,
      spring: spring.withoutOvershoot, rate: decelerationRate)
    self.motion = (time, settle, motion.target)
    return true
  }
}
