import CarouselCore
import Testing

@testable import CarouselTool

@Suite struct TraceTests {
  @Test func readsAValidTrace() throws {
    let trace = try Trace(
      json: """
        [{"t": 0, "x": 300, "y": 100, "phase": "began"},
         {"t": 0.008, "x": 290.5, "y": 100, "phase": "moved"},
         {"t": 0.008, "x": 290.5, "phase": "ended"}]
        """)
    #expect(trace.samples.count == 3)
    #expect(trace.samples[1] == Trace.Sample(time: 0.008, x: 290.5, y: 100, phase: .moved))
    #expect(trace.samples[2].y == 0, "y is optional")
    #expect(trace.duration == 0.008)
  }

  @Test func anEmptyTraceIsValid() throws {
    #expect(try Trace(json: "[]").samples.isEmpty)
  }

  @Test(arguments: [
    (
      "[{\"t\": 0, \"x\": 1, \"phase\": \"began\"}, {\"t\": 1e400, \"x\": 1, \"phase\": \"ended\"}]",
      "trace sample 1: \"t\" is 1e400, which is not a finite number"
    ),
    ("[{\"t\": 0, \"x\": NaN, \"phase\": \"began\"}]", "trace sample 0 \"x\": invalid value 'NaN'"),
    ("[{\"t\": 0, \"x\": 1, \"phase\": \"moved\"}]", "trace sample 0: \"moved\" before \"began\""),
    ("[{\"t\": 0, \"x\": 1, \"phase\": \"ended\"}]", "trace sample 0: \"ended\" before \"began\""),
    (
      "[{\"t\": 0.2, \"x\": 1, \"phase\": \"began\"}, {\"t\": 0.1, \"x\": 1, \"phase\": \"ended\"}]",
      "trace sample 1: time 0.1 is earlier than sample 0's time 0.2"
    ),
    (
      "[{\"t\": 0, \"x\": 1, \"phase\": \"began\"}, {\"t\": 0.1, \"x\": 1, \"phase\": \"began\"}]",
      "trace sample 1: \"began\" while the finger is already down since sample 0"
    ),
    ("[{\"t\": 0, \"x\": 1, \"phase\": \"began\"}]", "trace ends with the finger down: sample 0 began"),
    ("[{\"t\": 0, \"phase\": \"began\"}]", "trace sample 0: missing \"x\""),
    ("[{\"t\": \"0\", \"x\": 1, \"phase\": \"began\"}]", "trace sample 0: \"t\" must be a number"),
    ("[{\"t\": 0, \"x\": 1, \"phase\": \"lifted\"}]", "trace sample 0: unknown phase \"lifted\""),
    ("[{\"t\": -1, \"x\": 1, \"phase\": \"began\"}]", "trace sample 0: time -1.0 is negative"),
    ("[1]", "trace sample 0: must be an object"),
    ("{\"t\": 0}", "trace must be a JSON array"),
    ("[{\"t\": 0, \"x\": 1, \"phase\": \"began\"}", "trace is not valid JSON"),
    ("", "trace is not valid JSON"),
  ])
  func refusesInvalidTracesNamingTheSample(json: String, message: String) {
    let refusal = Trace.refusal(of: json)
    #expect(refusal?.hasPrefix(message) == true, "got \(refusal ?? "nil")")
  }
}

@Suite struct JSONValueTests {
  @Test func parsesEveryKindOfValue() throws {
    let value = try JSONValue.parse(#" {"a": [1, -2.5e1, true, false, null, "x\"\u00e9\n"], "b": {}} "#)
    #expect(
      value["a"]
        == .array([.number("1", 1), .number("-2.5e1", -25), .bool(true), .bool(false), .null, .string("x\"é\n")]))
    #expect(value["b"] == .object([]))
  }

  @Test func reportsThePathOfAnError() {
    do {
      _ = try JSONValue.parse(#"[{"t": 1}, {"t": 01x}]"#)
      Issue.record("should fail")
    } catch {
      #expect(error.path.first == .index(1))
    }
  }

  @Test func refusesDeepNestingAndTrailingText() {
    #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse(String(repeating: "[", count: 100)) }
    #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse("[] x") }
  }
}

@Suite struct JSONWriterTests {
  @Test func writesNumbersStably() {
    #expect(JSONWriter.number(0) == "0")
    #expect(JSONWriter.number(-0.0) == "0")
    #expect(JSONWriter.number(351) == "351")
    #expect(JSONWriter.number(-1.5) == "-1.5")
    #expect(JSONWriter.number(.nan) == "null")
    #expect(JSONWriter.string("a\"b\u{1}") == "\"a\\\"b\\u0001\"")
  }
}

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
