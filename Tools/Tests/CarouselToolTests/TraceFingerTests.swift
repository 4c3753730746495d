import CarouselCore
import Testing

@testable import CarouselTool

@Suite struct TraceFingerTests {
  @Test func readsFingersAndTargetsAndFollowsEachFingersTouch() throws {
    let trace = try Trace(
      json: """
        [{"t": 0, "x": 300, "y": 100, "phase": "began", "finger": 3, "target": "control"},
         {"t": 0.01, "x": 100, "y": 100, "phase": "began", "finger": 4},
         {"t": 0.02, "x": 100, "y": 100, "phase": "cancelled", "finger": 4},
         {"t": 0.03, "x": 290, "y": 100, "phase": "ended", "finger": 3}]
        """)
    #expect(trace.samples[0].finger == 3 && trace.samples[0].target == .control)
    #expect(trace.samples[1].finger == 4 && trace.samples[1].target == .content)
    #expect(trace.samples[2].phase == .cancelled)
  }

  @Test func readsThePansDecisions() throws {
    let trace = try Trace(
      json: """
        [{"t": 0, "x": 300, "phase": "began"},
         {"t": 0.01, "x": 290, "phase": "moved", "pan": "began"},
         {"t": 0.02, "x": 280, "phase": "moved", "pan": "cancelled"},
         {"t": 0.03, "x": 270, "phase": "ended", "pan": "failed"}]
        """)
    #expect(trace.samples.map(\.pan) == [nil, .began, .cancelled, .failed])
  }

  @Test(arguments: [#""pan": "ended""#, #""pan": 1"#, #""pan": null"#, #""pan": "Began""#])
  func refusesABadPanNamingTheSample(field: String) {
    let text = #"[{"t": 0, "x": 1, "phase": "began"}, {"t": 1, "x": 1, "phase": "ended", "# + field + "}]"
    do {
      _ = try Trace(json: text)
      Issue.record("accepted \(field)")
    } catch {
      #expect(error.message == #"trace sample 1: "pan" must be "began", "failed" or "cancelled""#)
    }
  }

  @Test(arguments: [
    (#"[{"t": 0, "x": 1, "phase": "began", "finger": 1.5}, {"t": 1, "x": 1, "phase": "ended"}]"#, "trace sample 0"),
    (#"[{"t": 0, "x": 1, "phase": "began", "target": "knob"}, {"t": 1, "x": 1, "phase": "ended"}]"#, "trace sample 0"),
    (#"[{"t": 0, "x": 1, "phase": "began", "finger": 1}, {"t": 1, "x": 1, "phase": "ended"}]"#, "trace sample 1"),
    (
      #"[{"t": 0, "x": 1, "phase": "began", "finger": 1}, {"t": 1, "x": 1, "phase": "began", "finger": 1}]"#,
      "sample 1"
    ),
  ])
  func refusesBadFingersAndTargetsNamingTheSample(text: String, named: String) {
    #expect(throws: Trace.InvalidTrace.self) { try Trace(json: text) }
    do {
      _ = try Trace(json: text)
    } catch {
      #expect(error.message.contains(named), "\(error.message)")
    }
  }
}
