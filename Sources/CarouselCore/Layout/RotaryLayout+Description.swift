extension RotaryLayout {
  /// The defaults of ``CarouselLayout/rotary(itemSize:itemHeight:spacing:itemsAround:perspective:)``
  /// and ``init(itemSize:itemHeight:spacing:itemsAround:perspective:)``.
  @usableFromInline enum Defaults {
    @usableFromInline static let itemSize = LinearLayout.ItemSize.fraction(0.4)
    @usableFromInline static let spacing = 10.0
    @usableFromInline static let itemsAround = 10
    @usableFromInline static let perspective = 600.0
  }

  /// The rotary cylinder's facts for the tool and the playground.
  @_spi(LayoutDescription) public static let layoutDescription = LayoutDescription(
    RotaryLayout.self, toolName: "rotary", factoryName: "rotary",
    parameters: [
      LayoutParameter(
        "itemSize", flag: nil, summary: "item size", kind: .itemSize, default: .itemSize(Defaults.itemSize)
      ) { (layout: RotaryLayout) in .itemSize(layout.itemSize) },
      LayoutParameter(
        "itemHeight", flag: "item-height", summary: "item height", kind: .optional(.number), default: .absent,
        range: .positiveLength
      ) { (layout: RotaryLayout) in layout.itemHeight.map(LayoutValue.number) ?? .absent },
      LayoutParameter(
        "spacing", flag: "spacing", summary: "spacing", kind: .number, default: .number(Defaults.spacing),
        range: .length
      ) { (layout: RotaryLayout) in .number(layout.spacing) },
      LayoutParameter(
        "itemsAround", flag: nil, summary: "items around", kind: .integer, default: .integer(Defaults.itemsAround),
        range: Double(itemsAroundRange.lowerBound)...Double(itemsAroundRange.upperBound)
      ) { (layout: RotaryLayout) in .integer(layout.itemsAround) },
      LayoutParameter(
        "perspective", flag: nil, summary: "eye distance", kind: .number, default: .number(Defaults.perspective),
        range: .positiveLength
      ) { (layout: RotaryLayout) in .number(layout.eyeDistance) },
    ]
  ) { values in
    RotaryLayout(
      itemSize: values.itemSize("itemSize"), itemHeight: values.optionalNumber("itemHeight"),
      spacing: values.number("spacing"), itemsAround: values.integer("itemsAround"),
      perspective: values.number("perspective"))
  }
}
