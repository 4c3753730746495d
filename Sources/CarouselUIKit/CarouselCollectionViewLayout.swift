#if canImport(UIKit)
  import CarouselCore
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
  /// - Items rest at ``contentOffset(forItemAt:)``, which is where ``scrollToItem(at:animated:)``
  ///   lands (UIKit's own `scrollToItem(at:at:animated:)` centres on where an item is drawn
  ///   now, which for the wheel and the card stack is not where it rests); ``currentIndex``
  ///   is the item the content rests on or is passing.
  /// - Rotation, bounds changes and reloads keep the current item: the one-argument
  ///   `targetContentOffset(forProposedContentOffset:)`, which UIKit asks after them, returns
  ///   its resting offset in the new geometry (`CollectionViewKeptItem`).
  /// - Attributes are ``CarouselLayoutAttributes`` carrying the wheel's arc, with 3D
  ///   transforms (perspective baked in) for cover flow and rotary layouts.
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
    private var scrolling: (start: Double, motion: SettleMotion, index: Int)?

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
      clock.onFrame = { [weak self] time in self?.scrollFrame(at: time) }
    }

    /// Creates the layout from a storyboard: a centred selector (`.linear(itemSize:
    /// .inset(36), spacing: 50)`, nearest snapping). The article's selector has spacing 100
    /// and 200-pt items; set ``update(_:)`` after loading for other geometry.
    public required init?(coder: NSCoder) {
      bridge = CollectionViewLayoutBridge(layout: AnyCarouselLayout(.linear(itemSize: .inset(36), spacing: 50)))
      super.init(coder: coder)
      clock.onFrame = { [weak self] time in self?.scrollFrame(at: time) }
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

    /// Scrolls so that the item at `indexPath` rests in place. Animated, it moves with the
    /// core's settle motion (the same landing as a release, from rest), which a touch or a
    /// drag interrupts; the item is kept across a rotation or reload meanwhile.
    public func scrollToItem(at indexPath: IndexPath, animated: Bool) {
      guard let collectionView, let target = contentOffset(forItemAt: indexPath) else { return }
      kept.keep(indexPath.item)
      stopScrolling()
      guard animated else {
        collectionView.setContentOffset(target, animated: false)
        return
      }
      let from = offset(of: collectionView.contentOffset)
      let motion = SettleMotion(
        from: from, velocity: 0, to: offset(of: target),
        rate: DecelerationRate(
          perMillisecond: Double(collectionView.decelerationRate.rawValue)),
        limitsPeakSpeed: false)
      scrolling = (carouselNow(), motion, indexPath.item)
      clock.start()
    }

    /// Stops an animated ``scrollToItem(at:animated:)`` where it is.
    public func stopScrolling() {
      scrolling = nil
      clock.stop()
    }

    private func scrollFrame(at time: Double) {
      guard let collectionView, let scrolling else {
        stopScrolling()
        return
      }
      // A finger takes over.
      if collectionView.isTracking || collectionView.isDragging {
        stopScrolling()
        return
      }
      let t = time - scrolling.start
      let value = t >= scrolling.motion.duration ? scrolling.motion.target : scrolling.motion.value(at: t)
      collectionView.setContentOffset(point(value), animated: false)
      if t >= scrolling.motion.duration { stopScrolling() }
    }

    private func point(_ offset: Double) -> CGPoint {
      let current = collectionView?.contentOffset ?? .zero
      switch bridge.layout.axis {
      case .horizontal: return CGPoint(x: CGFloat(offset), y: current.y)
      case .vertical: return CGPoint(x: current.x, y: CGFloat(offset))
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
      let contentOffset = collectionView.contentOffset
      if collectionView.isDragging && !wasDragging { dragStart = offset(of: contentOffset) }
      wasDragging = collectionView.isDragging
      let viewport = self.viewport
      if scrolling == nil {
        kept.update(offset: offset(of: contentOffset), viewport: viewport, count: count, bridge: bridge)
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

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
      if let cached = visible.first(where: { $0.indexPath == indexPath }) { return cached }
      guard let collectionView, indexPath.section == 0 else { return nil }
      let contentOffset = collectionView.contentOffset
      guard
        let item = bridge.attributes(
          ofItem: indexPath.item, offset: offset(of: contentOffset), count: count, viewport: viewport)
      else {
        let hidden = CarouselLayoutAttributes(forCellWith: indexPath)
        hidden.isHidden = true
        return hidden
      }
      return attributes(for: item, contentOffset: contentOffset, viewport: viewport)
    }

    open override func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
      guard let collectionView else { return proposedContentOffset }
      let target = bridge.targetOffset(
        proposed: offset(of: proposedContentOffset), current: offset(of: collectionView.contentOffset),
        dragStart: dragStart,
        rate: DecelerationRate(perMillisecond: Double(collectionView.decelerationRate.rawValue)), count: count,
        viewport: viewport)
      var result = proposedContentOffset
      switch bridge.layout.axis {
      case .horizontal: result.x = CGFloat(target)
      case .vertical: result.y = CGFloat(target)
      }
      return result
    }

    /// After a rotation, a bounds change or a reload: the kept item's resting offset in the new
    /// geometry (the current item before the change).
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
      guard let offset = kept.restingOffset(viewport: viewport, count: count, bridge: bridge) else {
        return proposedContentOffset
      }
      var result = proposedContentOffset
      switch bridge.layout.axis {
      case .horizontal: result.x = CGFloat(offset)
      case .vertical: result.y = CGFloat(offset)
      }
      return result
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    /// Makes the attributes object of a cell, which the layout then fills: override it (with
    /// `layoutAttributesClass`) to return a ``CarouselLayoutAttributes`` subclass that carries
    /// extras of your own, and fill them in ``layoutAttributesForElements(in:)``'s results.
    open func makeAttributes(forCellWith indexPath: IndexPath) -> CarouselLayoutAttributes {
      CarouselLayoutAttributes(forCellWith: indexPath)
    }

    private func attributes(for item: ItemAttributes, contentOffset: CGPoint, viewport: CarouselSize)
      -> CarouselLayoutAttributes
    {
      let attributes = makeAttributes(forCellWith: IndexPath(item: item.index, section: 0))
      // Collection views flip centres themselves in right to left; the transforms are mirrored here.
      let drawn = isRightToLeft ? item.mirrored(in: viewport) : item
      attributes.size = CGSize(item.size)
      attributes.center = CGPoint(
        x: CGFloat(item.center.x) + contentOffset.x, y: CGFloat(item.center.y) + contentOffset.y)
      if drawn.needsTransform3D {
        attributes.transform3D = CATransform3D(
          drawn.transform3D(perspective: bridge.layout.perspective, viewport: viewport))
      } else {
        attributes.transform = CGAffineTransform(drawn.affineComponents)
      }
      attributes.zIndex = item.integerZIndex
      attributes.alpha = CGFloat(item.alpha)
      if let arc = item.arc {
        attributes.angle = CGFloat(arc.angle)
        attributes.innerRadius = CGFloat(arc.innerRadius)
        attributes.outerRadius = CGFloat(arc.outerRadius)
      }
      return attributes
    }
  }
#endif
