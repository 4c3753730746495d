import CarouselCore

extension CylinderLayout {
  /// iCarousel's cylinder's facts for the tool and the playground.
  public static let layoutDescription = LayoutDescription(
    CylinderLayout.self, toolName: "cylinder", factoryName: "cylinder",
    parameters: [
      .itemSize(default: defaultItemSize) { (layout: CylinderLayout) in layout.itemSize },
      .optionalItemHeight(range: itemHeightRange, absent: "1.2 × the width (at most 0.8 × the viewport's height)") {
        (layout: CylinderLayout) in layout.itemHeight
      },
      .spacingFactor(default: defaultSpacing, range: spacingRange) { (layout: CylinderLayout) in layout.spacing },
      .itemsAround(default: defaultItemsAround, range: itemsAroundRange) { (layout: CylinderLayout) in
        layout.itemsAround
      },
      .arc(default: defaultArc, range: arcRange) { (layout: CylinderLayout) in layout.arc },
      .inverted { (layout: CylinderLayout) in layout.inverted },
      .perspective(default: defaultPerspective, range: perspectiveRange) { (layout: CylinderLayout) in
        layout.eyeDistance
      },
    ],
    vertical: .transposed
  ) { values in
    CylinderLayout(
      itemSize: values.itemSize("itemSize"), itemHeight: values.optionalNumber("itemHeight"),
      spacing: values.number("spacing"), itemsAround: values.integer("itemsAround"), arc: values.number("arc"),
      inverted: values.boolean("inverted"), perspective: values.number("perspective"))
  }
}
