import RealModule

@testable import CarouselCore

/// The collection-view layouts article's `prepare()` and `targetContentOffset` written out
/// independently (every item, every time), to check the layouts against.
enum ArticleReference {
  struct Attr {
    var index: Int
    var center: (x: Double, y: Double)
    var size: (w: Double, h: Double)
    var scale = 1.0
    var angle = 0.0
    var zIndex = 0.0
    var outerRadius = 0.0
    var innerRadius = 0.0
  }

  /// Example 1 (selector): inset 36, distance 100, height 200. Centres in viewport coordinates.
  static func selector(width W: Double, height H: Double, count: Int, contentOffset o: Double) -> [Attr] {
    let inset = 36.0, distance = 100.0, itemHeight = 200.0
    let w = W - 2 * inset
    return (0..<count).map { i in
      let x = inset + Double(i) * (w + distance)
      let y = H / 2 - itemHeight / 2
      return Attr(index: i, center: (x + w / 2 - o, y + itemHeight / 2), size: (w, itemHeight))
    }
  }

  static func selectorTarget(width W: Double, proposed: Double) -> Double {
    let inset = 36.0, distance = 100.0
    let w = W - 2 * inset
    let diff = distance / 2 - inset
    let center = proposed + W / 2 + diff
    let imaginary = w + distance
    return Double(Int(center / imaginary)) * imaginary
  }

  /// Example 2 (cards): inset 36, distance 50, height 200, minScale 0.4.
  static func cards(width W: Double, height H: Double, count: Int, contentOffset o: Double) -> [Attr] {
    let inset = 36.0, distance = 50.0, itemHeight = 200.0, minScale = 0.4
    let w = W - 2 * inset
    let screenCenterX = o + W / 2
    return (0..<count).map { i in
      var cx = inset + Double(i) * (w + distance) + w / 2
      var cy = H / 2
      var scale = 1.0
      if cx > screenCenterX {
        let d = cx - screenCenterX
        let maxDistance = Double(count - 1) * (w + distance)
        scale = minScale + abs(1 - d / maxDistance) * (1 - minScale)
        cx = screenCenterX
        cy += itemHeight * (1 - scale)
      }
      return Attr(index: i, center: (cx - o, cy), size: (w, itemHeight), scale: scale, zIndex: -Double(i))
    }
  }

  /// Example 3 (wheel): 5 visible items, height 70, maxScale 1.7, with the article's
  /// renumbering of indices near the ends.
  static func wheel(width W: Double, height H: Double, count: Int, contentOffset o: Double) -> [Attr] {
    let visible = 5, itemHeight = 70.0, maxScale = 1.7
    let w = W / 2, h = H
    let radius = h > w ? w : (w * w + h * h) / (2 * h)
    let angle = h > w ? Double.pi : 4 * Double.atan(h / w)
    let a = angle / Double(visible)
    let L = a * radius
    let itemWidth = 2 * radius * Double.sin(a / 2)
    let innerRadius = (radius - itemHeight) / Double.cos(a / 2)
    let center = h > w ? (x: w + o, y: h) : (x: w + o, y: radius)
    let centerRadius = radius - itemHeight / 2
    let centerItem = Int(o / L)
    func fake(_ i: Int) -> Int {
      if centerItem < visible { return i >= count - visible ? i - count : i }
      if centerItem >= count - visible { return i < visible ? count + i : i }
      return i
    }
    return (0..<count).map { i in
      let index = fake(i)
      var theta = (L * Double(index) - o) / radius
      if abs(theta) > Double.pi / 2 + a { theta = Double.pi }
      let scale = max(maxScale - abs(theta) / a, 1)
      let heightDiff = itemHeight * (scale - 1)
      return Attr(
        index: i,
        center: (center.x + centerRadius * Double.sin(theta) - o, center.y - centerRadius * Double.cos(theta)),
        size: (itemWidth, itemHeight), scale: scale, angle: theta, zIndex: Double(Int(scale * 10)),
        outerRadius: (radius + heightDiff / 2) / scale, innerRadius: innerRadius / scale)
    }
  }

  static func wheelTarget(width W: Double, height H: Double, proposed: Double) -> Double {
    let w = W / 2, h = H
    let radius = h > w ? w : (w * w + h * h) / (2 * h)
    let angle = h > w ? Double.pi : 4 * Double.atan(h / w)
    let L = angle / 5 * radius
    return ((proposed + L / 2) / L).rounded(.down) * L
  }
}
