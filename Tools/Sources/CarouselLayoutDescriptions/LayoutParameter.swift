import CarouselCore

/// One parameter of a built-in layout, as its ``LayoutDescription`` states it: the factory's
/// argument, the `carousel` tool's flag, its kind, its default and the range the layout
/// keeps it in.
public struct LayoutParameter: Sendable {
  /// What a parameter holds.
  public indirect enum Kind: Sendable, Hashable {
    /// A number: ``LayoutValue/number(_:)``.
    case number
    /// A whole number: ``LayoutValue/integer(_:)``.
    case integer
    /// An item size: ``LayoutValue/itemSize(_:)``. The tool sets it with `--inset`
    /// (``LinearLayout/ItemSize/inset(_:)``) or `--item-fraction`
    /// (``LinearLayout/ItemSize/fraction(_:)``) and has no absolute size.
    case itemSize
    /// A scroll axis: ``LayoutValue/axis(_:)``.
    case axis
    /// An alignment: ``LayoutValue/alignment(_:)``.
    case alignment
    /// A list of lengths: ``LayoutValue/sizes(_:)``.
    case sizes
    /// One of these names: ``LayoutValue/choice(_:)`` (a pager's style, `cubic`; a named
    /// preset of options, `coverFlow`).
    case choice([String])
    /// A value of the wrapped kind, or ``LayoutValue/absent`` (`nil`).
    case optional(Kind)
    /// A yes or no: ``LayoutValue/boolean(_:)``. The tool sets it to `true` with its flag.
    case boolean

    /// Whether `value` is of this kind.
    public func matches(_ value: LayoutValue) -> Bool {
      switch (self, value) {
      case (.number, .number), (.integer, .integer), (.itemSize, .itemSize), (.axis, .axis),
        (.alignment, .alignment), (.sizes, .sizes), (.optional, .absent), (.boolean, .boolean):
        return true
      case (.choice(let names), .choice(let name)): return names.contains(name)
      case (.optional(let wrapped), _): return wrapped.matches(value)
      default: return false
      }
    }
  }

  /// What a number, a whole number or a size measures: what the tool's messages and help
  /// name, and which of its own limits it applies.
  public enum Unit: Sendable, Hashable {
    /// A length in points (an item height, a radius, a page size, an eye distance).
    case points
    /// A gap in points, which may be 0 (a spacing, an inset).
    case gap
    /// An angle in radians.
    case radians
    /// A number without a unit (a scale, a fraction of the item width).
    case factor
    /// A number of items.
    case items

    /// The unit's name after a number (`points`), `nil` for none.
    public var name: String? {
      switch self {
      case .points, .gap: "points"
      case .radians: "radians"
      case .factor, .items: nil
      }
    }
  }

  /// The factory's argument label (for an unlabelled argument, the parameter's name).
  public let label: String
  /// Whether the factory's argument has a label (`pages(_:)`'s sizes do not).
  public let isLabeled: Bool
  /// The `carousel` tool's flag without its dashes (`item-height`), `nil` if the tool has none
  /// (item sizes: see ``Kind/itemSize``).
  public let toolFlag: String?
  /// The parameter in a few words, for messages (`eye distance`).
  public let summary: String
  /// What the parameter holds.
  public let kind: Kind
  /// The factory's default (for an argument without a default, a typical value).
  public let defaultValue: LayoutValue
  /// Whether the factory has a default for it (``defaultValue``).
  public let hasFactoryDefault: Bool
  /// The range the layout keeps a number, a whole number, or each of the sizes in; values
  /// outside it are clamped. `nil` for other kinds.
  public let range: ClosedRange<Double>?
  /// What a number, a whole number or each of the sizes measures; `nil` for other kinds.
  public let unit: Unit?
  /// For an optional parameter, what the layout does without it (`fills the viewport`).
  public let absentMeaning: String?
  /// Whether generated code names the argument even at its default (the values a reader
  /// should see, such as an item size and spacing).
  public let isAlwaysWritten: Bool
  private let read: @Sendable (any CarouselLayout) -> LayoutValue?

  init<Layout: CarouselLayout>(
    _ label: String, labeled isLabeled: Bool = true, flag toolFlag: String?, summary: String, kind: Kind,
    default defaultValue: LayoutValue, hasFactoryDefault: Bool = true, range: ClosedRange<Double>? = nil,
    unit: Unit? = nil, absent absentMeaning: String? = nil, alwaysWritten isAlwaysWritten: Bool = false,
    read: @escaping @Sendable (Layout) -> LayoutValue
  ) {
    self.label = label
    self.isLabeled = isLabeled
    self.toolFlag = toolFlag
    self.summary = summary
    self.kind = kind
    self.defaultValue = defaultValue
    self.hasFactoryDefault = hasFactoryDefault
    self.range = range
    self.unit = unit
    self.absentMeaning = absentMeaning
    self.isAlwaysWritten = isAlwaysWritten
    self.read = { layout in (layout as? Layout).map(read) }
  }

  /// The parameter's value in `layout`; `nil` if `layout` is not of the described type.
  public func value(in layout: any CarouselLayout) -> LayoutValue? { read(layout) }

  /// Whether the layout keeps `value` as it is: of the parameter's kind and, for numbers, in
  /// its ``range``.
  public func accepts(_ value: LayoutValue) -> Bool {
    guard kind.matches(value) else { return false }
    guard let range else { return true }
    switch value {
    case .number(let number): return range.contains(number)
    case .integer(let integer): return range.contains(Double(integer))
    case .sizes(let sizes): return !sizes.isEmpty && sizes.allSatisfy(range.contains)
    default: return true
    }
  }
}

extension ClosedRange<Double> {
  /// A range of whole numbers as numbers (a ``LayoutParameter``'s range).
  init(_ range: ClosedRange<Int>) { self = Double(range.lowerBound)...Double(range.upperBound) }
}

// The parameters several layouts share, stated once.
extension LayoutParameter {
  /// An item size across the scroll axis (`itemSize`; the tool's `--inset` or
  /// `--item-fraction`).
  static func itemSize<Layout: CarouselLayout>(
    default value: LinearLayout.ItemSize, alwaysWritten: Bool = false,
    read: @escaping @Sendable (Layout) -> LinearLayout.ItemSize
  ) -> LayoutParameter {
    LayoutParameter(
      "itemSize", flag: nil, summary: "item size", kind: .itemSize, default: .itemSize(value),
      alwaysWritten: alwaysWritten
    ) { .itemSize(read($0)) }
  }

  /// The space between items, in points (`spacing`, `--spacing`).
  static func spacing<Layout: CarouselLayout>(
    default value: Double, range: ClosedRange<Double>, alwaysWritten: Bool = false,
    read: @escaping @Sendable (Layout) -> Double
  ) -> LayoutParameter {
    LayoutParameter(
      "spacing", flag: "spacing", summary: "spacing", kind: .number, default: .number(value), range: range,
      unit: .gap, alwaysWritten: alwaysWritten
    ) { .number(read($0)) }
  }

  /// The item height, in points (`itemHeight`, `--item-height`).
  static func itemHeight<Layout: CarouselLayout>(
    default value: Double, range: ClosedRange<Double>, read: @escaping @Sendable (Layout) -> Double
  ) -> LayoutParameter {
    LayoutParameter(
      "itemHeight", flag: "item-height", summary: "item height", kind: .number, default: .number(value),
      range: range, unit: .points, alwaysWritten: true
    ) { .number(read($0)) }
  }

  /// An item height that may be left out (`nil`: what `absent` says), in points (`itemHeight`,
  /// `--item-height`).
  static func optionalItemHeight<Layout: CarouselLayout>(
    range: ClosedRange<Double>, absent: String, read: @escaping @Sendable (Layout) -> Double?
  ) -> LayoutParameter {
    LayoutParameter(
      "itemHeight", flag: "item-height", summary: "item height", kind: .optional(.number), default: .absent,
      range: range, unit: .points, absent: absent
    ) { read($0).map(LayoutValue.number) ?? .absent }
  }

  /// Whether the layout is its inverted variant (`inverted`, `--inverted`): iCarousel's
  /// inverted types.
  static func inverted<Layout: CarouselLayout>(read: @escaping @Sendable (Layout) -> Bool) -> LayoutParameter {
    LayoutParameter("inverted", flag: "inverted", summary: "inverted", kind: .boolean, default: .boolean(false)) {
      .boolean(read($0))
    }
  }

  /// iCarousel's number of items around the circle (`itemsAround`, `--items-around`).
  static func itemsAround<Layout: CarouselLayout>(
    default value: Int, range: ClosedRange<Int>, read: @escaping @Sendable (Layout) -> Int
  ) -> LayoutParameter {
    LayoutParameter(
      "itemsAround", flag: "items-around", summary: "items around", kind: .integer, default: .integer(value),
      range: .init(range), unit: .items
    ) { .integer(read($0)) }
  }

  /// iCarousel's spacing, a fraction of the item width (`spacing`, `--spacing-factor`).
  static func spacingFactor<Layout: CarouselLayout>(
    default value: Double, range: ClosedRange<Double>, read: @escaping @Sendable (Layout) -> Double
  ) -> LayoutParameter {
    LayoutParameter(
      "spacing", flag: "spacing-factor", summary: "spacing", kind: .number, default: .number(value), range: range,
      unit: .factor
    ) { .number(read($0)) }
  }

  /// iCarousel's arc, the angle the items around span, in radians (`arc`, `--arc`).
  static func arc<Layout: CarouselLayout>(
    default value: Double, range: ClosedRange<Double>, read: @escaping @Sendable (Layout) -> Double
  ) -> LayoutParameter {
    LayoutParameter(
      "arc", flag: "arc", summary: "arc", kind: .number, default: .number(value), range: range, unit: .radians
    ) { .number(read($0)) }
  }

  /// The eye's distance from the screen, in points (`perspective`; the tool has no flag).
  static func perspective<Layout: CarouselLayout>(
    default value: Double, range: ClosedRange<Double>, read: @escaping @Sendable (Layout) -> Double
  ) -> LayoutParameter {
    LayoutParameter(
      "perspective", flag: nil, summary: "eye distance", kind: .number, default: .number(value),
      range: range, unit: .points
    ) { .number(read($0)) }
  }
}
