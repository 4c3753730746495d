@_spi(DriverEngine) @_spi(TrackTouchInput) import CarouselCore
import Testing

@testable import CarouselTool

@Suite struct ArgumentMessageTests {
  @Test(arguments: [(["--count", "-1"], "--count must be ≥ 0"), (["--index", "-2"], "--index must be in")])
  func negativeNumbersGetTheRangeMessage(arguments: [String], message: String) {
    do {
      _ = try CarouselOptions.parse(arguments)
      Issue.record("accepted \(arguments)")
    } catch {
      #expect(CarouselOptions.message(for: error).contains(message))
    }
  }
}
