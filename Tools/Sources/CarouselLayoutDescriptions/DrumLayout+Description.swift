import CarouselCore

extension DrumLayout {
  /// The picker drum's facts for the tool and the playground.
  public static let layoutDescription = LayoutDescription(
    DrumLayout.self, toolName: "drum", factoryName: "drum",
    parameters: [
      LayoutParameter(
        "rowHeight", flag: "item-height", summary: "row height", kind: .number, default: .number(defaultRowHeight),
        range: rowHeightRange, unit: .points
      ) { (layout: DrumLayout) in .number(layout.rowHeight) },
      LayoutParameter(
        "radius", flag: "radius", summary: "radius", kind: .optional(.number), default: .absent, range: radiusRange,
        unit: .points, absent: "half the viewport's height"
      ) { (layout: DrumLayout) in layout.radius.map(LayoutValue.number) ?? .absent },
      LayoutParameter(
        "rowWidth", flag: nil, summary: "row width", kind: .optional(.number), default: .absent,
        range: rowWidthRange, unit: .points, absent: "the viewport's width"
      ) { (layout: DrumLayout) in layout.rowWidth.map(LayoutValue.number) ?? .absent },
      .perspective(default: defaultPerspective, range: perspectiveRange) { (layout: DrumLayout) in layout.eyeDistance
      },
    ]
  ) { values in
    DrumLayout(
      rowHeight: values.number("rowHeight"), radius: values.optionalNumber("radius"),
      rowWidth: values.optionalNumber("rowWidth"), perspective: values.number("perspective"))
  }
}
