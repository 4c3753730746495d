/// What a paged scroll view's delegate hears about deceleration, as Apple documents the
/// `UIScrollViewDelegate` sequence of a release that keeps moving: `scrollViewWillEndDragging`,
/// `scrollViewDidEndDragging(_:willDecelerate: true)`, `scrollViewWillBeginDecelerating`, …
/// `scrollViewDidEndDecelerating`.
///
/// A pager stops the scroll view's own deceleration at release (the target offset is the
/// current one), so UIKit reports `willDecelerate: false` and never begins or ends
/// decelerating; the settle that follows is the pager's. This turns what happens into the
/// callbacks the app's delegate should get, always in an order UIKit itself produces (after
/// `didEndDragging(willDecelerate: false)` no decelerating callback follows until the next
/// drag; `willBeginDecelerating` comes right after `didEndDragging(willDecelerate: true)`;
/// `didEndDecelerating` only after `willBeginDecelerating`), so that an app that loads content
/// when deceleration ends loads it at the page the content rests on:
///
/// - a release followed by a settle, with UIKit's `didEndDragging` passing through here (the
///   delegate proxy): `didEndDragging(willDecelerate: true)`, then `willBeginDecelerating`;
///   `didEndDecelerating` when the settle ends on its page;
/// - a delegate forwarding by hand heard UIKit's own `didEndDragging(willDecelerate: false)`,
///   which does not pass through here: nothing follows (UIKit's order), the settle is silent;
/// - a finger catches the settle: nothing (as UIKit, which does not end a deceleration a
///   touch stops); dragged again, the new drag reports as usual;
/// - a caught settle whose finger lifts without dragging settles from rest: the deceleration
///   the delegate heard begin ends, `didEndDecelerating`, when it rests (nothing if none had
///   begun: UIKit never begins decelerating without a drag).
package struct ScrollViewDecelerationReport: Sendable, Hashable {
  /// What happened.
  package enum Event: Sendable, Hashable {
    /// `scrollViewWillBeginDragging`.
    case willBeginDragging
    /// `scrollViewWillEndDragging`, after the pager chose: whether a settle follows.
    case willEndDragging(settles: Bool)
    /// `scrollViewDidEndDragging(_:willDecelerate:)` as UIKit reports it.
    case didEndDragging(willDecelerate: Bool)
    /// A display-link frame of the settle.
    case settleFrame
    /// A touch-down stopped the settle.
    case caught
    /// A settle from rest started (a caught settle's finger lifted without a drag).
    case settleFromRest
    /// The settle ended on its page.
    case settleEnded
  }

  /// A delegate callback for the app.
  package enum Callback: Sendable, Hashable {
    /// `scrollViewDidEndDragging(_:willDecelerate:)` with this flag.
    case didEndDragging(willDecelerate: Bool)
    /// `scrollViewWillBeginDecelerating(_:)`.
    case willBeginDecelerating
    /// `scrollViewDidEndDecelerating(_:)`.
    case didEndDecelerating
  }

  private var settles = false
  private var reportedBegin = false

  package init() {}

  /// Whether the content is decelerating as far as the delegate was told (between
  /// `willBeginDecelerating` and `didEndDecelerating`, a catch not ending it, as in UIKit).
  package var isDecelerating: Bool { reportedBegin }

  /// The callbacks `event` calls for, in order. O(1).
  package mutating func handle(_ event: Event) -> [Callback] {
    switch event {
    case .willBeginDragging:
      settles = false
      reportedBegin = false
      return []
    case .caught:
      settles = false
      return []
    case .willEndDragging(let settles):
      self.settles = settles
      reportedBegin = false
      return []
    case .didEndDragging(let willDecelerate):
      guard settles else { return [.didEndDragging(willDecelerate: willDecelerate)] }
      reportedBegin = true
      return [.didEndDragging(willDecelerate: true), .willBeginDecelerating]
    case .settleFrame:
      return []
    case .settleFromRest:
      settles = true
      return []
    case .settleEnded:
      guard settles else { return [] }
      settles = false
      guard reportedBegin else { return [] }
      reportedBegin = false
      return [.didEndDecelerating]
    }
  }
}
