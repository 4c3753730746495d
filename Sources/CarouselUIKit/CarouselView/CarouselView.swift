#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import QuartzCore
  import UIKit

  /// A carousel: a view that shows items laid out by any `CarouselLayout`, with
  /// scroll physics that feel like `UIScrollView`, snapping, looping and autoplay, reusing a
  /// handful of views however many items there are.
  ///
  /// It owns a `CarouselDriver` (the engine, the layout and the slot plan),
  /// a touch-down recogniser and a pan recogniser that feed it, and a display link that runs
  /// only while the content moves by itself. Item views come from ``itemProvider``, which
  /// typically dequeues views registered with ``register(reuseIdentifier:factory:)``:
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
  /// Behaviour:
  /// - A touch-down stops any motion at once; the content follows the finger; a release snaps
  ///   as ``snapping`` says; a tap on an item at rest selects it, a tap on a control inside
  ///   an item does not. A drag across the axis belongs to an enclosing scroll view.
  ///   ``isScrollEnabled`` locks swiping.
  /// - The callbacks (``delegate`` and the closures) report the driver's events only: a tap
  ///   or a touch that moved nothing reports no settle; one gesture that moved the content
  ///   reports one will-settle and one did-settle; item views report when they come on
  ///   screen and leave it.
  /// - Rotation and size changes keep the current item, even mid-fling; so do data reloads
  ///   (``reloadData(currentItemIndex:)``). ``reconfigureItems(at:)`` updates kept views in
  ///   place.
  /// - Right-to-left layouts mirror the drawing, the drag direction and the arrow keys.
  /// - VoiceOver sees one adjustable element whose value reads "item 2 of 5, Summer sale" (the
  ///   label from ``itemAccessibilityLabel`` or the item view itself), in the app's language
  ///   (``strings``); swiping up or down moves one item; the current item's buttons are its
  ///   actions (``itemAccessibilityActions``); or, with ``exposesItemsToAccessibility``, the
  ///   visible items one by one. A three-finger swipe pages it as a paging scroll view
  ///   (`accessibilityScroll(_:)`). Autoplay is held while VoiceOver or Switch
  ///   Control runs or the focus is on the carousel, and is off when Reduce Motion is on;
  ///   under Reduce Motion every animated scroll jumps.
  /// - With a hardware keyboard, the arrows along the axis move one item while the carousel is
  ///   first responder (call `becomeFirstResponder()`) or has the keyboard focus.
  @MainActor
  public final class CarouselView: UIView {
    /// Makes the view for an item: usually dequeues a registered view and configures it.
    public typealias ItemProvider = @MainActor (_ carouselView: CarouselView, _ index: Int) -> UIView

    // MARK: - State

    var driver: CarouselDriver<AnyCarouselLayout>
    /// The views the slots of the plan show, by slot; `nil` until a slot is first assigned.
    var slotViews: [UIView?] = []
    /// The slots back to front, as last computed and as the subviews are ordered (reused
    /// buffers: no allocation per frame).
    var drawingOrder: [Int] = []
    var subviewOrder: [Int] = []
    /// The copy of an item each slot's view showed when last drawn: which view a copy that
    /// disappeared was (display events).
    var shownCopies: [VisibleCopy?] = []
    var factories: [String: @MainActor () -> UIView] = [:]
    var reusePool: [String: [UIView]] = [:]
    var reuseIdentifiers: [ObjectIdentifier: String] = [:]
    let clock = FrameClock()
    var accessibilityObservers: [any NSObjectProtocol] = []
    /// The app's own accessibility value, if it set one (``accessibilityValue``).
    var accessibilityValueOverride: String?
    /// Whether the app is in the foreground (autoplay holds in the background).
    var isAppActive = true
    /// Whether the keyboard focus is on the carousel or one of its items.
    var hasKeyboardFocus = false
    /// Whether an assistive technology's cursor is on the carousel.
    var hasAssistiveFocus = false
    /// Whether the visible items are accessibility elements (``exposesItemsToAccessibility``).
    var itemsAreAccessibilityElements = false
    /// What VoiceOver read right after the latest adjustable action (swipe up or down), so
    /// that the announcement at rest does not repeat it (`CarouselAnnouncement`).
    var spokenAfterAdjust: String?
    /// The identifiers of the latest ``applySnapshot(_:)``.
    var snapshot: Any?
    /// Custom actions the app set through `accessibilityCustomActions`.
    var accessibilityActionsByApp: [UIAccessibilityCustomAction] = []
    let gestures = GestureCoordinator()
    /// What CarouselKit's own views built on this one (the banner's page control) hear, beside
    /// and after the app's delegate and closures, which stay the app's.
    var observers: [CarouselViewObserver] = []
    /// The view ``reconfigureItems(at:)`` is asking the provider about: dequeuing its reuse
    /// identifier hands it back.
    var reconfiguring: UIView?
    /// The container of the item views (VoiceOver does not see them: the carousel is one element).
    let contentView = UIView()
    /// The margins and `insetsLayoutMarginsFromSafeArea` each item view had before the
    /// carousel added the safe area to them (``pageSafeArea``), by view.
    var baseLayoutMargins: [ObjectIdentifier: (margins: UIEdgeInsets, fromSafeArea: Bool)] = [:]

    /// Whether the content of item views keeps out of the unsafe area: `.contentInsets` (the
    /// default) adds to each item view's `layoutMargins` the part of the carousel's
    /// `safeAreaInsets` the item covers (a full-screen page: all of it; a banner in the middle
    /// of the screen: none), so content pinned to `layoutMarginsGuide` stays clear of the
    /// status bar, the Dynamic Island and the home indicator; `.ignored` leaves the margins
    /// as the app set them.
    public var pageSafeArea: PageSafeArea = .contentInsets {
      didSet { render() }
    }

    // MARK: - Creating

    /// Creates a carousel with a layout (the banner's `.linear()` by default).
    ///
    /// - Parameters:
    ///   - frame: the frame.
    ///   - layout: any core layout.
    public init(frame: CGRect = .zero, layout: some CarouselLayout = .linear()) {
      driver = CarouselDriver(
        layout: AnyCarouselLayout(layout), count: 0, viewport: CarouselSize(frame.size), behavior: .carousel,
        time: carouselNow())
      super.init(frame: frame)
      setUp()
    }

    /// Creates a carousel from a storyboard, with the banner layout.
    public required init?(coder: NSCoder) {
      driver = CarouselDriver(
        layout: AnyCarouselLayout(.linear()), count: 0, viewport: CarouselSize(width: 0, height: 0),
        behavior: .carousel, time: carouselNow())
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      clipsToBounds = true
      contentView.frame = bounds
      addSubview(contentView)
      clock.onFrame = { [weak self] time in self?.frame(at: time) }
      installGestures()
      setUpAccessibility()
    }

    // MARK: - Layout and behaviour

    /// The layout (any core layout).
    public var layout: any CarouselLayout { driver.layout.base }

    /// Replaces the layout, keeping the item the carousel is going to.
    public func setLayout(_ layout: some CarouselLayout) {
      dispatch(driver.setLayout(AnyCarouselLayout(layout), at: carouselNow()))
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

    /// Automatic advancing, or `nil` (default). Held while VoiceOver runs, off under Reduce
    /// Motion, paused while touched.
    public var autoplay: Autoplay? {
      get { behavior.autoplay }
      set { behavior.autoplay = newValue }
    }

    /// All the behaviour at once (default `ScrollBehavior.carousel`: nearest item, `.fast`).
    /// Changes apply live, even in the middle of a motion, keeping the current item.
    public var behavior: ScrollBehavior {
      get { driver.behavior }
      set { dispatch(driver.reconfigure(newValue, at: carouselNow())) }
    }

    // MARK: - Data

    /// Makes the view of an item. Setting it reloads the data.
    public var itemProvider: ItemProvider? {
      didSet { reloadData() }
    }

    /// The number of items. Setting it reloads the data, keeping the current index.
    public var numberOfItems: Int {
      get { driver.count }
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
      didSet { environmentDidChange() }
    }

    /// Asks ``itemProvider`` again for every visible item, keeping the current index (the last
    /// item if it is gone), even mid-fling.
    ///
    /// - Parameter currentItemIndex: when the item that was current now has another index
    ///   (items were inserted or removed before it), its new index: the carousel moves there.
    public func reloadData(currentItemIndex: Int? = nil) {
      reloadData(numberOfItems: driver.count, currentItemIndex: currentItemIndex)
    }

    /// Changes the number of items and asks ``itemProvider`` again for every visible item.
    ///
    /// - Parameters:
    ///   - numberOfItems: the new number of items.
    ///   - currentItemIndex: the new index of the item that was current, if it moved.
    public func reloadData(numberOfItems: Int, currentItemIndex: Int? = nil) {
      snapshot = nil
      dispatch(driver.reload(count: max(numberOfItems, 0), currentIndex: currentItemIndex, at: carouselNow()))
    }

    /// Applies a data change that keeps some items (inserts, deletes, moves): the views of the
    /// items that stay on screen are kept as they are, not asked for again, and the carousel
    /// stays on the item it showed.
    ///
    /// - Parameters:
    ///   - numberOfItems: the new number of items.
    ///   - mapping: the new index of each old index, `nil` for a deleted item.
    public func performBatchUpdates(numberOfItems: Int, mapping: (Int) -> Int?) {
      dispatch(driver.reload(count: max(numberOfItems, 0), mapping: mapping, at: carouselNow()))
    }

    /// Applies a snapshot of the items' identifiers, as a diffable data source does: items
    /// whose identifier was in the previous snapshot keep their views (``performBatchUpdates(numberOfItems:mapping:)``),
    /// new ones are asked for. The first snapshot, or one after ``reloadData(currentItemIndex:)``,
    /// loads everything. O(n) in the number of items, once per snapshot.
    public func applySnapshot<ID: Hashable>(_ identifiers: [ID]) {
      defer { snapshot = identifiers }
      guard let previous = snapshot as? [ID] else {
        reloadData(numberOfItems: identifiers.count)
        return
      }
      let mapping = SnapshotDiff.mapping(from: previous, to: identifiers)
      performBatchUpdates(numberOfItems: identifiers.count) { old in old < mapping.count ? mapping[old] : nil }
    }

    // MARK: - Position

    /// The item nearest to the centre (the resting item at rest); `nil` with no items.
    public var currentIndex: Int? { driver.currentIndex }

    /// What the carousel is doing: idle, dragging, decelerating, settling or animating.
    public var phase: ScrollEngine.Phase { driver.phase }

    /// Scrolls to an item, the shortest way round when looping (as `UICollectionView`'s
    /// `scrollToItem(at:at:animated:)`, and `CarouselCollectionViewLayout`'s
    /// `scrollToItem(at:animated:)` for a collection view). Ignored while a finger drags.
    ///
    /// - Parameters:
    ///   - index: the item, in 0..<numberOfItems.
    ///   - animated: whether to animate with the settle spring (it jumps under Reduce Motion
    ///     and off screen: `CarouselAccessibility.animatesScroll(in:)`).
    public func scrollToItem(at index: Int, animated: Bool) {
      dispatch(driver.handle(.scroll(toIndex: index, animated: animated, time: carouselNow())))
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
        let distance =
          abs(item.center.x - driver.viewport.width / 2) + abs(item.center.y - driver.viewport.height / 2)
        if best.map({ distance < $0.distance }) ?? true { best = (view, distance) }
      }
      return best?.view
    }

    // MARK: - Callbacks

    /// The delegate (held weakly).
    public weak var delegate: (any CarouselViewDelegate)?
    /// Called when the current item changes (`nil` when there are no items).
    public var onCurrentIndexChange: (@MainActor (Int?) -> Void)?
    /// Called when the content starts moving to rest on an item (a release that moves it, an
    /// animated scroll, an autoplay step), with that item; not for a tap or a touch that moved
    /// nothing.
    public var onWillSettle: (@MainActor (Int) -> Void)?
    /// Called when the user taps an item. A tap that stops a moving carousel, or lands on a
    /// control inside an item, selects nothing.
    public var onSelect: (@MainActor (Int) -> Void)?
    /// Whether a tap on an item that is not current also scrolls to it. Default `true`.
    public var scrollsToSelectedItem = true
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
    public var selectionFeedback: CarouselSelectionFeedback = .automatic
    /// The generator, made on the first haptic.
    var selectionFeedbackGenerator: UISelectionFeedbackGenerator?
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
    /// How many items beyond each visible edge ``onPrefetchItems`` announces. Default 2; 0
    /// turns prefetching off.
    public var prefetchDistance: Int {
      get { driver.prefetchDistance }
      set { driver.prefetchDistance = max(newValue, 0) }
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
    public var progress: Double? { driver.progress }

    /// The app's hold on autoplay (its pause control, WCAG 2.2.2), apart from the holds the
    /// carousel applies itself (VoiceOver, Switch Control, off screen, background). The
    /// user's own pause (the VoiceOver pause action) is kept apart: setting this to `false`
    /// never resumes autoplay the user paused (``isAutoplayPausedByUser``).
    public var isAutoplayPaused: Bool {
      get { driver.isAutoplayPausedByApp }
      set { dispatch(driver.setAutoplayPaused(newValue, at: carouselNow())) }
    }

    /// Whether the user paused autoplay (the VoiceOver pause action); the user resumes it.
    public var isAutoplayPausedByUser: Bool { driver.isAutoplayPausedByUser }

    /// Whether the user can swipe the carousel (default `true`), as `UIScrollView`'s. While
    /// `false`, touches neither catch nor drag the content and drags go to an enclosing scroll
    /// view; taps still select, and ``scrollToItem(at:animated:)``, autoplay, the keyboard and the
    /// VoiceOver actions still move it. Locking it mid-drag settles from where the content is.
    public var isScrollEnabled: Bool {
      get { driver.isScrollEnabled }
      set { dispatch(driver.setScrollEnabled(newValue, at: carouselNow())) }
    }

    // MARK: - UIView

    public override func layoutSubviews() {
      super.layoutSubviews()
      contentView.frame = bounds
      let environment = currentEnvironment
      var events = ScrollEvents()
      if environment != driver.environment {
        events = driver.setEnvironment(environment, at: carouselNow())
      }
      events.merge(driver.resize(to: CarouselSize(bounds.size), at: carouselNow()))
      dispatch(events)
    }

    public override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil {
        // Out of the window, no focus is on it (the lose-focus calls may not come).
        hasKeyboardFocus = false
        hasAssistiveFocus = false
        // Off screen: autoplay holds (the engine restarts its interval when it is back).
        dispatch(driver.setEnvironment(currentEnvironment, at: carouselNow()))
        clock.stop()
        clock.wake(at: nil)
        stopObservingAccessibility()
      } else {
        startObservingAccessibility()
        environmentDidChange()
      }
    }

    // MARK: - Driving

    /// Reacts to what a call into the driver did, from its events only: redraws, then
    /// delivers each callback in the one order (`ScrollEvents.forEachCallback`), then runs
    /// the display link or schedules the next autoplay step. Nothing is polled from the driver.
    ///
    /// - Parameters:
    ///   - input: the input the events answer, when the front end needs to know it (a touch:
    ///     the selection feedback is prepared on touch-down).
    ///   - afterAdjust: the call was the adjustable action, after which VoiceOver reads the new
    ///     value at once (kept so that the announcement at rest does not repeat it).
    func dispatch(_ events: ScrollEvents, input: CarouselInput? = nil, afterAdjust: Bool = false) {
      // The views of the copies that left: found before drawing reassigns their slots.
      var leaving: [(copy: VisibleCopy, view: UIView)] = []
      if !events.disappeared.isEmpty {
        for copy in events.disappeared { if let view = shownView(of: copy) { leaving.append((copy, view)) } }
      }
      render()
      if afterAdjust { spokenAfterAdjust = accessibilityValue }
      playSelectionFeedback(input: input, events: events)
      events.forEachCallback { callback in deliver(callback, leaving: leaving) }
      for observer in observers { observer.didDraw?() }
      scheduleFrames()
    }

    /// Prepares and fires the selection feedback generator as the core decides
    /// (`CarouselSelectionFeedback.forEachAction`): prepared on touch-down and before a motion
    /// no finger drives, one `selectionChanged()` per selection event. The generator is made
    /// on first use, so a carousel without haptics never makes one.
    private func playSelectionFeedback(input: CarouselInput?, events: ScrollEvents) {
      guard events.selection != nil || input != nil || events.willSettle != nil else { return }
      CarouselSelectionFeedback.forEachAction(
        isEnabled: selectionFeedback.isEnabled(for: driver.layout), input: input, events: events,
        isMoving: driver.needsFrames || driver.phase == .dragging
      ) { action in
        let generator = selectionFeedbackGenerator ?? UISelectionFeedbackGenerator()
        selectionFeedbackGenerator = generator
        switch action {
        case .prepare: generator.prepare()
        case .selectionChanged: generator.selectionChanged()
        }
      }
    }

    /// Hands one callback to the delegate, the app's closure and CarouselKit's observers.
    private func deliver(_ callback: ScrollCallback, leaving: [(copy: VisibleCopy, view: UIView)]) {
      switch callback {
      case .dragBegan, .handedOff, .dragEnded, .destinationIndex:
        break
      case .selection(let index):
        onSelectionChange?(index)
      case .tap(let index):
        select(index)
      case .willSettle(let index):
        delegate?.carouselView(self, willSettleOnItemAt: index)
        onWillSettle?(index)
      case .currentIndex(let index):
        delegate?.carouselView(self, didChangeCurrentIndex: index)
        onCurrentIndexChange?(index)
        for observer in observers { observer.currentIndexChanged?(index) }
      case .progress(let progress):
        delegate?.carouselView(self, didScrollToProgress: progress)
        onProgress?(progress)
      case .disappeared(let copy):
        guard let view = leaving.first(where: { $0.copy == copy })?.view else { return }
        delegate?.carouselView(self, didEndDisplaying: view, forItemAt: copy.index)
        onDidEndDisplayingItem?(copy.index, view)
      case .appeared(let copy):
        guard let view = shownView(of: copy) else { return }
        delegate?.carouselView(self, willDisplay: view, forItemAt: copy.index)
        onWillDisplayItem?(copy.index, view)
      case .prefetch(let items):
        guard !items.isEmpty else { return }
        delegate?.carouselView(self, prefetchItemsAt: items)
        onPrefetchItems?(items)
        for observer in observers { observer.prefetchItems?(items) }
      case .didSettle(let index):
        delegate?.carouselView(self, didSettleOnItemAt: index)
        onDidSettle?(index)
      case .announcement(let announcement):
        defer { spokenAfterAdjust = nil }
        guard let text = announcement.text(value: accessibilityValue, spokenAfterAction: spokenAfterAdjust) else {
          return
        }
        UIAccessibility.post(notification: .pageScrolled, argument: text)
      }
    }

    private func frame(at time: Double) {
      dispatch(driver.advance(to: time))
    }

    private func scheduleFrames() {
      guard window != nil else { return }
      if driver.needsFrames {
        clock.wake(at: nil)
        clock.start()
        return
      }
      // At rest with autoplay: the clock sleeps until the next step instead of running the
      // display link.
      clock.stop()
      clock.wake(at: driver.nextWakeUp)
    }

    func select(_ index: Int) {
      delegate?.carouselView(self, didSelectItemAt: index)
      onSelect?(index)
      for observer in observers { observer.didSelect?(index) }
      // Scrolling to the item the carousel already rests on or moves to changes nothing.
      if scrollsToSelectedItem { scrollToItem(at: index, animated: true) }
    }
  }
#endif
