import CarouselCore
import Testing

@testable import PlaygroundEngine

@Suite("The page's carousels")
struct PlaygroundTests {
  @Test(arguments: DemoKind.allCases)
  func aNewCarouselDrawsItsVisibleItems(_ kind: DemoKind) {
    var playground = Playground()
    let number = playground.create(kind, viewport: kind.defaultViewport, time: 1)
    #expect(number == 0)
    #expect(playground.buffer[.slotCount] > 0)
    #expect(playground.buffer[.drawCount] == playground.buffer[.slotCount])
  }
}
