/// Whether a carousel plays selection haptics: a click for every item the selection point
/// passes (``ScrollEvents/selection``), as `UIPickerView` clicks for every row.
///
/// ``automatic`` (the front ends' default) plays them for a picker drum (``DrumLayout``),
/// which users expect to click on every detent as `UIPickerView` and SwiftUI's wheel `Picker`
/// always do, and not for the other layouts: a banner or a photo pager that clicked on every
/// swipe and autoplay step would be noise.
public enum CarouselSelectionFeedback: String, Sendable, Hashable, CaseIterable {
  /// On for ``DrumLayout``, off for every other layout.
  case automatic
  /// Always on.
  case enabled
  /// Always off.
  case disabled

  /// Whether haptics play with `layout`. O(1).
  package func isEnabled<Layout: CarouselLayout>(for layout: Layout) -> Bool {
    switch self {
    case .automatic: return layout.clicksLikeAPicker
    case .enabled: return true
    case .disabled: return false
    }
  }

  /// What a front end does with its platform's selection feedback generator.
  package enum Action: Sendable, Hashable {
    /// Wake the generator so that the next click is on time (`prepare()`).
    case prepare
    /// Click once (`selectionChanged()`).
    case selectionChanged
  }

  /// The generator calls for one driver call, in order: `input` is what the front end handed
  /// the driver (`nil` for a display-link frame or another call), `events` what it returned.
  ///
  /// - ``Action/prepare`` when a touch comes down (the first sample of a finger: Apple asks to
  ///   prepare the generator when the interaction begins, as the touch-down of a picker), and
  ///   when a motion that no finger drives starts (``ScrollEvents/willSettle`` of an animated
  ///   scroll, an accessibility step or an autoplay step), before its first click;
  /// - then ``Action/selectionChanged`` once per ``ScrollCallback/selection(_:)`` callback,
  ///   so a frame that passes three items clicks three times;
  /// - then ``Action/prepare`` again after clicks while the content still moves (`isMoving`:
  ///   a drag, a glide, a settle or an animation in progress), since a generator stays
  ///   prepared only until it next gives feedback.
  ///
  /// Nothing when `isEnabled` is false. O(selection steps), no allocation.
  package static func forEachAction<Failure: Error>(
    isEnabled: Bool, input: CarouselInput?, events: ScrollEvents, isMoving: Bool,
    _ body: (Action) throws(Failure) -> Void
  ) throws(Failure) {
    try forEachAction(isEnabled: isEnabled, input: InputKind(input), events: events, isMoving: isMoving, body)
  }

  /// What ``forEachAction(isEnabled:input:events:isMoving:_:)`` needs to know of the input:
  /// whether there was one, and whether it was a touch, a touch's `began` or not.
  package enum InputKind: Sendable, Hashable {
    /// No input (a frame, a configuration, a data change).
    case absent
    /// A touch; `began`: its `began` (or the first change of a SwiftUI drag, its touch-down).
    case touch(began: Bool)
    /// Any other input.
    case other

    /// The kind of `input`.
    @inline(__always)
    package init(_ input: CarouselInput?) {
      switch input {
      case .none: self = .absent
      case .touch(let touch): self = .touch(began: touch.phase == .began)
      case .platformDrag, .tapItem, .key, .accessibility, .adjust, .scroll, .accessibilityScroll, .pointerScroll,
        .accessibilityFocus, .focusInItem, .lostTouches, .panShouldBegin, .dragGesture, .nestedPan:
        self = .other
      }
    }
  }

  /// ``forEachAction(isEnabled:input:events:isMoving:_:)`` with the kind of input.
  package static func forEachAction<Failure: Error>(
    isEnabled: Bool, input: InputKind, events: ScrollEvents, isMoving: Bool,
    _ body: (Action) throws(Failure) -> Void
  ) throws(Failure) {
    guard isEnabled else { return }
    let prepares: Bool
    switch input {
    case .touch(let began): prepares = began
    case .absent, .other: prepares = events.willSettle != nil && events.dragEnded == false
    }
    if prepares { try body(.prepare) }
    guard let selection = events.selection, selection.stepCount > 0 else { return }
    for _ in 0..<selection.stepCount { try body(.selectionChanged) }
    if isMoving { try body(.prepare) }
  }
}
