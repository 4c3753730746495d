/// The wire format between the server and its engine worker processes, and the worker's
/// side of it.
///
/// The server runs no engine itself: every session lives in a worker process (the same
/// executable, `playground --engine-worker`), so that a trap in the engine or a hang ends
/// only that worker, never the server. The server writes requests to the worker's standard
/// input and reads replies from its standard output, in order:
///
/// ```
/// request: op (1 byte: 1 open, 2 message, 3 close) · session (UInt32 LE) · length (UInt32 LE) · payload
/// reply:   session (UInt32 LE) · count (UInt32 LE) · work (UInt32 LE) · count × (length (UInt32 LE) · UTF-8 text)
/// ```
///
/// `work` is the worker's CPU time for the request, in microseconds (the server charges it
/// to the session's tab). The worker answers each request as soon as it is done, so the
/// server knows when it started the next one.
///
/// `open` answers the `hello`; `message` (payload: the message's bytes) answers the
/// session's replies; `close` answers one text, `"<received> <refused>"`.
package enum WorkerWire {
  /// A request's operation.
  package enum Operation: UInt8, Sendable {
    case open = 1
    case message = 2
    case close = 3
  }

  /// The size of a request's header, in bytes.
  package static let requestHeaderBytes = 9
  /// The size of a reply's header, in bytes.
  package static let replyHeaderBytes = 12
  /// The largest payload a worker accepts (larger ones end the worker: the server never
  /// sends them).
  package static let maximumPayloadBytes = 1 << 20

  /// Encodes a request.
  package static func request(_ operation: Operation, session: UInt32, payload: some Collection<UInt8>) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(requestHeaderBytes + payload.count)
    bytes.append(operation.rawValue)
    append(session, to: &bytes)
    append(UInt32(truncatingIfNeeded: payload.count), to: &bytes)
    bytes.append(contentsOf: payload)
    return bytes
  }

  /// Encodes a reply; `work` is the CPU time it took, in seconds (written in microseconds,
  /// at most about 71 minutes).
  package static func reply(session: UInt32, texts: [String], work: Double = 0) -> [UInt8] {
    var bytes: [UInt8] = []
    append(session, to: &bytes)
    append(UInt32(truncatingIfNeeded: texts.count), to: &bytes)
    let microseconds = work.isFinite ? min(max(work * 1e6, 0), Double(UInt32.max)) : 0
    append(UInt32(microseconds.rounded()), to: &bytes)
    for text in texts {
      let utf8 = Array(text.utf8)
      append(UInt32(truncatingIfNeeded: utf8.count), to: &bytes)
      bytes.append(contentsOf: utf8)
    }
    return bytes
  }

  /// Appends a little-endian `UInt32`.
  package static func append(_ value: UInt32, to bytes: inout [UInt8]) {
    for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
  }

  /// Reads a little-endian `UInt32` at `index`.
  package static func uint32(_ bytes: some RandomAccessCollection<UInt8>, at index: Int) -> UInt32 {
    var value: UInt32 = 0
    for k in 0..<4 {
      value |= UInt32(bytes[bytes.index(bytes.startIndex, offsetBy: index + k)]) << UInt32(8 * k)
    }
    return value
  }
}
