import RealModule

/// The circle iCarousel's circular types (`iCarouselTypeCylinder`, `iCarouselTypeWheel` and
/// their inverted forms) put their items on, shared by ``CylinderLayout`` and ``RingLayout``:
/// item width w, ``spacing`` s (iCarousel's `iCarouselOptionSpacing`, a fraction of the item
/// width: the pitch is p = w · s, one item per p points dragged), N items on the whole circle
/// (`iCarouselOptionCount`) spread over the ``arc`` (`iCarouselOptionArc`), so the angle per
/// item is arc / N. Source: iCarousel.m, `-transformForItemViewWithOffset:` and
/// `-circularCarouselItemCount`.
struct ICarouselCircle: Sendable, Hashable {
  /// The item width w, in points.
  let width: Double
  /// The pitch p = w · s clamped as ``SnapAnchors`` clamps pitches, in points.
  let pitch: Double
  /// The angle between neighbours, arc / N, in radians.
  let anglePerItem: Double
  /// N / 2: items further than this from the centre (in items) are not shown, as iCarousel
  /// shows N items around the current one (`-updateNumberOfVisibleItems`).
  let halfCount: Double

  @inline(__always)
  init(itemSize: LinearLayout.ItemSize, spacing: Double, itemsAround: Int, arc: Double, viewport: CarouselSize) {
    width = itemSize.length(in: viewport.width)
    pitch = SnapAnchors.clampedPitch(width * spacing)
    anglePerItem = arc / Double(itemsAround)
    halfCount = Double(itemsAround) / 2
  }

  /// The signed distance of track position `position` from the centre at `offset`, in items.
  @inline(__always)
  func distance(of position: Int, offset: Double) -> Double { (Double(position) * pitch - offset) / pitch }

  /// The positions within ``halfCount`` items of `offset`. O(1).
  func candidates(offset: Double) -> ClosedRange<Int>? {
    uniformCandidates(offset: offset, pitch: pitch, reach: (halfCount + 1) * pitch)
  }

  /// The range the circular layouts' ``CylinderLayout/spacing`` is clamped into.
  static let spacingRange: ClosedRange<Double> = 0.01...100
  /// The range the circular layouts' ``CylinderLayout/itemsAround`` is clamped into.
  static let itemsAroundRange: ClosedRange<Int> = 3...100
  /// The range the circular layouts' ``CylinderLayout/arc`` is clamped into.
  static let arcRange: ClosedRange<Double> = 0.01...(2 * Double.pi)

  static func clampedSpacing(_ value: Double) -> Double {
    LayoutLimits.limited(value.isFinite ? value : 1, to: spacingRange, fallback: 1)
  }
  static func clampedItemsAround(_ value: Int) -> Int {
    min(max(value, itemsAroundRange.lowerBound), itemsAroundRange.upperBound)
  }
  static func clampedArc(_ value: Double) -> Double {
    LayoutLimits.limited(value.isFinite ? value : 2 * Double.pi, to: arcRange, fallback: 2 * Double.pi)
  }
}

/// A layout whose anchors are one pitch apart, the same for every item (iCarousel's looks):
/// its anchors and content length follow from ``pitch(in:)``.
protocol UniformPitchLayout: CarouselLayout {
  /// The distance between neighbouring anchors in a viewport, in points (clamped as
  /// ``SnapAnchors`` clamps pitches).
  func pitch(in viewport: CarouselSize) -> Double
}

extension UniformPitchLayout {
  public func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
    .uniform(count: count, pitch: pitch(in: viewport))
  }

  public func contentLength(count: Int, viewport: CarouselSize) -> Double? {
    uniformContentLength(count: count, pitch: pitch(in: viewport), viewportLength: viewport.limitedForLayout.width)
  }
}

/// One of iCarousel's circular looks (``CylinderLayout``, ``RingLayout``): items on an
/// ``ICarouselCircle``, shown within half the items around of the centre.
protocol ICarouselCircularLayout: UniformPitchLayout {
  var itemSize: LinearLayout.ItemSize { get }
  var spacing: Double { get }
  var itemsAround: Int { get }
  var arc: Double { get }
}

extension ICarouselCircularLayout {
  /// The circle in a viewport (limited as the layouts limit it).
  func circle(in viewport: CarouselSize) -> ICarouselCircle {
    ICarouselCircle(
      itemSize: itemSize, spacing: spacing, itemsAround: itemsAround, arc: arc, viewport: viewport.limitedForLayout)
  }

  func pitch(in viewport: CarouselSize) -> Double { circle(in: viewport).pitch }

  public func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
    circle(in: viewport).candidates(offset: offset)
  }
}

extension LinearLayout {
  /// The item height of the layouts whose height defaults from the width: `itemHeight`, or
  /// 1.2 w within 0.8 of the viewport's height (``RotaryLayout``'s rule).
  @inline(__always)
  static func height(_ itemHeight: Double?, width w: Double, viewport: CarouselSize) -> Double {
    itemHeight ?? min(w * 1.2, viewport.height * 0.8)
  }
}

/// cos θ and sin θ of consecutive positions on an ``ICarouselCircle``, whose angles are one
/// angle per item φ apart: one cosine and one sine for the first position, then each next one
/// turned by φ (cos(θ + φ) = cos θ cos φ − sin θ sin φ, sin(θ + φ) = sin θ cos φ + cos θ sin φ,
/// with cos φ and sin φ from t = tan(φ/2): (1 − t²)/(1 + t²) and 2t/(1 + t²)), a few
/// multiplications instead of a math-library call per item. Each turn adds an error of a few
/// ulps; over the at most ``ICarouselCircle/itemsAroundRange`` + 3 positions a frame examines
/// the cosine and sine stay within 10⁻¹³ of the library's.
struct CircleWalk {
  /// cos θ of the current position.
  private(set) var cosine: Double
  /// sin θ of the current position.
  private(set) var sine: Double
  private let stepCosine: Double
  private let stepSine: Double

  /// Starts at `angle` (radians, finite), turning by φ with `halfStepTangent` = tan(φ/2).
  /// `nearFront` and |`angle`| < π: computed from one tangent, u = tan(angle/2):
  /// cos = (1 − u²)/(1 + u²), sin = 2u/(1 + u²) (exactly 1 and 0 at angle 0); otherwise one
  /// cosine and one sine.
  @inline(__always)
  init(angle: Double, halfStepTangent t: Double, nearFront: Bool) {
    if nearFront, abs(angle) < Double.pi {
      let u = Double.tan(angle / 2)
      cosine = (1 - u * u) / (1 + u * u)
      sine = 2 * u / (1 + u * u)
    } else {
      cosine = Double.cos(angle)
      sine = Double.sin(angle)
    }
    stepCosine = (1 - t * t) / (1 + t * t)
    stepSine = 2 * t / (1 + t * t)
  }

  /// Turns to the next position.
  @inline(__always)
  mutating func advance() {
    let c = cosine * stepCosine - sine * stepSine
    sine = sine * stepCosine + cosine * stepSine
    cosine = c
  }

  /// Turns `steps` positions on (none when `steps` ≤ 0).
  @inline(__always)
  mutating func advance(by steps: Int) {
    var left = steps
    while left > 0 {
      advance()
      left -= 1
    }
  }
}
