import CarouselCore
import Testing

@testable import CarouselTool

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
