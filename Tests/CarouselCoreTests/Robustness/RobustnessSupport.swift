@testable import CarouselCore

/// Checks shared by the robustness tests.
enum Robust {
  /// Whether every number of `item` (and of its drawn box) is finite.
  static func isFinite(_ item: ItemAttributes, perspective: Double?, viewport: CarouselSize) -> Bool {
    var numbers = [
      item.center.x, item.center.y, item.size.width, item.size.height, item.scale, item.rotation, item.zIndex,
      item.alpha,
    ]
    numbers += item.transform?.entries ?? []
    if let arc = item.arc { numbers += [arc.angle, arc.innerRadius, arc.outerRadius] }
    let box = item.boundingBox(perspective: perspective, viewport: viewport.limitedForLayout)
    numbers += [box.minX, box.minY, box.maxX, box.maxY]
    return numbers.allSatisfy(\.isFinite)
  }

  /// A random magnitude 10^e with e uniform in `exponents`, with a random sign when `signed`.
  static func magnitude(_ exponents: ClosedRange<Double>, signed: Bool, using rng: inout SplitMix64) -> Double {
    var e = Double.random(in: exponents, using: &rng)
    if e < -323 { e = -323 }
    let value = Double.exp10(e)
    return signed && Bool.random(using: &rng) ? -value : value
  }
}

extension Double {
  /// 10^e (RealModule-free, for tests).
  static func exp10(_ e: Double) -> Double {
    // pow is not available without Foundation; split into an integer and a fractional power.
    let whole = e.rounded(.down)
    var result = 1.0
    var base = whole >= 0 ? 10.0 : 0.1
    var n = Int(abs(whole))
    while n > 0 {
      if n & 1 == 1 { result *= base }
      base *= base
      n >>= 1
    }
    // 10^f for f in [0, 1): a few terms are enough for test data.
    let f = e - whole
    var term = 1.0
    var sum = 1.0
    let x = f * 2.302585092994046
    for k in 1...20 {
      term *= x / Double(k)
      sum += term
    }
    let value = result * sum
    return value.isFinite ? value : (whole > 0 ? .greatestFiniteMagnitude : .leastNonzeroMagnitude)
  }
}
