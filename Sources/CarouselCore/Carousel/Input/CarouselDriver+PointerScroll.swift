extension CarouselDriver {
  /// A trackpad's or a mouse wheel's scroll (``PointerScroll``).
  /// Whether a pointer scroll may begin (``PointerScroll/Phase/possible``). A question only.
  func pointerScrollMayBegin(_ scroll: PointerScroll) -> Bool {
    guard isScrollEnabled, engine.configuration.isScrollable, touchState.touch == nil else { return false }
    let motion = scroll.translation
    return DirectionLock.decide(axis: layout.axis, dx: motion.x, dy: motion.y) == .carousel
  }

  /// Whether the touch the driver follows is a continuous pointer scroll's (no finger).
  var followsPointerScroll: Bool { touchState.touch?.finger == PointerScroll.finger }

  /// A finger's pan asks to begin (``CarouselInput/panShouldBegin(velocity:enclosingScrollsAcross:time:)``,
  /// ``CarouselInput/nestedPan(_:)`` with ``NestedPan/Phase/shouldBegin``) while the driver
  /// still follows a continuous pointer scroll: on UIKit both are one recogniser (the pan with
  /// `allowedScrollTypesMask`, `CarouselView+Gestures.swift`), whose delegate is asked
  /// `gestureRecognizerShouldBegin(_:)` only as it leaves `.possible`, so the scroll it carried
  /// is over and its end was lost. That scroll ends as a cancellation (a drag ends with its
  /// ``ScrollEvents/dragEnded`` and the content settles from where it is, with no velocity),
  /// as ``CarouselInput/lostTouches(time:)`` does; `nil` when the driver follows no pointer
  /// scroll. The pan is then refused (``canBeginDrag(velocity:enclosingScrollsAcross:)``): no
  /// finger is followed, since a finger that went down during the scroll was a second one.
  ///
  /// - Complexity: O(visible items), as any input.
  mutating func endPointerScrollForFingerPan(at time: Double) -> ScrollEvents? {
    guard followsPointerScroll else { return nil }
    return loseTouches(at: time)
  }

  mutating func pointerScroll(_ scroll: PointerScroll) -> ScrollEvents {
    let time = scroll.time
    guard scroll.phase != .possible else { return advance(to: time) }
    let center = CarouselPoint(x: viewport.width / 2, y: viewport.height / 2)
    let point = CarouselPoint(x: center.x + scroll.translation.x, y: center.y + scroll.translation.y)
    let finite = point.x.isFinite && point.y.isFinite
    switch scroll.kind {
    case .continuous:
      switch scroll.phase {
      case .possible: return advance(to: time)
      case .began:
        guard touchState.touch == nil, finite, isScrollEnabled, engine.configuration.isScrollable else {
          return advance(to: time)
        }
        var events = handle(.touch(TouchInput(.began, at: center, time: time, finger: PointerScroll.finger)))
        guard let touch = touchState.touch, touch.finger == PointerScroll.finger else { return events }
        // The pointer owns the drag at once: no slop, no direction to decide.
        events.merge(report(beginDrag(touch, time: time)))
        if point != center {
          events.merge(handle(.touch(TouchInput(.moved, at: point, time: time, finger: PointerScroll.finger))))
        }
        return events
      case .changed:
        guard finite else { return advance(to: time) }
        return handle(.touch(TouchInput(.moved, at: point, time: time, finger: PointerScroll.finger)))
      case .ended, .cancelled:
        guard let touch = touchState.touch, touch.finger == PointerScroll.finger else { return advance(to: time) }
        let phase: TouchEvent.Phase = scroll.phase == .ended ? .ended : .cancelled
        return handle(.touch(TouchInput(phase, at: finite ? point : touch.location, time: time, finger: touch.finger)))
      }
    case .discrete:
      defer { reported.wheelTranslation = scroll.phase == .ended || scroll.phase == .cancelled ? nil : point }
      guard scroll.phase == .began || scroll.phase == .changed, touchState.touch == nil, finite, isScrollEnabled
      else { return advance(to: time) }
      let before = translator.location(reported.wheelTranslation ?? center)
      let now = translator.location(point)
      guard now != before, now.isFinite, before.isFinite,
        let index = CarouselAccessibility.adjustedIndex(
          from: destinationIndex, count: count, isLooping: engine.configuration.loops, increment: now < before)
      else { return advance(to: time) }
      return self.scroll(toIndex: index, animated: true, at: time)
    }
  }
}
