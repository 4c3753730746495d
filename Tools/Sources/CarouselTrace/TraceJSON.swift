/// How trace samples and events are written: the tool's readable JSON or the playground's
/// compact replies (the two differ only in spacing and in how a number that is not finite,
/// or negative zero, reads).
public enum TraceJSON: Sendable {
  /// `carousel`'s output: `{"t": 0.5, "kind": "tap"}`; a number that is not finite is `null`,
  /// negative zero `0`.
  case tool
  /// The playground's replies, as `JSONEncoder` writes them: `{"t":0.5,"kind":"tap"}`; a
  /// number that is not finite is `0` (the core never produces one).
  case compact

  /// A number: integers without a fraction, others in the shortest form that reads back the
  /// same.
  public func number(_ value: Double) -> String {
    switch self {
    case .tool:
      guard value.isFinite else { return "null" }
      if value == 0 { return "0" }
      if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
      return String(value)
    case .compact:
      guard value.isFinite else { return "0" }
      let text = value.description
      return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
  }

  /// The separator between members and between elements.
  public var separator: String { self == .tool ? ", " : "," }

  /// An object of these members (keys and already written values), in order.
  public func object(_ members: [(String, String)]) -> String {
    let colon = self == .tool ? ": " : ":"
    return "{" + members.map { Self.string($0.0) + colon + $0.1 }.joined(separator: separator) + "}"
  }

  /// A JSON string.
  public static func string(_ value: String) -> String {
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
}
