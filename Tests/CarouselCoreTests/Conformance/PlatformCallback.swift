@testable import CarouselCore

/// One callback as a platform delivers it to a carousel front end, written as data: the
/// conformance scenarios replay sequences of these and assert on the events. Recogniser and
/// drag callbacks go through the core's translation, the one the front ends call
/// (`RecognizerState.touchPhase`, `RecognizerState.platformDrag`,
/// `CarouselDriver.inputs(for:)`); the browser's pointer events are mapped to touch phases
/// here, as the playground page's script maps them before it sends them.
///
/// - UIKit (and SwiftUI from iOS 18, through `UIGestureRecognizerRepresentable`): a touch-down
///   recogniser (`UILongPressGestureRecognizer`, `minimumPressDuration = 0`, recognising
///   simultaneously with every other recogniser) reports `began` at touch-down, `changed` for
///   every movement and `ended` or `cancelled` at the end; the pan recogniser (one touch)
///   asks its delegate `gestureRecognizerShouldBegin(_:)` once it has moved past its
///   hysteresis, then reports `began`, `changed`, `ended`; when the system takes the touch
///   both report `cancelled`. The order of two recognisers' callbacks for one touch event is
///   not documented, so the scenarios use both orders.
/// - SwiftUI before iOS 18: `DragGesture(minimumDistance: 0)` calls `onChanged` for every
///   movement (the first carries the touch-down point as `startLocation`), `onEnded` only
///   when it ends successfully; a `@GestureState` resets after `onEnded` and on cancellation.
/// - The browser: Pointer Events `pointerdown`, `pointermove`, `pointerup`, `pointercancel`
///   (when the browser takes the touch for its own panning), each with a `pointerId`.
enum PlatformCallback {
  case touchDownRecognizer(RecognizerState, x: Double, y: Double, t: Double, onControl: Bool = false)
  /// `gestureRecognizerShouldBegin(_:)` of the pan, with its `velocity(in:)`; `begins` is what
  /// the scenario expects the driver to answer.
  case panShouldBegin(vx: Double, vy: Double, begins: Bool)
  case panRecognizer(RecognizerState, x: Double, y: Double, t: Double)
  case dragChanged(startX: Double, startY: Double, x: Double, y: Double, t: Double)
  case dragEnded(x: Double, y: Double, t: Double)
  case gestureStateReset(t: Double)
  /// SwiftUI's `onTapGesture` on the item with this index.
  case itemTapGesture(index: Int, t: Double)
  case pointer(String, id: Int, x: Double, y: Double, t: Double, onControl: Bool = false)
  /// The display link runs to `t` (a frame every 1/120 s).
  case frames(until: Double)
  case accessibility(CarouselAccessibilityAction, t: Double)
  case resize(width: Double, height: Double, t: Double)
  case scrollEnabled(Bool, t: Double)
  case scroll(toIndex: Int, animated: Bool, t: Double)
  /// UIKit's `didUpdateFocus(in:with:)` on the carousel (the focus system moved the focus:
  /// Tab, an arrow key with Full Keyboard Access or a hardware keyboard on iPadOS), with the
  /// slot whose item view holds the context's `nextFocusedView` (a control inside an item),
  /// or `nil` when the next focused view is the carousel itself or outside it (the front end
  /// then only configures the focus hold).
  case focusUpdate(nextFocusedSlot: Int?, t: Double)
}

/// What a front end hears: each event of each call, in order, as short names.
struct EventLog {
  var entries: [String] = []

  mutating func append(_ events: ScrollEvents) {
    if events.dragBegan { entries.append("dragBegan") }
    if events.handedOff { entries.append("handedOff") }
    if events.dragEnded { entries.append("dragEnded") }
    if let i = events.tappedIndex { entries.append("tap(\(i))") }
    if let i = events.willSettle { entries.append("willSettle(\(i))") }
    if let i = events.didSettle { entries.append("didSettle(\(i))") }
  }

  func count(_ prefix: String) -> Int { entries.filter { $0.hasPrefix(prefix) }.count }
}

extension CarouselDriver {
  /// Feeds one platform callback through the front ends' translation and logs every call's
  /// events (each display-link frame separately). Returns the driver's answer to a
  /// `panShouldBegin`.
  @discardableResult
  mutating func deliver(_ callback: PlatformCallback, into log: inout EventLog) -> Bool? {
    switch callback {
    case .touchDownRecognizer(let state, let x, let y, let t, let onControl):
      guard let phase = state.touchPhase else {
        log.append(advance(to: t))
        return nil
      }
      log.append(touch(phase, at: CarouselPoint(x: x, y: y), time: t, target: onControl ? .control : .content))
    case .panShouldBegin(let vx, let vy, _):
      return canBeginDrag(velocity: CarouselPoint(x: vx, y: vy))
    case .panRecognizer(let state, let x, let y, let t):
      log.append(pan(state, at: CarouselPoint(x: x, y: y), time: t))
    case .dragChanged(let sx, let sy, let x, let y, let t):
      log.append(drag(.changed(start: CarouselPoint(x: sx, y: sy), location: CarouselPoint(x: x, y: y), time: t)))
    case .dragEnded(let x, let y, let t):
      log.append(drag(.ended(location: CarouselPoint(x: x, y: y), time: t)))
    case .gestureStateReset(let t):
      log.append(drag(.reset(time: t)))
    case .itemTapGesture(let index, let t):
      log.append(tap(item: index, time: t))
    case .pointer(let type, let id, let x, let y, let t, let onControl):
      let phase: TouchEvent.Phase
      switch type {
      case "pointerdown": phase = .began
      case "pointermove": phase = .moved
      case "pointerup": phase = .ended
      default: phase = .cancelled
      }
      log.append(
        touch(phase, at: CarouselPoint(x: x, y: y), time: t, finger: id, target: onControl ? .control : .content))
    case .frames(let until):
      var t = time
      while t < until {
        t = min(t + 1 / 120, until)
        log.append(advance(to: t))
      }
    case .accessibility(let action, let t):
      log.append(perform(action, at: t))
    case .resize(let width, let height, let t):
      log.append(resize(to: CarouselSize(width: width, height: height), at: t))
    case .scrollEnabled(let enabled, let t):
      log.append(setScrollEnabled(enabled, at: t))
    case .scroll(let index, let animated, let t):
      log.append(scroll(toIndex: index, animated: animated, at: t))
    case .focusUpdate(let slot, let t):
      guard let slot else {
        log.append(advance(to: t))
        return nil
      }
      log.append(handle(.focusInItem(slot: slot, time: t)))
    }
    return nil
  }
}
