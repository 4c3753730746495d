/// A parsed JSON value: what the browser sends. A small strict parser (RFC 8259) with a
/// nesting limit, whose errors say where the text went wrong.
///
/// Numbers are kept as `Double`; a number too large for a `Double` (`1e400`) parses as an
/// infinity, and the message reader refuses it by name, as any non-finite number.
enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The deepest nesting accepted.
  static let maximumDepth = 32

  struct ParseError: Error, Hashable, CustomStringConvertible {
    var offset: Int
    var reason: String
    var description: String { "\(reason) at byte \(offset)" }
  }

  /// Parses a complete JSON text.
  static func parse(_ bytes: some Collection<UInt8>) throws(ParseError) -> JSONValue {
    var parser = Parser(bytes: Array(bytes))
    parser.skipWhitespace()
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
    return value
  }

  static func parse(_ text: String) throws(ParseError) -> JSONValue { try parse(Array(text.utf8)) }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func error(_ reason: String) -> ParseError { ParseError(offset: index, reason: reason) }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
      while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    mutating func expect(_ literal: String, _ value: JSONValue) throws(ParseError) -> JSONValue {
      for byte in literal.utf8 {
        guard current == byte else { throw error("invalid literal") }
        index += 1
      }
      return value
    }

    mutating func value(depth: Int) throws(ParseError) -> JSONValue {
      guard depth < JSONValue.maximumDepth else { throw error("nesting deeper than \(JSONValue.maximumDepth)") }
      guard let byte = current else { throw error("unexpected end of text") }
      switch byte {
      case UInt8(ascii: "{"): return try object(depth: depth)
      case UInt8(ascii: "["): return try array(depth: depth)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): return try expect("true", .bool(true))
      case UInt8(ascii: "f"): return try expect("false", .bool(false))
      case UInt8(ascii: "n"): return try expect("null", .null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
      default: throw error("unexpected character")
      }
    }

    mutating func object(depth: Int) throws(ParseError) -> JSONValue {
      index += 1
      var members: [String: JSONValue] = [:]
      skipWhitespace()
      if current == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
        let key = try string()
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw error("expected ':'") }
        index += 1
        skipWhitespace()
        members[key] = try value(depth: depth + 1)
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","): index += 1
        case UInt8(ascii: "}"):
          index += 1
          return .object(members)
        default: throw error("expected ',' or '}'")
        }
      }
    }

    mutating func array(depth: Int) throws(ParseError) -> JSONValue {
      index += 1
      var elements: [JSONValue] = []
      skipWhitespace()
      if current == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      while true {
        skipWhitespace()
        elements.append(try value(depth: depth + 1))
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","): index += 1
        case UInt8(ascii: "]"):
          index += 1
          return .array(elements)
        default: throw error("expected ',' or ']'")
        }
      }
    }

    mutating func number() throws(ParseError) -> Double {
      let start = index
      func digits(_ parser: inout Parser) -> Int {
        var n = 0
        while let byte = parser.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
          parser.index += 1
          n += 1
        }
        return n
      }
      if current == UInt8(ascii: "-") { index += 1 }
      if current == UInt8(ascii: "0") {
        index += 1
      } else if digits(&self) == 0 {
        throw error("invalid number")
      }
      if current == UInt8(ascii: ".") {
        index += 1
        guard digits(&self) > 0 else { throw error("invalid number") }
      }
      if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
        index += 1
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
        guard digits(&self) > 0 else { throw error("invalid number") }
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard let value = Double(text) else { throw ParseError(offset: start, reason: "invalid number") }
      return value
    }

    mutating func hex4() throws(ParseError) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let byte = current else { throw error("unexpected end of text") }
        let digit: UInt32
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
        default: throw error("invalid \\u escape")
        }
        value = value * 16 + digit
        index += 1
      }
      return value
    }

    mutating func string() throws(ParseError) -> String {
      index += 1
      var scalars = String.UnicodeScalarView()
      var runStart = index
      func flush(_ parser: Parser, into scalars: inout String.UnicodeScalarView) throws(ParseError) {
        guard runStart < parser.index else { return }
        // Raw bytes between escapes must be valid UTF-8.
        var decoder = UTF8()
        var iterator = parser.bytes[runStart..<parser.index].makeIterator()
        loop: while true {
          switch decoder.decode(&iterator) {
          case .scalarValue(let scalar): scalars.append(scalar)
          case .emptyInput: break loop
          case .error: throw ParseError(offset: runStart, reason: "invalid UTF-8 in a string")
          }
        }
      }
      while true {
        guard let byte = current else { throw error("unterminated string") }
        switch byte {
        case UInt8(ascii: "\""):
          try flush(self, into: &scalars)
          index += 1
          return String(scalars)
        case UInt8(ascii: "\\"):
          try flush(self, into: &scalars)
          index += 1
          guard let escaped = current else { throw error("unterminated string") }
          index += 1
          switch escaped {
          case UInt8(ascii: "\""): scalars.append("\"")
          case UInt8(ascii: "\\"): scalars.append("\\")
          case UInt8(ascii: "/"): scalars.append("/")
          case UInt8(ascii: "b"): scalars.append("\u{08}")
          case UInt8(ascii: "f"): scalars.append("\u{0C}")
          case UInt8(ascii: "n"): scalars.append("\n")
          case UInt8(ascii: "r"): scalars.append("\r")
          case UInt8(ascii: "t"): scalars.append("\t")
          case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800..<0xDC00).contains(code) {
              // A high surrogate must be followed by an escaped low surrogate.
              guard current == UInt8(ascii: "\\") else { throw error("unpaired surrogate") }
              index += 1
              guard current == UInt8(ascii: "u") else { throw error("unpaired surrogate") }
              index += 1
              let low = try hex4()
              guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate") }
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw error("unpaired surrogate") }
            scalars.append(scalar)
          default: throw error("invalid escape")
          }
          runStart = index
        case 0x00..<0x20:
          throw error("control character in a string")
        default:
          index += 1
        }
      }
    }
  }

  // MARK: - Reading

  subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// The kind of value, for error messages.
  var kindName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
