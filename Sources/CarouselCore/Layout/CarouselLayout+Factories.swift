// The factories' defaults are each layout's `Defaults` (in its `+Description.swift` file), which
// its initializer and its `LayoutDescription` read too.

extension CarouselLayout where Self == LinearLayout {
  /// Items in a row, one centred: the banner (`.linear(itemSize: .inset(16), spacing: 8)`) and
  /// the centred selector (`.linear(itemSize: .inset(36), spacing: 100, itemHeight: 200)`).
  public static func linear(
    itemSize: LinearLayout.ItemSize = LinearLayout.Defaults.itemSize, spacing: Double = LinearLayout.Defaults.spacing,
    itemHeight: Double? = nil, axis: ScrollAxis = LinearLayout.Defaults.axis
  ) -> LinearLayout {
    LinearLayout(itemSize: itemSize, spacing: spacing, itemHeight: itemHeight, axis: axis)
  }
}

extension CarouselLayout where Self == CardStackLayout {
  /// A stack of cards swiped to the left, with the article's constants by default.
  public static func cards(
    inset: Double = CardStackLayout.Defaults.inset, spacing: Double = CardStackLayout.Defaults.spacing,
    itemHeight: Double = CardStackLayout.Defaults.itemHeight, minScale: Double = CardStackLayout.Defaults.minScale,
    stackDepth: Int = CardStackLayout.Defaults.stackDepth
  ) -> CardStackLayout {
    CardStackLayout(inset: inset, spacing: spacing, itemHeight: itemHeight, minScale: minScale, stackDepth: stackDepth)
  }
}

extension CarouselLayout where Self == WheelLayout {
  /// A drum selector with arc-shaped items, with the article's constants by default.
  public static func wheel(
    visibleItems: Int = WheelLayout.Defaults.visibleItems, itemHeight: Double = WheelLayout.Defaults.itemHeight,
    maxScale: Double = WheelLayout.Defaults.maxScale
  ) -> WheelLayout {
    WheelLayout(visibleItems: visibleItems, itemHeight: itemHeight, maxScale: maxScale)
  }
}

extension CarouselLayout where Self == DrumLayout {
  /// A vertical picker drum like `UIPickerView`'s: 32-pt rows on a cylinder of radius H/2
  /// by default (see ``DrumLayout``).
  public static func drum(
    rowHeight: Double = DrumLayout.Defaults.rowHeight, radius: Double? = nil, rowWidth: Double? = nil,
    perspective: Double = DrumLayout.Defaults.perspective
  ) -> DrumLayout {
    DrumLayout(rowHeight: rowHeight, radius: radius, rowWidth: rowWidth, perspective: perspective)
  }
}

extension CarouselLayout where Self == PagesLayout {
  /// Pages of different sizes.
  public static func pages(
    _ sizes: [Double], spacing: Double = PagesLayout.Defaults.spacing, axis: ScrollAxis = PagesLayout.Defaults.axis,
    alignment: SnapAnchors.Alignment = PagesLayout.Defaults.alignment
  ) -> PagesLayout {
    PagesLayout(sizes: sizes, spacing: spacing, axis: axis, alignment: alignment)
  }
}

extension CarouselLayout where Self == CoverFlowLayout {
  /// Cover flow in perspective.
  public static func coverFlow(
    itemSize: LinearLayout.ItemSize = CoverFlowLayout.Defaults.itemSize, itemHeight: Double? = nil,
    sideSpacing: Double = CoverFlowLayout.Defaults.sideSpacing, tilt: Double = CoverFlowLayout.Defaults.tilt,
    perspective: Double = CoverFlowLayout.Defaults.perspective
  ) -> CoverFlowLayout {
    CoverFlowLayout(
      itemSize: itemSize, itemHeight: itemHeight, sideSpacing: sideSpacing, tilt: tilt, perspective: perspective)
  }

  /// Cover flow in perspective; `spacing` is the layout's ``CoverFlowLayout/sideSpacing``.
  @available(*, deprecated, renamed: "coverFlow(itemSize:itemHeight:sideSpacing:tilt:perspective:)")
  public static func coverFlow(
    itemSize: LinearLayout.ItemSize = CoverFlowLayout.Defaults.itemSize, spacing: Double,
    tilt: Double = CoverFlowLayout.Defaults.tilt, perspective: Double = CoverFlowLayout.Defaults.perspective
  ) -> CoverFlowLayout {
    coverFlow(itemSize: itemSize, sideSpacing: spacing, tilt: tilt, perspective: perspective)
  }
}

extension CarouselLayout where Self == RotaryLayout {
  /// A rotary cylinder in perspective.
  public static func rotary(
    itemSize: LinearLayout.ItemSize = RotaryLayout.Defaults.itemSize, itemHeight: Double? = nil,
    spacing: Double = RotaryLayout.Defaults.spacing, itemsAround: Int = RotaryLayout.Defaults.itemsAround,
    perspective: Double = RotaryLayout.Defaults.perspective
  ) -> RotaryLayout {
    RotaryLayout(
      itemSize: itemSize, itemHeight: itemHeight, spacing: spacing, itemsAround: itemsAround, perspective: perspective)
  }
}
