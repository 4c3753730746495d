import HummingbirdCore
import Logging
import NIOCore

/// Puts a ``ConnectionGuard`` in front of another server channel.
struct GuardedChannel<Inner: ServerChildChannel>: ServerChildChannel {
  typealias Value = Inner.Value
  let inner: Inner
  let hosts: [String]
  let limits: ServerLimits
  let counters: GuardCounters
  var registry: ConnectionRegistry? = nil

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    do {
      try channel.pipeline.syncOperations.addHandler(
        ConnectionGuard(hosts: hosts, limits: limits, counters: counters, registry: registry), position: .first)
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
    return inner.setup(channel: channel, logger: logger)
  }

  func handle(value: Value, logger: Logger) async {
    await inner.handle(value: value, logger: logger)
  }
}
