/// What a paged scroll view's delegate hears about deceleration, as Apple documents the
/// `UIScrollViewDelegate` sequence of a release that keeps moving: `scrollViewWillEndDragging`,
/// `scrollViewDidEndDragging(_:willDecelerate: true)`, `scrollViewWillBeginDecelerating`, …
/// `scrollViewDidEndDecelerating`.
///
/// A pager stops the scroll view's own deceleration at release (the target offset is the
/// current one), so UIKit reports `willDecelerate: false` and never begins or ends
/// decelerating; the settle that follows is the pager's. This turns what happens into the
/// callbacks the app's delegate should get, so that an app that loads content when
/// deceleration ends loads it at the page the content rests on:
///
/// - a release followed by a settle: `didEndDragging(willDecelerate: true)`, then
///   `willBeginDecelerating` (at the delegate's `didEndDragging`, or at the first settle frame
///   for a delegate the pager does not stand in for);
/// - the settle ends on its page: `didEndDecelerating`;
/// - a finger catches the settle: nothing (as UIKit, which does not end a deceleration a
///   touch stops; the drag or the settle from rest that follows reports as usual);
/// - a caught settle whose finger lifts without dragging and settles from rest:
///   `willBeginDecelerating`, then `didEndDecelerating` when it rests.
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
  /// `willBeginDecelerating` and `didEndDecelerating`).
  package var isDecelerating: Bool { reportedBegin }

  /// The callbacks `event` calls for, in order. O(1).
  package mutating func handle(_ event: Event) -> [Callback] {
    switch event {
    case .willBeginDragging, .caught:
      settles = false
      reportedBegin = false
      return []
    case .willEndDragging(let settles):
      self.settles = settles
      reportedBegin = false
      return []
    case .didEndDragging(let willDecelerate):
      guard settles, !reportedBegin else { return [.didEndDragging(willDecelerate: willDecelerate || settles)] }
      reportedBegin = true
      return [.didEndDragging(willDecelerate: true), .willBeginDecelerating]
    case .settleFrame:
      guard settles, !reportedBegin else { return [] }
      reportedBegin = true
      return [.willBeginDecelerating]
    case .settleFromRest:
      settles = true
      reportedBegin = true
      return [.willBeginDecelerating]
    case .settleEnded:
      guard settles else { return [] }
      let began = reportedBegin
      settles = false
      reportedBegin = false
      return began ? [.didEndDecelerating] : [.willBeginDecelerating, .didEndDecelerating]
    }
  }
}
