import CarouselCore
import CarouselTrace
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
    #expect(trace.samples[1] == TraceSample(time: 0.008, x: 290.5, y: 100, phase: .moved))
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
