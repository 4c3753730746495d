extension LinearLayout {
  /// The defaults of ``CarouselLayout/linear(itemSize:spacing:itemHeight:axis:)`` and
  /// ``init(itemSize:spacing:itemHeight:axis:)``: the banner's 16-pt insets and 8-pt spacing.
  @usableFromInline enum Defaults {
    @usableFromInline static let itemSize = ItemSize.inset(16)
    @usableFromInline static let spacing = 8.0
    @usableFromInline static let axis = ScrollAxis.horizontal
  }

  // For the tool and the playground: not in Embedded Swift, which has no values of protocol type.
  #if !hasFeature(Embedded)
    /// The linear layout's facts for the tool and the playground.
    @_spi(LayoutDescription) public static let layoutDescription = LayoutDescription(
      LinearLayout.self, toolName: "linear", factoryName: "linear",
      parameters: [
        .itemSize(default: Defaults.itemSize, alwaysWritten: true) { (layout: LinearLayout) in layout.itemSize },
        .spacing(default: Defaults.spacing, alwaysWritten: true) { (layout: LinearLayout) in layout.spacing },
        .optionalItemHeight { (layout: LinearLayout) in layout.itemHeight },
        LayoutParameter(
          "axis", flag: "axis", summary: "axis", kind: .axis, default: .axis(Defaults.axis)
        ) { (layout: LinearLayout) in .axis(layout.axis) },
      ]
    ) { values in
      LinearLayout(
        itemSize: values.itemSize("itemSize"), spacing: values.number("spacing"),
        itemHeight: values.optionalNumber("itemHeight"), axis: values.axis("axis"))
    }
  #endif
}
