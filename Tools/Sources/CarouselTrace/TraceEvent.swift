import CarouselCore

/// One callback the driver reported (an app hears), at the time of the call that reported
/// it: what `carousel simulate --json` lists and the playground's event log shows.
public struct TraceEvent: Sendable, Equatable {
  /// The time of the driver call that reported it, in seconds.
  public var time: Double
  /// The callback.
  public var callback: ScrollCallback

  /// An event at `time`.
  public init(time: Double, callback: ScrollCallback) {
    self.time = time
    self.callback = callback
  }

  /// The callback's kind.
  public var kind: ScrollCallback.Kind { callback.kind }
  /// The item (`tap`, `willSettle`, `didSettle`, `currentIndex`, `selection` and
  /// `destinationIndex` (may be `nil`), `appeared`, `disappeared`, `announcement`).
  public var index: Int? { callback.index }
  /// The loop cycle of the copy that appeared or disappeared.
  public var copy: Int? { callback.copy }

  /// The same event at another time.
  public func at(_ time: Double) -> TraceEvent { TraceEvent(time: time, callback: callback) }

  /// A member's value.
  public enum Field: Sendable, Equatable {
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An item index, `null` when absent.
    case index(Int?)
    /// A list of item indices.
    case indices([Int])
  }

  /// The event's members, the one list both the tool and the playground write: `t`, `kind`,
  /// then `index` (the kinds about an item; `null` for a current index or destination with no
  /// items), `copy` (appeared, disappeared), `value` (progress) or `items` (prefetch).
  public var fields: [(key: String, value: Field)] {
    var fields: [(key: String, value: Field)] = [("t", .number(time)), ("kind", .string(kind.rawValue))]
    switch callback {
    case .dragBegan, .dragEnded, .handedOff: break
    case .tap, .willSettle, .didSettle, .currentIndex, .selection, .destinationIndex, .announcement:
      fields.append(("index", .index(index)))
    case .appeared, .disappeared:
      fields.append(("index", .index(index)))
      fields.append(("copy", .index(copy)))
    case .progress(let value): fields.append(("value", .number(value)))
    case .prefetch(let items): fields.append(("items", .indices(items)))
    }
    return fields
  }

  /// The event as a JSON object (``fields``).
  public func json(_ style: TraceJSON) -> String {
    style.object(
      fields.map { field in
        switch field.value {
        case .number(let value): (field.key, style.number(value))
        case .string(let value): (field.key, TraceJSON.string(value))
        case .index(let value): (field.key, value.map(String.init) ?? "null")
        case .indices(let values): (field.key, "[" + values.map(String.init).joined(separator: style.separator) + "]")
        }
      })
  }
}
