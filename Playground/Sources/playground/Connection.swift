import HummingbirdWebSocket
import PlaygroundCore

/// One tab's WebSocket: paces its frames (``RateLimiter``), assembles its messages
/// (``MessageAssembler``) and hands them to its session in an engine worker process.
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
  private var placement: EnginePool.Placement?
  private var limiter: RateLimiter
  private var assembler = MessageAssembler()
  private var causedFailures: [Double] = []
  /// Messages received, refused, and worker failures seen.
  private(set) var received = 0
  private(set) var refused = 0
  private(set) var failures = 0

  init(pool: EnginePool, limits: ServerLimits) {
    self.pool = pool
    self.limits = limits
    limiter = RateLimiter(rate: limits.rate, burst: limits.burst, abuseLimit: limits.abuseDuration)
  }

  mutating func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
    do {
      guard try await start(outbound: outbound) else { return }
      frames: for try await frame in inbound {
        let now = EngineProcess.now()
        let wait = limiter.delay(bytes: frame.data.readableBytes, at: now)
        if wait > 0 {
          if limiter.isAbusive(at: now) {
            let limit = Int(limits.rate)
            try await send(
              .tooFast,
              "more than \(limit) messages per second for \(ServerLimits.text(limits.abuseDuration)) s: closing",
              outbound)
            try await outbound.close(.policyViolation, reason: "too fast")
            break frames
          }
          try await Task.sleep(for: .seconds(wait))
        }
        let kind: MessageAssembler.FrameKind
        switch frame.opcode {
        case .text: kind = .text
        case .binary: kind = .binary
        case .continuation: kind = .continuation
        }
        let replies: [String]
        switch assembler.receive(kind, fin: frame.fin, payload: frame.data.readableBytesView) {
        case .incomplete:
          continue
        case .message(let bytes):
          received += 1
          guard let answered = try await handle(bytes, outbound: outbound) else { break frames }
          replies = answered
        case .refused(let error):
          received += 1
          refused += 1
          replies = [PlaygroundSession.errorReply(error)]
        }
        for reply in replies { try await outbound.write(.text(reply)) }
      }
    } catch {
      // The tab went away mid-write: nothing to do, the session is freed below.
    }
    await finish()
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
      do {
        let hello = try await placement.process.call(.open, session: placement.session)
        self.placement = placement
        for text in hello { try await outbound.write(.text(text)) }
        return true
      } catch {
        // The worker ended before answering (another tab's message): try a fresh one.
        pool.release(placement)
      }
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
      return try await placement.process.call(.message, session: placement.session, payload: bytes)
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
