extension RotaryLayout {
  /// The defaults of ``CarouselLayout/rotary(itemSize:itemHeight:spacing:itemsAround:perspective:)``
  /// and ``init(itemSize:itemHeight:spacing:itemsAround:perspective:)``.
  @usableFromInline enum Defaults {
    @usableFromInline static let itemSize = LinearLayout.ItemSize.fraction(0.4)
    @usableFromInline static let spacing = 10.0
    @usableFromInline static let itemsAround = 10
    @usableFromInline static let perspective = 600.0
  }

  // For the tool and the playground: not in Embedded Swift, which has no values of protocol type.
  #if !hasFeature(Embedded)
    /// The rotary cylinder's facts for the tool and the playground.
    @_spi(LayoutDescription) public static let layoutDescription = LayoutDescription(
      RotaryLayout.self, toolName: "rotary", factoryName: "rotary",
      parameters: [
        .itemSize(default: Defaults.itemSize) { (layout: RotaryLayout) in layout.itemSize },
        .optionalItemHeight { (layout: RotaryLayout) in layout.itemHeight },
        .spacing(default: Defaults.spacing) { (layout: RotaryLayout) in layout.spacing },
        LayoutParameter(
          "itemsAround", flag: nil, summary: "items around", kind: .integer, default: .integer(Defaults.itemsAround),
          range: Double(itemsAroundRange.lowerBound)...Double(itemsAroundRange.upperBound)
        ) { (layout: RotaryLayout) in .integer(layout.itemsAround) },
        .perspective(default: Defaults.perspective) { (layout: RotaryLayout) in layout.eyeDistance },
      ]
    ) { values in
      RotaryLayout(
        itemSize: values.itemSize("itemSize"), itemHeight: values.optionalNumber("itemHeight"),
        spacing: values.number("spacing"), itemsAround: values.integer("itemsAround"),
        perspective: values.number("perspective"))
    }
  #endif
}
