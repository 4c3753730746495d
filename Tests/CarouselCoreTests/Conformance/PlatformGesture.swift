@testable import CarouselCore

/// A finger's path, written once and delivered as each platform delivers it
/// (``PlatformCallback``).
struct FingerPath {
  var points: [(x: Double, y: Double, t: Double)]
  /// How it ends: `"lift"` or `"cancel"` (the system takes the touch), or `"none"` (still down).
  var end: String = "lift"
  /// It went down on a control inside an item.
  var onControl = false
  /// The item a SwiftUI tap gesture on the item would report, if the path is a tap.
  var tappedItem: Int? = nil

  /// A touch at (x, y) lifted after 80 ms.
  static func tap(x: Double, y: Double = 100, at t: Double, item: Int? = nil, onControl: Bool = false) -> FingerPath {
    FingerPath(points: [(x, y, t), (x, y, t + 0.08)], onControl: onControl, tappedItem: onControl ? nil : item)
  }

  /// A straight movement by (dx, dy) over `duration` with a sample every 1/120 s.
  static func swipe(
    from x: Double = 300, y: Double = 100, by dx: Double, _ dy: Double = 0, over duration: Double, at t: Double,
    end: String = "lift"
  ) -> FingerPath {
    let n = max(Int((duration * 120).rounded()), 1)
    var points = [(x: x, y: y, t: t)]
    for i in 1...n {
      let f = Double(i) / Double(n)
      points.append((x + dx * f, y + dy * f, t + Double(i) / 120))
    }
    return FingerPath(points: points, end: end)
  }

  /// The callbacks UIKit delivers for this path: the touch-down recogniser at every sample; the
  /// pan asks to begin once the finger is past its hysteresis (10 pt) and, when the driver
  /// agrees, begins and follows; at the end both recognisers end (or are cancelled), the pan
  /// first or last as `panEndsFirst` says.
  func uiKit(panEndsFirst: Bool = true, expectPan: Bool) -> [PlatformCallback] {
    let start = points[0]
    var calls: [PlatformCallback] = [
      .touchDownRecognizer(.began, x: start.x, y: start.y, t: start.t, onControl: onControl)
    ]
    var panBegan = false
    var asked = false
    for (i, p) in points.enumerated().dropFirst() {
      let dx = p.x - start.x
      let dy = p.y - start.y
      if !asked && (dx * dx + dy * dy).squareRoot() > 10 {
        asked = true
        let dt = p.t - points[i - 1].t
        let vx = dt > 0 ? (p.x - points[i - 1].x) / dt : 0
        let vy = dt > 0 ? (p.y - points[i - 1].y) / dt : 0
        calls.append(.panShouldBegin(vx: vx, vy: vy, begins: expectPan))
        if expectPan {
          panBegan = true
          calls.append(.panRecognizer(.began, x: p.x, y: p.y, t: p.t))
        } else {
          // Its delegate said no: the pan fails (the front end's recogniser reports it).
          calls.append(.panRecognizer(.failed, x: p.x, y: p.y, t: p.t))
        }
      }
      calls.append(.touchDownRecognizer(.changed, x: p.x, y: p.y, t: p.t))
      if panBegan { calls.append(.panRecognizer(.changed, x: p.x, y: p.y, t: p.t)) }
    }
    let last = points[points.count - 1]
    guard end != "none" else { return calls }
    let state: RecognizerState = end == "cancel" ? .cancelled : .ended
    let down = PlatformCallback.touchDownRecognizer(state, x: last.x, y: last.y, t: last.t)
    let pan = PlatformCallback.panRecognizer(state, x: last.x, y: last.y, t: last.t)
    if panBegan {
      calls += panEndsFirst ? [pan, down] : [down, pan]
    } else {
      calls.append(down)
    }
    return calls
  }

  /// The callbacks of SwiftUI's `DragGesture(minimumDistance: 0)` before iOS 18: `onChanged`
  /// at touch-down and every sample, `onEnded` and a `@GestureState` reset at a lift, only
  /// the reset at a cancellation; the item's tap gesture when the path is a tap on an item.
  func swiftUI() -> [PlatformCallback] {
    let start = points[0]
    var calls: [PlatformCallback] = points.map {
      .dragChanged(startX: start.x, startY: start.y, x: $0.x, y: $0.y, t: $0.t)
    }
    let last = points[points.count - 1]
    switch end {
    case "lift":
      calls.append(.dragEnded(x: last.x, y: last.y, t: last.t))
      if let tappedItem { calls.append(.itemTapGesture(index: tappedItem, t: last.t)) }
      calls.append(.gestureStateReset(t: last.t))
    case "cancel":
      calls.append(.gestureStateReset(t: last.t))
    default:
      break
    }
    return calls
  }

  /// The browser's pointer events for this path (finger `id`); a cancellation is
  /// `pointercancel`.
  func browser(id: Int = 1) -> [PlatformCallback] {
    var calls: [PlatformCallback] = []
    for (i, p) in points.enumerated() {
      calls.append(
        .pointer(i == 0 ? "pointerdown" : "pointermove", id: id, x: p.x, y: p.y, t: p.t, onControl: onControl))
    }
    let last = points[points.count - 1]
    switch end {
    case "lift": calls.append(.pointer("pointerup", id: id, x: last.x, y: last.y, t: last.t))
    case "cancel": calls.append(.pointer("pointercancel", id: id, x: last.x, y: last.y, t: last.t))
    default: break
    }
    return calls
  }
}
