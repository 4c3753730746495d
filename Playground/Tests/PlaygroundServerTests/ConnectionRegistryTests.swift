import Testing

@testable import PlaygroundServer

@Suite("Connection registry")
struct ConnectionRegistryTests {
  /// Issue 20, reproducer 6: at the cap the oldest connection that sent no complete head is
  /// closed, never one that sent a head.
  @Test func atTheCapTheOldestSilentConnectionIsEvicted() {
    let registry = ConnectionRegistry(capacity: 4)
    let evicted = EvictionLog()
    let page = registry.opened { evicted.add(-1) }
    registry.headArrived(page)
    var ids: [UInt64] = []
    for k in 0..<2 { ids.append(registry.opened { evicted.add(k) }) }
    #expect(evicted.all.isEmpty)
    // The fourth connection reaches the cap: the oldest silent one (0) goes.
    ids.append(registry.opened { evicted.add(2) })
    #expect(evicted.all == [0])
    registry.closed(ids[0])
    ids.append(registry.opened { evicted.add(3) })
    #expect(evicted.all == [0, 1])
    #expect(registry.counts.open == 4)
  }
}

/// Which connections a registry evicted, in order.
final class EvictionLog: @unchecked Sendable {
  private var list: [Int] = []
  func add(_ value: Int) { list.append(value) }
  var all: [Int] { list }
}
