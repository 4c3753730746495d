import Testing

@testable import CarouselCore

/// Seeded random animated changes at rest, mid-drag, mid-glide and mid-animation, applied by
/// ``FrontEndModel`` (which checks every update: one command per slot, leaving views never
/// assigned and never speaking, appear and disappear balanced, views showing the driver's
/// items). Two properties on top:
///
/// - no jump: every view that was on screen and is not configured anew by the change is
///   drawn, in the change's update, exactly where it was drawn before (the kept item, the
///   items that move, the deleted ones starting to disappear, the ones leaving the screen);
/// - recovery: after the front end's reset, the carousel comes to rest, the next swipe moves
///   it and it rests again.
@Suite struct AnimatedChangePropertyTests {
  static let layouts: [AnyCarouselLayout] = [
    AnyCarouselLayout(.linear()), AnyCarouselLayout(.linear(itemSize: .fraction(0.3), spacing: 4)),
    AnyCarouselLayout(.coverFlow()), AnyCarouselLayout(.cards()), AnyCarouselLayout(.rotary()),
  ]

  @Test(arguments: 0..<4)
  func viewsStartWhereTheyWereDrawnAndAResetLeavesACarouselTheNextGestureMoves(seedGroup: Int) {
    // How many views were compared, and how many changes drew leaving views or moved a drag.
    var compared = 0
    var leaving = 0
    var midDrag = 0
    for seed in 0..<40 {
      let name = "seed \(seedGroup * 100 + seed)"
      var rng = SplitMix64(seed: UInt64(seedGroup * 100 + seed))
      var names = (0..<Int.random(in: 0...8, using: &rng)).map { "n\($0)" }
      var serial = names.count
      let configuration = CarouselConfiguration(
        layout: Self.layouts[seed % Self.layouts.count], viewport: CarouselSize(width: 375, height: 200),
        behavior: ScrollBehavior(isLooping: Bool.random(using: &rng), snapping: .paging),
        environment: CarouselEnvironment(isRightToLeft: Int.random(in: 0..<4, using: &rng) == 0))
      var model = FrontEndModel(
        CarouselDriver(configuration, count: names.count, index: Int.random(in: 0...8, using: &rng), time: 0))
      model.send(.frame(time: 0))
      var time = 0.0
      var x = 187.5
      var fingerDown = false
      for _ in 0..<Int.random(in: 4...16, using: &rng) {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
          // The finger: down, a move, or up.
          time += 1.0 / 60
          let step = Double.random(in: -60...60, using: &rng)
          if !fingerDown {
            fingerDown = true
            x = 187.5
            model.send(.input(.touch(TouchInput(.began, at: CarouselPoint(x: x, y: 100), time: time))))
          } else if Bool.random(using: &rng) {
            x += step
            model.send(.input(.touch(TouchInput(.moved, at: CarouselPoint(x: x, y: 100), time: time))))
          } else {
            fingerDown = false
            model.send(.input(.touch(TouchInput(.ended, at: CarouselPoint(x: x + step, y: 100), time: time))))
          }
        case 1:
          // Frames for up to 0.4 s.
          for _ in 0..<Int.random(in: 1...24, using: &rng) {
            time += 1.0 / 60
            model.send(.frame(time: time))
          }
        default:
          // An animated change at the time of the last update: inserts, deletes, a shuffle.
          var next = names.filter { _ in Double.random(in: 0...1, using: &rng) > 0.25 }
          for _ in 0..<Int.random(in: 0...3, using: &rng) {
            next.insert("n\(serial)", at: Int.random(in: 0...next.count, using: &rng))
            serial += 1
          }
          if Int.random(in: 0..<3, using: &rng) == 0 { next.shuffle(using: &rng) }
          let before = model.slots
          let animation = CarouselChangeAnimation(
            duration: Double.random(in: 0.05...0.6, using: &rng),
            insertion: CarouselItemTransition.allCases.randomElement(using: &rng)!,
            removal: CarouselItemTransition.allCases.randomElement(using: &rng)!)
          let t = model.driver.state.time
          if model.driver.state.isDragging { midDrag += 1 }
          let update = model.send(.data(.snapshot(from: names, to: next, animation: animation), time: t))
          if update.frame.draws.contains(where: \.isDisappearing) { leaving += 1 }
          names = next
          for slot in before.indices {
            guard let old = before[slot], !old.isHidden, slot < model.slots.count, let now = model.slots[slot],
              !now.isHidden, now.configurations == old.configurations
            else { continue }
            let a = old.attributes
            let b = now.attributes
            #expect(
              abs(a.center.x - b.center.x) < 1e-6 && abs(a.center.y - b.center.y) < 1e-6
                && abs(a.scale - b.scale) < 1e-9 && abs(a.alpha - b.alpha) < 1e-9
                && abs(a.rotation - b.rotation) < 1e-9,
              "\(name): slot \(slot) jumped from \(a.center) to \(b.center)")
            compared += 1
          }
        }
      }
      // The front end's reset, then a clean swipe on enough items.
      time = model.driver.state.time + 0.01
      model.send(.input(.lostTouches(time: time)))
      if model.driver.state.count < 3 {
        model.send(.data(CarouselDataChange(count: 5, mapping: [], animation: .default), time: time + 0.01))
      }
      let settled = model.run(for: 30)
      #expect(settled, "\(name): comes to rest")
      let rest = model.driver.state.unwrappedOffset
      model.swipe(by: 120, finger: 9)
      #expect(model.driver.state.unwrappedOffset != rest, "\(name): the gesture moves it")
      let rested = model.run(for: 30)
      #expect(rested && model.driver.state.phase == .idle, "\(name): and it comes to rest")
      #expect(!model.driver.transition.isActive, "\(name): no change left animating")
    }
    #expect(compared > 200 && leaving > 20 && midDrag > 5, "the sweep exercises what it claims")
  }
}
