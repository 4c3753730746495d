@_spi(DriverEngine) @_spi(TrackTouchInput) import CarouselCore
import CarouselTrace

extension Reply {
  /// One callback the driver reported (``ScrollEvents``), as the page's event log writes it:
  /// a ``TraceEvent``, whose fields (`{"t", "kind", "index", "copy"}`) are the ones
  /// `carousel simulate --json` writes. The log lists the kinds `simulate` lists by default
  /// (``ScrollCallback/Kind/isGestureOrDisplay``).
  struct Event: Encodable, Sendable, Equatable {
    var event: TraceEvent

    /// The time of the driver call that reported it.
    var t: Double { event.time }
    var kind: ScrollCallback.Kind { event.kind }
    var index: Int? { event.index }

    /// The callbacks of one driver call at `time` that the log lists, in the one order
    /// (``ScrollEvents/forEachCallback(_:)``, as `carousel simulate` writes them).
    static func list(_ events: ScrollEvents, at time: Double) -> [Event] {
      var list: [Event] = []
      events.forEachCallback { callback in
        guard callback.kind.isGestureOrDisplay else { return }
        list.append(Event(event: TraceEvent(time: time, callback: callback)))
      }
      return list
    }

    /// The same event at another time.
    func at(_ time: Double) -> Event { Event(event: event.at(time)) }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: FieldReader.Key.self)
      for field in event.fields {
        let key = FieldReader.Key(stringValue: field.key)
        switch field.value {
        case .number(let value): try container.encode(Reply.exact(value), forKey: key)
        case .string(let value): try container.encode(value, forKey: key)
        case .index(let value): try container.encode(Nullable(value), forKey: key)
        case .indices(let values): try container.encode(values, forKey: key)
        }
      }
    }
  }
}
