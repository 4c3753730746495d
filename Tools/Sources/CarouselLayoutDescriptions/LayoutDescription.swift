import CarouselCore

/// What a built-in layout says about itself for the tools, once: its name in the `carousel`
/// tool (`--layout cards`), its factory (`.cards(…)`), its parameters (``LayoutParameter``) and
/// how to build it from their values.
///
/// The tool's options, checks and help, the playground's Swift code and its `carousel
/// simulate` replay read these instead of knowing each layout. The defaults and ranges are the
/// layouts' own public constants (`WheelLayout.defaultMaxScale`, `WheelLayout.maxScaleRange`,
/// …), which their initializers use; nothing here restates a number. Apps do not need these,
/// and the core, which Embedded Swift compiles, does not hold them (they keep values of
/// protocol type and cast to find a layout's description).
public struct LayoutDescription: Sendable {
  /// The layout's name in the `carousel` tool (`--layout NAME`).
  public let toolName: String
  /// The name of the static factory on ``CarouselLayout`` that makes it (`cards`).
  public let factoryName: String
  /// The factory's parameters, in the factory's order.
  public let parameters: [LayoutParameter]
  /// For a horizontal look that also scrolls vertically (`--axis vertical`), how it turns
  /// (its own `vertical()`: ``VerticalMapping``); its last parameter is then ``axisLabel``, which
  /// is not a factory argument but the `.vertical()` modifier after it
  /// (`.rotary().vertical()`, ``VerticalLayout``). `nil` for layouts that take their axis as an
  /// argument (linear, pages), scroll one way only (drum) or stay horizontal (wheel).
  public let verticalMapping: VerticalMapping?
  private let layoutType: ObjectIdentifier
  private let build: @Sendable (LayoutValues) -> any CarouselLayout
  /// The horizontal layout inside `layout` when `layout` is this one turned vertical.
  private let verticalBase: @Sendable (any CarouselLayout) -> (any CarouselLayout)?

  /// The label of the axis parameter: a factory argument (linear, pages), or the
  /// `.vertical()` modifier for a look with a ``verticalMapping``.
  public static let axisLabel = "axis"

  init<Layout: CarouselLayout>(
    _ type: Layout.Type, toolName: String, factoryName: String, parameters: [LayoutParameter],
    vertical mapping: VerticalMapping? = nil, make build: @escaping @Sendable (LayoutValues) -> Layout
  ) {
    self.toolName = toolName
    self.factoryName = factoryName
    self.layoutType = ObjectIdentifier(type)
    self.verticalMapping = mapping
    if let mapping {
      self.parameters =
        parameters + [
          LayoutParameter(
            Self.axisLabel, flag: "axis", summary: "axis (vertical: the look turned, .vertical())", kind: .axis,
            default: .axis(.horizontal)
          ) { (_: Layout) in .axis(.horizontal) }
        ]
      self.build = { values in
        let layout = build(values)
        return values.axis(Self.axisLabel) == .vertical ? VerticalLayout(layout, mapping: mapping) : layout
      }
      self.verticalBase = { layout in (layout as? VerticalLayout<Layout>)?.base }
    } else {
      self.parameters = parameters
      self.build = build
      self.verticalBase = { _ in nil }
    }
  }

  /// Every built-in layout, in the order the tool lists them.
  public static let all: [LayoutDescription] = [
    LinearLayout.layoutDescription, CardStackLayout.layoutDescription, WheelLayout.layoutDescription,
    PagesLayout.layoutDescription,
    CoverFlowLayout.layoutDescription, RotaryLayout.layoutDescription, DrumLayout.layoutDescription,
    CylinderLayout.layoutDescription,
    RingLayout.layoutDescription,
    TimeMachineLayout.layoutDescription,
    ScaleLayout.layoutDescription, StackLayout.layoutDescription, SnapshotLayout.layoutDescription,
    PagerTransformLayout.layoutDescription,
  ]

  /// The layout the tool calls `toolName`.
  public static func named(_ toolName: String) -> LayoutDescription? {
    all.first { $0.toolName == toolName }
  }

  /// The description of `layout`'s type (looking through ``AnyCarouselLayout``); `nil` for a
  /// layout that is not built in.
  public static func describing(_ layout: any CarouselLayout) -> LayoutDescription? {
    if let any = layout as? AnyCarouselLayout { return describing(any.base) }
    let type = ObjectIdentifier(Swift.type(of: layout))
    return all.first { $0.layoutType == type || $0.verticalBase(layout) != nil }
  }

  /// The parameter with this label.
  public func parameter(_ label: String) -> LayoutParameter? {
    parameters.first { $0.label == label }
  }

  /// Every parameter at its default.
  public var defaults: LayoutValues {
    LayoutValues(Dictionary(uniqueKeysWithValues: parameters.map { ($0.label, $0.defaultValue) }))
  }

  /// The values of `layout`'s parameters; `nil` if `layout` is not of the described type.
  public func values(of layout: any CarouselLayout) -> LayoutValues? {
    if let base = verticalBase(layout) {
      guard var values = values(of: base) else { return nil }
      values[Self.axisLabel] = .axis(.vertical)
      return values
    }
    var values = defaults
    for parameter in parameters {
      guard let value = parameter.value(in: layout) else { return nil }
      values[parameter.label] = value
    }
    return values
  }

  /// The layout with these values (those missing or of the wrong kind at their defaults),
  /// as the factory makes it (clamping what is out of range).
  public func make(_ values: LayoutValues) -> any CarouselLayout {
    var checked = defaults
    for parameter in parameters where parameter.kind.matches(values[parameter.label]) {
      checked[parameter.label] = values[parameter.label]
    }
    return build(checked)
  }
}
