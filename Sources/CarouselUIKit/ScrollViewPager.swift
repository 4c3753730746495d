#if canImport(UIKit)
  import CarouselCore
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
  /// A finger that touches down during the settle stops it at once, and that touch is
  /// cancelled for the scroll view's content, so it never selects the row that was moving (a
  /// touch-down recogniser on the scroll view, active only while settling, that recognises
  /// alongside the scroll view's own pan). Lifted without a drag, the content settles from rest
  /// on the nearest page. When a settle ends, ``onSettle`` is called and, unless
  /// ``forwardsDidEndDecelerating`` is off, the scroll view's delegate gets
  /// `scrollViewDidEndDecelerating(_:)`, as after the system's own deceleration.
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
    /// The settle spring (used without overshoot, so content never passes the last page).
    public var spring: Spring = .default
    /// Releases slower than this (pt/s) go to the page nearest to where the content is.
    public var minimumFlingSpeed: Double = 200
    /// The pages' leading edges in content coordinates (points), asked at each release. The
    /// default uses the rows of a table view, the items of a collection view, or pages as long
    /// as the scroll view otherwise.
    public var pageEdges: @MainActor (UIScrollView) -> [CGFloat]
    /// Called when a settle ends, with the index of the page among the anchors.
    public var onSettle: (@MainActor (Int) -> Void)?
    /// Called when a touch-down stops a settle, with the page it was going to.
    public var onCatch: (@MainActor (Int) -> Void)?
    /// Whether the end of a settle calls the scroll view delegate's
    /// `scrollViewDidEndDecelerating(_:)` (default `true`): the system's deceleration is
    /// stopped at release, so without it the delegate would never hear that the scroll view
    /// came to rest.
    public var forwardsDidEndDecelerating = true

    private var paging = ScrollViewPaging(anchors: .uniform(count: 0, pitch: 1))
    private let clock = FrameClock()
    private var target: Int?
    private let catcher = PagerCatchCoordinator()
    private var caughtWithoutDrag = false

    /// Creates a pager for `scrollView`.
    ///
    /// - Parameters:
    ///   - scrollView: the scroll view (a table or collection view works too).
    ///   - axis: the scroll axis; vertical by default.
    public init(scrollView: UIScrollView, axis: ScrollAxis = .vertical) {
      self.scrollView = scrollView
      self.axis = axis
      self.pageEdges = { scrollView in ScrollViewPager.defaultPageEdges(of: scrollView, axis: axis) }
      clock.onFrame = { [weak self] time in self?.frame(at: time) }
      catcher.pager = self
      let touchDown = UILongPressGestureRecognizer(
        target: catcher, action: #selector(PagerCatchCoordinator.touched(_:)))
      touchDown.minimumPressDuration = 0
      touchDown.allowableMovement = .greatestFiniteMagnitude
      touchDown.cancelsTouchesInView = true
      touchDown.delegate = catcher
      scrollView.addGestureRecognizer(touchDown)
    }

    /// Whether a settle is running.
    public var isSettling: Bool { paging.isSettling }

    /// Forward `scrollViewWillBeginDragging(_:)`: a new drag interrupts a settle where it is.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      clock.stop()
      target = nil
      caughtWithoutDrag = false
      paging.willBeginDragging(offset: offset(of: scrollView))
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
      paging.anchors = anchors(of: scrollView)
      paging.policy = policy
      paging.decelerationRate = decelerationRate
      paging.spring = spring
      paging.minimumFlingSpeed = minimumFlingSpeed
      let perMillisecond = Double(axis == .horizontal ? velocity.x : velocity.y)
      _ = paging.willEndDragging(
        offset: offset(of: scrollView), velocityPerMillisecond: perMillisecond, time: carouselNow())
      targetContentOffset.pointee = scrollView.contentOffset
      target = paging.targetIndex
      if paging.isSettling { clock.start() }
    }

    /// Stops a settle where it is.
    public func stop() {
      clock.stop()
      paging.willBeginDragging(offset: scrollView.map(offset(of:)) ?? 0)
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
      if let going { onCatch?(going) }
    }

    /// The catching finger lifted: without a drag, settle from rest on the nearest page.
    func released() {
      guard caughtWithoutDrag, let scrollView, !scrollView.isDragging else { return }
      caughtWithoutDrag = false
      paging.anchors = anchors(of: scrollView)
      if paging.settleFromRest(offset: offset(of: scrollView), time: carouselNow()) {
        target = paging.targetIndex
        clock.start()
      }
    }

    private func frame(at time: Double) {
      guard let scrollView else {
        clock.stop()
        return
      }
      guard let value = paging.offset(at: time) else {
        clock.stop()
        if let target {
          self.target = nil
          onSettle?(target)
          if forwardsDidEndDecelerating { scrollView.delegate?.scrollViewDidEndDecelerating?(scrollView) }
        }
        return
      }
      var offset = scrollView.contentOffset
      switch axis {
      case .horizontal: offset.x = CGFloat(value)
      case .vertical: offset.y = CGFloat(value)
      }
      scrollView.contentOffset = offset
    }

    private func offset(of scrollView: UIScrollView) -> Double {
      Double(axis == .horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y)
    }

    private func anchors(of scrollView: UIScrollView) -> SnapAnchors {
      let inset = scrollView.adjustedContentInset
      let leading = Double(axis == .horizontal ? inset.left : inset.top)
      let trailing = Double(axis == .horizontal ? inset.right : inset.bottom)
      let content = Double(axis == .horizontal ? scrollView.contentSize.width : scrollView.contentSize.height)
      let viewport = Double(axis == .horizontal ? scrollView.bounds.width : scrollView.bounds.height)
      let valid = -leading...max(content + trailing - viewport, -leading)
      return ScrollViewPaging.anchors(
        leadingEdges: pageEdges(scrollView).map { Double($0) }, leadingInset: leading, validOffsets: valid)
    }

    /// A table view's rows, a collection view's items (first section first), or pages as long
    /// as the scroll view's bounds. O(rows).
    public static func defaultPageEdges(of scrollView: UIScrollView, axis: ScrollAxis) -> [CGFloat] {
      if let table = scrollView as? UITableView {
        var edges: [CGFloat] = []
        for section in 0..<table.numberOfSections {
          for row in 0..<table.numberOfRows(inSection: section) {
            let rect = table.rectForRow(at: IndexPath(row: row, section: section))
            edges.append(axis == .horizontal ? rect.minX : rect.minY)
          }
        }
        return edges
      }
      if let collection = scrollView as? UICollectionView {
        var edges: [CGFloat] = []
        for section in 0..<collection.numberOfSections {
          for item in 0..<collection.numberOfItems(inSection: section) {
            guard let frame = collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
            else { continue }
            edges.append(axis == .horizontal ? frame.minX : frame.minY)
          }
        }
        return edges
      }
      let page = axis == .horizontal ? scrollView.bounds.width : scrollView.bounds.height
      let length = axis == .horizontal ? scrollView.contentSize.width : scrollView.contentSize.height
      guard page > 0 else { return [0] }
      return Array(stride(from: 0, to: max(length, page), by: page))
    }
  }
#endif
