extension LinearLayout {
  /// The defaults of ``CarouselLayout/linear(itemSize:spacing:itemHeight:axis:)`` and
  /// ``init(itemSize:spacing:itemHeight:axis:)``: the banner's 16-pt insets and 8-pt spacing.
  @usableFromInline enum Defaults {
    @usableFromInline static let itemSize = ItemSize.inset(16)
    @usableFromInline static let spacing = 8.0
    @usableFromInline static let axis = ScrollAxis.horizontal
  }

  /// The linear layout's facts for the tool and the playground.
  @_spi(LayoutDescription) public static let layoutDescription = LayoutDescription(
    LinearLayout.self, toolName: "linear", factoryName: "linear",
    parameters: [
      LayoutParameter(
        "itemSize", flag: nil, summary: "item size", kind: .itemSize, default: .itemSize(Defaults.itemSize),
        alwaysWritten: true
      ) { (layout: LinearLayout) in .itemSize(layout.itemSize) },
      LayoutParameter(
        "spacing", flag: "spacing", summary: "spacing", kind: .number, default: .number(Defaults.spacing),
        range: .length, alwaysWritten: true
      ) { (layout: LinearLayout) in .number(layout.spacing) },
      LayoutParameter(
        "itemHeight", flag: "item-height", summary: "item height", kind: .optional(.number), default: .absent,
        range: .positiveLength
      ) { (layout: LinearLayout) in layout.itemHeight.map(LayoutValue.number) ?? .absent },
      LayoutParameter(
        "axis", flag: "axis", summary: "axis", kind: .axis, default: .axis(Defaults.axis)
      ) { (layout: LinearLayout) in .axis(layout.axis) },
    ]
  ) { values in
    LinearLayout(
      itemSize: values.itemSize("itemSize"), spacing: values.number("spacing"),
      itemHeight: values.optionalNumber("itemHeight"), axis: values.axis("axis"))
  }
}
