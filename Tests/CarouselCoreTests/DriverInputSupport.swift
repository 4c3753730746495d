@_spi(DriverEngine) @_spi(TrackTouchInput) @testable import CarouselCore

// The tests' shorthands for the driver's one door, `handle(_:)`: each builds one
// `CarouselInput` (or the inputs one platform callback stands for) and hands it over.
extension CarouselDriver {
  /// A raw touch (``CarouselInput/touch(_:)``).
  @discardableResult
  mutating func touch(
    _ phase: TouchEvent.Phase, at point: CarouselPoint, time: Double, finger: Int = 0, target: TouchTarget = .content
  ) -> ScrollEvents {
    handle(.touch(TouchInput(phase, at: point, time: time, finger: finger, target: target)))
  }

  /// A pan recogniser's state, through the front ends' translation
  /// (`RecognizerState.platformDrag`): `changed`, `ended` and `possible` carry nothing.
  @discardableResult
  mutating func pan(_ state: RecognizerState, at point: CarouselPoint, time: Double) -> ScrollEvents {
    guard let decision = state.platformDrag else { return advance(to: time) }
    return handle(.platformDrag(decision, at: point, time: time))
  }

  /// A platform tap on an item.
  @discardableResult
  mutating func tap(item index: Int, time: Double) -> ScrollEvents {
    handle(.tapItem(index, time: time))
  }

  /// A SwiftUI drag gesture callback, through `inputs(for:)`.
  @discardableResult
  mutating func drag(_ update: DragGestureUpdate) -> ScrollEvents {
    var events = ScrollEvents()
    var any = false
    for input in inputs(for: update) {
      any = true
      events.merge(handle(input))
    }
    guard !any else { return events }
    switch update {
    case .changed(_, _, let time), .ended(_, let time), .reset(let time): return advance(to: time)
    }
  }

  /// A touch sample in track coordinates, as the tools' engine input feeds it
  /// (`CarouselInput.trackTouch`): the platform's drag begins at touch-down.
  @discardableResult
  mutating func handle(_ touch: TouchEvent) -> ScrollEvents {
    let rules = inputRules
    inputRules.drag = .platform
    defer { inputRules = rules }
    var events = ScrollEvents()
    for input in CarouselInput.trackTouch(touch, axis: layout.axis, viewport: viewport) {
      events.merge(handle(input))
    }
    return events
  }

  /// A hardware keyboard arrow, `nil` when the driver does not take it (as a front end asks
  /// with `accepts(_:)` before sending it).
  mutating func pressKey(_ arrow: CarouselAccessibility.Arrow, at time: Double) -> ScrollEvents? {
    accepts(arrow) ? handle(.key(arrow, time: time)) : nil
  }
}
