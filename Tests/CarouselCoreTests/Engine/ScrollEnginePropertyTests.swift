import PropertyBased
import Testing

@testable import CarouselCore

/// Invariants of the engine over random gesture traces (x-sheep/swift-property-based).
@Suite struct ScrollEnginePropertyTests {
  /// One random step: 0 began, 1–2 moved, 3 ended, 4 cancelled, 5 advance only, 6 a
  /// non-finite sample.
  typealias Step = (kind: Int, dt: Double, dx: Double)

  static let steps = zip(Gen.int(in: 0...6), Gen.double(in: 0...0.12), Gen.double(in: -400...400))
    .map { Step(kind: $0, dt: $1, dx: $2) }
    .array(of: 1...60)

  static func policy(_ code: Int) -> SnapPolicy {
    switch code {
    case 0: return .free
    case 1: return .nearest
    case 2: return .paging
    default: return .paging(maxItems: 3)
    }
  }

  static func check(_ engine: ScrollEngine, count: Int) {
    #expect(engine.offset.isFinite)
    #expect(engine.velocity.isFinite)
    #expect(engine.unwrappedOffset.isFinite)
    if count == 0 {
      #expect(engine.currentIndex == nil)
    } else {
      let index = engine.currentIndex
      #expect(index != nil && (0..<count).contains(index!))
    }
    if engine.configuration.loops {
      #expect(engine.offset >= 0 && engine.offset < engine.configuration.anchors.period)
    }
  }

  @Test func randomGesturesStayFiniteInRangeAndComeToRestOnAnAnchor() async {
    await propertyCheck(
      count: 400, input: Gen.int(in: 0...12), Gen.bool, Gen.int(in: 0...3), Gen.double(in: 0.99...0.999), Self.steps
    ) { count, loop, policyCode, rate, steps in
      let policy = Self.policy(policyCode)
      var engine = ScrollEngine(
        configuration: ScrollEngine.Configuration(
          anchors: .uniform(count: count, pitch: 351), viewportLength: 375,
          behavior: ScrollBehavior(
            isLooping: loop, snapping: policy, decelerationRate: DecelerationRate(perMillisecond: rate))))
      var t = 0.0
      var x = 200.0
      var down = false
      for step in steps {
        t += step.dt
        switch step.kind {
        case 0:
          engine.handle(TouchEvent(.began, location: x, time: t))
          down = true
        case 1, 2:
          x += step.dx
          engine.handle(TouchEvent(.moved, location: x, time: t))
        case 3:
          engine.handle(TouchEvent(.ended, location: x, time: t))
          down = false
        case 4:
          engine.handle(TouchEvent(.cancelled, location: x, time: t))
          down = false
        case 5:
          engine.advance(to: t)
        default:
          engine.handle(TouchEvent(.moved, location: step.dx > 0 ? .nan : .infinity, time: t))
          engine.advance(to: step.dx > 0 ? .nan : -.infinity)
        }
        Self.check(engine, count: count)
      }
      if down { engine.handle(TouchEvent(.ended, location: x, time: t)) }
      // Let everything finish, frame by frame.
      var frames = 0
      while engine.phase != .idle && frames < 120 * 30 {
        t += 1 / 120
        engine.advance(to: t)
        Self.check(engine, count: count)
        frames += 1
      }
      #expect(engine.phase == .idle)
      #expect(engine.velocity == 0)
      if policy != .free && count > 0 {
        let anchors = engine.configuration.anchors
        #expect(engine.offset == anchors.offset(of: anchors.nearestPosition(to: engine.offset)), "rests on an anchor")
      }
      if !engine.configuration.loops && count > 0 {
        #expect(engine.configuration.bounds.contains(engine.offset), "rests inside the content")
      }
    }
  }

  @Test func catchingAtAnyMomentNeverJumps() async {
    await propertyCheck(
      count: 300, input: Gen.double(in: -15_000...15_000), Gen.double(in: 0...1.2), Gen.bool, Gen.int(in: 0...3)
    ) { speed, catchDelay, loop, policyCode in
      var engine = ScrollEngine(
        configuration: ScrollEngine.Configuration(
          anchors: .uniform(count: 9, pitch: 351), viewportLength: 375,
          behavior: ScrollBehavior(isLooping: loop, snapping: Self.policy(policyCode), decelerationRate: .normal)),
        index: 4)
      let release = engine.swipe(from: 187, speed: speed, duration: min(0.1, 300 / max(abs(speed), 1)), at: 0)
      var probe = engine
      probe.advance(to: release + catchDelay)
      engine.handle(TouchEvent(.began, location: 100, time: release + catchDelay))
      #expect(engine.offset == probe.offset)
      #expect(engine.unwrappedOffset == probe.unwrappedOffset)
      #expect(engine.phase == .dragging || !engine.configuration.isScrollable)
    }
  }
}
