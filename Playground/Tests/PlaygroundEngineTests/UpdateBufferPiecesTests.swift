import CarouselCore
import Testing

@testable import PlaygroundEngine

/// The draws carry a sliced item's pieces to the page (``ItemAttributes/pieces``), which draws
/// each as a clipped copy of the item (render.js `placePieces`).
@Suite struct UpdateBufferPiecesTests {
  /// CollectionViewPagingLayout's snapshot `.grid` (10 rows of 18 pt, 4 columns of 70 pt) in a
  /// 400 × 300 viewport at rest on item 2: the centre card (280 × 180) whole, its neighbours
  /// one page away (progress ±1) as 40 pieces each, listed after the events in draw order.
  /// Piece 13 of item 1 (progress −1; row 3, column 1), by hand: the row mirror factor of row 3
  /// of 10 is −(5 − 3 − ½) = −1.5, the column mirror of column 1 of 4 is −(2 − 1 − ½) = −0.5,
  /// so the move is (−1.8 · −0.5, −1.8 · −1.5) = (0.9, 2.7) pieces = (63, 48.6) pt; its
  /// rectangle (70, 54) 70 × 18 has its centre at (105, 63), drawn at (168, 111.6); scales
  /// 1 − 0.8 = 0.2, alpha 1, radius 1 · min(70, 18) = 18.
  @Test func drawsCarryTheSlicedItemsPieces() throws {
    let buffer = UpdateBuffer.firstFrame(of: SnapshotLayout(options: .grid))
    let draws = Int(buffer[.drawCount])
    let events = Int(buffer[.eventCount])
    #expect(buffer[.pieceCount] == 80)
    let base = UpdateBuffer.headerLength + draws * UpdateBuffer.drawLength + events * UpdateBuffer.eventLength
    var starts: [Int: (start: Double, count: Double)] = [:]
    var next = 0.0
    for draw in 0..<draws {
      let at = UpdateBuffer.headerLength + draw * UpdateBuffer.drawLength
      func value(_ field: UpdateBuffer.Draw) -> Double { buffer.values[at + field.rawValue] }
      guard value(.command) != 0 else { continue }
      starts[Int(value(.index))] = (value(.pieceStart), value(.pieceCount))
      if value(.pieceCount) > 0 {
        // Each sliced draw's pieces follow the previous one's.
        #expect(value(.pieceStart) == next)
        next += value(.pieceCount)
      }
    }
    #expect(starts[2]?.start == -1 && starts[2]?.count == 0)
    #expect(starts[1]?.count == 40 && starts[3]?.count == 40)
    let start = try #require(starts[1]).start
    let at = base + (Int(start) + 13) * UpdateBuffer.pieceLength
    let piece = UpdateBuffer.Piece.allCases.map { buffer.values[at + $0.rawValue] }
    let expected = [70, 54, 70, 18, 168, 111.6, 0.2, 0.2, 1, 18]
    #expect(zip(piece, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(piece)")
  }
}

extension UpdateBuffer {
  /// The buffer after the first frame of 5 items at rest on item 2 in a 400 × 300 viewport.
  static func firstFrame(of layout: some CarouselLayout) -> UpdateBuffer {
    let configuration = CarouselConfiguration(
      layout: AnyCarouselLayout(layout), viewport: CarouselSize(width: 400, height: 300))
    var driver = CarouselDriver(configuration, count: 5, index: 2, time: 0)
    let update = driver.send(.frame(time: 0))
    var buffer = UpdateBuffer()
    buffer.write(update, demo: 0, state: driver.state, configuration: configuration)
    return buffer
  }
}
