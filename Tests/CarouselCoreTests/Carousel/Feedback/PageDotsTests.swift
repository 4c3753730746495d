import Testing

@testable import CarouselCore

@Suite struct PageDotsTests {
  @Test func fewItemsShowEveryDot() {
    #expect(PageDots.window(count: 5, current: 3, maximum: 7) == 0..<5)
    #expect(PageDots.window(count: 0, current: nil, maximum: 7) == 0..<0)
    #expect(PageDots.window(count: -3, current: 1, maximum: 7) == 0..<0)
  }

  @Test func manyItemsShowAWindowThatSlidesOnlyAtItsEnds() {
    var window = PageDots.window(count: 20, current: 0, maximum: 5)
    #expect(window == 0..<5)
    for current in 0..<20 {
      window = PageDots.window(count: 20, current: current, maximum: 5, previous: window)
      #expect(window.contains(current) && window.count == 5)
      if current <= 4 { #expect(window == 0..<5, "no slide until the window's end") }
    }
    #expect(window == 15..<20)
    // Back one: the window stays.
    #expect(PageDots.window(count: 20, current: 18, maximum: 5, previous: window) == 15..<20)
    // Looping from the last to the first jumps.
    #expect(PageDots.window(count: 20, current: 0, maximum: 5, previous: window) == 0..<5)
    #expect(PageDots.window(count: 20, current: 500, maximum: 0) == 19..<20)
  }
}
