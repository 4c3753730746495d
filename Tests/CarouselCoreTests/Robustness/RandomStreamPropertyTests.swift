import Testing

@_spi(DriverEngine) @_spi(TrackTouchInput) @testable import CarouselCore

/// Seeded property tests of issue 8: for any finite event stream (random phases, times with
/// tiny and huge gaps, positions from 10⁻³⁰⁰ to 10³⁰⁰ in magnitude, reconfigurations between
/// random configurations including count changes and 0, 1 or 2 items, autoplay, programmatic
/// scrolls) the engine's offset and velocity stay finite, its index in range, every call
/// returns quickly, and without autoplay it comes to rest. The same for ``CarouselDriver``
/// with every built-in layout. Each seed is reproducible (SplitMix64).
@Suite struct RandomStreamPropertyTests {
  // MARK: - Random inputs

  static func count(_ rng: inout SplitMix64) -> Int {
    [0, 1, 2, 2, 3, 5, 5, 9, 17, 1000, SnapAnchors.maximumCount, .max, .min].randomElement(using: &rng)!
  }

  /// A length: usually ordinary, sometimes anything from 10⁻³⁰⁰ to 10³⁰⁰, 0 or negative.
  static func length(_ rng: inout SplitMix64) -> Double {
    switch Int.random(in: 0..<8, using: &rng) {
    case 0...3: return Double.random(in: 1...800, using: &rng)
    case 4, 5: return Robust.magnitude(-300...300, signed: false, using: &rng)
    case 6: return [0, -5, Double.leastNonzeroMagnitude, .greatestFiniteMagnitude].randomElement(using: &rng)!
    default: return Robust.magnitude(-3...13, signed: false, using: &rng)
    }
  }

  /// A touch location: ordinary, or anything from 10⁻³⁰⁰ to 10³⁰⁰ in magnitude.
  static func location(_ rng: inout SplitMix64, around x: Double) -> Double {
    switch Int.random(in: 0..<6, using: &rng) {
    case 0...2: return x + Double.random(in: -400...400, using: &rng)
    case 3: return Robust.magnitude(-300...300, signed: true, using: &rng)
    case 4: return Robust.magnitude(5...9, signed: true, using: &rng)
    default: return x + Robust.magnitude(-300...0, signed: true, using: &rng)
    }
  }

  /// A time step: frame-sized, zero, one ulp, 10⁻¹⁵⁰ s, or hours; rarely a jump beyond the
  /// accepted range.
  static func step(_ rng: inout SplitMix64, at t: Double) -> Double {
    switch Int.random(in: 0..<10, using: &rng) {
    case 0...4: return t + Double.random(in: 0...0.05, using: &rng)
    case 5: return t
    case 6: return t.nextUp
    case 7: return t + 1e-150
    case 8: return t + Robust.magnitude(-1...4, signed: false, using: &rng)
    default: return Bool.random(using: &rng) ? t + Robust.magnitude(0...300, signed: true, using: &rng) : t - 1
    }
  }

  static func policy(_ rng: inout SplitMix64) -> SnapPolicy {
    switch Int.random(in: 0..<5, using: &rng) {
    case 0: return .free
    case 1: return .nearest
    case 2: return .paging
    case 3: return .paging(maxItems: [Int.max, Int.min, 0, 3].randomElement(using: &rng)!)
    default: return .paging(maxItems: Int.random(in: 1...50, using: &rng))
    }
  }

  static func anchors(_ rng: inout SplitMix64) -> SnapAnchors {
    if Int.random(in: 0..<4, using: &rng) == 0 {
      let sizes = (0..<Int.random(in: 0...4, using: &rng)).map { _ in length(&rng) }
      return .pages(sizes: sizes, spacing: length(&rng), alignment: Bool.random(using: &rng) ? .leading : .center)
    }
    return .uniform(count: count(&rng), pitch: length(&rng))
  }

  static func configuration(_ rng: inout SplitMix64, autoplay: Bool) -> ScrollEngine.Configuration {
    ScrollEngine.Configuration(
      anchors: anchors(&rng), viewportLength: length(&rng),
      behavior: ScrollBehavior(
        isLooping: Bool.random(using: &rng), snapping: policy(&rng),
        decelerationRate: DecelerationRate(
          perMillisecond: [0.998, 0.99, 0.99999, 0.01, 1.5, -1].randomElement(using: &rng)!),
        spring: Spring(
          response: [0.25, 0.01, 1, 1e300].randomElement(using: &rng)!,
          dampingRatio: [1, 0.05, 0.5, 10, 1e-300].randomElement(using: &rng)!),
        edgeSpring: Spring(response: 0.25, dampingRatio: [1, 0.3].randomElement(using: &rng)!),
        minimumFlingSpeed: [200, 0, 1e300, -1].randomElement(using: &rng)!,
        autoplay: autoplay
          ? Autoplay(
            interval: [0, 0.1, 3, 1e300].randomElement(using: &rng)!,
            direction: Bool.random(using: &rng) ? .forward : .backward)
          : nil, rubberBandCoefficient: [0.55, 0, 1e300].randomElement(using: &rng)!))
  }

  // MARK: - Checks

  static func check(_ engine: ScrollEngine, _ comment: @autoclosure () -> String) {
    IssueReproducerTests.check(engine, Comment(rawValue: comment()))
    if engine.configuration.loops {
      let period = engine.configuration.anchors.period
      #expect(engine.offset >= -period && engine.offset <= 2 * period, Comment(rawValue: comment()))
    }
  }

  /// One random call on anything that takes the engine's calls.
  static func randomCall(
    _ rng: inout SplitMix64, t: inout Double, x: inout Double, autoplay: Bool,
    handle: (TouchEvent) -> Void, advance: (Double) -> Void, scroll: (Int, Bool, Double) -> Void,
    reconfigure: (ScrollEngine.Configuration, Double) -> Void, pause: (Bool, Double) -> Void
  ) -> String {
    t = step(&rng, at: t)
    switch Int.random(in: 0..<20, using: &rng) {
    case 0...2:
      x = location(&rng, around: x)
      handle(TouchEvent(.began, location: x, time: t))
      return "began \(x) at \(t)"
    case 3...8:
      x = location(&rng, around: x)
      handle(TouchEvent(.moved, location: x, time: t))
      return "moved \(x) at \(t)"
    case 9, 10:
      x = location(&rng, around: x)
      handle(TouchEvent(.ended, location: x, time: t))
      return "ended \(x) at \(t)"
    case 11:
      handle(TouchEvent(.cancelled, location: x, time: t))
      return "cancelled at \(t)"
    case 12...14:
      advance(t)
      return "advance to \(t)"
    case 15:
      let index = [0, 1, 3, -1, Int.max, Int.random(in: 0...20, using: &rng)].randomElement(using: &rng)!
      let animated = Bool.random(using: &rng)
      scroll(index, animated, t)
      return "scroll to \(index) animated \(animated) at \(t)"
    case 16, 17:
      reconfigure(configuration(&rng, autoplay: autoplay), t)
      return "reconfigure at \(t)"
    default:
      let paused = Bool.random(using: &rng)
      pause(paused, t)
      return "autoplay paused \(paused) at \(t)"
    }
  }

  // MARK: - Engine

  /// The slowest a single call may be in these tests: generous, because they run in a debug
  /// build on a shared machine; the point is that every call returns. The costliest calls
  /// are the settle planning of the slowest springs (``SpringMotion/settlingTime(distance:speed:)``)
  /// and the anchors of a ``PagesLayout`` of ``PagesLayout/maximumCount`` items.
  static let slowestCall = Duration.seconds(10)

  @Test(arguments: 0..<6)
  func anyEventStreamKeepsTheEngineFiniteInRangeAndResponsive(batch: Int) {
    let clock = ContinuousClock()
    var slowest = Duration.zero
    for seed in (batch * 40)..<(batch * 40 + 40) {
      var rng = SplitMix64(seed: UInt64(seed))
      let autoplay = Int.random(in: 0..<3, using: &rng) == 0
      var engine = ScrollEngine(
        configuration: Self.configuration(&rng, autoplay: autoplay), index: Self.count(&rng),
        time: Robust.magnitude(-300...300, signed: true, using: &rng))
      var t = engine.time
      var x = 100.0
      Self.check(engine, "seed \(seed), start")
      for call in 0..<Int.random(in: 1...150, using: &rng) {
        let start = clock.now
        let description = Self.randomCall(
          &rng, t: &t, x: &x, autoplay: autoplay,
          handle: { engine.handle($0) }, advance: { engine.advance(to: $0) },
          scroll: { engine.scroll(toIndex: $0, animated: $1, at: $2) },
          reconfigure: { engine.reconfigure($0, at: $1) },
          pause: { engine.setAutoplayPaused($0, at: $1) })
        slowest = max(slowest, clock.now - start)
        Self.check(engine, "seed \(seed), call \(call): \(description)")
      }
      // Lift any finger and let everything finish in one call.
      t = engine.time
      engine.handle(TouchEvent(.ended, location: x.isFinite && abs(x) <= 1e9 ? x : 0, time: t))
      let start = clock.now
      engine.advance(to: t + 5000)
      slowest = max(slowest, clock.now - start)
      Self.check(engine, "seed \(seed), end")
      if !autoplay || engine.isAutoplayPaused || !engine.configuration.isScrollable {
        #expect(engine.phase == .idle, "seed \(seed): comes to rest")
        #expect(engine.velocity == 0, "seed \(seed)")
      }
    }
    #expect(slowest < Self.slowestCall, "every call returns (slowest \(slowest))")
  }

  // MARK: - Driver

  static func layout(_ rng: inout SplitMix64) -> AnyCarouselLayout {
    switch Int.random(in: 0..<6, using: &rng) {
    case 0:
      let size: LinearLayout.ItemSize =
        [
          .inset(length(&rng)), .absolute(length(&rng)),
          .fraction(Robust.magnitude(-15...2, signed: false, using: &rng)),
        ]
        .randomElement(using: &rng)!
      return AnyCarouselLayout(
        LinearLayout(
          itemSize: size, spacing: length(&rng), itemHeight: Bool.random(using: &rng) ? length(&rng) : nil,
          axis: Bool.random(using: &rng) ? .horizontal : .vertical))
    case 1:
      return AnyCarouselLayout(
        CardStackLayout(
          inset: length(&rng), spacing: length(&rng), itemHeight: length(&rng), minScale: length(&rng),
          stackDepth: [1, 4, 100, .max, 1_000_000_000_000].randomElement(using: &rng)!))
    case 2:
      return AnyCarouselLayout(
        WheelLayout(
          visibleItems: [1, 5, 50, .max].randomElement(using: &rng)!, itemHeight: length(&rng),
          maxScale: length(&rng)))
    case 3:
      let sizes = (0..<Int.random(in: 0...4, using: &rng)).map { _ in length(&rng) }
      return AnyCarouselLayout(
        PagesLayout(
          sizes: sizes, spacing: length(&rng), axis: Bool.random(using: &rng) ? .horizontal : .vertical,
          alignment: Bool.random(using: &rng) ? .leading : .center))
    case 4:
      return AnyCarouselLayout(
        CoverFlowLayout(
          itemSize: .fraction(Robust.magnitude(-15...2, signed: false, using: &rng)), sideSpacing: length(&rng),
          tilt: length(&rng), perspective: length(&rng)))
    default:
      return AnyCarouselLayout(
        RotaryLayout(
          itemSize: .absolute(length(&rng)), spacing: length(&rng),
          itemsAround: [3, 10, 1000, .max].randomElement(using: &rng)!, perspective: length(&rng)))
    }
  }

  static func viewport(_ rng: inout SplitMix64) -> CarouselSize {
    CarouselSize(width: length(&rng), height: length(&rng))
  }

  static func check(_ driver: CarouselDriver<AnyCarouselLayout>, _ comment: @autoclosure () -> String) {
    check(driver.engine, comment())
    #expect(driver.items.count <= LayoutLimits.maximumVisibleItems, Comment(rawValue: comment()))
    for item in driver.items {
      #expect(
        Robust.isFinite(item, perspective: driver.layout.perspective, viewport: driver.viewport),
        Comment(rawValue: comment() + " \(item)"))
      #expect((0..<max(driver.count, 1)).contains(item.index), Comment(rawValue: comment()))
    }
    for slot in 0..<driver.slotCount { _ = driver.attributes(inSlot: slot) }
  }

  @Test(arguments: 0..<4)
  func anyEventStreamKeepsTheDriverAndEveryLayoutFinite(batch: Int) {
    let clock = ContinuousClock()
    var slowest = Duration.zero
    for seed in (10_000 + batch * 20)..<(10_000 + batch * 20 + 20) {
      var rng = SplitMix64(seed: UInt64(seed))
      let autoplay = Int.random(in: 0..<3, using: &rng) == 0
      let layout = Self.layout(&rng)
      let base = Self.configuration(&rng, autoplay: autoplay)
      var driver = CarouselDriver(
        layout: layout, count: Self.count(&rng), viewport: Self.viewport(&rng),
        behavior: ScrollBehavior(
          isLooping: Bool.random(using: &rng), snapping: base.snapping, decelerationRate: base.decelerationRate,
          spring: base.spring, autoplay: base.autoplay))
      var t = 0.0
      var x = 100.0
      Self.check(driver, "seed \(seed), start")
      for call in 0..<Int.random(in: 1...100, using: &rng) {
        let start = clock.now
        var description: String
        if Int.random(in: 0..<8, using: &rng) == 0 {
          t = Self.step(&rng, at: t)
          let viewport: CarouselSize? = Bool.random(using: &rng) ? Self.viewport(&rng) : nil
          let count: Int? = Bool.random(using: &rng) ? Self.count(&rng) : nil
          if let viewport { driver.resize(to: viewport, at: t) }
          if let count { driver.reload(count: count, at: t) }
          description = "update \(String(describing: viewport)) \(String(describing: count)) at \(t)"
        } else {
          description = Self.randomCall(
            &rng, t: &t, x: &x, autoplay: autoplay,
            handle: { driver.handle($0) }, advance: { driver.advance(to: $0) },
            scroll: { driver.scroll(toIndex: $0, animated: $1, at: $2) },
            reconfigure: { new, time in
              driver.reconfigure(new.behavior, at: time)
            },
            pause: { driver.setAutoplayPaused($0, at: $1) })
        }
        if Bool.random(using: &rng) { driver.acknowledgeChanges() }
        slowest = max(slowest, clock.now - start)
        Self.check(driver, "seed \(seed), call \(call): \(description)")
      }
      t = driver.engine.time
      driver.handle(TouchEvent(.ended, location: 0, time: t))
      driver.advance(to: t + 5000)
      Self.check(driver, "seed \(seed), end")
      if !autoplay {
        #expect(driver.engine.phase == .idle, "seed \(seed): comes to rest")
      }
    }
    #expect(slowest < Self.slowestCall, "every call returns (slowest \(slowest))")
  }

  /// The front ends' path: random touches through the input rules (raw touches, recogniser
  /// callbacks, taps), environment, behaviour, layout, size and data changes, accessibility
  /// steps; the driver stays finite, every tapped or reported index is an item, every call
  /// returns.
  @Test(arguments: 0..<2)
  func anyInputStreamThroughTheTouchRulesKeepsTheDriverFinite(batch: Int) {
    for seed in (20_000 + batch * 20)..<(20_000 + batch * 20 + 20) {
      var rng = SplitMix64(seed: UInt64(seed))
      let base = Self.configuration(&rng, autoplay: Bool.random(using: &rng))
      var driver = CarouselDriver(
        layout: Self.layout(&rng), count: Self.count(&rng), viewport: Self.viewport(&rng),
        behavior: base.behavior, environment: CarouselEnvironment(isRightToLeft: Bool.random(using: &rng)))
      var t = 0.0
      var x = 100.0
      var ledger = EventLedger()
      for call in 0..<Int.random(in: 1...80, using: &rng) {
        t = Self.step(&rng, at: t)
        x = Self.location(&rng, around: x)
        let point = CarouselPoint(x: x, y: Self.location(&rng, around: 50))
        let events: ScrollEvents?
        switch Int.random(in: 0..<14, using: &rng) {
        case 0: events = driver.touch(.began, at: point, time: t)
        case 1...3: events = driver.touch(.moved, at: point, time: t)
        case 4: events = driver.touch(Bool.random(using: &rng) ? .ended : .cancelled, at: point, time: t)
        case 5:
          let phase = TouchEvent.Phase.allCases.randomElement(using: &rng)!
          events = driver.touch(
            phase, at: point, time: t, finger: Int.random(in: 0...1, using: &rng),
            target: TouchTarget.allCases.randomElement(using: &rng)!)
        case 6:
          let state = RecognizerState.allCases.randomElement(using: &rng)!
          if Bool.random(using: &rng) { _ = driver.canBeginDrag(velocity: point) }
          events = driver.pan(state, at: point, time: t)
        case 7:
          events =
            Bool.random(using: &rng)
            ? driver.setScrollEnabled(Bool.random(using: &rng), at: t)
            : driver.tap(item: Int.random(in: -1...6, using: &rng), time: t)
        case 8:
          events = driver.setEnvironment(
            CarouselEnvironment(
              isRightToLeft: Bool.random(using: &rng), isVoiceOverRunning: Bool.random(using: &rng),
              isReduceMotionEnabled: Bool.random(using: &rng)), at: t)
        case 9:
          events = driver.reconfigure(Self.configuration(&rng, autoplay: Bool.random(using: &rng)).behavior, at: t)
        case 10: events = driver.setLayout(Self.layout(&rng), at: t)
        case 11:
          events =
            Bool.random(using: &rng)
            ? driver.resize(to: Self.viewport(&rng), at: t)
            : driver.reload(count: Self.count(&rng), currentIndex: Int.random(in: -2...20, using: &rng), at: t)
        case 12:
          events =
            driver.pressKey(CarouselAccessibility.Arrow.allCases.randomElement(using: &rng)!, at: t)
            ?? driver.adjust(increment: Bool.random(using: &rng), at: t)
        default: events = driver.advance(to: t)
        }
        if let tapped = events?.tappedIndex {
          #expect((0..<driver.count).contains(tapped), "seed \(seed) call \(call)")
        }
        if let index = events?.currentIndex { #expect((0..<driver.count).contains(index), "seed \(seed) call \(call)") }
        if let events { ledger.record(events, "seed \(seed), call \(call)") }
        ledger.checkShown(against: driver, "seed \(seed), call \(call)")
        _ = driver.accessibilityValue()
        if Bool.random(using: &rng) { driver.acknowledgeChanges() }
        Self.check(driver, "seed \(seed), call \(call)")
      }
    }
  }

  // MARK: - Layouts on their own

  @Test func everyLayoutGivesFiniteAttributesForAnyOffsetAndViewport() {
    var rng = SplitMix64(seed: 8)
    for round in 0..<400 {
      let layout = Self.layout(&rng)
      let viewport = Self.viewport(&rng)
      let count = Self.count(&rng)
      let loop = Bool.random(using: &rng)
      let offset: Double =
        Bool.random(using: &rng)
        ? Double.random(in: -5000...5000, using: &rng) : Robust.magnitude(-300...300, signed: true, using: &rng)
      let comment = Comment(rawValue: "round \(round): \(layout.base) \(viewport) count \(count) offset \(offset)")
      let anchors = layout.anchors(count: count, viewport: viewport, isLooping: loop)
      #expect(anchors.period.isFinite, comment)
      #expect(anchors.first.isFinite && anchors.last.isFinite, comment)
      if let length = layout.contentLength(count: count, viewport: viewport) { #expect(length.isFinite, comment) }
      var items: [ItemAttributes] = []
      layout.visibleItems(offset: offset, count: count, viewport: viewport, isLooping: loop, into: &items)
      #expect(items.count <= LayoutLimits.maximumVisibleItems, comment)
      for item in items {
        #expect(Robust.isFinite(item, perspective: layout.perspective, viewport: viewport), comment)
      }
      for position in [Int.max, Int.min, 0, Int.random(in: -100...100, using: &rng)] {
        if let item = layout.attributes(at: position, offset: offset, count: count, viewport: viewport) {
          #expect(Robust.isFinite(item, perspective: layout.perspective, viewport: viewport), comment)
        }
      }
      if let snap = layout.snap(offset: offset, count: count, viewport: viewport, isLooping: loop) {
        #expect(snap.offset.isFinite, comment)
      }
    }
  }
}
