/// The sessions of one worker process, keyed by the server's session numbers.
///
/// The worker's loop reads a request, calls ``handle(_:session:payload:)`` and writes the
/// reply. Sessions are independent values; closing one frees it.
package struct WorkerSessions: Sendable {
  private var sessions: [UInt32: PlaygroundSession] = [:]

  package init() {}

  /// The number of open sessions.
  package var count: Int { sessions.count }

  /// Handles one request and returns its reply's texts.
  package mutating func handle(
    _ operation: WorkerWire.Operation, session id: UInt32, payload: some Collection<UInt8>
  ) -> [String] {
    switch operation {
    case .open:
      let session = PlaygroundSession()
      sessions[id] = session
      return [session.hello()]
    case .message:
      guard sessions[id] != nil else {
        return [PlaygroundSession.errorReply(ProtocolError(.badMessage, "no such session"))]
      }
      return sessions[id]!.receive(payload)
    case .close:
      guard let session = sessions.removeValue(forKey: id) else { return ["0 0"] }
      return ["\(session.received) \(session.refused)"]
    }
  }
}
