import Testing

@testable import CarouselCore

// What a front end that cuts a sliced item's pieces from one snapshot of its view needs from the
// core: each piece's centre as drawn and contents rectangle, and when to take a new snapshot.
// A 400 × 300 viewport: the snapshot cards are 0.7 × 400 = 280 by 0.6 × 300 = 180 pt, one page
// is 400 pt (item k's progress at offset o is k − o/400).

@Suite struct PieceSnapshotTests {
  static let viewport = CarouselSize(width: 400, height: 300)

  /// Item 0 of 10 at progress `q`.
  static func item(_ options: SnapshotLayout.Options = .grid, progress q: Double) -> ItemAttributes? {
    SnapshotLayout(options: options).attributes(at: 0, offset: -400 * q, count: 10, viewport: viewport)
  }

  /// `.fade` (1 column, 10 rows of 18 pt) at progress −1, piece 5: the worked values of
  /// SnapshotLayoutTests.piecesAtWorkedProgress give frame (0, 90)–(280, 108) moved by
  /// (0, 0.9); its centre is (140, 99 + 0.9) = (140, 99.9), its contents rectangle
  /// (0/280, 90/180)–(280/280, 108/180) = (0, 0.5)–(1, 0.6) (by hand).
  @Test func centreAndContentsRectAtWorkedValues() throws {
    let layout = SnapshotLayout(options: .fade)
    let item = try #require(Self.item(.fade, progress: -1))
    let piece = try #require(layout.piece(5, of: item))
    #expect(abs(piece.center.x - 140) < 1e-9 && abs(piece.center.y - 99.9) < 1e-9)
    let rect = piece.contentsRect(itemSize: item.size)
    #expect(abs(rect.minX) < 1e-12 && abs(rect.minY - 0.5) < 1e-12)
    #expect(abs(rect.maxX - 1) < 1e-12 && abs(rect.maxY - 0.6) < 1e-12)
  }

  /// `.grid` (4 columns of 70 pt, 10 rows of 18 pt), piece 13 (row 3, column 1): contents
  /// (70/280, 54/180)–(140/280, 72/180) = (0.25, 0.3)–(0.5, 0.4) (by hand); the pieces tile
  /// the unit square (their areas add up to 1).
  @Test func contentsRectsTileTheUnitSquare() throws {
    let layout = SnapshotLayout(options: .grid)
    let item = try #require(Self.item(progress: 0.5))
    let rect = try #require(layout.piece(13, of: item)).contentsRect(itemSize: item.size)
    #expect(abs(rect.minX - 0.25) < 1e-12 && abs(rect.minY - 0.3) < 1e-12)
    #expect(abs(rect.maxX - 0.5) < 1e-12 && abs(rect.maxY - 0.4) < 1e-12)
    var area = 0.0
    for i in 0..<40 {
      let r = try #require(layout.piece(i, of: item)).contentsRect(itemSize: item.size)
      area += (r.maxX - r.minX) * (r.maxY - r.minY)
    }
    #expect(abs(area - 1) < 1e-12)
  }

  /// Right to left (``ItemAttributes/mirrored(in:)``): `.grid`'s piece 13 at progress −1 (row 3,
  /// column 1 of 4 columns 70 pt wide in a 280-pt card) cuts (280 − 140, 280 − 70) = (140, 210)
  /// across instead of (70, 140), and moves across by −63 instead of 63 (the worked move of
  /// UpdateBufferPiecesTests: 0.9 pieces of 70 pt); everything else is the same. Mirrored
  /// twice, the piece is the left-to-right one again.
  @Test func mirroredPiecesMirrorTheirRectangleAndMoveAcross() throws {
    let layout = SnapshotLayout(options: .grid)
    let item = try #require(Self.item(progress: -1))
    let mirrored = item.mirrored(in: Self.viewport)
    #expect(mirrored.pieces?.isMirrored == true && item.pieces?.isMirrored == false)
    let piece = try #require(layout.piece(13, of: item))
    let flipped = try #require(layout.piece(13, of: mirrored))
    #expect(abs(piece.frame.minX - 70) < 1e-9 && abs(piece.frame.maxX - 140) < 1e-9)
    #expect(abs(piece.translationX - 63) < 1e-9)
    #expect(abs(flipped.frame.minX - 140) < 1e-9 && abs(flipped.frame.maxX - 210) < 1e-9)
    #expect(abs(flipped.translationX + 63) < 1e-9)
    #expect(flipped.frame.minY == piece.frame.minY && flipped.frame.maxY == piece.frame.maxY)
    #expect(flipped.translationY == piece.translationY && flipped.scaleX == piece.scaleX)
    #expect(flipped.alpha == piece.alpha && flipped.cornerRadius == piece.cornerRadius)
    #expect(layout.piece(13, of: mirrored.mirrored(in: Self.viewport)) == piece)
  }

  /// A size with no area, NaN or infinite gives the empty contents rectangle, never NaN.
  @Test(arguments: [0, -5, Double.nan, .infinity])
  func contentsRectOfABadSizeIsEmpty(width: Double) throws {
    let piece = ItemPiece(
      frame: CarouselRect(minX: 0, minY: 0, maxX: 10, maxY: 10), translationX: 0, translationY: 0, scaleX: 1,
      scaleY: 1, alpha: 1, cornerRadius: 0)
    let rect = piece.contentsRect(itemSize: CarouselSize(width: width, height: 100))
    #expect(rect == CarouselRect(minX: 0, minY: 0, maxX: 0, maxY: 0))
  }

  /// The steps by name: hidden, at rest, no area → whole; nothing held, content changed, a
  /// new grid or size → take; the same snapshot → keep.
  @Test func stepsByName() throws {
    let moving = try #require(Self.item(progress: 0.5))
    let held = try #require(PieceSnapshot(moving))
    #expect(held == PieceSnapshot(moving) && held.rows == 10 && held.columns == 4)
    #expect(held.width == 280 && held.height == 180)
    #expect(PieceSnapshot.step(for: nil, contentChanged: true, holding: held) == .whole)
    #expect(PieceSnapshot.step(for: Self.item(progress: 0), contentChanged: false, holding: held) == .whole)
    var flat = moving
    flat.size.height = 0
    #expect(PieceSnapshot.step(for: flat, contentChanged: false, holding: nil) == .whole)
    flat.size.height = .nan
    #expect(PieceSnapshot.step(for: flat, contentChanged: false, holding: nil) == .whole)
    #expect(PieceSnapshot.step(for: moving, contentChanged: false, holding: nil) == .take(held))
    #expect(PieceSnapshot.step(for: moving, contentChanged: true, holding: held) == .take(held))
    #expect(PieceSnapshot.step(for: moving, contentChanged: false, holding: held) == .keep)
    // Further along: the same grid and size, so the same snapshot.
    #expect(PieceSnapshot.step(for: Self.item(progress: -0.9), contentChanged: false, holding: held) == .keep)
    let other = try #require(Self.item(.fade, progress: 0.5))
    #expect(PieceSnapshot.step(for: other, contentChanged: false, holding: held) == .take(PieceSnapshot(other)!))
    var wider = moving
    wider.size.width = 300
    #expect(PieceSnapshot.step(for: wider, contentChanged: false, holding: held) == .take(PieceSnapshot(wider)!))
  }

  /// Through the driver: a front end that follows the steps on every draw of a scroll from
  /// item 0 to item 1 snapshots each item once per stretch it stays sliced: item 1, off centre
  /// from the start, on the first frame; item 0 when it leaves the centre; item 1 is shown
  /// whole again when it comes to rest. No frame takes a snapshot for a slot it keeps.
  @Test func aScrollSnapshotsEachItemOncePerSlicedStretch() {
    let configuration = CarouselConfiguration(
      layout: AnyCarouselLayout(.snapshot(.grid)), viewport: Self.viewport, behavior: .carousel,
      inputRules: .uiKit)
    var driver = CarouselDriver(configuration, count: 5, time: 0)
    var held: [PieceSnapshot?] = []
    var shows: [Int] = []
    var takes: [Int: Int] = [:]
    var wholeAtEnd: [Int: Bool] = [:]
    func apply(_ frame: CarouselFrame) {
      while held.count < frame.slotCount { held.append(nil) }
      for draw in frame.draws {
        let item = frame.attributes(of: draw)
        if let item { shows.append(item.index) }
        switch PieceSnapshot.step(for: item, contentChanged: draw.isAssigned, holding: held[draw.slot]) {
        case .whole:
          held[draw.slot] = nil
          if let item { wholeAtEnd[item.index] = true }
        case .take(let snapshot):
          held[draw.slot] = snapshot
          if let item {
            takes[item.index, default: 0] += 1
            wholeAtEnd[item.index] = false
          }
        case .keep:
          #expect(held[draw.slot] != nil)
          if let item { wholeAtEnd[item.index] = false }
        }
      }
    }
    apply(driver.send(.frame(time: 0)).frame)
    #expect(takes == [1: 1] && wholeAtEnd[0] == true)
    apply(driver.send(.input(.scroll(toIndex: 1, animated: true, time: 0))).frame)
    var time = 0.0
    while driver.state.phase != .idle && time < 3 {
      time += 1 / 60
      apply(driver.send(.frame(time: time)).frame)
    }
    #expect(driver.state.phase == .idle)
    #expect(shows.count > 60)
    // Item 0 once when it left the centre, item 1 once at the start, item 2 once when it came
    // into the window; item 1 whole at rest.
    #expect(takes[0] == 1 && takes[1] == 1 && takes[2] == 1)
    #expect(wholeAtEnd[1] == true && wholeAtEnd[0] == false)
  }
}
