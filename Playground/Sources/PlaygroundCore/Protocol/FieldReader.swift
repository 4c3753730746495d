import Foundation

/// Reads and checks the fields of a message object, from a `JSONDecoder` container: every
/// refusal names the field and says what is wrong (missing, of the wrong kind, not finite,
/// out of range).
struct FieldReader {
  /// Any member name.
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  let container: KeyedDecodingContainer<Key>
  /// Prepended to field names in error messages (for nested objects).
  var prefix = ""

  init(_ container: KeyedDecodingContainer<Key>, prefix: String = "") {
    self.container = container
    self.prefix = prefix
  }

  private func name(_ key: String) -> String { "\"\(prefix)\(key)\"" }

  /// Whether the field is absent or `null`.
  private func isAbsent(_ key: String) -> Bool {
    let key = Key(stringValue: key)
    return !container.contains(key) || ((try? container.decodeNil(forKey: key)) ?? false)
  }

  /// What a field holds, for an error message: "a string", "an array"…
  func kind(of key: String) -> String {
    let key = Key(stringValue: key)
    if (try? container.decodeNil(forKey: key)) == true { return "null" }
    if (try? container.decode(Bool.self, forKey: key)) != nil { return "a boolean" }
    if (try? container.decode(String.self, forKey: key)) != nil { return "a string" }
    if (try? container.nestedContainer(keyedBy: Key.self, forKey: key)) != nil { return "an object" }
    if (try? container.nestedUnkeyedContainer(forKey: key)) != nil { return "an array" }
    return "a number"
  }

  /// What a type mismatch found, for an error message.
  static func kind(in context: DecodingError.Context) -> String {
    let found = context.debugDescription
    for (word, kind) in [
      ("array", "an array"), ("string", "a string"), ("number", "a number"), ("bool", "a boolean"),
      ("null", "null"),
    ] where found.contains(word) {
      return kind
    }
    return "something else"
  }

  /// Decodes a field of type `T`; a value of another kind is refused as `bad-value`.
  private func decode<T: Decodable>(_ type: T.Type, _ key: String, kindName: String) throws(ProtocolError) -> T? {
    guard !isAbsent(key) else { return nil }
    do {
      return try container.decode(type, forKey: Key(stringValue: key))
    } catch DecodingError.typeMismatch {
      throw ProtocolError(.badValue, "\(name(key)) must be \(kindName), not \(kind(of: key))")
    } catch {
      throw ProtocolError(.badJSON, "\(name(key)) is not valid JSON")
    }
  }

  func string(_ key: String) throws(ProtocolError) -> String {
    guard let string = try optionalString(key) else { throw ProtocolError(.missingField, "\(name(key)) is missing") }
    return string
  }

  func optionalString(_ key: String) throws(ProtocolError) -> String? {
    try decode(String.self, key, kindName: "a string")
  }

  func optionalBool(_ key: String) throws(ProtocolError) -> Bool? {
    try decode(Bool.self, key, kindName: "true or false")
  }

  /// The object in field `key`, read with the field's name as prefix.
  func object(_ key: String) throws(ProtocolError) -> FieldReader {
    guard !isAbsent(key) else { throw ProtocolError(.missingField, "\(name(key)) is missing") }
    do {
      return FieldReader(
        try container.nestedContainer(keyedBy: Key.self, forKey: Key(stringValue: key)), prefix: key + ".")
    } catch {
      throw ProtocolError(.badValue, "\(name(key)) must be an object, not \(kind(of: key))")
    }
  }

  func number(_ key: String, in range: ClosedRange<Double>) throws(ProtocolError) -> Double {
    guard let number = try optionalNumber(key, in: range) else {
      throw ProtocolError(.missingField, "\(name(key)) is missing")
    }
    return number
  }

  func optionalNumber(_ key: String, in range: ClosedRange<Double>) throws(ProtocolError) -> Double? {
    let codingKey = Key(stringValue: key)
    guard container.contains(codingKey) else { return nil }
    // JSON.stringify writes NaN and the infinities as null.
    if (try? container.decodeNil(forKey: codingKey)) == true {
      throw ProtocolError(.badNumber, "\(name(key)) must be a finite number, not null (NaN or an infinity?)")
    }
    let number: Double
    do {
      number = try container.decode(Double.self, forKey: codingKey)
    } catch DecodingError.typeMismatch {
      throw ProtocolError(.badValue, "\(name(key)) must be a number, not \(kind(of: key))")
    } catch {
      // A number beyond a Double's range (1e400) or malformed (01, 1.).
      throw ProtocolError(.badNumber, "\(name(key)) is not a valid finite number")
    }
    guard number.isFinite else { throw ProtocolError(.badNumber, "\(name(key)) is not a finite number") }
    guard range.contains(number) else {
      throw ProtocolError(
        .badNumber,
        "\(name(key)) = \(number) is out of range \(SwiftCode.number(range.lowerBound))…\(SwiftCode.number(range.upperBound))"
      )
    }
    return number
  }

  func integer(_ key: String, in range: ClosedRange<Int>) throws(ProtocolError) -> Int {
    guard let integer = try optionalInteger(key, in: range) else {
      throw ProtocolError(.missingField, "\(name(key)) is missing")
    }
    return integer
  }

  func optionalInteger(_ key: String, in range: ClosedRange<Int>) throws(ProtocolError) -> Int? {
    guard let number = try optionalNumber(key, in: Double(range.lowerBound)...Double(range.upperBound)) else {
      return nil
    }
    guard number == number.rounded() else { throw ProtocolError(.badNumber, "\(name(key)) must be an integer") }
    return Int(number)
  }

  /// The message's time `t`, in seconds (0 … ``ClientMessage/maximumTime``).
  func time(required: Bool = false) throws(ProtocolError) -> Double? {
    if required { return try number("t", in: 0...ClientMessage.maximumTime) }
    return try optionalNumber("t", in: 0...ClientMessage.maximumTime)
  }

  func demo() throws(ProtocolError) -> DemoKind {
    let name = try string("demo")
    guard let demo = DemoKind(rawValue: name) else {
      let known = DemoKind.allCases.map(\.rawValue).joined(separator: ", ")
      throw ProtocolError(.unknownDemo, "unknown demo \(snippet(name)) (\(known))")
    }
    return demo
  }
}

/// A value quoted for an error message, cut to 40 characters.
func snippet(_ value: String) -> String {
  value.count > 40 ? "\"\(value.prefix(40))…\"" : "\"\(value)\""
}
