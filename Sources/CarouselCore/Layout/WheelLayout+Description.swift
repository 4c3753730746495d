extension WheelLayout {
  /// The defaults of ``CarouselLayout/wheel(visibleItems:itemHeight:maxScale:)`` and
  /// ``init(visibleItems:itemHeight:maxScale:)``: the article's constants.
  @usableFromInline enum Defaults {
    @usableFromInline static let visibleItems = 5
    @usableFromInline static let itemHeight = 70.0
    @usableFromInline static let maxScale = 1.7
  }

  /// The range ``maxScale`` is kept in.
  static let maxScaleRange = 1.0...100

  // For the tool and the playground: not in Embedded Swift, which has no values of protocol type.
  #if !hasFeature(Embedded)
    /// The wheel's facts for the tool and the playground.
    @_spi(LayoutDescription) public static let layoutDescription = LayoutDescription(
      WheelLayout.self, toolName: "wheel", factoryName: "wheel",
      parameters: [
        LayoutParameter(
          "visibleItems", flag: "visible-items", summary: "visible items", kind: .integer,
          default: .integer(Defaults.visibleItems),
          range: Double(visibleItemsRange.lowerBound)...Double(visibleItemsRange.upperBound), alwaysWritten: true
        ) { (layout: WheelLayout) in .integer(layout.visibleItems) },
        .itemHeight(default: Defaults.itemHeight) { (layout: WheelLayout) in layout.itemHeight },
        LayoutParameter(
          "maxScale", flag: "max-scale", summary: "largest scale", kind: .number, default: .number(Defaults.maxScale),
          range: maxScaleRange, alwaysWritten: true
        ) { (layout: WheelLayout) in .number(layout.maxScale) },
      ]
    ) { values in
      WheelLayout(
        visibleItems: values.integer("visibleItems"), itemHeight: values.number("itemHeight"),
        maxScale: values.number("maxScale"))
    }
  #endif
}
