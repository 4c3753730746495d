import Testing

@testable import CarouselCore

@Suite struct ProjectiveTransformTests {
  /// Every point of the plane z = 0 lands where the full 3D transform puts it, perspective
  /// divide included: the flattening SwiftUI's `ProjectionTransform(CATransform3D)` performs.
  @Test(arguments: [
    AnyCarouselLayout(.coverFlow()), AnyCarouselLayout(.rotary()), AnyCarouselLayout(.wheel()),
    AnyCarouselLayout(.pager(.coverFlow, itemSize: .fraction(0.5))),
    AnyCarouselLayout(.pager(.cubic, itemSize: .fraction(0.8))),
    AnyCarouselLayout(.rotary(inverted: true)), AnyCarouselLayout(.cylinder()),
    AnyCarouselLayout(.cylinder(inverted: true)), AnyCarouselLayout(.timeMachine()),
    AnyCarouselLayout(.timeMachine(inverted: true)),
  ])
  func flatteningKeepsWhereEveryPointOfTheViewIsDrawn(layout: AnyCarouselLayout) {
    let viewport = CarouselSize(width: 375, height: 300)
    var items: [ItemAttributes] = []
    layout.visibleItems(offset: 130, count: 12, viewport: viewport, isLooping: true, into: &items)
    #expect(!items.isEmpty)
    for item in items {
      let full = item.transform3DAboutOrigin(perspective: layout.perspective, viewport: viewport)
      let flat = full.projective
      for (x, y) in [(0.0, 0.0), (item.size.width, 0), (0, item.size.height), (item.size.width, item.size.height)] {
        let p = full.apply(x: x, y: y, z: 0)
        let q = flat.apply(to: CarouselPoint(x: x, y: y))
        #expect(abs(p.x / p.w - q.x) < 1e-9 && abs(p.y / p.w - q.y) < 1e-9)
      }
    }
  }

  @Test func workedValues() {
    // A perspective composed with a rotation ends up in the w column (m14, m24); m34 acts
    // on z only, which a flat view does not have.
    var t = Transform3D()
    t.m14 = -1.0 / 500
    t.m34 = 7
    t.m41 = 10
    let flat = t.projective
    #expect(flat.m13 == -0.002 && flat.m31 == 10 && flat.m33 == 1)
    // (100, 0): w = 1 − 100/500 = 0.8; x = (100 + 10) / 0.8.
    #expect(flat.apply(to: CarouselPoint(x: 100, y: 0)) == CarouselPoint(x: 137.5, y: 0))
  }
}
