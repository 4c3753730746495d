import CarouselCore

extension PagesLayout {
  /// Not a default (the sizes are required): the page sizes the tool uses when given none,
  /// in points.
  static let typicalSizes: [Double] = [300, 120, 500, 80, 200]

  /// The pages layout's facts for the tool and the playground.
  public static let layoutDescription = LayoutDescription(
    PagesLayout.self, toolName: "pages", factoryName: "pages",
    parameters: [
      LayoutParameter(
        "sizes", labeled: false, flag: "page-sizes", summary: "page sizes", kind: .sizes,
        default: .sizes(typicalSizes), hasFactoryDefault: false,
        range: pageSizeRange, unit: .points, alwaysWritten: true
      ) { (layout: PagesLayout) in .sizes(layout.sizes) },
      .spacing(default: defaultSpacing, range: spacingRange) { (layout: PagesLayout) in layout.spacing },
      LayoutParameter(
        "axis", flag: "axis", summary: "axis", kind: .axis, default: .axis(defaultAxis), alwaysWritten: true
      ) { (layout: PagesLayout) in .axis(layout.axis) },
      LayoutParameter(
        "alignment", flag: "alignment", summary: "alignment", kind: .alignment,
        default: .alignment(defaultAlignment)
      ) { (layout: PagesLayout) in .alignment(layout.alignment) },
    ]
  ) { values in
    PagesLayout(
      sizes: values.sizes("sizes"), spacing: values.number("spacing"), axis: values.axis("axis"),
      alignment: values.alignment("alignment"))
  }
}
