import CarouselTrace

/// Writes the tool's JSON output with a fixed key order and stable number formatting.
///
/// Numbers are written with Swift's shortest round-trip representation; −0 is written as 0;
/// integers stored as doubles are written without a fraction (`2` rather than `2.0`).
enum JSONWriter {
  static func number(_ value: Double) -> String { TraceJSON.tool.number(value) }

  static func string(_ value: String) -> String { TraceJSON.string(value) }

  /// An object from ordered key/value pairs whose values are already JSON text.
  static func object(_ members: [(String, String)]) -> String { TraceJSON.tool.object(members) }

  static func array(_ elements: [String], multiline: Bool = false) -> String {
    if multiline && !elements.isEmpty {
      return "[\n  " + elements.joined(separator: ",\n  ") + "\n]"
    }
    return "[" + elements.joined(separator: ", ") + "]"
  }

  static func optional(_ value: Int?) -> String { value.map(String.init) ?? "null" }
}
