import CarouselCore
import Testing

@testable import PlaygroundEngine

/// The page as `app.js` is, in Swift: it calls the module's exported functions (the same
/// `ck_…` functions, natively) and applies each update from the buffer the way `app.js`
/// reads it, so that the tests check the bridge the page runs. Tests that use it are
/// serialized: the exports work on the one `playground`.
struct ModelPage {
  /// One element per slot: hidden, or showing an item.
  struct Slot: Equatable {
    var index: Int?
    var fills = 0
  }

  struct Demo {
    var number: Int32
    var slots: [Slot] = []
    var state: [UpdateBuffer.Header: Double] = [:]
    /// The events the log lists, as "kind" or "kind(index)" (appeared and disappeared left
    /// out), with their times.
    var events: [(t: Double, text: String)] = []
    var allEvents: [String] = []
  }

  var demos: [DemoKind: Demo] = [:]
  var vocabulary: JSON

  /// A fresh page: a new `playground` and a carousel per demo, at `time`.
  init(time: Double = 1) throws {
    playground = Playground()
    vocabulary = try json(Self.text(ck_vocabulary()))
    for kind in DemoKind.allCases {
      let size = kind.defaultViewport
      let number = ck_create(Int32(kind.rawValue), size.width, size.height, time)
      demos[kind] = Demo(number: number)
      apply(kind)
    }
  }

  static func text(_ length: Int32) -> String {
    String(decoding: playground.text.prefix(Int(length)), as: UTF8.self)
  }

  subscript(kind: DemoKind) -> Demo { demos[kind]! }

  func number(_ kind: DemoKind) -> Int32 { demos[kind]!.number }

  /// The latest update's header value.
  func value(_ field: UpdateBuffer.Header) -> Double { playground.buffer[field] }

  /// Applies the update in the buffer to a demo, as `app.js`'s `apply` does.
  mutating func apply(_ kind: DemoKind) {
    let values = playground.buffer.values
    var demo = demos[kind]!
    for field in UpdateBuffer.Header.allCases { demo.state[field] = values[field.rawValue] }
    let slotCount = Int(values[UpdateBuffer.Header.slotCount.rawValue])
    while demo.slots.count < slotCount { demo.slots.append(Slot()) }
    for slot in slotCount..<demo.slots.count { demo.slots[slot].index = nil }
    var at = UpdateBuffer.headerLength
    for _ in 0..<Int(values[UpdateBuffer.Header.drawCount.rawValue]) {
      let slot = Int(values[at + UpdateBuffer.Draw.slot.rawValue])
      let command = values[at + UpdateBuffer.Draw.command.rawValue]
      if command == 0 {
        demo.slots[slot].index = nil
      } else {
        let index = Int(values[at + UpdateBuffer.Draw.index.rawValue])
        if command == 2 || demo.slots[slot].index == nil { demo.slots[slot].fills += 1 }
        demo.slots[slot].index = index
        for field in UpdateBuffer.Draw.allCases where field.rawValue >= UpdateBuffer.Draw.centerX.rawValue {
          let value = values[at + field.rawValue]
          #expect(value.isFinite || field.rawValue >= UpdateBuffer.Draw.m11.rawValue, "\(field) of a shown item")
        }
      }
      at += UpdateBuffer.drawLength
    }
    let time = values[UpdateBuffer.Header.time.rawValue]
    for (callback, text) in Self.events() {
      demo.allEvents.append(text)
      if Self.isLogged(callback) { demo.events.append((time, text)) }
    }
    demos[kind] = demo
  }

  /// The events of the update in the buffer, each with its kind and as "kind" or
  /// "kind(index)", in their order, as the page reads them.
  static func events() -> [(kind: ScrollCallback.Kind, text: String)] {
    let values = playground.buffer.values
    let kinds = ScrollCallback.Kind.allCases
    var at = UpdateBuffer.headerLength + Int(values[UpdateBuffer.Header.drawCount.rawValue]) * UpdateBuffer.drawLength
    var list: [(kind: ScrollCallback.Kind, text: String)] = []
    for _ in 0..<Int(values[UpdateBuffer.Header.eventCount.rawValue]) {
      let kind = kinds[Int(values[at])]
      let index = values[at + 1]
      list.append((kind, kind.rawValue + (kind.hasIndex && index >= 0 ? "(\(Int(index)))" : "")))
      at += UpdateBuffer.eventLength
    }
    return list
  }

  /// Whether the page's log lists events of this kind (those `carousel simulate` lists by
  /// default, without the views appearing and disappearing).
  static func isLogged(_ kind: ScrollCallback.Kind) -> Bool {
    kind.isGestureOrDisplay && kind != .appeared && kind != .disappeared
  }

  /// The texts of the update's events that the log lists.
  static func loggedEvents() -> [String] { events().filter { isLogged($0.kind) }.map(\.text) }

  /// A pointer at (`x`, `y`) in the demo's viewport.
  @discardableResult
  mutating func pointer(
    _ kind: DemoKind, _ phase: Int32, x: Double, y: Double, t: Double, finger: Int32 = 1, control: Bool = false
  ) -> Int32 {
    let answer = ck_touch(number(kind), phase, x, y, t, finger, control ? 1 : 0)
    if answer >= 0 { apply(kind) }
    return answer
  }

  /// A drag along the demo's axis from `from` to `to` (points along the axis) in `steps`
  /// moves over `duration` seconds, released at the end.
  mutating func drag(_ kind: DemoKind, from: Double, to: Double, at t: Double, duration: Double = 0.1, steps: Int = 10)
  {
    let size = kind.defaultViewport
    func point(_ along: Double) -> (Double, Double) {
      kind.axis == .horizontal ? (along, size.height / 2) : (size.width / 2, along)
    }
    var (x, y) = point(from)
    pointer(kind, 0, x: x, y: y, t: t)
    for i in 1...steps {
      (x, y) = point(from + (to - from) * Double(i) / Double(steps))
      pointer(kind, 1, x: x, y: y, t: t + duration * Double(i) / Double(steps))
    }
    pointer(kind, 2, x: x, y: y, t: t + duration)
  }

  /// Frames every 1/60 s from `from` until the demo rests (or `until`).
  mutating func frames(_ kind: DemoKind, from: Double, until: Double) -> Double {
    var t = from
    while t < until {
      ck_frame(number(kind), t)
      apply(kind)
      if self[kind].state[.phase] == 0, self[kind].state[.isTouchDown] == 0 { break }
      t += 1.0 / 60
    }
    return t
  }

  func trace(_ kind: DemoKind) throws -> JSON { try json(Self.text(ck_trace(number(kind)))) }
  func describe(_ kind: DemoKind) throws -> JSON { try json(Self.text(ck_describe(number(kind)))) }
}

extension ScrollCallback.Kind {
  /// Whether events of this kind name an item.
  var hasIndex: Bool {
    switch self {
    case .dragBegan, .dragEnded, .handedOff, .progress, .prefetch: return false
    default: return true
    }
  }
}
