import Testing

@_spi(DriverEngine) @testable import CarouselCore

/// The one action in, one update out (``CarouselDriver/send(_:)``), through a model front end
/// that applies each update as UIKit and SwiftUI do.
@Suite struct SendTests {
  typealias Layout = AnyCarouselLayout
  static let viewport = CarouselSize(width: 375, height: 200)

  static func configuration(
    _ layout: some CarouselLayout = .linear(), behavior: ScrollBehavior = .carousel, rules: InputRules = .uiKit
  ) -> CarouselConfiguration<Layout> {
    CarouselConfiguration(layout: AnyCarouselLayout(layout), viewport: viewport, behavior: behavior, inputRules: rules)
  }

  static func model(count: Int = 5, index: Int = 0, _ configuration: CarouselConfiguration<Layout> = configuration())
    -> FrontEndModel<Layout>
  {
    FrontEndModel(CarouselDriver(configuration, count: count, index: index, time: 0))
  }

  // MARK: - Drawing

  @Test func theFirstUpdateDrawsEveryVisibleSlotAssignedAndAFrameAtRestDrawsNothing() {
    var model = Self.model()
    let first = model.send(.frame(time: 0))
    #expect(!first.frame.draws.isEmpty && first.frame.draws.allSatisfy(\.isAssigned))
    #expect(first.frame.slotCount == model.driver.slotCount)
    #expect(first.schedule == .idle)
    let again = model.send(.frame(time: 0.1))
    #expect(again.frame.isEmpty && again.events.isEmpty)
  }

  /// The commands refer to the frame's attributes by index: for each shown slot they are the
  /// slot's attributes (mirrored right to left), every frame of a motion, and nothing is
  /// mirrored left to right.
  @Test(arguments: [false, true])
  func theFramesAttributesAreEachShownSlotsMirroredRightToLeft(rightToLeft: Bool) {
    var configuration = Self.configuration()
    configuration.environment = CarouselEnvironment(isRightToLeft: rightToLeft)
    var driver = CarouselDriver(configuration, count: 20, index: 3, time: 0)
    var frames = [
      driver.send(.frame(time: 0)).frame, driver.send(.input(.scroll(toIndex: 6, animated: true, time: 0))).frame,
    ]
    var time = 0.0
    while driver.state.phase != .idle && time < 2 {
      time += 1 / 60
      frames.append(driver.send(.frame(time: time)).frame)
      let frame = frames[frames.count - 1]
      #expect(frame.items.count == driver.items.count)
      for draw in frame.draws {
        guard let item = draw.item else { continue }
        #expect(frame.attributes(of: draw) == driver.attributes(inSlot: draw.slot))
        let unmirrored = driver.items[item]
        #expect((frame.items[item] == unmirrored) == !rightToLeft || unmirrored.center.x == Self.viewport.width / 2)
      }
    }
    #expect(driver.state.currentIndex == 6)
    #expect(frames.contains { !$0.draws.isEmpty })
  }

  @Test func aMoveRedrawsWithoutReconfiguringAndOneViewPerSlot() {
    var model = Self.model(count: 20)
    model.send(.frame(time: 0))
    let configured = model.slots.compactMap { $0?.configurations }.reduce(0, +)
    model.send(.input(.scroll(toIndex: 1, animated: true, time: 0.01)))
    #expect(model.schedule == .displayLink)
    let rested1 = model.run(for: 2)
    #expect(rested1)
    #expect(model.driver.state.currentIndex == 1 && model.driver.state.phase == .idle)
    // Moving one item configured only the views that came on screen.
    let after = model.slots.compactMap { $0?.configurations }.reduce(0, +)
    #expect(after - configured <= 2)
    #expect(model.callbacks.contains(.didSettle(1)))
  }

  @Test func departuresNameTheSlotThatShowedTheCopy() {
    var model = Self.model(count: 20)
    model.send(.frame(time: 0))
    model.send(.input(.scroll(toIndex: 6, animated: false, time: 0.1)))
    #expect(model.callbacks.contains { $0.kind == .disappeared })
    #expect(model.onScreen.allSatisfy { (5...7).contains($0.index) })
  }

  @Test func theAccessibleSlotIsTheDestinationsAndExposedItemsAreInReadingOrder() {
    var model = Self.model(count: 5, index: 2)
    let update = model.send(.frame(time: 0))
    let speaking = update.frame.draws.filter(\.isAccessibilityElement)
    #expect(speaking.count == 1 && speaking.first.flatMap(update.frame.attributes(of:))?.index == 2)
    var exposed = Self.configuration()
    exposed.exposesItemsToAccessibility = true
    let next = model.send(.configure(exposed, time: 0.1))
    #expect(!next.frame.accessibilityOrder.isEmpty)
    let indices = next.frame.accessibilityOrder.compactMap { model.driver.attributes(inSlot: $0)?.index }
    #expect(indices == indices.sorted() && indices.contains(2))
  }

  // MARK: - Scheduling

  @Test func theScheduleIsTheDisplayLinkWhileMovingAWakeUpForAutoplayAndIdleOtherwise() {
    var behavior = ScrollBehavior.carousel
    behavior.autoplay = Autoplay(interval: 3)
    var model = Self.model(Self.configuration(behavior: behavior))
    let first = model.send(.frame(time: 0))
    #expect(first.schedule == .wake(at: 3))
    model.send(.frame(time: 3))
    #expect(model.schedule == .displayLink, "the autoplay step moves")
    let rested2 = model.run(for: 3)
    #expect(rested2)
    guard case .wake(let at) = model.schedule else {
      Issue.record("autoplay schedules its next step, not \(model.schedule)")
      return
    }
    #expect(at > 3 && at < 7)
    // Hidden: autoplay holds and the carousel sleeps until it is told it can be seen again…
    var hidden = model.driver.configuration
    hidden.environment.isVisible = false
    #expect(model.send(.configure(hidden, time: 3.9)).schedule == .idle)
    // …unless nothing would tell it (scrolled away in UIKit): then it asks to be woken.
    hidden.environment.visibilityIsUnannounced = true
    let held = model.send(.configure(hidden, time: 4))
    #expect(held.schedule == .wake(at: 4 + CarouselDriver<Layout>.hiddenRecheckInterval))
    var shown = hidden
    shown.environment.isVisible = true
    let back = model.send(.configure(shown, time: 10))
    #expect(back.schedule == .wake(at: 13), "a full interval from when it was seen again")
  }

  // MARK: - Questions answered by the update

  @Test func keysScrollsAndPansSayWhetherTheyWereTaken() {
    var model = Self.model(count: 3)
    model.send(.frame(time: 0))
    #expect(model.send(.input(.key(.up, time: 0.1))).isHandled == false, "across the axis: passed on")
    #expect(model.send(.input(.key(.left, time: 0.1))).isHandled == false, "nothing before the first item")
    #expect(model.send(.input(.key(.right, time: 0.1))).isHandled)
    let rested3 = model.run(for: 2)
    #expect(rested3)
    #expect(model.send(.input(.accessibilityScroll(.up, time: 3))).isHandled == false)
    // A pan that may not begin (across the axis) fails at once with a finger down.
    model.send(.input(.touch(TouchInput(.began, at: CarouselPoint(x: 180, y: 100), time: 4, finger: 1))))
    let refused = model.send(.input(.panShouldBegin(velocity: CarouselPoint(x: 0, y: 500), time: 4.01)))
    #expect(refused.isHandled == false && refused.events.handedOff)
    model.send(.input(.touch(TouchInput(.ended, at: CarouselPoint(x: 180, y: 300), time: 4.1, finger: 1))))
    #expect(model.driver.state.isTouchDown == false)
  }

  @Test func aTapSelectsThenScrollsToTheItemInTheSameUpdate() {
    var model = Self.model(count: 5)
    model.send(.frame(time: 0))
    let point = CarouselPoint(x: 370, y: 100)  // the edge of item 1
    model.send(.input(.touch(TouchInput(.began, at: point, time: 0.1, finger: 1))))
    let lift = model.send(.input(.touch(TouchInput(.ended, at: point, time: 0.15, finger: 1))))
    let list = lift.events.callbacks
    #expect(list.first == .tap(1))
    #expect(list.contains(.willSettle(1)))
    var off = Self.configuration()
    off.scrollsToTappedItem = false
    var still = Self.model(count: 5, off)
    still.send(.frame(time: 0))
    still.send(.input(.touch(TouchInput(.began, at: point, time: 0.1, finger: 1))))
    let tap = still.send(.input(.touch(TouchInput(.ended, at: point, time: 0.15, finger: 1))))
    #expect(tap.events.callbacks == [.tap(1)])
  }

  /// The haptics plan follows the kind of input the update was for: a touch-down prepares,
  /// the touch's other phases do not, a frame at rest plans nothing, and the first change of a
  /// SwiftUI drag is its touch-down.
  @Test func hapticsPrepareOnATouchDownOnly() {
    var model = Self.model(count: 20, Self.configuration(.drum()))
    let rest = model.send(.frame(time: 0))
    #expect(!rest.feedback.prepares && rest.feedback.clicks == 0 && !rest.feedback.preparesAfter)
    let point = CarouselPoint(x: 187, y: 100)
    let down = model.send(.input(.touch(TouchInput(.began, at: point, time: 0.1))))
    #expect(down.feedback.prepares)
    let move = model.send(.input(.touch(TouchInput(.moved, at: CarouselPoint(x: 187, y: 98), time: 0.12))))
    #expect(!move.feedback.prepares)
    let still = model.send(.frame(time: 0.12))
    #expect(!still.feedback.prepares && still.feedback.clicks == 0)
    // A tap on the row above: the lift that scrolls to it settles without a drag, which would
    // prepare for any other input; a touch's end does not.
    var tapped = Self.model(count: 20, index: 5, Self.configuration(.drum()))
    tapped.send(.frame(time: 0))
    let row = CarouselPoint(x: 187, y: 68)
    tapped.send(.input(.touch(TouchInput(.began, at: row, time: 0.1))))
    let lift = tapped.send(.input(.touch(TouchInput(.ended, at: row, time: 0.15))))
    #expect(lift.events.tappedIndex != nil && lift.events.willSettle != nil && !lift.events.dragEnded)
    #expect(!lift.feedback.prepares)
    var swiftUI = Self.model(count: 20, Self.configuration(.drum(), rules: .swiftUIDragGesture))
    swiftUI.send(.frame(time: 0))
    let first = swiftUI.send(
      .input(.dragGesture(.changed(start: point, location: CarouselPoint(x: 187, y: 96), time: 0.1))))
    #expect(first.feedback.prepares)
    let second = swiftUI.send(
      .input(.dragGesture(.changed(start: point, location: CarouselPoint(x: 187, y: 92), time: 0.12))))
    #expect(!second.feedback.prepares)
  }

  @Test func hapticsClickOncePerItemPassedWithTheDrum() {
    var model = Self.model(count: 20, Self.configuration(.drum()))
    model.send(.frame(time: 0))
    let scroll = model.send(.input(.scroll(toIndex: 5, animated: true, time: 0.1)))
    #expect(scroll.feedback.prepares)
    var clicks = 0
    var time = 0.1
    while model.schedule == .displayLink && time < 3 {
      time += 1.0 / 60
      clicks += model.send(.frame(time: time)).feedback.clicks
    }
    #expect(clicks == 5)
    var banner = Self.model(count: 20)
    banner.send(.frame(time: 0))
    #expect(banner.send(.input(.scroll(toIndex: 5, animated: false, time: 0.1))).feedback.isEmpty)
  }

  /// The announcement at rest after the adjustable action: the core decides whether it would
  /// repeat what VoiceOver read right after the action.
  @Test(arguments: [false, true])
  func theAnnouncementAfterAnAdjustRepeatsNothingUnlessTheLabelCameFromAViewNotYetShown(fromViews: Bool) {
    var configuration = Self.configuration(.pages([375, 375, 375, 375]))
    configuration.itemLabelsComeFromViews = fromViews
    var model = Self.model(count: 4, configuration)
    model.send(.frame(time: 0))
    model.send(.input(.adjust(increment: true, time: 0.1)))
    let rested = model.run(for: 2)
    #expect(rested)
    let announcements = model.callbacks.compactMap { callback -> CarouselAnnouncement? in
      if case .announcement(let a) = callback { return a }
      return nil
    }
    #expect(announcements.count == 1)
    // A full page: item 1 had no view when VoiceOver read "item 2 of 4".
    #expect(announcements.first?.repeatsWhatWasRead == !fromViews)
    // A banner shows its neighbour: the label was there to read.
    var banner = Self.configuration()
    banner.itemLabelsComeFromViews = fromViews
    var shown = Self.model(count: 4, banner)
    shown.send(.frame(time: 0))
    shown.send(.input(.adjust(increment: true, time: 0.1)))
    let shownRested = shown.run(for: 2)
    #expect(shownRested)
    #expect(
      shown.callbacks.contains {
        if case .announcement(let a) = $0 { return a.repeatsWhatWasRead } else { return false }
      })
  }

  // MARK: - The issue's bugs

  /// SwiftUI's selection set before the data arrived (a deep link): the carousel went to
  /// item 0 and reported 0 back.
  @Test func aSelectionSetBeforeTheDataArrivedIsHonoured() {
    var model = Self.model(count: 0, index: 3)
    model.send(.frame(time: 0))
    let data = model.send(.data(.reload(count: 5), time: 0.1))
    #expect(model.driver.state.currentIndex == 3)
    #expect(data.events.destinationIndex == 3)
    #expect(!model.callbacks.contains(.destinationIndex(0)))
    // Named with the data, and through an identified change.
    var named = Self.model(count: 0)
    named.send(.data(.snapshot(from: [String](), to: ["a", "b", "c", "d"], selection: 2), time: 0))
    #expect(named.driver.state.currentIndex == 2)
    // An index the data does not have yet waits for data that has it.
    var later = Self.model(count: 0, index: 7)
    later.send(.data(.reload(count: 5), time: 0))
    #expect(later.driver.state.currentIndex == 0, "where it was while the data lacks it")
    later.send(.data(.reload(count: 10), time: 0.1))
    #expect(later.driver.state.currentIndex == 7)
    // So does a programmatic scroll beyond the data; a scroll within it replaces the request.
    var scrolled = Self.model(count: 3)
    scrolled.send(.input(.scroll(toIndex: 6, animated: true, time: 0)))
    #expect(scrolled.driver.state.currentIndex == 0)
    scrolled.send(.data(.reload(count: 8), time: 0.1))
    #expect(scrolled.driver.state.currentIndex == 6)
    scrolled.send(.input(.scroll(toIndex: 9, animated: false, time: 0.2)))
    scrolled.send(.input(.scroll(toIndex: 2, animated: false, time: 0.3)))
    scrolled.send(.data(.reload(count: 12), time: 0.4))
    #expect(scrolled.driver.state.currentIndex == 2)
  }

  @Test func aDataChangeKeepsTheDestinationWhereverItMoved() {
    var model = Self.model(count: 5, index: 2)
    model.send(.frame(time: 0))
    model.send(.data(.snapshot(from: ["a", "b", "c", "d", "e"], to: ["x", "a", "b", "c", "d", "e"]), time: 0.1))
    #expect(model.driver.state.currentIndex == 3, "item c moved from 2 to 3")
  }

  /// UIKit's touch tracker reset with a touch it never reported ended: every later finger
  /// counted as a second finger and the carousel froze.
  @Test func aLostLiftNoLongerFreezesTheCarousel() {
    var model = Self.model(count: 5)
    model.send(.frame(time: 0))
    model.send(.input(.touch(TouchInput(.began, at: CarouselPoint(x: 200, y: 100), time: 0.1, finger: 1))))
    model.send(.input(.touch(TouchInput(.moved, at: CarouselPoint(x: 180, y: 100), time: 0.12, finger: 1))))
    model.send(.input(.platformDrag(.began, at: CarouselPoint(x: 180, y: 100), time: 0.12)))
    #expect(model.driver.state.isDragging)
    // The recogniser resets without the lift (the view left its window): the front end says so.
    model.send(.input(.lostTouches(time: 0.2)))
    #expect(!model.driver.state.isTouchDown && !model.driver.state.isDragging)
    let rested4 = model.run(for: 2)
    #expect(rested4)
    // The next finger drags 220 pt and lifts: the carousel moves and comes to rest.
    model.swipe(by: 220, finger: 2)
    let rested5 = model.run(for: 3)
    #expect(rested5)
    #expect(model.driver.state.currentIndex == 1 && model.driver.state.phase == .idle)
    #expect(!model.driver.state.isTouchDown)
  }

  /// One future timestamp (a wall-clock time) froze every later motion until the clock
  /// caught up with it.
  @Test(arguments: [1e9, 1.7e9, 1e12])
  func aFutureTimestampDoesNotFreezeLaterMotion(future: Double) {
    var model = Self.model(count: 5)
    model.send(.frame(time: 0))
    model.send(.frame(time: future))
    model.send(.frame(time: 0.5))
    model.swipe(by: 220)
    let rested6 = model.run(for: 3)
    #expect(rested6)
    #expect(model.driver.state.phase == .idle && model.driver.state.currentIndex == 1)
    // A reload stamped with a wall-clock time does not either (a time beyond
    // ScrollEngine.maximumTime, 10¹², is not a time at all: later ones would be refused too).
    model.send(.data(.reload(count: 6), time: min(future, 1e10)))
    model.swipe(by: 220)
    let rested7 = model.run(for: 3)
    #expect(rested7)
    #expect(model.driver.state.phase == .idle && model.driver.state.currentIndex == 2)
  }

  @Test func aClockThatJumpsBackContinuesFromWhereItWas() {
    var model = Self.model(count: 5)
    model.send(.frame(time: 100))
    model.send(.input(.scroll(toIndex: 1, animated: true, time: 100)))
    model.send(.frame(time: 100.05))
    let offset = model.driver.state.offset
    // Another clock, 90 s behind: the motion continues, it neither jumps nor freezes.
    model.send(.frame(time: 10.06))
    #expect(model.driver.state.offset >= offset && model.driver.state.phase != .idle)
    let rested8 = model.run(for: 2)
    #expect(rested8)
    #expect(model.driver.state.currentIndex == 1)
  }

  /// A layout change during a drag reported drag began and never drag ended.
  @Test func aLayoutChangeMidDragEndsTheDragWithItsEvents() {
    var model = Self.model(count: 5)
    model.send(.frame(time: 0))
    model.send(.input(.touch(TouchInput(.began, at: CarouselPoint(x: 200, y: 100), time: 0.1, finger: 1))))
    model.send(.input(.touch(TouchInput(.moved, at: CarouselPoint(x: 180, y: 100), time: 0.11, finger: 1))))
    model.send(.input(.platformDrag(.began, at: CarouselPoint(x: 180, y: 100), time: 0.11)))
    model.send(.input(.touch(TouchInput(.moved, at: CarouselPoint(x: 120, y: 100), time: 0.12, finger: 1))))
    var changed = model.driver.configuration
    changed.layout = AnyCarouselLayout(.coverFlow())
    let update = model.send(.configure(changed, time: 0.13))
    #expect(update.events.dragEnded)
    #expect(!model.driver.state.isDragging)
    model.send(.input(.touch(TouchInput(.ended, at: CarouselPoint(x: 100, y: 100), time: 0.2, finger: 1))))
    let rested9 = model.run(for: 2)
    #expect(rested9)
    // The next drag on the same finger is one drag.
    model.swipe(by: 200, finger: 1)
    #expect(model.callbacks.filter { $0 == .dragBegan }.count == 2)
    #expect(model.callbacks.filter { $0 == .dragEnded }.count == 2)
  }

  @Test func prefetchIsOnByDefault() {
    var model = Self.model(count: 20)
    let first = model.send(.frame(time: 0))
    #expect(first.events.callbacks.contains(.prefetch([2, 3])))
    var off = Self.configuration()
    off.prefetchDistance = 0
    var quiet = Self.model(count: 20, off)
    let update = quiet.send(.frame(time: 0))
    #expect(!update.events.callbacks.contains { $0.kind == .prefetch })
  }

  /// Autoplay held in the background resumes when the app is back, whatever happened to the
  /// view meanwhile (the front end reports visibility with every configuration).
  @Test func autoplayResumesWhenTheCarouselCanBeSeenAgain() {
    var behavior = ScrollBehavior.carousel
    behavior.autoplay = Autoplay(interval: 2)
    var model = Self.model(Self.configuration(behavior: behavior))
    model.send(.frame(time: 0))
    var away = model.driver.configuration
    away.environment.isVisible = CarouselEnvironment.isVisible(isOnScreen: true, isAppActive: false)
    model.send(.configure(away, time: 1))
    model.send(.frame(time: 50))
    #expect(model.driver.state.currentIndex == 0, "held while hidden")
    var back = away
    back.environment.isVisible = CarouselEnvironment.isVisible(isOnScreen: true, isAppActive: true)
    model.send(.configure(back, time: 60))
    #expect(model.schedule == .wake(at: 62))
    model.send(.frame(time: 62))
    let rested10 = model.run(for: 1.5)
    #expect(rested10)
    #expect(model.driver.state.currentIndex == 1)
  }

  // MARK: - Trackpad and mouse wheel (conformance data: the pans' callbacks on iPadOS)

  /// A trackpad's two-finger swipe arrives as the pan's began, changed… ended with a
  /// translation and no touch (`allowedScrollTypesMask` `.continuous`): it pages like a finger.
  @Test func aTrackpadSwipePages() {
    var behavior = ScrollBehavior.carousel
    behavior.snapping = .paging
    var model = Self.model(count: 5, Self.configuration(behavior: behavior))
    model.send(.frame(time: 0))
    let samples: [(PointerScroll.Phase, Double, Double)] = [
      (.began, 0, 1.0), (.changed, -15, 1.008), (.changed, -40, 1.016), (.changed, -70, 1.024), (.ended, -80, 1.032),
    ]
    for (phase, x, t) in samples {
      model.send(
        .input(.pointerScroll(PointerScroll(phase, kind: .continuous, translation: CarouselPoint(x: x, y: 0), time: t)))
      )
    }
    #expect(model.callbacks.contains(.dragBegan) && model.callbacks.contains(.dragEnded))
    let rested11 = model.run(for: 2)
    #expect(rested11)
    #expect(model.driver.state.currentIndex == 1)
    #expect(!model.driver.state.isTouchDown)
  }

  /// A mouse wheel's notches (`.discrete`): one item per notch; a wheel across the axis does
  /// nothing.
  @Test func aWheelNotchMovesOneItem() {
    var model = Self.model(count: 5)
    model.send(.frame(time: 0))
    model.send(
      .input(.pointerScroll(PointerScroll(.began, kind: .discrete, translation: CarouselPoint(x: -10, y: 0), time: 1))))
    model.send(
      .input(
        .pointerScroll(PointerScroll(.ended, kind: .discrete, translation: CarouselPoint(x: -10, y: 0), time: 1.01))))
    let rested12 = model.run(for: 2)
    #expect(rested12)
    #expect(model.driver.state.currentIndex == 1)
    for (k, t) in [(1.0, 3.0), (2.0, 3.05)] {
      model.send(
        .input(
          .pointerScroll(
            PointerScroll(
              k == 1 ? .began : .changed, kind: .discrete, translation: CarouselPoint(x: -10 * k, y: 0), time: t))))
    }
    model.send(
      .input(
        .pointerScroll(PointerScroll(.ended, kind: .discrete, translation: CarouselPoint(x: -20, y: 0), time: 3.1))))
    let rested13 = model.run(for: 2)
    #expect(rested13)
    #expect(model.driver.state.currentIndex == 3, "two notches, two items")
    model.send(
      .input(.pointerScroll(PointerScroll(.began, kind: .discrete, translation: CarouselPoint(x: 0, y: -10), time: 6))))
    let rested14 = model.run(for: 2)
    #expect(rested14)
    #expect(model.driver.state.currentIndex == 3, "across the axis: the enclosing scroll view's")
  }

  /// The pan asks whether a scroll with no touch may begin (`gestureRecognizerShouldBegin`):
  /// along the axis yes, across it no (the enclosing scroll view's), never while a finger is
  /// down or scrolling is disabled.
  @Test func aPointerScrollMayBeginAlongTheAxisOnly() {
    var model = Self.model(count: 5)
    model.send(.frame(time: 0))
    func asks(_ x: Double, _ y: Double, kind: PointerScroll.Kind = .continuous) -> Bool {
      model.send(
        .input(.pointerScroll(PointerScroll(.possible, kind: kind, translation: CarouselPoint(x: x, y: y), time: 1)))
      )
      .isHandled
    }
    #expect(asks(-30, 5))
    #expect(asks(-10, 0, kind: .discrete))
    #expect(!asks(3, 40), "across the axis")
    #expect(!asks(0, 0), "no direction yet")
    model.send(.input(.touch(TouchInput(.began, at: CarouselPoint(x: 100, y: 100), time: 1.1, finger: 1))))
    #expect(!asks(-30, 0), "a finger is down")
    model.send(.input(.touch(TouchInput(.ended, at: CarouselPoint(x: 100, y: 100), time: 1.2, finger: 1))))
    var locked = model.driver.configuration
    locked.isScrollEnabled = false
    model.send(.configure(locked, time: 1.3))
    #expect(!asks(-30, 0), "scrolling disabled")
  }

  // MARK: - SwiftUI's drag gesture as an input

  @Test func aSwiftUIDragGestureSwipesAndAResetCancels() {
    var model = Self.model(count: 5, Self.configuration(rules: .swiftUIDragGesture))
    model.send(.frame(time: 0))
    let start = CarouselPoint(x: 300, y: 100)
    var t = 0.1
    for x in stride(from: 300.0, through: 60, by: -20) {
      t += 1.0 / 120
      model.send(.input(.dragGesture(.changed(start: start, location: CarouselPoint(x: x, y: 100), time: t))))
    }
    model.send(.input(.dragGesture(.ended(location: CarouselPoint(x: 60, y: 100), time: t + 0.01))))
    model.send(.input(.dragGesture(.reset(time: t + 0.02))))
    let rested15 = model.run(for: 2)
    #expect(rested15)
    #expect(model.driver.state.currentIndex == 1)
    // Cancelled by the system: the reset with a touch down releases the content.
    model.send(.input(.dragGesture(.changed(start: start, location: CarouselPoint(x: 200, y: 100), time: 5))))
    model.send(.input(.dragGesture(.reset(time: 5.1))))
    #expect(!model.driver.state.isTouchDown)
    let rested16 = model.run(for: 2)
    #expect(rested16)
    #expect(model.driver.state.currentIndex == 1)
  }
}
