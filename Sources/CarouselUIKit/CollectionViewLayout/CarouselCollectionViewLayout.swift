#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import QuartzCore
  import UIKit

  /// A collection view layout that runs any core `CarouselLayout` inside a
  /// `UICollectionView` (first section): the selector, the card stack and the wheel of the
  /// collection-view layouts article, and the others.
  ///
  /// ```swift
  /// let layout = CarouselCollectionViewLayout(.wheel(), wrapsAround: true)
  /// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
  /// collectionView.decelerationRate = .fast
  /// collectionView.register(WheelCell.self, forCellWithReuseIdentifier: "cell")
  /// ```
  ///
  /// - Content size: the core layout's content length along the axis, the bounds across it.
  /// - `prepare()` computes the items visible at the current offset only (the layout is
  ///   invalidated on every bounds change, so this runs each scroll frame, independent of the
  ///   item count); `layoutAttributesForElements(in:)` returns those that intersect the rect.
  /// - `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` snaps with the
  ///   core (`CollectionViewLayoutBridge`).
  /// - UIKit's own `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)`
  ///   (and the focus and accessibility engines, which scroll the same way) land on an item's
  ///   resting offset with the centred positions (`.centeredHorizontally`, `.centeredVertically`):
  ///   `layoutAttributesForItem(at:)` reports every item's resting frame (`center` and `size`,
  ///   which UIKit aligns with the scroll position; a transform never changes a frame), hidden
  ///   items included, and draws the item where it is now with a shift after its own transform
  ///   (`CollectionViewItemPlacement`). The edge positions (`.left`, `.right`, `.top`,
  ///   `.bottom`) align the resting frame's edge, as UIKit documents: for items narrower than
  ///   the viewport that is not the item's resting offset.
  /// - ``contentOffset(forItemAt:)`` is where an item rests; ``scrollToItem(at:animated:)``
  ///   lands there with the core's settle motion: a touch-down stops it where it is without
  ///   selecting a cell (a touch-down recogniser on the collection view, active only while it
  ///   runs, cancels that touch for the cells), a lift without a drag settles from rest on the
  ///   nearest item, and the collection view's delegate gets
  ///   `scrollViewDidEndScrollingAnimation(_:)` whenever one ends (on its item, caught, stopped).
  ///   ``currentIndex`` is the item the content rests on or is passing.
  /// - Rotations, resizes and reloads keep the current item: the one-argument
  ///   `targetContentOffset(forProposedContentOffset:)`, which UIKit asks after an animated
  ///   layout update (a rotation, `performBatchUpdates`), returns its resting offset in the new
  ///   geometry, and after `reloadData()` or a resize without animation, which UIKit asks
  ///   nothing about, the first `prepare()` moves the content there itself (not while a finger
  ///   is on it or it decelerates; `CollectionViewKeptItem`). A reload that keeps the count
  ///   keeps the offset, so the item at the current index stays, whatever it now shows.
  /// - Attributes are ``CarouselLayoutAttributes`` carrying the wheel's arc, the effects and a
  ///   sliced item's pieces, with 3D transforms (perspective baked in) for cover flow and
  ///   rotary layouts. A collection view cannot slice a cell from its layout: cells that
  ///   derive from ``CarouselPiecesCell`` draw the pieces of the snapshot looks.
  /// - Right-to-left: the layout flips horizontally in the opposite layout direction, and
  ///   rotations and 3D transforms are mirrored to match.
  @MainActor
  open class CarouselCollectionViewLayout: UICollectionViewLayout {
    /// The core layout, snapping and wrapping.
    public private(set) var bridge: CollectionViewLayoutBridge<AnyCarouselLayout>
    private var visible: [CarouselLayoutAttributes] = []
    private var boxes: [CGRect] = []
    private var items: [ItemAttributes] = []
    private var dragStart: Double = 0
    private var wasDragging = false
    private var kept = CollectionViewKeptItem()
    private let clock = FrameClock()
    private var animation = CollectionViewScrollAnimation()
    private let catcher = CatchCoordinator(replacesEarlierOnView: false)
    private var isCorrecting = false

    /// Creates the layout.
    ///
    /// - Parameters:
    ///   - layout: any core layout.
    ///   - snapping: `.nearest` (default, the article's `targetContentOffset`), `.paging` or
    ///     `.paging(maxItems:)` (limits per drag), `.free`.
    ///   - wrapsAround: whether the last items show before the first near the start (the
    ///     wheel's renumbering); the content stays bounded.
    public init(_ layout: some CarouselLayout, snapping: SnapPolicy = .nearest, wrapsAround: Bool = false) {
      bridge = CollectionViewLayoutBridge(
        layout: AnyCarouselLayout(layout), snapping: snapping, wrapsAround: wrapsAround)
      super.init()
      setUp()
    }

    /// Creates the layout from a storyboard: a centred selector (`.linear(itemSize:
    /// .inset(36), spacing: 50)`, nearest snapping). The article's selector has spacing 100
    /// and 200-pt items; set ``update(_:)`` after loading for other geometry.
    public required init?(coder: NSCoder) {
      bridge = CollectionViewLayoutBridge(layout: AnyCarouselLayout(.linear(itemSize: .inset(36), spacing: 50)))
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      clock.onFrame = { [weak self] time in self?.scrollFrame(at: time) }
      catcher.target = self
    }

    // The touch-down recogniser leaves the view with its owner. deinit is not isolated (the
    // last release may come from any thread), so the removal goes to the main actor.
    deinit {
      let catcher = catcher
      Task { @MainActor in catcher.detach() }
    }

    // MARK: - Items

    /// The content offset at which the item at `indexPath` (first section) rests, or `nil`
    /// for an item that does not exist. O(1) (O(log n) for pages of different sizes).
    public func contentOffset(forItemAt indexPath: IndexPath) -> CGPoint? {
      guard indexPath.section == 0,
        let offset = bridge.contentOffset(forItem: indexPath.item, count: count, viewport: viewport)
      else { return nil }
      return point(offset)
    }

    /// The item the content rests on or is passing (nearest anchor), `nil` with no items.
    public var currentIndex: Int? {
      guard let collectionView else { return nil }
      return bridge.currentIndex(offset: offset(of: collectionView.contentOffset), count: count, viewport: viewport)
    }

    /// Scrolls so that the item at `indexPath` rests in place (without animation under Reduce
    /// Motion, whatever `animated` says). Animated, it moves with the
    /// core's settle motion (the same landing as a release, from rest): a touch-down stops it
    /// where it is without selecting a cell, and the delegate gets
    /// `scrollViewDidEndScrollingAnimation(_:)` when it ends. The item is kept across a
    /// rotation or reload meanwhile.
    public func scrollToItem(at indexPath: IndexPath, animated: Bool) {
      guard let collectionView, let target = contentOffset(forItemAt: indexPath) else { return }
      kept.keep(indexPath.item)
      // Under Reduce Motion it jumps, as CarouselView does.
      let environment = CarouselEnvironment(isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled)
      guard animated, CarouselAccessibility.animatesScroll(in: environment) else {
        stopScrolling()
        collectionView.setContentOffset(target, animated: false)
        return
      }
      catcher.attach(to: collectionView)
      let wasRunning = animation.isRunning
      let moves = animation.start(
        from: offset(of: collectionView.contentOffset), to: offset(of: target), index: indexPath.item,
        rate: decelerationRate(of: collectionView), time: carouselNow())
      if moves {
        clock.start()
      } else {
        clock.stop()
        if wasRunning { reportScrollAnimationEnded() }
      }
    }

    /// Stops an animated ``scrollToItem(at:animated:)`` where it is (the delegate hears that it
    /// ended).
    public func stopScrolling() {
      clock.stop()
      if animation.stop() { reportScrollAnimationEnded() }
    }

    private func scrollFrame(at time: Double) {
      guard let collectionView else {
        clock.stop()
        _ = animation.stop()
        return
      }
      // A finger is on the content before the touch-down recogniser said so (or without it).
      if collectionView.isTracking || collectionView.isDragging {
        clock.stop()
        if animation.touchDown() { reportScrollAnimationEnded() }
        if collectionView.isDragging { animation.dragBegan() }
        return
      }
      guard let frame = animation.frame(at: time) else {
        clock.stop()
        return
      }
      collectionView.setContentOffset(point(frame.offset), animated: false)
      if frame.ended {
        clock.stop()
        reportScrollAnimationEnded()
      }
    }

    private func reportScrollAnimationEnded() {
      guard let collectionView else { return }
      collectionView.delegate?.scrollViewDidEndScrollingAnimation?(collectionView)
    }

    /// The touch-down recogniser may begin only while an animated scroll runs (or one was just
    /// caught by this touch).
    var shouldCatch: Bool { animation.isRunning || animation.isCaught }

    /// A finger touched down during an animated scroll: it stops where it is, and has ended.
    func caught() {
      guard animation.touchDown() else { return }
      clock.stop()
      reportScrollAnimationEnded()
    }

    /// The catching finger lifted: without a drag, settle from rest on the nearest item.
    func released() {
      guard let collectionView else { return }
      guard !collectionView.isDragging else {
        animation.dragBegan()
        return
      }
      let here = offset(of: collectionView.contentOffset)
      let nearest = bridge.currentIndex(offset: here, count: count, viewport: viewport).flatMap { index in
        bridge.contentOffset(forItem: index, count: count, viewport: viewport).map { (index, $0) }
      }
      if animation.lift(
        at: here, nearest: nearest, rate: decelerationRate(of: collectionView), time: carouselNow())
      {
        if let index = animation.targetIndex { kept.keep(index) }
        clock.start()
      }
    }

    private func decelerationRate(of collectionView: UICollectionView) -> DecelerationRate {
      DecelerationRate(perMillisecond: Double(collectionView.decelerationRate.rawValue))
    }

    /// `offset` along the axis, with `across` (by default the current content offset) across it.
    private func point(_ offset: Double, across: CGPoint? = nil) -> CGPoint {
      let other = across ?? collectionView?.contentOffset ?? .zero
      switch bridge.layout.axis {
      case .horizontal: return CGPoint(x: CGFloat(offset), y: other.y)
      case .vertical: return CGPoint(x: other.x, y: CGFloat(offset))
      }
    }

    /// Changes the core layout, snapping or wrapping, and invalidates the layout.
    public func update(_ change: (inout CollectionViewLayoutBridge<AnyCarouselLayout>) -> Void) {
      change(&bridge)
      invalidateLayout()
    }

    open override class var layoutAttributesClass: AnyClass { CarouselLayoutAttributes.self }

    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { bridge.layout.axis == .horizontal }

    private var viewport: CarouselSize { CarouselSize(collectionView?.bounds.size ?? .zero) }

    private var count: Int {
      guard let collectionView, collectionView.numberOfSections > 0 else { return 0 }
      return collectionView.numberOfItems(inSection: 0)
    }

    private func offset(of point: CGPoint) -> Double {
      Double(bridge.layout.axis == .horizontal ? point.x : point.y)
    }

    private var isRightToLeft: Bool {
      bridge.layout.axis == .horizontal && collectionView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    open override var collectionViewContentSize: CGSize {
      let length = CGFloat(bridge.contentLength(count: count, viewport: viewport))
      let bounds = collectionView?.bounds.size ?? .zero
      return bridge.layout.axis == .horizontal
        ? CGSize(width: length, height: bounds.height) : CGSize(width: bounds.width, height: length)
    }

    open override func prepare() {
      super.prepare()
      visible.removeAll(keepingCapacity: true)
      boxes.removeAll(keepingCapacity: true)
      guard let collectionView else { return }
      if collectionView.isDragging && !wasDragging { dragStart = offset(of: collectionView.contentOffset) }
      wasDragging = collectionView.isDragging
      let viewport = self.viewport
      var contentOffset = collectionView.contentOffset
      if !animation.isRunning {
        kept.update(offset: offset(of: contentOffset), viewport: viewport, count: count, bridge: bridge)
        // After reloadData() or a resize without animation UIKit asks no target offset: move to
        // the kept item here (once: the next prepare sees the same geometry).
        if !isCorrecting, !collectionView.isTracking, !collectionView.isDecelerating, !animation.isCaught,
          let corrected = kept.correction(
            offset: offset(of: contentOffset), viewport: viewport, count: count, bridge: bridge)
        {
          isCorrecting = true
          collectionView.contentOffset = point(corrected)
          isCorrecting = false
          contentOffset = collectionView.contentOffset
        }
      }
      bridge.visibleItems(offset: offset(of: contentOffset), count: count, viewport: viewport, into: &items)
      for item in items {
        visible.append(attributes(for: item, contentOffset: contentOffset, viewport: viewport))
        let box = item.boundingBox(perspective: bridge.layout.perspective, viewport: viewport)
        boxes.append(
          CGRect(
            x: CGFloat(box.minX) + contentOffset.x, y: CGFloat(box.minY) + contentOffset.y,
            width: CGFloat(box.maxX - box.minX), height: CGFloat(box.maxY - box.minY)))
      }
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      var result: [UICollectionViewLayoutAttributes] = []
      for (attributes, box) in zip(visible, boxes) where box.intersects(rect) { result.append(attributes) }
      return result
    }

    /// The item's attributes: for an item drawn at the current offset, those of
    /// ``layoutAttributesForElements(in:)``; for one the layout hides there (off the wheel's
    /// arc, deep in the card stack), hidden attributes with its resting frame. Either way the
    /// `frame` is where the item rests, so UIKit's own scroll calls land there.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
      if let cached = visible.first(where: { $0.indexPath == indexPath }) { return cached }
      guard let collectionView, indexPath.section == 0 else { return nil }
      let contentOffset = collectionView.contentOffset
      if let item = bridge.attributes(
        ofItem: indexPath.item, offset: offset(of: contentOffset), count: count, viewport: viewport)
      {
        return attributes(for: item, contentOffset: contentOffset, viewport: viewport)
      }
      guard let resting = bridge.restingPlacement(ofItem: indexPath.item, count: count, viewport: viewport) else {
        return nil
      }
      let hidden = makeAttributes(forCellWith: indexPath, item: nil)
      hidden.center = CGPoint(resting.center)
      hidden.size = CGSize(resting.size)
      hidden.isHidden = true
      return hidden
    }

    open override func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
      guard let collectionView else { return proposedContentOffset }
      let target = bridge.targetOffset(
        proposed: offset(of: proposedContentOffset), current: offset(of: collectionView.contentOffset),
        dragStart: dragStart, rate: decelerationRate(of: collectionView), count: count, viewport: viewport)
      return point(target, across: proposedContentOffset)
    }

    /// After an animated layout update that changed the viewport or the item count (a
    /// rotation, `performBatchUpdates`): the kept item's resting offset in the new geometry (the
    /// current item before the change). Otherwise the proposed offset, unchanged.
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
      guard kept.geometryChanged, let offset = kept.restingOffset(viewport: viewport, count: count, bridge: bridge)
      else { return proposedContentOffset }
      return point(offset, across: proposedContentOffset)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    /// Makes the attributes object of a cell, which the layout then fills (centre, size,
    /// transform, z-index, alpha, arc extras): override it (with `layoutAttributesClass`) to
    /// return a ``CarouselLayoutAttributes`` subclass and fill extras of your own from the core's
    /// attributes of the item at the current offset (its track position, scale, rotation,
    /// alpha…); `item` is `nil` for an item the layout hides there
    /// (``layoutAttributesForItem(at:)``'s hidden attributes).
    open func makeAttributes(forCellWith indexPath: IndexPath, item: ItemAttributes?) -> CarouselLayoutAttributes {
      CarouselLayoutAttributes(forCellWith: indexPath)
    }

    private func attributes(for item: ItemAttributes, contentOffset: CGPoint, viewport: CarouselSize)
      -> CarouselLayoutAttributes
    {
      let attributes = makeAttributes(forCellWith: IndexPath(item: item.index, section: 0), item: item)
      let placement = bridge.placement(
        of: item, offset: offset(of: contentOffset), count: count, viewport: viewport)
      // Collection views flip centres themselves in right to left; the transforms and the shift
      // are mirrored here.
      let drawn = isRightToLeft ? item.mirrored(in: viewport) : item
      let shiftX = isRightToLeft ? -placement.shift.x : placement.shift.x
      attributes.size = CGSize(placement.size)
      attributes.center = CGPoint(placement.center)
      if drawn.needsTransform3D {
        attributes.transform3D = CATransform3D(
          drawn.transform3D(perspective: bridge.layout.perspective, viewport: viewport)
            .concatenating(.translation(x: shiftX, y: placement.shift.y, z: 0)))
      } else {
        var transform = CGAffineTransform(drawn.affineComponents)
        (transform.tx, transform.ty) = (CGFloat(shiftX), CGFloat(placement.shift.y))
        attributes.transform = transform
      }
      attributes.zIndex = item.integerZIndex
      attributes.alpha = CGFloat(item.alpha)
      attributes.effects = item.effects
      // A sliced item's pieces, for a CarouselPiecesCell (one array per sliced item and pass:
      // attributes are objects the collection view copies anyway).
      // (Mirrored with the item in right to left: the collection view flips the cell, not its
      // content.)
      attributes.pieceGrid = drawn.pieces
      if let grid = drawn.pieces {
        let layout = bridge.layout
        attributes.pieces = (0..<grid.count).compactMap { layout.piece($0, of: drawn) }
      }
      if let arc = item.arc {
        attributes.angle = CGFloat(arc.angle)
        attributes.innerRadius = CGFloat(arc.innerRadius)
        attributes.outerRadius = CGFloat(arc.outerRadius)
      }
      return attributes
    }
  }

  // The touch-down catch of its animated scroll: shouldCatch, caught(), released().
  extension CarouselCollectionViewLayout: CatchTarget {}
#endif
