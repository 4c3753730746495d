import CarouselCore
import CarouselLayoutDescriptions

/// The layout flags' facts, read from the layouts' descriptions and so from the layouts' own
/// constants (``LayoutDescription``, `WheelLayout.maxScaleRange`, …): which layouts a flag
/// sets, each one's default, and the range the tool accepts. `carousel --help`, the checks of
/// ``LayoutOptions`` and their messages all come from here, so that no default or range is
/// written twice.
enum LayoutFlags {
  /// One layout's parameter that a flag sets.
  struct Use {
    /// The layout.
    var layout: LayoutDescription
    /// Its parameter.
    var parameter: LayoutParameter
  }

  /// The parameters that `flag` (without its dashes) sets, in the descriptions' order: those
  /// with that tool flag, and, for `inset` and `item-fraction`, the item sizes (an inset or a
  /// fraction of the viewport: ``LayoutParameter/Kind/itemSize``).
  static func uses(of flag: String) -> [Use] {
    LayoutDescription.all.flatMap { layout in
      layout.parameters.filter {
        $0.toolFlag == flag || ($0.kind == .itemSize && (flag == "inset" || flag == "item-fraction"))
      }
      .map { Use(layout: layout, parameter: $0) }
    }
  }

  /// The range the tool accepts for `parameter`'s numbers (for page sizes, each of them): the
  /// layout's own range, and for lengths in points within the tool's limits as well (at most
  /// ``ToolLimits/length``, and at least ``ToolLimits/minimumLength`` unless it is a gap, which
  /// may be 0). An inset that sets an item size (which no layout clamps) takes the tool's
  /// range of gaps, 0…``ToolLimits/length``; `nil` for other parameters without a range.
  static func accepted(_ parameter: LayoutParameter) -> ClosedRange<Double>? {
    if parameter.kind == .itemSize { return 0...ToolLimits.length }
    guard let range = parameter.range else { return nil }
    switch parameter.unit {
    case .gap: return limited(range, to: range.lowerBound...ToolLimits.length)
    case .points: return limited(range, to: ToolLimits.minimumLength...ToolLimits.length)
    default: return range
    }
  }

  /// `range` within `limits` (they overlap for every built-in layout).
  private static func limited(_ range: ClosedRange<Double>, to limits: ClosedRange<Double>) -> ClosedRange<Double> {
    max(range.lowerBound, limits.lowerBound)...min(range.upperBound, limits.upperBound)
  }

  /// The range the tool accepts for `flag` with `layout` (``accepted(_:)``): that layout's
  /// parameter's, or, for a layout the flag does not apply to, the narrowest of those of the
  /// layouts it applies to. `nil` for a flag without a range (`--item-fraction`, `--axis`).
  static func accepted(_ flag: String, layout: LayoutKind) -> ClosedRange<Double>? {
    let uses = uses(of: flag).filter { !(flag == "item-fraction" && $0.parameter.kind == .itemSize) }
    if let own = uses.first(where: { $0.layout.toolName == layout.rawValue }) { return accepted(own.parameter) }
    let ranges = uses.compactMap { accepted($0.parameter) }
    guard let first = ranges.first else { return nil }
    return ranges.dropFirst().reduce(first) { limited($0, to: $1) }
  }

  /// Each layout's preset names, for `--preset`'s help: `scale: linear, easeIn, …; stack: …`.
  static var presetNames: String {
    uses(of: "preset").compactMap { use in
      guard case .choice(let names) = use.parameter.kind else { return nil }
      return "\(use.layout.toolName): \(names.joined(separator: ", "))"
    }.joined(separator: "; ")
  }

  /// The unit the tool names after `flag`'s numbers (`points`), if any.
  static func unit(of flag: String) -> String? {
    uses(of: flag).lazy.compactMap { $0.parameter.unit?.name ?? ($0.parameter.kind == .itemSize ? "points" : nil) }
      .first
  }

  /// A range as the tool prints it: `0…1000000 points`, `1…100`.
  static func text(_ range: ClosedRange<Double>, unit: String?) -> String {
    "\(JSONWriter.number(range.lowerBound))…\(JSONWriter.number(range.upperBound))" + (unit.map { " " + $0 } ?? "")
  }

  /// What the tool does without `flag` for the layout of `use`: the parameter's default (for
  /// an item size, its inset with `--inset`, its fraction with `--item-fraction`, or the other
  /// flag's name), or what the layout does without an optional one.
  static func defaultText(_ use: Use, flag: String) -> String {
    switch use.parameter.defaultValue {
    case .number(let number): return JSONWriter.number(number)
    case .integer(let integer): return String(integer)
    case .itemSize(.inset(let inset)): return flag == "inset" ? JSONWriter.number(inset) : "--inset's"
    case .itemSize(.fraction(let fraction)):
      return flag == "item-fraction" ? JSONWriter.number(fraction) : "--item-fraction's"
    case .itemSize(.absolute(let length)): return "\(JSONWriter.number(length)) points wide"
    case .axis(let axis): return axis.rawValue
    case .alignment(let alignment): return alignment.rawValue
    case .sizes(let sizes): return sizes.map(JSONWriter.number).joined(separator: ",")
    case .choice(let name): return name
    case .absent: return use.parameter.absentMeaning ?? "none"
    case .boolean(let value): return String(value)
    }
  }

  /// The help of a layout flag: the layouts it applies to, what it sets (`meaning`), the range
  /// the tool accepts, each layout's default, then `note`.
  ///
  ///     linear, cards, pages, rotary: the space between items, 0…1000000 points (default:
  ///     linear 8, cards 50, pages 0, rotary 10).
  static func help(_ flag: String, _ meaning: String, note: String? = nil) -> String {
    let uses = uses(of: flag)
    let names = uses.map(\.layout.toolName).joined(separator: ", ")
    let ranges = uses.filter { !(flag == "item-fraction" && $0.parameter.kind == .itemSize) }
      .compactMap { use in accepted(use.parameter).map { (use.layout.toolName, $0) } }
    var range = ""
    if let first = ranges.first {
      let unit = unit(of: flag)
      range =
        ranges.allSatisfy({ $0.1 == first.1 })
        ? ", " + text(first.1, unit: unit)
        : ", " + ranges.map { "\($0.0) \(text($0.1, unit: unit))" }.joined(separator: ", ")
    }
    let defaults = uses.map { "\($0.layout.toolName) \(defaultText($0, flag: flag))" }.joined(separator: ", ")
    return "\(names): \(meaning)\(range) (default: \(defaults))." + (note.map { " " + $0 } ?? "")
  }

  /// The message of a value outside the range the tool accepts for `flag`.
  static func refusal(_ flag: String, range: ClosedRange<Double>, got value: String, isInteger: Bool) -> String {
    let unit = unit(of: flag).map { " " + $0 } ?? ""
    let (low, high) = (JSONWriter.number(range.lowerBound), JSONWriter.number(range.upperBound))
    return isInteger
      ? "--\(flag) must be in \(low)…\(high) (got \(value))"
      : "--\(flag) must be between \(low) and \(high)\(unit) (got \(value))"
  }
}
