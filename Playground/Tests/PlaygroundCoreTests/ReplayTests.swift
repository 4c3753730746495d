@_spi(DriverEngine) @_spi(TrackTouchInput) import CarouselCore
import Foundation
import Testing

@testable import PlaygroundCore

/// The page's input through the driver (2-D pointers, cancel, keys), the events in the
/// frames, and the last gesture copied as a `carousel simulate` trace.
@Suite struct ReplayTests {
  func pointer2D(
    _ demo: DemoKind, _ phase: String, x: Double, y: Double, t: Double, id: Int = 1, target: String = "content"
  ) -> String {
    #"{"type":"pointer","demo":"\#(demo.rawValue)","phase":"\#(phase)","x":\#(x),"y":\#(y),"pointerId":\#(id),"target":"\#(target)","t":\#(t)}"#
  }

  /// Sends the samples `(x, y, t)` (the first `began`, the last `end`), then frames at 60 Hz
  /// until `until`; returns every event of the demo's frames, as `kind(index)` strings.
  func play(
    _ session: inout PlaygroundSession, _ demo: DemoKind, _ samples: [(Double, Double, Double)], end: String = "ended",
    target: String = "content", until: Double
  ) throws -> [String] {
    var events: [String] = []
    func collect(_ replies: [String]) throws {
      for text in replies {
        guard let state = try reply(text)["demos"]?[demo.rawValue], let list = state["events"]?.array else { continue }
        for event in list where event["kind"]?.string != "appeared" && event["kind"]?.string != "disappeared" {
          events.append(Self.describe(event))
        }
      }
    }
    for (i, s) in samples.enumerated() {
      let phase = i == 0 ? "began" : i == samples.count - 1 ? end : "moved"
      _ = session.receive(text: pointer2D(demo, phase, x: s.0, y: s.1, t: s.2, target: i == 0 ? target : "content"))
      try collect(session.receive(text: frame(s.2 + 0.004)))
    }
    var t = samples.last!.2 + 0.004
    while t < until {
      t += 1.0 / 60
      try collect(session.receive(text: frame(t)))
    }
    return events
  }

  static func describe(_ event: JSON) -> String {
    let kind = event["kind"]?.string ?? "?"
    if let index = event["index"]?.number { return "\(kind)(\(Int(index)))" }
    return kind
  }

  @Test func aHorizontalDragReportsItsEventsInTheFramesWithOneSettlePair() throws {
    var session = PlaygroundSession()
    let samples: [(Double, Double, Double)] = (0...12).map { i in
      let d = Double(i)
      return (300 - 20 * d, 100 + d / 2, 1 + d / 100)
    }
    let events = try play(&session, .banners, samples, until: 3)
    #expect(events == ["dragBegan", "currentIndex(1)", "dragEnded", "willSettle(1)", "didSettle(1)"])
  }

  @Test func aVerticalSwipeIsHandedOffAndTheCancelMovesNothing() throws {
    var session = PlaygroundSession()
    let samples: [(Double, Double, Double)] = (0...6).map { i in
      let d = Double(i)
      return (200 + d, 60 + 8 * d, 1 + d / 120)
    }
    let events = try play(&session, .banners, samples, end: "cancelled", until: 2)
    #expect(events == ["handedOff"])
    #expect(session.engine(of: .banners).unwrappedOffset == 0)
    let trace = try reply(session.receive(text: #"{"type":"trace","demo":"banners"}"#)[0])
    #expect(trace["reproducible"]?.bool == true)
    #expect(trace["trace"]?.array?.last?["phase"]?.string == "cancelled")
    #expect(trace["expected"]?["offsetMoved"]?.number == 0)
  }

  @Test func aTapOnAControlDoesNotSelectAndATapOnContentDoes() throws {
    var session = PlaygroundSession()
    let tap = [(187.5, 100.0, 1.0), (188.0, 101.0, 1.08)]
    #expect(try play(&session, .banners, tap, target: "control", until: 1.5) == [])
    #expect(try play(&session, .banners, tap.map { ($0.0, $0.1, $0.2 + 1) }, until: 2.5) == ["tap(0)"])
  }

  /// The second pointer never moves the content, and the first touch, having seen it, no
  /// longer taps (the driver's rule since the one door: a pinch is not a tap).
  @Test func aSecondPointerIsIgnoredAndTheFirstNoLongerTaps() throws {
    var session = PlaygroundSession()
    _ = session.receive(text: pointer2D(.banners, "began", x: 300, y: 100, t: 1, id: 1))
    _ = session.receive(text: pointer2D(.banners, "began", x: 100, y: 100, t: 1.01, id: 2))
    _ = session.receive(text: pointer2D(.banners, "moved", x: 20, y: 100, t: 1.02, id: 2))
    _ = session.receive(text: pointer2D(.banners, "ended", x: 20, y: 100, t: 1.03, id: 2))
    #expect(session.engine(of: .banners).unwrappedOffset == 0)
    _ = session.receive(text: pointer2D(.banners, "ended", x: 300, y: 100, t: 1.05, id: 1))
    let state = try reply(session.receive(text: frame(1.06))[0])["demos"]?["banners"]
    #expect(state?["events"]?.array?.map(Self.describe).filter { !$0.hasPrefix("appeared") } == [])
  }

  @Test func arrowKeysGoThroughTheDriver() throws {
    var session = PlaygroundSession()
    _ = session.receive(text: #"{"type":"key","demo":"banners","key":"ArrowRight","t":1}"#)
    _ = session.receive(text: #"{"type":"key","demo":"banners","key":"ArrowDown","t":1}"#)  // across: nothing
    var kinds: [String] = []
    var t = 1.0
    while t < 2 {
      t += 1.0 / 60
      let state = try reply(session.receive(text: frame(t))[0])["demos"]?["banners"]
      kinds += (state?["events"]?.array ?? []).map(Self.describe).filter { !$0.hasPrefix("appeared") }
    }
    #expect(kinds.filter { !$0.hasPrefix("disappeared") } == ["willSettle(1)", "currentIndex(1)", "didSettle(1)"])
    #expect(session.engine(of: .banners).currentIndex == 1)
  }

  @Test func theBannersCommandLineHasTheDemosSettings() throws {
    let arguments = try Replay.arguments(
      layout: DemoKind.banners.layout.base, settings: DemoKind.banners.defaultSettings,
      viewport: CarouselSize(width: 389.33, height: 200), index: 2
    ).get()
    #expect(
      Replay.commandLine(arguments)
        == "carousel simulate --layout linear --inset 16 --spacing 8 --axis horizontal --viewport 389.33x200"
        + " --count 8 --loop --snap paging --max-items-per-fling 1 --deceleration-rate 0.99 --spring-response 0.25"
        + " --spring-damping 1 --min-fling-speed 200 --index 2 --input touch --trace gesture.json --json")
  }

  @Test(arguments: DemoKind.allCases)
  func everyDemoHasACommandLineThatNamesItsLayout(kind: DemoKind) throws {
    let arguments = try Replay.arguments(
      layout: kind.layout.base, settings: kind.defaultSettings, viewport: kind.defaultViewport, index: 0
    ).get()
    let layout = arguments[arguments.firstIndex(of: "--layout")! + 1]
    let expected: [DemoKind: String] = [
      .banners: "linear", .selector: "linear", .cards: "cards", .wheel: "wheel", .pages: "pages", .fullpage: "linear",
    ]
    #expect(layout == expected[kind])
    #expect(arguments.contains("--input") && arguments.contains("touch"))
    if kind == .pages { #expect(arguments.contains("320,200,440,260,380") && arguments.contains("vertical")) }
    if kind == .wheel { #expect(arguments.contains("--visible-items") && arguments.contains("1.7")) }
    var autoplay = kind.defaultSettings
    autoplay.autoplay = true
    #expect(
      throws: ReplayProblem.self,
      performing: {
        try Replay.arguments(layout: kind.layout.base, settings: autoplay, viewport: kind.defaultViewport, index: 0)
          .get()
      })
  }

  /// The copied trace, replayed through a fresh driver as `carousel simulate --input touch`
  /// does (frames every 1/120 s), rests where the page did with the page's events.
  @Test(arguments: DemoKind.allCases)
  func theCopiedTraceReplaysToWhatThePageShowed(kind: DemoKind) throws {
    var session = PlaygroundSession(time: 1234.5)
    let axisX = kind.axis == .horizontal
    let samples = (0...10).map { i -> (Double, Double, Double) in
      let along = 300 - 22 * Double(i)
      return (axisX ? along : 150, axisX ? 90 : along, 1234.61 + Double(i) / 90)
    }
    _ = try play(&session, kind, samples, until: 1240)
    let trace = try reply(session.receive(text: #"{"type":"trace","demo":"\#(kind.rawValue)"}"#)[0])
    #expect(trace["reproducible"]?.bool == true, "\(trace["problem"] ?? .null)")
    #expect(trace["timeOrigin"]?.number == 1234)
    var driver = kind.makeDriver(settings: kind.defaultSettings, viewport: kind.defaultViewport, time: 0)
    var events: [String] = []
    let start = driver.unwrappedOffset
    var k = 0
    let list = trace["trace"]?.array ?? []
    var next = 0
    func record(_ e: ScrollEvents) {
      events += Reply.Event.list(e, at: 0).filter { $0.kind != .appeared && $0.kind != .disappeared }.map {
        $0.kind.rawValue + ($0.index.map { "(\($0))" } ?? "")
      }
    }
    while k < 120 * 30 {
      let t = Double(k) / 120
      while next < list.count, let time = list[next]["t"]?.number, time <= t {
        let s = list[next]
        let phase = TouchEvent.Phase(rawValue: s["phase"]!.string!)!
        record(
          driver.send(
            .input(
              .touch(
                TouchInput(
                  phase, at: CarouselPoint(x: s["x"]!.number!, y: s["y"]!.number!), time: time,
                  finger: Int(s["finger"]!.number!), target: TouchTarget(rawValue: s["target"]?.string ?? "content")!)))
          ).events)
        next += 1
      }
      record(driver.send(.frame(time: t)).events)
      if next == list.count, driver.state.phase == .idle, k > 0 { break }
      k += 1
    }
    let expected = (trace["expected"]?["events"]?.array ?? []).map(Self.describe).filter {
      !$0.hasPrefix("appeared") && !$0.hasPrefix("disappeared")
    }
    #expect(events == expected)
    #expect(expected.filter { $0.hasPrefix("willSettle") }.count == 1)
    #expect(driver.currentIndex.map(Double.init) == trace["expected"]?["index"]?.number)
    #expect(abs((driver.unwrappedOffset - start) - (trace["expected"]?["offsetMoved"]?.number ?? .nan)) < 1e-9)
  }

  @Test func aSettingChangedDuringTheGestureMakesItNotReproducible() throws {
    var session = PlaygroundSession()
    _ = session.receive(text: pointer2D(.cards, "began", x: 300, y: 100, t: 1))
    _ = session.receive(text: #"{"type":"configure","demo":"cards","settings":{"snapping":"nearest"},"t":1.01}"#)
    _ = session.receive(text: pointer2D(.cards, "ended", x: 300, y: 100, t: 1.02))
    _ = session.receive(text: frame(3))
    let trace = try reply(session.receive(text: #"{"type":"trace","demo":"cards"}"#)[0])
    #expect(trace["reproducible"]?.bool == false)
    #expect(trace["problem"]?.string?.contains("settings") == true)
    let none = try reply(session.receive(text: #"{"type":"trace","demo":"wheel"}"#)[0])
    #expect(none["problem"]?.string == "no gesture yet")
  }
}
