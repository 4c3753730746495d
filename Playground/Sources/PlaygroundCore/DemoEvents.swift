@_spi(CarouselKitInternals) import CarouselCore

extension Reply {
  /// One event the driver reported (``ScrollEvents``), as the page's event log and
  /// `carousel simulate --json` write it: `{"t", "kind", "index", "copy"}`, `index` for every
  /// kind but `dragBegan`, `dragEnded` and `handedOff` (`null` for a current index with no
  /// items), `copy` for `appeared` and `disappeared`.
  struct Event: Encodable, Sendable, Equatable {
    typealias Kind = ScrollCallback.Kind

    var t: Double
    var kind: Kind
    var index: Int?
    var copy: Int?

    /// The events of one driver call at `time`, in the order ``ScrollEvents/callbacks`` gives
    /// (the order `carousel simulate` writes them).
    static func list(_ events: ScrollEvents, at time: Double) -> [Event] {
      events.callbacks.map { Event(t: time, kind: $0.kind, index: $0.index, copy: $0.copy) }
    }

    /// The same event at another time.
    func at(_ time: Double) -> Event {
      var event = self
      event.t = time
      return event
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: FieldReader.Key.self)
      try container.encode(Reply.exact(t), forKey: FieldReader.Key(stringValue: "t"))
      try container.encode(kind.rawValue, forKey: FieldReader.Key(stringValue: "kind"))
      switch kind {
      case .dragBegan, .dragEnded, .handedOff: break
      case .tap, .willSettle, .didSettle, .currentIndex:
        try container.encode(Nullable(index), forKey: FieldReader.Key(stringValue: "index"))
      case .appeared, .disappeared:
        try container.encode(Nullable(index), forKey: FieldReader.Key(stringValue: "index"))
        try container.encode(Nullable(copy), forKey: FieldReader.Key(stringValue: "copy"))
      }
    }
  }
}
