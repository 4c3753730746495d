#if canImport(UIKit)
  import CarouselCore
  import UIKit

  /// A scroll view delegate that gives the two drag calls to a ``ScrollViewPager`` and
  /// forwards every call (those two included) to the app's own delegate, so that a table or
  /// collection view pages without the app forwarding anything by hand.
  ///
  /// It also tells the app's delegate about the pager's settle as UIKit tells it about a
  /// deceleration: `scrollViewDidEndDragging(_:willDecelerate:)` says `true` when a settle
  /// follows the drag (UIKit says `false`, its own deceleration having been stopped), followed
  /// by `scrollViewWillBeginDecelerating(_:)`; `scrollViewDidEndDecelerating(_:)` comes when
  /// the content rests on its page. Which calls, in which order, is the core's
  /// `ScrollViewDecelerationReport`: always an order UIKit produces.
  ///
  /// ```swift
  /// let proxy = ScrollViewPagerDelegateProxy(pager: pager, forwardingTo: self)
  /// tableView.delegate = proxy   // keep `proxy` alive: delegates are weak
  /// ```
  ///
  /// It answers `responds(to:)` for what the app's delegate implements and hands those calls
  /// to it with `forwardingTarget(for:)`, so `UITableViewDelegate` and
  /// `UICollectionViewDelegate` methods reach the app unchanged.
  @MainActor
  public final class ScrollViewPagerDelegateProxy: NSObject, UITableViewDelegate, UICollectionViewDelegate {
    /// The pager that receives the drag calls.
    public let pager: ScrollViewPager
    /// The app's delegate, which receives everything (held weakly). Set it on the main thread.
    /// (Not isolated, because `NSObject`'s `responds(to:)` and `forwardingTarget(for:)`, which
    /// read it, are not; UIKit calls them on the main thread.)
    nonisolated(unsafe) public weak var forwardee: (any UIScrollViewDelegate)?

    /// Creates a proxy.
    ///
    /// - Parameters:
    ///   - pager: the pager.
    ///   - forwardee: the app's delegate, if any.
    public init(pager: ScrollViewPager, forwardingTo forwardee: (any UIScrollViewDelegate)? = nil) {
      self.pager = pager
      self.forwardee = forwardee
      super.init()
    }

    public override func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || (forwardee?.responds(to: aSelector) ?? false)
    }

    public override func forwardingTarget(for aSelector: Selector!) -> Any? {
      if let forwardee, forwardee.responds(to: aSelector) { return forwardee }
      return super.forwardingTarget(for: aSelector)
    }

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      pager.scrollViewWillBeginDragging(scrollView)
      forwardee?.scrollViewWillBeginDragging?(scrollView)
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      for callback in pager.didEndDragging(willDecelerate: decelerate) {
        switch callback {
        case .didEndDragging(let willDecelerate):
          forwardee?.scrollViewDidEndDragging?(scrollView, willDecelerate: willDecelerate)
        case .willBeginDecelerating: forwardee?.scrollViewWillBeginDecelerating?(scrollView)
        case .didEndDecelerating: forwardee?.scrollViewDidEndDecelerating?(scrollView)
        }
      }
    }

    public func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      forwardee?.scrollViewWillEndDragging?(
        scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
      pager.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }
  }
#endif
