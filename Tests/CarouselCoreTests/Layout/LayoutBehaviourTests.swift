import PropertyBased
import RealModule
import Testing

@testable import CarouselCore

@Suite struct LayoutBehaviourTests {
  static let phone = CarouselSize(width: 375, height: 200)

  static func items(
    _ layout: some CarouselLayout, offset: Double, count: Int, viewport: CarouselSize = phone, loop: Bool = false
  )
    -> [ItemAttributes]
  {
    var items: [ItemAttributes] = []
    layout.visibleItems(offset: offset, count: count, viewport: viewport, isLooping: loop, into: &items)
    return items
  }

  @Test func bannerShowsTheCentreItemAndTheNeighboursEars() {
    let banner = LinearLayout.linear()
    let items = Self.items(banner, offset: 351, count: 5)
    #expect(items.map(\.index) == [0, 1, 2])
    #expect(items[1].center == CarouselPoint(x: 187.5, y: 100))
    #expect(items[1].size == CarouselSize(width: 343, height: 200))
    // The ears: 16 − 8 = 8 pt of each neighbour.
    #expect(items[0].center.x + 343 / 2 == 8)
    #expect(items[2].center.x - 343 / 2 == 375 - 8)
  }

  @Test func aWideViewportShowsSeveralWholeItemsAndTheNeighboursEdges() {
    let layout = LinearLayout.linear(itemSize: .fraction(0.3), spacing: 8)
    let ipad = CarouselSize(width: 1024, height: 300)
    let items = Self.items(layout, offset: 10 * layout.pitch(in: ipad), count: 40, viewport: ipad)
    let whole = items.filter { $0.center.x - $0.size.width / 2 >= 0 && $0.center.x + $0.size.width / 2 <= 1024 }
    #expect(whole.count == 3)
    #expect(items.count == 5)
  }

  @Test func verticalLinearLaysOutAlongY() {
    let layout = LinearLayout.linear(itemSize: .inset(20), spacing: 10, axis: .vertical)
    let viewport = CarouselSize(width: 300, height: 600)
    let items = Self.items(layout, offset: 570, count: 5, viewport: viewport)
    let centre = items.first { $0.index == 1 }!
    #expect(centre.center == CarouselPoint(x: 150, y: 300))
    #expect(centre.size == CarouselSize(width: 300, height: 560))
  }

  @Test func loopingTracksContinueAcrossTheSeamWithNoGap() {
    let banner = LinearLayout.linear()
    for offset in stride(from: -702.0, through: 702, by: 58.5) {
      let items = Self.items(banner, offset: offset, count: 5, loop: true)
      #expect(items.count >= 2 && items.count <= 3)
      #expect(zip(items, items.dropFirst()).allSatisfy { $1.position == $0.position + 1 })
      for item in items { #expect(item.index == TrackPosition.index(of: item.position, count: 5)) }
    }
    // Across the seam: item 4 sits just left of item 0.
    let seam = Self.items(banner, offset: -175.5, count: 5, loop: true)
    #expect(seam.map(\.index) == [4, 0])
  }

  @Test func twoLoopingItemsCanShowTheSameItemTwice() {
    let layout = LinearLayout.linear(itemSize: .fraction(0.3), spacing: 8)
    let items = Self.items(layout, offset: 0, count: 2, viewport: CarouselSize(width: 1024, height: 300), loop: true)
    #expect(items.count == 5)
    #expect(Set(items.map(\.position)).count == 5, "distinct places")
    #expect(items.filter { $0.index == 0 }.count >= 2)
  }

  @Test func noItemsOrAnUnusableViewportShowNothing() {
    #expect(Self.items(LinearLayout.linear(), offset: 0, count: 0).isEmpty)
    #expect(
      Self.items(LinearLayout.linear(), offset: 0, count: 3, viewport: CarouselSize(width: 0, height: 200)).isEmpty)
    #expect(Self.items(LinearLayout.linear(), offset: .nan, count: 3).isEmpty)
    #expect(LinearLayout.linear().contentLength(count: 0, viewport: Self.phone) == nil)
    #expect(LinearLayout.linear().snap(offset: 10, count: 0, viewport: Self.phone, isLooping: false) == nil)
  }

  @Test func oneItemIsCentredWithOrWithoutLooping() {
    for loop in [false, true] {
      let items = Self.items(LinearLayout.linear(), offset: 0, count: 1, loop: loop)
      #expect(items.map(\.position) == [0])
    }
  }

  @Test func resizingRecomputesTheGeometry() {
    let banner = LinearLayout.linear()
    let landscape = CarouselSize(width: 812, height: 375)
    #expect(banner.pitch(in: landscape) == 812 - 32 + 8)
    let items = Self.items(banner, offset: 2 * banner.pitch(in: landscape), count: 5, viewport: landscape)
    #expect(items.first { $0.index == 2 }?.center == CarouselPoint(x: 406, y: 187.5))
  }

  // MARK: Pages (the custom paging article)

  @Test func pagesRestOnTheirLeadingEdgesAndNeverPassTheEnd() {
    let layout = PagesLayout.pages([300, 120, 500, 80, 200])
    let viewport = CarouselSize(width: 375, height: 400)
    let anchors = layout.anchors(count: 5, viewport: viewport, isLooping: false)
    // Edges 0, 300, 420, 920, 1000; total 1200, so no anchor beyond 1200 − 400 = 800.
    #expect((0..<5).map(anchors.offset(of:)) == [0, 300, 420, 800, 800])
    #expect(layout.contentLength(count: 5, viewport: viewport) == 1200)
    let looping = layout.anchors(count: 5, viewport: viewport, isLooping: true)
    #expect((0..<6).map(looping.offset(of:)) == [0, 300, 420, 920, 1000, 1200])
    // The projection's nearest anchor: 2000 pt/s up from 300 at 0.998 glides 999 pt → 800.
    let targeting = SnapTargeting(
      anchors: anchors, isLooping: false, policy: .nearest, decelerationRate: .normal, minimumFlingSpeed: 200)
    let target = targeting.target(offset: 300, velocity: 2000, startPosition: 1)!
    #expect(anchors.offset(of: target) == 800, "pages 3 and 4 share the last anchor")
  }

  @Test func pagesAreLaidOutFromTheirSizes() {
    let layout = PagesLayout.pages([300, 120, 500], spacing: 10)
    let viewport = CarouselSize(width: 375, height: 400)
    let items = Self.items(layout, offset: 310, count: 3, viewport: viewport)
    #expect(items.map(\.index) == [1, 2])
    #expect(items[0].center == CarouselPoint(x: 187.5, y: 60))
    #expect(items[0].size == CarouselSize(width: 375, height: 120))
    #expect(items[1].center == CarouselPoint(x: 187.5, y: 130 + 250))
  }

  @Test func centreAlignedPagesCentreEachPage() {
    let layout = PagesLayout.pages([200, 100, 300], axis: .horizontal, alignment: .center)
    let viewport = CarouselSize(width: 400, height: 100)
    let anchors = layout.anchors(count: 3, viewport: viewport, isLooping: false)
    for i in 0..<3 {
      let items = Self.items(layout, offset: anchors.offset(of: i), count: 3, viewport: viewport)
      #expect(items.first { $0.index == i }?.center.x == 200)
    }
  }

  @Test func pagesWithAMillionItemsFindTheVisibleOnesByBinarySearch() {
    let layout = PagesLayout.pages([100, 250, 40, 400], axis: .horizontal)
    let viewport = CarouselSize(width: 375, height: 100)
    let offset = layout.leadingEdge(ofItem: 777_777) + 13
    let items = Self.items(layout, offset: offset, count: 1_000_000, viewport: viewport)
    #expect(items.first?.position == 777_777)
    #expect(items.allSatisfy { $0.center.x + $0.size.width / 2 > 0 && $0.center.x - $0.size.width / 2 < 375 })
  }

  // MARK: 3D layouts

  @Test func theCoverFlowFactoryNamesTheSideSpacingItSets() {
    #expect(CoverFlowLayout.coverFlow(sideSpacing: 0.6).sideSpacing == 0.6)
    #expect(CoverFlowLayout.coverFlow() == CoverFlowLayout())
  }

  @Test func coverFlowFacesTheCentreItemAndTurnsTheOthers() {
    let layout = CoverFlowLayout.coverFlow()
    let viewport = CarouselSize(width: 600, height: 300)
    let items = Self.items(layout, offset: 3 * 300, count: 10, viewport: viewport)
    let centre = items.first { $0.index == 3 }!
    #expect(centre.center.x == 300)
    #expect(centre.transform == .rotationY(0).concatenating(.translation(x: 0, y: 0, z: 0)))
    #expect(centre.zIndex == 0)
    let right = items.first { $0.index == 4 }!
    #expect(right.center.x > 300 && right.zIndex < 0)
    #expect(layout.perspective == 500)
    // Symmetric.
    let left = items.first { $0.index == 2 }!
    #expect(abs((left.center.x - 300) + (right.center.x - 300)) < 1e-9)
    #expect(items.count >= 5)
  }

  @Test func rotaryHidesItemsFacingAway() {
    let layout = RotaryLayout.rotary(itemsAround: 8)
    let viewport = CarouselSize(width: 500, height: 300)
    let items = Self.items(layout, offset: 0, count: 20, viewport: viewport, loop: true)
    #expect(items.map(\.position) == [-1, 0, 1], "3 of 8 around face the viewer")
    let front = items.first { $0.position == 0 }!
    #expect(front.zIndex == 1)
    #expect(abs(front.center.x - 250) < 1e-9)
  }

  @Test func transformsConcatenateLikeCoreAnimation() {
    let t = Transform3D.rotationY(Double.pi / 2).concatenating(.translation(x: 0, y: 0, z: -10))
    let p = t.apply(x: 1, y: 0, z: 0)
    // Rotating +x by 90° about y sends it to −z, then 10 back.
    #expect(abs(p.x) < 1e-12 && abs(p.z + 11) < 1e-12 && p.w == 1)
    #expect(Transform3D.identity.concatenating(t) == t)
  }

  // MARK: Invariants

  @Test func visibleItemsAreExactlyThoseThatMeetTheViewport() async {
    let layouts: [any CarouselLayout] =
      [
        LinearLayout.linear(), LinearLayout.linear(itemSize: .fraction(0.25), spacing: 4),
        LinearLayout.linear(itemSize: .inset(36), spacing: 100, itemHeight: 200), CardStackLayout.cards(),
        WheelLayout.wheel(), PagesLayout.pages([120, 300, 60, 240], axis: .horizontal), CoverFlowLayout.coverFlow(),
        RotaryLayout.rotary(), RotaryLayout.rotary(inverted: true), CylinderLayout.cylinder(),
        CylinderLayout.cylinder(inverted: true), RingLayout.ring(), RingLayout.ring(inverted: true),
        // Not the time machine: it examines only its `visibleItems` positions around the
        // current one, as iCarousel does, so an item beyond them is not drawn even where it
        // would meet the viewport (VisibleItemsReferenceTests checks it against its candidates).
      ] + PagerTransformLayout.Style.allCases.map { PagerTransformLayout.pager($0, itemSize: .fraction(0.5)) }
    await propertyCheck(
      count: 300, input: Gen.int(in: 0..<layouts.count), Gen.double(in: -3000...3000), Gen.int(in: 0...30), Gen.bool,
      Gen.double(in: 200...1100)
    ) { which, offset, count, loop, width in
      let layout = layouts[which]
      let viewport = CarouselSize(width: width, height: 320)
      var items: [ItemAttributes] = []
      layout.visibleItems(offset: offset, count: count, viewport: viewport, isLooping: loop, into: &items)
      let frame = CarouselRect(minX: 0, minY: 0, maxX: width, maxY: 320)
      // Brute force over a wide window of positions.
      var expected: [Int] = []
      if count > 0 {
        let range = (loop && count >= 2) ? -300...300 : 0...(count - 1)
        for p in range {
          guard let a = layout.attributes(at: p, offset: offset, count: count, viewport: viewport), a.alpha > 0,
            a.boundingBox(perspective: layout.perspective, viewport: viewport).intersects(frame)
          else { continue }
          expected.append(p)
        }
      }
      #expect(items.map(\.position) == expected, "layout \(which)")
      for item in items {
        #expect(item.center.x.isFinite && item.center.y.isFinite && item.scale.isFinite)
        #expect(item.index == TrackPosition.index(of: item.position, count: count))
      }
    }
  }
}
