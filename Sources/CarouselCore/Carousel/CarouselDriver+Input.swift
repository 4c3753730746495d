extension CarouselDriver {
  /// The farthest a touch may travel, in points, and still be a tap; also the distance past
  /// which a drag's direction is decided (10 pt, as UIKit's tap and pan recognisers allow).
  public static var tapSlop: Double { touchSlop }

  // MARK: Raw touches

  /// Feeds one raw touch: the one way touches reach the carousel. Every front end sends its
  /// platform's touches here as they come (UIKit from a touch-down recogniser, SwiftUI from
  /// its drag gesture or, on iOS 18, UIKit recognisers, the browser from pointer events) and
  /// acts only on the returned events.
  ///
  /// The rules (the touch lifecycle):
  /// - `began`: a touch-down catches any motion where it is, at once, and holds autoplay. A
  ///   second finger while one is down is ignored, as is every touch while scrolling is
  ///   disabled (``isScrollEnabled``), except that it can still tap.
  /// - `moved`: nothing moves until the finger is more than ``tapSlop`` from where it went
  ///   down; then the drag is decided once: along the axis (within 45°) the content follows
  ///   the finger from there, without jumping by the slop (``ScrollEvents/dragBegan``);
  ///   across it the touch goes to an enclosing scroll view (``ScrollEvents/handedOff``), a
  ///   caught carousel settling on the nearest item. A platform pan recogniser can decide
  ///   first (``shouldBeginDrag(velocity:)``, ``pan(_:at:time:)``).
  /// - `ended`: a drag releases with the finger's velocity and snaps; a touch that never
  ///   left the slop is a tap on the item under it (``ScrollEvents/tappedIndex``) unless it
  ///   caught a motion, landed on a control (`target`) or the platform reports taps itself
  ///   (``tapsOnLift``); a caught carousel settles on the nearest item.
  /// - `cancelled` (the system took the touch): the content settles from where it is, with
  ///   no velocity and no tap; the next touch starts clean.
  ///
  /// Non-finite or huge locations never move the content or tap; a lift is never lost.
  ///
  /// - Parameters:
  ///   - phase: the touch's stage.
  ///   - point: the finger's location in the viewport, in points, as the platform reports it.
  ///   - time: the touch event's timestamp, in seconds, on the driver's clock.
  ///   - finger: the platform's identifier of the finger (UIKit: any constant; the browser:
  ///     `pointerId`).
  ///   - target: what the touch landed on (read at `began`).
  /// - Complexity: O(visible items), no allocation.
  @discardableResult
  public mutating func touch(
    _ phase: TouchEvent.Phase, at point: CarouselPoint, time: Double, finger: Int = 0, target: TouchTarget = .content
  ) -> ScrollEvents {
    var events = ScrollEvents()
    var releasedAfterDrag = false
    switch phase {
    case .began:
      if let press = lifecycle.press {
        guard press.finger == finger else { return report(engine.advance(to: time)) }  // a second finger
        // The same finger again: its lift was lost. End that touch first.
        events.merge(end(.cancelled, at: press.location, time: time, releasedAfterDrag: &releasedAfterDrag))
      }
      events.merge(begin(at: point, time: time, finger: finger, target: target))
    case .moved:
      guard var press = lifecycle.press, press.finger == finger else { return report(engine.advance(to: time)) }
      press.follow(to: point)
      events.merge(move(press, time: time))
    case .ended, .cancelled:
      guard let press = lifecycle.press, press.finger == finger else { return report(engine.advance(to: time)) }
      var press2 = press
      press2.follow(to: point)
      lifecycle = lifecycle.replacing(press2)
      events.merge(end(phase, at: point, time: time, releasedAfterDrag: &releasedAfterDrag))
    }
    return report(events, releasedAfterDrag: releasedAfterDrag)
  }

  /// Whether the carousel reports a tap when a touch lifts within the slop (`true`, the
  /// default), or the platform reports taps itself through ``tap(item:time:)`` (SwiftUI,
  /// where a tap gesture on an item loses to the controls inside it).
  public var tapsOnLift: Bool {
    get { lifecycleOptions.tapsOnLift }
    set { lifecycleOptions.tapsOnLift = newValue }
  }

  /// Whether the user can scroll the carousel by touch (default `true`). While `false`,
  /// touches neither catch nor drag the content (taps still select); programmatic scrolls,
  /// autoplay, the keyboard and accessibility actions still work. Set it with
  /// ``setScrollEnabled(_:at:)``.
  public var isScrollEnabled: Bool { lifecycleOptions.isScrollEnabled }

  /// Locks or unlocks swiping (FSPagerView's `isScrollEnabled`, SwiftUI's
  /// `scrollDisabled(_:)`). Locking it during a drag ends the drag: the content settles
  /// from where it is.
  @discardableResult
  public mutating func setScrollEnabled(_ enabled: Bool, at time: Double) -> ScrollEvents {
    var events = engine.advance(to: time)
    lifecycleOptions.isScrollEnabled = enabled
    if !enabled, let press = lifecycle.press, press.holdsContent {
      var released = press
      released.holdsContent = false
      if case .dragging = lifecycle { events.dragEnded = true }
      events.merge(engine.handle(TouchEvent(.cancelled, location: translator.location(press.location), time: time)))
      lifecycle = .released(released)
    }
    return report(events)
  }

  // MARK: Platform recognisers

  /// A platform pan recogniser asks whether it may begin (UIKit's
  /// `gestureRecognizerShouldBegin(_:)`, from its `velocity(in:)` or `translation(in:)`):
  /// the driver's direction decision. If the touch is still undecided, `velocity` decides
  /// it now (along the axis within 45°: the carousel's), so the raw touches and the
  /// recogniser never disagree; a decided touch answers as decided. `false` while scrolling
  /// is disabled or nothing can scroll, so that an enclosing scroll view keeps its pans.
  public mutating func shouldBeginDrag(velocity: CarouselPoint) -> Bool {
    guard isScrollEnabled, engine.configuration.isScrollable else { return false }
    let decided = DirectionLock.decide(axis: layout.axis, dx: velocity.x, dy: velocity.y)
    guard var press = lifecycle.press else { return decided == .carousel }
    switch lifecycle {
    case .pressed:
      if press.decision == .undecided, decided != .undecided {
        press.decision = decided
        lifecycle = .pressed(press)
      }
      return press.decision == .carousel
    case .dragging: return true
    case .released, .none: return false
    }
  }

  /// A platform pan recogniser's callbacks, beside the raw touches of the same finger:
  /// `began` claims the drag for the carousel (the content follows from where the finger is
  /// now); `cancelled` and `failed` mean the platform took the touch (the content settles
  /// from where it is, the rest of the touch is ignored). `changed` and `ended` change
  /// nothing: the raw touches move and release the content.
  @discardableResult
  public mutating func pan(_ state: RecognizerState, at point: CarouselPoint, time: Double) -> ScrollEvents {
    var events = ScrollEvents()
    switch state {
    case .possible, .changed, .ended:
      return report(engine.advance(to: time))
    case .began:
      if lifecycle.press == nil { events.merge(begin(at: point, time: time, finger: 0, target: .content)) }
      guard case .pressed(var press) = lifecycle else { return report(events) }
      press.follow(to: point)
      press.decision = .carousel
      events.merge(move(press, time: time))
    case .cancelled, .failed:
      guard var press = lifecycle.press else { return report(engine.advance(to: time)) }
      if case .released = lifecycle { return report(engine.advance(to: time)) }
      let wasDragging: Bool
      if case .dragging = lifecycle { wasDragging = true } else { wasDragging = false }
      if state == .failed && !wasDragging { return report(engine.advance(to: time)) }
      events.merge(engine.advance(to: time))
      if press.holdsContent {
        events.merge(engine.handle(TouchEvent(.cancelled, location: translator.location(press.location), time: time)))
      }
      events.dragEnded = wasDragging
      press.holdsContent = false
      press.travel = .infinity
      lifecycle = .released(press)
      return report(events, releasedAfterDrag: wasDragging && press.moved)
    }
    return report(events)
  }

  /// A platform tap recogniser on an item recognised (SwiftUI's `onTapGesture` on the item
  /// view, which loses to the controls inside it): reports ``ScrollEvents/tappedIndex`` if
  /// the touch it came from may select (it did not catch a motion, did not travel past the
  /// slop, was not cancelled). Each touch selects at most once.
  @discardableResult
  public mutating func tap(item index: Int, time: Double) -> ScrollEvents {
    var events = engine.advance(to: time)
    if let candidate = tapCandidate, candidate, index >= 0, index < count {
      events.tappedIndex = index
      consumeTap()
    }
    return report(events)
  }

  // MARK: Internals

  /// Whether the current touch (or, once it has lifted, the last one) may still select.
  var tapCandidate: Bool? {
    switch lifecycle {
    case .pressed(let press): return press.mayTap && !lifecycleOptions.lastTapConsumed
    case .dragging, .released: return false
    case .none: return lifecycleOptions.lastTouchMayTap
    }
  }

  private mutating func consumeTap() {
    lifecycleOptions.lastTapConsumed = true
    lifecycleOptions.lastTouchMayTap = false
  }

  /// A new touch goes down.
  private mutating func begin(at point: CarouselPoint, time: Double, finger: Int, target: TouchTarget)
    -> ScrollEvents
  {
    var events = engine.advance(to: time)
    let caught = needsFrames
    var holds = false
    if isScrollEnabled && engine.configuration.isScrollable {
      events.merge(engine.handle(TouchEvent(.began, location: translator.location(point), time: time)))
      holds = engine.phase == .dragging
    }
    // With scrolling disabled the touch stops nothing, so it may tap a moving carousel.
    var press = TouchPress(
      finger: finger, start: point, location: point, travel: 0, caughtMotion: caught && holds, target: target,
      holdsContent: holds, decision: .undecided, moved: false)
    if !(point.x.isFinite && point.y.isFinite) { press.travel = .infinity }
    lifecycle = .pressed(press)
    lifecycleOptions.lastTouchMayTap = false
    lifecycleOptions.lastTapConsumed = false
    return events
  }

  /// The finger of `press` moved (its location and travel already updated).
  private mutating func move(_ press: TouchPress, time: Double) -> ScrollEvents {
    var press = press
    switch lifecycle {
    case .none:
      return engine.advance(to: time)
    case .released:
      lifecycle = .released(press)
      return engine.advance(to: time)
    case .dragging:
      lifecycle = .dragging(press)
      return engine.handle(TouchEvent(.moved, location: translator.location(press.location), time: time))
    case .pressed:
      guard press.holdsContent else {
        // Scrolling is disabled: past the slop the touch is no longer a tap, and nothing moves.
        lifecycle = press.travel > Self.tapSlop ? .released(press) : .pressed(press)
        return engine.advance(to: time)
      }
      if press.decision == .undecided, press.travel > Self.tapSlop {
        press.decision = DirectionLock.decide(
          axis: layout.axis, dx: press.location.x - press.start.x, dy: press.location.y - press.start.y)
      }
      switch press.decision {
      case .undecided:
        lifecycle = .pressed(press)
        return engine.advance(to: time)
      case .carousel:
        // The drag starts where the finger is now: the content does not jump by the slop.
        var events = engine.handle(TouchEvent(.began, location: translator.location(press.location), time: time))
        guard engine.phase == .dragging else {
          // The engine ignored the touch (a time beyond ±maximumTime, a point that is not
          // finite): no drag begins, and the rest of this touch is ignored, so a motion in
          // progress goes on and still ends with its did-settle.
          press.holdsContent = false
          lifecycle = .released(press)
          return events
        }
        press.moved = true
        lifecycle = .dragging(press)
        events.dragBegan = true
        return events
      case .other:
        // The enclosing scroll view takes the touch; a caught carousel settles where it is.
        var events = engine.handle(
          TouchEvent(.cancelled, location: translator.location(press.location), time: time))
        press.holdsContent = false
        lifecycle = .released(press)
        events.handedOff = true
        return events
      }
    }
  }

  /// The touch lifts (`ended`) or is cancelled.
  private mutating func end(
    _ phase: TouchEvent.Phase, at point: CarouselPoint, time: Double, releasedAfterDrag: inout Bool
  ) -> ScrollEvents {
    var events = ScrollEvents()
    let state = lifecycle
    lifecycle = .none
    switch state {
    case .none:
      return engine.advance(to: time)
    case .released:
      events.merge(engine.advance(to: time))
    case .dragging(let press):
      let location = translator.location(point)
      let lift = TouchEvent(phase, location: location, time: time)
      events.merge(engine.handle(lift))
      if engine.phase == .dragging {
        // An invalid lift: the engine ignores it, so release where the content is.
        events.merge(engine.handle(TouchEvent(.cancelled, location: 0, time: engine.time)))
      }
      events.dragEnded = true
      releasedAfterDrag = press.moved
    case .pressed(let press):
      events.merge(engine.advance(to: time))
      if press.holdsContent, engine.phase == .dragging {
        events.merge(
          engine.handle(TouchEvent(.cancelled, location: translator.location(press.location), time: engine.time)))
      }
      let mayTap = phase == .ended && press.mayTap
      if mayTap && tapsOnLift {
        if let index = item(at: point)?.index { events.tappedIndex = index }
        lifecycleOptions.lastTouchMayTap = false
      } else {
        lifecycleOptions.lastTouchMayTap = mayTap && !lifecycleOptions.lastTapConsumed
      }
    }
    return events
  }
}
