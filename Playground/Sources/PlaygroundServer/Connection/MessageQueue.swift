import Foundation

/// The messages a tab sent that its session has not taken yet, between the task that reads
/// the WebSocket and the one that hands messages to the engine.
///
/// The WebSocket library answers pings and notes pongs only while the application reads the
/// connection, so the connection keeps reading while its session's message waits for the
/// engine (behind other tabs' work, or held back by the tab's ``MessageBudget``): a tab that
/// waits stays alive. What is read meanwhile waits here, at most ``maximumCount`` messages
/// and ``maximumBytes`` bytes (one message of any size when the queue is empty); beyond,
/// the reader waits too, and TCP pushes back on the client.
final class MessageQueue: @unchecked Sendable {
  /// A message as the session needs it: a text's bytes (`nil` when it is larger than
  /// `PlaygroundSession.maximumMessageBytes`: only its size is kept), or a binary message's size.
  enum Message: Sendable {
    case text([UInt8]?, size: Int)
    case binary(size: Int)

    var size: Int {
      switch self {
      case .text(_, let size), .binary(let size): size
      }
    }
  }

  static let maximumCount = 32
  static let maximumBytes = 256 * 1024

  private let lock = NSLock()
  private var messages: [Message] = []
  private var bytes = 0
  private var ended = false
  private var failure: (any Error)?
  private var reader: CheckedContinuation<Void, Never>?
  private var taker: CheckedContinuation<Void, Never>?

  /// Adds a message, waiting while the queue is full; `false` once the queue is closed.
  func push(_ message: Message) async -> Bool {
    while true {
      if let added = add(message) { return added }
      await withCheckedContinuation { continuation in
        lock.lock()
        if ended || hasRoom(for: message) {
          lock.unlock()
          continuation.resume()
          return
        }
        reader = continuation
        lock.unlock()
      }
    }
  }

  /// Adds `message` if there is room: `true`, `false` if the queue is closed, `nil` if it is full.
  private func add(_ message: Message) -> Bool? {
    lock.lock()
    guard !ended else {
      lock.unlock()
      return false
    }
    guard hasRoom(for: message) else {
      lock.unlock()
      return nil
    }
    messages.append(message)
    bytes += message.size
    let waiting = taker
    taker = nil
    lock.unlock()
    waiting?.resume()
    return true
  }

  /// Whether `message` fits (called with the lock held).
  private func hasRoom(for message: Message) -> Bool {
    messages.isEmpty || (messages.count < Self.maximumCount && bytes + message.size <= Self.maximumBytes)
  }

  /// Takes the oldest message, waiting for one; `nil` once the reader finished and the queue
  /// is empty. Rethrows the reader's error then.
  func pop() async throws -> Message? {
    while true {
      switch take() {
      case .message(let message): return message
      case .ended(let error?): throw error
      case .ended(nil): return nil
      case .empty: break
      }
      await withCheckedContinuation { continuation in
        lock.lock()
        if !messages.isEmpty || ended {
          lock.unlock()
          continuation.resume()
          return
        }
        taker = continuation
        lock.unlock()
      }
    }
  }

  private enum Taken {
    case message(Message)
    case ended((any Error)?)
    case empty
  }

  private func take() -> Taken {
    lock.lock()
    if !messages.isEmpty {
      let message = messages.removeFirst()
      bytes -= message.size
      let waiting = reader
      reader = nil
      lock.unlock()
      waiting?.resume()
      return .message(message)
    }
    let outcome: Taken = ended ? .ended(failure) : .empty
    lock.unlock()
    return outcome
  }

  /// The reader is done (`error`: the WebSocket layer refused what it read), or the session
  /// stops taking messages: nothing more is added.
  func finish(_ error: (any Error)? = nil) {
    lock.lock()
    if !ended {
      ended = true
      failure = error
    }
    let waitingReader = reader
    let waitingTaker = taker
    reader = nil
    taker = nil
    lock.unlock()
    waitingReader?.resume()
    waitingTaker?.resume()
  }
}
