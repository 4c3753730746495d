import PlaygroundCore

/// Follows a client's WebSocket frame headers through the byte stream (RFC 6455 §5.2), before
/// the WebSocket library decodes them, and decides how far the bytes may pass:
///
/// - **Masks.** A frame without a mask, which RFC 6455 §5.1 forbids from clients, stops the
///   stream (``Stop/unmasked``; the guard closes with 1002).
/// - **Fragments.** A message may have at most ``maximumFragments`` frames (its first frame
///   and its continuations); the next continuation stops the stream (``Stop/tooManyFragments``;
///   closed with 1009). The library keeps every frame of a message until the last and checks
///   only their total size, so without this count empty continuation frames (6 bytes each on
///   the wire) grew the server by about 140 bytes each: 2 million of them took it from 40 MB to
///   320 MB.
/// - **Rate.** Every frame, control and continuation frames included, pays
///   ``RateLimiter/cost(bytes:)`` tokens when its header arrives (its payload counted up to
///   `maximumFrameBytes`: a larger frame is refused by the library as soon as its header is
///   read). A frame that must wait stops the stream (``Stop/wait(_:)``) and is not charged
///   again when it passes; one that finds the connection held back for longer than the abuse
///   limit stops it for good (``Stop/tooFast``; closed with 1008).
///
/// The meter holds no bytes: ``advance(over:at:)`` is handed the bytes not yet passed on, from
/// a frame boundary or from within a paid frame's payload, and says how many may pass.
struct FrameMeter {
  /// The most frames in one message: 64. Browsers send a message as one frame; a client that
  /// fragments needs only a few.
  static let maximumFragments = 64

  enum Stop: Equatable {
    /// Wait this many seconds, then call ``FrameMeter/advance(over:at:)`` again with the
    /// bytes from the stopping frame on.
    case wait(Double)
    case unmasked
    case tooManyFragments
    case tooFast
  }

  private(set) var limiter: RateLimiter
  let maximumFrameBytes: Int
  /// Payload bytes of the current frame not yet passed.
  private var payloadLeft: UInt64 = 0
  /// Whether the frame at the start of the next bytes has paid already (it was stopped by a
  /// wait).
  private var prepaid = false
  /// Frames seen of the current fragmented message (0: none open).
  private(set) var fragments = 0
  /// Frames that passed, and times the stream had to wait.
  private(set) var frames = 0
  private(set) var waits = 0

  init(limiter: RateLimiter, maximumFrameBytes: Int) {
    self.limiter = limiter
    self.maximumFrameBytes = maximumFrameBytes
  }

  /// How many of `bytes` may pass on at `now` (seconds, monotonic), and why the rest may not
  /// (`nil`: all may pass, or the rest is an incomplete frame header: send more).
  mutating func advance(over bytes: UnsafeRawBufferPointer, at now: Double) -> (passing: Int, stop: Stop?) {
    var index = 0
    while index < bytes.count {
      if payloadLeft > 0 {
        let skip = Int(min(payloadLeft, UInt64(bytes.count - index)))
        index += skip
        payloadLeft -= UInt64(skip)
        continue
      }
      guard let header = FrameHeader(bytes, at: index) else { break }
      guard header.masked else { return (index, .unmasked) }
      if !prepaid {
        if let stop = charge(header, at: now) { return (index, stop) }
      }
      prepaid = false
      frames += 1
      index += header.size
      payloadLeft = header.length
    }
    return (index, nil)
  }

  /// Counts the frame's place in its message and takes its tokens.
  private mutating func charge(_ header: FrameHeader, at now: Double) -> Stop? {
    switch header.opcode {
    case 0x1, 0x2:
      fragments = header.fin ? 0 : 1
    case 0x0:
      fragments += 1
      guard fragments <= Self.maximumFragments else { return .tooManyFragments }
      if header.fin { fragments = 0 }
    default:
      // Control frames (and reserved opcodes, which the library refuses) stand apart.
      break
    }
    let bytes = Int(min(header.length, UInt64(maximumFrameBytes)))
    let wait = limiter.delay(bytes: bytes, at: now)
    guard wait > 0 else { return nil }
    if limiter.isAbusive(at: now) { return .tooFast }
    waits += 1
    prepaid = true
    return .wait(wait)
  }
}
