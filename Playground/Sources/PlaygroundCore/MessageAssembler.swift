/// Collects WebSocket data frames into messages, refusing oversized and binary ones without
/// keeping their bytes, so that the connection can carry on after them.
///
/// A message larger than the limit is dropped as its frames arrive (its bytes are never
/// stored past the limit) and refused once its last frame is in; the server then replies
/// with an error and reads the next message. The WebSocket layer's own frame limit (larger)
/// bounds what a single frame may hold.
public struct MessageAssembler: Sendable {
  /// The kind of a data frame.
  public enum FrameKind: Sendable, Hashable {
    case text
    case binary
    case continuation
  }

  /// What a frame completed.
  public enum Outcome: Sendable, Hashable {
    /// The message goes on in later frames.
    case incomplete
    /// A whole text message.
    case message([UInt8])
    /// A whole message that is refused.
    case refused(ProtocolError)
  }

  private enum State: Sendable {
    case idle
    case collecting
    case discarding(ProtocolError.Code, size: Int)
  }

  /// The largest message kept, in bytes.
  public let limit: Int
  private var buffer: [UInt8] = []
  private var state = State.idle

  public init(limit: Int = PlaygroundSession.maximumMessageBytes) {
    self.limit = max(limit, 0)
  }

  /// Takes one data frame.
  public mutating func receive(_ kind: FrameKind, fin: Bool, payload: some Collection<UInt8>) -> Outcome {
    switch kind {
    case .text:
      // A new message (an unfinished one before it is abandoned).
      buffer.removeAll(keepingCapacity: buffer.capacity <= limit)
      state = .collecting
      return append(payload, fin: fin)
    case .binary:
      buffer.removeAll(keepingCapacity: buffer.capacity <= limit)
      state = .discarding(.binary, size: payload.count)
      return fin ? finish() : .incomplete
    case .continuation:
      switch state {
      case .idle:
        return fin
          ? .refused(ProtocolError(.badMessage, "a continuation frame without a message to continue")) : .incomplete
      case .collecting:
        return append(payload, fin: fin)
      case .discarding(let code, let size):
        state = .discarding(code, size: size + payload.count)
        return fin ? finish() : .incomplete
      }
    }
  }

  private mutating func append(_ payload: some Collection<UInt8>, fin: Bool) -> Outcome {
    if buffer.count + payload.count > limit {
      state = .discarding(.tooLarge, size: buffer.count + payload.count)
      buffer.removeAll(keepingCapacity: false)
    } else {
      buffer.append(contentsOf: payload)
    }
    return fin ? finish() : .incomplete
  }

  private mutating func finish() -> Outcome {
    defer { state = .idle }
    switch state {
    case .idle:
      return .incomplete
    case .collecting:
      let message = buffer
      buffer.removeAll(keepingCapacity: true)
      return .message(message)
    case .discarding(.binary, _):
      return .refused(ProtocolError(.binary, "binary messages are not understood: send JSON text"))
    case .discarding(let code, let size):
      return .refused(
        ProtocolError(code, "the message has \(size) bytes; the limit is \(limit)"))
    }
  }
}
