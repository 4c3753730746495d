import CarouselCore

extension CoverFlowLayout {
  /// The styles by their names in the tool, iCarousel's `iCarouselType` names
  /// (`--style coverFlow2`).
  public static let styleNames: [(name: String, style: Style)] = [
    ("coverFlow", .coverFlow), ("coverFlow2", .coverFlow2),
  ]

  /// The style's name in the tool (``styleNames``).
  public static func name(of style: Style) -> String {
    styleNames.first { $0.style == style }?.name ?? "coverFlow"
  }

  /// The cover flow's facts for the tool and the playground.
  public static let layoutDescription = LayoutDescription(
    CoverFlowLayout.self, toolName: "coverflow", factoryName: "coverFlow",
    parameters: [
      .itemSize(default: defaultItemSize) { (layout: CoverFlowLayout) in layout.itemSize },
      .optionalItemHeight(range: itemHeightRange, absent: "as tall as wide (within the viewport)") {
        (layout: CoverFlowLayout) in layout.itemHeight
      },
      LayoutParameter(
        "sideSpacing", flag: nil, summary: "side spacing", kind: .number, default: .number(defaultSideSpacing),
        range: sideSpacingRange, unit: .factor
      ) { (layout: CoverFlowLayout) in .number(layout.sideSpacing) },
      LayoutParameter(
        "tilt", flag: nil, summary: "tilt", kind: .number, default: .number(defaultTilt), range: tiltRange,
        unit: .radians
      ) { (layout: CoverFlowLayout) in .number(layout.tilt) },
      .perspective(default: defaultPerspective, range: perspectiveRange) { (layout: CoverFlowLayout) in
        layout.eyeDistance
      },
      LayoutParameter(
        "style", flag: "style", summary: "style", kind: .choice(styleNames.map(\.name)),
        default: .choice(name(of: defaultStyle))
      ) { (layout: CoverFlowLayout) in .choice(name(of: layout.style)) },
    ],
    vertical: .transposed
  ) { values in
    CoverFlowLayout(
      itemSize: values.itemSize("itemSize"), itemHeight: values.optionalNumber("itemHeight"),
      sideSpacing: values.number("sideSpacing"), tilt: values.number("tilt"),
      perspective: values.number("perspective"),
      style: styleNames.first { $0.name == values.choice("style") }?.style ?? defaultStyle)
  }
}
