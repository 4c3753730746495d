import RealModule
import Testing

@testable import CarouselCore

// CollectionViewPagingLayout's three families against values computed independently with a
// short python3 transcription of its formulas (Lib/Scale/ScaleTransformView.swift,
// Lib/Stack/StackTransformView.swift, Lib/Snapshot/SnapshotTransformView.swift, the presets'
// values from the …Options+Layout.swift files, TransformCurve.computeFromLinear,
// CGFloat.interpolate): a 400 × 300 viewport, so one page is 400 pt and item 0's progress at
// offset o is q = −o/400; the scale cards are 0.6 × 400 = 240 by 0.6 × 300 = 180 pt, the stack
// and snapshot cards 0.7 × 400 = 280 by 180 pt. Offsets 0, a quarter page, ±1, ±2.5 pages and
// further.

private let viewport = CarouselSize(width: 400, height: 300)

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-5) -> Bool { abs(a - b) <= tolerance }

/// Item 0 of 10 at progress `q` (offset −400 q).
private func itemOf<L: CarouselLayout>(_ layout: L, progress q: Double) -> ItemAttributes? {
  layout.attributes(at: 0, offset: -400 * q, count: 10, viewport: viewport)
}

private func effects(_ item: ItemAttributes) -> [Double] {
  let e = item.effects
  return [e.blurRadius, e.shadowOpacity, e.shadowRadius, e.shadowOffsetX, e.shadowOffsetY]
}

private func close(_ a: [Double], _ b: [Double]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { close($0, $1) }
}

@Suite struct ScaleLayoutTests {
  /// The flat presets: centre, scale and effects (blur radius, shadow opacity, radius, x, y).
  @Test(
    arguments: [
      (.linear, 0, 200.000000, 150.000000, 1.000000, [0, 0.1, 13, 0, 6]),
      (.linear, 0.25, 251.600000, 150.000000, 0.900000, [0, 0.1, 9.75, 0, 4.5]),
      (.linear, 1, 406.400000, 150.000000, 0.600000, [0, 0.1, 2, 0, 2]),
      (.linear, -1, -6.400000, 150.000000, 0.600000, [0, 0.1, 2, 0, 2]),
      (.linear, 2.5, 644.000000, 150.000000, 0.600000, [0, 0.1, 2, 0, 2]),
      (.linear, -2.5, -244.000000, 150.000000, 0.600000, [0, 0.1, 2, 0, 2]),
      (.linear, 3, 680.000000, 150.000000, 0.600000, [0, 0.1, 2, 0, 2]),
      (.easeIn, 0, 200.000000, 150.000000, 1.000000, [0, 0.1, 13, 0, 6]),
      (.easeIn, 0.25, 264.170401, 140.572199, 0.795247, [0, 0.1, 9.75, 0, 4.5]),
      (.easeIn, 1, 406.400000, 150.000000, 0.600000, [0, 0.1, 2, 0, 2]),
      (.easeIn, -1, -6.400000, 150.000000, 0.600000, [0, 0.1, 2, 0, 2]),
      (.easeIn, 2.5, 644.000000, 204.000000, 0.600000, [0, 0.1, 2, 0, 2]),
      (.easeIn, -2.5, -244.000000, 204.000000, 0.600000, [0, 0.1, 2, 0, 2]),
      (.easeIn, 3, 723.200000, 222.000000, 0.600000, [0, 0.1, 2, 0, 2]),
      (.blur, 0, 200.000000, 150.000000, 1.000000, [0, 0.1, 13, 0, 6]),
      (.blur, 0.25, 251.600000, 150.000000, 0.900000, [1, 0.1, 9.75, 0, 4.5]),
      (.blur, 1, 406.400000, 150.000000, 0.600000, [4, 0.1, 2, 0, 2]),
      (.blur, -1, -6.400000, 150.000000, 0.600000, [4, 0.1, 2, 0, 2]),
      (.blur, 2.5, 644.000000, 150.000000, 0.600000, [10, 0.1, 2, 0, 2]),
      (.blur, -2.5, -244.000000, 150.000000, 0.600000, [10, 0.1, 2, 0, 2]),
      (.blur, 3, 680.000000, 150.000000, 0.600000, [12, 0.1, 2, 0, 2]),
    ] as [(ScaleLayout.Options, Double, Double, Double, Double, [Double])])
  func flatPresetsAtWorkedProgress(
    options: ScaleLayout.Options, q: Double, x: Double, y: Double, scale: Double, expectedEffects: [Double]
  ) throws {
    let layout = ScaleLayout.scale(options)
    let item = try #require(itemOf(layout, progress: q))
    #expect(layout.perspective == nil && item.transform == nil)
    #expect(close(item.center.x, x) && close(item.center.y, y), "\(item.center)")
    #expect(close(item.scale, scale))
    #expect(close(effects(item), expectedEffects), "\(effects(item))")
    #expect(item.size == CarouselSize(width: 240, height: 180))
    #expect(item.zIndex == -abs(q))
  }

  /// The 3D presets: the transform's m11 m12 m13, m31 m32 m33, m41 m42 m43 (the rest is the
  /// identity's) about the viewport's centre, or `nil` when the card turns its face away.
  @Test(
    arguments: [
      (
        .coverFlow, 0, [0.700000, 0.000000, 0.000000, 0.000000, 0.000000, 1.000000, 0.000000, 0.000000, 0.000000],
        [0, 0.1, 13, 0, 6]
      ),
      (
        .coverFlow, 0.25,
        [0.622185, 0.000000, 0.458227, -0.320759, 0.000000, 0.888835, 17.204969, 0.000000, -34.581730],
        [0, 0.1, 9.75, 0, 4.5]
      ),
      (
        .coverFlow, 1, [0.350000, 0.000000, 0.866025, -0.606218, 0.000000, 0.500000, 110.244587, 0.000000, -63.215390],
        [0, 0.1, 2, 0, 2]
      ),
      (
        .coverFlow, -1,
        [0.350000, 0.000000, -0.866025, 0.606218, 0.000000, 0.500000, -110.244587, 0.000000, -63.215390],
        [0, 0.1, 2, 0, 2]
      ),
      (
        .coverFlow, 2.5,
        [0.350000, 0.000000, 0.866025, -0.606218, 0.000000, 0.500000, 263.011469, 0.000000, -189.215390],
        [0, 0.1, 2, 0, 2]
      ),
      (
        .coverFlow, -2.5,
        [0.350000, 0.000000, -0.866025, 0.606218, 0.000000, 0.500000, -263.011469, 0.000000, -189.215390],
        [0, 0.1, 2, 0, 2]
      ),
      (
        .coverFlow, 3,
        [0.350000, 0.000000, 0.866025, -0.606218, 0.000000, 0.500000, 313.933762, 0.000000, -231.215390],
        [0, 0.1, 2, 0, 2]
      ),
      (
        .cylinder, 0, [0.550000, 0.000000, 0.000000, 0.000000, 0.000000, 1.000000, 0.000000, 0.000000, 300.000000],
        [0, 0, 0, 0, 0]
      ),
      (
        .cylinder, 0.25,
        [0.539432, 0.000000, -0.195090, 0.107300, 0.000000, 0.980785, 32.189903, 0.000000, 294.235584], [0, 0, 0, 0, 0]
      ),
      (
        .cylinder, 1, [0.388909, 0.000000, -0.707107, 0.388909, 0.000000, 0.707107, 116.672619, 0.000000, 212.132034],
        [0, 0, 0, 0, 0]
      ),
      (
        .cylinder, -1,
        [0.388909, 0.000000, 0.707107, -0.388909, 0.000000, 0.707107, -116.672619, 0.000000, 212.132034],
        [0, 0, 0, 0, 0]
      ),
      (.cylinder, 2.5, nil, [0, 0, 0, 0, 0]),
      (.cylinder, -2.5, nil, [0, 0, 0, 0, 0]),
      (.cylinder, 3, nil, [0, 0, 0, 0, 0]),
      (
        .invertedCylinder, 0,
        [1.200000, 0.000000, 0.000000, 0.000000, 0.000000, 1.000000, 0.000000, 0.000000, -206.400000], [0, 0, 0, 0, 0]
      ),
      (
        .invertedCylinder, 0.25,
        [1.159111, 0.000000, 0.258819, -0.310583, 0.000000, 0.965926, 71.058967, 0.000000, -197.814176],
        [0, 0, 0, 0, 0]
      ),
      (
        .invertedCylinder, 1,
        [0.600000, 0.000000, 0.866025, -1.039230, 0.000000, 0.500000, 221.697172, 0.000000, -92.807695],
        [0, 0, 0, 0, 0]
      ),
      (
        .invertedCylinder, -1,
        [0.600000, 0.000000, -0.866025, 1.039230, 0.000000, 0.500000, -221.697172, 0.000000, -92.807695],
        [0, 0, 0, 0, 0]
      ),
      (.invertedCylinder, 2.5, nil, [0, 0, 0, 0, 0]),
      (.invertedCylinder, -2.5, nil, [0, 0, 0, 0, 0]),
      (.invertedCylinder, 3, nil, [0, 0, 0, 0, 0]),
      (
        .rotary, 0, [1.000000, 0.000000, 0.000000, 0.000000, 0.000000, 1.000000, 0.000000, 0.000000, -72.000000],
        [0, 0.1, 13, 0, 6]
      ),
      (
        .rotary, 0.25, [0.898767, 0.047102, 0.000000, 0.000000, 0.000000, 1.000000, 66.321435, 6.587977, -72.000000],
        [0, 0.1, 9.75, 0, 4.5]
      ),
      (
        .rotary, 1, [0.586889, 0.124747, 0.000000, 0.000000, 0.000000, 1.000000, 196.522483, 37.509349, -72.000000],
        [0, 0.1, 2, 0, 2]
      ),
      (
        .rotary, -1, [0.586889, -0.124747, 0.000000, 0.000000, 0.000000, 1.000000, -196.522483, 37.509349, -72.000000],
        [0, 0.1, 2, 0, 2]
      ),
      (
        .rotary, 2.5, [0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 1.000000, 180.000000, 0.000000, -72.000000],
        [0, 0.1, 2, 0, 2]
      ),
      (
        .rotary, -2.5, [0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 1.000000, -180.000000, 0.000000, -72.000000],
        [0, 0.1, 2, 0, 2]
      ),
      (
        .rotary, 3, [0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 1.000000, 192.000000, 0.000000, -72.000000],
        [0, 0.1, 2, 0, 2]
      ),
    ] as [(ScaleLayout.Options, Double, [Double]?, [Double])])
  func solidPresetsAtWorkedProgress(
    options: ScaleLayout.Options, q: Double, matrix: [Double]?, expectedEffects: [Double]
  ) throws {
    let layout = ScaleLayout.scale(options)
    guard let matrix else {
      #expect(itemOf(layout, progress: q) == nil)
      return
    }
    let item = try #require(itemOf(layout, progress: q))
    let t = try #require(item.transform)
    let actual = [t.m11, t.m12, t.m13, t.m31, t.m32, t.m33, t.m41, t.m42, t.m43]
    #expect(close(actual, matrix), "\(actual)")
    #expect(t.m14 == 0 && t.m24 == 0 && t.m34 == 0 && t.m44 == 1)
    #expect(item.center == CarouselPoint(x: 200, y: 150) && item.scale == 1)
    #expect(close(effects(item), expectedEffects), "\(effects(item))")
  }

  /// The eye distance is −1/m34: 2,000 (coverFlow), 1,785.71 (cylinder, m34 = −0.00056),
  /// 500 (invertedCylinder), 250 (rotary).
  @Test func perspectiveIsMinusOneOverM34() throws {
    #expect(close(try #require(ScaleLayout.scale(.coverFlow).perspective), 2000, 1e-9))
    #expect(close(try #require(ScaleLayout.scale(.cylinder).perspective), 1785.714286, 1e-5))
    #expect(close(try #require(ScaleLayout.scale(.invertedCylinder).perspective), 500, 1e-9))
    #expect(close(try #require(ScaleLayout.scale(.rotary).perspective), 250, 1e-9))
  }

  /// The curves: easeIn(0.25) = log₁₀(3.25) = 0.511883, easeOut(0.25) = 1 − log₁₀(7.75) =
  /// 0.110698; both 0 at 0 and 1 at 1.
  @Test func curvesAtWorkedValues() {
    #expect(close(TransformCurve.easeIn.value(0.25), 0.511883))
    #expect(close(TransformCurve.easeOut.value(0.25), 0.110698))
    for curve in [TransformCurve.linear, .easeIn, .easeOut] {
      #expect(close(curve.value(0), 0) && close(curve.value(1), 1))
    }
    #expect(TransformCurve.easeIn.value(-1) == 0 && TransformCurve.easeOut.value(2) == 1)
  }

  /// Pages are the viewport: anchors 400 pt apart, content 10 × 400, and ⌊7/2⌋ = 3 cards each
  /// side of page 5 (pages 2 … 8, CollectionViewPagingLayout's window of 7), none at page 1.
  @Test func pagesAndCandidates() throws {
    let layout = ScaleLayout.scale(.linear)
    #expect(layout.anchors(count: 10, viewport: viewport, isLooping: false).offset(of: 3) == 1200)
    #expect(layout.contentLength(count: 10, viewport: viewport) == 4000)
    let range = try #require(layout.candidatePositions(offset: 2000, count: 100, viewport: viewport))
    #expect(range.contains(2) && range.contains(8) && range.count <= 9)
    #expect(layout.attributes(at: 1, offset: 2000, count: 100, viewport: viewport) == nil)
    #expect(layout.attributes(at: 9, offset: 2000, count: 100, viewport: viewport) == nil)
    #expect(layout.attributes(at: 2, offset: 2000, count: 100, viewport: viewport) != nil)
    #expect(layout.attributes(at: 8, offset: 2000, count: 100, viewport: viewport) != nil)
    var items: [ItemAttributes] = []
    layout.visibleItems(offset: 2000, count: 100, viewport: viewport, isLooping: false, into: &items)
    #expect(items.map(\.position).contains(5))
  }

  /// Bad options are clamped, never NaN: NaN ratios take the defaults, huge ones the range's ends.
  @Test func badOptionsAreClamped() throws {
    var options = ScaleLayout.Options.coverFlow
    options.minScale = .nan
    options.scaleRatio = .infinity
    options.translationRatio = CarouselPoint(x: .nan, y: -1e300)
    options.rotation3d?.angle = .nan
    options.rotation3d?.m34 = .infinity
    options.fullBlurRadius = -5
    let layout = ScaleLayout(options: options, itemHeight: .nan, visibleItems: -3)
    #expect(layout.options.minScale == 0.75 && layout.options.scaleRatio == ScaleLayout.ratioRange.upperBound)
    #expect(layout.options.translationRatio == CarouselPoint(x: 0.93, y: ScaleLayout.ratioRange.lowerBound))
    #expect(layout.options.rotation3d?.angle == 0 && layout.options.rotation3d?.m34 == 0)
    #expect(layout.perspective == nil && layout.options.fullBlurRadius == 0)
    #expect(layout.itemHeight == nil && layout.visibleItems == 1)
    for q in [0.0, 0.5, -3, 1e300, -.infinity, .nan] {
      guard let item = layout.attributes(at: 0, offset: -400 * q, count: 10, viewport: viewport) else { continue }
      #expect(item.center.x.isFinite && item.center.y.isFinite && item.scale.isFinite)
      #expect(item.transform?.entries.allSatisfy(\.isFinite) ?? true)
    }
  }
}

@Suite struct StackLayoutTests {
  /// Every preset: centre x, y, scale, rotation, alpha, zIndex and effects, or `nil` (faded
  /// out). q is the item's progress before `reverse` negates it.
  @Test(
    arguments: [
      (.transparent, 0, [200.000000, 150.000000, 1.000000, -0.000000, 1.000000, 0], [0, 0.1, 10, 0, 0]),
      (.transparent, 0.25, [200.000000, 145.950000, 0.970000, 0.000000, 0.950000, 0], [0, 0.1, 10, 0, 0]),
      (.transparent, 1, [200.000000, 133.800000, 0.880000, 0.000000, 0.800000, -1], [0, 0.1, 10, 0, 0]),
      (.transparent, -0.25, [98.500000, 163.500000, 1.000000, -0.078540, 1.000000, 0], [0, 0.1, 10, 0, 0]),
      (.transparent, -1, nil, nil),
      (.transparent, 2.5, [200.000000, 109.500000, 0.700000, -0.000000, 0.500000, -3], [0, 0.1, 10, 0, 0]),
      (.transparent, -2.5, nil, nil),
      (.transparent, 1.5, [200.000000, 125.700000, 0.820000, 0.000000, 0.700000, -2], [0, 0.1, 10, 0, 0]),
      (.transparent, 5, nil, nil),
      (.perspective, 0, [200.000000, 150.000000, 1.000000, -0.000000, 1.000000, 0], [0, 0.1, 5, 0, 0]),
      (.perspective, 0.25, [207.705662, 150.000000, 0.975000, 0.000000, 1.000000, 0], [0, 0.1, 5, 0, 0]),
      (.perspective, 1, [230.471190, 150.000000, 0.900000, 0.000000, 1.000000, -1], [0, 0.1, 5, 0, 0]),
      (.perspective, -0.25, [98.500000, 163.500000, 1.000000, -0.078540, 1.000000, 0], [0, 0.1, 5, 0, 0]),
      (.perspective, -1, nil, nil),
      (.perspective, 2.5, [273.853921, 150.000000, 0.750000, -0.000000, 1.000000, -3], [0, 0.1, 5, 0, 0]),
      (.perspective, -2.5, nil, nil),
      (.perspective, 1.5, [245.301343, 150.000000, 0.850000, 0.000000, 1.000000, -2], [0, 0.1, 5, 0, 0]),
      (.perspective, 5, [331.426961, 150.000000, 0.500000, 0.000000, 1.000000, -5], [0, 0.1, 5, 0, 0]),
      (.rotary, 0, [200.000000, 150.000000, 1.000000, -0.000000, 1.000000, 0], [0, 0.1, 8, 0, 0]),
      (.rotary, 0.25, [200.000000, 150.450000, 1.000000, 0.049087, 0.975000, 0], [0, 0.1, 8, 0, 0]),
      (.rotary, 1, [200.000000, 151.800000, 1.000000, 0.196350, 0.900000, -1], [0, 0.1, 8, 0, 0]),
      (.rotary, -0.25, [98.500000, 168.675000, 0.992500, -0.196350, 1.000000, 0], [0, 0.1, 8, 0, 0]),
      (.rotary, -1, nil, nil),
      (.rotary, 2.5, [200.000000, 154.500000, 1.000000, -0.000000, 0.194444, -3], [0, 0.1, 8, 0, 0]),
      (.rotary, -2.5, nil, nil),
      (.rotary, 1.5, [200.000000, 152.700000, 1.000000, 0.000000, 0.850000, -2], [0, 0.1, 8, 0, 0]),
      (.rotary, 5, nil, nil),
      (.vortex, 0, [200.000000, 150.000000, 1.000000, -0.000000, 1.000000, 0], [0, 0, 0, 0, 0]),
      (.vortex, 0.25, [200.000000, 147.982724, 1.037500, 0.000000, 0.900000, 0], [0, 0, 0, 0, 0]),
      (.vortex, 1, [200.000000, 142.477708, 1.150000, 0.000000, 0.600000, -1], [0, 0, 0, 0, 0]),
      (.vortex, -0.25, [200.000000, 153.375000, 0.962500, -0.785398, 0.750000, 0], [0, 0, 0, 0, 0]),
      (.vortex, -1, nil, nil),
      (.vortex, 2.5, nil, nil),
      (.vortex, -2.5, nil, nil),
      (.vortex, 1.5, [200.000000, 139.405962, 1.225000, 0.000000, 0.400000, -2], [0, 0, 0, 0, 0]),
      (.vortex, 5, nil, nil),
      (.reverse, 0, [200.000000, 150.000000, 1.000000, 0.000000, 1.000000, 0], [0, 0.1, 8, 0, 0]),
      (.reverse, 0.25, [305.000000, 168.450000, 1.025000, 0.196350, 1.000000, 0], [0, 0.1, 8, 0, 0]),
      (.reverse, 1, nil, nil),
      (.reverse, -0.25, [190.900000, 148.830000, 0.975000, 0.000000, 1.000000, 0], [0, 0.1, 8, 0, 0]),
      (.reverse, -1, [163.600000, 145.320000, 0.900000, 0.000000, 1.000000, -1], [0, 0.1, 8, 0, 0]),
      (.reverse, 2.5, nil, nil),
      (.reverse, -2.5, [109.000000, 138.300000, 0.750000, -0.000000, 1.000000, -3], [0, 0.1, 8, 0, 0]),
      (.reverse, 1.5, nil, nil),
      (.reverse, 5, nil, nil),
      (.blur, 0, [200.000000, 150.000000, 1.000000, 0.000000, 1.000000, 0], [0, 0.1, 8, 0, 0]),
      (.blur, 0.25, [305.000000, 168.000000, 1.025000, 0.196350, 1.000000, 0], [0, 0.1, 8, 0, 0]),
      (.blur, 1, nil, nil),
      (.blur, -0.25, [192.458914, 150.000000, 0.975000, 0.000000, 1.000000, 0], [0.0571429, 0.1, 8, 0, 0]),
      (.blur, -1, [169.869404, 150.000000, 0.900000, 0.000000, 1.000000, -1], [0.228571, 0.1, 8, 0, 0]),
      (.blur, 2.5, nil, nil),
      (.blur, -2.5, [124.886130, 150.000000, 0.750000, -0.000000, 1.000000, -3], [0.571429, 0.1, 8, 0, 0]),
      (.blur, 1.5, nil, nil),
      (.blur, 5, nil, nil),
    ] as [(StackLayout.Options, Double, [Double]?, [Double]?)])
  func presetsAtWorkedProgress(options: StackLayout.Options, q: Double, values: [Double]?, expectedEffects: [Double]?)
    throws
  {
    let layout = StackLayout.stack(options)
    guard let values, let expectedEffects else {
      #expect(itemOf(layout, progress: q) == nil)
      return
    }
    let item = try #require(itemOf(layout, progress: q))
    let actual = [item.center.x, item.center.y, item.scale, item.rotation, item.alpha, item.zIndex]
    #expect(close(actual, values), "\(actual)")
    #expect(close(effects(item), expectedEffects), "\(effects(item))")
    #expect(item.size == CarouselSize(width: 280, height: 180) && item.transform == nil)
  }

  /// The pile reaches from the card popping (progress above −1) to the deepest card: N − 1 +
  /// bottomStackAlphaSpeedFactor pages (3 − 1 + 0.9 by default), behind the offset when
  /// reversed; the count does not matter.
  @Test func candidatesCoverThePile() throws {
    let forward = try #require(StackLayout().candidatePositions(offset: 4000, count: 1_000_000, viewport: viewport))
    #expect(forward.contains(9) && forward.contains(12) && !forward.contains(14) && forward.count <= 6)
    let reversed = try #require(
      StackLayout.stack(.reverse).candidatePositions(offset: 4000, count: 1_000_000, viewport: viewport))
    #expect(reversed.contains(11) && reversed.contains(7) && !reversed.contains(12))
  }

  /// Bad options are clamped: NaN factors take the defaults, the stack size its range's ends.
  @Test func badOptionsAreClamped() {
    var options = StackLayout.Options.vortex
    options.scaleFactor = .nan
    options.maxStackSize = .max
    options.bottomStackAlphaSpeedFactor = 0
    options.popAngle = .infinity
    let layout = StackLayout(options: options)
    #expect(
      layout.options.scaleFactor == 0.15 && layout.options.maxStackSize == StackLayout.maxStackSizeRange.upperBound)
    #expect(layout.options.bottomStackAlphaSpeedFactor == StackLayout.alphaSpeedRange.lowerBound)
    #expect(layout.options.popAngle == ScaleLayout.ratioRange.upperBound)
    for q in [0.0, -0.5, 3, 1e300, .nan] {
      guard let item = layout.attributes(at: 0, offset: -400 * q, count: 10, viewport: viewport) else { continue }
      #expect(item.center.x.isFinite && item.center.y.isFinite && item.rotation.isFinite && item.alpha.isFinite)
    }
  }
}

@Suite struct SnapshotLayoutTests {
  /// The whole card: centre and scale at progress ½ and −1, for every preset.
  @Test(
    arguments: [
      (.grid, 0.5, 298.000000, 150.000000, 0.950000),
      (.grid, -1, 4.000000, 150.000000, 0.900000),
      (.space, 0.5, 298.000000, 150.000000, 0.950000),
      (.space, -1, 4.000000, 150.000000, 0.900000),
      (.chess, 0.5, 298.000000, 150.000000, 0.950000),
      (.chess, -1, 4.000000, 150.000000, 0.900000),
      (.tiles, 0.5, 340.000000, 150.000000, 0.950000),
      (.tiles, -1, -80.000000, 150.000000, 0.900000),
      (.lines, 0.5, 312.000000, 150.000000, 0.950000),
      (.lines, -1, -24.000000, 150.000000, 0.900000),
      (.bars, 0.5, 340.000000, 150.000000, 0.950000),
      (.bars, -1, -80.000000, 150.000000, 0.900000),
      (.puzzle, 0.5, 340.000000, 150.000000, 0.900000),
      (.puzzle, -1, -80.000000, 150.000000, 0.800000),
      (.fade, 0.5, 466.000000, 150.000000, 0.650000),
      (.fade, -1, -332.000000, 150.000000, 0.300000),
    ] as [(SnapshotLayout.Options, Double, Double, Double, Double)])
  func containerAtWorkedProgress(options: SnapshotLayout.Options, q: Double, x: Double, y: Double, scale: Double)
    throws
  {
    let layout = SnapshotLayout.snapshot(options)
    let item = try #require(itemOf(layout, progress: q))
    #expect(close(item.center.x, x) && close(item.center.y, y) && close(item.scale, scale))
    let pieces = try #require(item.pieces)
    #expect(pieces.rows == options.rows && pieces.columns == options.columns && pieces.progress == q)
  }

  /// Pieces (first, second, middle, last) of every preset at progress ½ and −1: the frame in
  /// the card (min x, min y, max x, max y), the move, the scales, alpha, corner radius.
  @Test(
    arguments: [
      (
        .grid, 0.5, 0,
        [
          0.000000, 0.000000, 70.000000, 18.000000, 94.500000, 72.900000, 0.600000, 0.600000, 1.000000, 9.000000,
          0.000000,
        ]
      ),
      (
        .grid, 0.5, 1,
        [
          70.000000, 0.000000, 140.000000, 18.000000, 31.500000, 72.900000, 0.600000, 0.600000, 1.000000, 9.000000,
          0.000000,
        ]
      ),
      (
        .grid, 0.5, 20,
        [
          0.000000, 90.000000, 70.000000, 108.000000, 94.500000, -8.100000, 0.600000, 0.600000, 1.000000, 9.000000,
          0.000000,
        ]
      ),
      (
        .grid, 0.5, 39,
        [
          210.000000, 162.000000, 280.000000, 180.000000, -94.500000, -72.900000, 0.600000, 0.600000, 1.000000,
          9.000000, 0.000000,
        ]
      ),
      (
        .grid, -1, 0,
        [
          0.000000, 0.000000, 70.000000, 18.000000, 189.000000, 145.800000, 0.200000, 0.200000, 1.000000, 18.000000,
          0.000000,
        ]
      ),
      (
        .grid, -1, 1,
        [
          70.000000, 0.000000, 140.000000, 18.000000, 63.000000, 145.800000, 0.200000, 0.200000, 1.000000, 18.000000,
          0.000000,
        ]
      ),
      (
        .grid, -1, 20,
        [
          0.000000, 90.000000, 70.000000, 108.000000, 189.000000, -16.200000, 0.200000, 0.200000, 1.000000, 18.000000,
          0.000000,
        ]
      ),
      (
        .grid, -1, 39,
        [
          210.000000, 162.000000, 280.000000, 180.000000, -189.000000, -145.800000, 0.200000, 0.200000, 1.000000,
          18.000000, 0.000000,
        ]
      ),
      (
        .space, 0.5, 0,
        [
          0.000000, 0.000000, 93.333333, 45.000000, -70.000000, -33.750000, 0.750000, 0.750000, 1.000000, 15.750000,
          0.000000,
        ]
      ),
      (
        .space, 0.5, 1,
        [
          93.333333, 0.000000, 186.666667, 45.000000, 0.000000, 0.000000, 0.750000, 0.750000, 1.000000, 15.750000,
          0.000000,
        ]
      ),
      (
        .space, 0.5, 6,
        [
          0.000000, 90.000000, 93.333333, 135.000000, 23.333333, 11.250000, 0.750000, 0.750000, 1.000000, 15.750000,
          0.000000,
        ]
      ),
      (
        .space, 0.5, 11,
        [
          186.666667, 135.000000, 280.000000, 180.000000, -70.000000, -33.750000, 0.750000, 0.750000, 0.650000,
          15.750000, 0.000000,
        ]
      ),
      (
        .space, -1, 0,
        [
          0.000000, 0.000000, 93.333333, 45.000000, -140.000000, -67.500000, 0.500000, 0.500000, 1.000000, 31.500000,
          0.000000,
        ]
      ),
      (
        .space, -1, 1,
        [
          93.333333, 0.000000, 186.666667, 45.000000, 0.000000, 0.000000, 0.500000, 0.500000, 1.000000, 31.500000,
          0.000000,
        ]
      ),
      (
        .space, -1, 6,
        [
          0.000000, 90.000000, 93.333333, 135.000000, 46.666667, 22.500000, 0.500000, 0.500000, 1.000000, 31.500000,
          0.000000,
        ]
      ),
      (
        .space, -1, 11,
        [
          186.666667, 135.000000, 280.000000, 180.000000, -140.000000, -67.500000, 0.500000, 0.500000, 0.300000,
          31.500000, 0.000000,
        ]
      ),
      (
        .chess, 0.5, 0,
        [
          0.000000, 0.000000, 56.000000, 18.000000, 56.000000, -18.000000, 0.750000, 0.750000, 1.000000, 4.500000,
          0.000000,
        ]
      ),
      (
        .chess, 0.5, 1,
        [
          56.000000, 0.000000, 112.000000, 18.000000, 28.000000, -9.000000, 0.750000, 0.750000, 1.000000, 4.500000,
          0.000000,
        ]
      ),
      (
        .chess, 0.5, 25,
        [
          0.000000, 90.000000, 56.000000, 108.000000, 56.000000, -18.000000, 0.750000, 0.750000, 1.000000, 4.500000,
          0.000000,
        ]
      ),
      (
        .chess, 0.5, 49,
        [
          224.000000, 162.000000, 280.000000, 180.000000, -56.000000, 18.000000, 0.750000, 0.750000, 0.600000, 4.500000,
          0.000000,
        ]
      ),
      (
        .chess, -1, 0,
        [
          0.000000, 0.000000, 56.000000, 18.000000, 112.000000, -36.000000, 0.500000, 0.500000, 1.000000, 9.000000,
          0.000000,
        ]
      ),
      (
        .chess, -1, 1,
        [
          56.000000, 0.000000, 112.000000, 18.000000, 56.000000, -18.000000, 0.500000, 0.500000, 1.000000, 9.000000,
          0.000000,
        ]
      ),
      (
        .chess, -1, 25,
        [
          0.000000, 90.000000, 56.000000, 108.000000, 112.000000, -36.000000, 0.500000, 0.500000, 1.000000, 9.000000,
          0.000000,
        ]
      ),
      (
        .chess, -1, 49,
        [
          224.000000, 162.000000, 280.000000, 180.000000, -112.000000, 36.000000, 0.500000, 0.500000, 0.200000,
          9.000000, 0.000000,
        ]
      ),
      (
        .tiles, 0.5, 0,
        [
          0.000000, 0.000000, 280.000000, 18.000000, 56.000000, 0.000000, 1.000000, 0.950000, 0.800000, 0.000000,
          0.000000,
        ]
      ),
      (
        .tiles, 0.5, 1,
        [
          0.000000, 18.000000, 280.000000, 36.000000, -56.000000, 0.000000, 1.000000, 0.950000, 0.800000, 0.000000,
          0.000000,
        ]
      ),
      (
        .tiles, 0.5, 5,
        [
          0.000000, 90.000000, 280.000000, 108.000000, -56.000000, 0.000000, 1.000000, 0.950000, 0.800000, 0.000000,
          0.000000,
        ]
      ),
      (
        .tiles, 0.5, 9,
        [
          0.000000, 162.000000, 280.000000, 180.000000, -56.000000, 0.000000, 1.000000, 0.950000, 0.800000, 0.000000,
          0.000000,
        ]
      ),
      (
        .tiles, -1, 0,
        [
          0.000000, 0.000000, 280.000000, 18.000000, 112.000000, 0.000000, 1.000000, 0.900000, 0.600000, 0.000000,
          0.000000,
        ]
      ),
      (
        .tiles, -1, 1,
        [
          0.000000, 18.000000, 280.000000, 36.000000, -112.000000, 0.000000, 1.000000, 0.900000, 0.600000, 0.000000,
          0.000000,
        ]
      ),
      (
        .tiles, -1, 5,
        [
          0.000000, 90.000000, 280.000000, 108.000000, -112.000000, 0.000000, 1.000000, 0.900000, 0.600000, 0.000000,
          0.000000,
        ]
      ),
      (
        .tiles, -1, 9,
        [
          0.000000, 162.000000, 280.000000, 180.000000, -112.000000, 0.000000, 1.000000, 0.900000, 0.600000, 0.000000,
          0.000000,
        ]
      ),
      (
        .lines, 0.5, 0,
        [
          0.000000, 0.000000, 280.000000, 11.250000, 21.000000, 0.000000, 0.700000, 0.520000, 0.800000, 0.000000,
          0.000000,
        ]
      ),
      (
        .lines, 0.5, 1,
        [
          0.000000, 11.250000, 280.000000, 22.500000, -21.000000, 0.000000, 0.700000, 0.520000, 0.800000, 0.000000,
          0.000000,
        ]
      ),
      (
        .lines, 0.5, 8,
        [
          0.000000, 90.000000, 280.000000, 101.250000, 21.000000, 0.000000, 0.700000, 0.520000, 0.800000, 0.000000,
          0.000000,
        ]
      ),
      (
        .lines, 0.5, 15,
        [
          0.000000, 168.750000, 280.000000, 180.000000, -21.000000, 0.000000, 0.700000, 0.520000, 0.800000, 0.000000,
          0.000000,
        ]
      ),
      (
        .lines, -1, 0,
        [
          0.000000, 0.000000, 280.000000, 11.250000, 42.000000, 0.000000, 0.400000, 0.040000, 0.600000, 0.000000,
          0.000000,
        ]
      ),
      (
        .lines, -1, 1,
        [
          0.000000, 11.250000, 280.000000, 22.500000, -42.000000, 0.000000, 0.400000, 0.040000, 0.600000, 0.000000,
          0.000000,
        ]
      ),
      (
        .lines, -1, 8,
        [
          0.000000, 90.000000, 280.000000, 101.250000, 42.000000, 0.000000, 0.400000, 0.040000, 0.600000, 0.000000,
          0.000000,
        ]
      ),
      (
        .lines, -1, 15,
        [
          0.000000, 168.750000, 280.000000, 180.000000, -42.000000, 0.000000, 0.400000, 0.040000, 0.600000, 0.000000,
          0.000000,
        ]
      ),
      (
        .bars, 0.5, 0,
        [
          0.000000, 0.000000, 28.000000, 180.000000, 0.000000, 9.000000, 0.900000, 0.700000, 0.800000, 16.800000,
          0.000000,
        ]
      ),
      (
        .bars, 0.5, 1,
        [
          28.000000, 0.000000, 56.000000, 180.000000, 0.000000, -9.000000, 0.900000, 0.700000, 0.800000, 16.800000,
          0.000000,
        ]
      ),
      (
        .bars, 0.5, 5,
        [
          140.000000, 0.000000, 168.000000, 180.000000, 0.000000, -9.000000, 0.900000, 0.700000, 0.800000, 16.800000,
          0.000000,
        ]
      ),
      (
        .bars, 0.5, 9,
        [
          252.000000, 0.000000, 280.000000, 180.000000, 0.000000, -9.000000, 0.900000, 0.700000, 0.800000, 16.800000,
          0.000000,
        ]
      ),
      (
        .bars, -1, 0,
        [
          0.000000, 0.000000, 28.000000, 180.000000, 0.000000, 18.000000, 0.800000, 0.400000, 0.600000, 33.600000,
          0.000000,
        ]
      ),
      (
        .bars, -1, 1,
        [
          28.000000, 0.000000, 56.000000, 180.000000, 0.000000, -18.000000, 0.800000, 0.400000, 0.600000, 33.600000,
          0.000000,
        ]
      ),
      (
        .bars, -1, 5,
        [
          140.000000, 0.000000, 168.000000, 180.000000, 0.000000, -18.000000, 0.800000, 0.400000, 0.600000, 33.600000,
          0.000000,
        ]
      ),
      (
        .bars, -1, 9,
        [
          252.000000, 0.000000, 280.000000, 180.000000, 0.000000, -18.000000, 0.800000, 0.400000, 0.600000, 33.600000,
          0.000000,
        ]
      ),
      (
        .puzzle, 0.5, 0,
        [
          0.000000, 0.000000, 70.000000, 18.000000, 5.250000, 0.000000, 0.800000, 0.950000, 0.900000, 0.000000,
          0.000000,
        ]
      ),
      (
        .puzzle, 0.5, 1,
        [
          70.000000, 0.000000, 140.000000, 18.000000, 5.250000, 0.000000, 0.950000, 0.800000, 1.000000, 0.000000,
          0.000000,
        ]
      ),
      (
        .puzzle, 0.5, 20,
        [
          0.000000, 90.000000, 70.000000, 108.000000, -5.250000, 0.000000, 0.800000, 0.950000, 0.800000, 0.000000,
          0.000000,
        ]
      ),
      (
        .puzzle, 0.5, 39,
        [
          210.000000, 162.000000, 280.000000, 180.000000, -5.250000, 0.000000, 0.950000, 0.800000, 0.900000, 0.000000,
          0.000000,
        ]
      ),
      (
        .puzzle, -1, 0,
        [
          0.000000, 0.000000, 70.000000, 18.000000, 10.500000, 0.000000, 0.600000, 0.900000, 0.800000, 0.000000,
          0.000000,
        ]
      ),
      (
        .puzzle, -1, 1,
        [
          70.000000, 0.000000, 140.000000, 18.000000, 10.500000, 0.000000, 0.900000, 0.600000, 1.000000, 0.000000,
          0.000000,
        ]
      ),
      (
        .puzzle, -1, 20,
        [
          0.000000, 90.000000, 70.000000, 108.000000, -10.500000, 0.000000, 0.600000, 0.900000, 0.600000, 0.000000,
          0.000000,
        ]
      ),
      (
        .puzzle, -1, 39,
        [
          210.000000, 162.000000, 280.000000, 180.000000, -10.500000, 0.000000, 0.900000, 0.600000, 0.800000, 0.000000,
          0.000000,
        ]
      ),
      (
        .fade, 0.5, 0,
        [
          0.000000, 0.000000, 280.000000, 18.000000, -0.000000, -4.050000, 1.112500, 1.225000, 1.000000, 0.900000,
          0.000000,
        ]
      ),
      (
        .fade, 0.5, 1,
        [
          0.000000, 18.000000, 280.000000, 36.000000, -0.000000, -3.150000, 1.087500, 1.175000, 0.950000, 0.900000,
          0.000000,
        ]
      ),
      (
        .fade, 0.5, 5,
        [
          0.000000, 90.000000, 280.000000, 108.000000, 0.000000, 0.450000, 0.987500, 0.975000, 0.750000, 0.900000,
          0.000000,
        ]
      ),
      (
        .fade, 0.5, 9,
        [
          0.000000, 162.000000, 280.000000, 180.000000, 0.000000, 4.050000, 0.887500, 0.775000, 0.550000, 0.900000,
          0.000000,
        ]
      ),
      (
        .fade, -1, 0,
        [
          0.000000, 0.000000, 280.000000, 18.000000, -0.000000, -8.100000, 1.225000, 1.450000, 1.000000, 1.800000,
          0.000000,
        ]
      ),
      (
        .fade, -1, 1,
        [
          0.000000, 18.000000, 280.000000, 36.000000, -0.000000, -6.300000, 1.175000, 1.350000, 0.900000, 1.800000,
          0.000000,
        ]
      ),
      (
        .fade, -1, 5,
        [
          0.000000, 90.000000, 280.000000, 108.000000, 0.000000, 0.900000, 0.975000, 0.950000, 0.500000, 1.800000,
          0.000000,
        ]
      ),
      (
        .fade, -1, 9,
        [
          0.000000, 162.000000, 280.000000, 180.000000, 0.000000, 8.100000, 0.775000, 0.550000, 0.100000, 1.800000,
          0.000000,
        ]
      ),
    ] as [(SnapshotLayout.Options, Double, Int, [Double])])
  func piecesAtWorkedProgress(options: SnapshotLayout.Options, q: Double, index: Int, values: [Double]) throws {
    let layout = AnyCarouselLayout(SnapshotLayout.snapshot(options))
    let item = try #require(itemOf(layout, progress: q))
    let piece = try #require(layout.piece(index, of: item))
    let actual = [
      piece.frame.minX, piece.frame.minY, piece.frame.maxX, piece.frame.maxY, piece.translationX, piece.translationY,
      piece.scaleX, piece.scaleY, piece.alpha, piece.cornerRadius, 0,
    ]
    #expect(close(actual, values), "\(actual)")
  }

  /// At rest the card is drawn whole (no pieces), as CollectionViewPagingLayout shows the view
  /// itself at progress 0; indices outside the grid and other layouts give no piece.
  @Test func restDrawsWholeAndIndicesAreChecked() throws {
    let layout = SnapshotLayout.snapshot(.grid)
    let rest = try #require(itemOf(layout, progress: 0))
    #expect(rest.pieces == nil && rest.center == CarouselPoint(x: 200, y: 150) && rest.scale == 1)
    #expect(layout.piece(0, of: rest) == nil)
    let moving = try #require(itemOf(layout, progress: 0.5))
    #expect(layout.piece(-1, of: moving) == nil && layout.piece(40, of: moving) == nil)
    #expect(layout.piece(39, of: moving) != nil)
    #expect(LinearLayout().piece(0, of: moving) == nil)
  }

  /// The mirror factor of CollectionViewPagingLayout's `getRowColumnBasedMirror`, worked by hand:
  /// 4 rows give −1.5, −0.5, 0.5, 1.5; 5 give −2, −1, 0, 1, 2; reversed, 4 rows (middle 2) give
  /// index 2, 1, 1, 2 → 2 − index = 0, 1, 1, 0 → less ½ = −½, ½, ½, −½ → signed (−, −, +, +)
  /// ½, −½, ½, −½.
  @Test func mirrorFactors() {
    typealias Rule = SnapshotLayout.PiecesValue<Double>.Rule
    #expect((0..<4).map { Rule.mirror(count: 4, current: $0, reversed: false) } == [-1.5, -0.5, 0.5, 1.5])
    #expect((0..<5).map { Rule.mirror(count: 5, current: $0, reversed: false) } == [-2, -1, 0, 1, 2])
    #expect((0..<4).map { Rule.mirror(count: 4, current: $0, reversed: true) } == [0.5, -0.5, 0.5, -0.5])
  }

  /// Bad options are clamped: the grid into 1...100, NaN ratios to the defaults or 0.
  @Test func badOptionsAreClamped() throws {
    var options = SnapshotLayout.Options.fade
    options.rows = 0
    options.columns = .max
    options.containerScaleRatio = .nan
    options.piecesAlphaRatio = .rowBased(.nan)
    let layout = SnapshotLayout(options: options)
    #expect(layout.options.rows == 1 && layout.options.columns == 100 && layout.options.containerScaleRatio == 0.25)
    #expect(layout.options.piecesAlphaRatio == .rowBased(0))
    let item = try #require(itemOf(layout, progress: 0.5))
    #expect(item.pieces?.count == 100)
    let piece = try #require(layout.piece(99, of: item))
    #expect(piece.alpha == 1 && piece.frame.maxX == 280)
  }
}

@Suite struct ItemEffectsTests {
  /// The default changes nothing; every value is clamped, NaN gives none's.
  @Test func defaultsAndClamping() {
    #expect(ItemEffects.none == ItemEffects() && !ItemEffects.none.hasBlur && !ItemEffects.none.hasShadow)
    let item = ItemAttributes(
      position: 0, index: 0, center: CarouselPoint(x: 0, y: 0), size: CarouselSize(width: 1, height: 1))
    #expect(item.effects == .none && item.pieces == nil)
    var e = ItemEffects(
      blurRadius: .nan, shadowOpacity: 2, shadowRadius: -1, shadowOffsetX: .infinity, shadowOffsetY: .nan)
    #expect(e.blurRadius == 0 && e.shadowOpacity == 1 && e.shadowRadius == 0)
    #expect(e.shadowOffsetX == ItemEffects.shadowOffsetRange.upperBound && e.shadowOffsetY == 0)
    e.blurRadius = 1e9
    e.shadowOpacity = .nan
    #expect(e.blurRadius == ItemEffects.radiusRange.upperBound && e.shadowOpacity == 0)
  }
}
