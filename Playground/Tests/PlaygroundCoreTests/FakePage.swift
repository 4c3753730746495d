import CarouselCore
import Foundation
import Testing

@testable import PlaygroundCore

/// A JSON value, to read the server's replies in tests.
enum JSON: Decodable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([String: JSON])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSON].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSON].self))
    }
  }

  subscript(key: String) -> JSON? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }
  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }
  var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }
  var array: [JSON]? {
    if case .array(let value) = self { return value }
    return nil
  }
  var object: [String: JSON]? {
    if case .object(let value) = self { return value }
    return nil
  }
}

/// Parses a reply of the server.
func reply(_ text: String) throws -> JSON {
  try JSONDecoder().decode(JSON.self, from: Data(text.utf8))
}

/// Builds the JSON text of a message.
func message(_ fields: [String: String]) -> String {
  "{" + fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
}

func pointer(_ demo: DemoKind, _ phase: String, x: Double, t: Double) -> String {
  "{\"type\":\"pointer\",\"demo\":\"\(demo.rawValue)\",\"phase\":\"\(phase)\",\"x\":\(x),\"t\":\(t)}"
}

func frame(_ t: Double) -> String { "{\"type\":\"frame\",\"t\":\(t)}" }

/// A page as the browser keeps it: one element per slot showing an item index, updated
/// from frame replies exactly as app.js does. Used to check that the slot changes the server
/// reports are enough to keep every element's content right.
struct FakePage {
  struct Slot: Equatable {
    var index: Int?
    var position: Int?
    var x = 0.0
    var y = 0.0
  }
  var slots: [DemoKind: [Slot]] = [:]
  var currentIndex: [DemoKind: Int?] = [:]
  var phase: [DemoKind: String] = [:]
  var offset: [DemoKind: Double] = [:]
  var count: [DemoKind: Int] = [:]
  /// The server's truth for each shown slot in the latest frame: slot → index.
  var truth: [DemoKind: [Int: Int]] = [:]

  mutating func apply(_ text: String) throws {
    let value = try reply(text)
    guard value["type"]?.string == "frame", let demos = value["demos"]?.object else { return }
    for (name, state) in demos {
      let kind = try #require(DemoKind(rawValue: name))
      var elements = slots[kind] ?? []
      let slotCount = Int(try #require(state["slotCount"]?.number))
      for i in elements.indices where i >= slotCount { elements[i].index = nil }
      var shown: [Int: Int] = [:]
      for entry in try #require(state["slots"]?.array) {
        let slot = Int(try #require(entry["slot"]?.number))
        while elements.count <= slot { elements.append(Slot()) }
        let change = try #require(entry["change"]?.string)
        if let index = entry["index"]?.number {
          shown[slot] = Int(index)
          if change == "assigned" || elements[slot].index == nil { elements[slot].index = Int(index) }
          elements[slot].position = entry["position"]?.number.map { Int($0) }
          elements[slot].x = try #require(entry["center"]?["x"]?.number)
          elements[slot].y = try #require(entry["center"]?["y"]?.number)
        } else if change != "unchanged" {
          elements[slot].index = nil
        } else {
          // An unchanged empty slot must already be hidden.
          #expect(elements[slot].index == nil, "slot \(slot) of \(name) should have been cleared before")
          elements[slot].index = nil
        }
      }
      slots[kind] = elements
      truth[kind] = shown
      currentIndex.updateValue(state["currentIndex"]?.number.map { Int($0) }, forKey: kind)
      phase[kind] = state["phase"]?.string
      offset[kind] = state["unwrappedOffset"]?.number
      count[kind] = state["count"]?.number.map { Int($0) }
    }
  }

  /// The element of the slot showing item `index`, if one does.
  func element(showing index: Int, in kind: DemoKind) -> Slot? {
    slots[kind]?.first { $0.index == index }
  }

  /// Checks that every element shows what the server says its slot shows.
  func checkContent(_ kind: DemoKind, sourceLocation: SourceLocation = #_sourceLocation) {
    let elements = slots[kind] ?? []
    let shown = truth[kind] ?? [:]
    for (slot, element) in elements.enumerated() {
      #expect(element.index == shown[slot], "slot \(slot) of \(kind)", sourceLocation: sourceLocation)
    }
  }
}

/// A seeded random number generator (SplitMix64), for reproducible property tests.
struct SeededRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
