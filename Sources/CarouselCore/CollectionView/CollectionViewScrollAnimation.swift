/// The animated `scrollToItem` of a collection view layout, driven by a display link, with the
/// touch rules of ``ScrollViewPaging``: a touch-down stops it where it is (and the front end
/// cancels that touch for the cells, so it selects nothing), a lift without a drag settles
/// from rest on the nearest item, and every animation that ends (on its item, caught by a
/// finger, stopped by the app) reports it once, as `UIScrollView` reports the end of
/// `setContentOffset(_:animated:)` with `scrollViewDidEndScrollingAnimation(_:)`.
///
/// Times are seconds on the display link's clock; offsets are content offsets along the axis,
/// in points.
package struct CollectionViewScrollAnimation: Sendable {
  private var motion: (start: Double, settle: SettleMotion, index: Int)?
  private var caught = false

  package init() {}

  /// Whether an animation is running (keep the display link running while it is).
  package var isRunning: Bool { motion != nil }

  /// The item the running animation goes to.
  package var targetIndex: Int? { motion?.index }

  /// Whether a touch-down caught an animation and its finger has not lifted yet.
  package var isCaught: Bool { caught }

  /// Starts an animation from rest at `offset` to `target`, item `index`, replacing a running
  /// one (which then reports nothing: the scroll goes on). Its speed profile is the core's
  /// settle from rest, without the peak-speed limit of a release. Returns whether anything
  /// moves (false when the content is already there: nothing to report either).
  package mutating func start(
    from offset: Double, to target: Double, index: Int, rate: DecelerationRate, time: Double
  ) -> Bool {
    caught = false
    guard offset.isFinite, target.isFinite, time.isFinite, offset != target else {
      motion = nil
      return false
    }
    let settle = SettleMotion(from: offset, velocity: 0, to: target, rate: rate, limitsPeakSpeed: false)
    motion = (time, settle, index)
    return true
  }

  /// A display-link frame: the offset to show and whether the animation ended with it (report
  /// `scrollViewDidEndScrollingAnimation`, stop the link); `nil` without an animation. The last
  /// frame is exactly on the target.
  package mutating func frame(at time: Double) -> (offset: Double, ended: Bool)? {
    guard let motion else { return nil }
    let t = time.isFinite ? time - motion.start : motion.settle.duration
    guard t < motion.settle.duration else {
      self.motion = nil
      return (motion.settle.target, true)
    }
    return (motion.settle.value(at: t), false)
  }

  /// A finger touched the collection view. Returns whether it caught an animation, which
  /// then stops where it is and has ended (report it; the front end cancels the touch for the
  /// cells, so that it never selects the item under the finger).
  package mutating func touchDown() -> Bool {
    guard motion != nil else { return false }
    motion = nil
    caught = true
    return true
  }

  /// The app stopped the animation (or scrolled without animation). Returns whether one was
  /// running, which has then ended (report it).
  package mutating func stop() -> Bool {
    caught = false
    guard motion != nil else { return false }
    motion = nil
    return true
  }

  /// A finger took over (the scroll view began dragging): whatever was caught is the drag's
  /// now, and the release is the layout's `targetContentOffset` as usual.
  package mutating func dragBegan() {
    caught = false
    motion = nil
  }

  /// The catching finger lifted without dragging: a new animation from rest at `offset` to the
  /// nearest item (`nearest`, its index and resting offset), so the content never stays
  /// between items. Returns whether one started (not when the content is already there).
  package mutating func lift(
    at offset: Double, nearest: (index: Int, offset: Double)?, rate: DecelerationRate, time: Double
  ) -> Bool {
    guard caught else { return false }
    caught = false
    guard let nearest else { return false }
    return start(from: offset, to: nearest.offset, index: nearest.index, rate: rate, time: time)
  }
}
