import CarouselCore
import CarouselLayoutDescriptions
import Testing

@testable import PlaygroundEngine

/// The Swift code and the `carousel simulate` flags each demo states as constants (the
/// page's WebAssembly build has no layout descriptions) are what the layout descriptions
/// write for the demo's layout.
@Suite("Demo layouts")
struct DemoKindTests {
  @Test(arguments: DemoKind.allCases)
  func theLayoutsCodeIsWhatItsDescriptionWrites(_ kind: DemoKind) throws {
    #expect(kind.layoutCode == (try Self.code(of: kind.layout.base)))
  }

  /// The code of `layout` as its description writes it.
  static func code(of layout: any CarouselLayout) throws -> String {
    let description = try #require(LayoutDescription.describing(layout))
    var arguments: [String] = []
    for parameter in description.parameters {
      guard let value = parameter.value(in: layout), value != .absent else { continue }
      guard parameter.isAlwaysWritten || value != parameter.defaultValue else { continue }
      let code = Self.code(value)
      arguments.append(parameter.isLabeled ? "\(parameter.label): \(code)" : code)
    }
    return ".\(description.factoryName)(\(arguments.joined(separator: ", ")))"
  }

  @Test(arguments: DemoKind.allCases)
  func theLayoutsFlagsAreWhatItsDescriptionNames(_ kind: DemoKind) throws {
    #expect(kind.toolLayoutArguments == (try Self.flags(of: kind.layout.base, kind: "\(kind)")))
  }

  /// The iCarousel demo's looks (chosen in its panel): each one's code and flags are what the
  /// descriptions write, the demo starts with the cylinder, and every other demo ignores the look.
  @Test func theICarouselLooksCodeAndFlagsAreWhatTheirDescriptionsWrite() throws {
    #expect(DemoKind.looks.count == 8)
    for (number, look) in DemoKind.looks.enumerated() {
      #expect(look.code == (try Self.code(of: look.layout.base)), "\(look.name)")
      #expect(look.toolArguments == (try Self.flags(of: look.layout.base, kind: look.name)), "\(look.name)")
      #expect(DemoKind.icarousel.look(number).code == look.code)
    }
    #expect(DemoKind.icarousel.defaultSettings.look == DemoKind.defaultLook)
    #expect(DemoKind.icarousel.layout == AnyCarouselLayout(.cylinder()))
    #expect(DemoKind.looks.map(\.name).filter { $0.contains("Inverted") }.count == 4)
    #expect(DemoKind.banners.look(5).code == DemoKind.banners.layoutCode)
    #expect(DemoKind.icarousel.look(99).code == ".timeMachine(inverted: true)", "clamped")
  }

  /// The `carousel simulate` flags of `layout` as its description names them.
  static func flags(of layout: any CarouselLayout, kind: String) throws -> [String] {
    let description = try #require(LayoutDescription.describing(layout))
    // Every parameter without a flag is at its default (else the tool could not replay it).
    for parameter in description.parameters where parameter.toolFlag == nil && parameter.kind != .itemSize {
      #expect(parameter.value(in: layout) == parameter.defaultValue, "\(kind): \(parameter.summary)")
    }
    var arguments = ["--layout", description.toolName]
    for parameter in description.parameters {
      switch parameter.value(in: layout) {
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
    return arguments
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
