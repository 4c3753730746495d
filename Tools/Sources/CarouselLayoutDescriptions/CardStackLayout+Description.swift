import CarouselCore

extension CardStackLayout {
  /// The card stack's facts for the tool and the playground.
  public static let layoutDescription = LayoutDescription(
    CardStackLayout.self, toolName: "cards", factoryName: "cards",
    parameters: [
      LayoutParameter(
        "inset", flag: "inset", summary: "inset", kind: .number, default: .number(defaultInset), range: insetRange,
        unit: .gap, alwaysWritten: true
      ) { (layout: CardStackLayout) in .number(layout.inset) },
      .spacing(default: defaultSpacing, range: spacingRange, alwaysWritten: true) { (layout: CardStackLayout) in
        layout.spacing
      },
      .itemHeight(default: defaultItemHeight, range: itemHeightRange) { (layout: CardStackLayout) in layout.itemHeight
      },
      LayoutParameter(
        "minScale", flag: "min-scale", summary: "smallest scale", kind: .number, default: .number(defaultMinScale),
        range: minScaleRange, unit: .factor
      ) { (layout: CardStackLayout) in .number(layout.minScale) },
      LayoutParameter(
        "stackDepth", flag: "stack-depth", summary: "stack depth", kind: .integer,
        default: .integer(defaultStackDepth),
        range: .init(stackDepthRange), unit: .items
      ) { (layout: CardStackLayout) in .integer(layout.stackDepth) },
    ],
    vertical: .transposed
  ) { values in
    CardStackLayout(
      inset: values.number("inset"), spacing: values.number("spacing"), itemHeight: values.number("itemHeight"),
      minScale: values.number("minScale"), stackDepth: values.integer("stackDepth"))
  }
}
