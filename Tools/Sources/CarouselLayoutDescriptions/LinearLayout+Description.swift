import CarouselCore

extension LinearLayout {
  /// The linear layout's facts for the tool and the playground.
  public static let layoutDescription = LayoutDescription(
    LinearLayout.self, toolName: "linear", factoryName: "linear",
    parameters: [
      .itemSize(default: defaultItemSize, alwaysWritten: true) { (layout: LinearLayout) in layout.itemSize },
      .spacing(default: defaultSpacing, range: spacingRange, alwaysWritten: true) { (layout: LinearLayout) in
        layout.spacing
      },
      .optionalItemHeight(range: itemHeightRange, absent: "fills the viewport") { (layout: LinearLayout) in
        layout.itemHeight
      },
      LayoutParameter(
        "axis", flag: "axis", summary: "axis", kind: .axis, default: .axis(defaultAxis)
      ) { (layout: LinearLayout) in .axis(layout.axis) },
    ]
  ) { values in
    LinearLayout(
      itemSize: values.itemSize("itemSize"), spacing: values.number("spacing"),
      itemHeight: values.optionalNumber("itemHeight"), axis: values.axis("axis"))
  }
}
