import RealModule
import Testing

@_spi(DriverEngine) @testable import CarouselCore

/// iCarousel's looks (RotaryLayout's `inverted`, CylinderLayout, RingLayout, TimeMachineLayout)
/// against iCarousel's own formulas: the worked values were computed with a short python3
/// script that composes iCarousel.m's `-transformForItemViewWithOffset:` as Core Animation
/// does (row vectors, `CATransform3DTranslate`/`Rotate(t, …)` = op · t, rotation about the
/// axis as `CATransform3DMakeRotation`) and reads the item's centre (x = W/2 + m41,
/// y = H/2 + m42), depth (m43) and turn (m11, m13, m31) from the product, and
/// `-alphaForItemWithOffset:`'s fade for the alpha. Viewport 390 × 300, d = the item's
/// distance from the centre in items.
@Suite struct ICarouselLayoutTests {
  static let viewport = CarouselSize(width: 390, height: 300)

  static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

  /// The attributes of the item `d` items from the centre, at position 0 and, far away, at
  /// position 10⁶ (offset (10⁶ − d) · p).
  static func items(_ layout: some CarouselLayout, pitch p: Double, d: Double) -> [ItemAttributes?] {
    [
      layout.attributes(at: 0, offset: -d * p, count: 5, viewport: viewport),
      layout.attributes(at: 1_000_000, offset: (1_000_000 - d) * p, count: 5, viewport: viewport),
    ]
  }

  /// Checks a 3D item's centre x (y = H/2), its depth and its turn about the vertical axis.
  static func check(
    _ item: ItemAttributes?, x: Double, z: Double, m11: Double, m13: Double, m31: Double, tolerance: Double = 1e-6
  ) throws {
    let item = try #require(item)
    let t = try #require(item.transform)
    #expect(close(item.center.x, x, tolerance) && item.center.y == 150, "\(item.center)")
    #expect(close(t.m43, z, tolerance), "z \(t.m43)")
    #expect(close(t.m11, m11) && close(t.m13, m13) && close(t.m31, m31) && close(t.m33, m11), "\(t)")
    #expect(t.m41 == 0 && t.m42 == 0 && t.m22 == 1 && item.alpha == 1 && item.rotation == 0)
  }

  // MARK: - Rotary, inverted (iCarouselTypeInvertedRotary)

  /// `.rotary(inverted: true)`: w = 156 (0.4 of 390), p = 166, N = 10, r = 83 / tan(π/10) =
  /// 255.447733586; iCarousel's inversion (radius and angle negated) of the cylinder
  /// composition RotaryLayout is (translate −r, rotate θ, translate r).
  @Test(arguments: [
    // d, x, z, m11, m13, m31
    (0.0, 195.0, 0.0, 1.0, 0.0, 0.0),
    (0.3, 242.866132127, 4.524681657, 0.982287251, 0.187381315, -0.187381315),
    (1, 345.148410533, 48.78617594, 0.809016994, 0.587785252, -0.587785252),
    (-1, 44.851589467, 48.78617594, 0.809016994, -0.587785252, 0.587785252),
  ])
  func invertedRotary(d: Double, x: Double, z: Double, m11: Double, m13: Double, m31: Double) throws {
    let layout = RotaryLayout.rotary(inverted: true)
    #expect(Self.close(layout.radius(in: Self.viewport), 255.447733586))
    for item in Self.items(layout, pitch: 166, d: d) {
      try Self.check(item, x: x, z: z, m11: m11, m13: m13, m31: m31)
      #expect(Self.close(item!.zIndex, -m11), "nearer items above")
    }
  }

  /// ±2.5 items is θ = ±π/2: the item is edge-on and hidden, as everything beyond (iCarousel
  /// shows ⌈N/2⌉ items of an inverted rotary); the plain rotary keeps its geometry.
  @Test func invertedRotaryHidesItemsFromAQuarterTurn() throws {
    let inverted = RotaryLayout.rotary(inverted: true)
    for d in [2.5, -2.5, 3, 5, 1e6] {
      #expect(Self.items(inverted, pitch: 166, d: d).allSatisfy { $0 == nil }, "d \(d)")
    }
    #expect(Self.items(inverted, pitch: 166, d: 2.4).allSatisfy { $0 != nil })
    let plain = try #require(RotaryLayout.rotary().attributes(at: 1, offset: 0, count: 5, viewport: Self.viewport))
    // The plain rotary at d = 1: x = 195 + r sin(π/5), z = −r (1 − cos(π/5)), zIndex cos(π/5).
    try Self.check(plain, x: 345.148410533, z: -48.78617594, m11: 0.809016994, m13: -0.587785252, m31: 0.587785252)
    #expect(Self.close(plain.zIndex, 0.809016994))
    #expect(RotaryLayout.rotary() != RotaryLayout.rotary(inverted: true))
  }

  // MARK: - Cylinder (iCarouselTypeCylinder, iCarouselTypeInvertedCylinder)

  /// `.cylinder()`: w = 156, spacing 1 (p = 156), N = 12 over 2π, r = 78 / tan(π/12) =
  /// 291.09996299; iCarousel's `radius + 0.01` left out (with it x at d = 1 would be
  /// 340.554981495, z −38.991339746).
  @Test(arguments: [
    // d, x, z, m11, m13, m31
    (0.0, 195.0, 0.0, 1.0, 0.0, 0.0),
    (0.3, 240.538066984, -3.583923597, 0.987688341, -0.156434465, 0.156434465),
    (1, 340.549981495, -39, 0.866025404, -0.5, 0.5),
    (-1, 49.450018505, -39, 0.866025404, 0.5, -0.5),
    (2.5, 476.180972284, -215.75774854, 0.258819045, -0.965925826, 0.965925826),
    (-2.5, -86.180972284, -215.75774854, 0.258819045, 0.965925826, -0.965925826),
    (5.5, 270.342214451, -572.280935275, -0.965925826, -0.258819045, 0.258819045),
    (6, 195, -582.199925981, -1, 0, 0),
  ])
  func cylinder(d: Double, x: Double, z: Double, m11: Double, m13: Double, m31: Double) throws {
    let layout = CylinderLayout.cylinder()
    #expect(Self.close(layout.radius(in: Self.viewport), 291.09996299))
    for item in Self.items(layout, pitch: 156, d: d) {
      try Self.check(item, x: x, z: z, m11: m11, m13: m13, m31: m31)
      #expect(Self.close(item!.zIndex, m11))
    }
  }

  /// `.cylinder(inverted: true)`: the same r, radius and angle negated; items whose front
  /// faces away (m33 = cos θ ≤ 0, d = 5.5 and 6) hidden, as iCarousel's back-face test.
  @Test(arguments: [
    // d, x, z, m11, m13, m31
    (0.0, 195.0, 0.0, 1.0, 0.0, 0.0),
    (0.3, 240.538066984, 3.583923597, 0.987688341, 0.156434465, -0.156434465),
    (1, 340.549981495, 39, 0.866025404, 0.5, -0.5),
    (-1, 49.450018505, 39, 0.866025404, -0.5, 0.5),
    (2.5, 476.180972284, 215.75774854, 0.258819045, 0.965925826, -0.965925826),
    (-2.5, -86.180972284, 215.75774854, 0.258819045, -0.965925826, 0.965925826),
  ])
  func invertedCylinder(d: Double, x: Double, z: Double, m11: Double, m13: Double, m31: Double) throws {
    let layout = CylinderLayout.cylinder(inverted: true)
    for item in Self.items(layout, pitch: 156, d: d) {
      try Self.check(item, x: x, z: z, m11: m11, m13: m13, m31: m31)
      #expect(Self.close(item!.zIndex, -m11))
    }
  }

  /// The cylinder shows N = 12 items around (|d| ≤ 6), backs included; the inverted one only
  /// those facing the viewer (cos(d π/6) > 0: |d| < 3; at d = ±3 exactly, cos(π/2) is 6e-17
  /// in floating point, so the edge-on item is kept, as iCarousel's `m33 > 0.0` keeps it).
  @Test func cylinderShowsTheItemsAroundAndTheInvertedOneTheFrontHalf() {
    let plain = CylinderLayout.cylinder()
    let inverted = CylinderLayout.cylinder(inverted: true)
    for d in [6.5, -6.5, 7, 12, 1e6] {
      #expect(Self.items(plain, pitch: 156, d: d).allSatisfy { $0 == nil }, "d \(d)")
    }
    for d in [3.01, -3.01, 5.5, 6, -6, 7] {
      #expect(Self.items(inverted, pitch: 156, d: d).allSatisfy { $0 == nil }, "d \(d)")
    }
    #expect(Self.items(inverted, pitch: 156, d: 2.9).allSatisfy { $0 != nil })
    #expect(plain.candidatePositions(offset: 0, count: 100, viewport: Self.viewport) == -7...7)
    // An arc of π over 6 items: φ = π/6 again, so the same radius.
    let half = CylinderLayout.cylinder(itemsAround: 6, arc: Double.pi)
    #expect(Self.close(half.radius(in: Self.viewport), 291.09996299))
  }

  /// The cylinder turns its items with a ``CircleWalk`` (cos θ and sin θ turned by φ from one
  /// position to the next) instead of a math-library call per item: every examined item's turn
  /// is within 10⁻¹³ of cos(d φ) and sin(d φ), for every item count around, arc and offset
  /// tried; the item at the centre at rest is turned by exactly cos 0 = 1, sin 0 = 0; and the
  /// inverted cylinder's back-face test is still iCarousel's on the library's cosine, edge-on
  /// items (d = ±3 of 12 around, cos(π/2) = 6e-17 > 0) kept and the next double beyond hidden.
  @Test func theWalkedTurnsAreTheMathLibrarysAndExactAtTheFront() throws {
    for around in [3, 7, 12, 30, 100] {
      for arc in [0.5, Double.pi, 2 * Double.pi] {
        let layout = CylinderLayout.cylinder(itemsAround: around, arc: arc)
        let pitch = 156.0
        let phi = arc / Double(around)
        for offset in [0, 0.3, -77.7, 156 * 41.5, 1e7 + 0.25, -3e9] {
          let range = try #require(layout.candidatePositions(offset: offset, count: 10, viewport: Self.viewport))
          for position in range {
            guard let item = layout.attributes(at: position, offset: offset, count: 10, viewport: Self.viewport)
            else { continue }
            let t = try #require(item.transform)
            let theta = (Double(position) * pitch - offset) / pitch * phi
            #expect(abs(t.m11 - Double.cos(theta)) <= 1e-13, "N \(around) arc \(arc) offset \(offset) at \(position)")
            #expect(abs(t.m31 - Double.sin(theta)) <= 1e-13, "N \(around) arc \(arc) offset \(offset) at \(position)")
          }
        }
      }
    }
    for layout in [CylinderLayout.cylinder(), CylinderLayout.cylinder(inverted: true)] {
      for position in [0, 5, -3, 999_999] {
        let item = try #require(
          layout.attributes(at: position, offset: Double(position) * 156, count: 10, viewport: Self.viewport))
        let t = try #require(item.transform)
        #expect(t.m11 == 1 && t.m13 == 0 && t.m31 == 0 && t.m33 == 1 && t.m43 == 0 && item.center.x == 195)
      }
    }
    let inverted = CylinderLayout.cylinder(inverted: true)
    #expect(Self.items(inverted, pitch: 156, d: 3).allSatisfy { $0 != nil })
    #expect(Self.items(inverted, pitch: 156, d: -3).allSatisfy { $0 != nil })
    #expect(inverted.attributes(at: 0, offset: -(3 + 1e-12) * 156, count: 5, viewport: Self.viewport) == nil)
    // Around the edge, item for item, the test iCarousel makes (m33 = cos θ > 0, with the
    // library's cos θ as the layout computed it before the walk: (1 − u²)/(1 + u²), u = tan(θ/2)).
    for k in -2000...2000 {
      for edge in [3.0, -3.0] {
        let offset = -(edge + Double(k) * 1e-15) * 156
        let theta = (0 * 156 - offset) / 156 * (2 * Double.pi / 12)
        let u = Double.tan(theta / 2)
        let facing = (1 - u * u) / (1 + u * u) > 0
        let shown = inverted.attributes(at: 0, offset: offset, count: 5, viewport: Self.viewport) != nil
        #expect(shown == facing, "offset \(offset)")
      }
    }
  }

  // MARK: - Ring (iCarouselTypeWheel, iCarouselTypeInvertedWheel)

  /// `.ring()`: w = 156, spacing 1, N = 12 over 2π, r = 156 · 12 / 2π = 297.938053468; the
  /// rotation is atan2(m12, m11) and the zIndex iCarousel's m43 (d · 0.01) · 100.
  @Test(arguments: [
    // d, x, y (plain), rotation (plain)
    (0.0, 195.0, 150.0, 0.0),
    (0.3, 241.607780009, 153.668111838, 0.157079633),
    (1, 343.969026734, 189.916130411, 0.523598776),
    (-1, 46.030973266, 189.916130411, -0.523598776),
    (2.5, 482.786060479, 370.82601097, 1.308996939),
    (-2.5, -92.786060479, 370.82601097, -1.308996939),
    (6, 195, 745.876106936, 3.141592654),
  ])
  func ring(d: Double, x: Double, y: Double, rotation: Double) throws {
    let plain = RingLayout.ring()
    let inverted = RingLayout.ring(inverted: true)
    #expect(Self.close(plain.radius(in: Self.viewport), 297.938053468))
    #expect(plain.perspective == nil)
    for (layout, sign) in [(plain, 1.0), (inverted, -1.0)] {
      for item in Self.items(layout, pitch: 156, d: d) {
        let item = try #require(item)
        // The inverted wheel (python: 146.331888162 at 0.3, 110.083869589 at 1, −70.82601097
        // at 2.5, −445.876106936 at 6) is the plain one mirrored about y = 150.
        #expect(Self.close(item.center.x, x) && Self.close(item.center.y, 150 + sign * (y - 150)), "\(item.center)")
        #expect(Self.close(item.rotation, sign * rotation) && item.transform == nil && item.scale == 1)
        #expect(Self.close(item.zIndex, d, 1e-9) && item.alpha == 1)
      }
    }
    #expect(try #require(inverted.attributes(at: 1, offset: 0, count: 5, viewport: Self.viewport)).center.y < 110.1)
  }

  @Test func ringShowsTheItemsAround() {
    let layout = RingLayout.ring(itemsAround: 8)
    for d in [4.5, -4.5, 9, 1e6] {
      #expect(Self.items(layout, pitch: 156, d: d).allSatisfy { $0 == nil }, "d \(d)")
    }
    #expect(Self.items(layout, pitch: 156, d: 4).allSatisfy { $0 != nil })
    // iCarousel's spacing multiplies the item width: spacing 0.5 is a pitch of 78.
    #expect(
      RingLayout.ring(spacing: 0.5).anchors(count: 4, viewport: Self.viewport, isLooping: false).offset(of: 2) == 156)
  }

  // MARK: - Time machine (iCarouselTypeTimeMachine, iCarouselTypeInvertedTimeMachine)

  /// `.timeMachine()`: w = 195 (half of 390, the pitch), tilt 0.3, spacing 1; alpha from
  /// iCarousel's fadeMax 0 (inverted: fadeMin 0), fade range 1, minimum alpha 0.
  @Test(arguments: [
    // d, x, z, alpha (plain); z (inverted), alpha (inverted)
    (0.0, 195.0, 0.0, 1.0, 0.0, 1.0),
    (0.3, 212.55, 58.5, 0.7, -58.5, 1),
    (0.5, 224.25, 97.5, 0.5, -97.5, 1),
    (-0.5, 165.75, -97.5, 1, 97.5, 0.5),
    (1, 253.5, 195, 0, -195, 1),
    (-1, 136.5, -195, 1, 195, 0),
    (2.5, 341.25, 487.5, 0, -487.5, 1),
    (-2.5, 48.75, -487.5, 1, 487.5, 0),
  ])
  func timeMachine(d: Double, x: Double, z: Double, alpha: Double, invertedZ: Double, invertedAlpha: Double) throws {
    for (layout, z, alpha) in [
      (TimeMachineLayout.timeMachine(), z, alpha),
      (TimeMachineLayout.timeMachine(inverted: true), invertedZ, invertedAlpha),
    ] {
      for item in Self.items(layout, pitch: 195, d: d) {
        let item = try #require(item)
        let t = try #require(item.transform)
        #expect(Self.close(item.center.x, x) && item.center.y == 150)
        #expect(Self.close(t.m43, z) && t.m41 == 0 && t.m11 == 1 && t.m33 == 1)
        #expect(Self.close(item.alpha, alpha, 1e-9) && Self.close(item.zIndex, z / 195, 1e-9))
        #expect(item.size == CarouselSize(width: 195, height: 234), "1.2 w, within 0.8 · 300")
      }
    }
  }

  /// iCarousel examines its 30 visible items around the current one (c − 15 ..< c + 15);
  /// those one place or more towards the viewer are faded out, so the candidates stop at
  /// ⌈o/w + 1⌉ (inverted: start at ⌊o/w − 1⌋).
  @Test func timeMachineShowsTheStackBehindTheCurrentItem() {
    let layout = TimeMachineLayout.timeMachine()
    #expect(layout.candidatePositions(offset: 0, count: 100, viewport: Self.viewport) == -15...1)
    // Offset 0.6 items: the current item is round(0.6) = 1, ⌈1.6⌉ = 2.
    #expect(layout.candidatePositions(offset: 0.6 * 195, count: 100, viewport: Self.viewport) == -14...2)
    #expect(
      TimeMachineLayout.timeMachine(inverted: true).candidatePositions(offset: 0, count: 100, viewport: Self.viewport)
        == -1...14)
    #expect(
      TimeMachineLayout.timeMachine(visibleItems: 5).candidatePositions(offset: 0, count: 9, viewport: Self.viewport)
        == -2...1)
    var items: [ItemAttributes] = []
    layout.visibleItems(offset: 0, count: 100, viewport: Self.viewport, isLooping: true, into: &items)
    #expect(items.map(\.position) == Array(-15...0))
    let inverted = TimeMachineLayout.timeMachine(inverted: true)
    inverted.visibleItems(offset: 0, count: 100, viewport: Self.viewport, isLooping: true, into: &items)
    #expect(items.map(\.position) == Array(0...14))
    // Between items (0.3 past item 0), item 1 is 0.7 away and 0.3 opaque.
    layout.visibleItems(offset: 0.3 * 195, count: 100, viewport: Self.viewport, isLooping: false, into: &items)
    #expect(items.map(\.position) == [0, 1] && Self.close(items[1].alpha, 0.3, 1e-9))
  }

  // MARK: - Edge cases

  static let looks: [AnyCarouselLayout] = [
    AnyCarouselLayout(RotaryLayout.rotary(inverted: true)), AnyCarouselLayout(CylinderLayout.cylinder()),
    AnyCarouselLayout(CylinderLayout.cylinder(inverted: true)), AnyCarouselLayout(RingLayout.ring()),
    AnyCarouselLayout(RingLayout.ring(inverted: true)), AnyCarouselLayout(TimeMachineLayout.timeMachine()),
    AnyCarouselLayout(TimeMachineLayout.timeMachine(inverted: true)),
  ]

  /// 0 items: nothing; 1 item: it, centred, looping or not; 2 items: both indices, but for
  /// the time machines, where the item one place towards the viewer is faded out (alpha 0):
  /// item 1 at offset 0 (inverted: item 0 at item 1's anchor).
  @Test(arguments: looks)
  func zeroOneAndTwoItems(layout: AnyCarouselLayout) {
    let fadesTheNext = layout == AnyCarouselLayout(TimeMachineLayout.timeMachine())
    let fadesThePrevious = layout == AnyCarouselLayout(TimeMachineLayout.timeMachine(inverted: true))
    var items: [ItemAttributes] = []
    layout.visibleItems(offset: 0, count: 0, viewport: Self.viewport, isLooping: true, into: &items)
    #expect(items.isEmpty && layout.contentLength(count: 0, viewport: Self.viewport) == nil)
    for loop in [false, true] {
      layout.visibleItems(offset: 0, count: 1, viewport: Self.viewport, isLooping: loop, into: &items)
      #expect(items.map(\.index) == [0] && items[0].center == CarouselPoint(x: 195, y: 150))
    }
    layout.visibleItems(offset: 0, count: 2, viewport: Self.viewport, isLooping: false, into: &items)
    #expect(items.map(\.index) == (fadesTheNext ? [0] : [0, 1]))
    let second = layout.anchors(count: 2, viewport: Self.viewport, isLooping: false).offset(of: 1)
    layout.visibleItems(offset: second, count: 2, viewport: Self.viewport, isLooping: false, into: &items)
    #expect(items.map(\.index) == (fadesThePrevious ? [1] : [0, 1]))
  }

  /// NaN, infinite and huge offsets and viewports: nothing or finite items, never a trap.
  @Test(arguments: looks)
  func badInputGivesNothingOrFiniteItems(layout: AnyCarouselLayout) {
    var items: [ItemAttributes] = []
    for offset in [Double.nan, .infinity, -.infinity] {
      layout.visibleItems(offset: offset, count: 10, viewport: Self.viewport, isLooping: true, into: &items)
      #expect(items.isEmpty)
    }
    for viewport in [
      Self.viewport, CarouselSize(width: .nan, height: .infinity), CarouselSize(width: 1e300, height: 1e-300),
    ] {
      for offset in [1e300, -1e300, 0, 7.5] {
        layout.visibleItems(offset: offset, count: .max, viewport: viewport, isLooping: true, into: &items)
        #expect(items.allSatisfy { Robust.isFinite($0, perspective: layout.perspective, viewport: viewport) })
        #expect(items.count <= LayoutLimits.maximumVisibleItems)
      }
    }
  }

  @Test func parametersAreClampedAsDocumented() {
    var cylinder = CylinderLayout(spacing: .nan, itemsAround: .max, arc: 100, perspective: -1)
    #expect(cylinder.spacing == CylinderLayout.defaultSpacing && cylinder.itemsAround == 100)
    #expect(cylinder.arc == 2 * Double.pi && cylinder.eyeDistance == 500)
    cylinder.spacing = -3
    cylinder.itemsAround = 1
    cylinder.arc = .infinity
    #expect(cylinder.spacing == 0.01 && cylinder.itemsAround == 3 && cylinder.arc == CylinderLayout.defaultArc)
    var ring = RingLayout(spacing: 1e9, itemsAround: -5, arc: 0)
    #expect(ring.spacing == 100 && ring.itemsAround == 3 && ring.arc == 0.01)
    ring.itemHeight = .nan
    #expect(ring.itemHeight == nil)
    var machine = TimeMachineLayout(tilt: .nan, spacing: -1, visibleItems: 0, perspective: .infinity)
    #expect(machine.tilt == 0.3 && machine.spacing == 0 && machine.visibleItems == 1 && machine.eyeDistance == 500)
    machine.tilt = -1e9
    machine.visibleItems = .max
    #expect(machine.tilt == -10 && machine.visibleItems == 100)
  }

  /// An animated scroll through the driver on a looping cylinder: it rests on an item, every frame's
  /// items finite and the front one at the centre, facing the viewer.
  @Test func aScrollThroughTheDriverRestsOnAnItem() {
    let configuration = CarouselConfiguration(
      layout: AnyCarouselLayout(CylinderLayout.cylinder()), viewport: Self.viewport,
      behavior: ScrollBehavior(isLooping: true), inputRules: .uiKit)
    var driver = CarouselDriver(configuration, count: 20, index: 0, time: 0)
    _ = driver.send(.frame(time: 0))
    _ = driver.send(.input(.scroll(toIndex: 3, animated: true, time: 0)))
    var time = 0.0
    while driver.state.phase != .idle && time < 3 {
      time += 1 / 60
      let frame = driver.send(.frame(time: time)).frame
      #expect(frame.items.allSatisfy { $0.center.x.isFinite && $0.zIndex.isFinite })
    }
    #expect(driver.state.currentIndex == 3 && Self.close(driver.offset, 3 * 156, 1e-6))
    let front = driver.items.first { $0.index == 3 }
    #expect(front?.center.x == 195 && front?.zIndex == 1)
    #expect(driver.items.count == 13, "12 around: d = −6…6")
  }
}
