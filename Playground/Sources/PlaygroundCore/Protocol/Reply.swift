import CarouselCore
import Foundation

/// The server's replies, as `Encodable` values written by Foundation's `JSONEncoder` (see
/// ``PlaygroundSession`` for when each is sent). Members that may be `null` are written as
/// `null`, never left out, because the page tests them against `null`.
enum Reply {
  /// Writes a reply as JSON text.
  static func text(_ reply: some Encodable) -> String { json(reply) }

  private static func json(_ reply: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    // Every number is finite (``Reply/drawn(_:)`` and the core's guarantees); a failure
    // here would be a bug, reported to the page rather than trapping.
    guard let data = try? encoder.encode(reply) else {
      return #"{"type":"error","code":"bad-message","message":"the reply could not be written"}"#
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// A number for drawing: rounded to 1/10,000 (plenty for points and radians, and short);
  /// 0 if not finite, which the core never produces.
  static func drawn(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    return abs(value) < 1e12 ? (value * 10_000).rounded() / 10_000 : value
  }

  /// A number written exactly, for settings and times; 0 if not finite.
  static func exact(_ value: Double) -> Double { value.isFinite ? value : 0 }

  struct Error: Encodable {
    let type = "error"
    var code: String
    var message: String
  }

  /// A value written as `null` when absent (a plain optional member would be left out).
  struct Nullable<Value: Encodable>: Encodable {
    var value: Value?

    init(_ value: Value?) { self.value = value }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      if let value { try container.encode(value) } else { try container.encodeNil() }
    }
  }

  struct Pong: Encodable {
    let type = "pong"
    var id: Nullable<Double>
    var t: Double
  }

  /// A demo's settings, as the panel shows them.
  struct Settings: Encodable {
    var count: Int
    var isLooping: Bool
    var snapping: String
    var maxItemsPerFling: Int
    var decelerationRate: Double
    var springResponse: Double
    var springDamping: Double
    var autoplay: Bool
    var autoplayInterval: Double

    init(_ settings: DemoSettings) {
      count = settings.count
      isLooping = settings.isLooping
      snapping = settings.snapping.rawValue
      maxItemsPerFling = settings.maxItemsPerFling
      decelerationRate = exact(settings.decelerationRate)
      springResponse = exact(settings.springResponse)
      springDamping = exact(settings.springDamping)
      autoplay = settings.autoplay
      autoplayInterval = exact(settings.autoplayInterval)
    }
  }

  struct Size: Encodable {
    var width: Double
    var height: Double

    init(_ size: CarouselSize) {
      width = drawn(size.width)
      height = drawn(size.height)
    }
  }

  struct Point: Encodable {
    var x: Double
    var y: Double
  }

  struct Hello: Encodable {
    struct Demo: Encodable {
      var name: String
      var title: String
      var summary: String
      var axis: String
      var viewport: Size
      var settings: Settings
      var swift: String
    }

    let type = "hello"
    let `protocol` = 1
    var maxMessageBytes: Int
    var demos: [Demo]
  }

  struct Config: Encodable {
    let type = "config"
    var demo: String
    var settings: Settings
    var swift: String
  }

  /// Writes a `frame` reply, which begins with `{"type":"frame",` whatever order the encoder
  /// gives the other keys (Foundation's `JSONEncoder` on Linux keeps no key order), so the
  /// server counts frame replies by their first bytes (`MessageBudget.isFrameReply`) without
  /// parsing them.
  static func text(_ frame: Frame) -> String {
    let members = json(frame)
    guard members.utf8.first == UInt8(ascii: "{"), !members.hasPrefix(#"{"type":"error""#) else { return members }
    return #"{"type":"frame","# + members.dropFirst()
  }

  /// The `frame` reply: the demos that changed, by name, in the order of ``DemoKind``
  /// (written by `Reply.text(_: Frame)`, which puts `"type":"frame"` first).
  struct Frame: Encodable {
    var t: Double
    var demos: [(name: String, state: DemoFrame)]

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: FieldReader.Key.self)
      try container.encode(t, forKey: FieldReader.Key(stringValue: "t"))
      var members = container.nestedContainer(
        keyedBy: FieldReader.Key.self, forKey: FieldReader.Key(stringValue: "demos"))
      for demo in demos { try members.encode(demo.state, forKey: FieldReader.Key(stringValue: demo.name)) }
    }
  }

  /// One demo's state in a frame.
  struct DemoFrame: Encodable {
    var count: Int
    var axis: String
    var width: Double
    var height: Double
    var perspective: Nullable<Double>
    var offset: Double
    var unwrappedOffset: Double
    var velocity: Double
    var phase: String
    var currentIndex: Nullable<Int>
    var targetIndex: Nullable<Int>
    var slotCount: Int
    var slots: [Slot]
    /// What the driver reported since the previous frame, in order.
    var events: [Event]
  }

  /// One slot of a frame: its change and, if it shows an item, how to draw it (the item's
  /// members are left out for an empty slot).
  struct Slot: Encodable {
    var slot: Int
    var change: String
    var index: Int?
    var position: Int?
    var center: Point?
    var size: Size?
    var scale: Double?
    var rotation: Double?
    var zIndex: Double?
    var alpha: Double?
    var arc: Nullable<Arc>?
    var transform: Nullable<[Double]>?

    init(slot: Int, change: SlotPlanner.Change, item: ItemAttributes?) {
      self.slot = slot
      switch change {
      case .unchanged: self.change = "unchanged"
      case .assigned: self.change = "assigned"
      case .cleared: self.change = "cleared"
      }
      guard let item else { return }
      index = item.index
      position = item.position
      center = Point(x: drawn(item.center.x), y: drawn(item.center.y))
      size = Size(item.size)
      scale = drawn(item.scale)
      rotation = drawn(item.rotation)
      zIndex = drawn(item.zIndex)
      alpha = drawn(item.alpha)
      arc = Nullable(item.arc.map(Arc.init))
      transform = Nullable(item.transform.map { $0.entries.map(drawn) })
    }
  }

  struct Arc: Encodable {
    var angle: Double
    var innerRadius: Double
    var outerRadius: Double

    init(_ arc: WheelArc) {
      angle = drawn(arc.angle)
      innerRadius = drawn(arc.innerRadius)
      outerRadius = drawn(arc.outerRadius)
    }
  }
}
