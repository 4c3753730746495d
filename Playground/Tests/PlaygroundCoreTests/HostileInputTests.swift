import CarouselCore
import Testing

@testable import PlaygroundCore

/// The reproducers of issue 8 and other hostile message sequences, at session level: the
/// session must answer them without trapping (a trap ends the test process), and every
/// demo must stay finite and come to rest.
@Suite("Hostile input")
struct HostileInputTests {
  /// Every demo's engine state is finite, and every frame reply parses.
  func expectFinite(_ session: PlaygroundSession, _ note: Comment? = nil) {
    for kind in DemoKind.allCases {
      let engine = session.engine(of: kind)
      #expect(engine.offset.isFinite, note)
      #expect(engine.unwrappedOffset.isFinite, note)
      #expect(engine.velocity.isFinite, note)
    }
  }

  @Test func aReleaseOneE150SecondsAfterTheLastMoveDoesNotTrap() throws {
    var session = PlaygroundSession()
    let configured = session.receive(
      text: #"{"type":"configure","demo":"banners","settings":{"snapping":"free","isLooping":true}}"#)
    #expect(try reply(configured[0])["type"]?.string == "config")
    #expect(session.receive(text: pointer(.banners, "began", x: 300, t: 0)).isEmpty)
    #expect(session.receive(text: pointer(.banners, "moved", x: 100, t: 1e-150)).isEmpty)
    #expect(session.receive(text: pointer(.banners, "ended", x: 100, t: 1e-150)).isEmpty)
    let replies = session.receive(text: frame(1e-150))
    #expect(try reply(replies[0])["type"]?.string == "frame")
    // The engine never saw a finger faster than the documented limit.
    let speed = abs(session.engine(of: .banners).velocity)
    #expect(speed <= 3 * PlaygroundSession.maximumPointerSpeed)
    expectFinite(session)
    // It comes to rest, and the page keeps working.
    _ = session.receive(text: frame(30))
    #expect(session.engine(of: .banners).phase == .idle)
    var page = FakePage()
    try page.apply(session.receive(text: frame(31))[0])
    page.checkContent(.banners)
    expectFinite(session)
  }

  @Test func repeatedWheelFlingsOneUlpApartAtPlusMinusOneE7DoNotTrap() throws {
    var session = PlaygroundSession()
    var t = 1.0
    for fling in 0..<3_000 {
      let x = fling.isMultiple(of: 2) ? 1e7 : -1e7
      _ = session.receive(text: pointer(.wheel, "began", x: x, t: t))
      t = t.nextUp
      _ = session.receive(text: pointer(.wheel, "moved", x: -x, t: t))
      t = t.nextUp
      _ = session.receive(text: pointer(.wheel, "ended", x: -x, t: t))
      let replies = session.receive(text: frame(t))
      #expect(replies.count == 1)
      if fling.isMultiple(of: 500) { expectFinite(session, "fling \(fling)") }
    }
    expectFinite(session)
    // Pacing moved the session's clock on, by at most |Δx| / maximum speed per sample.
    #expect(session.time <= 1 + 3_000 * 2e7 / PlaygroundSession.maximumPointerSpeed + 1)
    _ = session.receive(text: frame(session.time + 60))
    #expect(session.engine(of: .wheel).phase == .idle)
    var page = FakePage()
    try page.apply(session.receive(text: frame(session.time + 61))[0])
    page.checkContent(.wheel)
  }

  @Test func extremeButAcceptedValuesOnEveryDemoStayFinite() throws {
    var session = PlaygroundSession()
    let limit = ClientMessage.maximumCoordinate
    for kind in DemoKind.allCases {
      _ = session.receive(
        text: #"{"type":"configure","demo":"\#(kind.rawValue)","settings":{"count":1000,"isLooping":true,"#
          + #""snapping":"free","decelerationRate":\#(DecelerationRate.validRange.upperBound)}}"#)
      _ = session.receive(
        text: #"{"type":"resize","demo":"\#(kind.rawValue)","width":10000,"height":1}"#)
      var t = 0.0
      for x in [-limit, limit, -limit, Double.leastNonzeroMagnitude, limit] {
        _ = session.receive(text: pointer(kind, "began", x: x, t: t))
        _ = session.receive(text: pointer(kind, "moved", x: -x, t: t))
        _ = session.receive(text: pointer(kind, "ended", x: -x, t: t))
        t += 1e-300
      }
      _ = session.receive(text: frame(ClientMessage.maximumTime))
      _ = session.receive(text: #"{"type":"scroll","demo":"\#(kind.rawValue)","index":999,"animated":true}"#)
      _ = session.receive(text: frame(ClientMessage.maximumTime))
      expectFinite(session, "\(kind)")
    }
    #expect(session.refused == 0)
  }

  @Test func pacingKeepsRealSamplesAndSpacesImpossibleOnes() {
    var state = DemoState(kind: .banners, time: 0)
    func touch(_ phase: TouchEvent.Phase, _ x: Double, _ t: Double, y: Double = 100, finger: Int = 0) -> (
      point: CarouselPoint, time: Double
    ) {
      let paced = state.paced(phase, at: CarouselPoint(x: x, y: y), time: t, finger: finger)
      _ = state.handle(
        PointerSample(phase: phase, x: paced.point.x, y: paced.point.y, time: paced.time, finger: finger))
      return paced
    }
    #expect(touch(.began, 300, 1).time == 1)
    // A real sample (2 pt in 1 ms) is untouched.
    #expect(touch(.moved, 302, 1.001).time == 1.001)
    // A second finger is not paced (the driver ignores it).
    #expect(touch(.began, 0, 1.001.nextUp, finger: 5).time == 1.001.nextUp)
    // With a frame of the page at 1.01, 200 pt one ulp later is taken as 200 / 100,000 s
    // later (before the frame: real time); so is a move across the axis.
    state.advance(to: 1.01)
    let fast = touch(.moved, 102, 1.001.nextUp)
    #expect(fast.point.x == 102)
    #expect(abs(fast.time - (1.001 + 200 / PlaygroundSession.maximumPointerSpeed)) < 1e-12)
    let across = touch(.ended, 102, fast.time.nextUp, y: 400)
    #expect(abs(across.time - (fast.time + 300 / PlaygroundSession.maximumPointerSpeed)) < 1e-12)
    // A new gesture starts afresh.
    #expect(touch(.began, 0, 0.5).time == 0.5)
    // Beyond the latest time the page reported, the time stops there and the position is
    // limited instead: 10,000 pt 1 ms later (with nothing later reported) is 100 pt.
    var real = DemoState(kind: .banners, time: 0)
    _ = real.handle(PointerSample(phase: .began, x: 300, y: 100, time: 2))
    let limited = real.paced(.moved, at: CarouselPoint(x: 10_300, y: 100), time: 2.001, finger: 0)
    #expect(limited.time == 2.001)
    #expect(abs(limited.point.x - 400) < 1e-6)
    // Past the latest paced time the position is held back instead.
    var late = DemoState(kind: .wheel, time: 0)
    let end = PlaygroundSession.maximumPacedTime
    _ = late.handle(PointerSample(phase: .began, x: 0, y: 90, time: end))
    let held = late.paced(.moved, at: CarouselPoint(x: 1e7, y: 90), time: end, finger: 0)
    #expect(held.time == end)
    #expect(held.point.x == 0)
  }

  /// Issue 29: pacing never moves the clock past real time. Twenty ±10⁷-pt samples in
  /// 0.1 s each pushed the clock 200 s ahead, and the selector stayed frozen in its rubber
  /// band for an hour of real time; now the positions are limited instead, and the demo,
  /// within real time throughout, moves at every frame from the lift until it rests, within
  /// a second.
  @Test func pacingNeverMovesTheClockPastRealTime() throws {
    var session = PlaygroundSession()
    var page = FakePage()
    try page.apply(session.receive(text: frame(1))[0])
    _ = session.receive(text: pointer(.selector, "began", x: 200, t: 1))
    for i in 1...20 {
      let t = 1 + Double(i) * 0.005
      _ = session.receive(text: pointer(.selector, "moved", x: i.isMultiple(of: 2) ? 1e7 : -1e7, t: t))
      #expect(session.time <= t)
      #expect(session.engine(of: .selector).time <= t)
    }
    _ = session.receive(text: pointer(.selector, "ended", x: 1e7, t: 1.1))
    #expect(session.time <= 1.1)
    #expect(session.engine(of: .selector).time <= 1.1)
    var t = 1.1
    var offset = session.engine(of: .selector).unwrappedOffset
    var restedAt: Double?
    while restedAt == nil, t < 2.1 {
      t += 1.0 / 60
      try page.apply(session.receive(text: frame(t))[0])
      let engine = session.engine(of: .selector)
      #expect(engine.time <= t)
      #expect(engine.phase != .dragging)
      if engine.phase == .idle {
        restedAt = t
      } else {
        #expect(engine.unwrappedOffset != offset, "frozen at t = \(t)")
      }
      offset = engine.unwrappedOffset
    }
    #expect(restedAt != nil, "still moving a second after the lift")
    page.checkContent(.selector)
    expectFinite(session)
  }

  /// Issue 29: one frame at a bogus time (10⁹ s) does not hold the clock. The session's clock
  /// once stayed there, so that every later frame asked for that time and the selector never
  /// moved again; now the next frame sets the page's clock back, the driver re-bases the
  /// jump, and a drag moves the selector, which settles on another item at real time.
  @Test func aFrameFarInTheFutureDoesNotStopTheDemos() throws {
    var session = PlaygroundSession()
    var page = FakePage()
    try page.apply(session.receive(text: frame(1))[0])
    try page.apply(session.receive(text: frame(ClientMessage.maximumTime))[0])
    var t = 2.0
    try page.apply(session.receive(text: frame(t))[0])
    #expect(session.time == t)
    let start = session.engine(of: .selector).unwrappedOffset
    _ = session.receive(text: pointer(.selector, "began", x: 300, t: t))
    for i in 1...6 {
      t += 1.0 / 60
      _ = session.receive(text: pointer(.selector, "moved", x: 300 - 30 * Double(i), t: t))
      try page.apply(session.receive(text: frame(t))[0])
    }
    #expect(session.engine(of: .selector).unwrappedOffset > start + 100, "the drag moved nothing")
    _ = session.receive(text: pointer(.selector, "ended", x: 120, t: t))
    for _ in 0..<180 {
      t += 1.0 / 60
      try page.apply(session.receive(text: frame(t))[0])
    }
    let engine = session.engine(of: .selector)
    #expect(engine.phase == .idle)
    #expect((engine.currentIndex ?? 0) > 0)
    #expect(session.time == t)
    page.checkContent(.selector)
  }

  /// The 2-D pointer fields, keys and trace requests at their extremes, interleaved one ulp
  /// apart on every demo: nothing traps, the engines stay finite, every copied trace parses.
  @Test func twoDimensionalPointersKeysAndTracesAtTheExtremesDoNotTrap() throws {
    var session = PlaygroundSession()
    let extremes = [1e7, -1e7, 0, 1e-300, -1e-300, .leastNonzeroMagnitude]
    let fingers = [0, 1, -(1 << 31), 1 << 31]
    let phases = ["began", "moved", "moved", "ended", "began", "cancelled"]
    var t = 1.0
    var step = 0
    for kind in DemoKind.allCases {
      for x in extremes {
        for y in extremes {
          let phase = phases[step % phases.count]
          let finger = fingers[step % fingers.count]
          let target = step.isMultiple(of: 3) ? "control" : "content"
          step += 1
          t = step.isMultiple(of: 2) ? t.nextUp : t + 1 / 120
          _ = session.receive(
            text: #"{"type":"pointer","demo":"\#(kind.rawValue)","phase":"\#(phase)","x":\#(x),"y":\#(y),"#
              + #""pointerId":\#(finger),"target":"\#(target)","t":\#(t)}"#)
          if step.isMultiple(of: 5) {
            let key = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"][step % 4]
            _ = session.receive(text: #"{"type":"key","demo":"\#(kind.rawValue)","key":"\#(key)","t":\#(t)}"#)
          }
          if step.isMultiple(of: 7) {
            for text in session.receive(text: #"{"type":"trace","demo":"\#(kind.rawValue)"}"#) {
              _ = try reply(text)
            }
          }
          _ = session.receive(text: frame(t))
        }
      }
      expectFinite(session, "\(kind)")
    }
    _ = session.receive(text: frame(t + 60))
    expectFinite(session)
  }
}
