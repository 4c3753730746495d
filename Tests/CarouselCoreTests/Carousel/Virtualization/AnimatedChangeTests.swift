import Testing

@testable import CarouselCore

/// Animated data changes (``CarouselChangeAnimation``) through the driver's one door: the
/// current item (or the one under the finger) stays exactly where it is, the others move
/// monotonically from where they were drawn to their new places, inserted items appear and
/// deleted ones disappear through the effect and are then released.
///
/// The geometry: 100-pt items with no spacing in a 300-pt viewport, so the current item is
/// centred at x = 150 and its neighbours at 50 and 250 (one item is 100 pt).
@Suite struct AnimatedChangeTests {
  typealias Driver = CarouselDriver<LinearLayout>
  static let viewport = CarouselSize(width: 300, height: 200)

  static func driver(
    count: Int, index: Int, looping: Bool = false, environment: CarouselEnvironment = CarouselEnvironment()
  ) -> Driver {
    var driver = CarouselDriver(
      layout: .linear(itemSize: .absolute(100), spacing: 0), count: count, viewport: viewport,
      behavior: ScrollBehavior(isLooping: looping, snapping: .paging), environment: environment, index: index)
    _ = driver.send(.frame(time: 0))
    return driver
  }

  /// A mapping that inserts `inserted` new items at `at` in `count` old ones.
  static func inserting(_ inserted: Int, at: Int, count: Int) -> [Int?] {
    (0..<count).map { $0 < at ? $0 : $0 + inserted }
  }

  /// A mapping that deletes the old items in `deleted`.
  static func deleting(_ deleted: Set<Int>, count: Int) -> [Int?] {
    var next = 0
    return (0..<count).map { old in
      if deleted.contains(old) { return nil }
      defer { next += 1 }
      return next
    }
  }

  /// The attributes of each item a frame shows (not disappearing), by index.
  static func shown(_ frame: CarouselFrame) -> [Int: ItemAttributes] {
    var result: [Int: ItemAttributes] = [:]
    for draw in frame.draws where !draw.isDisappearing {
      if let item = frame.attributes(of: draw) { result[item.index] = item }
    }
    return result
  }

  /// The disappearing views a frame draws: their old copies and attributes.
  static func leaving(_ frame: CarouselFrame) -> [(copy: VisibleCopy, attributes: ItemAttributes, slot: Int)] {
    frame.draws.compactMap { draw in
      guard draw.isDisappearing, let copy = draw.copy, let item = frame.attributes(of: draw) else { return nil }
      return (copy, item, draw.slot)
    }
  }

  /// The x of the view that shows item `index` (by its copy's index), shown or leaving (a
  /// view whose new place is off screen moves there as a leaving view).
  static func x(of index: Int, in frame: CarouselFrame) -> Double? {
    shown(frame)[index]?.center.x ?? leaving(frame).first { $0.copy.index == index }?.attributes.center.x
  }

  /// Ten items at rest on item 5, then at t = 1 an animated insert at index 6.
  static func insertedAfterTheCurrentItem() -> Driver {
    var driver = Self.driver(count: 10, index: 5)
    _ = driver.send(
      .data(
        CarouselDataChange(count: 11, mapping: Self.inserting(1, at: 6, count: 10), animation: .default), time: 1))
    return driver
  }

  /// Frames every 1/60 s from `start` until the schedule stops asking (at most 2 s), with
  /// each frame's update.
  static func frames(_ driver: inout Driver, from start: Double) -> [(time: Double, update: CarouselUpdate)] {
    var result: [(Double, CarouselUpdate)] = []
    var time = start
    while time < start + 2 {
      time += 1.0 / 60
      let update = driver.send(.frame(time: time))
      result.append((time, update))
      if update.schedule != .displayLink { break }
    }
    return result
  }

  // MARK: - The curve

  /// Worked values of smoothstep 3t² − 2t³ over 0.3 s: t = 0.25 → 0.15625, t = 0.5 → 0.5,
  /// t = 0.75 → 0.84375 (by hand: 3·0.0625 − 2·0.015625; 3·0.5625 − 2·0.421875).
  @Test func theCurveIsSmoothstepOverTheDuration() {
    let animation = CarouselChangeAnimation.default
    #expect(animation.duration == 0.3)
    #expect(animation.progress(at: 0) == 0)
    #expect(abs(animation.progress(at: 0.075) - 0.15625) < 1e-12)
    #expect(abs(animation.progress(at: 0.15) - 0.5) < 1e-12)
    #expect(abs(animation.progress(at: 0.225) - 0.84375) < 1e-12)
    #expect(animation.progress(at: 0.3) == 1)
    #expect(animation.progress(at: 5) == 1 && animation.progress(at: -1) == 0)
    #expect(animation.progress(at: .nan) == 0 && animation.progress(at: .infinity) == 1)
  }

  @Test func badDurationsAreClamped() {
    #expect(CarouselChangeAnimation(duration: .nan).duration == 0.3)
    #expect(CarouselChangeAnimation(duration: -1).duration == 0)
    #expect(CarouselChangeAnimation(duration: .infinity).duration == CarouselChangeAnimation.maximumDuration)
    #expect(CarouselChangeAnimation(duration: 1e300).duration == 2)
    var animation = CarouselChangeAnimation()
    animation.duration = -.infinity
    #expect(animation.duration == 0 && animation.progress(at: 0) == 1)
  }

  /// The effects at presence 0.25 on a 100 × 80 item: fade → alpha 0.25; scale → 0.25;
  /// slide → 0.75 × 80 = 60 pt down (horizontal axis) and alpha 0.25.
  @Test func theEffectsAtAQuarter() {
    let item = ItemAttributes(
      position: 0, index: 0, center: CarouselPoint(x: 10, y: 20), size: CarouselSize(width: 100, height: 80))
    var fade = item
    CarouselItemTransition.fade.apply(to: &fade, presence: 0.25, axis: .horizontal)
    #expect(fade.alpha == 0.25 && fade.scale == 1 && fade.center == item.center)
    var scale = item
    CarouselItemTransition.scale.apply(to: &scale, presence: 0.25, axis: .horizontal)
    #expect(scale.scale == 0.25 && scale.alpha == 1)
    var both = item
    CarouselItemTransition.fadeAndScale.apply(to: &both, presence: 0.25, axis: .horizontal)
    #expect(both.scale == 0.25 && both.alpha == 0.25)
    var slide = item
    CarouselItemTransition.slide.apply(to: &slide, presence: 0.25, axis: .horizontal)
    #expect(slide.center == CarouselPoint(x: 10, y: 80) && slide.alpha == 0.25)
    var across = item
    CarouselItemTransition.slide.apply(to: &across, presence: 0.25, axis: .vertical)
    #expect(across.center == CarouselPoint(x: 85, y: 20))
    var none = item
    CarouselItemTransition.none.apply(to: &none, presence: 0, axis: .horizontal)
    #expect(none == item)
  }

  // MARK: - At rest

  @Test(arguments: [false, true])
  func anInsertAfterTheCurrentItemPushesItsNeighbourAndFadesIn(looping: Bool) {
    var driver = Self.driver(count: 10, index: 5, looping: looping)
    // A new item at index 6: old item 6 becomes 7 and moves from x = 250 to 350.
    let update = driver.send(
      .data(
        CarouselDataChange(count: 11, mapping: Self.inserting(1, at: 6, count: 10), animation: .default), time: 1))
    #expect(driver.currentIndex == 5)
    let first = Self.shown(update.frame)
    #expect(first[5]?.center.x == 150, "the current item stays exactly where it is")
    #expect(Self.x(of: 7, in: update.frame) == 250, "the pushed neighbour starts where it was drawn")
    #expect(Self.leaving(update.frame).map(\.copy) == [VisibleCopy(index: 7, copy: 0)], "and leaves the screen")
    #expect(first[6]?.alpha == 0 && first[6]?.center.x == 250, "the inserted item starts invisible in its place")
    #expect(update.events.appeared.map(\.index).contains(6), "the inserted item appears with the change")
    #expect(update.schedule == .displayLink)
    var lastX = 250.0
    var lastAlpha = 0.0
    let frames = Self.frames(&driver, from: 1)
    for (time, frame) in frames {
      let shown = Self.shown(frame.frame)
      #expect(shown[5]?.center.x == 150, "at \(time)")
      if let x = Self.x(of: 7, in: frame.frame) {
        #expect(x >= lastX, "the neighbour moves monotonically right")
        lastX = x
      }
      if let alpha = shown[6]?.alpha {
        #expect(alpha >= lastAlpha, "the inserted item fades in monotonically")
        lastAlpha = alpha
      }
    }
    #expect(lastX == 350 && lastAlpha == 1, "they end in their places")
    #expect(driver.items.map(\.index) == [4, 5, 6], "the neighbour left the screen")
    #expect(frames.last?.update.schedule == .idle, "then the display link stops")
    #expect(abs(frames.last!.time - 1.3) < 1.0 / 60 + 1e-9, "after 0.3 s")
  }

  /// At 1/4 of the time (t = 0.075 s) the neighbour has moved 0.15625 × 100 = 15.625 pt.
  @Test func theNeighbourFollowsTheCurve() {
    var driver = Self.insertedAfterTheCurrentItem()
    let update = driver.send(.frame(time: 1.075))
    let x = Self.x(of: 7, in: update.frame) ?? .nan
    #expect(abs(x - 265.625) < 1e-9)
  }

  @Test(arguments: [false, true])
  func aDeletedNeighbourFadesOutInItsSlotThenIsReleased(looping: Bool) {
    var driver = Self.driver(count: 10, index: 5, looping: looping)
    let slot6 = (0..<driver.slotCount).first { driver.visibleCopy(inSlot: $0)?.index == 6 }!
    let update = driver.send(
      .data(CarouselDataChange(count: 9, mapping: Self.deleting([6], count: 10), animation: .default), time: 1))
    #expect(driver.currentIndex == 5)
    #expect(update.events.disappeared == [VisibleCopy(index: 6, copy: 0)], "it leaves with the change")
    #expect(update.departures == [slot6], "in the slot that showed it")
    let leaving = Self.leaving(update.frame)
    #expect(leaving.count == 1 && leaving.first?.slot == slot6 && leaving.first?.attributes.center.x == 250)
    #expect(leaving.first?.attributes.alpha == 1 && leaving.first?.copy.index == 6)
    #expect(update.frame.drawingOrder.first == slot6, "drawn behind the others")
    let first = Self.shown(update.frame)
    #expect(first[5]?.center.x == 150)
    #expect(first[6]?.center.x == 350, "old item 7, now 6, starts where the old layout had it")
    var lastAlpha = 1.0
    var lastX = 350.0
    var hidden = false
    for (_, frame) in Self.frames(&driver, from: 1) {
      for item in Self.leaving(frame.frame) {
        #expect(item.attributes.alpha <= lastAlpha)
        lastAlpha = item.attributes.alpha
      }
      if let x = Self.shown(frame.frame)[6]?.center.x {
        #expect(x <= lastX, "old item 7 slides in monotonically")
        lastX = x
      }
      if frame.frame.draws.contains(where: { $0.slot == slot6 && $0.command == .hide }) { hidden = true }
      #expect(frame.events.disappeared.isEmpty, "no second disappearance")
    }
    #expect(lastX == 250 && hidden, "the neighbour is in place and the leaving view hidden")
    #expect(!driver.planner.isHeld(slot6), "its slot is free again")
  }

  @Test func aMoveAcrossTheCurrentItemPassesBehindItAndTheCurrentItemStays() {
    var driver = Self.driver(count: 10, index: 5)
    // Old item 4 goes after old 6: old 5 → 4, old 6 → 5, old 4 → 6.
    var mapping: [Int?] = Array(0..<10)
    mapping[4] = 6
    mapping[5] = 4
    mapping[6] = 5
    let update = driver.send(.data(CarouselDataChange(count: 10, mapping: mapping, animation: .default), time: 1))
    #expect(driver.currentIndex == 4, "the current item followed")
    let first = Self.shown(update.frame)
    #expect(first[4]?.center.x == 150 && Self.x(of: 6, in: update.frame) == 50, "the moved item starts on the left")
    var lastX = 50.0
    for (_, frame) in Self.frames(&driver, from: 1) {
      let shown = Self.shown(frame.frame)
      #expect(shown[4]?.center.x == 150)
      if let x = Self.x(of: 6, in: frame.frame) {
        #expect(x >= lastX)
        lastX = x
      }
    }
    #expect(lastX == 350, "it went to its new place, off screen on the right")
    #expect(driver.items.map(\.index) == [3, 4, 5])
  }

  @Test func deletingTheCurrentItemBringsTheNextOneToItsPlace() {
    var driver = Self.driver(count: 10, index: 5)
    let update = driver.send(
      .data(CarouselDataChange(count: 9, mapping: Self.deleting([5], count: 10), animation: .default), time: 1))
    #expect(driver.currentIndex == 5 && driver.state.phase == .idle, "old item 6 is current, at rest")
    #expect(Self.leaving(update.frame).map(\.copy.index) == [5])
    #expect(Self.shown(update.frame)[5]?.center.x == 250, "old 6 slides in from its place")
    _ = Self.frames(&driver, from: 1)
    #expect(driver.items.first { $0.index == 5 }?.center.x == 150)
  }

  /// Right to left, the same change is drawn mirrored: old item 7 (drawn at 300 − 250 = 50)
  /// moves left to 300 − 350 = −50 while the current item stays at 150.
  @Test func rightToLeftTheNeighbourMovesTheMirroredWay() {
    var driver = Self.driver(count: 10, index: 5, environment: CarouselEnvironment(isRightToLeft: true))
    let update = driver.send(
      .data(
        CarouselDataChange(count: 11, mapping: Self.inserting(1, at: 6, count: 10), animation: .default), time: 1))
    #expect(Self.shown(update.frame)[5]?.center.x == 150 && Self.x(of: 7, in: update.frame) == 50)
    let quarter = driver.send(.frame(time: 1.075))
    #expect(abs((Self.x(of: 7, in: quarter.frame) ?? .nan) - (50 - 15.625)) < 1e-9)
  }

  /// Under Reduce Motion, and while the carousel cannot be seen, a change applies at once:
  /// no leaving view, nothing scheduled.
  @Test(arguments: [
    CarouselEnvironment(isReduceMotionEnabled: true), CarouselEnvironment(isVisible: false),
  ])
  func reduceMotionOrHiddenAppliesAtOnce(environment: CarouselEnvironment) {
    var driver = Self.driver(count: 10, index: 5, environment: environment)
    let update = driver.send(
      .data(CarouselDataChange(count: 9, mapping: Self.deleting([6], count: 10), animation: .default), time: 1))
    #expect(Self.leaving(update.frame).isEmpty && update.schedule != .displayLink)
    #expect(!driver.transition.isActive && driver.currentIndex == 5)
  }

  // MARK: - Counts

  @Test func deletingEverythingFadesEveryViewOut() {
    var driver = Self.driver(count: 3, index: 1)
    let update = driver.send(
      .data(CarouselDataChange(count: 0, mapping: [nil, nil, nil], animation: .default), time: 1))
    #expect(driver.currentIndex == nil && driver.items.isEmpty)
    #expect(Self.leaving(update.frame).map(\.copy.index).sorted() == [0, 1, 2])
    #expect(update.events.disappeared.count == 3 && update.schedule == .displayLink)
    let frames = Self.frames(&driver, from: 1)
    let hides = frames.flatMap { $0.update.frame.draws.filter { $0.command == .hide } }
    #expect(hides.count == 3 && frames.last?.update.schedule == .idle)
  }

  @Test func insertingIntoAnEmptyCarouselFadesTheItemsIn() {
    var driver = Self.driver(count: 0, index: 0)
    let update = driver.send(.data(CarouselDataChange(count: 3, mapping: [], animation: .default), time: 1))
    #expect(driver.currentIndex == 0)
    let first = Self.shown(update.frame)
    #expect(!first.isEmpty && first.values.allSatisfy { $0.alpha == 0 })
    #expect(update.events.appeared.count == first.count)
    let last = Self.frames(&driver, from: 1).last!
    #expect(last.update.schedule == .idle)
    #expect(driver.items.allSatisfy { $0.alpha == 1 })
  }

  @Test func oneAndTwoItems() {
    var one = Self.driver(count: 1, index: 0)
    let grow = one.send(.data(CarouselDataChange(count: 2, mapping: [0], animation: .default), time: 1))
    #expect(Self.shown(grow.frame)[0]?.center.x == 150 && Self.shown(grow.frame)[1]?.alpha == 0)
    _ = Self.frames(&one, from: 1)
    #expect(one.currentIndex == 0)
    var two = Self.driver(count: 2, index: 1)
    let shrink = two.send(.data(CarouselDataChange(count: 1, mapping: [nil, 0], animation: .default), time: 1))
    #expect(two.currentIndex == 0 && Self.shown(shrink.frame)[0]?.center.x == 150)
    #expect(Self.leaving(shrink.frame).map(\.copy.index) == [0])
    _ = Self.frames(&two, from: 1)
    #expect(two.state.phase == .idle)
  }

  @Test func hugeNegativeAndZeroDurationChangesAreClampedOrApplyAtOnce() {
    var driver = Self.driver(count: 5, index: 2)
    let huge = driver.send(
      .data(
        CarouselDataChange(count: Int.max, mapping: Array(0..<5), animation: CarouselChangeAnimation(duration: 1e9)),
        time: 1))
    #expect(driver.count == SnapAnchors.maximumCount && driver.currentIndex == 2)
    #expect(huge.schedule == .displayLink)
    let negative = driver.send(
      .data(CarouselDataChange(count: -7, mapping: [0, 1], animation: .default), time: 2))
    #expect(driver.count == 0 && negative.frame.draws.allSatisfy { $0.command == .hide || $0.isDisappearing })
    _ = Self.frames(&driver, from: 2)
    var atOnce = Self.driver(count: 5, index: 2)
    let instant = atOnce.send(
      .data(
        CarouselDataChange(count: 4, mapping: Self.deleting([3], count: 5), animation: .init(duration: 0)), time: 1))
    #expect(Self.leaving(instant.frame).isEmpty && instant.schedule == .idle, "a zero duration does not animate")
  }

  @Test func aRemovalWithoutEffectHidesAtOnceWhileTheOthersStillMove() {
    var driver = Self.driver(count: 10, index: 5)
    let update = driver.send(
      .data(
        CarouselDataChange(
          count: 9, mapping: Self.deleting([6], count: 10),
          animation: CarouselChangeAnimation(insertion: .none, removal: .none)), time: 1))
    #expect(Self.leaving(update.frame).isEmpty)
    #expect(Self.shown(update.frame)[6]?.center.x == 350 && update.schedule == .displayLink)
  }

  // MARK: - During gestures and motions

  @Test func aChangeMidDragKeepsTheFingerOnItsItem() {
    var driver = Self.driver(count: 10, index: 5)
    driver.touch(.began, at: CarouselPoint(x: 150, y: 100), time: 1)
    driver.touch(.moved, at: CarouselPoint(x: 130, y: 100), time: 1.02)
    driver.touch(.moved, at: CarouselPoint(x: 110, y: 100), time: 1.04)
    #expect(driver.state.isDragging)
    let before = driver.items.first { $0.index == 5 }!.center.x
    // Two items inserted before the current one.
    let update = driver.send(
      .data(
        CarouselDataChange(count: 12, mapping: Self.inserting(2, at: 0, count: 10), animation: .default), time: 1.05))
    #expect(driver.state.isDragging, "the gesture goes on")
    #expect(Self.shown(update.frame)[7]?.center.x == before, "the finger's item stays under it")
    driver.touch(.moved, at: CarouselPoint(x: 90, y: 100), time: 1.06)
    #expect(driver.items.first { $0.index == 7 }!.center.x == before - 20, "and follows the finger")
    driver.touch(.ended, at: CarouselPoint(x: 90, y: 100), time: 1.07)
    _ = Self.frames(&driver, from: 1.07)
    #expect(driver.state.phase == .idle)
    #expect([7, 8].contains(driver.currentIndex!), "it settles from the same item, at its new index")
  }

  @Test(arguments: [false, true])
  func aChangeMidFlingContinuesTowardsTheSameItem(looping: Bool) {
    var driver = Self.driver(count: 10, index: 2, looping: looping)
    for (k, x) in [250.0, 220, 180, 130].enumerated() {
      driver.touch(k == 0 ? .began : .moved, at: CarouselPoint(x: x, y: 100), time: 1 + Double(k) * 0.016)
    }
    driver.touch(.ended, at: CarouselPoint(x: 100, y: 100), time: 1.064)
    _ = driver.send(.frame(time: 1.08))
    let target = driver.destinationIndex!
    #expect(driver.state.phase != .idle)
    let velocity = driver.state.velocity
    let before = Self.drawnX(driver, index: 2)
    // An item inserted at index 0: every old index moves up by one.
    let update = driver.send(
      .data(
        CarouselDataChange(count: 11, mapping: Self.inserting(1, at: 0, count: 10), animation: .default), time: 1.08))
    #expect(driver.destinationIndex == target + 1, "the same item, at its new index")
    #expect(driver.state.phase != .idle && driver.state.velocity == velocity, "the motion goes on")
    #expect(Self.shown(update.frame)[3]?.center.x == before, "no jump: old item 2 is drawn where it was")
    _ = Self.frames(&driver, from: 1.08)
    #expect(driver.state.phase == .idle && driver.currentIndex == target + 1)
  }

  static func drawnX(_ driver: Driver, index: Int) -> Double? {
    driver.items.first { $0.index == index }?.center.x
  }

  @Test func aChangeDuringAChangeStartsFromWhatIsDrawn() {
    var driver = Self.insertedAfterTheCurrentItem()
    let mid = driver.send(.frame(time: 1.1))
    let x = Self.x(of: 7, in: mid.frame) ?? .nan
    #expect(x > 250 && x < 350)
    // Another insert at 6 at the same time: what was old item 6 (now 7) becomes 8.
    let again = driver.send(
      .data(
        CarouselDataChange(count: 12, mapping: Self.inserting(1, at: 6, count: 11), animation: .default), time: 1.1))
    #expect(Self.x(of: 8, in: again.frame) == x, "it goes on from where it was drawn")
    #expect(Self.shown(again.frame)[5]?.center.x == 150)
    _ = Self.frames(&driver, from: 1.1)
    #expect(driver.items.first { $0.index == 5 }?.center.x == 150)
  }

  @Test func aReloadMidAnimationEndsIt() {
    var driver = Self.driver(count: 10, index: 5)
    _ = driver.send(
      .data(CarouselDataChange(count: 9, mapping: Self.deleting([6], count: 10), animation: .default), time: 1))
    _ = driver.send(.frame(time: 1.1))
    let reload = driver.send(.data(.reload(count: 4), time: 1.11))
    #expect(Self.leaving(reload.frame).isEmpty && reload.schedule == .idle)
    #expect(!driver.transition.isActive)
  }

  /// The completions: every change that asked for an animation is over once nothing
  /// animates (two overlapping ones together), at once when it did not animate.
  @Test func completedChangesComeWhenNothingAnimatesAnyMore() {
    var driver = Self.insertedAfterTheCurrentItem()
    let second = driver.send(
      .data(
        CarouselDataChange(count: 10, mapping: Self.deleting([0], count: 11), animation: .default), time: 1.1))
    #expect(second.completedChanges == 0)
    let frames = Self.frames(&driver, from: 1.1)
    #expect(frames.map(\.update.completedChanges).reduce(0, +) == 2)
    #expect(frames.last?.update.completedChanges == 2, "in the update whose schedule stops")
    let instant = driver.send(
      .data(
        CarouselDataChange(count: 9, mapping: Self.deleting([0], count: 10), animation: .init(duration: 0)), time: 2))
    #expect(instant.completedChanges == 1)
    let plain = driver.send(.data(CarouselDataChange(count: 8, mapping: Self.deleting([0], count: 9)), time: 3))
    #expect(plain.completedChanges == 0, "a change that asked for no animation has no completion")
    var hidden = Self.driver(count: 5, index: 2, environment: CarouselEnvironment(isReduceMotionEnabled: true))
    let reduced = hidden.send(
      .data(CarouselDataChange(count: 4, mapping: Self.deleting([4], count: 5), animation: .default), time: 1))
    #expect(reduced.completedChanges == 1)
  }

  /// Once running, frames allocate nothing new: the driver's buffers keep their capacity.
  @Test func framesReuseTheBuffers() {
    var driver = Self.driver(count: 10, index: 5)
    _ = driver.send(
      .data(CarouselDataChange(count: 9, mapping: Self.deleting([6], count: 10), animation: .default), time: 1))
    _ = driver.send(.frame(time: 1.02))
    let capacities = [
      driver.drawn.animatedItems.capacity, driver.drawn.transitionOrder.capacity, driver.drawn.draws.capacity,
      driver.transition.slots.capacity,
    ]
    for k in 2..<12 {
      _ = driver.send(.frame(time: 1 + Double(k) * 0.02))
      #expect(
        [
          driver.drawn.animatedItems.capacity, driver.drawn.transitionOrder.capacity, driver.drawn.draws.capacity,
          driver.transition.slots.capacity,
        ] == capacities)
    }
  }
}
