import CarouselCore

// CollectionViewPagingLayout's three families (ScaleLayout, StackLayout, SnapshotLayout): the
// options are chosen by preset name (`--preset coverFlow`): `default` (CollectionViewPagingLayout's
// default options, the factories' default), then the layouts' own static options in
// CollectionViewPagingLayout's order.

extension ScaleLayout {
  /// The scale family's presets, by name (the core's).
  public static var presets: [(name: String, options: Options)] { Options.named }

  /// The scale pages' facts for the tool and the playground.
  public static let layoutDescription = LayoutDescription(
    ScaleLayout.self, toolName: "scale", factoryName: "scale",
    parameters: [
      .preset(names: presets.map(\.name), default: "default") { (layout: ScaleLayout) in
        presets.first { $0.options == layout.options }?.name
      },
      .itemSize(default: defaultItemSize) { (layout: ScaleLayout) in layout.itemSize },
      .optionalItemHeight(range: itemHeightRange, absent: "0.6 × the viewport's height") { (layout: ScaleLayout) in
        layout.itemHeight
      },
      .visibleCards(default: defaultVisibleItems, range: visibleItemsRange) { (layout: ScaleLayout) in
        layout.visibleItems
      },
    ],
    vertical: .unchanged
  ) { values in
    ScaleLayout(
      options: presets.first { $0.name == values.choice("options") }?.options ?? Options(),
      itemSize: values.itemSize("itemSize"), itemHeight: values.optionalNumber("itemHeight"),
      visibleItems: values.integer("visibleItems"))
  }
}

extension StackLayout {
  /// The stack family's presets, by name (the core's).
  public static var presets: [(name: String, options: Options)] { Options.named }

  /// The stack pages' facts for the tool and the playground.
  public static let layoutDescription = LayoutDescription(
    StackLayout.self, toolName: "stack", factoryName: "stack",
    parameters: [
      .preset(names: presets.map(\.name), default: "default") { (layout: StackLayout) in
        presets.first { $0.options == layout.options }?.name
      },
      .itemSize(default: defaultItemSize) { (layout: StackLayout) in layout.itemSize },
      .optionalItemHeight(range: itemHeightRange, absent: "0.6 × the viewport's height") { (layout: StackLayout) in
        layout.itemHeight
      },
    ],
    vertical: .unchanged
  ) { values in
    StackLayout(
      options: presets.first { $0.name == values.choice("options") }?.options ?? Options(),
      itemSize: values.itemSize("itemSize"), itemHeight: values.optionalNumber("itemHeight"))
  }
}

extension SnapshotLayout {
  /// The snapshot family's presets, by name (the core's).
  public static var presets: [(name: String, options: Options)] { Options.named }

  /// The snapshot pages' facts for the tool and the playground.
  public static let layoutDescription = LayoutDescription(
    SnapshotLayout.self, toolName: "snapshot", factoryName: "snapshot",
    parameters: [
      .preset(names: presets.map(\.name), default: "default") { (layout: SnapshotLayout) in
        presets.first { $0.options == layout.options }?.name
      },
      .itemSize(default: defaultItemSize) { (layout: SnapshotLayout) in layout.itemSize },
      .optionalItemHeight(range: itemHeightRange, absent: "0.6 × the viewport's height") { (layout: SnapshotLayout) in
        layout.itemHeight
      },
      .visibleCards(default: defaultVisibleItems, range: ScaleLayout.visibleItemsRange) { (layout: SnapshotLayout) in
        layout.visibleItems
      },
    ],
    vertical: .unchanged
  ) { values in
    SnapshotLayout(
      options: presets.first { $0.name == values.choice("options") }?.options ?? Options(),
      itemSize: values.itemSize("itemSize"), itemHeight: values.optionalNumber("itemHeight"),
      visibleItems: values.integer("visibleItems"))
  }
}

extension LayoutParameter {
  /// The options, as one of the layout's named presets (`options`, the factory's unlabelled
  /// first argument; the tool's `--preset`). A layout whose options are none of the presets
  /// reads as the default's name.
  static func preset<Layout: CarouselLayout>(
    names: [String], default name: String, read: @escaping @Sendable (Layout) -> String?
  ) -> LayoutParameter {
    LayoutParameter(
      "options", labeled: false, flag: "preset", summary: "preset", kind: .choice(names), default: .choice(name),
      alwaysWritten: true
    ) { .choice(read($0) ?? name) }
  }

  /// How many cards around the current page are laid out (`visibleItems`, `--visible-items`).
  static func visibleCards<Layout: CarouselLayout>(
    default value: Int, range: ClosedRange<Int>, read: @escaping @Sendable (Layout) -> Int
  ) -> LayoutParameter {
    LayoutParameter(
      "visibleItems", flag: "visible-items", summary: "visible cards", kind: .integer, default: .integer(value),
      range: .init(range), unit: .items
    ) { .integer(read($0)) }
  }
}
