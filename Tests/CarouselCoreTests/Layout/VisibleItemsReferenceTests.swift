import PropertyBased
import Testing

@testable import CarouselCore

/// The layouts' own `visibleItems` (which check an item before building it, share per-frame
/// work and write into the array in place) against the protocol's definition: every candidate
/// position's ``CarouselLayout/attributes(at:offset:count:viewport:)`` whose bounding box meets
/// the viewport, bit for bit, whatever the array held before.
@Suite struct VisibleItemsReferenceTests {
  static let layouts: [any CarouselLayout] =
    [
      LinearLayout.linear(), LinearLayout.linear(itemSize: .fraction(0.25), spacing: 4, axis: .vertical),
      LinearLayout.linear(itemSize: .inset(36), spacing: 100, itemHeight: 200), CardStackLayout.cards(),
      WheelLayout.wheel(), WheelLayout.wheel(visibleItems: 3, itemHeight: 150, maxScale: 3),
      PagesLayout.pages([120, 300, 60, 240], axis: .horizontal), PagesLayout.pages([80, 200], alignment: .center),
      CoverFlowLayout.coverFlow(), CoverFlowLayout.coverFlow(itemSize: .absolute(90), sideSpacing: 0.1, tilt: 0),
      CoverFlowLayout.coverFlow(style: .coverFlow2),
      RotaryLayout.rotary(), DrumLayout.drum(),
      RotaryLayout.rotary(inverted: true), CylinderLayout.cylinder(), CylinderLayout.cylinder(inverted: true),
      RingLayout.ring(), RingLayout.ring(inverted: true), TimeMachineLayout.timeMachine(),
      TimeMachineLayout.timeMachine(inverted: true), ScaleLayout.scale(.coverFlow), ScaleLayout.scale(.blur),
      ScaleLayout.scale(.cylinder), StackLayout.stack(.reverse), StackLayout.stack(.transparent),
      SnapshotLayout.snapshot(.grid), StackLayout.stack(.blur), ScaleLayout.scale(.rotary),
      // The vertical looks: transposed, quarter-turned (the ring) and unchanged (CVPL's).
      RotaryLayout.rotary().vertical(), RotaryLayout.rotary(inverted: true).vertical(),
      CylinderLayout.cylinder().vertical(), TimeMachineLayout.timeMachine(inverted: true).vertical(),
      CoverFlowLayout.coverFlow().vertical(), RingLayout.ring().vertical(), RingLayout.ring(inverted: true).vertical(),
      ScaleLayout.scale(.coverFlow).vertical(), StackLayout.stack(.blur).vertical(),
      SnapshotLayout.snapshot(.grid).vertical(), SnapshotLayout.snapshot(.grid).vertical(.transposed),
      PagerTransformLayout.pager(.cubic, itemSize: .fraction(0.6)).vertical(),
      PagerTransformLayout.pager(.ferrisWheel(inverted: true), itemSize: .fraction(0.6)).vertical(),
      // Main's looks that compute their own frames or flip with the toggle, turned.
      CoverFlowLayout.coverFlow(style: .coverFlow2).vertical(), ScaleLayout.scale(.rotary).vertical(),
      CylinderLayout.cylinder(inverted: true).vertical(), DrumLayout.drum().vertical(),
    ]
    + PagerTransformLayout.Style.allCases.map {
      PagerTransformLayout.pager($0, itemSize: .fraction(0.6), itemHeight: 200)
    }

  /// What the array may hold before the call: nothing, another layout's items (3D ones, wheel
  /// sectors, blurred and shadowed ones and sliced ones among them), or items it shares with a
  /// copy.
  static func leftovers(_ kind: Int) -> [ItemAttributes] {
    guard kind > 0 else { return [] }
    var transform = Transform3D.rotationY(0.5)
    transform.m43 = -7
    return (0..<(kind * 3)).map { k in
      ItemAttributes(
        position: -k, index: k, center: CarouselPoint(x: 1, y: 2), size: CarouselSize(width: 3, height: 4),
        scale: 0.5, rotation: 0.25, transform: k % 2 == 0 ? transform : nil, zIndex: 9, alpha: 0.5,
        arc: k % 3 == 0 ? WheelArc(angle: 1, innerRadius: 2, outerRadius: 3) : nil,
        effects: k % 2 == 1 ? ItemEffects(blurRadius: 5, shadowOpacity: 0.5, shadowRadius: 3) : .none,
        pieces: k % 4 == 1 ? ItemPieces(rows: 2, columns: 3, progress: 0.5) : nil)
    }
  }

  /// The definition, from the public per-item API.
  static func reference(
    _ layout: some CarouselLayout, offset: Double, count: Int, viewport: CarouselSize, loop: Bool
  ) -> [ItemAttributes] {
    let count = LayoutLimits.limited(count: count)
    guard count > 0, viewport.isUsable, offset.isFinite,
      var range = layout.candidatePositions(offset: offset, count: count, viewport: viewport.limitedForLayout)
    else { return [] }
    if !loop || count < 2 {
      guard max(range.lowerBound, 0) <= min(range.upperBound, count - 1) else { return [] }
      range = max(range.lowerBound, 0)...min(range.upperBound, count - 1)
    }
    let viewport = viewport.limitedForLayout
    let frame = CarouselRect(minX: 0, minY: 0, maxX: viewport.width, maxY: viewport.height)
    return LayoutLimits.limited(range: range).compactMap { position in
      guard let item = layout.attributes(at: position, offset: offset, count: count, viewport: viewport),
        item.alpha > 0, item.boundingBox(perspective: layout.perspective, viewport: viewport).intersects(frame)
      else { return nil }
      return item
    }
  }

  /// Every field, bit for bit (−0 and +0 differ).
  static func bits(_ items: [ItemAttributes]) -> [UInt64] {
    items.flatMap { item -> [UInt64] in
      var fields = [
        UInt64(bitPattern: Int64(item.position)), UInt64(bitPattern: Int64(item.index)), item.center.x.bitPattern,
        item.center.y.bitPattern, item.size.width.bitPattern, item.size.height.bitPattern, item.scale.bitPattern,
        item.rotation.bitPattern, item.zIndex.bitPattern, item.alpha.bitPattern,
      ]
      fields += item.transform.map { [1] + $0.entries.map(\.bitPattern) } ?? [0]
      fields += item.arc.map { [1, $0.angle.bitPattern, $0.innerRadius.bitPattern, $0.outerRadius.bitPattern] } ?? [0]
      let effects = item.effects
      fields += [
        effects.blurRadius, effects.shadowOpacity, effects.shadowRadius, effects.shadowOffsetX, effects.shadowOffsetY,
      ].map(\.bitPattern)
      fields +=
        item.pieces.map { [1, UInt64(bitPattern: Int64($0.rows)), UInt64(bitPattern: Int64($0.columns))] } ?? [0]
      fields += item.pieces.map { [$0.progress.bitPattern] } ?? []
      return fields
    }
  }

  @Test func visibleItemsAreTheDefinitionsBitForBit() async {
    await propertyCheck(
      count: 600, input: Gen.int(in: 0..<Self.layouts.count), Gen.double(in: -3000...3000), Gen.int(in: 0...30),
      Gen.bool, Gen.double(in: 150...1100), Gen.int(in: 0...3)
    ) { which, offset, count, loop, width, before in
      let layout = Self.layouts[which]
      let viewport = CarouselSize(width: width, height: 320)
      var items = Self.leftovers(before)
      let copy = before == 3 ? items : []
      layout.visibleItems(offset: offset, count: count, viewport: viewport, isLooping: loop, into: &items)
      let expected = Self.reference(layout, offset: offset, count: count, viewport: viewport, loop: loop)
      #expect(Self.bits(items) == Self.bits(expected), "layout \(which)")
      #expect(Self.bits(copy) == Self.bits(before == 3 ? Self.leftovers(3) : []), "a copy it shared is left alone")
    }
  }

  @Test func itemsAtRestAndOnTheAnchorsAreTheDefinitionsToo() {
    // Offsets on the anchors put items exactly at the centre (angles and distances ±0).
    for layout in Self.layouts {
      for viewport in [CarouselSize(width: 375, height: 200), CarouselSize(width: 200, height: 600)] {
        let anchors = layout.anchors(count: 9, viewport: viewport, isLooping: true)
        for position in -2...10 {
          let offset = anchors.offset(of: position)
          var items = Self.leftovers(1)
          layout.visibleItems(offset: offset, count: 9, viewport: viewport, isLooping: true, into: &items)
          let expected = Self.reference(layout, offset: offset, count: 9, viewport: viewport, loop: true)
          #expect(Self.bits(items) == Self.bits(expected))
        }
      }
    }
  }

  @Test func parametersAssignedLaterGiveTheSameItems() {
    var wheel = WheelLayout()
    wheel.visibleItems = 7
    var cover = CoverFlowLayout()
    cover.tilt = 0.6
    let pairs: [(any CarouselLayout, any CarouselLayout)] = [
      (wheel, WheelLayout(visibleItems: 7)), (cover, CoverFlowLayout(tilt: 0.6)),
    ]
    for (assigned, initialised) in pairs {
      for offset in stride(from: -400.0, through: 400, by: 37) {
        var a: [ItemAttributes] = []
        var b: [ItemAttributes] = []
        let viewport = CarouselSize(width: 375, height: 250)
        assigned.visibleItems(offset: offset, count: 20, viewport: viewport, isLooping: true, into: &a)
        initialised.visibleItems(offset: offset, count: 20, viewport: viewport, isLooping: true, into: &b)
        #expect(!a.isEmpty && Self.bits(a) == Self.bits(b))
      }
    }
    #expect(wheel == WheelLayout(visibleItems: 7) && cover == CoverFlowLayout(tilt: 0.6))
  }
}
