extension CardStackLayout {
  /// The defaults of ``CarouselLayout/cards(inset:spacing:itemHeight:minScale:stackDepth:)``
  /// and ``init(inset:spacing:itemHeight:minScale:stackDepth:scaleDistance:)``: the article's
  /// constants.
  @usableFromInline enum Defaults {
    @usableFromInline static let inset = 36.0
    @usableFromInline static let spacing = 50.0
    @usableFromInline static let itemHeight = 200.0
    @usableFromInline static let minScale = 0.4
    @usableFromInline static let stackDepth = 4
  }

  /// The range ``minScale`` is kept in.
  static let minScaleRange = 0.01...1.0

  // For the tool and the playground: not in Embedded Swift, which has no values of protocol type.
  #if !hasFeature(Embedded)
    /// The card stack's facts for the tool and the playground.
    @_spi(LayoutDescription) public static let layoutDescription = LayoutDescription(
      CardStackLayout.self, toolName: "cards", factoryName: "cards",
      parameters: [
        LayoutParameter(
          "inset", flag: "inset", summary: "inset", kind: .number, default: .number(Defaults.inset), range: .length,
          alwaysWritten: true
        ) { (layout: CardStackLayout) in .number(layout.inset) },
        .spacing(default: Defaults.spacing, alwaysWritten: true) { (layout: CardStackLayout) in layout.spacing },
        .itemHeight(default: Defaults.itemHeight) { (layout: CardStackLayout) in layout.itemHeight },
        LayoutParameter(
          "minScale", flag: "min-scale", summary: "smallest scale", kind: .number, default: .number(Defaults.minScale),
          range: minScaleRange
        ) { (layout: CardStackLayout) in .number(layout.minScale) },
        LayoutParameter(
          "stackDepth", flag: "stack-depth", summary: "stack depth", kind: .integer,
          default: .integer(Defaults.stackDepth),
          range: Double(stackDepthRange.lowerBound)...Double(stackDepthRange.upperBound)
        ) { (layout: CardStackLayout) in .integer(layout.stackDepth) },
      ]
    ) { values in
      CardStackLayout(
        inset: values.number("inset"), spacing: values.number("spacing"), itemHeight: values.number("itemHeight"),
        minScale: values.number("minScale"), stackDepth: values.integer("stackDepth"))
    }
  #endif
}
