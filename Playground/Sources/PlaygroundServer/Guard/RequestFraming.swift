/// Where one HTTP/1.1 request's body ends in the bytes of a connection, so that
/// ``ConnectionGuard`` knows where the next request head starts (and can hold it to the same
/// limits as the first one). It reads framing as NIO's parser does: `Transfer-Encoding` whose
/// last token is `chunked`, else one `Content-Length`, else no body.
struct RequestFraming {
  enum Outcome: Equatable {
    /// The body goes on past these bytes.
    case more
    /// The body ended: the next byte starts a request head.
    case done
    /// A chunk-size line or the trailer section is longer than the head limit.
    case tooLarge
    /// Bytes NIO's parser would refuse (a chunk size that is not hex, or overflows).
    case invalid
  }

  private enum Phase {
    case length(Int)
    /// A chunk-size line: the size read so far, whether its digits ended (at `;`, space or
    /// tab), and how many digits it had.
    case size(Int, ended: Bool, digits: Int)
    case data(Int)
    /// The CRLF after a chunk's data.
    case dataEnd
    /// The trailer section: whether the current line has any bytes besides CR.
    case trailer(lineHasText: Bool)
  }

  private var phase: Phase
  /// Bytes of the current chunk-size or data-end line, or of the trailer section so far.
  private var lineBytes = 0
  private let limit: Int

  /// `nil` if `head` has no body.
  init?(_ head: RequestHead.BodyFraming, limit: Int) {
    self.limit = limit
    switch head {
    case .none, .unknown: return nil
    case .length(let count): phase = .length(count)
    case .chunked: phase = .size(0, ended: false, digits: 0)
    }
  }

  /// Reads `bytes` as far as the body goes; `consumed` bytes of them belong to it.
  mutating func advance(over bytes: UnsafeRawBufferPointer) -> (consumed: Int, outcome: Outcome) {
    var index = 0
    while index < bytes.count {
      switch phase {
      case .length(let remaining):
        let step = min(remaining, bytes.count - index)
        index += step
        phase = .length(remaining - step)
        if remaining == step { return (index, .done) }
      case .data(let remaining):
        let step = min(remaining, bytes.count - index)
        index += step
        phase = remaining == step ? .dataEnd : .data(remaining - step)
        lineBytes = 0
      case .size(let size, let ended, let digits):
        let byte = bytes[index]
        index += 1
        lineBytes += 1
        guard lineBytes <= limit else { return (index, .tooLarge) }
        if byte == UInt8(ascii: "\n") {
          guard digits > 0 else { return (index, .invalid) }
          lineBytes = 0
          phase = size == 0 ? .trailer(lineHasText: false) : .data(size)
        } else if ended || byte == UInt8(ascii: "\r") {
          phase = .size(size, ended: true, digits: digits)
        } else if let value = Self.hexValue(byte) {
          let (shifted, overflow) = size.multipliedReportingOverflow(by: 16)
          guard !overflow, shifted <= Int.max - 15 else { return (index, .invalid) }
          phase = .size(shifted + value, ended: false, digits: digits + 1)
        } else if byte == UInt8(ascii: ";") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
          phase = .size(size, ended: true, digits: digits)
        } else {
          return (index, .invalid)
        }
      case .dataEnd:
        let byte = bytes[index]
        index += 1
        lineBytes += 1
        guard lineBytes <= 2 else { return (index, .invalid) }
        if byte == UInt8(ascii: "\n") {
          lineBytes = 0
          phase = .size(0, ended: false, digits: 0)
        }
      case .trailer(let lineHasText):
        let byte = bytes[index]
        index += 1
        lineBytes += 1
        guard lineBytes <= limit else { return (index, .tooLarge) }
        if byte == UInt8(ascii: "\n") {
          if !lineHasText { return (index, .done) }
          phase = .trailer(lineHasText: false)
        } else if byte != UInt8(ascii: "\r") {
          phase = .trailer(lineHasText: true)
        }
      }
    }
    return (index, .more)
  }

  private static func hexValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }
}
