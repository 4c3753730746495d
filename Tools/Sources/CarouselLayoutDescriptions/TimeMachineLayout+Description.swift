import CarouselCore

extension TimeMachineLayout {
  /// iCarousel's time machine's facts for the tool and the playground.
  public static let layoutDescription = LayoutDescription(
    TimeMachineLayout.self, toolName: "timemachine", factoryName: "timeMachine",
    parameters: [
      .itemSize(default: defaultItemSize) { (layout: TimeMachineLayout) in layout.itemSize },
      .optionalItemHeight(range: itemHeightRange, absent: "1.2 × the width (at most 0.8 × the viewport's height)") {
        (layout: TimeMachineLayout) in layout.itemHeight
      },
      LayoutParameter(
        "tilt", flag: "tilt", summary: "tilt", kind: .number, default: .number(defaultTilt), range: tiltRange,
        unit: .factor
      ) { (layout: TimeMachineLayout) in .number(layout.tilt) },
      .spacingFactor(default: defaultSpacing, range: spacingRange) { (layout: TimeMachineLayout) in layout.spacing },
      LayoutParameter(
        "visibleItems", flag: "visible-items", summary: "visible items", kind: .integer,
        default: .integer(defaultVisibleItems), range: .init(visibleItemsRange), unit: .items
      ) { (layout: TimeMachineLayout) in .integer(layout.visibleItems) },
      .inverted { (layout: TimeMachineLayout) in layout.inverted },
      .perspective(default: defaultPerspective, range: perspectiveRange) { (layout: TimeMachineLayout) in
        layout.eyeDistance
      },
    ],
    vertical: .transposed
  ) { values in
    TimeMachineLayout(
      itemSize: values.itemSize("itemSize"), itemHeight: values.optionalNumber("itemHeight"),
      tilt: values.number("tilt"), spacing: values.number("spacing"), visibleItems: values.integer("visibleItems"),
      inverted: values.boolean("inverted"), perspective: values.number("perspective"))
  }
}
