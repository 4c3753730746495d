import CarouselCore
import Foundation

/// A message from the page, parsed and checked. Every time is in seconds on the page's
/// clock (`performance.now() / 1000`, the clock of pointer events' `timeStamp`).
///
/// ```
/// {"type": "frame", "t": 12.5}                                       → a "frame" reply
/// {"type": "pointer", "demo": "banners", "phase": "began", "x": 120, "y": 80, "pointerId": 1,
///   "target": "control", "t": 12.51}
/// {"type": "key", "demo": "banners", "key": "ArrowRight", "t": 12.5}
/// {"type": "trace", "demo": "banners"}                               → a "trace" reply
/// {"type": "resize", "demo": "banners", "width": 375, "height": 200, "t": 12.5}
/// {"type": "configure", "demo": "banners", "settings": {"count": 12, ...}, "t": 12.5}
///                                                                    → a "config" reply
/// {"type": "scroll", "demo": "banners", "index": 3, "animated": true, "t": 12.5}
/// {"type": "ping", "id": 7}                                          → a "pong" reply
/// ```
///
/// `x` and `y` are the pointer's position in the demo's viewport, in CSS pixels, which the
/// playground takes as points; without `y`, `x` is the coordinate along the demo's axis (the
/// other one is the viewport's middle). `pointerId` is the browser's (default 0), `target`
/// what the pointer went down on: `content` (default) or `control` (a button inside an item,
/// which never selects). `key` is an arrow key (`ArrowLeft`, `ArrowRight`, `ArrowUp`,
/// `ArrowDown`). Unknown keys are ignored.
public enum ClientMessage: Sendable, Hashable {
  case frame(time: Double)
  case pointer(demo: DemoKind, pointer: PointerSample)
  case key(demo: DemoKind, arrow: CarouselAccessibility.Arrow, time: Double?)
  case trace(demo: DemoKind)
  case resize(demo: DemoKind, viewport: CarouselSize, time: Double?)
  case configure(demo: DemoKind, patch: SettingsPatch, time: Double?)
  case scroll(demo: DemoKind, index: Int, animated: Bool, time: Double?)
  case ping(id: Double?)

  /// The largest viewport side accepted, in points.
  public static let maximumViewportSide = 10_000.0
  /// The largest time accepted, in seconds (about 31 years of page life).
  public static let maximumTime = 1e9
  /// The largest pointer coordinate accepted, in points.
  public static let maximumCoordinate = 1e7

  /// Parses and checks a message's text (UTF-8 JSON), with Foundation's `JSONDecoder`.
  ///
  /// The decoder checks the structure of the whole text at once and each value when it is
  /// read: text that is not UTF-8 or not JSON is `bad-json`, so is a malformed string in a
  /// field that is read; a malformed or out-of-range number (`01`, `1.`, `1e400`) in a field
  /// that is read is `bad-number`.
  public static func parse(_ bytes: some Collection<UInt8>) throws(ProtocolError) -> ClientMessage {
    guard String(validating: bytes, as: UTF8.self) != nil else {
      throw ProtocolError(.badJSON, "the message is not UTF-8 text")
    }
    do {
      return try JSONDecoder().decode(Decoded.self, from: Data(bytes)).message
    } catch let error as ProtocolError {
      throw error
    } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
      throw ProtocolError(.badMessage, "a message must be a JSON object, not \(FieldReader.kind(in: context))")
    } catch {
      throw ProtocolError(.badJSON, "the message is not valid JSON")
    }
  }

  /// The message decoded from a JSON object, field by field through ``FieldReader``.
  struct Decoded: Decodable {
    var message: ClientMessage

    init(from decoder: any Decoder) throws {
      let reader = FieldReader(try decoder.container(keyedBy: FieldReader.Key.self))
      message = try ClientMessage(reader)
    }
  }

  init(_ reader: FieldReader) throws(ProtocolError) {
    let type = try reader.string("type")
    switch type {
    case "frame":
      self = .frame(time: try reader.time(required: true)!)
    case "pointer":
      let demo = try reader.demo()
      let phaseName = try reader.string("phase")
      guard let phase = TouchEvent.Phase(rawValue: phaseName) else {
        throw ProtocolError(.badValue, "unknown pointer phase \(snippet(phaseName)) (began, moved, ended, cancelled)")
      }
      let range = -Self.maximumCoordinate...Self.maximumCoordinate
      let x = try reader.number("x", in: range)
      let y = try reader.optionalNumber("y", in: range)
      let t = try reader.time(required: true)!
      let finger = try reader.optionalInteger("pointerId", in: -(1 << 31)...(1 << 31)) ?? 0
      var target = TouchTarget.content
      if let name = try reader.optionalString("target") {
        guard let named = TouchTarget(rawValue: name) else {
          throw ProtocolError(.badValue, "unknown pointer target \(snippet(name)) (content, control)")
        }
        target = named
      }
      self = .pointer(
        demo: demo, pointer: PointerSample(phase: phase, x: x, y: y, time: t, finger: finger, target: target))
    case "key":
      let demo = try reader.demo()
      let name = try reader.string("key")
      let arrows: [String: CarouselAccessibility.Arrow] = [
        "ArrowLeft": .left, "ArrowRight": .right, "ArrowUp": .up, "ArrowDown": .down,
      ]
      guard let arrow = arrows[name] else {
        throw ProtocolError(.badValue, "unknown key \(snippet(name)) (ArrowLeft, ArrowRight, ArrowUp, ArrowDown)")
      }
      self = .key(demo: demo, arrow: arrow, time: try reader.time())
    case "trace":
      self = .trace(demo: try reader.demo())
    case "resize":
      let demo = try reader.demo()
      let width = try reader.number("width", in: 1...Self.maximumViewportSide)
      let height = try reader.number("height", in: 1...Self.maximumViewportSide)
      self = .resize(demo: demo, viewport: CarouselSize(width: width, height: height), time: try reader.time())
    case "configure":
      let demo = try reader.demo()
      let patch = try SettingsPatch(try reader.object("settings"))
      self = .configure(demo: demo, patch: patch, time: try reader.time())
    case "scroll":
      let demo = try reader.demo()
      let index = try reader.integer("index", in: 0...(DemoSettings.maximumCount - 1))
      let animated = try reader.optionalBool("animated") ?? true
      self = .scroll(demo: demo, index: index, animated: animated, time: try reader.time())
    case "ping":
      self = .ping(id: try reader.optionalNumber("id", in: -1e15...1e15))
    default:
      throw ProtocolError(
        .unknownType,
        "unknown message type \(snippet(type)) (frame, pointer, key, resize, configure, scroll, trace, ping)")
    }
  }

  public static func parse(_ text: String) throws(ProtocolError) -> ClientMessage { try parse(Array(text.utf8)) }
}

/// One pointer event of the page, as the driver's touch rules take it.
public struct PointerSample: Sendable, Hashable {
  public var phase: TouchEvent.Phase
  /// The position in the demo's viewport, in points; without `y`, `x` is along the axis.
  public var x: Double
  public var y: Double?
  public var time: Double
  /// The browser's `pointerId`: the driver follows one finger and ignores the others.
  public var finger: Int
  /// What the pointer went down on.
  public var target: TouchTarget

  public init(
    phase: TouchEvent.Phase, x: Double, y: Double? = nil, time: Double, finger: Int = 0,
    target: TouchTarget = .content
  ) {
    self.phase = phase
    self.x = x
    self.y = y
    self.time = time
    self.finger = finger
    self.target = target
  }
}

/// A partial change of a demo's settings: the fields the page sent.
public struct SettingsPatch: Sendable, Hashable {
  public var count: Int?
  public var isLooping: Bool?
  public var snapping: SnapPolicy.Kind?
  public var maxItemsPerFling: Int?
  public var decelerationRate: Double?
  public var springResponse: Double?
  public var springDamping: Double?
  public var autoplay: Bool?
  public var autoplayInterval: Double?

  public init() {}

  init(_ reader: FieldReader) throws(ProtocolError) {
    count = try reader.optionalInteger("count", in: 0...DemoSettings.maximumCount)
    isLooping = try reader.optionalBool("isLooping")
    if let name = try reader.optionalString("snapping") {
      guard let snapping = SnapPolicy.Kind(rawValue: name) else {
        throw ProtocolError(.badValue, "unknown settings.snapping \(snippet(name)) (free, nearest, paging)")
      }
      self.snapping = snapping
    }
    maxItemsPerFling = try reader.optionalInteger("maxItemsPerFling", in: 1...DemoSettings.maximumItemsPerFling)
    decelerationRate = try reader.optionalNumber("decelerationRate", in: DecelerationRate.validRange)
    springResponse = try reader.optionalNumber("springResponse", in: Spring.responseRange)
    springDamping = try reader.optionalNumber("springDamping", in: Spring.dampingRatioRange)
    autoplay = try reader.optionalBool("autoplay")
    autoplayInterval = try reader.optionalNumber("autoplayInterval", in: Autoplay.minimumInterval...3600)
  }

  /// The settings with this patch applied.
  public func applied(to settings: DemoSettings) -> DemoSettings {
    var result = settings
    if let count { result.count = count }
    if let isLooping { result.isLooping = isLooping }
    if let maxItemsPerFling { result.setMaxItemsPerFling(maxItemsPerFling) }
    if let snapping { result.snapping = snapping }
    if let decelerationRate { result.decelerationRate = decelerationRate }
    if let springResponse { result.springResponse = springResponse }
    if let springDamping { result.springDamping = springDamping }
    if let autoplayInterval { result.setAutoplayInterval(autoplayInterval) }
    if let autoplay { result.autoplay = autoplay }
    result.clamp()
    return result
  }
}

/// Why a message was refused: sent back to the page as an "error" message; the connection
/// carries on.
public struct ProtocolError: Error, Sendable, Hashable, CustomStringConvertible {
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// The message is larger than ``PlaygroundSession/maximumMessageBytes``.
    case tooLarge = "too-large"
    /// A binary WebSocket message (only text is spoken).
    case binary = "binary"
    /// Not JSON (or not UTF-8).
    case badJSON = "bad-json"
    /// JSON, but not a message object.
    case badMessage = "bad-message"
    /// A `type` the playground does not know.
    case unknownType = "unknown-type"
    /// A `demo` the playground does not have.
    case unknownDemo = "unknown-demo"
    /// A required field is missing.
    case missingField = "missing-field"
    /// A number that is not finite, not an integer where one is needed, or out of range.
    case badNumber = "bad-number"
    /// A field of the wrong kind or an unknown name.
    case badValue = "bad-value"
    /// The engine process serving the tab stopped (a crash or a hang); a fresh session and
    /// a new `hello` follow on the same connection.
    case engineFailed = "engine-failed"
    /// The playground has as many open sessions as it allows; the connection closes.
    case busy = "busy"
    /// The page sent faster than the rate limit for too long; the connection closes.
    case tooFast = "too-fast"
  }

  public var code: Code
  public var message: String

  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public var description: String { "\(code.rawValue): \(message)" }
}

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
