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
enum ClientMessage: Sendable, Hashable {
  case frame(time: Double)
  case pointer(demo: DemoKind, pointer: PointerSample)
  case key(demo: DemoKind, arrow: CarouselAccessibility.Arrow, time: Double?)
  case trace(demo: DemoKind)
  case resize(demo: DemoKind, viewport: CarouselSize, time: Double?)
  case configure(demo: DemoKind, patch: SettingsPatch, time: Double?)
  case scroll(demo: DemoKind, index: Int, animated: Bool, time: Double?)
  case ping(id: Double?)

  /// The largest viewport side accepted, in points.
  static let maximumViewportSide = 10_000.0
  /// The largest time accepted, in seconds (about 31 years of page life).
  static let maximumTime = 1e9
  /// The largest pointer coordinate accepted, in points.
  static let maximumCoordinate = 1e7

  /// Parses and checks a message's text (UTF-8 JSON), with Foundation's `JSONDecoder`.
  ///
  /// The decoder checks the structure of the whole text at once and each value when it is
  /// read: text that is not UTF-8 or not JSON is `bad-json`, so is a malformed string in a
  /// field that is read; a malformed or out-of-range number (`01`, `1.`, `1e400`) in a field
  /// that is read is `bad-number`.
  static func parse(_ bytes: some Collection<UInt8>) throws(ProtocolError) -> ClientMessage {
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

  static func parse(_ text: String) throws(ProtocolError) -> ClientMessage { try parse(Array(text.utf8)) }
}
