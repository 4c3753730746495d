// The factories of CollectionViewPagingLayout's three transform families; their defaults are
// each layout's public `default…` constants, which the tool's layout descriptions read too.

extension CarouselLayout where Self == ScaleLayout {
  /// CollectionViewPagingLayout's scale pages: `.scale(.coverFlow)`, `.scale(.cylinder)`, …
  /// (``ScaleLayout/Options``' presets), or options of your own.
  public static func scale(
    _ options: ScaleLayout.Options = ScaleLayout.Options(),
    itemSize: LinearLayout.ItemSize = ScaleLayout.defaultItemSize,
    itemHeight: Double? = nil, visibleItems: Int = ScaleLayout.defaultVisibleItems
  ) -> ScaleLayout {
    ScaleLayout(options: options, itemSize: itemSize, itemHeight: itemHeight, visibleItems: visibleItems)
  }
}

extension CarouselLayout where Self == StackLayout {
  /// CollectionViewPagingLayout's stack pages: `.stack(.perspective)`, `.stack(.vortex)`, …
  /// (``StackLayout/Options``' presets), or options of your own.
  public static func stack(
    _ options: StackLayout.Options = StackLayout.Options(),
    itemSize: LinearLayout.ItemSize = StackLayout.defaultItemSize,
    itemHeight: Double? = nil
  ) -> StackLayout {
    StackLayout(options: options, itemSize: itemSize, itemHeight: itemHeight)
  }
}

extension CarouselLayout where Self == SnapshotLayout {
  /// CollectionViewPagingLayout's snapshot pages, cut into pieces: `.snapshot(.grid)`,
  /// `.snapshot(.puzzle)`, … (``SnapshotLayout/Options``' presets), or options of your own.
  public static func snapshot(
    _ options: SnapshotLayout.Options = SnapshotLayout.Options(),
    itemSize: LinearLayout.ItemSize = SnapshotLayout.defaultItemSize, itemHeight: Double? = nil,
    visibleItems: Int = SnapshotLayout.defaultVisibleItems
  ) -> SnapshotLayout {
    SnapshotLayout(options: options, itemSize: itemSize, itemHeight: itemHeight, visibleItems: visibleItems)
  }
}
