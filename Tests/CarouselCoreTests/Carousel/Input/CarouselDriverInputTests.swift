import Testing

@_spi(DriverEngine) @_spi(Rendering) @_spi(TrackTouchInput) @testable import CarouselCore

@Suite struct CarouselDriverInputTests {
  static let phone = CarouselSize(width: 375, height: 200)
  static let pitch = 375.0 - 32 + 8

  static func banner(
    count: Int = 5, loop: Bool = true, autoplay: Autoplay? = nil,
    environment: CarouselEnvironment = .init()
  ) -> CarouselDriver<LinearLayout> {
    CarouselDriver(
      layout: .linear(), count: count, viewport: phone,
      behavior: ScrollBehavior(isLooping: loop, snapping: .paging, decelerationRate: .fast, autoplay: autoplay),
      environment: environment)
  }

  /// Swipes from x at `speed` pt/s for 50 ms with raw touches (a sample every 1/120 s).
  /// Returns the time of the release.
  @discardableResult
  static func swipe(
    _ c: inout CarouselDriver<some CarouselLayout>, from x: Double = 300, speed: Double, at t0: Double
  ) -> Double {
    c.touch(.began, at: CarouselPoint(x: x, y: 100), time: t0)
    var t = t0
    for i in 1...6 {
      t = t0 + Double(i) / 120
      c.touch(.moved, at: CarouselPoint(x: x + speed * Double(i) / 120, y: 100), time: t)
    }
    c.touch(.ended, at: CarouselPoint(x: x + speed * 6 / 120, y: 100), time: t)
    return t
  }

  @discardableResult
  static func run(_ c: inout CarouselDriver<some CarouselLayout>, from t0: Double, limit: Double = 5) -> Double {
    var t = t0
    while c.needsFrames && t < t0 + limit {
      t += 1 / 120
      c.advance(to: t)
    }
    return t
  }

  @Test func touchDownStopsAFlingWhereItIs() {
    var c = Self.banner()
    let t = Self.swipe(&c, speed: -2000, at: 0)
    #expect(c.needsFrames)
    c.advance(to: t + 0.05)
    let moving = c.offset
    c.touch(.began, at: CarouselPoint(x: 200, y: 100), time: t + 0.05)
    #expect(c.phase == .dragging)
    #expect(!c.needsFrames, "the finger drives the frames now")
    c.advance(to: t + 0.2)
    #expect(c.offset == moving, "caught: no jump, no drift")
  }

  @Test func theDragStartsPastTheSlopWithoutJumping() {
    var c = Self.banner()
    c.touch(.began, at: CarouselPoint(x: 300, y: 100), time: 0)
    let within = c.touch(.moved, at: CarouselPoint(x: 292, y: 100), time: 0.01)
    #expect(c.offset == 0 && !within.dragBegan, "within the slop nothing moves")
    // Decided 12 pt away: the content must not jump by those 12 pt.
    let began = c.touch(.moved, at: CarouselPoint(x: 288, y: 100), time: 0.02)
    #expect(began.dragBegan && c.offset == 0)
    c.touch(.moved, at: CarouselPoint(x: 278, y: 100), time: 0.03)
    #expect(c.offset == 10, "then it follows the finger 1:1")
  }

  @Test func aPanRecogniserThatBeginsClaimsTheDragWhereTheFingerIs() {
    var c = Self.banner()
    c.inputRules = .uiKit
    c.touch(.began, at: CarouselPoint(x: 300, y: 100), time: 0)
    c.touch(.moved, at: CarouselPoint(x: 295, y: 101), time: 0.01)
    let begins = c.canBeginDrag(velocity: CarouselPoint(x: -400, y: 50))
    #expect(begins, "along the axis")
    let began = c.pan(.began, at: CarouselPoint(x: 295, y: 101), time: 0.01)
    #expect(began.dragBegan && c.offset == 0)
    c.touch(.moved, at: CarouselPoint(x: 285, y: 101), time: 0.02)
    #expect(c.offset == 10)
    let changed = c.pan(.changed, at: CarouselPoint(x: 200, y: 101), time: 0.02)
    #expect(changed.isEmpty, "raw touches move the content")
    #expect(c.offset == 10)
  }

  /// Found by the engine fuzzer: a pan that begins at a time the engine ignores (beyond
  /// ±ScrollEngine.maximumTime) must begin no drag, and the motion it meets must still end
  /// with exactly one did-settle (as an app counts them).
  @Test(arguments: [2e12, -1e300])
  func aPanTheEngineIgnoresBeginsNoDrag(time ignored: Double) {
    var c = Self.banner()
    c.inputRules = .uiKit
    c.touch(.began, at: CarouselPoint(x: 300, y: 100), time: 0)
    c.pan(.began, at: CarouselPoint(x: 295, y: 100), time: 0.01)
    c.touch(.moved, at: CarouselPoint(x: 200, y: 100), time: 0.02)
    let lift = c.touch(.ended, at: CarouselPoint(x: 200, y: 100), time: 0.03)
    #expect(lift.willSettle != nil && c.phase == .settling)
    c.touch(.began, at: CarouselPoint(x: 200, y: 100), time: ignored)
    let began = c.pan(.began, at: CarouselPoint(x: 190, y: 100), time: ignored)
    #expect(!began.dragBegan && c.phase == .settling, "the settle goes on")
    c.touch(.ended, at: CarouselPoint(x: 190, y: 100), time: ignored)
    var didSettle = 0
    var t = 0.03
    while c.needsFrames && t < 5 {
      t += 1 / 120
      if c.advance(to: t).didSettle != nil { didSettle += 1 }
    }
    #expect(didSettle == 1 && c.phase == .idle)
    // The same pan at a time the engine takes catches the settle and begins a drag.
    var d = Self.banner()
    d.inputRules = .uiKit
    d.touch(.began, at: CarouselPoint(x: 300, y: 100), time: 0)
    d.pan(.began, at: CarouselPoint(x: 295, y: 100), time: 0.01)
    d.touch(.ended, at: CarouselPoint(x: 200, y: 100), time: 0.02)
    d.touch(.began, at: CarouselPoint(x: 200, y: 100), time: 0.03)
    let caught = d.pan(.began, at: CarouselPoint(x: 190, y: 100), time: 0.04)
    #expect(caught.dragBegan && d.phase == .dragging)
  }

  @Test func liftingACaughtCarouselSettlesOnTheNearestItem() {
    var c = Self.banner()
    let t = Self.swipe(&c, speed: -2000, at: 0)
    c.advance(to: t + 0.03)
    c.touch(.began, at: CarouselPoint(x: 200, y: 100), time: t + 0.03)
    let lift = c.touch(.ended, at: CarouselPoint(x: 200, y: 100), time: t + 0.1)
    #expect(c.needsFrames && lift.willSettle != nil && lift.tappedIndex == nil)
    let end = Self.run(&c, from: t + 0.1)
    #expect(c.phase == .idle, "settled by \(end)")
    let position = c.offset / Self.pitch
    #expect(position == position.rounded(), "rests on an item")
  }

  @Test func aTapSelectsOnlyWhenItDidNotCatchAMotion() {
    var c = Self.banner()
    c.touch(.began, at: CarouselPoint(x: 187, y: 100), time: 0)
    #expect(c.touch(.ended, at: CarouselPoint(x: 187, y: 100), time: 0.05).tappedIndex == 0)
    c.touch(.began, at: CarouselPoint(x: 5, y: 100), time: 0.1)
    #expect(c.touch(.ended, at: CarouselPoint(x: 5, y: 100), time: 0.15).tappedIndex == 4, "the left ear")
    let t = Self.swipe(&c, speed: -2000, at: 1)
    c.advance(to: t + 0.02)
    c.touch(.began, at: CarouselPoint(x: 187, y: 100), time: t + 0.02)
    let caught = c.touch(.ended, at: CarouselPoint(x: 187, y: 100), time: t + 0.05)
    #expect(caught.tappedIndex == nil, "that tap only stopped the carousel")
  }

  /// Raw touches: drag, fling, catch and tap.
  @Test func rawTouchesDragFlingCatchAndTap() {
    var c = Self.banner(loop: false)
    c.touch(.began, at: CarouselPoint(x: 300, y: 100), time: 0)
    #expect(c.phase == .dragging, "a touch-down holds the content")
    for i in 1...6 { c.touch(.moved, at: CarouselPoint(x: 300 - 20 * Double(i), y: 100), time: Double(i) / 120) }
    let release = c.touch(.ended, at: CarouselPoint(x: 180, y: 100), time: 0.05)
    #expect(release.willSettle == 1 && release.tappedIndex == nil && release.dragEnded, "a fling, not a tap")
    // A touch during the settle catches it and is no tap.
    c.advance(to: 0.1)
    let moving = c.offset
    c.touch(.began, at: CarouselPoint(x: 187, y: 100), time: 0.1)
    #expect(c.offset == moving)
    let caught = c.touch(.ended, at: CarouselPoint(x: 187, y: 100), time: 0.15)
    #expect(caught.tappedIndex == nil, "it only stopped the carousel")
    Self.run(&c, from: 0.15)
    // At rest, a short touch taps the item under it.
    let index = c.currentIndex
    c.touch(.began, at: CarouselPoint(x: 187, y: 100), time: 5)
    c.touch(.moved, at: CarouselPoint(x: 190, y: 104), time: 5.05)
    let tap = c.touch(.ended, at: CarouselPoint(x: 190, y: 104), time: 5.1)
    #expect(tap.tappedIndex == index && c.currentIndex == index)
    #expect(tap.willSettle == nil && tap.didSettle == nil, "a tap moves nothing")
    // Travelling more than the slop is a drag, even when it comes back.
    c.touch(.began, at: CarouselPoint(x: 187, y: 100), time: 6)
    c.touch(.moved, at: CarouselPoint(x: 160, y: 100), time: 6.1)
    c.touch(.moved, at: CarouselPoint(x: 187, y: 100), time: 6.2)
    #expect(c.touch(.ended, at: CarouselPoint(x: 187, y: 100), time: 6.3).tappedIndex == nil)
    // Samples without a touch-down are ignored.
    Self.run(&c, from: 6.3)
    let rest = c.offset
    c.touch(.moved, at: CarouselPoint(x: 0, y: 0), time: 9)
    c.touch(.ended, at: CarouselPoint(x: 0, y: 0), time: 9.1)
    #expect(c.offset == rest && c.phase == .idle)
  }

  @Test func rawTouchesWithNonFiniteLocationsNeverTapOrBreakTheEngine() {
    var c = Self.banner()
    c.touch(.began, at: CarouselPoint(x: 187, y: 100), time: 0)
    c.touch(.moved, at: CarouselPoint(x: .nan, y: .infinity), time: 0.01)
    let end = c.touch(.ended, at: CarouselPoint(x: .nan, y: 100), time: 0.02)
    #expect(end.tappedIndex == nil)
    Self.run(&c, from: 0.02)
    #expect(c.offset.isFinite && c.phase == .idle)
    c.touch(.began, at: CarouselPoint(x: .nan, y: 100), time: 1)
    #expect(c.touch(.ended, at: CarouselPoint(x: 187, y: 100), time: 1.01).tappedIndex == nil)
  }

  @Test func rightToLeftMirrorsDragsDrawingAndArrows() {
    var c = Self.banner(environment: .init(isRightToLeft: true))
    #expect(c.isMirrored)
    let t = Self.swipe(&c, speed: 2000, at: 0)
    Self.run(&c, from: t)
    #expect(c.currentIndex == 1, "a finger moving right goes forward in right to left")
    // Item 2 (the next one) is drawn on the left.
    let next = (0..<c.slotCount).compactMap { c.attributes(inSlot: $0) }.first { $0.index == 2 }
    #expect(next.map { $0.center.x < 0 } == true)
    #expect(c.pressKey(.left, at: t + 2)?.settleTarget == 2)
    #expect(c.pressKey(.up, at: t + 2) == nil, "not along the axis: passed on")
  }

  /// SwiftUI's configuration in right to left: the carousel's item container is laid out left
  /// to right (the app's direction restored inside each item), so SwiftUI neither flips
  /// positions nor reports drags from the leading edge, and the driver mirrors everything as
  /// for UIKit (`mirrorsGeometry`, the default): cover flow's and rotary's 3D transforms and
  /// the wheel's rotations turn the other way, and a drag from SwiftUI's `DragGesture` towards
  /// the right goes forward.
  @Test(arguments: [AnyCarouselLayout(.coverFlow()), AnyCarouselLayout(.rotary()), AnyCarouselLayout(.wheel())])
  func swiftUIsRightToLeftConfigurationMirrorsTransformsAndDrags(layout: AnyCarouselLayout) {
    let behavior = ScrollBehavior(isLooping: false, snapping: .paging)
    func driver(rightToLeft: Bool) -> CarouselDriver<AnyCarouselLayout> {
      CarouselDriver(
        layout: layout, count: 5, viewport: Self.phone, behavior: behavior,
        environment: .init(isRightToLeft: rightToLeft, mirrorsGeometry: true), index: 2)
    }
    let ltr = driver(rightToLeft: false)
    var rtl = driver(rightToLeft: true)
    #expect(rtl.isMirrored)
    func drawn(_ c: CarouselDriver<AnyCarouselLayout>) -> [Int: ItemAttributes] {
      Dictionary(uniqueKeysWithValues: (0..<c.slotCount).compactMap { c.attributes(inSlot: $0) }.map { ($0.index, $0) })
    }
    let left = drawn(ltr)
    let right = drawn(rtl)
    #expect(Set(left.keys) == Set(right.keys))
    var turned = 0
    for (index, item) in left {
      let mirrored = item.mirrored(in: Self.phone)
      #expect(right[index] == mirrored, "item \(index) is drawn as the left-to-right one, mirrored")
      if let t = item.transform, t.m13 != 0 || t.m31 != 0 {
        turned += 1
        #expect(right[index]?.transform?.m13 == -t.m13, "item \(index) turns the other way in 3D")
      }
      if item.rotation != 0 {
        turned += 1
        #expect(right[index]?.rotation == -item.rotation, "item \(index) is rotated the other way")
      }
    }
    #expect(turned > 0, "the side items are turned")
    // Item 3 (the next one) is drawn on the left of the centre in right to left.
    #expect(right[3].map { $0.center.x < Self.phone.width / 2 } == true)
    // SwiftUI's drag callbacks, in the container's left-to-right coordinates: a fling towards
    // the right goes forward.
    var t = 0.0
    for i in 1...6 {
      t = Double(i) / 120
      rtl.drag(
        .changed(start: CarouselPoint(x: 100, y: 100), location: CarouselPoint(x: 100 + 2000 * t, y: 100), time: t))
    }
    rtl.drag(.ended(location: CarouselPoint(x: 100 + 2000 * t, y: 100), time: t))
    rtl.drag(.reset(time: t))
    Self.run(&rtl, from: t)
    #expect(rtl.currentIndex == 3, "a finger moving right goes forward in right to left")
  }

  /// A platform that lays out and reports gestures in leading-based coordinates in right to
  /// left itself would not have the driver mirror again; the arrows still follow the reading
  /// direction.
  @Test func rightToLeftWithoutMirroringLeavesGeometryToThePlatformButNotTheArrows() {
    var c = Self.banner(environment: .init(isRightToLeft: true, mirrorsGeometry: false))
    #expect(!c.isMirrored)
    let t = Self.swipe(&c, speed: -2000, at: 0)
    Self.run(&c, from: t)
    #expect(c.currentIndex == 1, "in leading-based coordinates, a finger moving to the leading side goes forward")
    let next = (0..<c.slotCount).compactMap { c.attributes(inSlot: $0) }.first { $0.index == 2 }
    #expect(next.map { $0.center.x > c.viewport.width } == true, "drawn on the trailing side; SwiftUI flips it")
    #expect(c.pressKey(.left, at: t + 2)?.settleTarget == 2, "the left arrow goes forward in right to left")
  }

  @Test func theSpokenValueAndActionsUseTheEnvironmentsLanguage() {
    var c = Self.banner(count: 3, loop: false, environment: .init(strings: StringResources.strings("fr")))
    #expect(c.accessibilityValue(label: { ["A", "B", "C"][$0] }) == "élément 1 sur 3, A")
    #expect(c.accessibilityActions == [.next])
    #expect(c.environment.strings.name(of: .next) == "Élément suivant")
    c.setEnvironment(.init(strings: StringResources.strings("ja")), at: 0)
    #expect(c.accessibilityValue() == "3件中1件目")
    c.perform(.next, at: 0)
    #expect(c.destinationIndex == 1)
    #expect(c.accessibilityActions == [.next, .previous])
    c.perform(.previous, at: 0.01)
    #expect(c.destinationIndex == 0)
  }

  @Test func theUserCanPauseAndResumeAutoplay() {
    var c = Self.banner(autoplay: Autoplay(interval: 3))
    #expect(c.accessibilityActions == [.next, .previous, .pauseAutoplay])
    c.perform(.pauseAutoplay, at: 1)
    #expect(c.nextWakeUp == nil)
    c.advance(to: 10)
    #expect(c.currentIndex == 0, "paused: no step")
    #expect(c.accessibilityActions.last == .resumeAutoplay)
    c.perform(.resumeAutoplay, at: 10)
    #expect(c.nextWakeUp == 13)
    #expect(c.accessibilityActions.last == .pauseAutoplay)
    // No autoplay configured: nothing to pause.
    #expect(Self.banner().accessibilityActions == [.next, .previous])
  }

  @Test(arguments: [
    CarouselEnvironment(isVoiceOverRunning: true), CarouselEnvironment(isReduceMotionEnabled: true),
    CarouselEnvironment(isSwitchControlRunning: true), CarouselEnvironment(isFocused: true),
  ])
  func autoplayHoldsForAssistiveTechnologiesAndFocus(environment: CarouselEnvironment) {
    var c = Self.banner(autoplay: Autoplay(interval: 3), environment: environment)
    #expect(c.nextWakeUp == nil)
    c.advance(to: 10)
    #expect(c.currentIndex == 0)
    #expect(!c.accessibilityActions.contains(.pauseAutoplay), "nothing runs, so nothing to pause")
  }

  @Test func adjustingNamesTheDestinationRightAway() {
    var c = Self.banner(count: 3, loop: false)
    let events = c.adjust(increment: true, at: 0)
    #expect(events.settleTarget == 1)
    #expect(c.currentIndex == 0, "the animation has not moved yet")
    #expect(c.accessibilityValue(label: { ["A", "B", "C"][$0] }) == "item 2 of 3, B")
    c.adjust(increment: true, at: 0.01)
    #expect(c.destinationIndex == 2)
    c.adjust(increment: true, at: 0.02)
    #expect(c.destinationIndex == 2, "no wrap without looping")
  }

  @Test func reduceMotionAdjustsWithoutAnimation() {
    var c = Self.banner(environment: .init(isReduceMotionEnabled: true))
    let events = c.adjust(increment: false, at: 0)
    #expect(events.currentIndexChanged)
    #expect(c.currentIndex == 4)
    #expect(!c.needsFrames)
  }

  /// A programmatic scroll (`scrollToItem(at:animated:)`, a SwiftUI `selection` with
  /// `animatesProgrammaticScrolls(_:)`): the front end passes the app's `animated`, the driver
  /// animates only when it is asked to and Reduce Motion is off; otherwise it jumps, with no
  /// will-settle or did-settle.
  @Test(arguments: [(true, false, true), (false, false, false), (true, true, false), (false, true, false)])
  func programmaticScrollAnimatesOnlyWhenAskedAndMotionIsAllowed(
    animated: Bool, reduceMotion: Bool, animates: Bool
  ) {
    var c = Self.banner(environment: .init(isReduceMotionEnabled: reduceMotion))
    let events = c.handle(.scroll(toIndex: 3, animated: animated, time: 0))
    #expect(c.destinationIndex == 3)
    #expect(c.needsFrames == animates)
    #expect(events.willSettle == (animates ? 3 : nil))
    #expect(c.currentIndex == (animates ? 0 : 3), "a jump is there at once")
    let end = Self.run(&c, from: 0)
    #expect(c.currentIndex == 3 && !c.needsFrames)
    #expect(end > 0.1 || !animates, "an animated scroll takes frames")
  }

  @Test func autoplayWakesUpOnlyWhenAllowed() {
    var c = Self.banner(autoplay: Autoplay(interval: 3))
    #expect(c.nextWakeUp == 3)
    c.setEnvironment(.init(isVoiceOverRunning: true), at: 1)
    #expect(c.nextWakeUp == nil, "held while VoiceOver runs")
    c.advance(to: 10)
    #expect(c.currentIndex == 0)
    c.setEnvironment(.init(), at: 10)
    #expect(c.nextWakeUp == 13, "a full interval after VoiceOver stops")
    let events = c.advance(to: 13)
    #expect(events.settleTarget == 1)
    #expect(c.needsFrames)
    c.setEnvironment(.init(isReduceMotionEnabled: true), at: 13.1)
    #expect(c.needsFrames, "the step in progress goes on: options change live")
    #expect(c.nextWakeUp == nil)
    Self.run(&c, from: 13.1)
    #expect(c.currentIndex == 1 && c.nextWakeUp == nil)
  }

  @Test func behaviourChangedMidFlingAppliesLiveWithoutRebuildingTheSlots() {
    var c = Self.banner(loop: false)
    let t = Self.swipe(&c, speed: -2000, at: 0)
    Self.run(&c, from: t, limit: 0.01)
    c.acknowledgeChanges()
    let target = c.engine.targetIndex
    let offset = c.offset
    c.reconfigure(ScrollBehavior(isLooping: true, snapping: .nearest, decelerationRate: .fast), at: t + 0.01)
    #expect(c.behavior.isLooping && c.engine.configuration.loops, "applies at once")
    #expect(c.needsFrames && abs(c.offset - offset) < 50, "the motion goes on from where it was")
    Self.run(&c, from: t + 0.01)
    #expect(c.currentIndex == target)
    // Changing only the rate keeps every view: nothing is configured again.
    c.acknowledgeChanges()
    c.reconfigure(ScrollBehavior(isLooping: true, snapping: .nearest, decelerationRate: .normal), at: 10)
    for slot in 0..<c.slotCount { #expect(c.change(inSlot: slot) == .unchanged) }
  }

  @Test func rotationMidFlingKeepsTheItem() {
    var c = Self.banner(count: 20, loop: false)
    let t = Self.swipe(&c, speed: -3000, at: 0)
    let target = c.engine.targetIndex
    c.resize(to: CarouselSize(width: 812, height: 375), at: t + 0.03)
    Self.run(&c, from: t + 0.03)
    #expect(c.currentIndex == target)
    #expect(c.offset == Double(target ?? 0) * (812 - 32 + 8))
  }

  @Test func reloadMidFlingKeepsTheItemOrFollowsIt() {
    var c = Self.banner(count: 10, loop: false)
    let t = Self.swipe(&c, speed: -2000, at: 0)
    let target = c.engine.targetIndex ?? 0
    c.reload(count: 12, at: t + 0.02)
    Self.run(&c, from: t + 0.02)
    #expect(c.currentIndex == target, "same index mid-fling")
    // The current item moved to index 7 (items inserted before it): the carousel follows it.
    let events = c.reload(count: 12, currentIndex: 7, at: 10)
    #expect(events.currentIndexChanged && c.currentIndex == 7)
    for slot in 0..<c.slotCount where c.attributes(inSlot: slot) != nil {
      #expect(c.change(inSlot: slot) == .assigned, "every visible view is configured again")
    }
  }

  @Test func changingTheLayoutKeepsTheDestination() {
    var c = CarouselDriver(
      layout: AnyCarouselLayout(.linear()), count: 8, viewport: Self.phone, behavior: ScrollBehavior(snapping: .paging))
    c.scroll(toIndex: 5, animated: true, at: 0)
    c.setLayout(AnyCarouselLayout(.coverFlow()), at: 0.05)
    #expect(c.currentIndex == 5 && c.phase == .idle)
    #expect(c.layout.perspective == 500)
  }

  @Test func eventsReportIndexChangesOnce() {
    var c = Self.banner()
    var changes = 0
    var t = Self.swipe(&c, speed: -2000, at: 0)
    while c.needsFrames {
      t += 1 / 120
      if c.advance(to: t).currentIndexChanged { changes += 1 }
    }
    #expect(changes == 1)
    #expect(c.currentIndex == 1)
  }
}

@Suite struct ItemRenderingTests {
  static let viewport = CarouselSize(width: 375, height: 200)

  @Test func affineComponentsAreRotationThenScale() {
    let item = ItemAttributes(
      position: 0, index: 0, center: CarouselPoint(x: 0, y: 0), size: CarouselSize(width: 10, height: 10), scale: 2,
      rotation: Double.pi / 2)
    let m = item.affineComponents
    #expect(abs(m.a) < 1e-12 && abs(m.b - 2) < 1e-12 && abs(m.c + 2) < 1e-12 && abs(m.d) < 1e-12)
    #expect(
      ItemAttributes(position: 0, index: 0, center: .init(x: 0, y: 0), size: .init(width: 1, height: 1))
        .affineComponents == .identity)
  }

  /// Where a layer placed at the item's centre with `transform3D` draws a corner.
  static func drawn(_ item: ItemAttributes, corner: (Double, Double), perspective: Double?) -> CarouselPoint {
    let m = item.transform3D(perspective: perspective, viewport: viewport)
    let p = m.apply(x: corner.0, y: corner.1, z: 0)
    return CarouselPoint(x: item.center.x + p.x / p.w, y: item.center.y + p.y / p.w)
  }

  @Test(arguments: [AnyCarouselLayout(.coverFlow()), AnyCarouselLayout(.rotary()), AnyCarouselLayout(.wheel())])
  func bakedPerspectiveDrawsWhereTheCoreProjects(layout: AnyCarouselLayout) {
    var items: [ItemAttributes] = []
    layout.visibleItems(offset: 130, count: 12, viewport: Self.viewport, isLooping: true, into: &items)
    #expect(!items.isEmpty)
    for item in items {
      let corners = item.drawnCorners(perspective: layout.perspective, viewport: Self.viewport)
      let w = item.size.width / 2
      let h = item.size.height / 2
      for (corner, expected) in zip([(-w, -h), (w, -h), (w, h), (-w, h)], corners) {
        let p = Self.drawn(item, corner: corner, perspective: layout.perspective)
        #expect(abs(p.x - expected.x) < 1e-9 && abs(p.y - expected.y) < 1e-9)
      }
    }
  }

  @Test func theOriginVariantPivotsOnTheTopLeadingCorner() {
    var items: [ItemAttributes] = []
    CoverFlowLayout().visibleItems(offset: 60, count: 5, viewport: Self.viewport, isLooping: false, into: &items)
    for item in items {
      let aboutCentre = item.transform3D(perspective: 500, viewport: Self.viewport)
      let aboutOrigin = item.transform3DAboutOrigin(perspective: 500, viewport: Self.viewport)
      // The point (x, y) of the view's own frame is (x − w/2, y − h/2) about its centre.
      let (x, y) = (item.size.width * 0.8, item.size.height * 0.1)
      let a = aboutCentre.apply(x: x - item.size.width / 2, y: y - item.size.height / 2, z: 0)
      let b = aboutOrigin.apply(x: x, y: y, z: 0)
      #expect(abs((a.x / a.w + item.size.width / 2) - b.x / b.w) < 1e-9)
      #expect(abs((a.y / a.w + item.size.height / 2) - b.y / b.w) < 1e-9)
    }
  }

  @Test func integerZIndexKeepsTheOrder() {
    let z = [-2.5, -0.001, 0, 0.3, 0.301, 7]
    let items = z.map {
      ItemAttributes(position: 0, index: 0, center: .init(x: 0, y: 0), size: .init(width: 1, height: 1), zIndex: $0)
    }
    #expect(items.map(\.integerZIndex) == [-2500, -1, 0, 300, 301, 7000])
    #expect(
      ItemAttributes(position: 0, index: 0, center: .init(x: 0, y: 0), size: .init(width: 1, height: 1), zIndex: .nan)
        .integerZIndex == 0)
  }

  @Test func hitTestingFollowsRotationAndScale() {
    let item = ItemAttributes(
      position: 0, index: 0, center: CarouselPoint(x: 100, y: 100), size: CarouselSize(width: 100, height: 20),
      scale: 0.5, rotation: Double.pi / 2)
    // Rotated a quarter turn and halved: 10 wide, 50 tall.
    #expect(item.contains(CarouselPoint(x: 100, y: 124), perspective: nil, viewport: Self.viewport))
    #expect(!item.contains(CarouselPoint(x: 100, y: 126), perspective: nil, viewport: Self.viewport))
    #expect(!item.contains(CarouselPoint(x: 106, y: 100), perspective: nil, viewport: Self.viewport))
    #expect(!item.contains(CarouselPoint(x: .nan, y: 100), perspective: nil, viewport: Self.viewport))
  }

  @Test func theTopCardOfTheStackTakesTheTap() {
    let layout = CardStackLayout()
    var items: [ItemAttributes] = []
    layout.visibleItems(offset: 0, count: 6, viewport: Self.viewport, isLooping: false, into: &items)
    // Cards 1… pile up under card 0 at the centre: card 0 is drawn on top.
    #expect(layout.item(at: CarouselPoint(x: 187, y: 100), in: items, viewport: Self.viewport)?.index == 0)
    #expect(layout.item(at: CarouselPoint(x: 10, y: 100), in: items, viewport: Self.viewport) == nil)
  }

  @Test func coverFlowHitTestingSeesTheProjectedSides() {
    let layout = CoverFlowLayout()
    var items: [ItemAttributes] = []
    layout.visibleItems(offset: 0, count: 5, viewport: Self.viewport, isLooping: false, into: &items)
    let side = items.first { $0.index == 1 }!
    let box = side.boundingBox(perspective: 500, viewport: Self.viewport)
    let inside = CarouselPoint(x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2)
    #expect(layout.item(at: inside, in: items, viewport: Self.viewport)?.index == 1)
  }

  @Test func anyLayoutDrawsExactlyAsTheWrappedOne() {
    let layouts: [any CarouselLayout] = [
      LinearLayout.linear(), CardStackLayout.cards(), WheelLayout.wheel(), PagesLayout.pages([300, 120, 500]),
      CoverFlowLayout.coverFlow(), RotaryLayout.rotary(),
    ]
    for layout in layouts {
      let erased = AnyCarouselLayout(layout)
      #expect(AnyCarouselLayout(erased).base is AnyCarouselLayout == false, "no double wrapping")
      for offset in stride(from: -400.0, through: 900, by: 77) {
        var a: [ItemAttributes] = []
        var b: [ItemAttributes] = []
        layout.visibleItems(offset: offset, count: 9, viewport: Self.viewport, isLooping: true, into: &a)
        erased.visibleItems(offset: offset, count: 9, viewport: Self.viewport, isLooping: true, into: &b)
        #expect(a == b)
      }
      #expect(erased.perspective == layout.perspective && erased.axis == layout.axis)
      #expect(
        erased.contentLength(count: 9, viewport: Self.viewport)
          == layout.contentLength(count: 9, viewport: Self.viewport))
    }
  }

  @Test func theWheelOutlineIsTheArticlesMask() {
    let arc = WheelArc(angle: 0.4, innerRadius: 100, outerRadius: 170)
    let outline = arc.outline(itemWidth: 60)
    #expect(outline.center == CarouselPoint(x: 30, y: 170))
    #expect(abs(outline.outerStartAngle - (-Double.pi / 2 - 0.2)) < 1e-12)
    #expect(abs(outline.outerEndAngle - (-Double.pi / 2 + 0.2)) < 1e-12)
    #expect(outline.outerRadius == 170 && outline.innerRadius == 100)
    // The top of the outer arc touches the item's top edge; the sector is symmetric about the
    // vertical through the centre and spans the arc's angle.
    #expect(outline.center.y - outline.outerRadius == 0)
    #expect(abs((outline.outerStartAngle + outline.outerEndAngle) / 2 + Double.pi / 2) < 1e-12)
    #expect(abs((outline.outerEndAngle - outline.outerStartAngle) - 0.4) < 1e-12)
  }
}

@Suite struct CollectionViewLayoutBridgeTests {
  static let phone = CarouselSize(width: 375, height: 300)

  @Test func theSelectorSnapsAsTheArticlesTargetContentOffset() {
    // The article's selector: inset 36, distance 50.
    let bridge = CollectionViewLayoutBridge(layout: LinearLayout.linear(itemSize: .inset(36), spacing: 50))
    let pitch = 375.0 - 72 + 50
    #expect(bridge.contentLength(count: 10, viewport: Self.phone) == 36 + 10 * (375 - 72 + 50) - 50 + 36)
    for proposed in stride(from: 0.0, through: 2000, by: 37) {
      let article = (((proposed + 375 / 2 + (50 / 2 - 36)) / pitch).rounded(.towardZero)) * pitch
      let ours = bridge.targetOffset(
        proposed: proposed, current: proposed, dragStart: 0, rate: .fast, count: 10, viewport: Self.phone)
      #expect(ours == min(article, 9 * pitch))
    }
  }

  @Test func pagingRecoversTheVelocityFromTheProjection() {
    let bridge = CollectionViewLayoutBridge(layout: LinearLayout.linear(), snapping: .paging)
    let pitch = 375.0 - 32 + 8
    // A strong fling the scroll view projects five items ahead still moves one item.
    let target = bridge.targetOffset(
      proposed: 5 * pitch, current: 30, dragStart: 0, rate: .normal, count: 10, viewport: Self.phone)
    #expect(target == pitch)
    // A slow release goes back to where it was.
    let back = bridge.targetOffset(
      proposed: 31, current: 30, dragStart: 0, rate: .normal, count: 10, viewport: Self.phone)
    #expect(back == 0)
    let v = CollectionViewLayoutBridge<LinearLayout>.releaseVelocity(restingAt: 530, from: 30, rate: .normal)
    let projected = SnapTargeting(
      anchors: .uniform(count: 1, pitch: 1), isLooping: false, policy: .nearest, decelerationRate: .normal,
      minimumFlingSpeed: 0
    ).projection(offset: 30, velocity: v)
    #expect(abs(projected - 530) < 1e-9)
  }

  @Test func wrappingShowsEveryIndexOnce() {
    let bridge = CollectionViewLayoutBridge(layout: WheelLayout.wheel(), wrapsAround: true)
    var items: [ItemAttributes] = []
    bridge.visibleItems(offset: 0, count: 20, viewport: Self.phone, into: &items)
    #expect(items.first.map { $0.position < 0 } == true, "the last items show before the first")
    #expect(Set(items.map(\.index)).count == items.count)
    // With fewer items than fit on the drum, each still appears once, nearest to the top.
    bridge.visibleItems(offset: 0, count: 3, viewport: Self.phone, into: &items)
    #expect(items.map(\.index).sorted() == [0, 1, 2])
    #expect(items.map(\.position) == [-1, 0, 1])
    #expect(bridge.attributes(ofItem: 19, offset: 0, count: 20, viewport: Self.phone)?.position == -1)
    #expect(bridge.attributes(ofItem: 20, offset: 0, count: 20, viewport: Self.phone) == nil)
  }

  @Test func pagerAnchorsStopAtTheLastFullPage() {
    let anchors = ScrollViewPaging.anchors(
      leadingEdges: [0, 300, 420, 920, 1000, .nan], leadingInset: 64, validOffsets: -64...(1200 + 34 - 667))
    #expect(anchors.count == 4)
    #expect((0..<anchors.count).map { anchors.offset(of: $0) } == [-64, 236, 356, 567])
  }
}
