import ArgumentParser
import CarouselCore
import CarouselLayoutDescriptions
import Testing

@testable import CarouselTool

/// Issue 30: each layout publishes its defaults and ranges once, and the tool's layout flags,
/// their checks and their help read them. For every layout parameter a flag sets, the tool
/// accepts the ends of the layout's range (within the tool's own length limits) and passes them
/// on unchanged, refuses a value just outside naming the flag (exit 64), and its help states the
/// default the layout actually has.
@Suite struct LayoutFlagTests {
  /// One layout parameter that a flag sets.
  struct Case: CustomTestStringConvertible, Sendable {
    var layout: String
    var label: String
    var flag: String
    var testDescription: String { "--layout \(layout) --\(flag) (\(label))" }

    var parameter: LayoutParameter { LayoutDescription.named(layout)!.parameter(label)! }
  }

  /// Every parameter of every layout that a flag sets (an item size through `--inset`).
  static let cases: [Case] = LayoutDescription.all.flatMap { layout in
    layout.parameters.compactMap { parameter in
      guard let flag = parameter.toolFlag ?? (parameter.kind == .itemSize ? "inset" : nil) else { return nil }
      return Case(layout: layout.toolName, label: parameter.label, flag: flag)
    }
  }

  /// A geometry where every end of every range fits: a large viewport, two items, no loop.
  static let roomy = ["--viewport", "1000000x1000000", "--count", "2"]

  /// The message `carousel layout ARGUMENTS` is refused with and its exit status, or `nil`.
  static func refusal(_ arguments: [String]) -> (message: String, status: Int32)? {
    do {
      _ = try CarouselCommand.parseAsRoot(["layout"] + arguments)
      return nil
    } catch {
      return (CarouselCommand.message(for: error), CarouselCommand.exitCode(for: error).rawValue)
    }
  }

  /// The value as the flag takes it, and as the layout then holds it.
  static func values(_ number: Double, for parameter: LayoutParameter) -> (argument: String, value: LayoutValue) {
    switch parameter.kind {
    case .integer: (String(Int(number)), .integer(Int(number)))
    case .sizes: ("\(number)", .sizes([number]))
    case .itemSize: ("\(number)", .itemSize(.inset(number)))
    default: ("\(number)", .number(number))
    }
  }

  @Test func everyNumberParameterWithAFlagIsCovered() {
    let flags = Set(Self.cases.map(\.flag))
    #expect(
      flags == [
        "inset", "spacing", "item-height", "min-scale", "stack-depth", "visible-items", "max-scale", "radius",
        "page-sizes", "axis", "alignment", "style", "min-alpha",
        "inverted", "items-around", "arc", "spacing-factor", "tilt", "preset",
      ])
  }

  /// `--preset` picks one of the layout's named presets (CollectionViewPagingLayout's) and
  /// refuses a name the layout does not have, naming the flag and the names.
  @Test func thePresetFlagPicksANamedPresetAndRefusesOthers() throws {
    let expected: [(String, String, AnyCarouselLayout)] = [
      ("scale", "coverFlow", AnyCarouselLayout(.scale(.coverFlow))),
      ("scale", "invertedCylinder", AnyCarouselLayout(.scale(.invertedCylinder))),
      ("stack", "vortex", AnyCarouselLayout(.stack(.vortex))),
      ("snapshot", "puzzle", AnyCarouselLayout(.snapshot(.puzzle))),
    ]
    for (layout, preset, built) in expected {
      let options = try LayoutOptions.parse(["--layout", layout, "--preset", preset])
      #expect(AnyCarouselLayout(options.carouselLayout) == built, "\(layout) \(preset)")
    }
    let refused = try #require(Self.refusal(["--layout", "scale", "--preset", "vortex"]))
    #expect(refused.message.contains("--preset") && refused.message.contains("coverFlow"), "\(refused.message)")
    #expect(refused.status == ExitCode.validationFailure.rawValue)
    #expect(LayoutFlags.presetNames.contains("stack: default, transparent, perspective, rotary, vortex, reverse, blur"))
  }

  @Test(arguments: cases.filter { $0.parameter.range != nil || $0.parameter.kind == .itemSize })
  func theToolAcceptsTheRangesEndsAndRefusesJustOutside(_ test: Case) throws {
    let parameter = test.parameter
    let accepted = try #require(LayoutFlags.accepted(parameter))
    // The tool never accepts what the layout would change: its range is within the layout's,
    // and the same but for the tool's length limits.
    if let range = parameter.range {
      #expect(range.contains(accepted.lowerBound) && range.contains(accepted.upperBound))
      switch parameter.unit {
      case .points:
        #expect(accepted.lowerBound == max(range.lowerBound, ToolLimits.minimumLength))
        #expect(accepted.upperBound == min(range.upperBound, ToolLimits.length))
      case .gap:
        #expect(accepted == range.lowerBound...min(range.upperBound, ToolLimits.length))
      default:
        #expect(accepted == range, "the tool accepts exactly the layout's range")
      }
    }
    #expect(LayoutFlags.accepted(test.flag, layout: try #require(LayoutKind(rawValue: test.layout))) == accepted)

    let base = ["--layout", test.layout] + Self.roomy + ["--\(test.flag)"]
    // The ends: accepted and passed on unchanged, or refused only by a check that depends on
    // the rest of the geometry (an inset that leaves no room, a wheel item taller than its
    // drum's radius), never by the range.
    for end in [accepted.lowerBound, accepted.upperBound] {
      let (argument, value) = Self.values(end, for: parameter)
      if let refused = Self.refusal(base + [argument]) {
        #expect(refused.message.contains("--\(test.flag)"), "\(refused.message)")
        #expect(
          !refused.message.contains("must be between") && !refused.message.contains("must be in"),
          "\(test) \(argument): \(refused.message)")
      } else {
        let options = try LayoutOptions.parse(base + [argument])
        #expect(parameter.value(in: options.carouselLayout) == value, "\(test) \(argument)")
      }
    }
    // Just outside: refused before any work, naming the flag, with the usage error's status.
    let integer = parameter.kind == .integer
    let outside =
      integer
      ? [accepted.lowerBound - 1, accepted.upperBound + 1]
      : [accepted.lowerBound.nextDown, accepted.upperBound.nextUp]
    for number in outside {
      let argument = Self.values(number, for: parameter).argument
      let refused = try #require(Self.refusal(base + [argument]), "\(test) \(argument) was accepted")
      #expect(refused.message.contains("--\(test.flag)"), "\(refused.message)")
      #expect(refused.status == ExitCode.validationFailure.rawValue)
    }
  }

  /// The ranges the issue found written twice: the tool's are now the core's constants.
  @Test func theWheelsAndTheCardsFlagsTakeTheCoresRanges() throws {
    #expect(LayoutFlags.accepted("max-scale", layout: .wheel) == WheelLayout.maxScaleRange)
    let visible = WheelLayout.visibleItemsRange
    #expect(
      LayoutFlags.accepted("visible-items", layout: .wheel) == Double(visible.lowerBound)...Double(visible.upperBound))
    let cards = try #require(LayoutKind(rawValue: "cards"))
    #expect(LayoutFlags.accepted("min-scale", layout: cards) == CardStackLayout.minScaleRange)
    let depth = CardStackLayout.stackDepthRange
    #expect(LayoutFlags.accepted("stack-depth", layout: cards) == Double(depth.lowerBound)...Double(depth.upperBound))
    // A flag given with a layout it does not apply to is checked as for the layouts it does.
    #expect(LayoutFlags.accepted("max-scale", layout: .linear) == WheelLayout.maxScaleRange)
    #expect(Self.refusal(["--layout", "wheel", "--max-scale", "100"]) == nil)
    #expect(Self.refusal(["--layout", "wheel", "--max-scale", "10.5"]) == nil)
    #expect(Self.refusal(["--layout", "wheel", "--visible-items", "1000"]) == nil)
  }

  /// The help of `flag` in `command`'s help, on one line.
  static func help<Command: ParsableCommand>(of flag: String, in command: Command.Type) -> String {
    let lines = command.helpMessage(columns: 10_000).split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("  --\(flag) ") || $0 == "  --\(flag) <\(flag)>" })
    else { return "" }
    var text = [String(lines[start])]
    for line in lines[(start + 1)...] {
      let trimmed = line.drop { $0 == " " }
      if line.hasPrefix("  -") || trimmed.isEmpty { break }
      text.append(String(trimmed))
    }
    return text.joined(separator: " ")
  }

  /// The value the tool's layout has for `parameter` with no flag given (the core's default),
  /// as the help writes it; `nil` for a parameter left out (its meaning is written instead).
  static func defaultText(_ test: Case) throws -> String? {
    let options = try LayoutOptions.parse(["--layout", test.layout])
    switch try #require(test.parameter.value(in: options.carouselLayout)) {
    case .number(let number): return JSONWriter.number(number)
    case .integer(let integer): return String(integer)
    case .sizes(let sizes): return sizes.map(JSONWriter.number).joined(separator: ",")
    case .axis(let axis): return axis.rawValue
    case .alignment(let alignment): return alignment.rawValue
    case .choice(let name): return name
    case .itemSize(.inset(let inset)): return JSONWriter.number(inset)
    case .itemSize: return "--item-fraction's"
    case .absent: return nil
    case .boolean(let value): return String(value)
    }
  }

  @Test(arguments: cases)
  func theHelpStatesEachLayoutsDefaultAndTheAcceptedRange(_ test: Case) throws {
    let helps = [
      ("layout", Self.help(of: test.flag, in: LayoutCommand.self)),
      ("simulate", Self.help(of: test.flag, in: SimulateCommand.self)),
      ("render", Self.help(of: test.flag, in: RenderCommand.self)),
    ]
    for (command, help) in helps {
      #expect(help.contains("(default: "), "\(command) --\(test.flag): \(help)")
      if let text = try Self.defaultText(test) {
        #expect(help.contains("\(test.layout) \(text)"), "\(command) \(test): \(help)")
      } else {
        let meaning = try #require(test.parameter.absentMeaning, "\(test): an optional parameter says what nil does")
        #expect(help.contains("\(test.layout) \(meaning)"), "\(command) \(test): \(help)")
      }
      if let range = LayoutFlags.accepted(test.parameter) {
        #expect(help.contains(LayoutFlags.text(range, unit: nil)), "\(command) \(test): \(help)")
      }
      // The layouts the flag applies to, first.
      let names = help.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
      #expect(names.contains(test.layout), "\(test): \(help)")
    }
  }

  /// The two help texts the issue found wrong, and the scale the tool limited to 10.
  @Test func theHelpOfSpacingItemHeightAndMaxScale() {
    #expect(
      Self.help(of: "spacing", in: LayoutCommand.self).contains(
        "linear, cards, pages, rotary, pager: the space between items, 0…1000000 points (default: linear 8, cards 50, pages 0, rotary 10, pager 0)."
      ))
    #expect(
      Self.help(of: "item-height", in: LayoutCommand.self).contains(
        "linear, cards, wheel, coverflow, rotary, drum, cylinder, ring, timemachine, scale, stack, snapshot, pager: the item height (the drum's row height), 0.01…1000000 points (default: linear fills the viewport, cards 200, wheel 70,"
      ))
    #expect(
      Self.help(of: "inverted", in: LayoutCommand.self).contains(
        "rotary, cylinder, ring, timemachine: iCarousel's inverted variant of the look (default: rotary false, cylinder false, ring false, timemachine false)."
      ))
    #expect(
      Self.help(of: "arc", in: LayoutCommand.self).contains(
        "cylinder, ring: the angle the items around span (iCarousel's arc), 0.01…6.283185307179586 radians (default: cylinder 6.283185307179586, ring 6.283185307179586)."
      ))
    #expect(
      Self.help(of: "max-scale", in: LayoutCommand.self).contains(
        "wheel: the zoom of the item at the top, 1…100 (default: wheel 1.7)."))
  }

  /// `--style` takes each of FSPagerView's transformer names and passes the style on; any
  /// other name is refused before any work, naming the flag and the names, with exit 64.
  @Test func theStyleFlagTakesFSPagerViewsNames() throws {
    #expect(PagerTransformLayout.styleNames.map(\.style) == PagerTransformLayout.Style.allCases)
    for (name, style) in PagerTransformLayout.styleNames {
      let options = try LayoutOptions.parse(["--layout", "pager", "--style", name])
      #expect((options.carouselLayout as? PagerTransformLayout)?.style == style, "\(name)")
    }
    let without = try LayoutOptions.parse(["--layout", "pager"])
    #expect((without.carouselLayout as? PagerTransformLayout)?.style == .cubic)
    for wrong in ["cube", "Cubic", "", "inverted-ferris-wheel"] {
      let refused = try #require(Self.refusal(["--layout", "pager", "--style", wrong]), "\(wrong)")
      #expect(refused.message.contains("--style must be one of crossFading, zoomOut"), "\(refused.message)")
      #expect(refused.status == ExitCode.validationFailure.rawValue)
    }
    // The minimum scale left out is the style's FSPagerView default; given, it is kept.
    let zoom = try LayoutOptions.parse(["--layout", "pager", "--style", "zoomOut"])
    #expect((zoom.carouselLayout as? PagerTransformLayout)?.minimumScale == 0.85)
    let given = try LayoutOptions.parse(["--layout", "pager", "--style", "zoomOut", "--min-scale", "0.5"])
    #expect((given.carouselLayout as? PagerTransformLayout)?.minimumScale == 0.5)
  }
}
