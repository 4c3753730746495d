import Foundation
import HummingbirdWebSocket
import PlaygroundCore

/// One tab's WebSocket: reads its messages as the WebSocket library assembles them
/// (`messages(maxSize:)`, fragments joined up to ``Statistics/maximumFrameBytes``) and hands
/// them to its session in an engine worker process. The frames have already been paced (and
/// masks and fragments checked) by the connection's ``ConnectionGuard``, so that every frame
/// pays, control and continuation frames and binary messages included. A text
/// message larger than ``PlaygroundSession/maximumMessageBytes`` (but within the WebSocket
/// limit) gets a `too-large` error and a binary one a `binary` error; the connection carries
/// on. A message beyond the WebSocket limit closes the connection (code 1009).
///
/// Each message is charged to the tab's ``MessageBudget`` (the worker's CPU time for it and
/// the bytes of its replies, and frame replies counted), and waits for it before going to
/// the worker.
///
/// When the worker ends (a trap in the engine, or killed after a hang), the tab gets an
/// `engine-failed` error and a fresh session with a new `hello`, on the same connection (a
/// message that was lost with another tab's worker is then handled by the fresh session). A
/// tab whose own messages end its worker ``maximumFailures`` times within
/// ``failureWindow`` seconds is closed (WebSocket code 1011).
struct Connection {
  /// Worker failures caused by one tab before it is closed.
  static let maximumFailures = 3
  /// The window over which those failures count, in seconds.
  static let failureWindow = 60.0

  let pool: EnginePool
  let limits: ServerLimits
  /// Where held-back messages are counted, for `/stats`.
  let counters: GuardCounters?
  private var budget: MessageBudget
  private var placement: EnginePool.Placement?
  private var causedFailures: [Double] = []
  /// Messages received, refused, and worker failures seen.
  private(set) var received = 0
  private(set) var refused = 0
  private(set) var failures = 0

  init(pool: EnginePool, limits: ServerLimits, counters: GuardCounters? = nil) {
    self.pool = pool
    self.limits = limits
    self.counters = counters
    budget = limits.messageBudget
  }

  /// Serves the tab until it closes. Errors of the WebSocket layer (a message beyond its
  /// limit, invalid frames) are rethrown after the session is freed, so that the library
  /// closes the connection with the matching code (1009, 1002…).
  ///
  /// One task reads the WebSocket (so that pings and pongs are answered while a message
  /// waits) into a ``MessageQueue``; this one hands the messages to the session, one at a
  /// time, each after the tab's ``MessageBudget`` allows it.
  mutating func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
    let queue = MessageQueue()
    do {
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { await Self.read(inbound, into: queue) }
        defer {
          queue.finish()
          group.cancelAll()
        }
        guard try await start(outbound: outbound) else { return }
        messages: while let message = try await queue.pop() {
          received += 1
          let replies: [String]
          switch message {
          case .binary:
            // Paid for by size in the guard; refused here without a copy.
            refused += 1
            replies = [
              PlaygroundSession.errorReply(ProtocolError(.binary, "binary messages are not understood: send JSON text"))
            ]
          case .text(nil, let size):
            // Refused here, without a trip to the worker.
            refused += 1
            let limit = PlaygroundSession.maximumMessageBytes
            replies = [
              PlaygroundSession.errorReply(
                ProtocolError(.tooLarge, "the message has \(size) bytes; the limit is \(limit)"))
            ]
          case .text(let bytes?, _):
            try await waitForBudget()
            guard let answered = try await handle(bytes, outbound: outbound) else { break messages }
            replies = answered
          }
          for reply in replies { try await outbound.write(.text(reply)) }
        }
      }
    } catch {
      // The tab went away mid-write, or the WebSocket layer refused what it sent.
      await finish()
      throw error
    }
    await finish()
  }

  /// Reads the tab's messages into `queue` until the connection ends or the queue closes.
  private static func read(_ inbound: WebSocketInboundStream, into queue: MessageQueue) async {
    do {
      for try await message in inbound.messages(maxSize: Statistics.maximumFrameBytes) {
        let item: MessageQueue.Message
        switch message {
        case .text(let text):
          let size = text.utf8.count
          item = .text(size > PlaygroundSession.maximumMessageBytes ? nil : Array(text.utf8), size: size)
        case .binary(let buffer):
          item = .binary(size: buffer.readableBytes)
        }
        guard await queue.push(item) else { return }
      }
      queue.finish()
    } catch {
      queue.finish(error)
    }
  }

  /// Waits until the tab's budget allows its next message (counted in `/stats` when it
  /// has to).
  private mutating func waitForBudget() async throws {
    let wait = budget.delay(at: EngineProcess.now())
    guard wait > 0 else { return }
    counters?.count(\.messagesHeldBack)
    try await Task.sleep(for: .nanoseconds(Int64(min(wait, 60) * 1e9)))
  }

  /// Opens a session on a worker and sends its `hello`; `false` (after an error reply and a
  /// close) if no session can be had.
  private mutating func start(outbound: WebSocketOutboundWriter) async throws -> Bool {
    for _ in 0..<2 {
      let placement: EnginePool.Placement
      do {
        placement = try pool.place()
      } catch {
        guard case .unavailable(let reason) = error else { break }
        try await send(.busy, reason, outbound)
        try await outbound.close(.unknown(1013), reason: "busy")
        return false
      }
      let hello: [String]
      do {
        hello = try await placement.process.call(.open, session: placement.session)
      } catch {
        // The worker ended before answering (another tab's message): try a fresh one.
        pool.release(placement)
        continue
      }
      // From here the session is this connection's, freed by `finish()` even when the tab is
      // already gone and the hello cannot be written (releasing it here as well counted it
      // off its worker twice, and the worker, at -1 sessions, never stopped when idle).
      self.placement = placement
      for text in hello { try await outbound.write(.text(text)) }
      return true
    }
    try await send(.engineFailed, "the engine could not be started", outbound)
    try await outbound.close(.unexpectedServerError, reason: "engine failed")
    return false
  }

  /// The replies to one message; `nil` when the connection is to close.
  private mutating func handle(_ bytes: [UInt8], outbound: WebSocketOutboundWriter) async throws -> [String]? {
    guard let placement else { return nil }
    let failure: EngineFailure
    do {
      let answer = try await placement.process.answer(.message, session: placement.session, payload: bytes)
      budget.charge(work: answer.work, replies: answer.texts, at: EngineProcess.now())
      return answer.texts
    } catch let error as EngineFailure {
      failure = error
    }
    pool.release(placement)
    self.placement = nil
    failures += 1
    let now = EngineProcess.now()
    let culprit: Bool
    let what: String
    switch failure {
    case .crashed(let own):
      culprit = own
      what =
        own ? "the engine stopped (a crash) while handling this message" : "another tab's message crashed the engine"
    case .hung(let own):
      culprit = own
      what =
        own
        ? "the engine did not answer this message within \(ServerLimits.text(limits.answerTimeout)) s and was stopped"
        : "another tab's message hung the engine"
    case .unavailable(let reason):
      culprit = false
      what = reason
    }
    if culprit {
      causedFailures = causedFailures.filter { now - $0 < Self.failureWindow } + [now]
      if causedFailures.count >= Self.maximumFailures {
        try await send(
          .engineFailed, "\(what); \(Self.maximumFailures) failures within \(Int(Self.failureWindow)) s: closing",
          outbound)
        try await outbound.close(.unexpectedServerError, reason: "engine failed")
        return nil
      }
    }
    try await send(.engineFailed, "\(what); starting a fresh session", outbound)
    refused += 1
    guard try await start(outbound: outbound) else { return nil }
    // A message lost with another tab's worker is handled by the fresh session; the
    // message that ended the worker is not sent again.
    guard !culprit, let placement = self.placement else { return [] }
    return (try? await placement.process.call(.message, session: placement.session, payload: bytes)) ?? []
  }

  private func send(_ code: ProtocolError.Code, _ message: String, _ outbound: WebSocketOutboundWriter) async throws {
    try await outbound.write(.text(PlaygroundSession.errorReply(ProtocolError(code, message))))
  }

  /// Closes the session in its worker and frees its place.
  private mutating func finish() async {
    guard let placement else { return }
    self.placement = nil
    if let counts = try? await placement.process.call(.close, session: placement.session).first {
      let parts = counts.split(separator: " ").compactMap { Int($0) }
      if parts.count == 2 { refused += parts[1] }
    }
    pool.release(placement)
  }
}
