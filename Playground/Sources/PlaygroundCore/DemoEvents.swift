import CarouselCore

extension Reply {
  /// One event the driver reported (``ScrollEvents``), as the page's event log and
  /// `carousel simulate --json` write it: `{"t", "kind", "index", "copy"}`, `index` for every
  /// kind but `dragBegan`, `dragEnded` and `handedOff` (`null` for a current index with no
  /// items), `copy` for `appeared` and `disappeared`.
  struct Event: Encodable, Sendable, Equatable {
    enum Kind: String, Sendable {
      case dragBegan, handedOff, tap, dragEnded, willSettle, currentIndex, disappeared, appeared, didSettle
    }

    var t: Double
    var kind: Kind
    var index: Int?
    var copy: Int?

    /// The events of one driver call at `time`, in the order `carousel simulate` writes them:
    /// `dragBegan`, `handedOff`, `tap`, `dragEnded`, `willSettle`, `currentIndex`,
    /// `disappeared`…, `appeared`…, `didSettle`.
    static func list(_ events: ScrollEvents, at time: Double) -> [Event] {
      guard !events.isEmpty else { return [] }
      var list: [Event] = []
      if events.dragBegan { list.append(Event(t: time, kind: .dragBegan)) }
      if events.handedOff { list.append(Event(t: time, kind: .handedOff)) }
      if let i = events.tappedIndex { list.append(Event(t: time, kind: .tap, index: i)) }
      if events.dragEnded { list.append(Event(t: time, kind: .dragEnded)) }
      if let i = events.willSettle { list.append(Event(t: time, kind: .willSettle, index: i)) }
      if events.currentIndexChanged { list.append(Event(t: time, kind: .currentIndex, index: events.currentIndex)) }
      for c in events.disappeared { list.append(Event(t: time, kind: .disappeared, index: c.index, copy: c.copy)) }
      for c in events.appeared { list.append(Event(t: time, kind: .appeared, index: c.index, copy: c.copy)) }
      if let i = events.didSettle { list.append(Event(t: time, kind: .didSettle, index: i)) }
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
      case .tap, .willSettle, .didSettle, .currentIndex:
        try container.encode(Nullable(index), forKey: FieldReader.Key(stringValue: "index"))
      case .appeared, .disappeared:
        try container.encode(Nullable(index), forKey: FieldReader.Key(stringValue: "index"))
        try container.encode(Nullable(copy), forKey: FieldReader.Key(stringValue: "copy"))
      }
    }
  }
}
