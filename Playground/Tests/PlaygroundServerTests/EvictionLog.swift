import Logging
import PlaygroundCore
import Testing

@testable import PlaygroundServer

/// Which connections a registry evicted, in order.
final class EvictionLog: @unchecked Sendable {
  private var list: [Int] = []
  func add(_ value: Int) { list.append(value) }
  var all: [Int] { list }
}
