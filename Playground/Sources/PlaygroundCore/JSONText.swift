/// A small JSON writer for the server's messages: objects and arrays written in order, into
/// one string, with numbers that are always valid JSON (non-finite values are written as 0;
/// the engine never produces them).
struct JSONText {
  private(set) var text = ""
  /// Whether the container being written needs a comma before its next element.
  private var needsComma: [Bool] = [false]

  init(capacity: Int = 256) { text.reserveCapacity(capacity) }

  private mutating func separator() {
    if needsComma[needsComma.count - 1] { text += "," }
    needsComma[needsComma.count - 1] = true
  }

  private mutating func key(_ name: String) {
    separator()
    text += JSONText.quoted(name)
    text += ":"
  }

  // MARK: - Containers

  mutating func beginObject() {
    separator()
    text += "{"
    needsComma.append(false)
  }

  mutating func beginObject(_ name: String) {
    key(name)
    text += "{"
    needsComma.append(false)
  }

  mutating func endObject() {
    needsComma.removeLast()
    text += "}"
  }

  mutating func beginArray(_ name: String) {
    key(name)
    text += "["
    needsComma.append(false)
  }

  mutating func endArray() {
    needsComma.removeLast()
    text += "]"
  }

  // MARK: - Members

  mutating func field(_ name: String, _ value: String) {
    key(name)
    text += JSONText.quoted(value)
  }

  mutating func field(_ name: String, _ value: Double) {
    key(name)
    text += JSONText.number(value)
  }

  /// A number written exactly (shortest round-trip form), for settings.
  mutating func field(_ name: String, exact value: Double) {
    key(name)
    text += value.isFinite ? SwiftCode.number(value) : "0"
  }

  mutating func field(_ name: String, _ value: Int) {
    key(name)
    text += String(value)
  }

  mutating func field(_ name: String, _ value: Int?) {
    key(name)
    text += value.map { String($0) } ?? "null"
  }

  mutating func field(_ name: String, _ value: Double?) {
    key(name)
    text += value.map { JSONText.number($0) } ?? "null"
  }

  mutating func field(_ name: String, _ value: Bool) {
    key(name)
    text += value ? "true" : "false"
  }

  mutating func nullField(_ name: String) {
    key(name)
    text += "null"
  }

  /// An array element that is a number.
  mutating func element(_ value: Double) {
    separator()
    text += JSONText.number(value)
  }

  // MARK: - Values

  /// A number rounded to 1/10,000 (plenty for points and radians when drawing, and short), in
  /// Swift's shortest form, which is valid JSON.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = abs(value) < 1e12 ? (value * 10_000).rounded() / 10_000 : value
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  /// A JSON string literal.
  static func quoted(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
