import CarouselCore
import CarouselTrace
import Foundation
import Testing

/// The one sample and event writer (CarouselTrace) writes the tool's readable JSON and, in its
/// compact style, what the playground's `JSONEncoder` replies held before it: the same members
/// with the same number texts, in a fixed order (`JSONEncoder` on Linux writes an object's keys
/// in hash order, which changes from run to run).
@Suite struct TraceJSONTests {
  static let numbers: [Double] = [
    0, -0.0, 1, -2.5, 0.1, 0.30000000000000004, 1e-7, 123_456_789_012_345, 1e15, 1e16, 1e20, 0x1p-1074, 1e300, 0x1p64,
  ]

  /// The playground's former trace sample.
  struct EncodedSample: Encodable {
    var t: Double
    var x: Double
    var y: Double
    var phase: String
    var finger: Int
    var target: String?
  }

  static func encoded(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// An object's members, as text: sorted keys, numbers as `JSONEncoder` writes them.
  static func members(_ text: String) throws -> [String: String] {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    return object.mapValues { value in
      if let string = value as? String { return "string " + string }
      return "\(value)"
    }
  }

  @Test func compactSamplesAreWhatJSONEncoderWrites() throws {
    for (i, number) in Self.numbers.enumerated() {
      for phase in TouchEvent.Phase.allCases {
        let sample = TraceSample(time: abs(number), x: number, y: -number, phase: phase, finger: i, target: .control)
        let expected = EncodedSample(
          t: abs(number), x: number, y: -number, phase: phase.rawValue, finger: i,
          target: phase == .began ? "control" : nil)
        let encoded = try Self.encoded(expected)
        #expect(try Self.members(sample.json(.compact)) == Self.members(encoded), "\(encoded)")
        #expect(sample.json(.compact).hasPrefix(#"{"t":"# + TraceJSON.compact.number(abs(number)) + #","x":"#))
      }
    }
  }

  @Test func compactNumbersAreWhatJSONEncoderWrites() throws {
    for number in Self.numbers {
      #expect(TraceJSON.compact.number(number) == (try Self.encoded(number)))
    }
  }

  @Test func theToolsStyleIsSpacedAndWritesNull() {
    let sample = TraceSample(time: 0.5, x: -0.0, y: .infinity, phase: .began, pan: .failed)
    #expect(
      sample.json(.tool)
        == #"{"t": 0.5, "x": 0, "y": null, "phase": "began", "finger": 0, "target": "content", "pan": "failed"}"#)
    #expect(
      TraceEvent(time: 1, callback: .prefetch([2, 3])).json(.tool) == #"{"t": 1, "kind": "prefetch", "items": [2, 3]}"#)
    #expect(
      TraceEvent(time: 1, callback: .appeared(VisibleCopy(index: 4, copy: -1))).json(.compact)
        == #"{"t":1,"kind":"appeared","index":4,"copy":-1}"#)
    #expect(
      TraceEvent(time: 2, callback: .currentIndex(nil)).json(.tool)
        == #"{"t": 2, "kind": "currentIndex", "index": null}"#)
    #expect(TraceEvent(time: 2, callback: .dragBegan).json(.compact) == #"{"t":2,"kind":"dragBegan"}"#)
  }
}
