import CarouselCore
import CarouselLayoutDescriptions
import Testing

@testable import PlaygroundEngine

/// The Swift code and the `carousel simulate` flags each demo states as constants (the
/// page's WebAssembly build has no layout descriptions) are what the layout descriptions
/// write for the demo's layout.
@Suite("Demo layouts")
struct DemoKindTests {
  /// Every demo in each of its looks (the demos without looks in their one layout).
  static let demoLooks: [(DemoKind, Int)] = DemoKind.allCases.flatMap { kind in
    (0..<max(kind.looks.count, 1)).map { (kind, $0) }
  }

  @Test(arguments: demoLooks)
  func theLayoutsCodeIsWhatItsDescriptionWrites(_ kind: DemoKind, look: Int) throws {
    let layout = kind.layout(look: look).base
    let description = try #require(LayoutDescription.describing(layout))
    // Read through the description, which looks inside a look turned vertical.
    let values = try #require(description.values(of: layout))
    var arguments: [String] = []
    var modifier = ""
    for parameter in description.parameters {
      let value = values[parameter.label]
      guard value != .absent else { continue }
      // A look's axis is the `.vertical()` modifier, not a factory argument.
      if description.verticalMapping != nil && parameter.label == LayoutDescription.axisLabel {
        if value == .axis(.vertical) { modifier = ".vertical()" }
        continue
      }
      guard parameter.isAlwaysWritten || value != parameter.defaultValue else { continue }
      let code = Self.code(value)
      arguments.append(parameter.isLabeled ? "\(parameter.label): \(code)" : code)
    }
    #expect(
      kind.layoutCode(look: look) == ".\(description.factoryName)(\(arguments.joined(separator: ", ")))\(modifier)")
    let start = kind.defaultSettings.look
    if look == start {
      #expect(kind.layoutCode == kind.layoutCode(look: start) && kind.layout == kind.layout(look: start))
    }
  }

  /// The iCarousel demo's looks (chosen in its panel): eleven, four of them inverted, cover
  /// flow 2 (look 8) and two vertical; the demo starts with the cylinder; a look beyond the list
  /// is clamped, and a demo without looks ignores the look.
  @Test func theICarouselDemoOffersItsElevenLooksAndStartsWithTheCylinder() {
    let looks = DemoKind.icarousel.looks
    #expect(looks.count == 11)
    #expect(looks.map(\.name).filter { $0.contains("Inverted") }.count == 4)
    #expect(
      looks.filter { $0.layout.axis == .vertical }.map(\.code) == [".cylinder().vertical()", ".ring().vertical()"])
    #expect(DemoKind.icarousel.defaultSettings.look == DemoKind.defaultICarouselLook)
    #expect(DemoKind.icarousel.layout == AnyCarouselLayout(.cylinder()))
    #expect(DemoKind.icarousel.layoutCode == ".cylinder()")
    #expect(DemoKind.icarousel.layoutCode(look: 99) == ".ring().vertical()", "clamped")
    #expect(DemoKind.icarousel.layoutCode(look: 8) == ".coverFlow(style: .coverFlow2)")
    #expect(DemoKind.icarousel.layout(look: 8).usesToggle)
    #expect(DemoKind.icarousel.layoutCode(look: -1) == ".rotary()", "clamped")
    #expect(DemoKind.banners.layoutCode(look: 5) == DemoKind.banners.layoutCode)
    #expect(DemoKind.fspager.looks.count == 10 && DemoKind.fspager.defaultSettings.look == 0)
    #expect(
      DemoSettings.maximumLook == 21, "CollectionViewPagingLayout's 22 presets, the most looks a demo has, less one")
  }

  @Test(arguments: demoLooks)
  func theLayoutsFlagsAreWhatItsDescriptionNames(_ kind: DemoKind, look: Int) throws {
    let layout = kind.layout(look: look).base
    let description = try #require(LayoutDescription.describing(layout))
    let values = try #require(description.values(of: layout))
    // Every parameter without a flag is at its default (else the tool could not replay it).
    for parameter in description.parameters where parameter.toolFlag == nil && parameter.kind != .itemSize {
      #expect(values[parameter.label] == parameter.defaultValue, "\(kind): \(parameter.summary)")
    }
    var arguments = ["--layout", description.toolName]
    for parameter in description.parameters {
      switch Optional(values[parameter.label]) {
      case .itemSize(.inset(let inset)): arguments += ["--inset", SwiftCode.number(inset)]
      case .itemSize(.fraction(let fraction)): arguments += ["--item-fraction", SwiftCode.number(fraction)]
      case .none, .absent, .itemSize(.absolute): continue
      // A yes-or-no flag takes no value: given for `true` (`--inverted`), left out for `false`.
      case .boolean(let isOn):
        if isOn, let flag = parameter.toolFlag { arguments += ["--\(flag)"] }
      case .some(let value):
        guard let flag = parameter.toolFlag, value != parameter.defaultValue || parameter.isAlwaysWritten else {
          continue
        }
        arguments += ["--\(flag)", Self.flagValue(value)]
      }
    }
    #expect(kind.toolLayoutArguments(look: look) == arguments)
  }

  /// The CollectionViewPagingLayout demo offers every named preset of the three families but
  /// their `default`, in the core's order, each at its layout's default sizes.
  @Test func theCollectionViewPagingLayoutLooksAreEveryNamedPreset() {
    let expected =
      ScaleLayout.Options.named.dropFirst().map { AnyCarouselLayout(ScaleLayout(options: $0.options)) }
      + StackLayout.Options.named.dropFirst().map { AnyCarouselLayout(StackLayout(options: $0.options)) }
      + SnapshotLayout.Options.named.dropFirst().map { AnyCarouselLayout(SnapshotLayout(options: $0.options)) }
    #expect(DemoKind.cvpl.looks.map(\.layout) == expected)
    #expect(expected.count == 22 && DemoSettings.maximumLook == 21)
    #expect(Set(DemoKind.cvpl.looks.map(\.name)).count == 22, "names differ")
  }

  static func code(_ value: LayoutValue) -> String {
    switch value {
    case .number(let number): return SwiftCode.number(number)
    case .integer(let integer): return String(integer)
    case .itemSize(.inset(let inset)): return ".inset(\(SwiftCode.number(inset)))"
    case .itemSize(.absolute(let length)): return ".absolute(\(SwiftCode.number(length)))"
    case .itemSize(.fraction(let fraction)): return ".fraction(\(SwiftCode.number(fraction)))"
    case .axis(let axis): return ".\(axis.rawValue)"
    case .alignment(let alignment): return ".\(alignment.rawValue)"
    case .sizes(let sizes): return "[\(sizes.map(SwiftCode.number).joined(separator: ", "))]"
    case .choice("ferrisWheel"): return ".ferrisWheel(inverted: false)"
    case .choice("invertedFerrisWheel"): return ".ferrisWheel(inverted: true)"
    case .choice(let name): return ".\(name)"
    case .absent: return "nil"
    case .boolean(let value): return String(value)
    }
  }

  static func flagValue(_ value: LayoutValue) -> String {
    switch value {
    case .number(let number): return SwiftCode.number(number)
    case .integer(let integer): return String(integer)
    case .axis(let axis): return axis.rawValue
    case .alignment(let alignment): return alignment.rawValue
    case .sizes(let sizes): return sizes.map(SwiftCode.number).joined(separator: ",")
    case .choice(let name): return name
    case .itemSize, .absent: return ""
    case .boolean(let value): return String(value)
    }
  }

  @Test func theBannersCommandLineHasTheDemosSettings() throws {
    let arguments = try Replay.arguments(
      kind: .banners, settings: DemoKind.banners.defaultSettings, viewport: CarouselSize(width: 389.33, height: 200),
      index: 2
    ).get()
    #expect(
      Replay.commandLine(arguments)
        == "carousel simulate --layout linear --inset 16 --spacing 8 --viewport 389.33x200"
        + " --count 8 --loop --snap paging --max-items-per-fling 1 --deceleration-rate 0.99 --spring-response 0.25"
        + " --spring-damping 1 --min-fling-speed 200 --index 2 --input touch --trace gesture.json --json")
  }
}
