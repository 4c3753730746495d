import Testing

@testable import CarouselCore

@Suite struct ScrollEngineLoopingTests {
  @Test func swipingBackFromTheFirstItemLandsOnTheLast() {
    var engine = ScrollEngine(configuration: bannerConfiguration(loop: true, snapping: .paging))
    let release = engine.swipe(from: 100, speed: 900, duration: 0.08, at: 0)
    _ = engine.runUntilIdle(from: release)
    #expect(engine.currentIndex == 4)
    #expect(engine.unwrappedOffset == -bannerPitch)
    #expect(engine.offset == 4 * bannerPitch, "re-based: the offset stays within one cycle")
  }

  @Test func offsetsStayBoundedHoweverFarTheUserScrolls() {
    var engine = ScrollEngine(configuration: bannerConfiguration(count: 7, loop: true, snapping: .nearest))
    var t = 0.0
    for _ in 0..<2000 {
      t = engine.swipe(from: 300, speed: -6000, duration: 0.05, at: t) + 0.01
      #expect(engine.offset >= 0 && engine.offset < 7 * bannerPitch)
    }
    _ = engine.runUntilIdle(from: t)
    let period = 7 * bannerPitch
    #expect(engine.offset >= 0 && engine.offset < period)
    // It rests exactly on an anchor: no drift after thousands of cycles.
    let remainder = engine.offset.truncatingRemainder(dividingBy: bannerPitch)
    #expect(remainder == 0)
    #expect(engine.unwrappedOffset > 100 * period)
  }

  @Test func scrollToIndexTakesTheShortestWayRoundTheLoop() {
    var engine = ScrollEngine(configuration: bannerConfiguration(loop: true))
    let events = engine.scroll(toIndex: 4, animated: true, at: 0)
    #expect(events.settleTarget == 4)
    #expect(engine.phase == .animating)
    var previous = engine.unwrappedOffset
    for frame in engine.runUntilIdle(from: 0) {
      #expect(frame.offset <= previous + 1e-9, "moves backwards, one item")
      previous = frame.offset
    }
    #expect(engine.unwrappedOffset == -bannerPitch)
    #expect(engine.currentIndex == 4)
  }

  @Test func scrollToIndexWithoutAnimationJumps() {
    var engine = ScrollEngine(configuration: bannerConfiguration(count: 10))
    engine.scroll(toIndex: 7, animated: false, at: 1)
    #expect(engine.phase == .idle)
    #expect(engine.offset == 7 * bannerPitch)
    #expect(engine.currentIndex == 7)
    // Out of range or while dragging: ignored.
    engine.scroll(toIndex: 10, animated: false, at: 1)
    engine.scroll(toIndex: -1, animated: true, at: 1)
    #expect(engine.currentIndex == 7)
    engine.handle(TouchEvent(.began, location: 0, time: 2))
    engine.scroll(toIndex: 0, animated: false, at: 2)
    #expect(engine.currentIndex == 7)
  }

  @Test func emptyCarouselHasNothingToScroll() {
    var engine = ScrollEngine(configuration: bannerConfiguration(count: 0, loop: true, autoplay: Autoplay(interval: 1)))
    #expect(engine.currentIndex == nil)
    engine.swipe(from: 300, speed: -3000, duration: 0.1, at: 0)
    engine.advance(to: 10)
    engine.scroll(toIndex: 0, animated: true, at: 11)
    #expect(engine.phase == .idle)
    #expect(engine.offset == 0 && engine.velocity == 0)
    #expect(engine.currentIndex == nil)
  }

  @Test func oneItemDoesNotScrollEvenWhenLooping() {
    for loop in [false, true] {
      var engine = ScrollEngine(
        configuration: bannerConfiguration(count: 1, loop: loop, autoplay: Autoplay(interval: 1)))
      engine.swipe(from: 300, speed: -3000, duration: 0.1, at: 0)
      #expect(engine.phase == .idle)
      engine.advance(to: 10)
      #expect(engine.offset == 0 && engine.currentIndex == 0)
      #expect(!engine.configuration.loops)
    }
  }

  @Test func twoItemsLoopInBothDirections() {
    var engine = ScrollEngine(configuration: bannerConfiguration(count: 2, loop: true, snapping: .paging))
    var t = 0.0
    var seen: [Int] = []
    for _ in 0..<4 {
      t = engine.swipe(from: 300, speed: -1500, duration: 0.05, at: t)
      _ = engine.runUntilIdle(from: t)
      t = engine.restingSince! + 0.1
      seen.append(engine.currentIndex!)
    }
    #expect(seen == [1, 0, 1, 0])
    t = engine.swipe(from: 100, speed: 1500, duration: 0.05, at: t)
    _ = engine.runUntilIdle(from: t)
    #expect(engine.currentIndex == 1)
    #expect(engine.unwrappedOffset == 3 * bannerPitch)
  }
}

@Suite struct ScrollEngineAutoplayTests {
  @Test func advancesOneItemEveryIntervalOfRest() {
    var engine = ScrollEngine(configuration: bannerConfiguration(loop: true, autoplay: Autoplay(interval: 2)))
    engine.advance(to: 1.99)
    #expect(engine.phase == .idle)
    let events = engine.advance(to: 2.0)
    #expect(events.settleTarget == 1)
    #expect(engine.phase == .animating)
    _ = engine.runUntilIdle(from: 2)
    #expect(engine.currentIndex == 1)
    let rested = engine.restingSince!
    engine.advance(to: rested + 2)
    _ = engine.runUntilIdle(from: rested + 2)
    #expect(engine.currentIndex == 2)
  }

  @Test func pausesWhileTouchedAndResumesFromTheUsersItem() {
    var engine = ScrollEngine(configuration: bannerConfiguration(loop: true, autoplay: Autoplay(interval: 2)))
    engine.handle(TouchEvent(.began, location: 200, time: 1.5))
    engine.advance(to: 5)
    #expect(engine.phase == .dragging, "no autoplay while the finger is down")
    let release = engine.swipe(from: 200, speed: 1500, duration: 0.05, at: 5)
    _ = engine.runUntilIdle(from: release)
    #expect(engine.currentIndex == 4)
    let rested = engine.restingSince!
    engine.advance(to: rested + 1.9)
    #expect(engine.phase == .idle, "a full interval after the settle")
    engine.advance(to: rested + 2)
    _ = engine.runUntilIdle(from: rested + 2)
    #expect(engine.currentIndex == 0, "resumes from the user's item, across the seam")
  }

  @Test func wrapsWithoutLoopingAndRunsBackwards() {
    var forward = ScrollEngine(configuration: bannerConfiguration(count: 3, autoplay: Autoplay(interval: 1)), index: 2)
    forward.advance(to: 1)
    _ = forward.runUntilIdle(from: 1)
    #expect(forward.currentIndex == 0)
    var backward = ScrollEngine(
      configuration: bannerConfiguration(count: 3, loop: true, autoplay: Autoplay(interval: 1, direction: .backward)))
    backward.advance(to: 1)
    _ = backward.runUntilIdle(from: 1)
    #expect(backward.currentIndex == 2)
    #expect(backward.unwrappedOffset == -bannerPitch)
  }

  @Test func canBePausedForVoiceOverAndRestartsAFullInterval() {
    var engine = ScrollEngine(configuration: bannerConfiguration(loop: true, autoplay: Autoplay(interval: 2)))
    engine.setAutoplayPaused(true, at: 1)
    engine.advance(to: 10)
    #expect(engine.phase == .idle && engine.currentIndex == 0)
    engine.setAutoplayPaused(false, at: 10)
    engine.advance(to: 11.9)
    #expect(engine.phase == .idle)
    engine.advance(to: 12)
    #expect(engine.phase == .animating)
  }

  @Test func aLongPauseOfTheClockDoesNotReplayMissedSteps() {
    var engine = ScrollEngine(configuration: bannerConfiguration(loop: true, autoplay: Autoplay(interval: 1)))
    engine.advance(to: 3600)
    #expect(engine.phase == .animating)
    _ = engine.runUntilIdle(from: 3600)
    #expect(engine.currentIndex == 1, "one step, not 3,600")
  }

  @Test func clampsTheInterval() {
    #expect(Autoplay(interval: 0).interval == Autoplay.minimumInterval)
    #expect(Autoplay(interval: .nan).interval == 3)
  }
}
