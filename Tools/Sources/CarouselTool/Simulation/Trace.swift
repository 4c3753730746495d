import CarouselCore
import CarouselTrace

/// A recorded gesture: the touch samples the `carousel simulate --trace` command reads.
///
/// The file is a JSON array of `{"t": seconds, "x": points, "y": points, "phase": "began" |
/// "moved" | "ended" | "cancelled"}` objects in time order. `y` is optional (horizontal
/// carousels read `x`). Two optional fields go to the driver's touch rules
/// (`simulate --input touch`): `finger` (an integer, the platform's finger or `pointerId`;
/// default 0) and `target` (`"content"` or `"control"`, what the touch landed on; default
/// `"content"`). Each finger has its own touch: `began`…`ended`/`cancelled`. One optional
/// field goes to the platform's pan recogniser (`simulate --input platform`): `pan`
/// (`"began"`, `"failed"` or `"cancelled"`), its decision at that sample.
struct Trace: Sendable, Equatable {
  /// Why a trace was refused; the message names the offending sample (zero-based).
  struct InvalidTrace: Error, Equatable, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  var samples: [TraceSample]

  /// The time of the last sample, or 0 for an empty trace.
  var duration: Double { samples.last?.time ?? 0 }

  /// Reads and validates a trace.
  ///
  /// Refused, with a message naming the sample: unparseable JSON, a top level that is not an
  /// array, a sample that is not an object, a missing or non-numeric `t` or `x`, a number
  /// that is not finite, a negative time, an unknown phase, a `finger` that is not an
  /// integer, an unknown `target` or `pan`, time going backwards, `moved`,
  /// `ended` or `cancelled` with no finger down, `began` while a finger is down, and a trace
  /// that ends with the finger still down; and, as limits of the tool (``ToolLimits``), more
  /// than ``ToolLimits/traceSamples`` samples or ``ToolLimits/traceValues`` JSON values, a
  /// time later than ``ToolLimits/traceDuration`` and a coordinate farther than
  /// ``ToolLimits/coordinate`` from 0. O(n) in the text's length.
  init(json text: String) throws(InvalidTrace) {
    let document: JSONValue
    do {
      document = try JSONValue.parse(
        text, maximumArrayLength: ToolLimits.traceSamples, maximumValues: ToolLimits.traceValues)
    } catch {
      if error.path.count == 1, case .index(let i)? = error.path.first, i == ToolLimits.traceSamples {
        throw InvalidTrace(
          message: "trace sample \(i): the trace has more than \(ToolLimits.traceSamples) samples (the limit)")
      }
      if case .index(let i)? = error.path.first {
        let key =
          error.path.dropFirst().first.flatMap {
            if case .key(let k) = $0 { " \"\(Quoting.bounded(k))\"" } else { nil }
          } ?? ""
        throw InvalidTrace(message: "trace sample \(i)\(key): \(error.message) (byte \(error.offset))")
      }
      throw InvalidTrace(message: "trace is not valid JSON: \(error)")
    }
    guard case .array(let elements) = document else {
      throw InvalidTrace(message: "trace must be a JSON array of samples")
    }
    var samples: [TraceSample] = []
    samples.reserveCapacity(elements.count)
    /// For each finger that is down, the sample where it went down.
    var touchDown: [Int: Int] = [:]
    for (i, element) in elements.enumerated() {
      func fail(_ message: String) -> InvalidTrace { InvalidTrace(message: "trace sample \(i): \(message)") }
      guard case .object = element else { throw fail("must be an object with \"t\", \"x\" and \"phase\"") }
      func number(_ key: String, required: Bool) throws(InvalidTrace) -> Double? {
        guard let value = element[key] else {
          if required { throw fail("missing \"\(key)\"") }
          return nil
        }
        guard case .number(let text, let v) = value else { throw fail("\"\(key)\" must be a number") }
        guard v.isFinite else { throw fail("\"\(key)\" is \(Quoting.bounded(text)), which is not a finite number") }
        if key != "t", abs(v) > ToolLimits.coordinate {
          throw fail("\"\(key)\" is \(Quoting.bounded(text)), farther than 1e9 points from 0 (the limit)")
        }
        return v
      }
      let time = try number("t", required: true)!
      let x = try number("x", required: true)!
      let y = try number("y", required: false) ?? 0
      var finger = 0
      if let value = element["finger"] {
        guard case .number(_, let v) = value, v == v.rounded(), abs(v) <= 1e15 else {
          throw fail("\"finger\" must be an integer")
        }
        finger = Int(v)
      }
      var target = TouchTarget.content
      if let value = element["target"] {
        guard case .string(let name) = value, let named = TouchTarget(rawValue: name) else {
          throw fail("\"target\" must be \"content\" or \"control\"")
        }
        target = named
      }
      var pan: PlatformDrag? = nil
      if let value = element["pan"] {
        guard case .string(let name) = value, let decision = PlatformDrag(rawValue: name) else {
          throw fail("\"pan\" must be \"began\", \"failed\" or \"cancelled\"")
        }
        pan = decision
      }
      guard case .string(let phaseName)? = element["phase"] else {
        throw fail(element["phase"] == nil ? "missing \"phase\"" : "\"phase\" must be a string")
      }
      guard let phase = TouchEvent.Phase(rawValue: phaseName) else {
        throw fail("unknown phase \"\(Quoting.bounded(phaseName))\" (expected began, moved, ended or cancelled)")
      }
      guard time >= 0 else { throw fail("time \(time) is negative") }
      guard time <= ToolLimits.traceDuration else {
        throw fail("time \(time) is later than \(Int(ToolLimits.traceDuration)) s, the longest trace the tool plays")
      }
      if let previous = samples.last, time < previous.time {
        throw fail("time \(time) is earlier than sample \(i - 1)'s time \(previous.time) (time must not go backwards)")
      }
      switch phase {
      case .began:
        if let down = touchDown[finger] {
          throw fail("\"began\" while the finger is already down since sample \(down)")
        }
        touchDown[finger] = i
      case .moved, .ended, .cancelled:
        guard touchDown[finger] != nil else { throw fail("\"\(phaseName)\" before \"began\" (no finger is down)") }
        if phase != .moved { touchDown[finger] = nil }
      }
      samples.append(TraceSample(time: time, x: x, y: y, phase: phase, finger: finger, target: target, pan: pan))
    }
    if let down = touchDown.values.min() {
      throw InvalidTrace(
        message: "trace ends with the finger down: sample \(down) began but no sample ended or cancelled it")
    }
    self.samples = samples
  }

  init(samples: [TraceSample]) {
    self.samples = samples
  }
}
