extension CarouselLayout where Self == LinearLayout {
  /// Items in a row, one centred: the banner (`.linear(itemSize: .inset(16), spacing: 8)`) and
  /// the centred selector (`.linear(itemSize: .inset(36), spacing: 100, itemHeight: 200)`).
  public static func linear(
    itemSize: LinearLayout.ItemSize = .inset(16), spacing: Double = 8, itemHeight: Double? = nil,
    axis: ScrollAxis = .horizontal
  ) -> LinearLayout {
    LinearLayout(itemSize: itemSize, spacing: spacing, itemHeight: itemHeight, axis: axis)
  }
}

extension CarouselLayout where Self == CardStackLayout {
  /// A stack of cards swiped to the left, with the article's constants by default.
  public static func cards(
    inset: Double = 36, spacing: Double = 50, itemHeight: Double = 200, minScale: Double = 0.4, stackDepth: Int = 4
  ) -> CardStackLayout {
    CardStackLayout(inset: inset, spacing: spacing, itemHeight: itemHeight, minScale: minScale, stackDepth: stackDepth)
  }
}

extension CarouselLayout where Self == WheelLayout {
  /// A drum selector with arc-shaped items, with the article's constants by default.
  public static func wheel(visibleItems: Int = 5, itemHeight: Double = 70, maxScale: Double = 1.7) -> WheelLayout {
    WheelLayout(visibleItems: visibleItems, itemHeight: itemHeight, maxScale: maxScale)
  }
}

extension CarouselLayout where Self == DrumLayout {
  /// A vertical picker drum like `UIPickerView`'s: 32-pt rows on a cylinder of radius H/2
  /// by default (see ``DrumLayout``).
  public static func drum(
    rowHeight: Double = DrumLayout.pickerRowHeight, radius: Double? = nil, rowWidth: Double? = nil,
    perspective: Double = 500
  ) -> DrumLayout {
    DrumLayout(rowHeight: rowHeight, radius: radius, rowWidth: rowWidth, perspective: perspective)
  }
}

extension CarouselLayout where Self == PagesLayout {
  /// Pages of different sizes.
  public static func pages(
    _ sizes: [Double], spacing: Double = 0, axis: ScrollAxis = .vertical, alignment: SnapAnchors.Alignment = .leading
  ) -> PagesLayout {
    PagesLayout(sizes: sizes, spacing: spacing, axis: axis, alignment: alignment)
  }
}

extension CarouselLayout where Self == CoverFlowLayout {
  /// Cover flow in perspective.
  public static func coverFlow(
    itemSize: LinearLayout.ItemSize = .fraction(0.5), sideSpacing: Double = 0.3, tilt: Double = 1,
    perspective: Double = 500
  ) -> CoverFlowLayout {
    CoverFlowLayout(itemSize: itemSize, sideSpacing: sideSpacing, tilt: tilt, perspective: perspective)
  }

  /// Cover flow in perspective; `spacing` is the layout's ``CoverFlowLayout/sideSpacing``.
  @available(*, deprecated, renamed: "coverFlow(itemSize:sideSpacing:tilt:perspective:)")
  public static func coverFlow(
    itemSize: LinearLayout.ItemSize = .fraction(0.5), spacing: Double, tilt: Double = 1, perspective: Double = 500
  ) -> CoverFlowLayout {
    coverFlow(itemSize: itemSize, sideSpacing: spacing, tilt: tilt, perspective: perspective)
  }
}

extension CarouselLayout where Self == RotaryLayout {
  /// A rotary cylinder in perspective.
  public static func rotary(
    itemSize: LinearLayout.ItemSize = .fraction(0.4), spacing: Double = 10, itemsAround: Int = 10,
    perspective: Double = 600
  ) -> RotaryLayout {
    RotaryLayout(itemSize: itemSize, spacing: spacing, itemsAround: itemsAround, perspective: perspective)
  }
}
