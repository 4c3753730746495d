extension CoverFlowLayout {
  /// The defaults of ``CarouselLayout/coverFlow(itemSize:itemHeight:sideSpacing:tilt:perspective:)``
  /// and ``init(itemSize:itemHeight:sideSpacing:tilt:perspective:)``.
  @usableFromInline enum Defaults {
    @usableFromInline static let itemSize = LinearLayout.ItemSize.fraction(0.5)
    @usableFromInline static let sideSpacing = 0.3
    @usableFromInline static let tilt = 1.0
    @usableFromInline static let perspective = 500.0
  }

  // For the tool and the playground: not in Embedded Swift, which has no values of protocol type.
  #if !hasFeature(Embedded)
    /// The cover flow's facts for the tool and the playground.
    @_spi(LayoutDescription) public static let layoutDescription = LayoutDescription(
      CoverFlowLayout.self, toolName: "coverflow", factoryName: "coverFlow",
      parameters: [
        .itemSize(default: Defaults.itemSize) { (layout: CoverFlowLayout) in layout.itemSize },
        .optionalItemHeight { (layout: CoverFlowLayout) in layout.itemHeight },
        LayoutParameter(
          "sideSpacing", flag: nil, summary: "side spacing", kind: .number, default: .number(Defaults.sideSpacing),
          range: 0.01...100
        ) { (layout: CoverFlowLayout) in .number(layout.sideSpacing) },
        LayoutParameter(
          "tilt", flag: nil, summary: "tilt", kind: .number, default: .number(Defaults.tilt), range: 0...(Double.pi / 2)
        ) { (layout: CoverFlowLayout) in .number(layout.tilt) },
        .perspective(default: Defaults.perspective) { (layout: CoverFlowLayout) in layout.eyeDistance },
      ]
    ) { values in
      CoverFlowLayout(
        itemSize: values.itemSize("itemSize"), itemHeight: values.optionalNumber("itemHeight"),
        sideSpacing: values.number("sideSpacing"), tilt: values.number("tilt"),
        perspective: values.number("perspective"))
    }
  #endif
}
