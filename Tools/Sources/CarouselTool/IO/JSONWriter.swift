/// Writes the tool's JSON output with a fixed key order and stable number formatting.
///
/// Numbers are written with Swift's shortest round-trip representation; −0 is written as 0;
/// integers stored as doubles are written without a fraction (`2` rather than `2.0`).
enum JSONWriter {
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  static func string(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// An object from ordered key/value pairs whose values are already JSON text.
  static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
  }

  static func array(_ elements: [String], multiline: Bool = false) -> String {
    if multiline && !elements.isEmpty {
      return "[\n  " + elements.joined(separator: ",\n  ") + "\n]"
    }
    return "[" + elements.joined(separator: ", ") + "]"
  }

  static func optional(_ value: Int?) -> String { value.map(String.init) ?? "null" }
}
