import CarouselCore

extension RingLayout {
  /// iCarousel's wheel's facts for the tool and the playground.
  public static let layoutDescription = LayoutDescription(
    RingLayout.self, toolName: "ring", factoryName: "ring",
    parameters: [
      .itemSize(default: defaultItemSize) { (layout: RingLayout) in layout.itemSize },
      .optionalItemHeight(range: itemHeightRange, absent: "1.2 × the width (at most 0.8 × the viewport's height)") {
        (layout: RingLayout) in layout.itemHeight
      },
      .spacingFactor(default: defaultSpacing, range: spacingRange) { (layout: RingLayout) in layout.spacing },
      .itemsAround(default: defaultItemsAround, range: itemsAroundRange) { (layout: RingLayout) in
        layout.itemsAround
      },
      .arc(default: defaultArc, range: arcRange) { (layout: RingLayout) in layout.arc },
      .inverted { (layout: RingLayout) in layout.inverted },
    ],
    vertical: .quarterTurn
  ) { values in
    RingLayout(
      itemSize: values.itemSize("itemSize"), itemHeight: values.optionalNumber("itemHeight"),
      spacing: values.number("spacing"), itemsAround: values.integer("itemsAround"), arc: values.number("arc"),
      inverted: values.boolean("inverted"))
  }
}
