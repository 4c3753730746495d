#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import UIKit

  /// Paging between pages of any size for a scroll view the app already has: a `UIScrollView`,
  /// `UITableView` or `UICollectionView` (the custom paging article's generalisation).
  ///
  /// It does not take over the scroll view's delegate. Forward two delegate calls:
  ///
  /// ```swift
  /// lazy var pager = ScrollViewPager(scrollView: tableView)   // vertical, one page per row
  ///
  /// func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
  ///   pager.scrollViewWillBeginDragging(scrollView)
  /// }
  /// func scrollViewWillEndDragging(
  ///   _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
  ///   targetContentOffset: UnsafeMutablePointer<CGPoint>
  /// ) {
  ///   pager.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
  /// }
  /// ```
  ///
  /// or let ``ScrollViewPagerDelegateProxy`` forward them and everything else to your delegate.
  ///
  /// At the end of a drag the pager projects the release with its deceleration rate (the
  /// delegate's velocity is in points per **millisecond**), picks the page, stops the scroll
  /// view's own deceleration (`targetContentOffset` = the current offset) and settles with the
  /// core's curve, which starts at the release velocity, driven by a display link. A new drag
  /// interrupts it.
  ///
  /// Pages are a table view's rows, a collection view's items (sections one after another) or
  /// pages as long as the scroll view, measured on demand: a release asks the rows near the
  /// release point and near its projection for their frames (`rectForRow(at:)`,
  /// `layoutAttributesForItem(at:)`), O(log n) of them (plus one count per section), never
  /// all. While it settles, the pager asks the target row's frame again each frame and follows
  /// it, so a self-sizing row whose height was an estimate at release (rows laid out on the
  /// way get their actual heights) is still where the content comes to rest. ``pageEdges``
  /// replaces this with edges of your own.
  ///
  /// The delegate hears the settle as a deceleration: through ``ScrollViewPagerDelegateProxy``
  /// it gets `scrollViewDidEndDragging(_:willDecelerate: true)` when a settle follows (UIKit
  /// reports `false`: its own deceleration was stopped), then `scrollViewWillBeginDecelerating(_:)`
  /// and, when the content rests on its page, `scrollViewDidEndDecelerating(_:)`. So code
  /// that loads content when deceleration ends loads it at the page the content rests on.
  /// Forwarding by hand, the delegate gets UIKit's `false` (use ``willDecelerate(afterDragging:)``
  /// or ``isSettling`` there) and, as after UIKit's own `false`, no decelerating callbacks
  /// (``onSettle`` says when the content rests). The order is the core's
  /// `ScrollViewDecelerationReport`: always one UIKit produces.
  ///
  /// A finger that touches down during the settle stops it at once, and that touch is
  /// cancelled for the scroll view's content, so it never selects the row that was moving (a
  /// touch-down recogniser on the scroll view, active only while settling, that recognises
  /// alongside the scroll view's own pan). As with UIKit's own deceleration, the delegate hears
  /// nothing then (``onCatch`` does); lifted without a drag, the content settles from rest on
  /// the nearest page (reported as a deceleration again). The recogniser is removed when the
  /// pager is released, or replaced by a new pager for the same scroll view.
  @MainActor
  public final class ScrollViewPager {
    /// The scroll view (held weakly).
    public private(set) weak var scrollView: UIScrollView?
    /// The scroll axis.
    public let axis: ScrollAxis
    /// How the page is chosen: `.nearest` (default; as far as the fling carries) or
    /// `.paging(maxItems:)` (at most that many pages per drag).
    public var policy: SnapPolicy = .nearest
    /// The rate the release is projected with. Default `.normal`, as the article.
    public var decelerationRate: DecelerationRate = .normal
    /// The settle spring. Only its response is used: pages on the app's scroll view never
    /// pass their anchor, whatever the damping ratio (see `ScrollViewPaging.spring`).
    public var spring: Spring = .default
    /// Releases slower than this (pt/s) go to the page nearest to where the content is.
    public var minimumFlingSpeed: Double = 200
    /// The pages' leading edges in content coordinates (points), asked at each release (all of
    /// them: O(n) per release), in place of the rows, items or bounds-long pages the pager
    /// measures on demand by default (`nil`). The settle then goes to the edge given at
    /// release.
    public var pageEdges: (@MainActor (UIScrollView) -> [CGFloat])?
    /// Called when a settle ends, with the page's index: a row or item counted across sections
    /// (the first of the last pages that share the largest offset), a bounds-long page, or an
    /// index into the sorted ``pageEdges``.
    public var onSettle: (@MainActor (Int) -> Void)?
    /// Called when a touch-down stops a settle, with the page it was going to.
    public var onCatch: (@MainActor (Int) -> Void)?
    /// Whether the scroll view's delegate hears the settle as a deceleration (default `true`):
    /// through ``ScrollViewPagerDelegateProxy``, `willDecelerate: true` and
    /// `scrollViewWillBeginDecelerating(_:)` when a settle follows a drag, and
    /// `scrollViewDidEndDecelerating(_:)` from the pager when it rests (the system's
    /// deceleration is stopped at release, so without them the delegate would never hear that
    /// the scroll view came to rest). A delegate forwarding by hand heard UIKit's `false` and
    /// hears no decelerating callbacks, as from UIKit.
    public var reportsDeceleration = true

    /// The former name of ``reportsDeceleration``.
    @available(*, deprecated, renamed: "reportsDeceleration")
    public var forwardsDidEndDecelerating: Bool {
      get { reportsDeceleration }
      set { reportsDeceleration = newValue }
    }

    private var paging = ScrollViewPaging(anchors: .uniform(count: 0, pitch: 1))
    private let clock = FrameClock()
    private var target: Int?
    private let catcher = CatchCoordinator(replacesEarlierOnView: true)
    private var caughtWithoutDrag = false
    private var report = ScrollViewDecelerationReport()

    /// Creates a pager for `scrollView`.
    ///
    /// - Parameters:
    ///   - scrollView: the scroll view (a table or collection view works too).
    ///   - axis: the scroll axis; vertical by default.
    public init(scrollView: UIScrollView, axis: ScrollAxis = .vertical) {
      self.scrollView = scrollView
      self.axis = axis
      clock.onFrame = { [weak self] time in self?.frame(at: time) }
      catcher.target = self
      catcher.attach(to: scrollView)
    }

    // The touch-down recogniser leaves the view with its owner. deinit is not isolated (the
    // last release may come from any thread), so the removal goes to the main actor.
    deinit {
      let catcher = catcher
      Task { @MainActor in catcher.detach() }
    }

    /// Whether a settle is running: the pager's deceleration (the scroll view's own
    /// `isDecelerating` stays `false`, its deceleration being stopped at release). `true` from
    /// the release that starts a settle (so already in `scrollViewDidEndDragging`) until the
    /// content rests on its page or a finger catches it.
    public var isSettling: Bool { paging.isSettling }

    /// For a delegate that forwards by hand: the `willDecelerate` to act on in
    /// `scrollViewDidEndDragging(_:willDecelerate:)`, `true` when UIKit's is or a settle follows.
    public func willDecelerate(afterDragging systemWillDecelerate: Bool) -> Bool {
      systemWillDecelerate || paging.isSettling
    }

    /// Forward `scrollViewWillBeginDragging(_:)`: a new drag interrupts a settle where it is.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      clock.stop()
      target = nil
      caughtWithoutDrag = false
      _ = report.handle(.willBeginDragging)
      var pages = measuredPages(of: scrollView)
      paging.willBeginDragging(offset: offset(of: scrollView), pages: &pages)
    }

    /// Forward `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: picks the page
    /// and takes over the motion.
    ///
    /// - Parameters:
    ///   - scrollView: the scroll view.
    ///   - velocity: the delegate's velocity, in points per millisecond.
    ///   - targetContentOffset: set to the current offset, which stops the system's deceleration.
    public func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      paging.policy = policy
      paging.decelerationRate = decelerationRate
      paging.spring = spring
      paging.minimumFlingSpeed = minimumFlingSpeed
      let perMillisecond = Double(axis == .horizontal ? velocity.x : velocity.y)
      var pages = measuredPages(of: scrollView)
      _ = paging.willEndDragging(
        offset: offset(of: scrollView), velocityPerMillisecond: perMillisecond, time: carouselNow(), pages: &pages)
      targetContentOffset.pointee = scrollView.contentOffset
      target = paging.targetIndex
      _ = report.handle(.willEndDragging(settles: paging.isSettling))
      if paging.isSettling { clock.start() }
    }

    /// UIKit's `scrollViewDidEndDragging(_:willDecelerate:)`, as the delegate should hear it
    /// (``ScrollViewPagerDelegateProxy``): the callbacks in order.
    func didEndDragging(willDecelerate: Bool) -> [ScrollViewDecelerationReport.Callback] {
      let callbacks = report.handle(.didEndDragging(willDecelerate: willDecelerate))
      return reportsDeceleration ? callbacks : [.didEndDragging(willDecelerate: willDecelerate)]
    }

    /// Stops a settle where it is.
    public func stop() {
      clock.stop()
      paging.willBeginDragging(offset: scrollView.map(offset(of:)) ?? 0)
      _ = report.handle(.caught)
      target = nil
    }

    // MARK: - Internals

    /// The touch-down recogniser may begin only while a settle runs.
    var shouldCatch: Bool { paging.isSettling }

    /// A finger touched down during a settle: stop where it is.
    func caught() {
      guard let scrollView else { return }
      let going = target
      guard paging.touchDown(offset: offset(of: scrollView)) else { return }
      clock.stop()
      target = nil
      caughtWithoutDrag = true
      _ = report.handle(.caught)
      if let going { onCatch?(going) }
    }

    /// The catching finger lifted: without a drag, settle from rest on the nearest page.
    func released() {
      guard caughtWithoutDrag, let scrollView, !scrollView.isDragging else { return }
      caughtWithoutDrag = false
      var pages = measuredPages(of: scrollView)
      if paging.settleFromRest(offset: offset(of: scrollView), time: carouselNow(), pages: &pages) {
        target = paging.targetIndex
        deliver(report.handle(.settleFromRest), to: scrollView)
        clock.start()
      }
    }

    private func frame(at time: Double) {
      guard let scrollView else {
        clock.stop()
        return
      }
      // The target page measured again: a self-sizing row laid out since the release.
      if pageEdges == nil, let target {
        var pages = measuredPages(of: scrollView)
        _ = paging.retarget(to: pages.offset(ofPage: target), time: time)
      }
      guard let value = paging.offset(at: time) else {
        clock.stop()
        if let target {
          self.target = nil
          deliver(report.handle(.settleEnded), to: scrollView)
          onSettle?(target)
        }
        return
      }
      deliver(report.handle(.settleFrame), to: scrollView)
      var offset = scrollView.contentOffset
      switch axis {
      case .horizontal: offset.x = CGFloat(value)
      case .vertical: offset.y = CGFloat(value)
      }
      scrollView.contentOffset = offset
    }

    /// Sends the pager's deceleration callbacks to the scroll view's delegate (which forwards
    /// them to the app's when it is a ``ScrollViewPagerDelegateProxy``).
    private func deliver(_ callbacks: [ScrollViewDecelerationReport.Callback], to scrollView: UIScrollView) {
      guard reportsDeceleration else { return }
      for callback in callbacks {
        switch callback {
        case .willBeginDecelerating: scrollView.delegate?.scrollViewWillBeginDecelerating?(scrollView)
        case .didEndDecelerating: scrollView.delegate?.scrollViewDidEndDecelerating?(scrollView)
        case .didEndDragging: break  // UIKit's own call, corrected by the delegate proxy
        }
      }
    }

    private func offset(of scrollView: UIScrollView) -> Double {
      Double(axis == .horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y)
    }

    /// The pages, measured on demand: ``pageEdges`` if set (all of them, sorted), else a table
    /// view's rows, a collection view's items or bounds-long pages, each asked only when a
    /// search needs it. O(sections) to count (O(n log n) with ``pageEdges``).
    private func measuredPages(of scrollView: UIScrollView) -> MeasuredPageAnchors {
      let inset = scrollView.adjustedContentInset
      let horizontal = axis == .horizontal
      let leading = Double(horizontal ? inset.left : inset.top)
      let trailing = Double(horizontal ? inset.right : inset.bottom)
      let content = Double(horizontal ? scrollView.contentSize.width : scrollView.contentSize.height)
      let viewport = Double(horizontal ? scrollView.bounds.width : scrollView.bounds.height)
      let valid = -leading...max(content + trailing - viewport, -leading)
      if let pageEdges {
        let edges = pageEdges(scrollView).map { Double($0) }.sorted()
        return MeasuredPageAnchors(count: edges.count, leadingInset: leading, validOffsets: valid) { edges[$0] }
      }
      let pages = Self.pages(of: scrollView, axis: axis)
      return MeasuredPageAnchors(count: pages.count, leadingInset: leading, validOffsets: valid, edge: pages.edge)
    }

    /// The pages of `scrollView`: a table view's rows, a collection view's items (sections one
    /// after another; `nan` for an item without attributes) or pages as long as its bounds,
    /// with the leading edge of one, in content points, asked only when needed.
    private static func pages(of scrollView: UIScrollView, axis: ScrollAxis) -> (count: Int, edge: (Int) -> Double) {
      let horizontal = axis == .horizontal
      if let table = scrollView as? UITableView {
        let sections = SectionedIndex(counts: (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) })
        let edge = { [unowned table] (index: Int) -> Double in
          let (section, row) = sections.location(of: index)
          let rect = table.rectForRow(at: IndexPath(row: row, section: section))
          return Double(horizontal ? rect.minX : rect.minY)
        }
        return (sections.total, edge)
      }
      if let collection = scrollView as? UICollectionView {
        let sections = SectionedIndex(
          counts: (0..<collection.numberOfSections).map { collection.numberOfItems(inSection: $0) })
        let edge = { [unowned collection] (index: Int) -> Double in
          let (section, item) = sections.location(of: index)
          let frame = collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
          return frame.map { Double(horizontal ? $0.minX : $0.minY) } ?? .nan
        }
        return (sections.total, edge)
      }
      let content = Double(horizontal ? scrollView.contentSize.width : scrollView.contentSize.height)
      let viewport = Double(horizontal ? scrollView.bounds.width : scrollView.bounds.height)
      guard viewport > 0, content.isFinite else { return (1, { _ in 0 }) }
      let count = Int(min((max(content, viewport) / viewport).rounded(.up), Double(SnapAnchors.maximumCount)))
      return (count, { Double($0) * viewport })
    }

    /// The leading edges of all of a table view's rows, a collection view's items (first
    /// section first), or pages as long as the scroll view's bounds: one way to fill
    /// ``pageEdges``. O(rows), and estimates for self-sizing rows not laid out yet; the pager's
    /// own default measures only the rows it needs.
    public static func defaultPageEdges(of scrollView: UIScrollView, axis: ScrollAxis) -> [CGFloat] {
      let pages = Self.pages(of: scrollView, axis: axis)
      return (0..<pages.count).map(pages.edge).filter { !$0.isNaN }.map { CGFloat($0) }
    }
  }

  // The touch-down catch of its animated scroll: shouldCatch, caught(), released().
  extension ScrollViewPager: CatchTarget {}
#endif
