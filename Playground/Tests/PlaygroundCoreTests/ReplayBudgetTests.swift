import CarouselCore
import Testing

@testable import PlaygroundCore

/// Issue 20: "Copy as trace" says what `carousel simulate` would refuse, and a recording is
/// bounded.
@Suite("Replay budget")
struct ReplayBudgetTests {
  func trace(_ session: inout PlaygroundSession, _ demo: DemoKind) throws -> JSON {
    try reply(session.receive(text: #"{"type":"trace","demo":"\#(demo.rawValue)"}"#)[0])
  }

  /// Reproducer 8: moves paced to t = 699.999 s of the trace are refused by the tool (600 s),
  /// so the trace says it is not reproducible, and why.
  @Test func aTraceLaterThanTheToolsLimitIsNotReproducible() throws {
    var session = PlaygroundSession()
    _ = session.receive(text: frame(1))
    _ = session.receive(text: pointer(.banners, "began", x: 200, t: 1))
    for k in 1...20 { _ = session.receive(text: pointer(.banners, "moved", x: 200 - Double(k), t: 1 + 35 * Double(k))) }
    _ = session.receive(text: pointer(.banners, "moved", x: 170, t: 700.999))
    _ = session.receive(text: pointer(.banners, "ended", x: 170, t: 700.999))
    _ = session.receive(text: frame(720))
    let copied = try trace(&session, .banners)
    #expect(copied["reproducible"]?.bool == false)
    #expect(copied["problem"]?.string?.contains("later than 600 s") == true, "\(copied["problem"] ?? .null)")
    // (Pacing moves the last sample 10 pt / 100,000 pt/s later.)
    #expect((copied["trace"]?.array?.last?["t"]?.number ?? 0) > 699.999)
  }

  /// The same gesture within the limit is reproducible (the check is not stricter than the tool).
  @Test func aTraceWithinTheToolsLimitsIsReproducible() throws {
    var session = PlaygroundSession()
    _ = session.receive(text: frame(1))
    _ = session.receive(text: pointer(.banners, "began", x: 200, t: 1))
    _ = session.receive(text: pointer(.banners, "moved", x: 170, t: 599.5))
    _ = session.receive(text: pointer(.banners, "ended", x: 170, t: 599.5))
    _ = session.receive(text: frame(620))
    let copied = try trace(&session, .banners)
    #expect(copied["reproducible"]?.bool == true, "\(copied["problem"] ?? .null)")
  }

  /// Reproducer 3: a gesture past the recording's limits keeps no samples or events (its
  /// memory returns), only the reason; a trace reply stays small.
  @Test func aRecordingPastItsLimitsDropsItsText() throws {
    var session = PlaygroundSession()
    _ = session.receive(text: frame(1))
    _ = session.receive(text: pointer(.banners, "began", x: 200, t: 1))
    var t = 1.0
    for k in 0..<(GestureRecording.maximumSamples + 10) {
      t += 0.001
      _ = session.receive(text: pointer(.banners, "moved", x: 200 + Double(k % 3), t: t))
    }
    _ = session.receive(text: pointer(.banners, "ended", x: 200, t: t))
    _ = session.receive(text: frame(t + 100))
    let text = session.receive(text: #"{"type":"trace","demo":"banners"}"#)[0]
    #expect(text.utf8.count < 4_096)
    let copied = try reply(text)
    #expect(copied["reproducible"]?.bool == false)
    #expect(copied["problem"]?.string?.contains("4096") == true, "\(copied["problem"] ?? .null)")
    #expect(copied["trace"]?.array?.isEmpty == true)
  }
}
