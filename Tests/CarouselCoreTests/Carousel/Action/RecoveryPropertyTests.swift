import Testing

@testable import CarouselCore

/// Recovery is a property of the core: any sequence of actions, however hostile, followed by
/// the front end's reset (``CarouselInput/lostTouches(time:)``: a recogniser reset, the view
/// leaving its window, the app going to the background) leaves a carousel at rest or
/// settling with no touch down, and the next clean gesture moves it and brings it to rest.
/// Every update along the way is applied by ``FrontEndModel``, which checks at each step that
/// drag events balance, dragging implies a touch down, every number is finite, appear and
/// disappear balance and the views show what the driver shows.
@Suite struct RecoveryPropertyTests {
  typealias Layout = AnyCarouselLayout

  static let layouts: [AnyCarouselLayout] = [
    AnyCarouselLayout(.linear()), AnyCarouselLayout(.coverFlow()), AnyCarouselLayout(.drum()),
    AnyCarouselLayout(.cards()), AnyCarouselLayout(.wheel()), AnyCarouselLayout(.rotary()),
    AnyCarouselLayout(.pages([300, 120, 200, 375, 90, 250, 180, 220, 140])),
  ]
  static let rules: [InputRules] = [.driver, .uiKit, .swiftUIRecognizers, .swiftUIDragGesture]

  /// A random action, hostile by design: lost lifts, repeated ends, moves before begins,
  /// finger ids reused, cancels for unknown fingers, platform decisions after the lift, time
  /// jumps forwards and backwards, non-finite and huge numbers, layout, configuration and data
  /// changes (animated or not) mid-gesture.
  static func action(
    _ rng: inout SplitMix64, time: inout Double, base: CarouselConfiguration<Layout>, count current: Int
  ) -> CarouselAction<Layout> {
    // The clock: mostly a frame's step, sometimes equal, backwards or far ahead.
    switch Int.random(in: 0..<40, using: &rng) {
    case 0: time += 1e9
    case 1: time -= Double.random(in: 0.001...1e6, using: &rng)
    case 2: break
    case 3: time = .nan
    default: time += Double.random(in: 0.001...0.05, using: &rng)
    }
    if !time.isFinite && Int.random(in: 0..<3, using: &rng) == 0 { time = 1 }
    let t = time
    func point() -> CarouselPoint {
      switch Int.random(in: 0..<20, using: &rng) {
      case 0: return CarouselPoint(x: .nan, y: 100)
      case 1: return CarouselPoint(x: .infinity, y: -.infinity)
      case 2: return CarouselPoint(x: 1e300, y: -1e300)
      default:
        return CarouselPoint(
          x: Double.random(in: -100...500, using: &rng), y: Double.random(in: -50...300, using: &rng))
      }
    }
    let finger = Int.random(in: 0..<3, using: &rng)
    switch Int.random(in: 0..<24, using: &rng) {
    case 0...5:
      return .input(.touch(TouchInput(.moved, at: point(), time: t, finger: finger)))
    case 6, 7:
      return .input(.touch(TouchInput(.began, at: point(), time: t, finger: finger)))
    case 8:
      return .input(.touch(TouchInput(.ended, at: point(), time: t, finger: finger)))
    case 9:
      return .input(.touch(TouchInput(.cancelled, at: point(), time: t, finger: finger)))
    case 10:
      let decision = PlatformDrag.allCases.randomElement(using: &rng)!
      return .input(.platformDrag(decision, at: point(), time: t))
    case 11:
      guard Bool.random(using: &rng) else { return .input(.panShouldBegin(velocity: point(), time: t)) }
      // The pan recognising alongside a zoomed photo (offsets anywhere, in and out of range).
      let photo = NestedScrollView(
        contentOffset: point(), contentSize: CarouselSize(width: 686, height: 400),
        boundsSize: CarouselSize(width: 343, height: 200), isZooming: Int.random(in: 0..<4, using: &rng) == 0)
      let phase = NestedPan.Phase.allCases.randomElement(using: &rng)!
      return .input(.nestedPan(NestedPan(phase, scrollView: photo, velocity: point(), location: point(), time: t)))
    case 12:
      return .input(.tapItem(Int.random(in: -1...8, using: &rng), time: t))
    case 13:
      return .input(.lostTouches(time: t))
    case 14:
      let inputs: [CarouselInput] = [
        .key(.right, time: t), .accessibility(.next, time: t), .adjust(increment: false, time: t),
        .scroll(toIndex: Int.random(in: -2...12, using: &rng), animated: Bool.random(using: &rng), time: t),
        .accessibilityScroll(.left, time: t), .accessibilityFocus(slot: Int.random(in: -1...5, using: &rng), time: t),
        .focusInItem(slot: Int.random(in: -1...5, using: &rng), time: t),
        .accessibility(.pauseAutoplay, time: t), .accessibility(.resumeAutoplay, time: t),
      ]
      return .input(inputs.randomElement(using: &rng)!)
    case 15:
      let phase = PointerScroll.Phase.allCases.randomElement(using: &rng)!
      let kind = PointerScroll.Kind.allCases.randomElement(using: &rng)!
      return .input(.pointerScroll(PointerScroll(phase, kind: kind, translation: point(), time: t)))
    case 16:
      let updates: [DragGestureUpdate] = [
        .changed(start: point(), location: point(), time: t), .ended(location: point(), time: t), .reset(time: t),
      ]
      return .input(.dragGesture(updates.randomElement(using: &rng)!))
    case 17, 18:
      var configuration = base
      configuration.layout = layouts.randomElement(using: &rng)!
      configuration.inputRules = rules.randomElement(using: &rng)!
      configuration.isScrollEnabled = Int.random(in: 0..<4, using: &rng) != 0
      configuration.behavior.isLooping = Bool.random(using: &rng)
      configuration.behavior.snapping = [.nearest, .paging, .free].randomElement(using: &rng)!
      configuration.behavior.autoplay = Bool.random(using: &rng) ? Autoplay(interval: 1) : nil
      configuration.environment.isVisible = Int.random(in: 0..<4, using: &rng) != 0
      configuration.environment.isRightToLeft = Bool.random(using: &rng)
      configuration.isAutoplayPaused = Bool.random(using: &rng)
      configuration.viewport = [
        CarouselSize(width: 375, height: 200), CarouselSize(width: 0, height: 0), CarouselSize(width: 800, height: 300),
      ].randomElement(using: &rng)!
      return .configure(configuration, time: t)
    case 19:
      let count = Int.random(in: 0...8, using: &rng)
      if Bool.random(using: &rng) {
        // Inserts, deletes and moves: each old item goes to a distinct new index or away.
        let old = current
        let new = Array(0..<max(count, 1)).shuffled(using: &rng)
        let mapping: [Int?] = (0..<old).map { $0 < new.count && Bool.random(using: &rng) ? new[$0] : nil }
        // Half of them animated, with any effect and a duration from none to NaN or huge.
        let animation =
          Bool.random(using: &rng)
          ? CarouselChangeAnimation(
            duration: [0, 0.05, 0.3, 1, .nan, 1e9].randomElement(using: &rng)!,
            insertion: CarouselItemTransition.allCases.randomElement(using: &rng)!,
            removal: CarouselItemTransition.allCases.randomElement(using: &rng)!) : nil
        return .data(CarouselDataChange(count: count, mapping: mapping, animation: animation), time: t)
      }
      return .data(
        .reload(count: count, selection: Bool.random(using: &rng) ? Int.random(in: -1...9, using: &rng) : nil), time: t)
    default:
      return .frame(time: t)
    }
  }

  @Test(arguments: 0..<6)
  func anySequenceThenAResetLeavesACarouselTheNextGestureMoves(seedGroup: Int) {
    for seed in 0..<40 {
      var rng = SplitMix64(seed: UInt64(seedGroup * 1000 + seed))
      let base = CarouselConfiguration(
        layout: Self.layouts[seed % Self.layouts.count], viewport: CarouselSize(width: 375, height: 200),
        behavior: .carousel, inputRules: Self.rules[seed % Self.rules.count])
      var model = FrontEndModel(CarouselDriver(base, count: 5, time: 0))
      var time = 0.0
      let length = Int.random(in: 1...80, using: &rng)
      for _ in 0..<length {
        model.send(Self.action(&rng, time: &time, base: base, count: model.driver.state.count))
      }
      // The front end's reset.
      let now = model.driver.state.time + 0.01
      model.send(.input(.lostTouches(time: now)))
      #expect(!model.driver.state.isTouchDown, "seed \(seedGroup * 1000 + seed): no touch down after the reset")
      #expect(model.driver.state.phase != .dragging)
      // A carousel the user can swipe: scrolling enabled, on screen, with items.
      var clean = model.driver.configuration
      clean.isScrollEnabled = true
      clean.environment.isVisible = true
      clean.viewport = CarouselSize(width: 375, height: 375)
      clean.behavior.autoplay = nil
      model.send(.configure(clean, time: now + 0.01))
      if model.driver.state.count < 3 { model.send(.data(.reload(count: 5), time: now + 0.02)) }
      let settled = model.run(for: 30)
      #expect(settled, "seed \(seedGroup * 1000 + seed): comes to rest after the reset")
      let before = model.driver.state.unwrappedOffset
      let axis = model.driver.configuration.layout.axis
      model.swipe(by: 120, finger: 9, axis: axis)
      #expect(model.driver.state.unwrappedOffset != before, "seed \(seedGroup * 1000 + seed): the gesture moves it")
      let rested = model.run(for: 30)
      #expect(rested && model.driver.state.phase == .idle, "seed \(seedGroup * 1000 + seed): and it comes to rest")
      #expect(model.openDrags == 0)
    }
  }
}
