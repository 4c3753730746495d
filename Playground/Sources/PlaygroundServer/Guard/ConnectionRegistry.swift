import NIOConcurrencyHelpers

/// The server's open connections, in the order they opened, and which of them have sent a
/// complete request head, so that one local process cannot hold every connection with
/// silent sockets.
///
/// The server accepts at most ``capacity`` connections (then it stops accepting until some
/// close). When a connection opens and ``capacity`` are open, the oldest connection that has
/// sent no complete request head is closed (`503`, quietly, counted in `/stats` as
/// `closedAtCap`), so the server accepts again: a process that reopens 1,100 silent sockets
/// only evicts its own, and a new tab, which sends its head at once, is served. Connections
/// with a head (pages loading, kept-alive connections) are never closed to make room. O(open connections) per
/// connection opened.
final class ConnectionRegistry: Sendable {
  struct Entry {
    var id: UInt64
    var hasHead: Bool
    var evict: @Sendable () -> Void
  }

  struct State {
    var entries: [Entry] = []
    var next: UInt64 = 0
  }

  let capacity: Int
  private let state = NIOLockedValueBox(State())

  init(capacity: Int) { self.capacity = max(capacity, 1) }

  /// A connection opened; `evict` closes it (on its event loop). Returns its number. At the
  /// capacity, the oldest connection without a head is evicted.
  func opened(evict: @escaping @Sendable () -> Void) -> UInt64 {
    let (id, victim) = state.withLockedValue { state -> (UInt64, (@Sendable () -> Void)?) in
      let id = state.next
      state.next += 1
      state.entries.append(Entry(id: id, hasHead: false, evict: evict))
      guard state.entries.count >= capacity,
        let oldest = state.entries.dropLast().firstIndex(where: { !$0.hasHead })
      else { return (id, nil) }
      // Marked, so that it is not chosen twice while it closes.
      state.entries[oldest].hasHead = true
      return (id, state.entries[oldest].evict)
    }
    victim?()
    return id
  }

  /// The connection's first request head is complete.
  func headArrived(_ id: UInt64) {
    state.withLockedValue { state in
      if let index = state.entries.firstIndex(where: { $0.id == id }) { state.entries[index].hasHead = true }
    }
  }

  /// The connection closed.
  func closed(_ id: UInt64) {
    state.withLockedValue { state in
      if let index = state.entries.firstIndex(where: { $0.id == id }) { state.entries.remove(at: index) }
    }
  }

  /// Open connections, and those without a head.
  var counts: (open: Int, silent: Int) {
    state.withLockedValue { state in (state.entries.count, state.entries.filter { !$0.hasHead }.count) }
  }
}
