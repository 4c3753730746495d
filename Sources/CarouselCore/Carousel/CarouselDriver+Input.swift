/// What the touch rules remember between calls.
struct TouchState: Sendable, Hashable {
  /// A pan (or a raw touch sequence) is moving the content.
  var isPanning = false
  /// The latest touch-down caught a motion, so the touch only stops the carousel.
  var caughtMotion = false
  /// Where the raw touch sequence of ``CarouselDriver/touch(_:at:time:)`` went down, in
  /// viewport coordinates.
  var start: CarouselPoint?
  /// How far that touch has travelled from `start`, at most, in points.
  var travel = 0.0
}

extension CarouselDriver {
  /// The farthest a touch may travel, in points, and still be a tap (10 pt, as a
  /// `UITapGestureRecognizer` allows).
  public static var tapSlop: Double { 10 }

  // MARK: Input

  /// A finger touched down: any motion stops where it is, at once.
  @discardableResult
  public mutating func touchDown(at point: CarouselPoint, time: Double) -> ScrollEvents {
    touch.caughtMotion = needsFrames
    touch.isPanning = false
    return feed(.began, at: point, time: time)
  }

  /// The pan recogniser's callbacks. `began` restarts the drag where the finger is now (the
  /// content does not jump by the recogniser's slop), `changed` moves the content, `ended`
  /// releases with the estimated velocity, `cancelled` and `failed` with none.
  @discardableResult
  public mutating func pan(_ stage: GestureTranslator.Stage, at point: CarouselPoint, time: Double) -> ScrollEvents {
    switch stage {
    case .possible: return .none
    case .began: touch.isPanning = true
    case .changed: break
    case .ended, .cancelled, .failed: touch.isPanning = false
    }
    return feed(stage, at: point, time: time)
  }

  /// The finger lifted (or the touch was cancelled). Without a pan in progress, the content
  /// caught by ``touchDown(at:time:)`` settles on the nearest item; during a pan it does
  /// nothing (the pan's `ended` releases with the fling's velocity, whichever callback comes
  /// first).
  @discardableResult
  public mutating func touchUp(time: Double) -> ScrollEvents {
    guard !touch.isPanning, phase == .dragging else { return advance(to: time) }
    return feed(.cancelled, at: CarouselPoint(x: viewport.width / 2, y: viewport.height / 2), time: time)
  }

  /// The item a tap at `point` selects, or `nil`: a tap on no item, or a tap whose touch-down
  /// caught a motion (it only stopped the carousel).
  public func tap(at point: CarouselPoint) -> Int? {
    guard !touch.caughtMotion else { return nil }
    return item(at: point)?.index
  }

  /// Raw touches, for front ends that see every touch rather than recognisers' callbacks
  /// (SwiftUI's `DragGesture(minimumDistance: 0)`, the playground's pointer events): `began`
  /// is a touch-down and starts the drag at once, `moved` drags, `ended` releases with the
  /// fling's velocity and, if the touch travelled at most ``tapSlop`` and did not catch a
  /// motion, reports the item under it in ``ScrollEvents/tappedIndex``; `cancelled` releases
  /// with no velocity. A `moved` or `ended` without a `began` is ignored.
  @discardableResult
  public mutating func touch(_ phase: TouchEvent.Phase, at point: CarouselPoint, time: Double) -> ScrollEvents {
    switch phase {
    case .began:
      var events = touchDown(at: point, time: time)
      events.merge(pan(.began, at: point, time: time))
      touch.start = point
      touch.travel = 0
      return events
    case .moved, .ended, .cancelled:
      guard let start = touch.start else { return advance(to: time) }
      let dx = point.x - start.x
      let dy = point.y - start.y
      let distance = (dx * dx + dy * dy).squareRoot()
      if distance.isFinite { touch.travel = max(touch.travel, distance) } else { touch.travel = .infinity }
      if phase == .moved { return pan(.changed, at: point, time: time) }
      let isTap = phase == .ended && touch.travel <= Self.tapSlop
      let tapped = isTap ? tap(at: point) : nil
      touch.start = nil
      var events = pan(phase == .ended ? .ended : .cancelled, at: point, time: time)
      events.merge(touchUp(time: time))
      events.tappedIndex = tapped
      return events
    }
  }

  /// Feeds one gesture stage to the engine through the translator.
  private mutating func feed(_ stage: GestureTranslator.Stage, at point: CarouselPoint, time: Double) -> ScrollEvents {
    guard let event = translator.event(stage, at: point, time: time) else { return advance(to: time) }
    return handle(event)
  }
}
