import Testing

@testable import CarouselCore

/// What UIKit does with a child view controller's containment and appearance calls, written
/// as data (`UIViewController`'s documentation: `addChild(_:)`, `didMove(toParent:)`,
/// `willMove(toParent:)`, `removeFromParent()`, `beginAppearanceTransition(_:animated:)`,
/// `endAppearanceTransition()`): each page's state, the callbacks its view controller hears,
/// and every call UIKit would call unbalanced or that breaks containment.
struct ChildControllers {
  enum Appearance: Equatable { case disappeared, appearing, appeared, disappearing }
  var children: [Int: Appearance] = [:]
  /// The callbacks per page, in order: "add", "willAppear", "didAppear", "willDisappear",
  /// "didDisappear", "remove".
  var heard: [Int: [String]] = [:]
  var violations: [String] = []
  /// `begin` calls that said animated, and those that did not.
  var animatedBegins = 0
  var plainBegins = 0

  mutating func run(_ commands: [PageAppearance.Command]) {
    for command in commands {
      switch command {
      case .add(let i):
        if children[i] != nil { violations.append("add(\(i)) of a child") }
        children[i] = .disappeared
        heard[i, default: []].append("add")
      case .remove(let i):
        if children[i] != .disappeared { violations.append("remove(\(i)) in \(String(describing: children[i]))") }
        children[i] = nil
        heard[i, default: []].append("remove")
      case .begin(let i, let appearing, let animated):
        if animated { animatedBegins += 1 } else { plainBegins += 1 }
        guard let state = children[i] else {
          violations.append("begin(\(i)) of a page that is no child")
          continue
        }
        if appearing {
          if state == .appearing || state == .appeared { violations.append("begin(\(i), true) in \(state)") }
          children[i] = .appearing
          heard[i, default: []].append("willAppear")
        } else {
          if state == .disappearing || state == .disappeared { violations.append("begin(\(i), false) in \(state)") }
          children[i] = .disappearing
          heard[i, default: []].append("willDisappear")
        }
      case .end(let i):
        switch children[i] {
        case .appearing:
          children[i] = .appeared
          heard[i, default: []].append("didAppear")
        case .disappearing:
          children[i] = .disappeared
          heard[i, default: []].append("didDisappear")
        default: violations.append("end(\(i)) with no transition")
        }
      }
    }
  }

  var pending: [Int] { children.filter { $0.value == .appearing || $0.value == .disappearing }.map(\.key).sorted() }
}

/// A full-page pager of view controllers (the `n + 2` article's use: `.linear(itemSize:
/// .inset(0), spacing: 0)`, 375 × 667 pt, looping, one page per swipe) driven through the real
/// driver by the callbacks UIKit delivers (``PlatformCallback``), with ``PageAppearance``
/// updated after every call as the UIKit container does, and the resulting calls checked
/// against UIKit's rules for every gesture of the README's "Events per gesture" table.
@Suite struct PageAppearanceTests {
  struct Harness {
    var driver: CarouselDriver<AnyCarouselLayout>
    var appearance = PageAppearance()
    var pages = ChildControllers()

    init(
      layout: AnyCarouselLayout = AnyCarouselLayout(.linear(itemSize: .inset(0), spacing: 0)), count: Int = 5,
      viewport: CarouselSize = CarouselSize(width: 375, height: 667),
      behavior: ScrollBehavior = ScrollBehavior(isLooping: true, snapping: .paging, decelerationRate: .fast)
    ) {
      driver = CarouselDriver(layout: layout, count: count, viewport: viewport, behavior: behavior)
      driver.inputRules = .uiKit
      // The container's viewWillAppear, its first layout, its viewDidAppear.
      pages.run(appearance.containerWillAppear(animated: true))
      update()
      pages.run(appearance.containerDidAppear())
      pages = ChildControllers(children: pages.children)
    }

    /// What the UIKit container does after every call into the driver.
    mutating func update() {
      pages.run(appearance.update(visible: driver.pageVisibility, isMoving: driver.phase != .idle))
    }

    mutating func deliver(_ calls: [PlatformCallback]) {
      for call in calls {
        if case .frames(let until) = call {
          var t = driver.time
          while t < until {
            t = min(t + 1 / 120, until)
            driver.advance(to: t)
            update()
          }
          continue
        }
        var log = EventLog()
        driver.deliver(call, into: &log)
        update()
      }
    }

    mutating func finger(_ path: FingerPath, pan: Bool) { deliver(path.uiKit(expectPan: pan)) }

    mutating func runToRest() { deliver([.frames(until: driver.time + 3)]) }

    /// UIKit's rules held, and at rest every page on screen is an appeared child and no other
    /// page is a child.
    func checkBalancedAtRest(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(pages.violations == [], comment, sourceLocation: sourceLocation)
      #expect(driver.phase == .idle, comment, sourceLocation: sourceLocation)
      #expect(pages.pending == [] && appearance.isBalanced, comment, sourceLocation: sourceLocation)
      let onScreen = Set(driver.pageVisibility.map(\.index))
      #expect(Set(pages.children.keys) == onScreen, comment, sourceLocation: sourceLocation)
      #expect(pages.children.values.allSatisfy { $0 == .appeared }, comment, sourceLocation: sourceLocation)
    }
  }

  static let fling = FingerPath.swipe(by: -120, over: 0.05, at: 0)

  @Test func atFirstOnlyTheCurrentPageIsAChildAndAppeared() {
    let h = Harness()
    #expect(h.pages.children == [0: .appeared])
    h.checkBalancedAtRest()
  }

  @Test func aTapAtRestChangesNothing() {
    var h = Harness()
    h.finger(.tap(x: 187.5, at: 0, item: 0), pan: false)
    h.runToRest()
    #expect(h.pages.heard == [:])
    h.checkBalancedAtRest()
  }

  @Test func aFlingMovesAppearanceToTheNextPage() {
    var h = Harness()
    h.finger(Self.fling, pan: true)
    // Mid-flight: the next page will appear, the current one will disappear; nothing ended.
    #expect(h.pages.heard[1] == ["add", "willAppear"])
    #expect(h.pages.heard[0] == ["willDisappear"])
    h.runToRest()
    #expect(h.pages.heard[1] == ["add", "willAppear", "didAppear"])
    #expect(h.pages.heard[0] == ["willDisappear", "didDisappear", "remove"])
    #expect(h.pages.plainBegins == 0, "a gesture's transitions are animated")
    h.checkBalancedAtRest()
  }

  @Test func aDragThatReturnsReversesTheTransitions() {
    var h = Harness()
    h.finger(.swipe(by: -100, over: 0.6, at: 0), pan: true)
    h.runToRest()
    #expect(h.pages.heard[1] == ["add", "willAppear", "willDisappear", "didDisappear", "remove"])
    #expect(h.pages.heard[0] == ["willDisappear", "willAppear", "didAppear"])
    #expect(h.driver.currentIndex == 0)
    h.checkBalancedAtRest()
  }

  @Test func aDragHeldWithoutMovingEndsNothing() {
    var h = Harness()
    h.finger(.swipe(by: -100, over: 0.2, at: 0, end: "none"), pan: true)
    h.deliver([.frames(until: 1)])
    #expect(h.pages.pending == [0, 1], "a finger on the content is not rest")
    #expect(h.pages.violations == [])
  }

  @Test func aCatchEndsNothingUntilTheLiftSettles() {
    var h = Harness()
    h.finger(Self.fling, pan: true)
    h.deliver([.frames(until: 0.1)])
    h.finger(.swipe(by: 0, over: 0.3, at: 0.1, end: "none"), pan: false)
    #expect(h.pages.pending == [0, 1], "caught: both transitions stay open")
    #expect(!h.pages.heard.values.joined().contains("didAppear"))
    // Catch and lift: it settles on the nearest page, then everything ends.
    h.deliver([.touchDownRecognizer(.ended, x: 300, y: 100, t: 0.4)])
    h.runToRest()
    h.checkBalancedAtRest()
  }

  @Test func aCatchAndDragBackReturnsToTheFirstPage() {
    var h = Harness()
    h.finger(Self.fling, pan: true)
    h.deliver([.frames(until: 0.08)])
    // Back by as much as it went, slowly.
    h.finger(.swipe(by: h.driver.offset, over: 0.6, at: 0.08), pan: true)
    h.runToRest()
    #expect(h.driver.currentIndex == 0)
    #expect(h.pages.heard[0]?.last == "didAppear" && h.pages.heard[1]?.suffix(2) == ["didDisappear", "remove"])
    h.checkBalancedAtRest()
  }

  @Test func aSecondFingerMovesNothing() {
    var h = Harness()
    h.deliver([
      .touchDownRecognizer(.began, x: 187.5, y: 100, t: 0),
      .pointer("pointerdown", id: 2, x: 300, y: 100, t: 0.02),
      .pointer("pointermove", id: 2, x: 100, y: 100, t: 0.04),
      .pointer("pointerup", id: 2, x: 100, y: 100, t: 0.06),
      .touchDownRecognizer(.ended, x: 187.5, y: 100, t: 0.08),
    ])
    h.runToRest()
    #expect(h.pages.heard == [:])
    h.checkBalancedAtRest()
  }

  @Test func aHandOffToTheParentMovesNothing() {
    var h = Harness()
    h.finger(.swipe(from: 187.5, y: 40, by: 4, 150, over: 0.15, at: 0), pan: false)
    h.runToRest()
    #expect(h.pages.heard == [:])
    h.checkBalancedAtRest()
  }

  @Test func aSystemCancelMidDragSettlesAndEnds() {
    var h = Harness()
    h.finger(.swipe(by: -220, over: 0.1, at: 0, end: "cancel"), pan: true)
    h.runToRest()
    #expect(h.driver.currentIndex == 1)
    #expect(h.pages.heard[1] == ["add", "willAppear", "didAppear"])
    h.checkBalancedAtRest()
  }

  @Test func aSystemCancelMidFlingSettlesAndEnds() {
    var h = Harness()
    h.finger(Self.fling, pan: true)
    h.deliver([.frames(until: 0.1)])
    h.finger(FingerPath(points: [(187.5, 100, 0.1), (187.5, 100, 0.15)], end: "cancel"), pan: false)
    h.runToRest()
    h.checkBalancedAtRest()
  }

  @Test func withScrollingDisabledASwipeMovesNothing() {
    var h = Harness()
    h.deliver([.scrollEnabled(false, t: 0)])
    h.finger(Self.fling, pan: false)
    h.runToRest()
    #expect(h.pages.heard == [:])
    h.checkBalancedAtRest()
  }

  @Test func voiceOverNextDuringAFlingEndsOnTheNewTarget() {
    var h = Harness()
    h.finger(Self.fling, pan: true)
    h.deliver([.frames(until: 0.1), .accessibility(.next, t: 0.1)])
    h.runToRest()
    #expect(h.driver.currentIndex == 2)
    #expect(h.pages.heard[2]?.last == "didAppear")
    #expect(h.pages.heard[1]?.suffix(2) == ["didDisappear", "remove"], "page 1 passed by")
    h.checkBalancedAtRest()
  }

  @Test func anAutoplayStepIsOneAnimatedTransition() {
    var h = Harness(
      behavior: ScrollBehavior(isLooping: true, snapping: .paging, autoplay: Autoplay(interval: 2)))
    h.deliver([.frames(until: 3)])
    #expect(h.pages.heard[0] == ["willDisappear", "didDisappear", "remove"])
    #expect(h.pages.heard[1] == ["add", "willAppear", "didAppear"])
    #expect(h.pages.plainBegins == 0)
    h.checkBalancedAtRest()
  }

  @Test func anAnimatedScrollPassesThePagesBetween() {
    var h = Harness(behavior: ScrollBehavior(isLooping: false, snapping: .paging))
    h.deliver([.scroll(toIndex: 3, animated: true, t: 0)])
    h.runToRest()
    #expect(h.pages.heard[3] == ["add", "willAppear", "didAppear"])
    // Pages passed on the way come and go: they never hear did-appear.
    for i in [1, 2] {
      #expect(h.pages.heard[i] == ["add", "willAppear", "willDisappear", "didDisappear", "remove"])
    }
    h.checkBalancedAtRest()
  }

  @Test func aJumpIsAnUnanimatedTransitionThatEndsAtOnce() {
    var h = Harness()
    h.deliver([.scroll(toIndex: 3, animated: false, t: 0)])
    #expect(h.pages.heard[0] == ["willDisappear", "didDisappear", "remove"])
    #expect(h.pages.heard[3] == ["add", "willAppear", "didAppear"])
    #expect(h.pages.animatedBegins == 0)
    h.checkBalancedAtRest()
  }

  @Test func aReloadMidDragReplacesThePagesAndStaysBalanced() {
    var h = Harness()
    h.finger(.swipe(by: -100, over: 0.2, at: 0, end: "none"), pan: true)
    h.driver.reload(count: 3, at: 0.25)
    h.pages.run(h.appearance.reload(isMoving: h.driver.phase != .idle))
    #expect(h.pages.children == [:], "the old view controllers are gone")
    h.update()
    #expect(h.pages.pending.count == 2, "the new ones appear, and end at rest")
    h.deliver([.touchDownRecognizer(.ended, x: 200, y: 100, t: 0.3), .panRecognizer(.ended, x: 200, y: 100, t: 0.3)])
    h.runToRest()
    h.checkBalancedAtRest()
  }

  @Test func theContainerDisappearingMidFlingEndsEverythingAndAddsSilently() {
    var h = Harness()
    h.finger(Self.fling, pan: true)
    h.deliver([.frames(until: 0.05)])
    h.pages.run(h.appearance.containerWillDisappear(animated: true))
    #expect(h.pages.heard[1] == ["add", "willAppear", "willDisappear"])
    h.deliver([.frames(until: 0.1)])
    h.pages.run(h.appearance.containerDidDisappear())
    #expect(h.pages.pending == [], "ended with the container")
    h.pages.heard = [:]
    h.runToRest()
    #expect(!h.pages.heard.values.joined().contains { $0.hasPrefix("will") || $0.hasPrefix("did") })
    #expect(h.pages.violations == [])
    // Back on screen: the page it rests on appears with the container.
    h.pages.run(h.appearance.containerWillAppear(animated: true))
    h.pages.run(h.appearance.containerDidAppear())
    h.checkBalancedAtRest()
    #expect(h.pages.heard[1]?.suffix(2) == ["willAppear", "didAppear"])
  }

  @Test func theContainersAppearanceIsForwardedToTheCurrentPage() {
    var h = Harness()
    h.pages.run(h.appearance.containerWillDisappear(animated: true))
    h.pages.run(h.appearance.containerDidDisappear())
    h.pages.run(h.appearance.containerWillAppear(animated: false))
    #expect(h.pages.pending == [0])
    h.pages.run(h.appearance.containerDidAppear())
    #expect(h.pages.heard[0] == ["willDisappear", "didDisappear", "willAppear", "didAppear"])
    h.checkBalancedAtRest()
  }

  @Test func aCancelledInteractiveDismissalOfTheContainerReversesThePage() {
    // UIKit's order for a container whose interactive dismissal (a sheet pulled down, a
    // navigation pop swiped back) is cancelled: viewWillDisappear, viewWillAppear, viewDidAppear.
    var h = Harness()
    h.pages.run(h.appearance.containerWillDisappear(animated: true))
    h.pages.run(h.appearance.containerWillAppear(animated: true))
    h.pages.run(h.appearance.containerDidAppear())
    #expect(h.pages.heard[0] == ["willDisappear", "willAppear", "didAppear"])
    h.checkBalancedAtRest()
  }

  @Test func aLoopShowingOnePageTwiceKeepsOneChild() {
    // Two pages looping: a drag left shows page 1 on the right, the same drag back past the
    // start shows page 1 on the left: one child, whichever copy, and page 0 comes back.
    var h = Harness(count: 2)
    var points: [(x: Double, y: Double, t: Double)] = []
    for k in 0...60 {
      let t = Double(k) / 120
      let x = k <= 20 ? 300 - 5 * Double(k) : 200 + 7.5 * Double(k - 20)
      points.append((x, 100, t))
    }
    h.finger(FingerPath(points: points, end: "none"), pan: true)
    #expect(h.driver.unwrappedOffset < 0, "page 1's left copy is on screen")
    #expect(h.pages.violations == [])
    #expect(Set(h.pages.children.keys) == [0, 1])
    h.deliver([.panRecognizer(.ended, x: 500, y: 100, t: 1), .touchDownRecognizer(.ended, x: 500, y: 100, t: 1)])
    h.runToRest()
    h.checkBalancedAtRest()
  }

  @Test func pagesOfDifferentSizesAppearAsTheyComeOnScreen() {
    // A vertical `.pages` layout: 300, 200 and 500-pt pages in a 667-pt viewport: pages 0 and
    // 1 and part of 2 are on screen at rest, all appeared.
    var h = Harness(
      layout: AnyCarouselLayout(.pages([300, 200, 500, 400, 300])), viewport: CarouselSize(width: 375, height: 667),
      behavior: ScrollBehavior(snapping: .paging))
    #expect(Set(h.pages.children.keys) == [0, 1, 2])
    h.checkBalancedAtRest()
    // An upward swipe rests page 1 at the top: page 0 leaves, pages 1 and 2 only come further in.
    h.finger(.swipe(from: 187.5, y: 500, by: 0, -300, over: 0.1, at: 0), pan: true)
    h.runToRest()
    #expect(h.driver.offset == 300)
    #expect(h.pages.heard == [0: ["willDisappear", "didDisappear", "remove"]], "pages that stay hear nothing")
    h.checkBalancedAtRest()
    // The next (a swipe that stops short of page 2's resting place) rests page 2 at the top:
    // page 3 comes in while page 1 goes, page 2 stays appeared. (A drag past it would show
    // less of page 2 than at rest: it would hear a reversed pair.)
    h.pages.heard = [:]
    h.finger(.swipe(from: 187.5, y: 500, by: 0, -190, over: 0.1, at: 2), pan: true)
    h.runToRest()
    #expect(h.driver.offset == 500)
    #expect(h.pages.heard[3] == ["add", "willAppear", "didAppear"])
    #expect(h.pages.heard[1] == ["willDisappear", "didDisappear", "remove"])
    #expect(h.pages.heard[2] == nil)
    h.checkBalancedAtRest()
  }

  @Test func everyGestureEndsBalancedWhateverTheOrder() {
    // The gestures above back to back on one pager, with data and appearance changes between.
    var h = Harness()
    h.finger(Self.fling, pan: true)
    h.finger(.swipe(by: 120, over: 0.05, at: 0.06), pan: true)
    h.deliver([.frames(until: 0.2), .accessibility(.previous, t: 0.2)])
    h.finger(.tap(x: 187.5, at: 0.25, item: 0), pan: false)
    h.runToRest()
    h.checkBalancedAtRest()
    h.deliver([.scroll(toIndex: 2, animated: true, t: h.driver.time)])
    h.deliver([.frames(until: h.driver.time + 0.05)])
    h.pages.run(h.appearance.containerWillDisappear(animated: false))
    h.pages.run(h.appearance.containerDidDisappear())
    h.pages.run(h.appearance.containerWillAppear(animated: false))
    h.runToRest()
    h.pages.run(h.appearance.containerDidAppear())
    h.checkBalancedAtRest()
  }

  @Test func theDriverReportsThePartOfEachPageOnScreen() {
    // The banner: 343-pt items 8 pt apart in 375 pt; the ears show 8 pt of items 4 and 1.
    let driver = CarouselDriver(
      layout: .linear(itemSize: .inset(16), spacing: 8), count: 5, viewport: CarouselSize(width: 375, height: 200),
      behavior: ScrollBehavior(isLooping: true))
    let byIndex = Dictionary(uniqueKeysWithValues: driver.pageVisibility.map { ($0.index, $0.fraction) })
    #expect(byIndex.keys.sorted() == [0, 1, 4])
    #expect(byIndex[0] == 1)
    #expect(abs(byIndex[1]! - 8.0 / 343) < 1e-12 && abs(byIndex[4]! - 8.0 / 343) < 1e-12)
    // A box half outside, one outside, a degenerate one.
    let bounds = CarouselRect(minX: 0, minY: 0, maxX: 100, maxY: 100)
    #expect(PageVisibility.fraction(of: CarouselRect(minX: 50, minY: 0, maxX: 150, maxY: 100), in: bounds) == 0.5)
    #expect(PageVisibility.fraction(of: CarouselRect(minX: 200, minY: 0, maxX: 300, maxY: 100), in: bounds) == 0)
    #expect(PageVisibility.fraction(of: CarouselRect(minX: 10, minY: 0, maxX: 10, maxY: 100), in: bounds) == 1)
    #expect(
      PageVisibility.fraction(of: CarouselRect(minX: -.infinity, minY: 0, maxX: .nan, maxY: 100), in: bounds) == 0)
  }

  @Test func visibilityIsClampedAndDegenerateInputIsIgnored() {
    #expect(PageVisibility(index: 0, fraction: .nan).fraction == 0)
    #expect(PageVisibility(index: 0, fraction: 7).fraction == 1)
    var appearance = PageAppearance()
    _ = appearance.containerWillAppear(animated: false)
    let commands = appearance.update(
      visible: [PageVisibility(index: 2, fraction: 0), PageVisibility(index: 1, fraction: .infinity)], isMoving: false)
    #expect(commands == [.add(1), .begin(1, appearing: true, animated: false)], "ends wait for viewDidAppear")
  }
}

/// Random sequences of the gestures above, programmatic scrolls, reloads and the container's
/// own appearance in every order UIKit allows, on three layouts: UIKit's rules hold after
/// every call, and every sequence ends balanced at rest.
@Suite struct PageAppearanceSweepTests {
  typealias Harness = PageAppearanceTests.Harness

  static let layouts: [(String, AnyCarouselLayout)] = [
    ("full pages", AnyCarouselLayout(.linear(itemSize: .inset(0), spacing: 0))),
    ("banner, three on screen", AnyCarouselLayout(.linear(itemSize: .inset(16), spacing: 8))),
    ("pages of different sizes", AnyCarouselLayout(.pages([300, 200, 500, 400, 300], axis: .horizontal))),
  ]

  @Test(arguments: 0..<3, [false, true])
  func randomSequencesStayBalanced(layout: Int, looping: Bool) {
    var rng = SplitMix64(seed: UInt64(layout * 2 + (looping ? 1 : 0) + 1))
    var h = Harness(
      layout: Self.layouts[layout].1,
      behavior: ScrollBehavior(isLooping: looping, snapping: .paging, autoplay: Autoplay(interval: 1.5)))
    var t = 0.0
    for step in 0..<150 {
      t = h.driver.time + 0.01
      switch Int.random(in: 0..<11, using: &rng) {
      case 0:
        h.finger(.swipe(by: Double.random(in: -400...400, using: &rng), over: 0.05, at: t), pan: true)
      case 1:
        h.finger(.swipe(by: Double.random(in: -300...300, using: &rng), over: 0.5, at: t), pan: true)
      case 2:
        let end = ["lift", "cancel", "none"].randomElement(using: &rng)!
        h.finger(.swipe(by: Double.random(in: -200...200, using: &rng), over: 0.2, at: t, end: end), pan: true)
        if end == "none" {
          h.deliver([
            .panRecognizer(.ended, x: 200, y: 100, t: h.driver.time + 0.01),
            .touchDownRecognizer(.ended, x: 200, y: 100, t: h.driver.time + 0.01),
          ])
        }
      case 3: h.finger(.tap(x: 187.5, at: t, item: 0), pan: false)
      case 4: h.deliver([.frames(until: t + Double.random(in: 0...0.6, using: &rng))])
      case 5: h.deliver([.accessibility(Bool.random(using: &rng) ? .next : .previous, t: t)])
      case 6:
        h.deliver([.scroll(toIndex: Int.random(in: 0..<5, using: &rng), animated: Bool.random(using: &rng), t: t)])
      case 7:
        h.driver.reload(count: Int.random(in: 1...6, using: &rng), at: t)
        h.pages.run(h.appearance.reload(isMoving: h.driver.phase != .idle))
        h.update()
      case 8:
        // The container leaves, maybe comes back before it has gone (a cancelled dismissal).
        h.pages.run(h.appearance.containerWillDisappear(animated: true))
        h.deliver([.frames(until: t + 0.05)])
        if Bool.random(using: &rng) {
          h.pages.run(h.appearance.containerWillAppear(animated: true))
        } else {
          h.pages.run(h.appearance.containerDidDisappear())
          h.deliver([.frames(until: t + 0.3)])
          h.pages.run(h.appearance.containerWillAppear(animated: true))
        }
        h.deliver([.frames(until: t + 0.4)])
        if Bool.random(using: &rng) {
          h.pages.run(h.appearance.containerDidAppear())
        } else {
          // A cancelled presentation: will appear, will disappear, did disappear, then back.
          h.pages.run(h.appearance.containerWillDisappear(animated: true))
          h.pages.run(h.appearance.containerDidDisappear())
          h.pages.run(h.appearance.containerWillAppear(animated: false))
          h.pages.run(h.appearance.containerDidAppear())
        }
      case 9: h.deliver([.scrollEnabled(Bool.random(using: &rng), t: t)])
      default: h.deliver([.resize(width: Bool.random(using: &rng) ? 375 : 667, height: 667, t: t)])
      }
      #expect(h.pages.violations == [], "step \(step)")
      if !h.pages.violations.isEmpty { return }
    }
    h.deliver([.scrollEnabled(true, t: h.driver.time), .frames(until: h.driver.time + 3)])
    // Autoplay may be between steps: run past the step in progress.
    while h.driver.phase != .idle { h.deliver([.frames(until: h.driver.time + 1)]) }
    h.checkBalancedAtRest("\(Self.layouts[layout].0), looping \(looping)")
  }
}
