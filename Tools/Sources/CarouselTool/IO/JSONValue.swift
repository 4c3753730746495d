/// A small JSON reader for the tool's inputs.
///
/// Written here rather than taken from Foundation so that an error can name *where* it is
/// (which sample, which key) and so that numbers that are not finite (`1e400`, `NaN`) are
/// reported as such instead of failing somewhere deep in a parser.
enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  /// The number's text and its value (which may be infinite for out-of-range literals).
  case number(String, Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a, _), .number(let b, _)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  /// A parse failure: what went wrong, and where (the path of array indices and keys to the
  /// value being read, and the byte offset).
  struct ParseError: Error, Equatable, CustomStringConvertible {
    var message: String
    var path: [PathComponent]
    var offset: Int
    var description: String { "\(message) at byte \(offset)" }
  }

  enum PathComponent: Equatable, Sendable {
    case index(Int)
    case key(String)
  }

  /// Parses a whole document.
  ///
  /// - Parameters:
  ///   - maximumArrayLength: arrays longer than this are refused; the error's path names the
  ///     first element past the limit.
  ///   - maximumValues: documents with more values than this (counting every array, object,
  ///     member and element) are refused, so that memory stays proportional to the limit.
  static func parse(
    _ text: String, maximumArrayLength: Int = .max, maximumValues: Int = .max
  ) throws(ParseError) -> JSONValue {
    var parser = Parser(bytes: Array(text.utf8))
    parser.maximumArrayLength = maximumArrayLength
    parser.maximumValues = maximumValues
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.position < parser.bytes.count {
      throw parser.error("unexpected text after the end of the document")
    }
    return value
  }

  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.last(where: { $0.0 == key })?.1
  }

  private struct Parser {
    let bytes: [UInt8]
    var position = 0
    var path: [PathComponent] = []
    var depth = 0
    var maximumArrayLength = Int.max
    var maximumValues = Int.max
    var values = 0

    func error(_ message: String) -> ParseError {
      ParseError(message: message, path: path, offset: position)
    }

    mutating func skipWhitespace() {
      while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
    }

    mutating func parseValue() throws(ParseError) -> JSONValue {
      guard position < bytes.count else { throw error("unexpected end of the document") }
      guard depth < 64 else { throw error("nesting deeper than 64 levels") }
      values += 1
      guard values <= maximumValues else { throw error("more than \(maximumValues) values in the document") }
      switch bytes[position] {
      case UInt8(ascii: "{"): return try parseObject()
      case UInt8(ascii: "["): return try parseArray()
      case UInt8(ascii: "\""): return .string(try parseString())
      case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
      case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
      case UInt8(ascii: "n"): try expectWord("null"); return .null
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
      default:
        let word = String(decoding: bytes[position..<min(position + 12, bytes.count)], as: UTF8.self)
          .prefix { !",]} \n\r\t".contains($0) }
        throw error("invalid value '\(Quoting.bounded(word))' (NaN and Infinity are not JSON numbers)")
      }
    }

    mutating func expectWord(_ word: String) throws(ParseError) {
      let w = Array(word.utf8)
      guard position + w.count <= bytes.count, Array(bytes[position..<position + w.count]) == w else {
        throw error("invalid literal")
      }
      position += w.count
    }

    mutating func parseNumber() throws(ParseError) -> JSONValue {
      let start = position
      func digits() -> Int {
        let s = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
          position += 1
        }
        return position - s
      }
      if bytes[position] == UInt8(ascii: "-") { position += 1 }
      guard digits() > 0 else { throw error("invalid number") }
      if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
        position += 1
        guard digits() > 0 else { throw error("invalid number") }
      }
      if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
        position += 1
        if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
          position += 1
        }
        guard digits() > 0 else { throw error("invalid number") }
      }
      let text = String(decoding: bytes[start..<position], as: UTF8.self)
      guard let value = Double(text) else { throw error("invalid number '\(Quoting.bounded(text))'") }
      return .number(text, value)
    }

    mutating func parseString() throws(ParseError) -> String {
      position += 1  // opening quote
      var utf8: [UInt8] = []
      while true {
        guard position < bytes.count else { throw error("unterminated string") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""):
          return String(decoding: utf8, as: UTF8.self)
        case ..<0x20:
          throw error("control character in a string")
        case UInt8(ascii: "\\"):
          guard position < bytes.count else { throw error("unterminated string") }
          let escape = bytes[position]
          position += 1
          let simple: [UInt8: Character] = [
            UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{8}",
            UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
          ]
          if let character = simple[escape] {
            utf8.append(contentsOf: String(character).utf8)
          } else if escape == UInt8(ascii: "u") {
            guard position + 4 <= bytes.count,
              let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
            else { throw error("invalid \\u escape") }
            position += 4
            utf8.append(contentsOf: String(Unicode.Scalar(code) ?? "\u{FFFD}").utf8)
          } else {
            throw error("invalid escape")
          }
        default:
          utf8.append(byte)
        }
      }
    }

    mutating func parseArray() throws(ParseError) -> JSONValue {
      position += 1
      depth += 1
      defer { depth -= 1 }
      var elements: [JSONValue] = []
      skipWhitespace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
        position += 1
        return .array(elements)
      }
      while true {
        path.append(.index(elements.count))
        guard elements.count < maximumArrayLength else {
          throw error("more than \(maximumArrayLength) elements in an array")
        }
        skipWhitespace()
        elements.append(try parseValue())
        skipWhitespace()
        path.removeLast()
        guard position < bytes.count else { throw error("unterminated array") }
        if bytes[position] == UInt8(ascii: ",") {
          position += 1
          continue
        }
        if bytes[position] == UInt8(ascii: "]") {
          position += 1
          return .array(elements)
        }
        throw error("expected ',' or ']' in an array")
      }
    }

    mutating func parseObject() throws(ParseError) -> JSONValue {
      position += 1
      depth += 1
      defer { depth -= 1 }
      var members: [(String, JSONValue)] = []
      skipWhitespace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
        position += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
          throw error("expected a key in quotes")
        }
        let key = try parseString()
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':'") }
        position += 1
        skipWhitespace()
        path.append(.key(key))
        members.append((key, try parseValue()))
        path.removeLast()
        skipWhitespace()
        guard position < bytes.count else { throw error("unterminated object") }
        if bytes[position] == UInt8(ascii: ",") {
          position += 1
          continue
        }
        if bytes[position] == UInt8(ascii: "}") {
          position += 1
          return .object(members)
        }
        throw error("expected ',' or '}' in an object")
      }
    }
  }
}
