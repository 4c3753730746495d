import CarouselCore
import Foundation
import Testing

@testable import PlaygroundCore

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
