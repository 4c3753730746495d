// The factories' defaults are each layout's public `default…` constants, which its initializer
// and the tool's layout descriptions read too.

extension CarouselLayout where Self == LinearLayout {
  /// Items in a row, one centred: the banner (`.linear(itemSize: .inset(16), spacing: 8)`) and
  /// the centred selector (`.linear(itemSize: .inset(36), spacing: 100, itemHeight: 200)`).
  public static func linear(
    itemSize: LinearLayout.ItemSize = LinearLayout.defaultItemSize, spacing: Double = LinearLayout.defaultSpacing,
    itemHeight: Double? = nil, axis: ScrollAxis = LinearLayout.defaultAxis
  ) -> LinearLayout {
    LinearLayout(itemSize: itemSize, spacing: spacing, itemHeight: itemHeight, axis: axis)
  }
}

extension CarouselLayout where Self == CardStackLayout {
  /// A stack of cards swiped to the left, with the article's constants by default.
  public static func cards(
    inset: Double = CardStackLayout.defaultInset, spacing: Double = CardStackLayout.defaultSpacing,
    itemHeight: Double = CardStackLayout.defaultItemHeight, minScale: Double = CardStackLayout.defaultMinScale,
    stackDepth: Int = CardStackLayout.defaultStackDepth
  ) -> CardStackLayout {
    CardStackLayout(inset: inset, spacing: spacing, itemHeight: itemHeight, minScale: minScale, stackDepth: stackDepth)
  }
}

extension CarouselLayout where Self == WheelLayout {
  /// A drum selector with arc-shaped items, with the article's constants by default.
  public static func wheel(
    visibleItems: Int = WheelLayout.defaultVisibleItems, itemHeight: Double = WheelLayout.defaultItemHeight,
    maxScale: Double = WheelLayout.defaultMaxScale
  ) -> WheelLayout {
    WheelLayout(visibleItems: visibleItems, itemHeight: itemHeight, maxScale: maxScale)
  }
}

extension CarouselLayout where Self == DrumLayout {
  /// A vertical picker drum like `UIPickerView`'s: 32-pt rows on a cylinder of radius H/2
  /// by default (see ``DrumLayout``).
  public static func drum(
    rowHeight: Double = DrumLayout.defaultRowHeight, radius: Double? = nil, rowWidth: Double? = nil,
    perspective: Double = DrumLayout.defaultPerspective
  ) -> DrumLayout {
    DrumLayout(rowHeight: rowHeight, radius: radius, rowWidth: rowWidth, perspective: perspective)
  }
}

extension CarouselLayout where Self == PagesLayout {
  /// Pages of different sizes.
  public static func pages(
    _ sizes: [Double], spacing: Double = PagesLayout.defaultSpacing, axis: ScrollAxis = PagesLayout.defaultAxis,
    alignment: SnapAnchors.Alignment = PagesLayout.defaultAlignment
  ) -> PagesLayout {
    PagesLayout(sizes: sizes, spacing: spacing, axis: axis, alignment: alignment)
  }
}

extension CarouselLayout where Self == CoverFlowLayout {
  /// Cover flow in perspective; `style` ``CoverFlowLayout/Style/coverFlow2`` is iCarousel's
  /// `coverFlow2`, whose items flip when the current item changes.
  public static func coverFlow(
    itemSize: LinearLayout.ItemSize = CoverFlowLayout.defaultItemSize, itemHeight: Double? = nil,
    sideSpacing: Double = CoverFlowLayout.defaultSideSpacing, tilt: Double = CoverFlowLayout.defaultTilt,
    perspective: Double = CoverFlowLayout.defaultPerspective,
    style: CoverFlowLayout.Style = CoverFlowLayout.defaultStyle
  ) -> CoverFlowLayout {
    CoverFlowLayout(
      itemSize: itemSize, itemHeight: itemHeight, sideSpacing: sideSpacing, tilt: tilt, perspective: perspective,
      style: style)
  }

  /// Cover flow in perspective; `spacing` is the layout's ``CoverFlowLayout/sideSpacing``.
  @available(*, deprecated, renamed: "coverFlow(itemSize:itemHeight:sideSpacing:tilt:perspective:style:)")
  public static func coverFlow(
    itemSize: LinearLayout.ItemSize = CoverFlowLayout.defaultItemSize, spacing: Double,
    tilt: Double = CoverFlowLayout.defaultTilt, perspective: Double = CoverFlowLayout.defaultPerspective
  ) -> CoverFlowLayout {
    coverFlow(itemSize: itemSize, sideSpacing: spacing, tilt: tilt, perspective: perspective)
  }
}

extension CarouselLayout where Self == RotaryLayout {
  /// A rotary cylinder in perspective.
  public static func rotary(
    itemSize: LinearLayout.ItemSize = RotaryLayout.defaultItemSize, itemHeight: Double? = nil,
    spacing: Double = RotaryLayout.defaultSpacing, itemsAround: Int = RotaryLayout.defaultItemsAround,
    perspective: Double = RotaryLayout.defaultPerspective, inverted: Bool = false
  ) -> RotaryLayout {
    RotaryLayout(
      itemSize: itemSize, itemHeight: itemHeight, spacing: spacing, itemsAround: itemsAround, perspective: perspective,
      inverted: inverted)
  }
}

extension CarouselLayout where Self == CylinderLayout {
  /// iCarousel's cylinder (`inverted`: its inverted cylinder) in perspective, with iCarousel's
  /// defaults (see ``CylinderLayout``).
  public static func cylinder(
    itemSize: LinearLayout.ItemSize = CylinderLayout.defaultItemSize, itemHeight: Double? = nil,
    spacing: Double = CylinderLayout.defaultSpacing, itemsAround: Int = CylinderLayout.defaultItemsAround,
    arc: Double = CylinderLayout.defaultArc, inverted: Bool = false,
    perspective: Double = CylinderLayout.defaultPerspective
  ) -> CylinderLayout {
    CylinderLayout(
      itemSize: itemSize, itemHeight: itemHeight, spacing: spacing, itemsAround: itemsAround, arc: arc,
      inverted: inverted, perspective: perspective)
  }
}

extension CarouselLayout where Self == RingLayout {
  /// iCarousel's wheel (`inverted`: its inverted wheel): items around a circle in the
  /// viewport's plane, with iCarousel's defaults (see ``RingLayout``).
  public static func ring(
    itemSize: LinearLayout.ItemSize = RingLayout.defaultItemSize, itemHeight: Double? = nil,
    spacing: Double = RingLayout.defaultSpacing, itemsAround: Int = RingLayout.defaultItemsAround,
    arc: Double = RingLayout.defaultArc, inverted: Bool = false
  ) -> RingLayout {
    RingLayout(
      itemSize: itemSize, itemHeight: itemHeight, spacing: spacing, itemsAround: itemsAround, arc: arc,
      inverted: inverted)
  }
}

extension CarouselLayout where Self == TimeMachineLayout {
  /// iCarousel's time machine (`inverted`: its inverted time machine) in perspective, with
  /// iCarousel's defaults (see ``TimeMachineLayout``).
  public static func timeMachine(
    itemSize: LinearLayout.ItemSize = TimeMachineLayout.defaultItemSize, itemHeight: Double? = nil,
    tilt: Double = TimeMachineLayout.defaultTilt, spacing: Double = TimeMachineLayout.defaultSpacing,
    visibleItems: Int = TimeMachineLayout.defaultVisibleItems, inverted: Bool = false,
    perspective: Double = TimeMachineLayout.defaultPerspective
  ) -> TimeMachineLayout {
    TimeMachineLayout(
      itemSize: itemSize, itemHeight: itemHeight, tilt: tilt, spacing: spacing, visibleItems: visibleItems,
      inverted: inverted, perspective: perspective)
  }
}
