import Testing

@testable import CarouselCore

/// The layout's animated `scrollToItem`, written as the calls the UIKit front end makes and
/// the delegate callbacks it sends (`scrollViewDidEndScrollingAnimation`).
@Suite struct CollectionViewScrollAnimationTests {
  enum Step: Equatable {
    case scroll(to: Double, index: Int)
    case frames(Int)
    case touchDown
    case dragBegan
    case lift
    case stop
  }

  /// Runs `steps` at 120 Hz; returns the callbacks ("ended") and where the content is.
  static func run(_ steps: [Step], nearest: (Double) -> (index: Int, offset: Double)) -> (
    callbacks: [String], offset: Double
  ) {
    var animation = CollectionViewScrollAnimation()
    var offset = 0.0
    var time = 100.0
    var callbacks: [String] = []
    for step in steps {
      switch step {
      case .scroll(let target, let index):
        if animation.start(from: offset, to: target, index: index, rate: .normal, time: time) {
          callbacks.append("start \(index)")
        }
      case .frames(let n):
        for _ in 0..<n {
          time += 1 / 120
          guard let frame = animation.frame(at: time) else { break }
          offset = frame.offset
          if frame.ended { callbacks.append("didEndScrollingAnimation") }
        }
      case .touchDown:
        if animation.touchDown() { callbacks.append("didEndScrollingAnimation (caught)") }
      case .dragBegan:
        animation.dragBegan()
      case .lift:
        if animation.lift(at: offset, nearest: nearest(offset), rate: .normal, time: time) {
          callbacks.append("start \(animation.targetIndex ?? -1)")
        }
      case .stop:
        if animation.stop() { callbacks.append("didEndScrollingAnimation") }
      }
    }
    return (callbacks, offset)
  }

  static let pitch = 117.80972450961724
  static func nearest(_ offset: Double) -> (index: Int, offset: Double) {
    let index = Int((offset / pitch).rounded())
    return (index, Double(index) * pitch)
  }

  @Test func callSequences() {
    let ten = 10 * Self.pitch
    let cases: [(steps: [Step], callbacks: [String], restsOnAnItem: Bool)] = [
      // Runs to its item: one end.
      ([.scroll(to: ten, index: 10), .frames(600)], ["start 10", "didEndScrollingAnimation"], true),
      // A touch-down stops it where it is (the touch selects nothing) and it has ended; the
      // finger lifts without a drag: from rest to the nearest item, which ends again.
      (
        [.scroll(to: ten, index: 10), .frames(20), .touchDown, .frames(10), .lift, .frames(600)],
        ["start 10", "didEndScrollingAnimation (caught)", "start 3", "didEndScrollingAnimation"], true
      ),
      // Caught, then dragged: the drag owns the content; the release is the layout's as usual.
      (
        [.scroll(to: ten, index: 10), .frames(20), .touchDown, .dragBegan, .lift, .frames(10)],
        ["start 10", "didEndScrollingAnimation (caught)"], false
      ),
      // A new scroll replaces a running one without an end in between.
      (
        [.scroll(to: ten, index: 10), .frames(20), .scroll(to: 2 * Self.pitch, index: 2), .frames(600)],
        ["start 10", "start 2", "didEndScrollingAnimation"], true
      ),
      // The app stops it: it ended; a touch afterwards catches nothing.
      (
        [.scroll(to: ten, index: 10), .frames(5), .stop, .touchDown, .lift],
        ["start 10", "didEndScrollingAnimation"], false
      ),
      // Already there: nothing moves, nothing is reported.
      ([.scroll(to: 0, index: 0), .frames(5)], [], true),
    ]
    for (steps, expected, rests) in cases {
      let (callbacks, offset) = Self.run(steps, nearest: Self.nearest)
      #expect(callbacks == expected, "\(steps)")
      if rests {
        #expect(abs(offset - Self.nearest(offset).offset) < 1e-9, "rests on an item: \(steps)")
      }
    }
  }

  /// The touch at 20 frames (1/6 s) catches the content mid-flight, nearest to item 3.
  @Test func theCatchIsMidFlight() {
    let (_, offset) = Self.run(
      [.scroll(to: 10 * Self.pitch, index: 10), .frames(20), .touchDown], nearest: Self.nearest)
    #expect(offset > 0 && offset < 10 * Self.pitch)
  }
}
