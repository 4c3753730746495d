#if canImport(UIKit)
  import CarouselCore
  import UIKit
  #if canImport(UIKit.UIGestureRecognizerSubclass)
    import UIKit.UIGestureRecognizerSubclass
  #endif

  /// A carousel's raw touches (`CarouselView`'s, and a SwiftUI `Carousel`'s from iOS 18
  /// through its `CarouselTouchDownGesture`): each `UITouch` on its own, with its own location
  /// and its own timestamp (`UITouch.timestamp`, the clock of `CACurrentMediaTime` and the
  /// display link), never a centroid (a `UILongPressGestureRecognizer`'s `location(in:)`
  /// averages its touches, so a pinch inside an item would move the content by half the
  /// fingers' spread). The driver follows the first finger and ignores the others.
  ///
  /// It begins at the first touch-down, recognises alongside every other recogniser (its
  /// delegate says so), cancels no touches and delays none, so that controls and tap gestures
  /// inside items, an item's scroll view and an enclosing scroll view all keep working; it
  /// ends when the last of its touches lifts. A touch whose end UIKit never delivers before
  /// it resets the recogniser (the view left its window, the system took the touches) is
  /// reported cancelled then, so the driver never waits for a lift that will not come.
  package final class TouchTrackingGestureRecognizer: UIGestureRecognizer {
    /// Receives each touch: its phase, its identity (stable while it lasts), its location (in
    /// the recogniser's view, or in the window: ``locatesInWindow``) and its timestamp, in
    /// seconds.
    package var onTouch:
      (@MainActor (_ phase: TouchEvent.Phase, _ touch: Int, _ location: CGPoint, _ time: Double) -> Void)?
    /// Whether locations are the window's (`location(in: nil)`, for a SwiftUI representable,
    /// which converts them into the carousel's space) rather than the recogniser's view's
    /// (the default, `CarouselView`'s).
    package var locatesInWindow = false

    #if canImport(UIKit.UIGestureRecognizerSubclass)
      /// The touches reported down and not yet ended or cancelled, with their latest location.
      private var active: [(touch: Int, location: CGPoint)] = []

      package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        report(touches, .began)
        state = state == .possible ? .began : .changed
      }

      package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        report(touches, .moved)
        if state == .began || state == .changed { state = .changed }
      }

      package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        report(touches, .ended)
        if state == .began || state == .changed { state = active.isEmpty ? .ended : .changed }
      }

      package override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        report(touches, .cancelled)
        if state == .began || state == .changed { state = active.isEmpty ? .cancelled : .changed }
      }

      package override func reset() {
        super.reset()
        let lost = active
        active.removeAll()
        let time = carouselNow()
        for (touch, location) in lost { onTouch?(.cancelled, touch, location, time) }
      }

      private func report(_ touches: Set<UITouch>, _ phase: TouchEvent.Phase) {
        let space = locatesInWindow ? nil : view
        for touch in touches {
          let id = ObjectIdentifier(touch).hashValue
          let location = touch.location(in: space)
          active.removeAll { $0.touch == id }
          if phase == .began || phase == .moved { active.append((id, location)) }
          onTouch?(phase, id, location, touch.timestamp)
        }
      }
    #endif
  }
#endif
