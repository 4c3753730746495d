import CarouselCore
import Testing

@testable import CarouselTool

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
