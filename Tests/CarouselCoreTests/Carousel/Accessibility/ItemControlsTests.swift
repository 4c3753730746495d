import Testing

@_spi(DriverEngine) @testable import CarouselCore

/// The current item's controls for Voice Control and Full Keyboard Access
/// (``CarouselAccessibilityPresentation``): which elements a carousel has, in which order, and
/// where the keyboard focus on an item's control takes the carousel
/// (``CarouselInput/focusInItem(slot:time:)``).
@Suite struct ItemControlsTests {
  typealias Layout = AnyCarouselLayout
  static let phone = CarouselSize(width: 375, height: 200)

  /// 100-pt items side by side without spacing, not looping, the current one centred: at
  /// rest on item 0, item 0 spans x 137.5–237.5 (187.5 ± 50), item 1 237.5–337.5 (wholly
  /// inside the 375-pt viewport) and item 2 337.5–437.5 (partly shown); item 3 starts at
  /// 437.5, off screen.
  static func narrow(
    count: Int = 8, index: Int = 0, environment: CarouselEnvironment = CarouselEnvironment(),
    exposesItemControls: Bool = true, exposesItems: Bool = false, loops: Bool = false
  ) -> FrontEndModel<Layout> {
    let configuration = CarouselConfiguration(
      layout: AnyCarouselLayout(.linear(itemSize: .absolute(100), spacing: 0)), viewport: phone,
      behavior: ScrollBehavior(isLooping: loops, snapping: .paging), environment: environment,
      inputRules: .uiKit, exposesItemsToAccessibility: exposesItems, exposesItemControls: exposesItemControls)
    return FrontEndModel(CarouselDriver(configuration, count: count, index: index, time: 0))
  }

  /// The item whose controls are exposed, read from the slot the frame names.
  static func controlsItem(_ model: FrontEndModel<Layout>) -> Int? {
    model.presentation.controlsSlot.flatMap { model.driver.visibleCopy(inSlot: $0)?.index }
  }

  // MARK: - Which elements exist

  @Test func theCurrentItemsControlsFollowTheAdjustableElementWhileVoiceOverIsOff() {
    var model = Self.narrow(index: 2)
    let update = model.send(.frame(time: 0))
    guard case .adjustableThenControls(let slot)? = update.frame.accessibilityPresentation else {
      Issue.record("controls exposed, not \(String(describing: update.frame.accessibilityPresentation))")
      return
    }
    // The slot is the one view the single element speaks for: item 2's.
    #expect(update.frame.draws.filter(\.isAccessibilityElement).map(\.slot) == [slot])
    #expect(model.driver.visibleCopy(inSlot: slot)?.index == 2)
    #expect(model.accessibility?.exposesItemControls == true, "SwiftUI reads it from the summary")
  }

  @Test func voiceOverKeepsOneAdjustableElementAndItsStartAndStopAreDrawnAtOnce() {
    var model = Self.narrow(index: 1)
    model.send(.frame(time: 0))
    #expect(Self.controlsItem(model) == 1)
    // VoiceOver starts: the controls go back to being the element's custom actions only.
    var configuration = model.driver.configuration
    configuration.environment.isVoiceOverRunning = true
    let on = model.send(.configure(configuration, time: 0.1))
    #expect(!on.frame.isEmpty, "redrawn although nothing moved")
    #expect(on.frame.accessibilityPresentation == .adjustable)
    #expect(on.accessibility?.exposesItemControls == false)
    // And stops: the controls are elements again.
    configuration.environment.isVoiceOverRunning = false
    let off = model.send(.configure(configuration, time: 0.2))
    #expect(off.frame.accessibilityPresentation?.controlsSlot != nil)
    #expect(off.accessibility?.exposesItemControls == true)
    #expect(Self.controlsItem(model) == 1)
    // A configuration that changes none of it draws nothing and says nothing new.
    let same = model.send(.configure(configuration, time: 0.3))
    #expect(same.frame.isEmpty && same.frame.accessibilityPresentation == nil)
  }

  @Test func switchControlAloneStillGetsTheControls() {
    // Switch Control scans elements: it reaches the controls too (autoplay holds as before).
    var model = Self.narrow(environment: CarouselEnvironment(isSwitchControlRunning: true))
    model.send(.frame(time: 0))
    #expect(Self.controlsItem(model) == 0)
  }

  @Test func theSwitchOffKeepsOneElementAndExposedItemsComeFirst() {
    var off = Self.narrow(exposesItemControls: false)
    #expect(off.send(.frame(time: 0)).frame.accessibilityPresentation == .adjustable)
    #expect(off.accessibility?.exposesItemControls == false)
    // Turning it on live redraws with the controls.
    var configuration = off.driver.configuration
    configuration.exposesItemControls = true
    #expect(off.send(.configure(configuration, time: 0.1)).frame.accessibilityPresentation?.controlsSlot != nil)
    // The items exposed whole already contain their controls: no adjustable element.
    var items = Self.narrow(exposesItems: true)
    #expect(items.send(.frame(time: 0)).frame.accessibilityPresentation == .items)
    #expect(items.accessibility?.exposesItemControls == false)
  }

  @Test func withNoItemTheElementsStillChangeWithTheSwitches() {
    // Nothing to draw, yet the carousel stops being a container of items: the frame says so.
    var empty = Self.narrow(count: 0, exposesItems: true)
    #expect(empty.send(.frame(time: 0)).frame.accessibilityPresentation == .items)
    var configuration = empty.driver.configuration
    configuration.exposesItemsToAccessibility = false
    let update = empty.send(.configure(configuration, time: 0.1))
    #expect(update.frame.isEmpty && update.frame.accessibilityPresentation == .adjustable)
  }

  @Test func noItemHasNoControlsAndOneOrTwoItemsExposeTheCurrentOnesOnce() {
    var empty = Self.narrow(count: 0)
    empty.send(.frame(time: 0))
    #expect(empty.presentation == .adjustable && empty.driver.accessibilityPresentation == .adjustable)
    var one = Self.narrow(count: 1)
    one.send(.frame(time: 0))
    #expect(Self.controlsItem(one) == 0)
    // Two 100-pt items looping in 375 pt: each is drawn twice (copies at x 0, 100, 200, 300
    // and −100), and the controls are those of item 0's copy at the resting place (phase 0).
    var two = Self.narrow(count: 2, loops: true)
    let update = two.send(.frame(time: 0))
    let slot = update.frame.accessibilityPresentation?.controlsSlot
    #expect(slot.flatMap { two.driver.visibleCopy(inSlot: $0) } == VisibleCopy(index: 0, copy: 0))
    #expect(slot.flatMap { two.driver.relativePosition(inSlot: $0) } == 0)
  }

  @Test func pagingMovesTheControlsToTheNewCurrentItem() {
    var model = Self.narrow()
    model.send(.frame(time: 0))
    #expect(Self.controlsItem(model) == 0)
    // The right arrow (the core's keyboard handling) pages; at rest item 1's controls are out.
    model.send(.input(.key(.right, time: 0.1)))
    _ = model.run(for: 2)
    #expect(model.schedule != .displayLink, "at rest")
    #expect(model.driver.state.currentIndex == 1)
    #expect(Self.controlsItem(model) == 1)
    // The adjustable action and the "previous" action do the same.
    model.send(.input(.accessibility(.next, time: 3)))
    _ = model.run(for: 2)
    #expect(model.schedule != .displayLink, "at rest")
    #expect(Self.controlsItem(model) == 2)
    model.send(.input(.adjust(increment: false, time: 6)))
    _ = model.run(for: 2)
    #expect(model.schedule != .displayLink, "at rest")
    #expect(Self.controlsItem(model) == 1)
  }

  // MARK: - The keyboard focus on an item's control

  @Test func focusTargets() {
    var model = Self.narrow()
    model.send(.frame(time: 0))
    let driver = model.driver
    let slotOf = { (index: Int) in (0..<driver.slotCount).first { driver.visibleCopy(inSlot: $0)?.index == index } }
    // The current item: nothing moves. A neighbour (wholly shown: focus still pages to it).
    #expect(slotOf(0).flatMap(driver.focusScrollTarget(inSlot:)) == nil)
    #expect(slotOf(1).flatMap(driver.focusScrollTarget(inSlot:)) == 1)
    #expect(slotOf(2).flatMap(driver.focusScrollTarget(inSlot:)) == 2)
    #expect(slotOf(3) == nil, "off screen: no view to focus")
    // Slots that show nothing.
    for slot in [-1, driver.slotCount, 1_000, Int.max, Int.min] {
      #expect(driver.focusScrollTarget(inSlot: slot) == nil, "slot \(slot)")
    }
  }

  @Test func focusOnANeighboursControlPagesToItsItemAndMovesTheControls() {
    var model = Self.narrow()
    model.send(.frame(time: 0))
    let slot = (0..<model.driver.slotCount).first { model.driver.visibleCopy(inSlot: $0)?.index == 2 }!
    let update = model.send(.input(.focusInItem(slot: slot, time: 0.1)))
    #expect(update.events.willSettle == 2)
    #expect(update.schedule == .displayLink, "animated")
    _ = model.run(for: 2)
    #expect(model.schedule != .displayLink, "at rest")
    #expect(model.driver.state.currentIndex == 2)
    #expect(Self.controlsItem(model) == 2)
    // Focus on the current item's own control: nothing moves, nothing is reported.
    let current = model.presentation.controlsSlot!
    let stay = model.send(.input(.focusInItem(slot: current, time: 3)))
    #expect(stay.events.willSettle == nil && stay.events.selection == nil && stay.schedule == .idle)
    // An unknown slot does nothing either.
    for bad in [-1, 99] {
      let none = model.send(.input(.focusInItem(slot: bad, time: 3.1)))
      #expect(none.events.willSettle == nil && none.schedule == .idle)
    }
  }

  @Test func underReduceMotionFocusJumpsToTheItem() {
    var model = Self.narrow(environment: CarouselEnvironment(isReduceMotionEnabled: true))
    model.send(.frame(time: 0))
    let slot = (0..<model.driver.slotCount).first { model.driver.visibleCopy(inSlot: $0)?.index == 2 }!
    let update = model.send(.input(.focusInItem(slot: slot, time: 0.1)))
    #expect(update.schedule != .displayLink, "no animation")
    #expect(model.driver.state.currentIndex == 2)
    #expect(Self.controlsItem(model) == 2)
  }

  @Test func focusDuringADragIsTakenAsAProgrammaticScroll() {
    // A keyboard focus change while a finger drags (an iPad with both) pages as a
    // programmatic scroll does mid-drag: the state stays consistent (the model checks it).
    var model = Self.narrow()
    model.send(.frame(time: 0))
    model.send(.input(.touch(TouchInput(.began, at: CarouselPoint(x: 150, y: 100), time: 0.1))))
    model.send(.input(.touch(TouchInput(.moved, at: CarouselPoint(x: 120, y: 100), time: 0.15))))
    let slot = (0..<model.driver.slotCount).first { model.driver.visibleCopy(inSlot: $0)?.index == 1 }!
    model.send(.input(.focusInItem(slot: slot, time: 0.2)))
    model.send(.input(.touch(TouchInput(.ended, at: CarouselPoint(x: 110, y: 100), time: 0.25))))
    _ = model.run(for: 3)
    #expect(model.schedule != .displayLink, "at rest")
    #expect(model.driver.state.currentIndex.map { (0...2).contains($0) } == true)
    #expect(model.presentation == model.driver.accessibilityPresentation)
  }

  // MARK: - The platform's call sequence

  /// Full Keyboard Access on iPadOS (the focus system), on the banner of the conformance
  /// scenarios (375 × 200, 16-pt insets, 8-pt spacing: item 1's copy peeks 8 pt at the right
  /// edge, from x = 367): Tab brings the focus onto the carousel (`didUpdateFocus(in:with:)`
  /// with the carousel as `nextFocusedView`), then onto the current item's control, then an
  /// arrow moves it geometrically onto the peeking neighbour's control. UIKit calls
  /// `didUpdateFocus(in:with:)` on each focus environment of the old and new focus chains
  /// once per move (Apple, "About focus interactions for Apple TV and iPad": focus updates),
  /// which the carousel hears once per move.
  @Test func fullKeyboardAccessTabThenArrowOntoTheNeighboursControl() {
    var driver = ConformanceScenarioTests.banner(for: .uiKitPanEndsFirst)
    driver.advance(to: 0)
    let slotOf = { (driver: CarouselDriver<LinearLayout>, index: Int) in
      (0..<driver.slotCount).first {
        driver.visibleCopy(inSlot: $0)?.index == index && driver.relativePosition(inSlot: $0)! > 0
      }
        ?? (0..<driver.slotCount).first { driver.visibleCopy(inSlot: $0)?.index == index }!
    }
    let calls: [PlatformCallback] = [
      .focusUpdate(nextFocusedSlot: nil, t: 0.1),
      .focusUpdate(nextFocusedSlot: slotOf(driver, 0), t: 0.2),
      .focusUpdate(nextFocusedSlot: slotOf(driver, 1), t: 0.3),
      .frames(until: 2),
    ]
    var log = EventLog()
    for call in calls { driver.deliver(call, into: &log) }
    #expect(log.entries == ["willSettle(1)", "didSettle(1)"])
    #expect(driver.accessibilityPresentation.controlsSlot.flatMap { driver.visibleCopy(inSlot: $0)?.index } == 1)
  }
}

extension ItemControlsTests {
  /// The assistive cursor (``CarouselInput/accessibilityFocus(slot:time:)``) means two things,
  /// told apart by the core: VoiceOver reading the exposed items, or a cursor (Full Keyboard
  /// Access on iPhone, Switch Control) on a control of an item in the single-element mode.
  @Test func theAssistiveCursorPagesToAControlsItemButOnlyBringsAReadItemIntoView() {
    // Single element with controls: the cursor on item 1's view (wholly shown) pages to it.
    var controls = Self.narrow()
    controls.send(.frame(time: 0))
    let one = (0..<controls.driver.slotCount).first { controls.driver.visibleCopy(inSlot: $0)?.index == 1 }!
    #expect(controls.send(.input(.accessibilityFocus(slot: one, time: 0.1))).events.willSettle == 1)
    // Items exposed: the same item is in full view, so reading it moves nothing.
    var items = Self.narrow(exposesItems: true)
    items.send(.frame(time: 0))
    let read = (0..<items.driver.slotCount).first { items.driver.visibleCopy(inSlot: $0)?.index == 1 }!
    let update = items.send(.input(.accessibilityFocus(slot: read, time: 0.1)))
    #expect(update.events.willSettle == nil && items.driver.state.destinationIndex == 0)
  }
}
