import RealModule
import Testing

@_spi(DriverEngine) @testable import CarouselCore

/// The vertical looks (``VerticalLayout``) against each anchor's own vertical formula.
///
/// iCarousel: the worked values were computed with a short python3 script that composes
/// iCarousel.m's `-transformForItemViewWithOffset:` `_vertical` branches as Core Animation
/// does (row vectors, `CATransform3DTranslate`/`Rotate(t, …)` = op · t, rotation about the axis
/// as `CATransform3DMakeRotation`) and reads the item's centre (x = W/2 + m41, y = H/2 + m42),
/// depth (m43) and turn (m22, m23, m32, m33) from the product. `_itemWidth` is the item's
/// height when vertical (iCarousel.m: `_itemWidth = _vertical ? view.bounds.size.height : …`),
/// so a look's item width runs along y. Viewport 300 × 390, d = the item's distance from the
/// centre in items (item 0 at offset −d · p).
@Suite struct VerticalICarouselTests {
  static let viewport = CarouselSize(width: 300, height: 390)

  static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

  static func item(_ layout: some CarouselLayout, pitch p: Double, d: Double) -> ItemAttributes? {
    layout.attributes(at: 0, offset: -d * p, count: 5, viewport: viewport)
  }

  /// A 3D item: centre (150, y), depth z, a turn about x only (m11 = 1).
  static func check(
    _ item: ItemAttributes?, y: Double, z: Double, m22: Double, m23: Double, m32: Double, m33: Double
  ) throws {
    let item = try #require(item)
    let t = try #require(item.transform)
    #expect(item.center.x == 150 && close(item.center.y, y), "\(item.center)")
    #expect(close(t.m43, z), "z \(t.m43)")
    #expect(close(t.m22, m22) && close(t.m23, m23) && close(t.m32, m32) && close(t.m33, m33), "\(t)")
    #expect(t.m11 == 1 && t.m12 == 0 && t.m13 == 0 && t.m21 == 0 && t.m31 == 0 && t.m41 == 0 && t.m42 == 0)
    #expect(item.rotation == 0)
  }

  /// `.rotary().vertical()` (RotaryLayout is iCarousel's cylinder composition with spacing in
  /// points): w = 0.4 × 390 = 156 along y, p = 166, N = 10, r = 83 / tan(π/10); iCarousel's
  /// vertical cylinder (translate −r, rotate by θ about (−1, 0, 0), translate r), radius and
  /// angle negated when inverted.
  @Test(arguments: [
    // inverted, d, y, z, m22, m23, m32, m33
    (false, 0.0, 195.0, 0.0, 1.0, 0.0, 0.0, 1.0),
    (false, 0.3, 242.866132127, -4.524681657, 0.982287251, -0.187381315, 0.187381315, 0.982287251),
    (false, 1, 345.148410533, -48.78617594, 0.809016994, -0.587785252, 0.587785252, 0.809016994),
    (false, -1, 44.851589467, -48.78617594, 0.809016994, 0.587785252, -0.587785252, 0.809016994),
    (true, 0.3, 242.866132127, 4.524681657, 0.982287251, 0.187381315, -0.187381315, 0.982287251),
    (true, 1, 345.148410533, 48.78617594, 0.809016994, 0.587785252, -0.587785252, 0.809016994),
    (true, -1, 44.851589467, 48.78617594, 0.809016994, -0.587785252, 0.587785252, 0.809016994),
  ])
  func rotary(inverted: Bool, d: Double, y: Double, z: Double, m22: Double, m23: Double, m32: Double, m33: Double)
    throws
  {
    let layout = RotaryLayout.rotary(inverted: inverted).vertical()
    let item = Self.item(layout, pitch: 166, d: d)
    try Self.check(item, y: y, z: z, m22: m22, m23: m23, m32: m32, m33: m33)
    #expect(item?.size.height == 156, "the item width runs along y")
    #expect(Self.close(item!.zIndex, inverted ? -m22 : m22), "nearer items above")
    #expect(layout.axis == .vertical && layout.mapping == .transposed && layout.perspective == 600)
  }

  /// `.cylinder().vertical()`: w = 156, p = 156, N = 12, r = 78 / tan(π/12) (iCarousel's
  /// `+ 0.01` left out, as the horizontal cylinder does).
  @Test(arguments: [
    (false, 0.3, 240.538066984, -3.583923597, 0.987688341, -0.156434465, 0.156434465, 0.987688341),
    (false, 1, 340.549981495, -39.0, 0.866025404, -0.5, 0.5, 0.866025404),
    (false, -2, -57.09996299, -145.549981495, 0.5, 0.866025404, -0.866025404, 0.5),
    (true, 0.3, 240.538066984, 3.583923597, 0.987688341, 0.156434465, -0.156434465, 0.987688341),
    (true, 1, 340.549981495, 39.0, 0.866025404, 0.5, -0.5, 0.866025404),
    (true, 0, 195, 0, 1, 0, 0, 1),
  ])
  func cylinder(inverted: Bool, d: Double, y: Double, z: Double, m22: Double, m23: Double, m32: Double, m33: Double)
    throws
  {
    let layout = CylinderLayout.cylinder(inverted: inverted).vertical()
    try Self.check(Self.item(layout, pitch: 156, d: d), y: y, z: z, m22: m22, m23: m23, m32: m32, m33: m33)
  }

  /// `.ring().vertical()` is iCarousel's vertical wheel: translate (−r, 0), rotate by α about z,
  /// translate (r, 0) (inverted: r and α negated), r = 156 × 12 / 2π: the wheel's centre left
  /// of the items (inverted: right), turned by α (clockwise on screen), not a transpose.
  @Test(arguments: [
    // inverted, d, x, y, rotation
    (false, 0.0, 150.0, 195.0, 0.0),
    (false, 0.3, 146.331888162, 241.607780009, 0.157079633),
    (false, 1, 110.083869589, 343.969026734, 0.523598776),
    (false, -2, 1.030973266, -63.021923057, -1.047197551),
    (true, 0.3, 153.668111838, 241.607780009, -0.157079633),
    (true, 1, 189.916130411, 343.969026734, -0.523598776),
    (true, -2, 298.969026734, -63.021923057, 1.047197551),
  ])
  func ring(inverted: Bool, d: Double, x: Double, y: Double, rotation: Double) throws {
    let layout = RingLayout.ring(inverted: inverted).vertical()
    #expect(layout.mapping == .quarterTurn)
    let item = try #require(Self.item(layout, pitch: 156, d: d))
    #expect(Self.close(item.center.x, x) && Self.close(item.center.y, y), "\(item.center)")
    #expect(Self.close(item.rotation, rotation) && item.transform == nil && Self.close(item.zIndex, d))
  }

  /// `.timeMachine().vertical()`: w = 0.5 × 390 = 195, tilt 0.3, spacing 1: iCarousel moves the
  /// item by (0, d · w · tilt, d · w · spacing) (inverted: tilt and offset negated; iCarousel
  /// negates them once more only on macOS).
  @Test(arguments: [
    (false, 0.0, 195.0, 0.0, 1.0),
    (false, 0.3, 212.55, 58.5, 0.7),
    (false, -2, 78.0, -390.0, 1),
    (true, 0.3, 212.55, -58.5, 1),
    (true, 1, 253.5, -195.0, 1),
    (true, -0.5, 165.75, 97.5, 0.5),
  ])
  func timeMachine(inverted: Bool, d: Double, y: Double, z: Double, alpha: Double) throws {
    let layout = TimeMachineLayout.timeMachine(inverted: inverted).vertical()
    let item = try #require(Self.item(layout, pitch: 195, d: d))
    let t = try #require(item.transform)
    #expect(item.center.x == 150 && Self.close(item.center.y, y), "\(item.center)")
    #expect(Self.close(t.m43, z) && t.m41 == 0 && t.m42 == 0 && Self.close(item.alpha, alpha))
  }

  /// Cover flow, CoverFlowLayout(sideSpacing: 0.3, tilt: π/2), w = 0.5 × 390 = 195: iCarousel's
  /// vertical cover flow moves the item by (0, x, −|c| · w/2) with x = (c · tilt/2 + s · spacing)
  /// · w and turns it by −c · π/2 · tilt about (−1, 0, 0). At iCarousel's tilt 1 its x is
  /// CoverFlowLayout's (c/2 + s · sideSpacing) · w; the turn is computed here with
  /// CoverFlowLayout's own angle, +c · tilt (CoverFlowLayout turns its side items the other way
  /// from iCarousel's −c · π/2 · tilt, horizontally too: that is its look, not this wrapper's),
  /// about iCarousel's vertical axis (−1, 0, 0).
  @Test(arguments: [
    (0.3, 241.8, -29.25, 0.891006524, -0.4539905, 0.4539905, 0.891006524),
    (-0.3, 148.2, -29.25, 0.891006524, 0.4539905, -0.4539905, 0.891006524),
    (0.6, 288.6, -58.5, 0.587785252, -0.809016994, 0.809016994, 0.587785252),
    (-2, -19.5, -97.5, 0, 1, -1, 0),
  ])
  func coverFlow(d: Double, y: Double, z: Double, m22: Double, m23: Double, m32: Double, m33: Double) throws {
    let layout = CoverFlowLayout(sideSpacing: 0.3, tilt: Double.pi / 2).vertical()
    try Self.check(Self.item(layout, pitch: 195, d: d), y: y, z: z, m22: m22, m23: m23, m32: m32, m33: m33)
  }
}

/// FSPagerView's transformers with `scrollDirection = .vertical`, against
/// FSPagerViewTransformer.swift's `applyTransform(to:)` `.vertical` cases, computed with a short
/// python3 transcription: viewport 300 × 390, items 200 wide and 0.6 × 390 = 234 tall (the
/// transposed `itemSize`), spacing 0 so itemSpacing p = 234, FSPagerView's `position` s (item 0
/// at offset −s · p), item centre before the transform (150, 195 + s · p).
@Suite struct VerticalPagerTests {
  static let viewport = CarouselSize(width: 300, height: 390)

  static func item(_ style: PagerTransformLayout.Style, s: Double) -> ItemAttributes? {
    PagerTransformLayout.pager(style, itemSize: .fraction(0.6), itemHeight: 200).vertical()
      .attributes(at: 0, offset: -s * 234, count: 5, viewport: viewport)
  }

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 }

  /// Cross fading: ty = −p · s, alpha 1 − |s|.
  @Test(arguments: [(0.0, 1.0), (0.25, 0.75), (-0.5, 0.5), (0.9, 0.1)])
  func crossFading(s: Double, alpha: Double) throws {
    let item = try #require(Self.item(.crossFading, s: s))
    #expect(item.center.x == 150 && Self.close(item.center.y, 195) && Self.close(item.alpha, alpha))
    #expect(item.size == CarouselSize(width: 200, height: 234))
  }

  /// Zoom out: scale max(0.85, 1 − |s|), margins horz = 200 (1 − scale)/2, vert = p (1 − scale)/2,
  /// ty = vert − 2 horz (s < 0) or −vert + 2 horz, alpha 0.6 + (scale − 0.85)/0.15 × 0.4.
  @Test(arguments: [
    (0.0, 195.0, 1.0, 1.0), (0.25, 265.95, 0.85, 0.6), (-0.4, 88.95, 0.85, 0.6), (0.1, 226.7, 0.9, 0.733333333),
  ])
  func zoomOut(s: Double, y: Double, scale: Double, alpha: Double) throws {
    let item = try #require(Self.item(.zoomOut, s: s))
    #expect(item.center.x == 150 && Self.close(item.center.y, y), "\(item.center)")
    #expect(Self.close(item.scale, scale) && Self.close(item.alpha, alpha))
  }

  /// Depth: s ≤ 0 slides (alpha 1, zIndex above); 0 < s < 1 stays at the centre (ty = −p · s),
  /// scale 0.5 + 0.5 (1 − s), alpha 1 − s.
  @Test(arguments: [(-0.5, 78.0, 1.0, 1.0), (0.25, 195.0, 0.875, 0.75), (0.7, 195.0, 0.65, 0.3)])
  func depth(s: Double, y: Double, scale: Double, alpha: Double) throws {
    let item = try #require(Self.item(.depth, s: s))
    #expect(item.center.x == 150 && Self.close(item.center.y, y), "\(item.center)")
    #expect(Self.close(item.scale, scale) && Self.close(item.alpha, alpha))
  }

  /// The cube: direction = 1 (s < 0) or −1, centre y += direction · 234/2, then (m34 = −0.002)
  /// rotated by −s · π/2 about (1, 0, 0) and moved by (0, −direction · 117, 0): all 16 entries.
  @Test(arguments: [
    (
      0.25, 136.5,
      [
        1.0, 0, 0, 0, 0, 0.923879533, -0.382683432, 0.000765367, 0, 0.382683432, 0.923879533,
        -0.001847759, 0, 108.093905304, -44.773961587, 1.089547923,
      ]
    ),
    (
      -0.5, 195.0,
      [
        1.0, 0, 0, 0, 0, 0.707106781, 0.707106781, -0.001414214, 0, -0.707106781, 0.707106781,
        -0.001414214, 0, -82.731493399, -82.731493399, 1.165462987,
      ]
    ),
    (
      0.75, 253.5,
      [
        1.0, 0, 0, 0, 0, 0.382683432, -0.923879533, 0.001847759, 0, 0.923879533, 0.382683432,
        -0.000765367, 0, 44.773961587, -108.093905304, 1.216187811,
      ]
    ),
  ])
  func cubic(s: Double, y: Double, entries: [Double]) throws {
    let item = try #require(Self.item(.cubic, s: s))
    #expect(item.center.x == 150 && Self.close(item.center.y, y), "\(item.center)")
    let t = try #require(item.transform)
    #expect(zip(t.entries, entries).allSatisfy { Self.close($0, $1) }, "\(t.entries)")
  }

  /// FSPagerView has no vertical overlap, linear, cover flow or ferris wheel (they return
  /// untransformed); CarouselKit transposes them: the horizontal item mirrored across the
  /// diagonal.
  @Test func stylesWithoutAVerticalAreTransposed() throws {
    let horizontal = CarouselSize(width: 390, height: 300)
    for style in [PagerTransformLayout.Style.overlap, .linear, .coverFlow, .ferrisWheel(inverted: false)] {
      let layout = PagerTransformLayout.pager(style, itemSize: .fraction(0.6), itemHeight: 200)
      for offset in [-100.0, 0, 37, 250] {
        let h = try #require(layout.attributes(at: 1, offset: offset, count: 5, viewport: horizontal))
        let v = try #require(layout.vertical().attributes(at: 1, offset: offset, count: 5, viewport: Self.viewport))
        #expect(v.center == CarouselPoint(x: h.center.y, y: h.center.x) && v.rotation == -h.rotation)
        #expect(v.transform == h.transform?.transposed && v.zIndex == h.zIndex && v.alpha == h.alpha)
      }
    }
  }
}

/// CollectionViewPagingLayout with `scrollDirection = .vertical`: its transform views never read
/// the direction (CollectionViewPagingLayout.swift sets every transformable cell's frame to the
/// visible rect and calls `transform(progress:)` with progress = page − minY / height), so the
/// cards move as the horizontal worked values say while progress comes from the vertical
/// offset: viewport 400 × 300, item 0 at progress q at vertical offset −300 q. The values are
/// PagingTransformLayoutTests' (a python3 transcription of ScaleTransformView,
/// StackTransformView and SnapshotTransformView).
@Suite struct VerticalPagingTransformTests {
  static let viewport = CarouselSize(width: 400, height: 300)

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-5 }

  static func item(_ layout: some CarouselLayout, q: Double) -> ItemAttributes? {
    layout.attributes(at: 0, offset: -300 * q, count: 10, viewport: viewport)
  }

  @Test(arguments: [
    (ScaleLayout.Options.linear, 0.25, 251.6, 150.0, 0.9), (.linear, -1, -6.4, 150, 0.6),
    (.easeIn, 0.25, 264.170401, 140.572199, 0.795247), (.easeIn, 2.5, 644, 204, 0.6),
  ])
  func scale(options: ScaleLayout.Options, q: Double, x: Double, y: Double, scale: Double) throws {
    let layout = ScaleLayout.scale(options).vertical()
    #expect(layout.mapping == .unchanged && layout.axis == .vertical)
    let item = try #require(Self.item(layout, q: q))
    #expect(Self.close(item.center.x, x) && Self.close(item.center.y, y) && Self.close(item.scale, scale))
  }

  @Test(arguments: [
    (StackLayout.Options.transparent, 0.25, 200.0, 145.95, 0.97, 0.95),
    (.perspective, 1, 230.47119, 150, 0.9, 1), (.rotary, -0.25, 98.5, 168.675, 0.9925, 1),
  ])
  func stack(options: StackLayout.Options, q: Double, x: Double, y: Double, scale: Double, alpha: Double) throws {
    let item = try #require(Self.item(StackLayout.stack(options).vertical(), q: q))
    #expect(Self.close(item.center.x, x) && Self.close(item.center.y, y))
    #expect(Self.close(item.scale, scale) && Self.close(item.alpha, alpha))
  }

  @Test(arguments: [
    (SnapshotLayout.Options.grid, 0.5, 298.0, 0.95), (.tiles, -1, -80, 0.9), (.fade, 0.5, 466, 0.65),
  ])
  func snapshot(options: SnapshotLayout.Options, q: Double, x: Double, scale: Double) throws {
    let layout = SnapshotLayout.snapshot(options).vertical()
    let item = try #require(Self.item(layout, q: q))
    #expect(Self.close(item.center.x, x) && item.center.y == 150 && Self.close(item.scale, scale))
    let pieces = try #require(item.pieces)
    #expect(pieces.rows == options.rows && pieces.columns == options.columns && Self.close(pieces.progress, q))
    // The pieces are the horizontal layout's, unchanged.
    let horizontal = try #require(
      SnapshotLayout.snapshot(options).attributes(at: 0, offset: -400 * q, count: 10, viewport: Self.viewport))
    for index in [0, 1, pieces.count - 1] {
      #expect(layout.piece(index, of: item) == SnapshotLayout.snapshot(options).piece(index, of: horizontal))
    }
  }

  /// One page is one viewport height: anchors k · 300, content (count − 1) · 300 + 300; at every
  /// anchor the card rests exactly (progress 0: drawn whole), also for a phone's 390 × 844.
  @Test func pagesAreViewportHeightsAndRestExactly() throws {
    let layout = SnapshotLayout.snapshot(.grid).vertical()
    let anchors = layout.anchors(count: 10, viewport: Self.viewport, isLooping: true)
    #expect((0..<10).map { anchors.offset(of: $0) } == (0..<10).map { Double($0) * 300 })
    #expect(layout.contentLength(count: 10, viewport: Self.viewport) == 3000)
    for viewport in [Self.viewport, CarouselSize(width: 390, height: 844), CarouselSize(width: 333.3, height: 701.7)] {
      let anchors = layout.anchors(count: 40, viewport: viewport, isLooping: true)
      for k in -5...45 {
        let item = try #require(
          layout.attributes(at: k, offset: anchors.offset(of: k), count: 40, viewport: viewport))
        #expect(item.pieces == nil && item.center.x == viewport.width / 2, "k \(k) in \(viewport)")
      }
    }
  }
}

/// What every vertical look shares: the geometry is the base's in the transposed viewport.
@Suite struct VerticalLayoutTests {
  static let viewport = CarouselSize(width: 300, height: 390)
  static let transposedViewport = CarouselSize(width: 390, height: 300)

  @Test func snappingScrollingAndCandidatesAreTheBasesInTheTransposedViewport() {
    let bases: [any CarouselLayout] = [
      RotaryLayout.rotary(), CylinderLayout.cylinder(inverted: true), TimeMachineLayout.timeMachine(),
      CoverFlowLayout.coverFlow(), CardStackLayout.cards(), PagerTransformLayout.pager(.cubic),
    ]
    for base in bases { Self.checkTransposedTrack(of: base) }
  }

  static func checkTransposedTrack(of base: some CarouselLayout) {
    let vertical = base.vertical()
    #expect(vertical.axis == .vertical && vertical.perspective == base.perspective)
    #expect(vertical.naturalCrossLength == base.naturalCrossLength)
    for count in [0, 1, 2, 31] {
      #expect(
        vertical.anchors(count: count, viewport: viewport, isLooping: true)
          == base.anchors(count: count, viewport: transposedViewport, isLooping: true))
      #expect(
        vertical.contentLength(count: count, viewport: viewport)
          == base.contentLength(count: count, viewport: transposedViewport))
      for offset in [-500.0, 0, 123.4, 1e9] {
        #expect(
          vertical.candidatePositions(offset: offset, count: count, viewport: viewport)
            == base.candidatePositions(offset: offset, count: count, viewport: transposedViewport))
      }
    }
  }

  @Test func theCandidatesDoNotGrowWithTheCount() {
    let layout = RotaryLayout.rotary().vertical()
    let few = layout.candidatePositions(offset: 500, count: 3, viewport: Self.viewport)
    let many = layout.candidatePositions(offset: 500, count: 1_000_000_000, viewport: Self.viewport)
    #expect(few == many && few != nil && few!.count <= 10)
  }

  /// A transposed 3D transform is the x ↔ y swap's conjugate: a turn about y becomes one about
  /// (−1, 0, 0); transposing twice gives it back; the quarter turn's mirror negates the entries
  /// with one index 1.
  @Test func transformsAreConjugatedBySwapAndMirror() {
    for angle in [0.3, -1.2, 2.5] {
      let a = Transform3D.rotationY(angle).transposed
      let b = Transform3D.rotation(angle: angle, x: -1, y: 0, z: 0)
      #expect(zip(a.entries, b.entries).allSatisfy { abs($0 - $1) < 1e-15 })
    }
    var t = Transform3D.rotation(angle: 0.7, x: 1, y: 2, z: 3)
    t.m14 = 0.1
    t.m41 = 5
    t.m42 = -7
    t.m34 = -0.002
    #expect(t.transposed.transposed == t && t.mirroredX.mirroredX == t)
    // A point mirrored, transformed by the mirrored transform and mirrored back.
    let p = t.apply(x: 3, y: 4, z: 5)
    let q = t.mirroredX.apply(x: -3, y: 4, z: 5)
    #expect(abs(q.x + p.x) < 1e-12 && abs(q.y - p.y) < 1e-12 && abs(q.z - p.z) < 1e-12 && abs(q.w - p.w) < 1e-12)
    let r = t.transposed.apply(x: 4, y: 3, z: 5)
    #expect(r.x == p.y && r.y == p.x && r.z == p.z && r.w == p.w)
  }

  /// Sliced items transposed: rows ↔ columns, and piece (r, c) of the vertical item is the base
  /// piece (c, r) mirrored across the diagonal; quarter-turned: the columns reversed too.
  @Test func piecesAreTransposedWithTheirItem() throws {
    let base = SnapshotLayout(options: SnapshotLayout.Options(rows: 2, columns: 3))
    let h = try #require(base.attributes(at: 0, offset: 150, count: 5, viewport: Self.transposedViewport))
    let hPieces = try #require(h.pieces)
    #expect(hPieces.rows == 2 && hPieces.columns == 3)
    for mapping in [VerticalMapping.transposed, .quarterTurn] {
      let layout = base.vertical(mapping)
      let v = try #require(layout.attributes(at: 0, offset: 150, count: 5, viewport: Self.viewport))
      let pieces = try #require(v.pieces)
      #expect(pieces.rows == 3 && pieces.columns == 2 && v.size.width == h.size.height)
      for row in 0..<3 {
        for column in 0..<2 {
          let piece = try #require(layout.piece(row * 2 + column, of: v))
          let baseColumn = mapping == .transposed ? column : 1 - column
          let original = try #require(base.piece(baseColumn * 3 + row, of: h))
          var expected = original.transposed
          if mapping == .quarterTurn { expected = expected.mirrored(inItemOfWidth: v.size.width) }
          #expect(piece == expected)
          // The pieces tile the vertical item: piece (row, column)'s frame is that cell.
          let w = v.size.width / 2
          let hh = v.size.height / 3
          #expect(abs(piece.frame.minX - Double(column) * w) < 1e-9 && abs(piece.frame.minY - Double(row) * hh) < 1e-9)
        }
      }
      #expect(layout.piece(6, of: v) == nil && layout.piece(-1, of: v) == nil)
    }
  }

  /// A grid mirrored left to right (``ItemPieces/isMirrored``) is mirrored left to right in the
  /// vertical item as SnapshotLayout mirrors a horizontal one: each piece's x range becomes
  /// (W − maxX, W − minX) in the item W wide and its move across is negated, its y range and
  /// everything else kept (not mirrored top to bottom, which the base would do with the turned
  /// grid); mirrored twice it is the unmirrored piece again.
  @Test func aMirroredGridIsMirroredLeftToRightInTheVerticalItem() throws {
    let base = SnapshotLayout(options: SnapshotLayout.Options(rows: 2, columns: 3))
    for mapping in [VerticalMapping.transposed, .quarterTurn] {
      let layout = base.vertical(mapping)
      let item = try #require(layout.attributes(at: 0, offset: 150, count: 5, viewport: Self.viewport))
      let mirrored = item.mirrored(in: Self.viewport)
      #expect(mirrored.pieces?.isMirrored == true)
      let w = item.size.width
      for index in 0..<6 {
        let piece = try #require(layout.piece(index, of: item))
        let flipped = try #require(layout.piece(index, of: mirrored))
        #expect(abs(flipped.frame.minX - (w - piece.frame.maxX)) < 1e-9, "\(mapping) \(index)")
        #expect(abs(flipped.frame.maxX - (w - piece.frame.minX)) < 1e-9, "\(mapping) \(index)")
        #expect(flipped.frame.minY == piece.frame.minY && flipped.frame.maxY == piece.frame.maxY)
        #expect(flipped.translationX == -piece.translationX && flipped.translationY == piece.translationY)
        #expect(flipped.scaleX == piece.scaleX && flipped.scaleY == piece.scaleY && flipped.alpha == piece.alpha)
        #expect(layout.piece(index, of: mirrored.mirrored(in: Self.viewport)) == piece)
      }
      #expect((0..<6).allSatisfy { layout.piece($0, of: mirrored) != layout.piece($0, of: item) }, "each moved across")
    }
  }

  /// Right to left: the driver mirrors only horizontal layouts (iCarousel and FSPagerView flip
  /// only the horizontal scroll), so a vertical sliced look is drawn exactly as in left to right
  /// and its pieces are never marked mirrored, whichever way it turns; the horizontal look's
  /// are.
  @Test(arguments: [VerticalMapping.unchanged, .transposed, .quarterTurn])
  func rightToLeftNeverMirrorsAVerticalLooksPieces(mapping: VerticalMapping) throws {
    func drawn(_ layout: AnyCarouselLayout, rightToLeft: Bool) -> [ItemAttributes] {
      let driver = CarouselDriver(
        layout: layout, count: 5, viewport: Self.viewport, behavior: ScrollBehavior(isLooping: false),
        environment: CarouselEnvironment(isRightToLeft: rightToLeft), index: 2)
      return (0..<driver.slotCount).compactMap { driver.attributes(inSlot: $0) }.sorted { $0.index < $1.index }
    }
    let vertical = AnyCarouselLayout(SnapshotLayout.snapshot(.grid).vertical(mapping))
    let ltr = drawn(vertical, rightToLeft: false)
    let rtl = drawn(vertical, rightToLeft: true)
    #expect(ltr == rtl)
    #expect(rtl.filter { $0.pieces != nil }.count >= 2, "the neighbours are sliced")
    #expect(rtl.allSatisfy { $0.pieces?.isMirrored != true })
    let horizontal = drawn(AnyCarouselLayout(SnapshotLayout.snapshot(.grid)), rightToLeft: true)
    #expect(horizontal.contains { $0.pieces?.isMirrored == true })
  }

  /// Cover flow 2 flips with the driver's toggle vertically too (iCarousel's
  /// `iCarouselTypeCoverFlow2` with `vertical = YES` takes the same toggle in its transposed
  /// branch): the vertical look uses the toggle, its items at toggle t are the horizontal look's
  /// at t in the transposed viewport, turned; at rest (offset 0) a toggle of ±0.5 or ±1 turns
  /// the centre item, so the items differ from toggle 0's.
  @Test func coverFlow2FlipsWithTheToggleVertically() {
    let base = CoverFlowLayout.coverFlow(style: .coverFlow2)
    #expect(base.vertical().usesToggle && AnyCarouselLayout(base.vertical()).usesToggle)
    #expect(!RotaryLayout().vertical().usesToggle)
    var vertical: [ItemAttributes] = []
    var horizontal: [ItemAttributes] = []
    var atRest: [ItemAttributes] = []
    for mapping in [VerticalMapping.transposed, .quarterTurn] {
      let layout = base.vertical(mapping)
      for toggle in [-1.0, -0.5, 0.5, 1] {
        layout.visibleItems(
          offset: 0, count: 9, viewport: Self.viewport, isLooping: false, toggle: toggle, into: &vertical)
        base.visibleItems(
          offset: 0, count: 9, viewport: Self.transposedViewport, isLooping: false, toggle: toggle, into: &horizontal)
        var expected = horizontal.map(VerticalLayout<CoverFlowLayout>.transposed)
        if mapping == .quarterTurn {
          expected = expected.map { VerticalLayout<CoverFlowLayout>.mirrored($0, width: Self.viewport.width) }
        }
        #expect(!vertical.isEmpty && vertical == expected, "\(mapping) \(toggle)")
        layout.visibleItems(offset: 0, count: 9, viewport: Self.viewport, isLooping: false, into: &atRest)
        #expect(vertical != atRest, "\(mapping): toggle \(toggle) flips")
      }
    }
  }

  /// Each look says how it turns, also through generic code and the erased layout, so
  /// `vertical()` picks the anchor's own vertical wherever it is called.
  @Test func eachLookSaysHowItTurnsEvenThroughGenericCode() throws {
    func turned<L: CarouselLayout>(_ layout: L) -> VerticalMapping { layout.vertical().mapping }
    #expect(turned(RingLayout()) == .quarterTurn && turned(RotaryLayout()) == .transposed)
    #expect(turned(ScaleLayout()) == .unchanged && turned(StackLayout()) == .unchanged)
    #expect(turned(SnapshotLayout()) == .unchanged && turned(PagerTransformLayout(.cubic)) == .transposed)
    #expect(turned(AnyCarouselLayout(RingLayout(inverted: true))) == .quarterTurn)
    #expect(turned(RingLayout().vertical()) == .quarterTurn, "a vertical look keeps its mapping")
    #expect(VerticalLayout(RingLayout()).mapping == .quarterTurn && VerticalLayout(ScaleLayout()).mapping == .unchanged)
    #expect(VerticalLayout(RingLayout(), mapping: .transposed).mapping == .transposed)
    let erased = AnyCarouselLayout(RingLayout.ring(inverted: true)).vertical()
    for offset in [-200.0, 0, 93] {
      #expect(
        erased.attributes(at: 1, offset: offset, count: 9, viewport: Self.viewport)
          == RingLayout.ring(inverted: true).vertical().attributes(
            at: 1, offset: offset, count: 9, viewport: Self.viewport))
    }
  }

  /// The quarter-turned ring transposes the inverted wheel (its own top-to-bottom mirror, so
  /// that its fast `visibleItems` gives the definition's items) instead of mirroring x → W − x:
  /// the same picture within rounding (1e-9 pt and rad) at any offset, also erased.
  @Test func theQuarterTurnedRingIsTheMirroredPictureWithinRounding() throws {
    #expect(RingLayout.ring().mirroredTopToBottom == RingLayout.ring(inverted: true))
    #expect(RingLayout.ring(inverted: true).mirroredTopToBottom == RingLayout.ring())
    #expect(RotaryLayout().mirroredTopToBottom == nil && CoverFlowLayout().mirroredTopToBottom == nil)
    #expect(AnyCarouselLayout(RingLayout()).mirroredTopToBottom == AnyCarouselLayout(RingLayout(inverted: true)))
    #expect(AnyCarouselLayout(RotaryLayout()).mirroredTopToBottom == nil)
    let transposed = CarouselSize(width: Self.viewport.height, height: Self.viewport.width)
    for inverted in [false, true] {
      let base = RingLayout.ring(inverted: inverted)
      for offset in [-517.3, -93, 0, 41.7, 156, 2000] {
        for position in -3...9 {
          let turned = base.vertical().attributes(at: position, offset: offset, count: 9, viewport: Self.viewport)
          let erased = AnyCarouselLayout(base).vertical().attributes(
            at: position, offset: offset, count: 9, viewport: Self.viewport)
          let mirrored = base.attributes(at: position, offset: offset, count: 9, viewport: transposed).map {
            VerticalLayout<RingLayout>.mirrored(
              VerticalLayout<RingLayout>.transposed($0), width: Self.viewport.width)
          }
          #expect(erased == turned)
          #expect((turned == nil) == (mirrored == nil))
          guard let turned, let mirrored else { continue }
          #expect(abs(turned.center.x - mirrored.center.x) <= 1e-9, "\(inverted) \(offset) \(position)")
          #expect(abs(turned.center.y - mirrored.center.y) <= 1e-9 && turned.size == mirrored.size)
          #expect(abs(turned.rotation - mirrored.rotation) <= 1e-9 && turned.zIndex == mirrored.zIndex)
          #expect(turned.transform == nil && turned.index == mirrored.index)
        }
      }
    }
  }

  /// A layout that scrolls vertically already is used as it is.
  @Test func aVerticalBaseIsKept() {
    let drum = DrumLayout.drum()
    let linear = LinearLayout.linear(axis: .vertical)
    for offset in [-40.0, 0, 77] {
      #expect(
        drum.vertical().attributes(at: 2, offset: offset, count: 9, viewport: Self.viewport)
          == drum.attributes(at: 2, offset: offset, count: 9, viewport: Self.viewport))
      #expect(
        linear.vertical(.unchanged).attributes(at: 1, offset: offset, count: 9, viewport: Self.viewport)
          == linear.attributes(at: 1, offset: offset, count: 9, viewport: Self.viewport))
    }
    #expect(drum.vertical().clicksLikeAPicker && !RotaryLayout().vertical().clicksLikeAPicker)
    #expect(
      drum.vertical().anchors(count: 5, viewport: Self.viewport, isLooping: false)
        == drum.anchors(count: 5, viewport: Self.viewport, isLooping: false))
  }

  /// The wheel's sector outline cannot turn: vertical wheel items are drawn unmasked.
  @Test func wheelSectorsAreDropped() throws {
    let item = try #require(
      WheelLayout.wheel().vertical().attributes(at: 0, offset: 0, count: 5, viewport: Self.viewport))
    #expect(item.arc == nil)
  }

  /// No items, one item, two looping items; NaN, infinite and huge offsets; unusable viewports.
  @Test func edgeCases() {
    let layouts: [any CarouselLayout] = [
      RotaryLayout.rotary().vertical(), RingLayout.ring().vertical(), ScaleLayout.scale(.coverFlow).vertical(),
      SnapshotLayout.snapshot(.grid).vertical(.quarterTurn),
    ]
    for layout in layouts {
      var items: [ItemAttributes] = []
      layout.visibleItems(offset: 0, count: 0, viewport: Self.viewport, isLooping: true, into: &items)
      #expect(items.isEmpty)
      layout.visibleItems(offset: 0, count: 1, viewport: Self.viewport, isLooping: true, into: &items)
      #expect(items.map(\.position) == [0])
      layout.visibleItems(offset: 0, count: 2, viewport: Self.viewport, isLooping: false, into: &items)
      #expect(items.first?.position == 0 && items.allSatisfy { $0.position >= 0 && $0.position < 2 })
      for offset in [Double.nan, .infinity, -.infinity] {
        layout.visibleItems(offset: offset, count: 5, viewport: Self.viewport, isLooping: true, into: &items)
        #expect(items.isEmpty)
      }
      for viewport in [CarouselSize(width: 0, height: 300), CarouselSize(width: .nan, height: 300)] {
        layout.visibleItems(offset: 0, count: 5, viewport: viewport, isLooping: true, into: &items)
        #expect(items.isEmpty)
      }
      for offset in [1e300, -1e300, 1e18] {
        for viewport in [
          Self.viewport, CarouselSize(width: 1e300, height: 1e-300), CarouselSize(width: 1, height: 1e12),
        ] {
          if let item = layout.attributes(at: 3, offset: offset, count: .max, viewport: viewport) {
            #expect(Robust.isFinite(item, perspective: layout.perspective, viewport: viewport), "\(item)")
          }
          #expect(layout.contentLength(count: 5, viewport: viewport)?.isFinite == true)
          let anchors = layout.anchors(count: 5, viewport: viewport, isLooping: true)
          #expect(anchors.offset(of: 4).isFinite && anchors.period.isFinite)
        }
      }
    }
  }

  /// Through the driver: a finger drags a vertical rotary up by 120 pt and lifts; paging
  /// settles on the next item, drawn at the viewport's centre, the item before above it; a
  /// sideways drag moves nothing.
  @Test func aVerticalDragPagesAVerticalRotary() throws {
    let layout = RotaryLayout.rotary().vertical()
    var driver = CarouselDriver(
      layout: layout, count: 5, viewport: Self.viewport, behavior: ScrollBehavior(snapping: .paging))
    var t = 1.0
    _ = driver.send(.input(.touch(TouchInput(.began, at: CarouselPoint(x: 150, y: 300), time: t))))
    for step in 1...6 {
      t += 1.0 / 120
      _ = driver.send(
        .input(.touch(TouchInput(.moved, at: CarouselPoint(x: 150, y: 300 - Double(step) * 20), time: t))))
    }
    #expect(driver.state.unwrappedOffset > 60)
    let released = driver.send(.input(.touch(TouchInput(.ended, at: CarouselPoint(x: 150, y: 180), time: t)))).frame
    let drawn = driver.lastFrameDrawnUntilIdle(after: released, from: t)
    // The pitch along y is 0.4 × 390 + 10 = 166.
    #expect(driver.state.phase == .idle && driver.state.currentIndex == 1 && driver.state.unwrappedOffset == 166)
    let current = try #require(drawn.items.first { $0.position == 1 })
    #expect(current.center == CarouselPoint(x: 150, y: 195))
    let before = try #require(drawn.items.first { $0.position == 0 })
    #expect(before.center.x == 150 && before.center.y < 195)

    var sideways = CarouselDriver(
      layout: layout, count: 5, viewport: Self.viewport, behavior: ScrollBehavior(snapping: .paging))
    _ = sideways.send(.input(.touch(TouchInput(.began, at: CarouselPoint(x: 250, y: 200), time: 1))))
    for step in 1...6 {
      _ = sideways.send(
        .input(
          .touch(
            TouchInput(.moved, at: CarouselPoint(x: 250 - Double(step) * 30, y: 200), time: 1 + Double(step) / 120))))
    }
    #expect(sideways.state.unwrappedOffset == 0)
  }
}

extension CarouselDriver {
  /// Sends frames at 120 Hz from `time` until the driver is idle (at most 5 s), and returns the
  /// last frame that drew something (`released` if none did: a frame with nothing new to draw
  /// lists no items).
  mutating func lastFrameDrawnUntilIdle(after released: CarouselFrame, from time: Double) -> CarouselFrame {
    var drawn = released
    var frameTime = time
    var frames = 0
    while state.phase != .idle && frames < 600 {
      frames += 1
      frameTime += 1.0 / 120
      let frame = send(.frame(time: frameTime)).frame
      if !frame.draws.isEmpty { drawn = frame }
    }
    return drawn
  }
}
