import Foundation

/// The port the server listens on, known once it is bound (`--port 0`).
final class ListeningPort: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Int

  init(_ port: Int) { value = port }

  var port: Int {
    get { lock.withLock { value } }
    set { lock.withLock { value = newValue } }
  }
}
