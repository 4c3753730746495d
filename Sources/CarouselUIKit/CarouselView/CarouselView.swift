#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import QuartzCore
  import UIKit

  /// A carousel: a view that shows items laid out by any `CarouselLayout`, with
  /// scroll physics that feel like `UIScrollView`, snapping, looping and autoplay, reusing a
  /// handful of views however many items there are.
  ///
  /// It owns a `CarouselDriver`, the core, which decides everything: each touch, frame,
  /// data change and the configuration built from these properties and the platform goes to
  /// it as one action, and the view applies the update that comes back (what to draw, the
  /// haptics, the callbacks in their one order, when to run next). Item views come from
  /// ``itemProvider``, which typically dequeues views registered with
  /// ``register(reuseIdentifier:factory:)``:
  ///
  /// ```swift
  /// let carousel = CarouselView(layout: .linear(itemSize: .inset(16), spacing: 8))
  /// carousel.isLooping = true
  /// carousel.snapping = .paging
  /// carousel.register(reuseIdentifier: "banner") { BannerCell() }
  /// carousel.itemProvider = { carousel, index in
  ///   let cell = carousel.dequeueReusableItemView(ofType: BannerCell.self, withReuseIdentifier: "banner")
  ///   cell.configure(with: banners[index])
  ///   return cell
  /// }
  /// carousel.numberOfItems = banners.count
  /// ```
  ///
  /// A touch-down stops any motion at once, the content follows the finger (or a trackpad; a
  /// mouse wheel's notch moves one item) and a release snaps as ``snapping`` says; a tap on
  /// an item selects it, a tap on a control inside it does not, and a drag across the axis
  /// belongs to an enclosing scroll view. The callbacks (``delegate`` and the closures)
  /// report the driver's events only: a tap or a touch that moved nothing reports no settle,
  /// one gesture that moved the content one will-settle and one did-settle. Size changes and
  /// reloads keep the current item, even mid-fling. Right-to-left layouts mirror. VoiceOver
  /// sees one adjustable element ("item 2 of 5, Summer sale") or, with
  /// ``exposesItemsToAccessibility``, the visible items; autoplay holds while VoiceOver or
  /// Switch Control runs, the focus is on the carousel or it cannot be seen, and stops under
  /// Reduce Motion; the keyboard's arrows move it while it is first responder or focused. See
  /// <doc:GettingStarted>.
  @MainActor
  public final class CarouselView: UIView {
    /// Makes the view for an item: usually dequeues a registered view and configures it.
    public typealias ItemProvider = @MainActor (_ carouselView: CarouselView, _ index: Int) -> UIView

    // MARK: - State

    /// The core: every change goes in through `send(_:)`; the carousel's settings are its
    /// configuration.
    var driver: CarouselDriver<AnyCarouselLayout>
    /// The view of each slot of the driver's plan; `nil` until the slot is first shown.
    var slotViews: [UIView?] = []
    /// The pieces of each slot's sliced item (`ItemAttributes.pieces`); `nil` until the slot
    /// first shows a sliced item.
    var slotPieces: [CarouselPiecesView?] = []
    var factories: [String: @MainActor () -> UIView] = [:]
    var reusePool: [String: [UIView]] = [:]
    var reuseIdentifiers: [ObjectIdentifier: String] = [:]
    let clock = FrameClock()
    /// The app's own accessibility value, if it set one (``accessibilityValue``).
    var accessibilityValueOverride: String?
    /// The identifiers of the latest ``applySnapshot(_:animation:)``.
    var snapshot: Any?
    /// The completions of the data changes sent with an animation, oldest first, until the
    /// core reports them over (`CarouselUpdate.completedChanges`); `nil` for a change sent
    /// without one.
    var changeCompletions: [(@MainActor () -> Void)?] = []
    /// Custom actions the app set through `accessibilityCustomActions`.
    var accessibilityActionsByApp: [UIAccessibilityCustomAction] = []
    let gestures = GestureCoordinator()
    /// The finger's (and the trackpad's) pan, and the mouse wheel's.
    let pan = TimedPanGestureRecognizer(target: nil, action: nil)
    let wheel = UIPanGestureRecognizer(target: nil, action: nil)
    /// What CarouselKit's own views built on this one hear, after the app's callbacks.
    var observers: [CarouselViewObserver] = []
    /// The view ``reconfigureItems(at:)`` asks about: dequeuing its identifier hands it back.
    var reconfiguring: UIView?
    /// The container of the item views.
    let contentView = UIView()
    /// Each item view's own margins and `insetsLayoutMarginsFromSafeArea` (``pageSafeArea``).
    var baseLayoutMargins: [ObjectIdentifier: (margins: UIEdgeInsets, fromSafeArea: Bool)] = [:]
    /// The adjustable element while the carousel is a container of it and the current item's
    /// controls (`CarouselAccessibilityPresentation.adjustableThenControls(slot:)`), made when
    /// first needed.
    lazy var adjustableElement = CarouselAdjustableElement(self)
    /// The selection haptics' generator, made on the first haptic.
    lazy var selectionFeedbackGenerator = UISelectionFeedbackGenerator()

    /// Whether the content of item views keeps out of the unsafe area: `.contentInsets` (the
    /// default) adds to each item view's `layoutMargins` the part of the carousel's
    /// `safeAreaInsets` the item covers (a full-screen page: all of it; a banner in the middle
    /// of the screen: none), so content pinned to `layoutMarginsGuide` stays clear of the
    /// status bar, the Dynamic Island and the home indicator; `.ignored` leaves the margins
    /// as the app set them.
    public var pageSafeArea: PageSafeArea = .contentInsets {
      didSet { placeShownViews() }
    }

    // MARK: - Creating

    /// Creates a carousel with a layout (the banner's `.linear()` by default).
    ///
    /// - Parameters:
    ///   - frame: the frame.
    ///   - layout: any core layout.
    public init(frame: CGRect = .zero, layout: some CarouselLayout = .linear()) {
      driver = Self.makeDriver(AnyCarouselLayout(layout), viewport: frame.size)
      super.init(frame: frame)
      setUp()
    }

    /// Creates a carousel from a storyboard, with the banner layout.
    public required init?(coder: NSCoder) {
      driver = Self.makeDriver(AnyCarouselLayout(.linear()), viewport: .zero)
      super.init(coder: coder)
      setUp()
    }

    private static func makeDriver(_ layout: AnyCarouselLayout, viewport: CGSize) -> CarouselDriver<AnyCarouselLayout> {
      CarouselDriver(
        CarouselConfiguration(
          layout: layout, viewport: CarouselSize(viewport), behavior: .carousel, inputRules: .uiKit),
        time: carouselNow())
    }

    private func setUp() {
      clipsToBounds = true
      contentView.frame = bounds
      addSubview(contentView)
      isAccessibilityElement = true
      accessibilityTraits = .adjustable
      // One focus group (iPadOS 15's keyboard navigation): Tab reaches the carousel and its
      // current item's controls as one stop, the arrows move within it.
      focusGroupIdentifier = "CarouselKit.CarouselView.\(ObjectIdentifier(self).hashValue)"
      clock.onFrame = { [weak self] time in self?.send(.frame(time: time)) }
      // A wake-up (autoplay's next step, a hidden carousel's check) re-reads the platform.
      clock.onWake = { [weak self] time in self?.configure(at: time) }
      installGestures()
      observePlatform()
      configure()
    }

    // MARK: - Layout and behaviour

    /// The layout (any core layout).
    public var layout: any CarouselLayout { driver.configuration.layout.base }

    /// Replaces the layout, keeping the item the carousel is going to (a drag in progress
    /// ends, and the content settles from where it is).
    public func setLayout(_ layout: some CarouselLayout) {
      configure { $0.layout = AnyCarouselLayout(layout) }
    }

    /// Whether the track is infinite and cyclic. Default `false`.
    public var isLooping: Bool {
      get { behavior.isLooping }
      set { behavior.isLooping = newValue }
    }

    /// How a release chooses where to rest: `.nearest` (default), `.paging` (one item per
    /// swipe, as `isPagingEnabled`), `.paging(maxItems:)` or `.free`.
    public var snapping: SnapPolicy {
      get { behavior.snapping }
      set { behavior.snapping = newValue }
    }

    /// The deceleration rate (per millisecond, as `UIScrollView`'s). Default `.fast`.
    public var decelerationRate: DecelerationRate {
      get { behavior.decelerationRate }
      set { behavior.decelerationRate = newValue }
    }

    /// The spring that settles on an item. Default: response 0.25 s, critically damped (the
    /// content never passes the item); a damping ratio below 1 passes it and comes back, one
    /// above 1 is slower (see `ScrollBehavior.spring`).
    public var spring: Spring {
      get { behavior.spring }
      set { behavior.spring = newValue }
    }

    /// Automatic advancing, or `nil` (default). Held while VoiceOver runs or the carousel
    /// cannot be seen, off under Reduce Motion, paused while touched.
    public var autoplay: Autoplay? {
      get { behavior.autoplay }
      set { behavior.autoplay = newValue }
    }

    /// All the behaviour at once (default `ScrollBehavior.carousel`: nearest item, `.fast`).
    /// Changes apply live, even in the middle of a motion, keeping the current item.
    public var behavior: ScrollBehavior {
      get { driver.configuration.behavior }
      set { configure { $0.behavior = newValue } }
    }

    // MARK: - Data

    /// Makes the view of an item. Setting it reloads the data.
    public var itemProvider: ItemProvider? {
      didSet { reloadData() }
    }

    /// The number of items. Setting it reloads the data, keeping the current index.
    public var numberOfItems: Int {
      get { driver.state.count }
      set { reloadData(numberOfItems: newValue) }
    }

    /// The accessibility label of an item, read after its position ("item 2 of 5, label").
    /// `nil` (default): the label of the item's view, or the text of the labels inside it
    /// (``defaultAccessibilityLabel(of:)``).
    public var itemAccessibilityLabel: (@MainActor (Int) -> String?)?

    /// The accessibility actions of the item the carousel shows (its buttons: "Add to cart"),
    /// offered on the carousel's element after next, previous and pause. `nil` (default): the
    /// actions of the item's view and one for each button inside it
    /// (``defaultAccessibilityActions(of:)``).
    public var itemAccessibilityActions: (@MainActor (Int) -> [UIAccessibilityCustomAction])?

    /// The words spoken to VoiceOver; `nil` (default) speaks CarouselKit's translations
    /// (`Localizable.strings` resources, 14 languages) in the app's language: the first of
    /// `Bundle.main.preferredLocalizations` that CarouselKit has, English when it has none.
    public var strings: CarouselStrings? {
      didSet { configure() }
    }

    /// Asks ``itemProvider`` again for every visible item, keeping the current index (the last
    /// item if it is gone), even mid-fling.
    ///
    /// - Parameter currentItemIndex: when the item that was current now has another index
    ///   (items were inserted or removed before it), its new index: the carousel moves there.
    public func reloadData(currentItemIndex: Int? = nil) {
      reloadData(numberOfItems: driver.state.count, currentItemIndex: currentItemIndex)
    }

    /// Changes the number of items and asks ``itemProvider`` again for every visible item.
    ///
    /// - Parameters:
    ///   - numberOfItems: the new number of items.
    ///   - currentItemIndex: the item to show: the new index of the item that was current, if
    ///     it moved, or an item to restore (honoured even when the data does not have it yet:
    ///     the carousel goes there when a later change brings it).
    public func reloadData(numberOfItems: Int, currentItemIndex: Int? = nil) {
      snapshot = nil
      send(.data(CarouselDataChange(count: max(numberOfItems, 0), selection: currentItemIndex), time: carouselNow()))
    }

    /// Applies a data change that keeps some items (inserts, deletes, moves): the views of the
    /// items that stay on screen are kept as they are, not asked for again, and the carousel
    /// stays on the item it showed, even mid-drag or mid-fling.
    ///
    /// - Parameters:
    ///   - numberOfItems: the new number of items.
    ///   - mapping: the new index of each old index, `nil` for a deleted item.
    ///   - animation: how the change animates (`CarouselChangeAnimation`), `nil` (the default)
    ///     to apply it at once.
    public func performBatchUpdates(
      numberOfItems: Int, mapping: (Int) -> Int?, animation: CarouselChangeAnimation? = nil
    ) {
      let mapping = (0..<driver.state.count).map(mapping)
      send(CarouselDataChange(count: max(numberOfItems, 0), mapping: mapping, animation: animation), completion: nil)
    }

    /// Sends a data change; `completion` runs when the core reports the change over (for a
    /// change with an animation: after it, or at once when it does not animate).
    private func send(_ change: CarouselDataChange, completion: (@MainActor () -> Void)?) {
      if change.animation != nil { changeCompletions.append(completion) }
      send(.data(change, time: carouselNow()))
    }

    /// Applies inserts, deletes and moves as one animated change, described as
    /// `UICollectionView.performBatchUpdates(_:completion:)` takes them (deleted indices and
    /// the sources of moves before the batch, inserted indices and destinations after it:
    /// `CarouselBatch`). The item the finger holds, or the current item at rest, stays where
    /// it is; the others move to their new places while inserted items appear and deleted
    /// ones disappear through `effect`, over 0.3 s. The views of items that stay are kept;
    /// inserted ones are asked of ``itemProvider``.
    ///
    /// ```swift
    /// banners.remove(at: 2)
    /// banners.insert(newBanner, at: 0)
    /// carousel.performBatchUpdates { batch in
    ///   batch.deleteItems(at: [2])
    ///   batch.insertItems(at: [0])
    /// }
    /// ```
    ///
    /// A batch that does not describe a change of the current items (an index out of range,
    /// one deleted twice, two items moved to one place: where `UICollectionView` raises an
    /// exception) reloads the items instead, with the count the batch implies.
    ///
    /// - Parameters:
    ///   - animated: whether the change animates (`false`: at once, as
    ///     ``performBatchUpdates(numberOfItems:mapping:animation:)``).
    ///   - effect: how inserted items appear and deleted ones disappear (default `.fade`).
    ///   - updates: describes the batch.
    ///   - completion: runs once the change is over: when nothing of it (or of an animated
    ///     change sent before it and still running) animates any more; right after the change
    ///     when it applies at once (not animated, Reduce Motion, the carousel not on screen, a
    ///     reload).
    public func performBatchUpdates(
      animated: Bool = true, effect: CarouselItemTransition = .fade, _ updates: (inout CarouselBatch) -> Void,
      completion: (@MainActor () -> Void)? = nil
    ) {
      performBatchUpdates(
        animation: animated ? CarouselChangeAnimation(insertion: effect, removal: effect) : nil, updates,
        completion: completion)
    }

    /// ``performBatchUpdates(animated:effect:_:completion:)`` with an animation of its own (a
    /// duration, different effects for insertions and removals), or `nil` to apply the batch
    /// at once.
    public func performBatchUpdates(
      animation: CarouselChangeAnimation?, _ updates: (inout CarouselBatch) -> Void,
      completion: (@MainActor () -> Void)? = nil
    ) {
      var batch = CarouselBatch()
      updates(&batch)
      let oldCount = driver.state.count
      snapshot = nil
      // (Not animated: a zero duration, which applies at once and still reports the change over.)
      guard let change = batch.dataChange(oldCount: oldCount, animation: animation ?? .init(duration: 0)) else {
        reloadData(numberOfItems: batch.count(after: oldCount))
        completion?()
        return
      }
      send(change, completion: completion)
    }

    /// Applies a snapshot of the items' identifiers, as a diffable data source does: items
    /// whose identifier was in the previous snapshot keep their views (``performBatchUpdates(numberOfItems:mapping:animation:)``),
    /// new ones are asked for. The first snapshot, or one after ``reloadData(currentItemIndex:)``,
    /// loads everything. O(n) in the number of items, once per snapshot.
    ///
    /// - Parameters:
    ///   - identifiers: the items' identifiers, in order (unique).
    ///   - animation: how the change animates (as
    ///     `UICollectionViewDiffableDataSource.apply(_:animatingDifferences:)`), `nil` (the
    ///     default) to apply it at once.
    public func applySnapshot<ID: Hashable>(_ identifiers: [ID], animation: CarouselChangeAnimation? = nil) {
      defer { snapshot = identifiers }
      guard let previous = snapshot as? [ID] else {
        reloadData(numberOfItems: identifiers.count)
        return
      }
      send(.snapshot(from: previous, to: identifiers, animation: animation), completion: nil)
    }

    // MARK: - Position

    /// The item nearest to the centre (the resting item at rest); `nil` with no items.
    public var currentIndex: Int? { driver.state.currentIndex }

    /// What the carousel is doing: idle, dragging, decelerating, settling or animating.
    public var phase: ScrollEngine.Phase { driver.state.phase }

    /// Whether the content follows the user's finger (or trackpad) now: between
    /// ``onDragBegan`` and ``onDragEnded``.
    public var isDragging: Bool { driver.state.isDragging }

    /// The carousel's pan recogniser (one finger, and the trackpad's scrolling), which UIKit
    /// arbitrates against the others: make an app's gesture wait for it
    /// (`drawerPan.require(toFail: carousel.panGestureRecognizer)`) or the reverse, as with a
    /// `UIScrollView`'s `panGestureRecognizer`. Don't change its delegate or its targets.
    public var panGestureRecognizer: UIPanGestureRecognizer { pan }

    /// Scrolls to an item, the shortest way round when looping (as `UICollectionView`'s
    /// `scrollToItem(at:at:animated:)`, and `CarouselCollectionViewLayout`'s
    /// `scrollToItem(at:animated:)` for a collection view). Ignored while a finger drags.
    ///
    /// - Parameters:
    ///   - index: the item, in 0..<numberOfItems.
    ///   - animated: whether to animate with the settle spring (it jumps under Reduce Motion
    ///     and off screen: `CarouselAccessibility.animatesScroll(in:)`).
    public func scrollToItem(at index: Int, animated: Bool) {
      send(.input(.scroll(toIndex: index, animated: animated, time: carouselNow())))
    }

    /// Scrolls to an item: the earlier spelling of ``scrollToItem(at:animated:)``.
    @available(*, deprecated, renamed: "scrollToItem(at:animated:)")
    public func scroll(to index: Int, animated: Bool) {
      scrollToItem(at: index, animated: animated)
    }

    /// The view showing item `index`, if it is visible (the one nearest to the centre when
    /// looping shows it twice).
    public func itemView(at index: Int) -> UIView? {
      var best: (view: UIView, distance: Double)?
      for slot in slotViews.indices {
        guard let view = slotViews[slot], let item = driver.attributes(inSlot: slot), item.index == index
        else { continue }
        let distance = abs(item.center.x - Double(bounds.width) / 2) + abs(item.center.y - Double(bounds.height) / 2)
        if best.map({ distance < $0.distance }) ?? true { best = (view, distance) }
      }
      return best?.view
    }

    // MARK: - Callbacks

    /// The delegate (held weakly).
    public weak var delegate: (any CarouselViewDelegate)?
    /// Called when the content starts to follow the user's finger (or trackpad).
    public var onDragBegan: (@MainActor () -> Void)?
    /// Called when the finger that dragged the content lifts or is cancelled (before the
    /// will-settle of the motion it starts).
    public var onDragEnded: (@MainActor () -> Void)?
    /// Called when the current item changes (`nil` when there are no items).
    public var onCurrentIndexChange: (@MainActor (Int?) -> Void)?
    /// Called when the content starts moving to rest on an item (a release that moves it, an
    /// animated scroll, an autoplay step), with that item; not for a tap or a touch that moved
    /// nothing.
    public var onWillSettle: (@MainActor (Int) -> Void)?
    /// Called when the user taps an item. A tap that stops a moving carousel, or lands on a
    /// control inside an item, selects nothing.
    public var onSelect: (@MainActor (Int) -> Void)?
    /// Whether a tap on an item that is not current also scrolls to it (after ``onSelect``).
    /// Default `true`.
    public var scrollsToSelectedItem: Bool {
      get { driver.configuration.scrollsToTappedItem }
      set { configure { $0.scrollsToTappedItem = newValue } }
    }
    /// Called when the carousel comes to rest on an item after moving: once per gesture that
    /// moved the content, never for a tap.
    public var onDidSettle: (@MainActor (Int) -> Void)?
    /// Called for every item the selection point (the centre) passes while the content moves
    /// (a drag, a glide, a settle, an animated scroll, an autoplay step), one call per item,
    /// in order, as a picker clicks: the events ``selectionFeedback`` plays. Not for a jump
    /// without animation or a reload.
    public var onSelectionChange: (@MainActor (Int) -> Void)?
    /// Whether a selection haptic (`UISelectionFeedbackGenerator`) plays for every item the
    /// selection point passes: `.automatic` (default) plays it with the drum picker layout
    /// (`.drum()`), as `UIPickerView` always clicks, and not with the other layouts (a banner
    /// should not click on every swipe); `.enabled` and `.disabled` force it. The generator is
    /// prepared when a finger touches down.
    public var selectionFeedback: CarouselSelectionFeedback {
      get { driver.configuration.selectionFeedback }
      set { configure { $0.selectionFeedback = newValue } }
    }
    /// Called every frame the content moves, with ``progress`` (the fractional item index).
    public var onProgress: (@MainActor (Double) -> Void)?
    /// Called with the items about to appear, when that set changes (see
    /// ``CarouselViewDelegate/carouselView(_:prefetchItemsAt:)``).
    public var onPrefetchItems: (@MainActor ([Int]) -> Void)?
    /// The earlier name of ``onPrefetchItems``.
    @available(*, deprecated, renamed: "onPrefetchItems")
    public var prefetchItems: (@MainActor ([Int]) -> Void)? {
      get { onPrefetchItems }
      set { onPrefetchItems = newValue }
    }
    /// How many items beyond each visible edge ``onPrefetchItems`` announces. Default 2
    /// (`CarouselConfiguration.defaultPrefetchDistance`); 0 turns prefetching off; at most 64.
    public var prefetchDistance: Int {
      get { driver.configuration.prefetchDistance }
      set { configure { $0.prefetchDistance = max(newValue, 0) } }
    }
    /// Called when the view of an item comes on screen, with the item's index and its view
    /// (see ``CarouselViewDelegate/carouselView(_:willDisplay:forItemAt:)``).
    public var onWillDisplayItem: (@MainActor (_ index: Int, _ view: UIView) -> Void)?
    /// Called when the view of an item has left the screen (it is hidden and kept for reuse),
    /// with the item's index and its view: stop a video, end an impression (see
    /// ``CarouselViewDelegate/carouselView(_:didEndDisplaying:forItemAt:)``).
    public var onDidEndDisplayingItem: (@MainActor (_ index: Int, _ view: UIView) -> Void)?

    /// The content's continuous position in items (2.5: halfway from item 2 to item 3;
    /// wraps when looping); `nil` with no items.
    public var progress: Double? { driver.state.progress }

    /// The app's hold on autoplay (its pause control, WCAG 2.2.2), apart from the holds the
    /// carousel applies itself (VoiceOver, Switch Control, focus, off screen, scene not
    /// active). The user's own pause (the VoiceOver pause action) is kept apart: setting this
    /// to `false` never resumes autoplay the user paused (``isAutoplayPausedByUser``).
    public var isAutoplayPaused: Bool {
      get { driver.configuration.isAutoplayPaused }
      set { configure { $0.isAutoplayPaused = newValue } }
    }

    /// Whether the user paused autoplay (the VoiceOver pause action); the user resumes it.
    public var isAutoplayPausedByUser: Bool { driver.state.isAutoplayPausedByUser }

    /// Whether the user can swipe the carousel (default `true`), as `UIScrollView`'s. While
    /// `false`, touches neither catch nor drag the content and drags go to an enclosing scroll
    /// view; taps still select, and ``scrollToItem(at:animated:)``, autoplay, the keyboard and the
    /// VoiceOver actions still move it. Locking it mid-drag settles from where the content is.
    public var isScrollEnabled: Bool {
      get { driver.configuration.isScrollEnabled }
      set { configure { $0.isScrollEnabled = newValue } }
    }

    // MARK: - UIView

    public override func layoutSubviews() {
      super.layoutSubviews()
      contentView.frame = bounds
      configure()
    }

    /// Out of its window, the touch the carousel follows is cancelled (UIKit may never
    /// report its lift) and it cannot be seen (autoplay holds).
    public override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil { send(.input(.lostTouches(time: carouselNow()))) }
      configure()
    }
  }
#endif
