import CarouselCore

extension WheelLayout {
  /// The wheel's facts for the tool and the playground.
  public static let layoutDescription = LayoutDescription(
    WheelLayout.self, toolName: "wheel", factoryName: "wheel",
    parameters: [
      LayoutParameter(
        "visibleItems", flag: "visible-items", summary: "visible items", kind: .integer,
        default: .integer(defaultVisibleItems),
        range: .init(visibleItemsRange), unit: .items, alwaysWritten: true
      ) { (layout: WheelLayout) in .integer(layout.visibleItems) },
      .itemHeight(default: defaultItemHeight, range: itemHeightRange) { (layout: WheelLayout) in layout.itemHeight },
      LayoutParameter(
        "maxScale", flag: "max-scale", summary: "largest scale", kind: .number, default: .number(defaultMaxScale),
        range: maxScaleRange, unit: .factor, alwaysWritten: true
      ) { (layout: WheelLayout) in .number(layout.maxScale) },
    ]
  ) { values in
    WheelLayout(
      visibleItems: values.integer("visibleItems"), itemHeight: values.number("itemHeight"),
      maxScale: values.number("maxScale"))
  }
}
