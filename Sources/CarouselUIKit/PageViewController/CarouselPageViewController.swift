#if canImport(UIKit)
  import CarouselCore
  import UIKit

  /// A container view controller that pages child view controllers on a ``CarouselView``: the
  /// same driver, so looping, snapping, pages of different sizes (the `.pages` layout), any
  /// other core layout, autoplay, catching a moving page, VoiceOver's actions and the delegate
  /// and closures are those of ``carouselView``. By default the pages are full screen and one
  /// swipe moves one page (the `n + 2` article's pager, as `UIPageViewController` with the
  /// scroll transition style):
  ///
  /// ```swift
  /// let pager = CarouselPageViewController()
  /// pager.carouselView.isLooping = true
  /// pager.dataSource = self  // numberOfPages(in:), pageViewController(_:viewControllerForPageAt:)
  /// pager.carouselView.onDidSettle = { index in print("now on page", index) }
  /// ```
  ///
  /// **Containment.** Only the pages on screen are children: when any part of a page comes on
  /// screen the data source is asked for its view controller, which is added (`addChild(_:)`,
  /// its view into the page, `didMove(toParent:)`); when it has left the screen and its
  /// disappearance has ended it is removed (`willMove(toParent: nil)`, its view removed,
  /// `removeFromParent()`) and released by the pager (the data source may keep it). Page views
  /// fill their page and are resized with it.
  ///
  /// **Appearance.** `shouldAutomaticallyForwardAppearanceMethods` is `false`: the pager calls
  /// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` itself, as
  /// `PageAppearance` (CarouselCore, tested through the driver for every gesture) decides: a
  /// page that starts to come on screen during a drag gets `viewWillAppear`, the page it
  /// replaces `viewWillDisappear`; both end (`viewDidAppear`, `viewDidDisappear`) when the
  /// content comes to rest, not while a finger holds it; a drag that returns reverses them; the
  /// pager's own appearance is forwarded to the pages on screen. Calls are always balanced.
  ///
  /// **Safe area.** Page views are subviews of the pager's view, so UIKit gives each the part
  /// of the safe area it covers: a page that pins its content to its view's
  /// `safeAreaLayoutGuide` keeps it clear of the status bar, the Dynamic Island and the home
  /// indicator; one that pins to the view's edges (a full-bleed photo) runs under them. (The
  /// carousel's own ``CarouselView/pageSafeArea`` margins apply to the page containers, not to
  /// the pages' views.)
  ///
  /// **Status bar and home indicator.** The current page (``currentIndex``, the one nearest to
  /// the centre) decides them: `childForStatusBarStyle`, `childForStatusBarHidden` and
  /// `childForHomeIndicatorAutoHidden` return its view controller (`nil`, so the pager's own,
  /// before it is a child), and when the current page's view controller changes the pager calls
  /// `setNeedsStatusBarAppearanceUpdate()` and `setNeedsUpdateOfHomeIndicatorAutoHidden()`. A
  /// page whose preference changes while it is current calls them itself, as any child does.
  ///
  /// **Data.** ``reloadData()`` asks the data source again: every page on screen disappears
  /// and is removed, and the pages then on screen are asked for anew (the current page is kept,
  /// as ``CarouselView/reloadData(currentItemIndex:)`` keeps it). Don't replace
  /// ``carouselView``'s `itemProvider` or change its data (`numberOfItems`, `reloadData`,
  /// `performBatchUpdates`, `applySnapshot`): the pager owns them and keys its children by
  /// page index.
  ///
  /// **Accessibility.** The carousel is not one adjustable element here
  /// (``CarouselView/exposesItemsToAccessibility`` is on): VoiceOver reaches the elements of
  /// the pages on screen, as in a `UIPageViewController`, a three-finger swipe pages and says
  /// the new page's position, and a page VoiceOver's cursor lands on while it is partly on
  /// screen scrolls into place.
  @MainActor
  public final class CarouselPageViewController: UIViewController {
    /// The carousel the pages are drawn in, and its view: its behaviour (`isLooping`,
    /// `snapping`, `autoplay`…), position (`currentIndex`, `scrollToItem(at:animated:)`),
    /// delegate and closures (`onCurrentIndexChange`, `onWillSettle`, `onDidSettle`…) are the
    /// pager's.
    public let carouselView: CarouselView

    /// Gives the pages; setting it reloads them. Held weakly.
    public weak var dataSource: (any CarouselPageViewControllerDataSource)? {
      didSet { reloadData() }
    }

    /// The view controllers of the pages that are children now (on screen, or still
    /// disappearing), by page index.
    public private(set) var viewControllers: [Int: UIViewController] = [:]

    /// The view controller the status bar and home indicator were last asked of: the current
    /// page's (``currentPageViewController``).
    private weak var appearanceChild: UIViewController?

    /// What decides the containment and appearance calls.
    private var appearance = PageAppearance()
    private static let pageIdentifier = "CarouselPageViewController.page"

    /// Creates a pager.
    ///
    /// - Parameter layout: the layout of the pages: by default full-screen pages side by side
    ///   (`.linear(itemSize: .inset(0), spacing: 0)`), one per swipe (`snapping = .paging`);
    ///   `.pages([...])` for pages of different sizes, or any other core layout.
    public init(layout: some CarouselLayout = .linear(itemSize: .inset(0), spacing: 0)) {
      carouselView = CarouselView(layout: layout)
      super.init(nibName: nil, bundle: nil)
      setUp()
    }

    /// Creates a pager from a storyboard, with full-screen pages.
    public required init?(coder: NSCoder) {
      carouselView = CarouselView(layout: .linear(itemSize: .inset(0), spacing: 0))
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      carouselView.snapping = .paging
      // VoiceOver reaches each page's own content, as in a `UIPageViewController`, instead of
      // one adjustable element for the whole pager; the three-finger swipe pages it.
      carouselView.exposesItemsToAccessibility = true
      carouselView.register(reuseIdentifier: Self.pageIdentifier) { PageContainerView() }
      carouselView.observers.append(CarouselViewObserver(didDraw: { [weak self] in self?.pagesDidChange() }))
      carouselView.itemProvider = { [weak self] carousel, index in
        let container = carousel.dequeueReusableItemView(
          ofType: PageContainerView.self, withReuseIdentifier: Self.pageIdentifier)
        container.show(self?.viewControllers[index]?.view)
        return container
      }
    }

    // MARK: - Pages

    /// The index of the page nearest to the centre; `nil` with no pages.
    public var currentIndex: Int? { carouselView.currentIndex }

    /// The view controller of the current page (``currentIndex``), once it is a child; `nil`
    /// with no pages.
    public var currentPageViewController: UIViewController? {
      currentIndex.flatMap { viewControllers[$0] }
    }

    /// Scrolls to a page (``CarouselView/scrollToItem(at:animated:)``): animated, its view
    /// controller appears as the carousel arrives; not animated, at once.
    public func scrollToPage(at index: Int, animated: Bool) {
      carouselView.scrollToItem(at: index, animated: animated)
    }

    /// Asks the data source again for the number of pages and the view controllers on screen.
    /// The current page is kept (the last one if it is gone).
    public func reloadData() {
      run(appearance.reload(isMoving: carouselView.phase != .idle))
      carouselView.numberOfItems = max(dataSource?.numberOfPages(in: self) ?? 0, 0)
      pagesDidChange()
    }

    // MARK: - UIViewController

    public override func loadView() {
      view = carouselView
    }

    public override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// The current page's view controller, whose status bar style the pager shows.
    public override var childForStatusBarStyle: UIViewController? { currentPageViewController }

    /// The current page's view controller, which decides whether the status bar is hidden.
    public override var childForStatusBarHidden: UIViewController? { currentPageViewController }

    /// The current page's view controller, which decides whether the home indicator hides.
    public override var childForHomeIndicatorAutoHidden: UIViewController? { currentPageViewController }

    public override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      run(appearance.containerWillAppear(animated: animated))
    }

    public override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      run(appearance.containerDidAppear())
    }

    public override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      run(appearance.containerWillDisappear(animated: animated))
    }

    public override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      run(appearance.containerDidDisappear())
    }

    // MARK: - Following the carousel

    /// After every frame the carousel draws: the pages on screen and whether it moves, into
    /// `PageAppearance`, whose commands are executed in order; then every child's view is put
    /// into the page that shows it.
    private func pagesDidChange() {
      run(appearance.update(visible: carouselView.driver.pageVisibility, isMoving: carouselView.phase != .idle))
      for (index, controller) in viewControllers {
        guard let container = carouselView.itemView(at: index) as? PageContainerView else { continue }
        container.show(controller.view)
      }
      updateChildAppearance()
    }

    /// Asks UIKit to read the status bar and home indicator again when the current page's view
    /// controller is no longer the one they were read from.
    private func updateChildAppearance() {
      let current = currentPageViewController
      guard current !== appearanceChild else { return }
      appearanceChild = current
      setNeedsStatusBarAppearanceUpdate()
      setNeedsUpdateOfHomeIndicatorAutoHidden()
    }

    /// Executes `PageAppearance`'s commands, in order.
    private func run(_ commands: [PageAppearance.Command]) {
      for command in commands {
        switch command {
        case .add(let index):
          let controller = dataSource?.pageViewController(self, viewControllerForPageAt: index) ?? UIViewController()
          viewControllers[index] = controller
          addChild(controller)
          (carouselView.itemView(at: index) as? PageContainerView)?.show(controller.view)
          controller.didMove(toParent: self)
        case .begin(let index, let appearing, let animated):
          viewControllers[index]?.beginAppearanceTransition(appearing, animated: animated)
        case .end(let index):
          viewControllers[index]?.endAppearanceTransition()
        case .remove(let index):
          guard let controller = viewControllers.removeValue(forKey: index) else { continue }
          controller.willMove(toParent: nil)
          if controller.isViewLoaded { controller.view.removeFromSuperview() }
          controller.removeFromParent()
        }
      }
    }
  }

  /// The view of one page in a ``CarouselPageViewController``: holds the view of the page's
  /// view controller, sized to fill it.
  final class PageContainerView: UIView {
    /// The page view it shows, if any.
    private weak var pageView: UIView?

    /// Shows `view` (the page's view controller's), or nothing: a view shown before leaves.
    func show(_ view: UIView?) {
      guard view !== pageView else { return }
      if let old = pageView, old.superview === self { old.removeFromSuperview() }
      pageView = view
      guard let view else { return }
      addSubview(view)
      view.frame = bounds
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      pageView?.frame = bounds
    }
  }
#endif
