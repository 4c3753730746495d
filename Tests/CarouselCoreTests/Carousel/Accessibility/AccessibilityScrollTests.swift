import Testing

@testable import CarouselCore

/// Issue 21, item 4: the accessibility scroll (VoiceOver's three-finger swipes), Reduce Motion
/// for every programmatic scroll, and the visible items as elements of their own.
@Suite struct AccessibilityScrollTests {
  static let phone = CarouselSize(width: 375, height: 200)

  // MARK: - The direction rule

  @Test func directionsPageAlongTheAxisInReadingOrder() {
    typealias D = CarouselAccessibility.ScrollDirection
    func go(_ d: D, axis: ScrollAxis = .horizontal, rtl: Bool = false, from: Int = 2, loop: Bool = false) -> Int? {
      CarouselAccessibility.index(afterScroll: d, from: from, count: 5, isLooping: loop, axis: axis, isRightToLeft: rtl)
    }
    // Horizontal, left to right: a three-finger swipe left (`.left`) brings the next item.
    #expect(go(.left) == 3 && go(.right) == 1 && go(.next) == 3 && go(.previous) == 1)
    // Right to left: the next item lies to the left, brought in by a swipe right.
    #expect(go(.right, rtl: true) == 3 && go(.left, rtl: true) == 1)
    #expect(go(.next, rtl: true) == 3 && go(.previous, rtl: true) == 1)
    // Across the axis: nothing, the enclosing (vertical) scroll view takes it.
    #expect(go(.up) == nil && go(.down) == nil)
    // Vertical: down is forward; the layout direction does not change a column.
    #expect(go(.down, axis: .vertical) == 3 && go(.up, axis: .vertical) == 1)
    #expect(go(.down, axis: .vertical, rtl: true) == 3 && go(.up, axis: .vertical, rtl: true) == 1)
    #expect(go(.left, axis: .vertical) == nil && go(.right, axis: .vertical) == nil)
    #expect(go(.next, axis: .vertical) == 3 && go(.previous, axis: .vertical) == 1)
    // Ends: nowhere to go without looping (the front end returns false); looping wraps.
    #expect(go(.left, from: 4) == nil && go(.right, from: 0) == nil && go(.next, from: 4) == nil)
    #expect(go(.left, from: 4, loop: true) == 0 && go(.right, from: 0, loop: true) == 4)
    #expect(go(.right, rtl: true, from: 4, loop: true) == 0)
    // One item, no item, an index out of range: nothing.
    #expect(
      CarouselAccessibility.index(
        afterScroll: .next, from: 0, count: 1, isLooping: true, axis: .horizontal, isRightToLeft: false) == nil)
    #expect(
      CarouselAccessibility.index(
        afterScroll: .next, from: nil, count: 0, isLooping: false, axis: .horizontal, isRightToLeft: false) == nil)
    #expect(go(.next, from: 7) == nil)
  }

  @Test func swiftUIEdgesStandForUIKitDirections() {
    func forward(_ edge: CarouselAccessibility.Edge, axis: ScrollAxis, rtl: Bool) -> Int? {
      CarouselAccessibility.index(
        afterScroll: CarouselAccessibility.scrollDirection(toward: edge, isRightToLeft: rtl), from: 2, count: 5,
        isLooping: false, axis: axis, isRightToLeft: rtl)
    }
    for rtl in [false, true] {
      #expect(forward(.leading, axis: .horizontal, rtl: rtl) == 3, "leading: the next item either way")
      #expect(forward(.trailing, axis: .horizontal, rtl: rtl) == 1)
      #expect(forward(.bottom, axis: .vertical, rtl: rtl) == 3 && forward(.top, axis: .vertical, rtl: rtl) == 1)
      #expect(forward(.top, axis: .horizontal, rtl: rtl) == nil && forward(.leading, axis: .vertical, rtl: rtl) == nil)
    }
  }

  // MARK: - The driver

  @Test func anAccessibilityScrollPagesAndIsAnnouncedAtRest() {
    var driver = CarouselDriver(
      layout: .linear(), count: 3, viewport: Self.phone, behavior: ScrollBehavior(snapping: .paging))
    #expect(
      driver.acceptsAccessibilityScroll(.left) && !driver.acceptsAccessibilityScroll(.right)
        && !driver.acceptsAccessibilityScroll(.up))
    var events = driver.handle(.accessibilityScroll(.left, time: 1))
    #expect(events.willSettle == 1 && events.announcement == nil && driver.destinationIndex == 1)
    var t = 1.0
    var announcement: CarouselAnnouncement?
    var settles = 0
    while t < 3 {
      t += 1.0 / 60
      events = driver.advance(to: t)
      if let a = events.announcement { announcement = a }
      if events.didSettle != nil { settles += 1 }
    }
    #expect(settles == 1 && driver.currentIndex == 1)
    #expect(announcement == CarouselAnnouncement(index: 1, followsAdjustableAction: false))
    // Announced whatever VoiceOver read before: the position at rest, "item 2 of 3".
    let value = driver.accessibilityValue()
    #expect(value == "item 2 of 3" && announcement?.text(value: value, spokenAfterAction: value) == value)
    // At the last item, the scroll goes nowhere: nothing moves, nothing is announced.
    driver.handle(.accessibilityScroll(.next, time: 4))
    driver.advance(to: 6)
    #expect(
      driver.currentIndex == 2 && !driver.acceptsAccessibilityScroll(.next)
        && !driver.acceptsAccessibilityScroll(.left))
    events = driver.handle(.accessibilityScroll(.left, time: 7))
    #expect(events.announcement == nil && events.willSettle == nil && driver.currentIndex == 2)
  }

  @Test func aVerticalRightToLeftCarouselPagesDownAndIgnoresSideways() {
    var driver = CarouselDriver(
      layout: .linear(axis: .vertical), count: 4, viewport: Self.phone,
      behavior: ScrollBehavior(isLooping: true, snapping: .paging),
      environment: CarouselEnvironment(isRightToLeft: true, isReduceMotionEnabled: true))
    #expect(!driver.acceptsAccessibilityScroll(.left) && !driver.acceptsAccessibilityScroll(.right))
    let events = driver.handle(.accessibilityScroll(.up, time: 1))
    // Reduce Motion: a jump, announced at once, no settle.
    #expect(driver.currentIndex == 3 && events.willSettle == nil && events.didSettle == nil)
    #expect(events.announcement == CarouselAnnouncement(index: 3, followsAdjustableAction: false))
  }

  // MARK: - Reduce Motion

  @Test func reduceMotionTurnsEveryAnimatedScrollIntoAJump() {
    var driver = CarouselDriver(
      layout: .linear(), count: 5, viewport: Self.phone, behavior: ScrollBehavior(snapping: .paging),
      environment: CarouselEnvironment(isReduceMotionEnabled: true))
    #expect(!driver.animatesScroll)
    // The app's scrollToItem(animated: true), a tap that scrolls to its item, a page control.
    var events = driver.handle(.scroll(toIndex: 3, animated: true, time: 1))
    #expect(driver.currentIndex == 3 && driver.phase == .idle && !driver.needsFrames)
    #expect(events.willSettle == nil && events.didSettle == nil && events.destinationIndex == 3)
    #expect(events.currentIndexChanged && events.currentIndex == 3)
    // The accessibility actions and the arrow keys jump as well.
    events = driver.handle(.accessibility(.next, time: 2))
    #expect(driver.currentIndex == 4 && events.willSettle == nil && events.announcement?.index == 4)
    // Turned off live: animated again, one will-settle and one did-settle.
    driver.setEnvironment(CarouselEnvironment(), at: 3)
    #expect(driver.animatesScroll)
    events = driver.handle(.scroll(toIndex: 0, animated: true, time: 3))
    #expect(events.willSettle == 0 && driver.needsFrames)
    // A user's own fling is never changed by Reduce Motion (covered by the input tests);
    // a jump asked for without animation stays a jump.
    driver.setEnvironment(CarouselEnvironment(isReduceMotionEnabled: true), at: 3.1)
    #expect(!driver.animatesScroll)
  }

  // MARK: - Items as elements

  static func exposed(
    count: Int, loop: Bool, itemSize: LinearLayout.ItemSize = .inset(16), spacing: Double = 8, index: Int = 0
  ) -> [Int] {
    let driver = CarouselDriver(
      layout: .linear(itemSize: itemSize, spacing: spacing), count: count, viewport: phone,
      behavior: ScrollBehavior(isLooping: loop, snapping: .paging), index: index)
    return driver.accessibilityExposedCopies.map(\.index)
  }

  @Test func theVisibleItemsAreExposedOnceInReadingOrder() {
    // A banner with peeking neighbours: the current item and the partly visible next one.
    #expect(Self.exposed(count: 5, loop: false) == [0, 1])
    #expect(Self.exposed(count: 5, loop: false, index: 2) == [1, 2, 3])
    #expect(Self.exposed(count: 5, loop: false, index: 4) == [3, 4])
    // Looping: the previous item (a loop copy on the left) comes first, in track order.
    #expect(Self.exposed(count: 5, loop: true) == [4, 0, 1])
    // Narrow items on a looping track show items twice: each is exposed once, the copy
    // nearest the resting place (the earlier one on a tie).
    #expect(Self.exposed(count: 1, loop: true, itemSize: .absolute(100), spacing: 0) == [0])
    #expect(Self.exposed(count: 2, loop: true, itemSize: .absolute(100), spacing: 0) == [1, 0])
    #expect(Self.exposed(count: 3, loop: true, itemSize: .absolute(100), spacing: 0) == [2, 0, 1])
    // Without looping the same narrow items are read by index.
    #expect(Self.exposed(count: 3, loop: false, itemSize: .absolute(100), spacing: 0) == [0, 1, 2])
    #expect(Self.exposed(count: 0, loop: false).isEmpty)
  }

  @Test func readingOrderFollowsTheLayoutDirection() {
    let driver = CarouselDriver(
      layout: .linear(), count: 5, viewport: Self.phone, behavior: ScrollBehavior(isLooping: true),
      environment: CarouselEnvironment(isRightToLeft: true), index: 0)
    // The same track order: item 4 is drawn on the right in right to left, read first.
    var slots: [Int] = []
    driver.accessibilityExposedSlots(into: &slots)
    #expect(slots.compactMap { driver.visibleCopy(inSlot: $0)?.index } == [4, 0, 1])
    let xs = slots.compactMap { driver.attributes(inSlot: $0)?.center.x }
    #expect(xs == xs.sorted(by: >), "right to left: read from the right")
  }

  @Test func faded3DItemsAndItemsOutsideTheViewportAreHidden() {
    // Cover flow and card stack draw items outside or faded: only those drawn inside count.
    for layout in [AnyCarouselLayout(.cards()), AnyCarouselLayout(.coverFlow()), AnyCarouselLayout(.wheel())] {
      let driver = CarouselDriver(layout: layout, count: 8, viewport: Self.phone, index: 3)
      let bounds = CarouselRect(minX: 0, minY: 0, maxX: 375, maxY: 200)
      var slots: [Int] = []
      driver.accessibilityExposedSlots(into: &slots)
      #expect(slots.contains { driver.visibleCopy(inSlot: $0)?.index == 3 })
      for slot in slots {
        let item = driver.attributes(inSlot: slot)!
        #expect(item.alpha > 0)
        #expect(item.boundingBox(perspective: layout.perspective, viewport: Self.phone).intersects(bounds))
      }
      #expect(Set(slots.map { driver.visibleCopy(inSlot: $0)!.index }).count == slots.count)
    }
  }

  @Test func voiceOverFocusOnAPartlyVisibleItemScrollsItIntoView() {
    var driver = CarouselDriver(
      layout: .linear(), count: 5, viewport: Self.phone, behavior: ScrollBehavior(snapping: .paging))
    // The current item is in full view: nothing moves; the peeking next one is brought in.
    #expect(driver.accessibilityFocusScrollTarget(onItem: 0) == nil)
    #expect(driver.accessibilityFocusScrollTarget(onItem: 1) == 1)
    driver.handle(.scroll(toIndex: 1, animated: true, time: 1))
    // Already going there: not asked again mid-motion.
    #expect(driver.accessibilityFocusScrollTarget(onItem: 1) == nil)
    driver.advance(to: 3)
    // Reading on: item 2 now peeks and is exposed, and is brought in when reached.
    #expect(driver.accessibilityExposedCopies.map(\.index) == [0, 1, 2])
    #expect(driver.accessibilityFocusScrollTarget(onItem: 2) == 2)
    // Narrow items wholly inside the viewport stay where they are.
    let narrow = CarouselDriver(
      layout: .linear(itemSize: .absolute(100), spacing: 0), count: 5, viewport: Self.phone,
      behavior: ScrollBehavior(snapping: .paging))
    #expect(narrow.accessibilityFocusScrollTarget(onItem: 1) == nil)
  }
}
