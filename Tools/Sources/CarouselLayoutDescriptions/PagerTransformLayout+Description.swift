import CarouselCore

extension PagerTransformLayout {
  /// The styles by their names in the tool, FSPagerView's `FSPagerViewTransformerType` names
  /// (`--style invertedFerrisWheel`), in FSPagerView's order.
  public static let styleNames: [(name: String, style: Style)] = [
    ("crossFading", .crossFading), ("zoomOut", .zoomOut), ("depth", .depth), ("overlap", .overlap),
    ("linear", .linear), ("coverFlow", .coverFlow), ("ferrisWheel", .ferrisWheel(inverted: false)),
    ("invertedFerrisWheel", .ferrisWheel(inverted: true)), ("cubic", .cubic),
  ]

  /// The style's name in the tool (``styleNames``).
  public static func name(of style: Style) -> String {
    styleNames.first { $0.style == style }?.name ?? "crossFading"
  }

  /// The FSPagerView pager's facts for the tool and the playground.
  public static let layoutDescription = LayoutDescription(
    PagerTransformLayout.self, toolName: "pager", factoryName: "pager",
    parameters: [
      LayoutParameter(
        "style", labeled: false, flag: "style", summary: "style", kind: .choice(styleNames.map(\.name)),
        default: .choice("cubic"), hasFactoryDefault: false, alwaysWritten: true
      ) { (layout: PagerTransformLayout) in .choice(name(of: layout.style)) },
      .itemSize(default: defaultItemSize) { (layout: PagerTransformLayout) in layout.itemSize },
      .optionalItemHeight(range: itemHeightRange, absent: "the viewport's height") {
        (layout: PagerTransformLayout) in layout.itemHeight
      },
      .spacing(default: defaultSpacing, range: spacingRange) { (layout: PagerTransformLayout) in layout.spacing },
      LayoutParameter(
        "minimumScale", flag: "min-scale", summary: "minimum scale", kind: .optional(.number), default: .absent,
        range: minimumScaleRange, unit: .factor, absent: "the style's (zoomOut 0.85, depth 0.5, otherwise 0.65)"
      ) { (layout: PagerTransformLayout) in
        layout.minimumScale == layout.style.defaultMinimumScale ? .absent : .number(layout.minimumScale)
      },
      LayoutParameter(
        "minimumAlpha", flag: "min-alpha", summary: "minimum alpha", kind: .number,
        default: .number(defaultMinimumAlpha), range: minimumAlphaRange, unit: .factor
      ) { (layout: PagerTransformLayout) in .number(layout.minimumAlpha) },
      .perspective(default: defaultPerspective, range: perspectiveRange) { (layout: PagerTransformLayout) in
        layout.eyeDistance
      },
    ],
    vertical: .transposed
  ) { values in
    let name = values.choice("style")
    return PagerTransformLayout(
      styleNames.first { $0.name == name }?.style ?? .cubic, itemSize: values.itemSize("itemSize"),
      itemHeight: values.optionalNumber("itemHeight"), spacing: values.number("spacing"),
      minimumScale: values.optionalNumber("minimumScale"), minimumAlpha: values.number("minimumAlpha"),
      perspective: values.number("perspective"))
  }
}
