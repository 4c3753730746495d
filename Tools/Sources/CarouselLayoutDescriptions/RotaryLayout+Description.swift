import CarouselCore

extension RotaryLayout {
  /// The rotary cylinder's facts for the tool and the playground.
  public static let layoutDescription = LayoutDescription(
    RotaryLayout.self, toolName: "rotary", factoryName: "rotary",
    parameters: [
      .itemSize(default: defaultItemSize) { (layout: RotaryLayout) in layout.itemSize },
      .optionalItemHeight(range: itemHeightRange, absent: "1.2 × the width (at most 0.8 × the viewport's height)") {
        (layout: RotaryLayout) in layout.itemHeight
      },
      .spacing(default: defaultSpacing, range: spacingRange) { (layout: RotaryLayout) in layout.spacing },
      .itemsAround(default: defaultItemsAround, range: itemsAroundRange) { (layout: RotaryLayout) in
        layout.itemsAround
      },
      .perspective(default: defaultPerspective, range: perspectiveRange) { (layout: RotaryLayout) in
        layout.eyeDistance
      },
      .inverted { (layout: RotaryLayout) in layout.inverted },
    ],
    vertical: .transposed
  ) { values in
    RotaryLayout(
      itemSize: values.itemSize("itemSize"), itemHeight: values.optionalNumber("itemHeight"),
      spacing: values.number("spacing"), itemsAround: values.integer("itemsAround"),
      perspective: values.number("perspective"), inverted: values.boolean("inverted"))
  }
}
