// In a file of its own so that the factories of other layouts merge without conflicts; its
// defaults are PagerTransformLayout's public `default…` constants, as in
// CarouselLayout+Factories.swift.

extension CarouselLayout where Self == PagerTransformLayout {
  /// One of FSPagerView's transformer looks (see ``PagerTransformLayout/Style``):
  /// `.pager(.cubic, itemSize: .fraction(0.9), itemHeight: 300)`; `minimumScale` `nil` is the
  /// style's FSPagerView default (``PagerTransformLayout/Style/defaultMinimumScale``).
  public static func pager(
    _ style: PagerTransformLayout.Style, itemSize: LinearLayout.ItemSize = PagerTransformLayout.defaultItemSize,
    itemHeight: Double? = nil, spacing: Double = PagerTransformLayout.defaultSpacing, minimumScale: Double? = nil,
    minimumAlpha: Double = PagerTransformLayout.defaultMinimumAlpha,
    perspective: Double = PagerTransformLayout.defaultPerspective
  ) -> PagerTransformLayout {
    PagerTransformLayout(
      style, itemSize: itemSize, itemHeight: itemHeight, spacing: spacing, minimumScale: minimumScale,
      minimumAlpha: minimumAlpha, perspective: perspective)
  }
}
