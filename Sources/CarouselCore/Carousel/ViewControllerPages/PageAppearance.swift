/// The appearance transitions and the containment of pages that are view controllers, as a
/// container view controller must drive them when it returns `false` from
/// `shouldAutomaticallyForwardAppearanceMethods` (UIKit's `UIPageViewController` does the
/// same): a pure value that turns what the carousel shows and the container's own appearance
/// into an ordered list of ``Command``s, which the UIKit container only executes.
///
/// The rules, per page (an item index):
///
/// - **Containment.** A page becomes a child (``Command/add(_:)``: `addChild`, add its view,
///   `didMove(toParent:)`) when any part of it comes on screen, and stops being one
///   (``Command/remove(_:)``: `willMove(toParent: nil)`, remove its view, `removeFromParent()`)
///   once it is off screen and its disappearance has ended. Only pages on screen, and pages
///   whose disappearance is still in progress, are children.
/// - **Will appear.** While the container is appearing or has appeared, a page that starts
///   to come on screen gets `begin(appearing: true)` at once (during a drag: with the first
///   frame that shows any of it).
/// - **Will disappear.** A page that leaves the screen gets `begin(appearing: false)`; so does,
///   while the content moves, a page that was on screen at the last rest and now shows less of
///   itself than it did then while a page that was not on screen has come in (the current page
///   of a full-page pager as soon as a drag reveals the next, as `UIPageViewController` does).
///   Pages that only come further in (pages of different sizes, several on screen) keep
///   their state.
/// - **Reversal.** A drag that returns calls `begin` in the other direction before any end
///   (will appear, will disappear, did disappear for the page that peeked in; will
///   disappear, will appear, did appear for the page that stayed), as UIKit delivers a
///   cancelled interactive transition. Never two `begin`s in the same direction without an
///   end between them.
/// - **Did appear / did disappear.** Every transition in progress ends (``Command/end(_:)``)
///   when the content is at rest and the container has appeared, or at once when the container
///   has disappeared. A catch (a finger on the moving content) is not rest: the transitions
///   end after the lift, when the content has settled.
/// - **The container's own appearance** is forwarded to the pages on screen: its
///   `viewWillAppear` begins their appearance, `viewDidAppear` ends it (at rest),
///   `viewWillDisappear` begins their disappearance, `viewDidDisappear` ends it. While the
///   container is off screen, pages come and go as children with no appearance calls.
/// - **Data changes** (``reload(isMoving:)``): every page leaves (will and did disappear, then
///   removed) and the pages on screen are asked for again on the next ``update(visible:isMoving:)``.
///
/// Begin and end are always balanced: every `end` closes a `begin`, and at rest with the
/// container appeared no transition is left open.
///
/// Within one list, leaving pages come first (their `begin(false)`), then new children and
/// their `begin(true)`, then the ends (disappearing pages first), then the removals; pages in
/// ascending index within each step.
///
/// - Complexity: O(p log p) per call, p the pages on screen or in transition.
package struct PageAppearance: Sendable, Hashable {
  /// One thing the container must do, in order.
  package enum Command: Sendable, Hashable {
    /// Make the page a child: `addChild(_:)`, add its view, `didMove(toParent:)`.
    case add(Int)
    /// `beginAppearanceTransition(appearing, animated: animated)` on the page.
    case begin(Int, appearing: Bool, animated: Bool)
    /// `endAppearanceTransition()` on the page.
    case end(Int)
    /// Stop the page being a child: `willMove(toParent: nil)`, remove its view, `removeFromParent()`.
    case remove(Int)
  }

  /// Where a view controller is in its appearance (UIKit's viewWillAppear … viewDidDisappear).
  package enum State: Sendable, Hashable {
    /// Not visible (after `viewDidDisappear`, or never shown).
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// After `viewDidAppear`.
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing

    var isShowing: Bool { self == .appearing || self == .appeared }
  }

  /// The container's own appearance, as its `viewWillAppear` … `viewDidDisappear` reported it.
  package private(set) var container: State = .disappeared
  /// The pages that are children, with their appearance state.
  package private(set) var pages: [Int: State] = [:]
  /// The pages on screen, with their visible fraction, as last updated.
  private var visible: [Int: Double] = [:]
  /// The pages on screen at the last rest, with their visible fraction then.
  private var resting: [Int: Double] = [:]
  /// Whether the content moves (or a finger holds it), as last updated.
  package private(set) var isMoving = false

  /// A page showing less than its resting fraction minus this counts as leaving.
  static let tolerance = 1e-6

  /// No pages, the container off screen.
  package init() {}

  /// The carousel drew a frame: `visible` are the pages on screen (fraction > 0; others are
  /// ignored), `isMoving` whether the content is not at rest or a finger holds it
  /// (``CarouselDriver/phase`` is not `.idle`). Transitions begun now are animated when the
  /// content moves, not for a jump at rest.
  package mutating func update(visible: [PageVisibility], isMoving: Bool) -> [Command] {
    self.visible = [:]
    for page in visible where page.fraction > 0 {
      self.visible[page.index] = max(self.visible[page.index] ?? 0, page.fraction)
    }
    self.isMoving = isMoving
    var commands: [Command] = []
    reconcile(animated: isMoving, into: &commands)
    if !isMoving { resting = self.visible }
    return commands
  }

  /// The container's `viewWillAppear(_:)`.
  package mutating func containerWillAppear(animated: Bool) -> [Command] {
    container = .appearing
    var commands: [Command] = []
    reconcile(animated: animated, into: &commands)
    return commands
  }

  /// The container's `viewDidAppear(_:)`.
  package mutating func containerDidAppear() -> [Command] {
    container = .appeared
    var commands: [Command] = []
    reconcile(animated: false, into: &commands)
    return commands
  }

  /// The container's `viewWillDisappear(_:)`.
  package mutating func containerWillDisappear(animated: Bool) -> [Command] {
    container = .disappearing
    var commands: [Command] = []
    reconcile(animated: animated, into: &commands)
    return commands
  }

  /// The container's `viewDidDisappear(_:)`.
  package mutating func containerDidDisappear() -> [Command] {
    container = .disappeared
    var commands: [Command] = []
    reconcile(animated: false, into: &commands)
    return commands
  }

  /// The data changed: every child leaves now (its view controller may be stale): a page
  /// that is showing gets `begin(appearing: false)`, every transition in progress ends, and
  /// every page is removed. The pages on screen come back as new children on the next
  /// ``update(visible:isMoving:)``.
  package mutating func reload(isMoving: Bool) -> [Command] {
    var commands: [Command] = []
    let indices = pages.keys.sorted()
    for index in indices where pages[index]?.isShowing == true {
      commands.append(.begin(index, appearing: false, animated: false))
      pages[index] = .disappearing
    }
    for index in indices where pages[index] == .disappearing { commands.append(.end(index)) }
    for index in indices { commands.append(.remove(index)) }
    pages = [:]
    visible = [:]
    resting = [:]
    self.isMoving = isMoving
    return commands
  }

  /// Whether no transition is in progress.
  package var isBalanced: Bool { !pages.values.contains { $0 == .appearing || $0 == .disappearing } }

  // MARK: - Internals

  /// Whether the page should be showing now.
  private func shows(_ index: Int, newcomerVisible: Bool) -> Bool {
    guard container.isShowing, let fraction = visible[index] else { return false }
    guard isMoving, newcomerVisible, let rest = resting[index] else { return true }
    return fraction >= rest - Self.tolerance
  }

  private mutating func reconcile(animated: Bool, into commands: inout [Command]) {
    let newcomer = visible.keys.contains { resting[$0] == nil }
    let children = pages.keys.sorted()
    // 1. Pages that leave.
    for index in children where pages[index]?.isShowing == true && !shows(index, newcomerVisible: newcomer) {
      commands.append(.begin(index, appearing: false, animated: animated))
      pages[index] = .disappearing
    }
    // 2. New children, and 3. pages that come.
    for index in visible.keys.sorted() {
      if pages[index] == nil {
        commands.append(.add(index))
        pages[index] = .disappeared
      }
      if let state = pages[index], !state.isShowing, shows(index, newcomerVisible: newcomer) {
        commands.append(.begin(index, appearing: true, animated: animated))
        pages[index] = .appearing
      }
    }
    // 4. Ends, at rest with the container appeared, or with the container gone.
    let canEnd = (container == .appeared && !isMoving) || container == .disappeared
    let all = pages.keys.sorted()
    if canEnd {
      for index in all where pages[index] == .disappearing {
        commands.append(.end(index))
        pages[index] = .disappeared
      }
      for index in all where pages[index] == .appearing {
        commands.append(.end(index))
        pages[index] = .appeared
      }
    }
    // 5. Removals.
    for index in all where visible[index] == nil && pages[index] == .disappeared {
      commands.append(.remove(index))
      pages[index] = nil
    }
  }
}

extension CarouselDriver {
  /// The pages on screen in the latest frame, with the part of each inside the viewport (its
  /// drawn bounding box, transforms included: ``ItemAttributes/boundingBox(perspective:viewport:)``),
  /// for ``PageAppearance/update(visible:isMoving:)``. The largest copy counts when looping
  /// shows an item twice. O(visible items).
  package var pageVisibility: [PageVisibility] {
    var result: [PageVisibility] = []
    result.reserveCapacity(items.count)
    let bounds = CarouselRect(minX: 0, minY: 0, maxX: viewport.width, maxY: viewport.height)
    for item in items {
      let box = item.boundingBox(perspective: layout.perspective, viewport: viewport)
      let fraction = PageVisibility.fraction(of: box, in: bounds)
      guard fraction > 0 else { continue }
      if let k = result.firstIndex(where: { $0.index == item.index }) {
        result[k].fraction = max(result[k].fraction, fraction)
      } else {
        result.append(PageVisibility(index: item.index, fraction: fraction))
      }
    }
    return result
  }
}

extension PageVisibility {
  /// The part of `box`'s area inside `bounds`, 0…1 (a degenerate box: 1 if it touches the
  /// inside of `bounds`, else 0).
  static func fraction(of box: CarouselRect, in bounds: CarouselRect) -> Double {
    let w = min(box.maxX, bounds.maxX) - max(box.minX, bounds.minX)
    let h = min(box.maxY, bounds.maxY) - max(box.minY, bounds.minY)
    guard w.isFinite, h.isFinite, w >= 0, h >= 0 else { return 0 }
    let area = (box.maxX - box.minX) * (box.maxY - box.minY)
    guard area.isFinite, area > 0 else { return w > 0 || h > 0 ? 1 : 0 }
    return min(max(w * h / area, 0), 1)
  }
}
