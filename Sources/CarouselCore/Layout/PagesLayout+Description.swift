extension PagesLayout {
  /// The defaults of ``CarouselLayout/pages(_:spacing:axis:alignment:)`` and
  /// ``init(sizes:spacing:axis:alignment:)``: vertical pages, touching, resting at their
  /// leading edge.
  @usableFromInline enum Defaults {
    /// Not a default (the sizes are required): the sizes the tool uses when given none.
    static let sizes: [Double] = [300, 120, 500, 80, 200]
    @usableFromInline static let spacing = 0.0
    @usableFromInline static let axis = ScrollAxis.vertical
    @usableFromInline static let alignment = SnapAnchors.Alignment.leading
  }

  // For the tool and the playground: not in Embedded Swift, which has no values of protocol type.
  #if !hasFeature(Embedded)
    /// The pages layout's facts for the tool and the playground.
    @_spi(LayoutDescription) public static let layoutDescription = LayoutDescription(
      PagesLayout.self, toolName: "pages", factoryName: "pages",
      parameters: [
        LayoutParameter(
          "sizes", labeled: false, flag: "page-sizes", summary: "page sizes", kind: .sizes,
          default: .sizes(Defaults.sizes), hasFactoryDefault: false,
          range: SnapAnchors.minimumPitch...SnapAnchors.maximumExtent, alwaysWritten: true
        ) { (layout: PagesLayout) in .sizes(layout.sizes) },
        .spacing(default: Defaults.spacing) { (layout: PagesLayout) in layout.spacing },
        LayoutParameter(
          "axis", flag: "axis", summary: "axis", kind: .axis, default: .axis(Defaults.axis), alwaysWritten: true
        ) { (layout: PagesLayout) in .axis(layout.axis) },
        LayoutParameter(
          "alignment", flag: "alignment", summary: "alignment", kind: .alignment,
          default: .alignment(Defaults.alignment)
        ) { (layout: PagesLayout) in .alignment(layout.alignment) },
      ]
    ) { values in
      PagesLayout(
        sizes: values.sizes("sizes"), spacing: values.number("spacing"), axis: values.axis("axis"),
        alignment: values.alignment("alignment"))
    }
  #endif
}
