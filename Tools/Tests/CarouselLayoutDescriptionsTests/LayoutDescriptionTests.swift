import CarouselCore
import CarouselLayoutDescriptions
import Testing

/// Each built-in layout describes itself once (``LayoutDescription``): the tool and the
/// playground read the descriptions, so they must agree with the factories.
@Suite struct LayoutDescriptionTests {
  /// The factories at their defaults (the pages' sizes are required: the description's).
  static let factoryDefaults: [any CarouselLayout] = [
    LinearLayout.linear(), CardStackLayout.cards(), WheelLayout.wheel(),
    PagesLayout.pages([300, 120, 500, 80, 200]), CoverFlowLayout.coverFlow(), RotaryLayout.rotary(),
    DrumLayout.drum(),
    CylinderLayout.cylinder(), RingLayout.ring(), TimeMachineLayout.timeMachine(),
    ScaleLayout.scale(), StackLayout.stack(), SnapshotLayout.snapshot(), PagerTransformLayout.pager(.cubic),
  ]

  @Test func everyBuiltInLayoutIsDescribedOnceInTheToolsOrder() {
    #expect(
      LayoutDescription.all.map(\.toolName) == [
        "linear", "cards", "wheel", "pages", "coverflow", "rotary", "drum",
        "cylinder", "ring", "timemachine", "scale", "stack", "snapshot", "pager",
      ])
    #expect(
      LayoutDescription.all.map(\.factoryName) == [
        "linear", "cards", "wheel", "pages", "coverFlow", "rotary", "drum",
        "cylinder", "ring", "timeMachine", "scale", "stack", "snapshot", "pager",
      ])
    for layout in Self.factoryDefaults {
      let description = LayoutDescription.describing(layout)
      #expect(description != nil, "\(type(of: layout))")
      #expect(LayoutDescription.describing(AnyCarouselLayout(layout))?.toolName == description?.toolName)
      #expect(description.flatMap { LayoutDescription.named($0.toolName) }?.factoryName == description?.factoryName)
    }
    #expect(Set(LayoutDescription.all.map(\.toolName)).count == LayoutDescription.all.count)
    #expect(LayoutDescription.describing(ForeignLayout()) == nil)
    #expect(LayoutDescription.named("spiral") == nil)
  }

  @Test func theDefaultsAreTheFactoriesAndBuildTheFactorysLayout() throws {
    for layout in Self.factoryDefaults {
      let description = try #require(LayoutDescription.describing(layout))
      let values = try #require(description.values(of: layout))
      for parameter in description.parameters {
        #expect(values[parameter.label] == parameter.defaultValue, "\(description.toolName).\(parameter.label)")
        #expect(parameter.kind.matches(parameter.defaultValue))
        #expect(parameter.accepts(parameter.defaultValue), "\(description.toolName).\(parameter.label)")
      }
      #expect(AnyCarouselLayout(description.make(description.defaults)) == AnyCarouselLayout(layout))
      #expect(description.parameters.filter { !$0.hasFactoryDefault }.allSatisfy { !$0.isLabeled })
    }
  }

  @Test func valuesReadFromALayoutBuildItAgain() throws {
    let layouts: [any CarouselLayout] =
      [
        LinearLayout.linear(itemSize: .fraction(0.7), spacing: 3, itemHeight: 90, axis: .vertical),
        CardStackLayout.cards(inset: 20, spacing: 30, itemHeight: 150, minScale: 0.5, stackDepth: 7),
        WheelLayout.wheel(visibleItems: 9, itemHeight: 40, maxScale: 2),
        PagesLayout.pages([10, 20], spacing: 4, axis: .horizontal, alignment: .center),
        CoverFlowLayout.coverFlow(
          itemSize: .absolute(120), itemHeight: 80, sideSpacing: 0.5, tilt: 0.7, perspective: 900),
        RotaryLayout.rotary(itemSize: .inset(30), itemHeight: 60, spacing: 4, itemsAround: 12, perspective: 700),
        DrumLayout.drum(rowHeight: 40, radius: 90, rowWidth: 200, perspective: 800),
        RotaryLayout.rotary(itemsAround: 7, inverted: true),
        CylinderLayout.cylinder(
          itemSize: .fraction(0.3), itemHeight: 70, spacing: 0.8, itemsAround: 9, arc: 3, inverted: true,
          perspective: 650),
        RingLayout.ring(itemSize: .inset(40), itemHeight: 50, spacing: 1.5, itemsAround: 20, arc: 4, inverted: true),
        TimeMachineLayout.timeMachine(
          itemSize: .fraction(0.6), itemHeight: 90, tilt: -0.5, spacing: 0.4, visibleItems: 12, inverted: true,
          perspective: 450),
        ScaleLayout.scale(.coverFlow, itemSize: .fraction(0.5), itemHeight: 120, visibleItems: 5),
        StackLayout.stack(.vortex, itemSize: .inset(40), itemHeight: 90),
        SnapshotLayout.snapshot(.puzzle, itemSize: .fraction(0.8), visibleItems: 9),
      ]
      + PagerTransformLayout.Style.allCases.map { style in
        PagerTransformLayout.pager(
          style, itemSize: .fraction(0.7), itemHeight: 120, spacing: 6, minimumScale: 0.3, minimumAlpha: 0.2,
          perspective: 800)
      } + [PagerTransformLayout.pager(.zoomOut, itemSize: .inset(10))]
      // The looks turned vertical (VerticalLayout), each with its own mapping.
      + [
        RotaryLayout.rotary(itemsAround: 7, inverted: true).vertical(), RingLayout.ring(inverted: true).vertical(),
        CoverFlowLayout.coverFlow(tilt: 0.7).vertical(), CardStackLayout.cards(stackDepth: 7).vertical(),
        ScaleLayout.scale(.coverFlow, visibleItems: 5).vertical(), StackLayout.stack(.vortex).vertical(),
        SnapshotLayout.snapshot(.puzzle).vertical(), PagerTransformLayout.pager(.cubic, spacing: 6).vertical(),
        CylinderLayout.cylinder(arc: 3).vertical(), TimeMachineLayout.timeMachine(tilt: -0.5).vertical(),
      ]
    for layout in layouts {
      let description = try #require(LayoutDescription.describing(layout))
      let values = try #require(description.values(of: layout))
      #expect(AnyCarouselLayout(description.make(values)) == AnyCarouselLayout(layout), "\(description.toolName)")
    }
    #expect(LinearLayout.layoutDescription.values(of: CardStackLayout()) == nil)
  }

  /// The looks that turn vertical take `--axis` as the `.vertical()` modifier, with their own
  /// mapping; the others take it as an argument or not at all.
  @Test func theLooksTurnVerticalWithTheirOwnMapping() throws {
    let turned = LayoutDescription.all.filter { $0.verticalMapping != nil }.map(\.toolName)
    #expect(
      turned == [
        "cards", "coverflow", "rotary", "cylinder", "ring", "timemachine", "scale", "stack", "snapshot", "pager",
      ])
    #expect(RingLayout.layoutDescription.verticalMapping == .quarterTurn)
    #expect(ScaleLayout.layoutDescription.verticalMapping == .unchanged)
    #expect(RotaryLayout.layoutDescription.verticalMapping == .transposed)
    var values = RotaryLayout.layoutDescription.defaults
    values[LayoutDescription.axisLabel] = .axis(.vertical)
    let vertical = try #require(RotaryLayout.layoutDescription.make(values) as? VerticalLayout<RotaryLayout>)
    #expect(vertical == RotaryLayout.rotary().vertical())
    #expect(RotaryLayout.layoutDescription.values(of: vertical)?[LayoutDescription.axisLabel] == .axis(.vertical))
    #expect(
      RotaryLayout.layoutDescription.values(of: RotaryLayout())?[LayoutDescription.axisLabel] == .axis(.horizontal))
    #expect(LayoutDescription.describing(AnyCarouselLayout(vertical))?.toolName == "rotary")
    #expect(LayoutDescription.describing(WheelLayout().vertical()) == nil, "the wheel is not offered vertical")
  }

  /// What the tool's checks and help need: every number, whole number and size parameter says
  /// what it measures, every optional one what the layout does without it.
  @Test func everyParameterSaysItsUnitAndWhatItsAbsenceMeans() {
    for description in LayoutDescription.all {
      for parameter in description.parameters {
        let name = "\(description.toolName).\(parameter.label)"
        #expect((parameter.unit != nil) == (parameter.range != nil), "\(name)")
        if case .optional = parameter.kind {
          #expect(parameter.absentMeaning != nil, "\(name)")
        } else {
          #expect(parameter.absentMeaning == nil, "\(name)")
        }
      }
    }
  }

  /// Every preset of CollectionViewPagingLayout's families is named once and builds the
  /// layout with those options; an unknown name is not of the parameter's kind.
  @Test func everyPresetIsNamedAndBuildsItsOptions() {
    func check<L: CarouselLayout>(_ description: LayoutDescription, _ presets: [String], options: (L) -> AnyHashable) {
      #expect(Set(presets).count == presets.count && presets.first == "default")
      for name in presets {
        var values = description.defaults
        values["options"] = .choice(name)
        let layout = description.make(values)
        #expect(description.parameter("options")?.value(in: layout) == .choice(name), "\(name)")
      }
      #expect(description.parameter("options")?.accepts(.choice("spiral")) == false)
    }
    check(ScaleLayout.layoutDescription, ScaleLayout.presets.map(\.name)) { (l: ScaleLayout) in l.options }
    check(StackLayout.layoutDescription, StackLayout.presets.map(\.name)) { (l: StackLayout) in l.options }
    check(SnapshotLayout.layoutDescription, SnapshotLayout.presets.map(\.name)) { (l: SnapshotLayout) in l.options }
    #expect(ScaleLayout.presets.map(\.name).count == 9 && StackLayout.presets.count == 7)
    #expect(SnapshotLayout.presets.count == 9)
    var values = ScaleLayout.layoutDescription.defaults
    values["options"] = .choice("coverFlow")
    #expect(AnyCarouselLayout(ScaleLayout.layoutDescription.make(values)) == AnyCarouselLayout(.scale(.coverFlow)))
  }

  @Test func valuesOfTheWrongKindAreTheDefaults() {
    var values = CardStackLayout.layoutDescription.defaults
    values["inset"] = .axis(.vertical)
    values["stackDepth"] = .number(3)
    values["spacing"] = .absent
    #expect(AnyCarouselLayout(CardStackLayout.layoutDescription.make(values)) == AnyCarouselLayout(.cards()))
  }

  @Test func theRangesAreWhatTheLayoutsKeep() throws {
    for description in LayoutDescription.all {
      for parameter in description.parameters {
        guard let range = parameter.range else { continue }
        let name = "\(description.toolName).\(parameter.label)"
        let outside = [range.lowerBound - max(1, abs(range.lowerBound)), range.upperBound * 2 + 1]
        for number in outside {
          let value: LayoutValue =
            switch parameter.kind {
            case .integer: .integer(Int(number))
            case .sizes: .sizes([number])
            default: .number(number)
            }
          #expect(!parameter.accepts(value), "\(name) \(number)")
          var values = description.defaults
          values[parameter.label] = value
          // Out of range, the layout clamps (or, for an optional, drops) the value.
          let built = description.make(values)
          #expect(parameter.value(in: built) != value, "\(name) \(number)")
        }
        let inside = range.lowerBound == Double.leastNonzeroMagnitude ? 1 : range.lowerBound
        let value: LayoutValue =
          switch parameter.kind {
          case .integer: .integer(Int(inside))
          case .sizes: .sizes([inside])
          default: .number(inside)
          }
        #expect(parameter.accepts(value), "\(name)")
        var values = description.defaults
        values[parameter.label] = value
        #expect(parameter.value(in: description.make(values)) == value, "\(name)")
      }
    }
  }
}

/// A layout that is not built in.
private struct ForeignLayout: CarouselLayout {
  var axis: ScrollAxis { .horizontal }
  func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
    LinearLayout().anchors(count: count, viewport: viewport, isLooping: isLooping)
  }
  func contentLength(count: Int, viewport: CarouselSize) -> Double? { nil }
  func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? { nil }
  func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? { nil }
}
