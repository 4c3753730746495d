@_spi(DriverEngine) @_spi(TrackTouchInput) import CarouselCore

extension Reply {
  /// One callback the driver reported (``ScrollEvents``), as the page's event log and
  /// `carousel simulate --json` write it: `{"t", "kind", "index", "copy"}`, `index` for the
  /// kinds about an item (`null` for a current index with no items), `copy` for `appeared`
  /// and `disappeared`. The log lists the kinds `simulate` lists by default
  /// (``ScrollCallback/Kind/isGestureOrDisplay``).
  struct Event: Encodable, Sendable, Equatable {
    typealias Kind = ScrollCallback.Kind

    var t: Double
    var kind: Kind
    var index: Int?
    var copy: Int?

    /// The callbacks of one driver call at `time` that the log lists, in the one order
    /// (``ScrollEvents/forEachCallback(_:)``, as `carousel simulate` writes them).
    static func list(_ events: ScrollEvents, at time: Double) -> [Event] {
      var list: [Event] = []
      events.forEachCallback { callback in
        guard callback.kind.isGestureOrDisplay else { return }
        list.append(Event(t: time, kind: callback.kind, index: callback.index, copy: callback.copy))
      }
      return list
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
      case .tap, .willSettle, .didSettle, .currentIndex, .destinationIndex, .announcement:
        try container.encode(Nullable(index), forKey: FieldReader.Key(stringValue: "index"))
      case .appeared, .disappeared:
        try container.encode(Nullable(index), forKey: FieldReader.Key(stringValue: "index"))
        try container.encode(Nullable(copy), forKey: FieldReader.Key(stringValue: "copy"))
      case .selection, .progress, .prefetch: break  // not listed (isGestureOrDisplay)
      }
    }
  }
}
