import CarouselCore
import Testing

@testable import PlaygroundEngine

/// The draws carry each item's effects (``ItemEffects``) to the page, which draws them as CSS
/// `filter: blur()` and `box-shadow` (render.js `place`).
@Suite struct UpdateBufferEffectsTests {
  /// CollectionViewPagingLayout's scale `.blur` in a 400-pt viewport at rest: the centre card
  /// sharp with the largest shadow (radius 13, offset (0, 6)), its neighbours one page away
  /// blurred min(1 × 0.2, 1) × 20 = 4 pt with the smallest (radius 2, offset (0, 2)),
  /// opacity 0.1 on both (ScaleLayoutTests' worked values).
  @Test func drawsCarryTheItemsEffects() throws {
    let buffer = UpdateBuffer.firstFrame(of: ScaleLayout(options: .blur))
    let draws = Int(buffer[.drawCount])
    #expect(draws >= 3)
    var effects: [Int: [Double]] = [:]
    for draw in 0..<draws {
      let at = UpdateBuffer.headerLength + draw * UpdateBuffer.drawLength
      func value(_ field: UpdateBuffer.Draw) -> Double { buffer.values[at + field.rawValue] }
      guard value(.command) != 0 else { continue }
      effects[Int(value(.index))] = [
        value(.blurRadius), value(.shadowOpacity), value(.shadowRadius), value(.shadowOffsetX), value(.shadowOffsetY),
      ]
    }
    #expect(effects[2] == [0, 0.1, 13, 0, 6])
    #expect(effects[1] == [4, 0.1, 2, 0, 2])
    #expect(effects[3] == [4, 0.1, 2, 0, 2])
  }
}
