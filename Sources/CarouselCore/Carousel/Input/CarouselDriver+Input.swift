extension CarouselDriver {
  /// The farthest a touch may travel, in points, and still be a tap; also the distance past
  /// which a drag's direction is decided (10 pt, as UIKit's tap and pan recognisers allow).
  public static var tapSlop: Double { touchSlop }

  // MARK: The one door

  /// Feeds one input: the one way a front end tells the carousel about the user. Every
  /// platform callback becomes one ``CarouselInput`` (see its table), and the front end acts
  /// only on the returned events, iterating ``ScrollEvents/forEachCallback(_:)``.
  ///
  /// The touch rules (``CarouselConfiguration/inputRules`` says who decides what):
  /// - A touch-down catches any motion where it is, at once, and holds autoplay. A second
  ///   finger is never followed, and a touch that saw one no longer taps. While scrolling is
  ///   disabled (``isScrollEnabled``) a touch neither catches nor drags, but can still tap.
  /// - Past ``tapSlop`` a touch no longer taps. Who owns the drag is decided once:
  ///   - ``InputRules/DragDecision/driver``: along the axis (within 45°) the content follows
  ///     the finger from where it is, without jumping by the slop (``ScrollEvents/dragBegan``);
  ///     across it the touch goes to the enclosing scroll view (``ScrollEvents/handedOff``).
  ///   - ``InputRules/DragDecision/platform``: only the platform's pan begins the drag
  ///     (``CarouselInput/platformDrag(_:at:time:)``); until then, and for good when it
  ///     fails or another recogniser owns the touch, the content stays where the touch-down
  ///     caught it, whatever the finger does, and settles from there when the touch ends.
  /// - A lift releases a drag with the finger's velocity; a touch that never left the slop,
  ///   caught no motion and landed on content is a tap (``ScrollEvents/tappedIndex``): on the
  ///   item under the finger, or the one the platform names (``InputRules/TapSource``), at
  ///   most once per touch. A caught carousel settles on the nearest item.
  /// - A cancelled touch (the system took it) lets the content settle from where it is, with
  ///   no velocity and no tap; the next touch starts clean.
  ///
  /// Non-finite or huge locations never move the content or tap; a lift is never lost.
  ///
  /// - Complexity: O(visible items), no allocation.
  @discardableResult
  public mutating func handle(_ input: CarouselInput) -> ScrollEvents {
    switch input {
    case .touch(let touch):
      return handleTouch(touch)
    case .platformDrag(let decision, let point, let time):
      return platformDrag(decision, at: point, time: time)
    case .tapItem(let index, let time):
      return tapItem(index, time: time)
    case .key(let arrow, let time):
      return press(arrow, at: time) ?? advance(to: time)
    case .accessibility(let action, let time):
      if action == .next || action == .previous { reported.pendingAnnouncement = false }
      return perform(action, at: time)
    case .adjust(let increment, let time):
      reported.pendingAnnouncement = true
      return adjust(increment: increment, at: time)
    case .scroll(let index, let animated, let time):
      // An index the data does not have yet is remembered for the data that has it
      // (``CarouselDataChange``); one it has replaces any such request.
      if index >= 0 { requestedIndex = index < count ? nil : index }
      return scroll(toIndex: index, animated: animated, at: time)
    case .accessibilityScroll(let direction, let time):
      return accessibilityScroll(direction, at: time) ?? advance(to: time)
    case .lostTouches(let time):
      return loseTouches(at: time)
    case .panShouldBegin(let velocity, let nested, let time):
      if let events = endPointerScrollForFingerPan(at: time) { return events }
      if canBeginDrag(velocity: velocity, enclosingScrollsAcross: nested) { return advance(to: time) }
      guard let touch = touchState.touch else { return advance(to: time) }
      return platformDrag(.failed, at: touch.location, time: time)
    case .dragGesture(let update):
      var events = ScrollEvents()
      for input in inputs(for: update) { events.merge(handle(input)) }
      if events.isEmpty, case .reset(let time) = update { return advance(to: time) }
      return events
    case .pointerScroll(let scroll):
      return pointerScroll(scroll)
    case .nestedPan(let pan):
      return nestedPan(pan).events
    case .accessibilityFocus(let slot, let time) where exposesItems:
      guard let index = visibleCopy(inSlot: slot)?.index, let target = accessibilityFocusScrollTarget(onItem: index)
      else { return advance(to: time) }
      return scroll(toIndex: target, animated: true, at: time)
    case .accessibilityFocus(let slot, let time), .focusInItem(let slot, let time):
      guard let target = focusScrollTarget(inSlot: slot) else { return advance(to: time) }
      return scroll(toIndex: target, animated: !environment.isReduceMotionEnabled, at: time)
    }
  }

  /// Who decides what about a touch (default ``InputRules/driver``). Set it once, before the
  /// first touch.
  var inputRules: InputRules {
    get { rules }
    set { rules = newValue }
  }

  /// Whether a finger is down on the carousel (from touch-down to lift or cancellation).
  public var isTouchDown: Bool { touchState.touch != nil }

  /// Whether the platform's pan recogniser may begin now, given its velocity (UIKit's
  /// `gestureRecognizerShouldBegin(_:)`, from `velocity(in:)`): a finger is down and the
  /// carousel may still take its drag, scrolling is enabled, something can scroll, and the
  /// movement is along the axis (within 45°; within atan(1/2) ≈ 26.57° when
  /// `enclosingScrollsAcross`: `DirectionLock`). Never while the driver follows a pointer
  /// scroll, which is no finger (``endPointerScrollForFingerPan(at:)``). A question only:
  /// asking changes nothing.
  func canBeginDrag(velocity: CarouselPoint, enclosingScrollsAcross: Bool = false) -> Bool {
    guard isScrollEnabled, engine.configuration.isScrollable, !followsPointerScroll else { return false }
    switch touchState {
    case .pressed, .caught, .dragging: break
    case .none, .liftedMayTap, .handedOff, .nested, .ignored: return false
    }
    return DirectionLock.decide(
      axis: layout.axis, dx: velocity.x, dy: velocity.y, enclosingScrollsAcross: enclosingScrollsAcross) == .carousel
  }

  /// Whether a hardware keyboard arrow moves the carousel now (so that the front end passes
  /// the others on up the responder chain). A question only.
  func accepts(_ arrow: CarouselAccessibility.Arrow) -> Bool {
    CarouselAccessibility.index(
      after: arrow, from: destinationIndex, count: count, isLooping: engine.configuration.loops,
      axis: layout.axis, isRightToLeft: environment.isRightToLeft) != nil
  }

  /// Whether the user can scroll the carousel by touch (default `true`). While `false`,
  /// touches neither catch nor drag the content (taps still select); programmatic scrolls,
  /// autoplay, the keyboard and accessibility actions still work. Set it with
  /// ``CarouselConfiguration/isScrollEnabled``.
  public var isScrollEnabled: Bool { scrollEnabled }

  /// Locks or unlocks swiping (FSPagerView's `isScrollEnabled`, SwiftUI's
  /// `scrollDisabled(_:)`). Locking it while a finger holds the content releases it: a drag
  /// ends and the content settles from where it is; the rest of the touch is ignored.
  @discardableResult
  mutating func setScrollEnabled(_ enabled: Bool, at time: Double) -> ScrollEvents {
    var events = engine.advance(to: time)
    scrollEnabled = enabled
    var releasedAfterDrag = false
    if !enabled, let touch = touchState.touch, holdsContent {
      if case .dragging = touchState {
        events.dragEnded = true
        releasedAfterDrag = true
      }
      events.merge(releaseContent(at: touch.location, time: time))
      touchState = .ignored(touch)
    }
    return report(events, releasedAfterDrag: releasedAfterDrag)
  }

  // MARK: Touches

  /// ``handleTouch(_:)`` writing into `events` (empty): a move of a drag goes straight to the
  /// engine and writes there, as `move(_:time:)` would.
  mutating func handleTouch(_ input: TouchInput, into events: inout ScrollEvents) {
    if input.phase == .moved, case .dragging(var touch) = touchState, touch.finger == input.finger {
      touch.location = input.location
      dragMove(touch, time: input.time, into: &events)
      report(into: &events)
      return
    }
    events = handleTouch(input)
  }

  /// A move of the dragging finger: the content follows it.
  private mutating func dragMove(_ touch: FollowedTouch, time: Double, into events: inout ScrollEvents) {
    touchState = .dragging(touch)
    engine.handle(TouchEvent(.moved, location: translator.location(touch.location), time: time), into: &events)
  }

  mutating func handleTouch(_ input: TouchInput) -> ScrollEvents {
    let time = input.time
    if input.phase == .moved {
      // The hot path (every move of a drag): no events to merge.
      guard var touch = touchState.touch, touch.finger == input.finger else { return advance(to: time) }
      touch.location = input.location
      var events = move(touch, time: time)
      report(into: &events)
      return events
    }
    var events = ScrollEvents()
    var releasedAfterDrag = false
    switch input.phase {
    case .began:
      if let touch = touchState.touch {
        guard touch.finger == input.finger else {
          // A second finger: never followed, and the touch is no longer a tap.
          if case .pressed(let first) = touchState { touchState = .caught(first) }
          return report(engine.advance(to: time))
        }
        // The same finger again: its lift was lost. End that touch first.
        events.merge(end(.cancelled, at: touch.location, time: time, releasedAfterDrag: &releasedAfterDrag))
      }
      events.merge(begin(input))
    case .moved:
      break
    case .ended, .cancelled:
      guard var touch = touchState.touch, touch.finger == input.finger else {
        return report(engine.advance(to: time))
      }
      touch.location = input.location
      touchState = touchState.replacing(touch)
      events.merge(end(input.phase, at: input.location, time: time, releasedAfterDrag: &releasedAfterDrag))
    }
    return report(events, releasedAfterDrag: releasedAfterDrag)
  }

  /// A new touch goes down: it catches any motion and holds the content (scrolling enabled).
  mutating func begin(_ input: TouchInput) -> ScrollEvents {
    var events = engine.advance(to: input.time)
    // The user took over: nothing is announced for an earlier accessibility action.
    reported.pendingAnnouncement = nil
    let moving = movesByItself
    if isScrollEnabled && engine.configuration.isScrollable {
      events.merge(engine.handle(TouchEvent(.began, location: translator.location(input.location), time: input.time)))
    }
    let touch = FollowedTouch(
      finger: input.finger, start: input.location, location: input.location, target: input.target)
    let finite = input.location.x.isFinite && input.location.y.isFinite
    let holds = engine.phase == .dragging
    if !finite {
      touchState = holds ? .caught(touch) : .ignored(touch)
    } else if moving && holds {
      touchState = .caught(touch)
    } else {
      touchState = .pressed(touch)
    }
    return events
  }

  /// The finger moved to `touch.location`.
  mutating func move(_ touch: FollowedTouch, time: Double) -> ScrollEvents {
    switch touchState {
    case .none, .liftedMayTap:
      return engine.advance(to: time)
    case .handedOff:
      touchState = .handedOff(touch)
      return engine.advance(to: time)
    case .nested:
      touchState = .nested(touch)
      return engine.advance(to: time)
    case .ignored:
      touchState = .ignored(touch)
      return engine.advance(to: time)
    case .dragging:
      var events = ScrollEvents()
      dragMove(touch, time: time, into: &events)
      return events
    case .caught:
      touchState = .caught(touch)
      guard rules.drag == .driver, holdsContent else { return engine.advance(to: time) }
      return decide(touch, time: time)
    case .pressed:
      guard touch.isPastSlop(touch.location) else {
        touchState = .pressed(touch)
        return engine.advance(to: time)
      }
      // Past the slop: no longer a tap.
      guard holdsContent else {
        touchState = .ignored(touch)
        return engine.advance(to: time)
      }
      guard rules.drag == .driver else {
        // The platform decides: the content stays where the touch-down caught it.
        touchState = .caught(touch)
        return engine.advance(to: time)
      }
      return decide(touch, time: time)
    }
  }

  /// The driver's own direction decision, once the finger is past the slop.
  mutating func decide(_ touch: FollowedTouch, time: Double) -> ScrollEvents {
    guard touch.isPastSlop(touch.location) else {
      touchState = touchState.replacing(touch)
      return engine.advance(to: time)
    }
    let decision = DirectionLock.decide(
      axis: layout.axis, dx: touch.location.x - touch.start.x, dy: touch.location.y - touch.start.y)
    switch decision {
    case .undecided:
      // Not a finite movement: the touch can no longer tap, and nothing moves.
      touchState = .caught(touch)
      return engine.advance(to: time)
    case .carousel:
      return beginDrag(touch, time: time)
    case .other:
      // The enclosing scroll view takes the touch; a caught carousel settles where it is.
      var events = releaseContent(at: touch.location, time: time)
      events.handedOff = true
      touchState = .handedOff(touch)
      return events
    }
  }

  /// The carousel owns the drag: the content follows the finger from where it is now, so it
  /// does not jump by the slop.
  mutating func beginDrag(_ touch: FollowedTouch, time: Double) -> ScrollEvents {
    var events = engine.handle(TouchEvent(.began, location: translator.location(touch.location), time: time))
    guard engine.phase == .dragging else {
      // The engine ignored the touch (a time beyond ±maximumTime, a point that is not
      // finite): no drag begins, and the rest of this touch is ignored, so a motion in
      // progress goes on and still ends with its did-settle.
      touchState = .ignored(touch)
      return events
    }
    touchState = .dragging(touch)
    events.dragBegan = true
    return events
  }

  /// The touch lifts (`ended`) or is cancelled.
  mutating func end(
    _ phase: TouchEvent.Phase, at point: CarouselPoint, time: Double, releasedAfterDrag: inout Bool
  ) -> ScrollEvents {
    var events = ScrollEvents()
    let state = touchState
    touchState = .none
    switch state {
    case .none, .liftedMayTap:
      return engine.advance(to: time)
    case .handedOff(let touch), .nested(let touch), .ignored(let touch):
      events.merge(engine.advance(to: time))
      // Nothing should still hold the content here; if anything does, let it go.
      events.merge(releaseContent(at: touch.location, time: engine.time))
    case .dragging:
      let lift = TouchEvent(phase, location: translator.location(point), time: time)
      events.merge(engine.handle(lift))
      if engine.phase == .dragging {
        // An invalid lift: the engine ignores it, so release where the content is.
        events.merge(engine.handle(TouchEvent(.cancelled, location: 0, time: engine.time)))
      }
      events.dragEnded = true
      releasedAfterDrag = true
    case .pressed, .caught:
      events.merge(engine.advance(to: time))
      if engine.phase == .dragging, let touch = state.touch {
        events.merge(
          engine.handle(TouchEvent(.cancelled, location: translator.location(touch.location), time: engine.time)))
      }
      guard phase == .ended, state.mayTap else { break }
      switch rules.taps {
      case .onLift:
        if let index = item(at: point)?.index { events.tappedIndex = index }
      case .fromPlatform:
        touchState = .liftedMayTap
      }
    }
    return events
  }

  // MARK: The platform's decisions

  /// The platform's pan recogniser decided (``CarouselInput/platformDrag(_:at:time:)``).
  mutating func platformDrag(_ decision: PlatformDrag, at point: CarouselPoint, time: Double)
    -> ScrollEvents
  {
    guard var touch = touchState.touch else { return report(engine.advance(to: time)) }
    switch decision {
    case .began:
      switch touchState {
      case .pressed, .caught:
        guard isScrollEnabled, engine.configuration.isScrollable else { return report(engine.advance(to: time)) }
        var events = engine.advance(to: time)
        touch.location = point
        events.merge(beginDrag(touch, time: time))
        return report(events)
      case .none, .liftedMayTap, .dragging, .handedOff, .nested, .ignored:
        return report(engine.advance(to: time))
      }
    case .failed, .cancelled:
      var events = engine.advance(to: time)
      switch touchState {
      case .pressed, .caught:
        let held = holdsContent
        events.merge(releaseContent(at: touch.location, time: time))
        if decision == .failed && held {
          events.handedOff = true
          touchState = .handedOff(touch)
        } else {
          touchState = .ignored(touch)
        }
        return report(events)
      case .dragging:
        events.merge(releaseContent(at: touch.location, time: time))
        events.dragEnded = true
        touchState = .ignored(touch)
        return report(events, releasedAfterDrag: true)
      case .nested:
        // The scroll view keeps the touch; the carousel can no longer take it.
        touchState = .handedOff(touch)
        return report(events)
      case .none, .liftedMayTap, .handedOff, .ignored:
        return report(events)
      }
    }
  }

  /// The carousel's pan, recognising alongside the pan of a scroll view inside an item,
  /// asks to begin or moved (``CarouselInput/nestedPan(_:)``): who moves, by ``EdgeHandoff``.
  /// Returns the events and, when the carousel takes the drag from that scroll view, the
  /// offset to hold it at (``CarouselUpdate/nestedScrollStop``).
  ///
  /// Asking to begin: refused as ``CarouselInput/panShouldBegin(velocity:enclosingScrollsAcross:time:)`` refuses
  /// (the pan fails; across the axis the enclosing scroll view gets the touch; a pointer
  /// scroll the driver still follows ends first: ``endPointerScrollForFingerPan(at:)``). Otherwise
  /// the pan begins either way: a drag in progress stays the carousel's (nothing is handed
  /// off, no scroll view is held); at the edge the touch stays pressed or caught and the pan's
  /// `began` begins the drag; away from it the scroll view keeps the drag (`nested`: the
  /// content is released where it was caught, ``ScrollEvents/handedOff``). A move while
  /// `nested` begins the drag where the finger is when that scroll view reached its edge.
  ///
  /// - Complexity: O(visible items), as any input.
  mutating func nestedPan(_ pan: NestedPan) -> (events: ScrollEvents, stop: CarouselPoint?) {
    let time = pan.time
    let owner = EdgeHandoff.owner(of: pan.scrollView, axis: layout.axis, velocity: pan.velocity)
    switch pan.phase {
    case .shouldBegin:
      if let events = endPointerScrollForFingerPan(at: time) { return (events, nil) }
      guard let touch = touchState.touch else { return (report(engine.advance(to: time)), nil) }
      guard canBeginDrag(velocity: pan.velocity, enclosingScrollsAcross: pan.enclosingScrollsAcross) else {
        return (platformDrag(.failed, at: touch.location, time: time), nil)
      }
      // The carousel owns the drag already (UIKit asks only a pan that has not begun): it
      // keeps it, as `panShouldBegin` leaves it.
      if case .dragging = touchState { return (report(engine.advance(to: time)), nil) }
      guard case .carousel(let stop) = owner else {
        var events = engine.advance(to: time)
        events.merge(releaseContent(at: touch.location, time: time))
        events.handedOff = true
        touchState = .nested(touch)
        return (report(events), nil)
      }
      return (report(engine.advance(to: time)), stop)
    case .changed:
      guard case .nested(var touch) = touchState, case .carousel(let stop) = owner, isScrollEnabled,
        engine.configuration.isScrollable
      else { return (report(engine.advance(to: time)), nil) }
      var events = engine.advance(to: time)
      touch.location = pan.location
      events.merge(beginDrag(touch, time: time))
      guard case .dragging = touchState else { return (report(events), nil) }
      return (report(events), stop)
    }
  }

  /// The platform recognised a tap on item `index` (``CarouselInput/tapItem(_:time:)``):
  /// selects if the touch it came from may tap, once.
  mutating func tapItem(_ index: Int, time: Double) -> ScrollEvents {
    var events = engine.advance(to: time)
    guard rules.taps == .fromPlatform, touchState.mayTap, index >= 0, index < count else { return report(events) }
    events.tappedIndex = index
    switch touchState {
    case .pressed(let touch): touchState = .caught(touch)
    default: touchState = .none
    }
    return report(events)
  }

  // MARK: Recovery

  /// The front end lost track of its touches (``CarouselInput/lostTouches(time:)``): the
  /// touch the driver follows is cancelled (a drag ends and the content settles from where
  /// it is, no tap), and a lift the platform still owes is no longer waited for.
  mutating func loseTouches(at time: Double) -> ScrollEvents {
    guard let touch = touchState.touch else {
      touchState = .none
      return report(engine.advance(to: time))
    }
    var events = ScrollEvents()
    var releasedAfterDrag = false
    events.merge(end(.cancelled, at: touch.location, time: time, releasedAfterDrag: &releasedAfterDrag))
    return report(events, releasedAfterDrag: releasedAfterDrag)
  }

  /// A change that a drag cannot survive (a new layout or new input rules): a drag in
  /// progress ends with its ``ScrollEvents/dragEnded`` and the content is released where it
  /// is; any touch down is ignored from then on. Returns whether a drag ended.
  mutating func endDragForChange(into events: inout ScrollEvents, at time: Double) -> Bool {
    guard let touch = touchState.touch else { return false }
    var ended = false
    if case .dragging = touchState {
      events.dragEnded = true
      ended = true
    }
    events.merge(releaseContent(at: touch.location, time: time))
    touchState = .ignored(touch)
    return ended
  }

  // MARK: Internals

  /// Whether the touch down holds the content under it (the engine follows it).
  var holdsContent: Bool { touchState.touch != nil && engine.phase == .dragging }

  /// Lets go of the content held under the finger, which settles from where it is with no
  /// velocity.
  mutating func releaseContent(at point: CarouselPoint, time: Double) -> ScrollEvents {
    guard engine.phase == .dragging else { return ScrollEvents() }
    return engine.handle(TouchEvent(.cancelled, location: translator.location(point), time: time))
  }
}

extension TouchState {
  /// The same stage with `touch` in it.
  func replacing(_ touch: FollowedTouch) -> TouchState {
    switch self {
    case .none, .liftedMayTap: return self
    case .pressed: return .pressed(touch)
    case .caught: return .caught(touch)
    case .dragging: return .dragging(touch)
    case .handedOff: return .handedOff(touch)
    case .nested: return .nested(touch)
    case .ignored: return .ignored(touch)
    }
  }
}
