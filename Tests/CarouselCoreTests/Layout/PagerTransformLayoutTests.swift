import RealModule
import Testing

@testable import CarouselCore

/// FSPagerView's transformer looks against values computed independently from FSPagerView's
/// own code: a short python3 transliteration of `FSPagerViewTransformer.applyTransform(to:)`
/// and `proposedInteritemSpacing()` (horizontal), with `CGAffineTransform`'s and
/// `CATransform3D`'s composition rules (row vectors; `t.translatedBy(x:y:)` and
/// `CATransform3DTranslate(t, …)` apply the translation first, `t.rotated(by:)` and
/// `CATransform3DRotate(t, …)` the rotation first; m34 = −0.002), the affine translation
/// added to the centre, and the drawn corners centre + (x′/w′, y′/w′). A 375 × 300 viewport,
/// 200 × 150 items, FSPagerView's defaults (minimum scale 0.65, zoom out 0.85, depth 0.5;
/// minimum alpha 0.6); item 0 at `offset = −s · pitch`, so that s is FSPagerView's `position`.
@Suite struct PagerTransformLayoutTests {
  static let viewport = CarouselSize(width: 375, height: 300)

  static func layout(_ style: PagerTransformLayout.Style) -> PagerTransformLayout {
    .pager(style, itemSize: .absolute(200), itemHeight: 150)
  }

  static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-5) -> Bool { abs(a - b) <= tolerance }

  /// Item 0 of `layout` at distance `s` from the centre.
  static func item(_ layout: PagerTransformLayout, at s: Double) -> ItemAttributes? {
    let pitch = layout.anchors(count: 10, viewport: viewport, isLooping: true).offset(of: 1)
    return layout.attributes(at: 0, offset: -s * pitch, count: 10, viewport: viewport)
  }

  /// The pitch each style proposes: 200 + FSPagerView's `proposedInteritemSpacing()`
  /// (overlap 200 − 0.6 · 0.65 · 200 = 122, linear 200 − 0.2 · 0.65 · 200 = 174, cover flow
  /// 200 − sin(3π/16) · 200 = 88.885953, ferris wheel 200 − 30 = 170, the others 200 + the
  /// pager's spacing).
  @Test(arguments: [
    (PagerTransformLayout.Style.crossFading, 200.0), (.zoomOut, 200), (.depth, 200), (.overlap, 122),
    (.linear, 174), (.coverFlow, 88.88595339607957), (.ferrisWheel(inverted: false), 170),
    (.ferrisWheel(inverted: true), 170), (.cubic, 200),
  ])
  func eachStyleProposesFSPagerViewsSpacing(style: PagerTransformLayout.Style, pitch: Double) {
    let layout = Self.layout(style)
    let anchors = layout.anchors(count: 10, viewport: Self.viewport, isLooping: false)
    #expect(Self.close(anchors.offset(of: 1), pitch, 1e-9))
    #expect(Self.close(layout.interitemSpacing(itemWidth: 200), pitch - 200, 1e-9))
    // The content: 375 + 9 pitches, as FSPagerViewLayout's contentSize less its own margins.
    #expect(Self.close(layout.contentLength(count: 10, viewport: Self.viewport)!, 375 + 9 * pitch, 1e-9))
    // The pager's spacing adds to the pitch of the three pager styles only.
    var spaced = layout
    spaced.spacing = 10
    let expected = [.crossFading, .zoomOut, .depth].contains(style) ? pitch + 10 : pitch
    #expect(Self.close(spaced.anchors(count: 10, viewport: Self.viewport, isLooping: false).offset(of: 1), expected))
  }

  /// One worked flat item: centre, scale, rotation (radians), alpha and zIndex, or hidden.
  struct Flat: CustomTestStringConvertible, Sendable {
    var style: PagerTransformLayout.Style
    var s: Double
    /// x, y, scale, rotation, alpha, zIndex; `nil` for a hidden item.
    var expected: (Double, Double, Double, Double, Double, Double)?
    var testDescription: String { "\(style) at s = \(s)" }
  }

  /// zIndex: FSPagerView's order without its ties (see ``PagerTransformLayout/Style``): cross
  /// fading 1 − |s|, zoom out −s, depth 1 for −1 ≤ s ≤ 0 and 0 after, overlap and linear
  /// 10(1 − |s|) untruncated, ferris wheel 4 − 10|s| untruncated.
  static let flat: [Flat] = [
    // Cross fading: every page in the centre, alpha 1 − |s|; |s| ≥ 1 transparent.
    .init(style: .crossFading, s: 0, expected: (187.5, 150, 1, 0, 1, 1)),
    .init(style: .crossFading, s: 0.3, expected: (187.5, 150, 1, 0, 0.7, 0.7)),
    .init(style: .crossFading, s: -0.3, expected: (187.5, 150, 1, 0, 0.7, 0.7)),
    .init(style: .crossFading, s: 1, expected: nil), .init(style: .crossFading, s: -1, expected: nil),
    .init(style: .crossFading, s: 2.5, expected: nil), .init(style: .crossFading, s: -2.5, expected: nil),
    .init(style: .crossFading, s: 100, expected: nil),
    // Zoom out: at s = 0.3 the scale is already max(0.85, 0.7) = 0.85: x = 187.5 + 60 − 15 + 22.5.
    .init(style: .zoomOut, s: 0, expected: (187.5, 150, 1, 0, 1, 0)),
    .init(style: .zoomOut, s: 0.3, expected: (255, 150, 0.85, 0, 0.6, -0.3)),
    .init(style: .zoomOut, s: -0.3, expected: (120, 150, 0.85, 0, 0.6, 0.3)),
    .init(style: .zoomOut, s: 0.1, expected: (207.5 - 10 + 15, 150, 0.9, 0, 0.6 + 0.05 / 0.15 * 0.4, -0.1)),
    .init(style: .zoomOut, s: 1, expected: (395, 150, 0.85, 0, 0.6, -1)),
    .init(style: .zoomOut, s: -1, expected: (-20, 150, 0.85, 0, 0.6, 1)),
    .init(style: .zoomOut, s: 2.5, expected: nil), .init(style: .zoomOut, s: -2.5, expected: nil),
    .init(style: .zoomOut, s: 100, expected: nil),
    // Depth: the page on the left slides, the one on the right stays in the centre, shrinks
    // to 0.5 + 0.5 · 0.7 = 0.85 and fades.
    .init(style: .depth, s: 0, expected: (187.5, 150, 1, 0, 1, 1)),
    .init(style: .depth, s: 0.3, expected: (187.5, 150, 0.85, 0, 0.7, 0)),
    .init(style: .depth, s: -0.3, expected: (127.5, 150, 1, 0, 1, 1)),
    .init(style: .depth, s: -1, expected: (-12.5, 150, 1, 0, 1, 1)),
    .init(style: .depth, s: 1, expected: nil), .init(style: .depth, s: 2.5, expected: nil),
    .init(style: .depth, s: -2.5, expected: nil), .init(style: .depth, s: 100, expected: nil),
    // Overlap (pitch 122) and linear (pitch 174): scale max(1 − 0.35|s|, 0.65), alpha
    // 0.6 + 0.4(1 − |s|), which reaches 0 at |s| = 2.5.
    .init(style: .overlap, s: 0, expected: (187.5, 150, 1, 0, 1, 10)),
    .init(style: .overlap, s: 0.3, expected: (224.1, 150, 0.895, 0, 0.88, 7)),
    .init(style: .overlap, s: -0.3, expected: (150.9, 150, 0.895, 0, 0.88, 7)),
    .init(style: .overlap, s: 1, expected: (309.5, 150, 0.65, 0, 0.6, 0)),
    .init(style: .overlap, s: -1, expected: (65.5, 150, 0.65, 0, 0.6, 0)),
    .init(style: .overlap, s: 2, expected: (431.5, 150, 0.65, 0, 0.2, -10)),
    .init(style: .overlap, s: 2.5, expected: nil), .init(style: .overlap, s: -2.5, expected: nil),
    .init(style: .overlap, s: 100, expected: nil),
    .init(style: .linear, s: 0, expected: (187.5, 150, 1, 0, 1, 10)),
    .init(style: .linear, s: 0.3, expected: (239.7, 150, 0.895, 0, 0.88, 7)),
    .init(style: .linear, s: -0.3, expected: (135.3, 150, 0.895, 0, 0.88, 7)),
    .init(style: .linear, s: 1, expected: (361.5, 150, 0.65, 0, 0.6, 0)),
    .init(style: .linear, s: -1, expected: (13.5, 150, 0.65, 0, 0.6, 0)),
    .init(style: .linear, s: 2.5, expected: nil), .init(style: .linear, s: 100, expected: nil),
    // Ferris wheel (pitch 170, radius 170 · 14/2π = 378.7887, 2π/14 rad per item).
    .init(style: .ferrisWheel(inverted: false), s: 0, expected: (187.5, 150, 1, 0, 1, 4)),
    .init(style: .ferrisWheel(inverted: false), s: 0.3, expected: (238.346053, 153.428129, 1, 0.134640, 1, 1)),
    .init(style: .ferrisWheel(inverted: false), s: -0.3, expected: (136.653947, 153.428129, 1, -0.134640, 1, 1)),
    .init(style: .ferrisWheel(inverted: false), s: 1, expected: (351.850286, 187.511880, 1, 0.448799, 0.6, -6)),
    .init(style: .ferrisWheel(inverted: false), s: -1, expected: (23.149714, 187.511880, 1, -0.448799, 0.6, -6)),
    .init(style: .ferrisWheel(inverted: false), s: 2.5, expected: (528.776884, 364.438479, 1, 1.121997, 0.6, -21)),
    .init(
      style: .ferrisWheel(inverted: false), s: -2.5, expected: (-153.776884, 364.438479, 1, -1.121997, 0.6, -21)),
    .init(style: .ferrisWheel(inverted: false), s: 100, expected: nil),
    .init(style: .ferrisWheel(inverted: true), s: 0, expected: (187.5, 150, 1, 0, 1, 4)),
    .init(style: .ferrisWheel(inverted: true), s: 0.3, expected: (238.346053, 146.571871, 1, -0.134640, 1, 1)),
    .init(style: .ferrisWheel(inverted: true), s: -0.3, expected: (136.653947, 146.571871, 1, 0.134640, 1, 1)),
    .init(style: .ferrisWheel(inverted: true), s: 1, expected: (351.850286, 112.488120, 1, -0.448799, 0.6, -6)),
    .init(style: .ferrisWheel(inverted: true), s: -1, expected: (23.149714, 112.488120, 1, 0.448799, 0.6, -6)),
    .init(style: .ferrisWheel(inverted: true), s: 2.5, expected: (528.776884, -64.438479, 1, -1.121997, 0.6, -21)),
    .init(style: .ferrisWheel(inverted: true), s: -2.5, expected: (-153.776884, -64.438479, 1, 1.121997, 0.6, -21)),
    .init(style: .ferrisWheel(inverted: true), s: 100, expected: nil),
  ]

  @Test(arguments: flat) func flatStylesAtWorkedDistances(_ case_: Flat) {
    let item = Self.item(Self.layout(case_.style), at: case_.s)
    guard let (x, y, scale, rotation, alpha, zIndex) = case_.expected else {
      #expect(item == nil)
      return
    }
    guard let item else {
      Issue.record("hidden")
      return
    }
    #expect(Self.close(item.center.x, x) && Self.close(item.center.y, y), "\(item.center)")
    #expect(Self.close(item.scale, scale, 1e-9) && Self.close(item.rotation, rotation, 1e-6))
    #expect(Self.close(item.alpha, alpha, 1e-9) && Self.close(item.zIndex, zIndex, 1e-9), "\(item)")
    #expect(item.size == CarouselSize(width: 200, height: 150) && item.transform == nil)
  }

  /// One worked 3D item: its centre (the layer's position), zIndex and the four corners as
  /// drawn (top-leading, top-trailing, bottom-trailing, bottom-leading), or hidden.
  struct Solid: CustomTestStringConvertible, Sendable {
    var style: PagerTransformLayout.Style
    var s: Double
    var expected: (x: Double, zIndex: Double, corners: [(Double, Double)])?
    var testDescription: String { "\(style) at s = \(s)" }
  }

  static let solid: [Solid] = [
    // Cover flow (pitch 88.885953): the side items turn by up to 3π/8 and recede by p/2,
    // each seen from in front of its own centre.
    .init(
      style: .coverFlow, s: 0,
      expected: (187.5, 0, [(87.5, 75), (287.5, 75), (287.5, 225), (87.5, 225)])),
    .init(
      style: .coverFlow, s: 0.3,
      expected: (
        214.165786, -0.3, [(143.7239, 83.3264), (314.9591, 68.5668), (314.9591, 231.4332), (143.7239, 216.6736)]
      )),
    .init(
      style: .coverFlow, s: -0.3,
      expected: (
        160.834214, -0.3, [(60.0409, 68.5668), (231.2761, 83.3264), (231.2761, 216.6736), (60.0409, 231.4332)]
      )),
    .init(
      style: .coverFlow, s: 1,
      expected: (
        276.385953, -1, [(278.6764, 88.4636), (369.7970, 61.6857), (369.7970, 238.3143), (278.6764, 211.5364)]
      )),
    .init(
      style: .coverFlow, s: -1,
      expected: (98.614047, -1, [(5.2030, 61.6857), (96.3236, 88.4636), (96.3236, 211.5364), (5.2030, 238.3143)])),
    .init(
      style: .coverFlow, s: 2.5,
      expected: (
        409.714883, -2.5, [(412.0054, 88.4636), (503.1259, 61.6857), (503.1259, 238.3143), (412.0054, 211.5364)]
      )),
    .init(
      style: .coverFlow, s: -2.5,
      expected: (
        -34.714883, -2.5,
        [(-128.1259, 61.6857), (-37.0054, 88.4636), (-37.0054, 211.5364), (-128.1259, 238.3143)]
      )),
    .init(
      style: .coverFlow, s: 100,
      expected: (
        9076.095340, -100,
        [(9078.3858, 88.4636), (9169.5064, 61.6857), (9169.5064, 238.3143), (9078.3858, 211.5364)]
      )),
    // Cubic: the centre moves to the edge the two faces share, the face turns about it.
    .init(style: .cubic, s: 0, expected: (87.5, 10, [(87.5, 75), (287.5, 75), (287.5, 225), (87.5, 225)])),
    .init(
      style: .cubic, s: 0.3,
      expected: (147.5, 7, [(147.5, 75), (298.3140, 86.5265), (298.3140, 213.4735), (147.5, 225)])),
    .init(
      style: .cubic, s: -0.3,
      expected: (227.5, 13, [(76.6860, 86.5265), (227.5, 75), (227.5, 225), (76.6860, 213.4735)])),
    .init(style: .cubic, s: 1, expected: nil), .init(style: .cubic, s: -1, expected: nil),
    .init(style: .cubic, s: 2.5, expected: nil), .init(style: .cubic, s: -2.5, expected: nil),
    .init(style: .cubic, s: 100, expected: nil),
  ]

  @Test(arguments: solid) func threeDimensionalStylesAtWorkedDistances(_ case_: Solid) throws {
    let layout = Self.layout(case_.style)
    #expect(layout.perspective == nil, "each item carries its own perspective")
    let item = Self.item(layout, at: case_.s)
    guard let expected = case_.expected else {
      #expect(item == nil)
      return
    }
    let drawn = try #require(item)
    let transform = try #require(drawn.transform)
    #expect(Self.close(drawn.center.x, expected.x) && drawn.center.y == 150)
    #expect(Self.close(drawn.zIndex, expected.zIndex, 1e-9) && drawn.alpha == 1 && drawn.scale == 1)
    for (corner, (x, y)) in zip([(-100.0, -75.0), (100, -75), (100, 75), (-100, 75)], expected.corners) {
      let p = drawn.project(transform.apply(x: corner.0, y: corner.1, z: 0), perspective: nil, viewport: Self.viewport)
      #expect(Self.close(p.x, x, 1e-3) && Self.close(p.y, y, 1e-3), "corner \(corner): \(p)")
    }
  }

  /// The transforms are FSPagerView's matrices: cover flow Tz(−p/2 · |c|) · Ry(θ) · P and cubic
  /// Tx(∓w/2) · Ry(s · π/2) · P, with P's m34 = −1/500.
  @Test func threeDimensionalTransformsAreFSPagerViewsMatrices() throws {
    let cube = try #require(Self.item(Self.layout(.cubic), at: 0.3)?.transform)
    let theta = 0.3 * Double.pi / 2
    // Tx(100) · Ry(θ): row 4 = (100 cos θ, 0, −100 sin θ, 1); then P: m14 = −m13/500, m44 = 1 − m43/500.
    #expect(Self.close(cube.m11, Double.cos(theta), 1e-12) && Self.close(cube.m14, Double.sin(theta) / 500, 1e-12))
    #expect(Self.close(cube.m41, 100 * Double.cos(theta), 1e-9) && Self.close(cube.m43, -100 * Double.sin(theta), 1e-9))
    #expect(Self.close(cube.m44, 1 + 100 * Double.sin(theta) / 500, 1e-12))
    #expect(Self.close(cube.m34, -0.002 * Double.cos(theta), 1e-15))
    let cover = try #require(Self.item(Self.layout(.coverFlow), at: 1)?.transform)
    // c = −1: θ = sin(−π/2) · 3π/8 = −3π/8; Tz(−44.442977) then Ry(θ): row 4 = (z sin θ, 0, z cos θ, 1).
    let angle = -3 * Double.pi / 8
    let z = -88.88595339607957 / 2
    #expect(Self.close(cover.m41, z * Double.sin(angle), 1e-9) && Self.close(cover.m43, z * Double.cos(angle), 1e-9))
    #expect(
      Self.close(cover.m13, -Double.sin(angle), 1e-12) && Self.close(cover.m34, -0.002 * Double.cos(angle), 1e-15))
  }

  /// Between two pages both show: cross fading halfway shows pages 0 and 1 at half opacity
  /// over each other, the more opaque on top; the cube shows two faces meeting at one edge.
  @Test func halfwayBetweenTwoPages() {
    var items: [ItemAttributes] = []
    Self.layout(.crossFading).visibleItems(
      offset: 60, count: 5, viewport: Self.viewport, isLooping: false, into: &items)
    #expect(items.map(\.position) == [0, 1])
    #expect(Self.close(items[0].alpha, 0.7, 1e-12) && Self.close(items[1].alpha, 0.3, 1e-12))
    #expect(items.allSatisfy { $0.center.x == 187.5 })
    #expect(items[0].zIndex > items[1].zIndex)
    Self.layout(.cubic).visibleItems(offset: 100, count: 5, viewport: Self.viewport, isLooping: false, into: &items)
    #expect(items.map(\.position) == [0, 1])
    // Page 0's trailing edge and page 1's leading edge are both the cube's edge at x = 187.5.
    #expect(items.map(\.center.x) == [187.5, 187.5])
  }

  /// Through the driver: a finger drags the cube half a page to the left and lifts; during
  /// the drag the two faces meet at one edge, at 375 − offset; paging settles on the next
  /// face, which is then flat in the centre, alone.
  @Test func aDragTurnsTheCubeToTheNextFace() throws {
    var driver = CarouselDriver(
      layout: .pager(.cubic), count: 5, viewport: Self.viewport, behavior: ScrollBehavior(snapping: .paging))
    var t = 1.0
    _ = driver.send(.input(.touch(TouchInput(.began, at: CarouselPoint(x: 300, y: 150), time: t))))
    for step in 1...10 {
      t += 1.0 / 120
      let update = driver.send(
        .input(.touch(TouchInput(.moved, at: CarouselPoint(x: 300 - Double(step) * 20, y: 150), time: t))))
      let offset = driver.state.unwrappedOffset
      guard offset > 0 else { continue }
      #expect(update.frame.items.map(\.position) == [0, 1], "offset \(offset)")
      #expect(update.frame.items.allSatisfy { Self.close($0.center.x, 375 - offset, 1e-9) })
    }
    #expect(driver.state.unwrappedOffset > 150)
    // The last frame drawn (a frame with nothing new to draw lists no items).
    var drawn = driver.send(.input(.touch(TouchInput(.ended, at: CarouselPoint(x: 100, y: 150), time: t)))).frame
    for _ in 0..<600 where driver.state.phase != .idle {
      t += 1.0 / 120
      let frame = driver.send(.frame(time: t)).frame
      if !frame.draws.isEmpty { drawn = frame }
    }
    #expect(driver.state.phase == .idle && driver.state.currentIndex == 1 && driver.state.unwrappedOffset == 375)
    let face = try #require(drawn.items.first)
    #expect(drawn.items.count == 1 && face.position == 1)
    // Face 1 at rest: its anchor is its leading edge (d = −1), its transform moves it back.
    let corners = [(-187.5, -150.0), (187.5, 150.0)].map { x, y in
      face.project(face.transform!.apply(x: x, y: y, z: 0), perspective: nil, viewport: Self.viewport)
    }
    #expect(Self.close(corners[0].x, 0, 1e-9) && Self.close(corners[1].x, 375, 1e-9))
  }

  /// No items, one item, two looping items.
  @Test func zeroOneAndTwoItems() {
    for style in PagerTransformLayout.Style.allCases {
      let layout = Self.layout(style)
      var items: [ItemAttributes] = []
      layout.visibleItems(offset: 0, count: 0, viewport: Self.viewport, isLooping: true, into: &items)
      #expect(items.isEmpty && layout.contentLength(count: 0, viewport: Self.viewport) == nil)
      for loop in [false, true] {
        layout.visibleItems(offset: 0, count: 1, viewport: Self.viewport, isLooping: loop, into: &items)
        #expect(items.map(\.position) == [0], "\(style)")
      }
      // Two looping items: the copies on both sides are other places of the same two items.
      layout.visibleItems(offset: 0, count: 2, viewport: Self.viewport, isLooping: true, into: &items)
      #expect(items.contains { $0.position == 0 } && items.allSatisfy { $0.index == (($0.position % 2) + 2) % 2 })
    }
  }

  /// The candidate range does not grow with the count and covers what is drawn.
  @Test func candidatesDoNotGrowWithTheCount() {
    for style in PagerTransformLayout.Style.allCases {
      let layout = Self.layout(style)
      let few = layout.candidatePositions(offset: 1234, count: 10, viewport: Self.viewport)
      let many = layout.candidatePositions(offset: 1234, count: 1_000_000, viewport: Self.viewport)
      #expect(few == many && few!.count <= 20, "\(style): \(String(describing: few))")
    }
  }

  /// Parameters: the style's FSPagerView default minimum scale, clamps, and NaN.
  @Test func parametersAreClamped() {
    #expect(PagerTransformLayout(.zoomOut).minimumScale == 0.85 && PagerTransformLayout(.depth).minimumScale == 0.5)
    #expect(PagerTransformLayout(.overlap).minimumScale == 0.65)
    #expect(PagerTransformLayout(.zoomOut, minimumScale: .nan).minimumScale == 0.85)
    #expect(PagerTransformLayout(.linear, minimumScale: 0).minimumScale == 0.01)
    #expect(PagerTransformLayout(.linear, minimumScale: 7).minimumScale == 1)
    var layout = PagerTransformLayout(.overlap, minimumAlpha: -1, perspective: -3)
    #expect(layout.minimumAlpha == 0 && layout.eyeDistance == 500)
    layout.minimumAlpha = .nan
    layout.minimumScale = .infinity
    layout.spacing = -.infinity
    layout.itemHeight = .nan
    #expect(layout.minimumAlpha == 0.6 && layout.minimumScale == 1 && layout.spacing == 0 && layout.itemHeight == nil)
  }

  /// A zoom-out page that never shrinks (minimum scale 1) never fades either: alpha 1, not
  /// FSPagerView's 0/0.
  @Test func zoomOutWithAMinimumScaleOfOneStaysOpaque() throws {
    let layout = PagerTransformLayout.pager(.zoomOut, itemSize: .absolute(200), minimumScale: 1)
    let item = try #require(layout.attributes(at: 0, offset: -100, count: 3, viewport: Self.viewport))
    #expect(item.scale == 1 && item.alpha == 1 && item.center.x == 287.5)
  }

  /// Cover flow with items far wider than the eye distance: the eye is kept at least half the
  /// item width away, so no corner passes behind it and the boxes stay finite.
  @Test func coverFlowWithItemsWiderThanTheEyeDistance() {
    let layout = PagerTransformLayout.pager(.coverFlow, itemSize: .absolute(5000), perspective: 10)
    let viewport = CarouselSize(width: 8000, height: 600)
    for offset in stride(from: -3000.0, through: 3000, by: 250) {
      var items: [ItemAttributes] = []
      layout.visibleItems(offset: offset, count: 9, viewport: viewport, isLooping: true, into: &items)
      #expect(!items.isEmpty)
      for item in items {
        let box = item.boundingBox(perspective: nil, viewport: viewport)
        #expect(box.minX.isFinite && box.maxX.isFinite && box.minY.isFinite && box.maxY.isFinite, "\(item)")
        for (x, y) in [(-2500.0, -300.0), (2500, -300), (2500, 300), (-2500, 300)] {
          #expect(item.transform!.apply(x: x, y: y, z: 0).w > 0)
        }
      }
    }
  }
}
