import Testing

@testable import CarouselCore

/// Each layout publishes its parameters' defaults and ranges once (``WheelLayout/maxScaleRange``,
/// ``WheelLayout/defaultMaxScale``, …), and its initializer is what they say: the defaults are
/// the initializer's, the ends of a range are kept, values beyond them are clamped to them.
@Suite struct LayoutParameterRangeTests {
  /// One number parameter: its published range, and the value a layout built with `value`
  /// keeps.
  struct NumberParameter: CustomTestStringConvertible, Sendable {
    var name: String
    var range: ClosedRange<Double>
    var kept: @Sendable (Double) -> Double?
    var testDescription: String { name }
  }

  static let numbers: [NumberParameter] = [
    .init(name: "linear spacing", range: LinearLayout.spacingRange) { LinearLayout(spacing: $0).spacing },
    .init(name: "linear itemHeight", range: LinearLayout.itemHeightRange) { LinearLayout(itemHeight: $0).itemHeight },
    .init(name: "cards inset", range: CardStackLayout.insetRange) { CardStackLayout(inset: $0).inset },
    .init(name: "cards spacing", range: CardStackLayout.spacingRange) { CardStackLayout(spacing: $0).spacing },
    .init(name: "cards itemHeight", range: CardStackLayout.itemHeightRange) {
      CardStackLayout(itemHeight: $0).itemHeight
    },
    .init(name: "cards minScale", range: CardStackLayout.minScaleRange) { CardStackLayout(minScale: $0).minScale },
    .init(name: "wheel itemHeight", range: WheelLayout.itemHeightRange) { WheelLayout(itemHeight: $0).itemHeight },
    .init(name: "wheel maxScale", range: WheelLayout.maxScaleRange) { WheelLayout(maxScale: $0).maxScale },
    .init(name: "drum rowHeight", range: DrumLayout.rowHeightRange) { DrumLayout(rowHeight: $0).rowHeight },
    .init(name: "drum radius", range: DrumLayout.radiusRange) { DrumLayout(radius: $0).radius },
    .init(name: "drum rowWidth", range: DrumLayout.rowWidthRange) { DrumLayout(rowWidth: $0).rowWidth },
    .init(name: "drum perspective", range: DrumLayout.perspectiveRange) { DrumLayout(perspective: $0).eyeDistance },
    .init(name: "pages size", range: PagesLayout.pageSizeRange) { PagesLayout(sizes: [$0]).sizes.first },
    .init(name: "pages spacing", range: PagesLayout.spacingRange) { PagesLayout(sizes: [1], spacing: $0).spacing },
    .init(name: "coverflow itemHeight", range: CoverFlowLayout.itemHeightRange) {
      CoverFlowLayout(itemHeight: $0).itemHeight
    },
    .init(name: "coverflow sideSpacing", range: CoverFlowLayout.sideSpacingRange) {
      CoverFlowLayout(sideSpacing: $0).sideSpacing
    },
    .init(name: "coverflow tilt", range: CoverFlowLayout.tiltRange) { CoverFlowLayout(tilt: $0).tilt },
    .init(name: "coverflow perspective", range: CoverFlowLayout.perspectiveRange) {
      CoverFlowLayout(perspective: $0).eyeDistance
    },
    .init(name: "rotary itemHeight", range: RotaryLayout.itemHeightRange) { RotaryLayout(itemHeight: $0).itemHeight },
    .init(name: "rotary spacing", range: RotaryLayout.spacingRange) { RotaryLayout(spacing: $0).spacing },
    .init(name: "rotary perspective", range: RotaryLayout.perspectiveRange) {
      RotaryLayout(perspective: $0).eyeDistance
    },
    .init(name: "cylinder itemHeight", range: CylinderLayout.itemHeightRange) {
      CylinderLayout(itemHeight: $0).itemHeight
    },
    .init(name: "cylinder spacing", range: CylinderLayout.spacingRange) { CylinderLayout(spacing: $0).spacing },
    .init(name: "cylinder arc", range: CylinderLayout.arcRange) { CylinderLayout(arc: $0).arc },
    .init(name: "cylinder perspective", range: CylinderLayout.perspectiveRange) {
      CylinderLayout(perspective: $0).eyeDistance
    },
    .init(name: "ring itemHeight", range: RingLayout.itemHeightRange) { RingLayout(itemHeight: $0).itemHeight },
    .init(name: "ring spacing", range: RingLayout.spacingRange) { RingLayout(spacing: $0).spacing },
    .init(name: "ring arc", range: RingLayout.arcRange) { RingLayout(arc: $0).arc },
    .init(name: "timeMachine itemHeight", range: TimeMachineLayout.itemHeightRange) {
      TimeMachineLayout(itemHeight: $0).itemHeight
    },
    .init(name: "timeMachine tilt", range: TimeMachineLayout.tiltRange) { TimeMachineLayout(tilt: $0).tilt },
    .init(name: "timeMachine spacing", range: TimeMachineLayout.spacingRange) {
      TimeMachineLayout(spacing: $0).spacing
    },
    .init(name: "timeMachine perspective", range: TimeMachineLayout.perspectiveRange) {
      TimeMachineLayout(perspective: $0).eyeDistance
    },
    .init(name: "scale itemHeight", range: ScaleLayout.itemHeightRange) { ScaleLayout(itemHeight: $0).itemHeight },
    .init(name: "scale minScale", range: ScaleLayout.scaleRange) {
      ScaleLayout(options: ScaleLayout.Options(minScale: $0)).options.minScale
    },
    .init(name: "scale scaleRatio", range: ScaleLayout.ratioRange) {
      ScaleLayout(options: ScaleLayout.Options(scaleRatio: $0)).options.scaleRatio
    },
    .init(name: "scale m34", range: ScaleLayout.m34Range) {
      ScaleLayout(
        options: ScaleLayout.Options(rotation3d: .init(angle: 0, minAngle: 0, maxAngle: 0, x: 0, y: 1, z: 0, m34: $0))
      )
      .options.rotation3d?.m34
    },
    .init(name: "stack itemHeight", range: StackLayout.itemHeightRange) { StackLayout(itemHeight: $0).itemHeight },
    .init(name: "stack alpha speed", range: StackLayout.alphaSpeedRange) {
      StackLayout(options: StackLayout.Options(topStackAlphaSpeedFactor: $0)).options.topStackAlphaSpeedFactor
    },
    .init(name: "snapshot itemHeight", range: SnapshotLayout.itemHeightRange) {
      SnapshotLayout(itemHeight: $0).itemHeight
    },
    .init(name: "item effects radius", range: ItemEffects.radiusRange) { ItemEffects(blurRadius: $0).blurRadius },
    .init(name: "item effects shadow offset", range: ItemEffects.shadowOffsetRange) {
      ItemEffects(shadowOffsetX: $0).shadowOffsetX
    },
    .init(name: "pager itemHeight", range: PagerTransformLayout.itemHeightRange) {
      PagerTransformLayout(.cubic, itemHeight: $0).itemHeight
    },
    .init(name: "pager spacing", range: PagerTransformLayout.spacingRange) {
      PagerTransformLayout(.zoomOut, spacing: $0).spacing
    },
    .init(name: "pager minimumScale", range: PagerTransformLayout.minimumScaleRange) {
      PagerTransformLayout(.overlap, minimumScale: $0).minimumScale
    },
    .init(name: "pager minimumAlpha", range: PagerTransformLayout.minimumAlphaRange) {
      PagerTransformLayout(.overlap, minimumAlpha: $0).minimumAlpha
    },
    .init(name: "pager perspective", range: PagerTransformLayout.perspectiveRange) {
      PagerTransformLayout(.cubic, perspective: $0).eyeDistance
    },
  ]

  @Test(arguments: numbers) func theEndsOfANumbersRangeAreKeptAndBeyondThemClamped(_ parameter: NumberParameter) {
    let (lower, upper) = (parameter.range.lowerBound, parameter.range.upperBound)
    #expect(parameter.kept(lower) == lower)
    #expect(parameter.kept(upper) == upper)
    #expect(parameter.kept(upper.nextUp) == upper)
    #expect(parameter.kept(upper * 10) == upper)
    // Below the range: clamped to its lower end, or (a positive length, or a parameter whose
    // lower end is 0 and treats what is below as missing) dropped or given its default.
    let below = parameter.kept(lower.nextDown)
    #expect(below != lower.nextDown)
    #expect(below.map(parameter.range.contains) ?? true)
  }

  /// Whole-number parameters: the ends are kept, beyond them clamped.
  @Test func theEndsOfAWholeNumbersRangeAreKeptAndBeyondThemClamped() {
    let parameters: [(ClosedRange<Int>, (Int) -> Int)] = [
      (CardStackLayout.stackDepthRange, { CardStackLayout(stackDepth: $0).stackDepth }),
      (WheelLayout.visibleItemsRange, { WheelLayout(visibleItems: $0).visibleItems }),
      (RotaryLayout.itemsAroundRange, { RotaryLayout(itemsAround: $0).itemsAround }),
      (CylinderLayout.itemsAroundRange, { CylinderLayout(itemsAround: $0).itemsAround }),
      (RingLayout.itemsAroundRange, { RingLayout(itemsAround: $0).itemsAround }),
      (TimeMachineLayout.visibleItemsRange, { TimeMachineLayout(visibleItems: $0).visibleItems }),
      (ScaleLayout.visibleItemsRange, { ScaleLayout(visibleItems: $0).visibleItems }),
      (
        StackLayout.maxStackSizeRange,
        { StackLayout(options: StackLayout.Options(maxStackSize: $0)).options.maxStackSize }
      ),
      (SnapshotLayout.gridRange, { SnapshotLayout(options: SnapshotLayout.Options(rows: $0)).options.rows }),
    ]
    for (range, kept) in parameters {
      #expect(kept(range.lowerBound) == range.lowerBound)
      #expect(kept(range.upperBound) == range.upperBound)
      #expect(kept(range.lowerBound - 1) == range.lowerBound)
      #expect(kept(range.upperBound + 1) == range.upperBound)
    }
  }

  /// The defaults are the initializers' and the factories', and inside the ranges.
  @Test func theDefaultsAreTheInitializersAndInRange() {
    #expect(
      LinearLayout() == LinearLayout(itemSize: LinearLayout.defaultItemSize, spacing: LinearLayout.defaultSpacing))
    #expect(LinearLayout().axis == LinearLayout.defaultAxis && LinearLayout.linear() == LinearLayout())
    let cards = CardStackLayout.cards()
    #expect(cards.inset == CardStackLayout.defaultInset && cards.spacing == CardStackLayout.defaultSpacing)
    #expect(cards.itemHeight == CardStackLayout.defaultItemHeight && cards.minScale == CardStackLayout.defaultMinScale)
    #expect(cards.stackDepth == CardStackLayout.defaultStackDepth)
    #expect(CardStackLayout.minScaleRange.contains(CardStackLayout.defaultMinScale))
    #expect(CardStackLayout.stackDepthRange.contains(CardStackLayout.defaultStackDepth))
    let wheel = WheelLayout.wheel()
    #expect(wheel.visibleItems == WheelLayout.defaultVisibleItems && wheel.itemHeight == WheelLayout.defaultItemHeight)
    #expect(wheel.maxScale == WheelLayout.defaultMaxScale && WheelLayout.maxScaleRange.contains(wheel.maxScale))
    #expect(WheelLayout.visibleItemsRange.contains(WheelLayout.defaultVisibleItems))
    let drum = DrumLayout.drum()
    #expect(drum.rowHeight == DrumLayout.defaultRowHeight && drum.eyeDistance == DrumLayout.defaultPerspective)
    #expect(drum.radius == nil && drum.rowWidth == nil)
    let pages = PagesLayout.pages([100])
    #expect(pages.spacing == PagesLayout.defaultSpacing && pages.axis == PagesLayout.defaultAxis)
    #expect(pages.alignment == PagesLayout.defaultAlignment)
    let coverFlow = CoverFlowLayout.coverFlow()
    #expect(coverFlow.itemSize == CoverFlowLayout.defaultItemSize && coverFlow.tilt == CoverFlowLayout.defaultTilt)
    #expect(coverFlow.sideSpacing == CoverFlowLayout.defaultSideSpacing)
    #expect(coverFlow.eyeDistance == CoverFlowLayout.defaultPerspective)
    #expect(coverFlow.style == CoverFlowLayout.defaultStyle && CoverFlowLayout.defaultStyle == .coverFlow)
    let rotary = RotaryLayout.rotary()
    #expect(rotary.itemSize == RotaryLayout.defaultItemSize && rotary.spacing == RotaryLayout.defaultSpacing)
    #expect(rotary.itemsAround == RotaryLayout.defaultItemsAround)
    #expect(rotary.eyeDistance == RotaryLayout.defaultPerspective)
    #expect(!rotary.inverted && RotaryLayout.rotary(inverted: true).inverted)
    let cylinder = CylinderLayout.cylinder()
    #expect(cylinder == CylinderLayout() && cylinder.itemSize == CylinderLayout.defaultItemSize && !cylinder.inverted)
    #expect(
      cylinder.spacing == CylinderLayout.defaultSpacing && cylinder.itemsAround == CylinderLayout.defaultItemsAround)
    #expect(cylinder.arc == CylinderLayout.defaultArc && cylinder.eyeDistance == CylinderLayout.defaultPerspective)
    #expect(CylinderLayout.spacingRange.contains(CylinderLayout.defaultSpacing))
    #expect(CylinderLayout.itemsAroundRange.contains(CylinderLayout.defaultItemsAround))
    #expect(CylinderLayout.arcRange.contains(CylinderLayout.defaultArc))
    let ring = RingLayout.ring()
    #expect(ring == RingLayout() && ring.itemSize == RingLayout.defaultItemSize && !ring.inverted)
    #expect(ring.spacing == RingLayout.defaultSpacing && ring.itemsAround == RingLayout.defaultItemsAround)
    #expect(ring.arc == RingLayout.defaultArc)
    let timeMachine = TimeMachineLayout.timeMachine()
    #expect(timeMachine == TimeMachineLayout() && timeMachine.itemSize == TimeMachineLayout.defaultItemSize)
    #expect(
      timeMachine.tilt == TimeMachineLayout.defaultTilt && timeMachine.spacing == TimeMachineLayout.defaultSpacing)
    #expect(timeMachine.visibleItems == TimeMachineLayout.defaultVisibleItems && !timeMachine.inverted)
    #expect(timeMachine.eyeDistance == TimeMachineLayout.defaultPerspective)
    #expect(TimeMachineLayout.tiltRange.contains(TimeMachineLayout.defaultTilt))
    #expect(TimeMachineLayout.spacingRange.contains(TimeMachineLayout.defaultSpacing))
    #expect(TimeMachineLayout.visibleItemsRange.contains(TimeMachineLayout.defaultVisibleItems))
    let scale = ScaleLayout.scale()
    #expect(scale.itemSize == ScaleLayout.defaultItemSize && scale.visibleItems == ScaleLayout.defaultVisibleItems)
    #expect(scale.options == ScaleLayout.Options() && scale.itemHeight == nil)
    #expect(ScaleLayout.visibleItemsRange.contains(ScaleLayout.defaultVisibleItems))
    #expect(StackLayout.stack() == StackLayout() && StackLayout().itemSize == StackLayout.defaultItemSize)
    let snapshot = SnapshotLayout.snapshot()
    #expect(
      snapshot.itemSize == SnapshotLayout.defaultItemSize && snapshot.visibleItems == SnapshotLayout.defaultVisibleItems
    )
    for style in PagerTransformLayout.Style.allCases {
      let pager = PagerTransformLayout.pager(style)
      #expect(pager == PagerTransformLayout(style) && pager.itemSize == PagerTransformLayout.defaultItemSize)
      #expect(pager.spacing == PagerTransformLayout.defaultSpacing && pager.itemHeight == nil)
      #expect(
        pager.minimumScale == style.defaultMinimumScale
          && pager.minimumAlpha == PagerTransformLayout.defaultMinimumAlpha)
      #expect(pager.eyeDistance == PagerTransformLayout.defaultPerspective)
      #expect(PagerTransformLayout.minimumScaleRange.contains(style.defaultMinimumScale))
    }
    #expect(PagerTransformLayout.minimumAlphaRange.contains(PagerTransformLayout.defaultMinimumAlpha))
  }

  /// A non-finite value gives the parameter's default (or `nil`, or 0 for a spacing).
  @Test func nonFiniteValuesGiveTheDefaults() {
    #expect(WheelLayout(maxScale: .nan).maxScale == WheelLayout.defaultMaxScale)
    #expect(WheelLayout(itemHeight: .infinity).itemHeight == WheelLayout.defaultItemHeight)
    #expect(CardStackLayout(minScale: -.infinity).minScale == CardStackLayout.defaultMinScale)
    #expect(CoverFlowLayout(tilt: .nan).tilt == CoverFlowLayout.defaultTilt)
    #expect(CoverFlowLayout(sideSpacing: .nan).sideSpacing == CoverFlowLayout.defaultSideSpacing)
    #expect(RotaryLayout(perspective: 0).eyeDistance == RotaryLayout.defaultPerspective)
    #expect(DrumLayout(rowHeight: .nan).rowHeight == DrumLayout.defaultRowHeight)
    #expect(CylinderLayout(spacing: .infinity).spacing == CylinderLayout.defaultSpacing)
    #expect(CylinderLayout(arc: .nan).arc == CylinderLayout.defaultArc)
    #expect(RingLayout(spacing: .nan).spacing == RingLayout.defaultSpacing)
    #expect(TimeMachineLayout(tilt: .infinity).tilt == TimeMachineLayout.defaultTilt)
    #expect(TimeMachineLayout(spacing: .nan).spacing == TimeMachineLayout.defaultSpacing)
    #expect(LinearLayout(spacing: .nan).spacing == 0 && LinearLayout(itemHeight: 0).itemHeight == nil)
  }
}
