import Foundation
import HummingbirdCore
import Logging
import NIOConcurrencyHelpers
import NIOCore
import PlaygroundCore

/// The first handler of every connection, before any HTTP or WebSocket parsing:
///
/// - **Host and Origin.** It holds the bytes of the connection's first request until its
///   head is complete and answers `403 Forbidden` (and closes) if ``HostPolicy`` refuses its
///   `Host` or `Origin` (the port is the one the connection came in on). WebSocket upgrades
///   can only be a connection's first request, so every upgrade is checked here; later plain
///   HTTP requests are checked again by the router's middleware.
/// - **Slow or silent clients.** Every request head of a connection (the first, and each one
///   after it on a kept-alive connection, pipelined or not) must be complete within
///   ``ServerLimits/headDeadline`` and ``maximumHeadBytes`` (else `408` or `431`, and close),
///   whether it arrives in pieces or in one write. The first head's time counts from the
///   connection's start, a later head's from its first byte. The guard follows each request's
///   body (``RequestFraming``) to find where the next head starts, and holds a head's bytes
///   until it is complete; a later refusal waits until the HTTP layer has answered the requests
///   before it (see ``State/ending(_:)``), so responses stay in order. A connection that sends nothing for
///   ``idleLimit`` is closed (WebSocket connections are pinged every 15 s, and browsers answer
///   pings, so an open tab never idles that long). Refusals close the connection the way a
///   client that hangs up does (`inputClosed`), so the HTTP layer logs nothing for them.
/// - **WebSocket frames.** After a request the WebSocket library would upgrade (an `Upgrade`
///   token `websocket`, ``RequestHead/isWebSocketUpgrade``), every frame passes through a
///   ``FrameMeter`` before the library sees it: a frame without a mask closes the connection
///   with 1002, the 65th frame of one message with 1009, and every frame pays the rate
///   limit's tokens. A frame that must wait is held here, and the connection is not read
///   until it passes (TCP pushes back on the client); a connection held back for longer than
///   the abuse limit gets `too-fast` and is closed with 1008. So the library holds at most 64
///   frames of a message, and at most the frames the connection has paid for.
///
/// Time is the event loop's (`EventLoop.now`), so tests drive it with an `EmbeddedEventLoop`.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundIn = ByteBuffer
  typealias OutboundOut = ByteBuffer

  /// The largest request head, in bytes (and the largest trailer section or chunk-size line).
  static let maximumHeadBytes = 16 * 1024
  /// The longest a connection may send nothing.
  static let idleLimit = TimeAmount.seconds(60)
  /// How much longer than its debt a held-back connection waits, so that it then passes
  /// frames in batches (50 at 5,000 tokens per second) rather than one frame per timer.
  static let pacingBatch = 0.01
  /// How long a WebSocket closed by the guard stays open after its close frame (its output
  /// closed, nothing read), so that the client can read the close frame before the reset.
  static let closeDelay = TimeAmount.seconds(1)

  private enum State {
    case head(ByteBuffer)
    /// After a plain HTTP first request: the unread rest of the current body (`nil` between
    /// requests), and the bytes of the next head so far.
    case http(RequestFraming?, ByteBuffer)
    /// A later request was refused (with the status, if any) or cannot be followed: nothing
    /// more is read or passed on, the HTTP layer was told the input ended, and when it closes
    /// the connection (after answering the requests before), the refusal is written first.
    case ending(String?)
    case webSocket
    /// The guard sent a close frame: nothing more is written or read until the connection
    /// closes (``closeDelay`` later).
    case closing
    case closed
  }

  private let hosts: [String]
  private let registry: ConnectionRegistry?
  private var registration: UInt64?
  private let headDeadline: TimeAmount
  private let limits: ServerLimits
  private let counters: GuardCounters
  private var state = State.head(ByteBuffer())
  private var lastRead: NIODeadline?
  private var timer: RepeatedTask?
  private var headTimer: Scheduled<Void>?
  /// WebSocket bytes received and not yet passed on (the rest of one read, at most, while a
  /// frame waits: the connection is not read meanwhile).
  private var pending = ByteBuffer()
  private var meter: FrameMeter
  /// Plain HTTP requests' tokens: each request head and each response pays
  /// ``RateLimiter/cost(bytes:)``, and a head that finds the bucket in debt waits.
  private var httpLimiter: RateLimiter
  /// Whether the head at the start of the held bytes has paid already (it waited).
  private var headPrepaid = false
  private var resume: Scheduled<Void>?
  /// Whether a read was asked for while a frame waited (it is made when the frame passes).
  private var readHeld = false
  private var closeTimer: Scheduled<Void>?

  /// - Parameters:
  ///   - hosts: the accepted host names besides loopback (see ``HostPolicy``).
  ///   - limits: the head deadline and the rate limit.
  ///   - counters: where refusals and waits are counted, for `/stats`.
  ///   - registry: the server's open connections, so that at the connection cap the oldest one
  ///     without a complete request head is closed to make room (``ConnectionRegistry``).
  init(hosts: [String], limits: ServerLimits, counters: GuardCounters, registry: ConnectionRegistry? = nil) {
    self.hosts = hosts
    self.registry = registry
    self.headDeadline = .nanoseconds(Int64(limits.headDeadline * 1e9))
    self.limits = limits
    self.counters = counters
    httpLimiter = RateLimiter(rate: limits.rate, burst: limits.burst, abuseLimit: limits.abuseDuration)
    meter = FrameMeter(
      limiter: RateLimiter(rate: limits.rate, burst: limits.burst, abuseLimit: limits.abuseDuration),
      maximumFrameBytes: Statistics.maximumFrameBytes)
  }

  func handlerAdded(context: ChannelHandlerContext) {
    lastRead = context.eventLoop.now
    let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    if let registry {
      let eventLoop = context.eventLoop
      registration = registry.opened {
        eventLoop.execute {
          let (handler, context) = loopBound.value
          handler.evict(context: context)
        }
      }
    }
    startHeadTimer(context: context)
    timer = context.eventLoop.scheduleRepeatedTask(initialDelay: .seconds(5), delay: .seconds(5)) { _ in
      let (handler, context) = loopBound.value
      if let last = handler.lastRead, context.eventLoop.now - last > Self.idleLimit { handler.close(context: context) }
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    stopTimers()
    unregister()
  }

  private func unregister() {
    if let registration { registry?.closed(registration) }
    registration = nil
  }

  /// Closes a connection that has sent no complete request head, to make room at the
  /// connection cap: `503`, quietly, as a refusal.
  private func evict(context: ChannelHandlerContext) {
    guard case .head = state else { return }
    counters.count(\.closedAtCap)
    refuse(context: context, status: "503 Service Unavailable", reason: "")
  }

  /// Refuses the head being read if it is not complete ``headDeadline`` from now.
  private func startHeadTimer(context: ChannelHandlerContext) {
    headTimer?.cancel()
    let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    headTimer = context.eventLoop.scheduleTask(in: headDeadline) {
      let (handler, context) = loopBound.value
      handler.headTimer = nil
      switch handler.state {
      case .head:
        handler.counters.count(\.headsTimedOut)
        handler.refuse(context: context, status: "408 Request Timeout", reason: "")
      case .http(nil, let held) where held.readableBytes > 0:
        handler.counters.count(\.headsTimedOut)
        handler.end(context: context, refusal: "408 Request Timeout")
      default:
        break
      }
    }
  }

  func channelInactive(context: ChannelHandlerContext) {
    stopTimers()
    unregister()
    state = .closed
    context.fireChannelInactive()
  }

  private func stopTimers() {
    timer?.cancel()
    timer = nil
    headTimer?.cancel()
    headTimer = nil
    resume?.cancel()
    resume = nil
    closeTimer?.cancel()
    closeTimer = nil
  }

  func read(context: ChannelHandlerContext) {
    // A frame waits for its tokens, or the connection is closing: leave the client's bytes
    // in the socket.
    switch state {
    case .closing, .ending: return
    default: break
    }
    guard resume == nil else {
      readHeld = true
      return
    }
    context.read()
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    // Nothing after the guard's close frame (the session's replies still on their way).
    if case .closing = state {
      promise?.fail(ChannelError.outputClosed)
      return
    }
    if case .http = state {
      // Responses pay too: the next request waits for their tokens.
      let bytes = unwrapOutboundIn(data).readableBytes
      _ = httpLimiter.delay(bytes: bytes, at: Double(context.eventLoop.now.uptimeNanoseconds) / 1e9)
    }
    context.write(data, promise: promise)
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    lastRead = context.eventLoop.now
    var bytes = unwrapInboundIn(data)
    switch state {
    case .closed, .closing, .ending:
      return
    case .http(let framing, var held):
      state = .http(framing, ByteBuffer())  // no second reference to `held` while it grows
      held.writeBuffer(&bytes)
      // A request held back by the rate passes when its tokens are paid.
      guard resume == nil else {
        state = .http(framing, held)
        return
      }
      follow(context: context, framing: framing, bytes: held)
    case .webSocket:
      if pending.readableBytes == 0 {
        pending = bytes
      } else {
        pending.writeBuffer(&bytes)
      }
      if resume == nil { pump(context: context) }
    case .head(var held):
      held.writeBuffer(&bytes)
      guard let end = Self.endOfHead(held) else {
        state = .head(held)
        if held.readableBytes > Self.maximumHeadBytes { refuseLargeHead(context: context) }
        return
      }
      // A head that arrived in one write is held to the same limit.
      guard end <= Self.maximumHeadBytes else { return refuseLargeHead(context: context) }
      headTimer?.cancel()
      headTimer = nil
      if let registration { registry?.headArrived(registration) }
      let head = RequestHead(held.readableBytesView.prefix(end))
      let port = context.channel.localAddress?.port ?? -1
      if let reason = head.refusal(policy: HostPolicy(port: port, hosts: hosts)) {
        counters.count(\.refusedHosts)
        return refuse(context: context, status: "403 Forbidden", reason: reason + "\n")
      }
      if let status = head.refusedStatus {
        counters.count(\.refusedRequests)
        return refuse(context: context, status: status, reason: "")
      }
      guard head.isWebSocketUpgrade else {
        _ = httpLimiter.delay(bytes: end, at: Double(context.eventLoop.now.uptimeNanoseconds) / 1e9)
        let request = held.readSlice(length: end)!
        state = .http(RequestFraming(head.bodyFraming, limit: Self.maximumHeadBytes), ByteBuffer())
        context.fireChannelRead(wrapInboundOut(request))
        guard case .http(let framing, _) = state else { return }
        if case .unknown = head.bodyFraming { return self.end(context: context, refusal: nil) }
        return follow(context: context, framing: framing, bytes: held)
      }
      state = .webSocket
      let request = held.readSlice(length: end)!
      pending = held
      context.fireChannelRead(wrapInboundOut(request))
      if case .webSocket = state, resume == nil { pump(context: context) }
    }
  }

  /// Passes on `bytes` (what the connection sent after the last request head passed on) up to
  /// the next request head that is not complete yet, holding each head until it is complete and
  /// refusing it if it is too large, as the first head is.
  private func follow(context: ChannelHandlerContext, framing: RequestFraming?, bytes: ByteBuffer) {
    var framing = framing
    var bytes = bytes
    while bytes.readableBytes > 0 {
      if var body = framing {
        let (consumed, outcome) = bytes.withUnsafeReadableBytes { body.advance(over: $0) }
        framing = body
        let slice = bytes.readSlice(length: consumed)!
        switch outcome {
        case .more, .done:
          if outcome == .done { framing = nil }
          state = .http(framing, ByteBuffer())
          context.fireChannelRead(wrapInboundOut(slice))
          // Passing bytes on may have closed the connection.
          guard case .http = state else { return }
        case .tooLarge:
          return refuseLargeHead(context: context, later: true)
        case .invalid:
          return end(context: context, refusal: nil)
        }
        continue
      }
      guard let end = Self.endOfHead(bytes) else {
        guard bytes.readableBytes <= Self.maximumHeadBytes else {
          return refuseLargeHead(context: context, later: true)
        }
        if headTimer == nil { startHeadTimer(context: context) }
        state = .http(nil, bytes)
        return
      }
      guard end <= Self.maximumHeadBytes else { return refuseLargeHead(context: context, later: true) }
      headTimer?.cancel()
      headTimer = nil
      if !headPrepaid {
        let now = Double(context.eventLoop.now.uptimeNanoseconds) / 1e9
        let wait = httpLimiter.delay(bytes: end, at: now)
        if wait > 0 {
          // Held, whole, until its tokens are paid; the connection is not read meanwhile.
          headPrepaid = true
          counters.count(\.requestsHeldBack)
          state = .http(nil, bytes)
          let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
          resume = context.eventLoop.scheduleTask(in: .nanoseconds(Int64((wait + Self.pacingBatch) * 1e9))) {
            let (handler, context) = loopBound.value
            handler.resume = nil
            guard case .http(nil, let held) = handler.state else { return }
            handler.state = .http(nil, ByteBuffer())
            handler.follow(context: context, framing: nil, bytes: held)
            if handler.readHeld, case .http = handler.state, handler.resume == nil {
              handler.readHeld = false
              context.read()
            }
          }
          return
        }
      }
      headPrepaid = false
      let head = bytes.readSlice(length: end)!
      let parsed = RequestHead(head.readableBytesView)
      if let status = parsed.refusedStatus {
        counters.count(\.refusedRequests)
        return self.end(context: context, refusal: status)
      }
      let bodyFraming = parsed.bodyFraming
      framing = RequestFraming(bodyFraming, limit: Self.maximumHeadBytes)
      state = .http(framing, ByteBuffer())
      context.fireChannelRead(wrapInboundOut(head))
      guard case .http = state else { return }
      if case .unknown = bodyFraming { return self.end(context: context, refusal: nil) }
    }
    state = .http(framing, ByteBuffer())
  }

  /// Ends a connection whose earlier requests the HTTP layer may still be answering: tells it
  /// the input ended (it answers what it has, then closes), and writes `refusal` when it closes.
  private func end(context: ChannelHandlerContext, refusal: String?) {
    state = .ending(refusal)
    headTimer?.cancel()
    headTimer = nil
    context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
  }

  func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
    guard case .ending(let refusal) = state else { return context.close(mode: mode, promise: promise) }
    state = .closed
    guard let refusal else { return context.close(mode: .all, promise: promise) }
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(
      wrapOutboundOut(Self.response(status: refusal, reason: "", allocator: context.channel.allocator))
    )
    .whenComplete { _ in loopBound.value.close(mode: .all, promise: promise) }
  }

  /// Passes on the pending WebSocket bytes as far as the meter allows, and acts on why it
  /// stopped.
  private func pump(context: ChannelHandlerContext) {
    let now = Double(context.eventLoop.now.uptimeNanoseconds) / 1e9
    let waitsBefore = meter.waits
    let (passing, stop) = pending.withUnsafeReadableBytes { meter.advance(over: $0, at: now) }
    if meter.waits > waitsBefore { counters.count(\.framesHeldBack) }
    if passing > 0 {
      let slice = pending.readSlice(length: passing)!
      context.fireChannelRead(wrapInboundOut(slice))
      // Passing bytes on may have closed the connection.
      guard case .webSocket = state else { return }
    }
    switch stop {
    case nil:
      if pending.readableBytes == 0 { pending = ByteBuffer() }
      if readHeld {
        readHeld = false
        context.read()
      }
    case .wait(let seconds):
      let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
      resume = context.eventLoop.scheduleTask(in: .nanoseconds(Int64((seconds + Self.pacingBatch) * 1e9))) {
        let (handler, context) = loopBound.value
        handler.resume = nil
        if case .webSocket = handler.state { handler.pump(context: context) }
      }
    case .unmasked:
      counters.count(\.closedUnmasked)
      closeWebSocket(context: context, code: 1002, reason: "unmasked client frame")
    case .tooManyFragments:
      counters.count(\.closedTooManyFragments)
      closeWebSocket(
        context: context, code: 1009, reason: "more than \(FrameMeter.maximumFragments) frames in one message")
    case .tooFast:
      counters.count(\.closedTooFast)
      let rate = Int(limits.rate)
      let error = ProtocolError(
        .tooFast,
        "held back by the rate limit (\(rate) tokens per second: 1 per frame and 1 per \(RateLimiter.bytesPerToken) "
          + "bytes) for \(ServerLimits.text(limits.abuseDuration)) s without a break: closing")
      closeWebSocket(context: context, code: 1008, reason: "too fast", text: PlaygroundSession.errorReply(error))
    }
  }

  /// The length of the request head including its blank line, if it is complete.
  static func endOfHead(_ buffer: ByteBuffer) -> Int? {
    let view = buffer.readableBytesView
    guard view.count >= 4 else { return nil }
    var index = view.startIndex
    let last = view.endIndex - 4
    while index <= last {
      if view[index] == 13, view[index + 1] == 10, view[index + 2] == 13, view[index + 3] == 10 {
        return index - view.startIndex + 4
      }
      index += 1
    }
    return nil
  }

  private func refuseLargeHead(context: ChannelHandlerContext, later: Bool = false) {
    counters.count(\.refusedLargeHeads)
    let status = "431 Request Header Fields Too Large"
    if later { return end(context: context, refusal: status) }
    refuse(context: context, status: status, reason: "")
  }

  private static func response(status: String, reason: String, allocator: ByteBufferAllocator) -> ByteBuffer {
    let body = Array(reason.utf8)
    let head =
      "HTTP/1.1 \(status)\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n"
      + "Content-Length: \(body.count)\r\n\r\n"
    var buffer = allocator.buffer(capacity: head.utf8.count + body.count)
    buffer.writeString(head)
    buffer.writeBytes(body)
    return buffer
  }

  /// Refuses a connection's first request: nothing was passed on, so the answer goes out at once.
  private func refuse(context: ChannelHandlerContext, status: String, reason: String) {
    let buffer = Self.response(status: status, reason: reason, allocator: context.channel.allocator)
    state = .closed
    headTimer?.cancel()
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(wrapOutboundOut(buffer)).whenComplete { _ in
      // As if the client had hung up: the HTTP upgrade handler, still waiting for a request,
      // then ends quietly (its `inputClosed` path) instead of failing with an error that
      // Hummingbird logs ("Error handling upgrade result") for every refused connection.
      let context = loopBound.value
      context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
      context.close(promise: nil)
    }
  }

  /// Sends `text` (if any) and a close frame with `code` and `reason`, then closes the output
  /// (FIN) once they are written, and the connection ``closeDelay`` later; nothing is read
  /// or written meanwhile. Closing at once would leave the client's unread bytes in the
  /// socket (a flooding client always has some), so the kernel would answer with a reset, and
  /// the client's kernel would drop the close frame if its program had not read it yet.
  private func closeWebSocket(context: ChannelHandlerContext, code: UInt16, reason: String, text: String? = nil) {
    var buffer = context.channel.allocator.buffer(capacity: 256)
    if let text { Self.writeFrame(opcode: 0x1, payload: Array(text.utf8), to: &buffer) }
    Self.writeFrame(opcode: 0x8, payload: [UInt8(code >> 8), UInt8(code & 0xFF)] + Array(reason.utf8), to: &buffer)
    state = .closing
    pending = ByteBuffer()
    resume?.cancel()
    resume = nil
    readHeld = false
    let channel = context.channel
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(wrapOutboundOut(buffer)).whenComplete { _ in
      let outputClosed = channel.eventLoop.makePromise(of: Void.self)
      outputClosed.futureResult.whenFailure { _ in channel.close(promise: nil) }
      loopBound.value.close(mode: .output, promise: outputClosed)
    }
    // Also when the client does not read, so that the close frame is never written.
    closeTimer = context.eventLoop.scheduleTask(in: Self.closeDelay) { channel.close(promise: nil) }
  }

  /// Writes an unmasked server frame (FIN set).
  static func writeFrame(opcode: UInt8, payload: [UInt8], to buffer: inout ByteBuffer) {
    buffer.writeInteger(0x80 | opcode)
    if payload.count < 126 {
      buffer.writeInteger(UInt8(payload.count))
    } else if payload.count <= 0xFFFF {
      buffer.writeInteger(UInt8(126))
      buffer.writeInteger(UInt16(payload.count))
    } else {
      buffer.writeInteger(UInt8(127))
      buffer.writeInteger(UInt64(payload.count))
    }
    buffer.writeBytes(payload)
  }

  private func close(context: ChannelHandlerContext) {
    state = .closed
    stopTimers()
    context.close(promise: nil)
  }
}

/// The parts of an HTTP request head that ``ConnectionGuard`` checks.
struct RequestHead {
  var hosts: [String] = []
  var origins: [String] = []
  /// The `Upgrade` header's tokens, lowercased, from all its lines (`websocket, foo` is two).
  var upgrades: [String] = []
  var contentLengths: [String] = []
  /// The `Transfer-Encoding` header's tokens, lowercased, from all its lines.
  var transferEncodings: [String] = []

  /// The request line's target (`/style.css`), as sent.
  var target: [UInt8] = []

  /// Reads the head's request line and header lines. Lines end at LF, with or without CR
  /// before it, so that no line the HTTP parser might read as a header of its own hides
  /// inside another.
  init(_ bytes: some Collection<UInt8>) {
    let requestLine = bytes.prefix { $0 != UInt8(ascii: "\n") }
    let words = requestLine.split(separator: UInt8(ascii: " "))
    if words.count >= 2 { target = Array(words[1]) }
    let text = String(decoding: bytes, as: UTF8.self)
    for rawLine in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropFirst() {
      var line = Substring(rawLine)
      if line.utf8.last == UInt8(ascii: "\r") { line = Substring(line.utf8.dropLast()) }
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      let value = Self.trimmed(line[line.index(after: colon)...])
      switch name {
      case "host": hosts.append(String(value))
      case "origin": origins.append(String(value))
      case "content-length": contentLengths.append(String(value))
      case "transfer-encoding":
        transferEncodings += value.split(separator: ",", omittingEmptySubsequences: false).map {
          Self.trimmed($0).lowercased()
        }
      case "upgrade":
        // As NIO reads it (`HTTPHeaders[canonicalForm:]`, then a case-insensitive match of
        // each token against the upgraders' protocols): a comma-separated list over every
        // `Upgrade` line, each token trimmed of spaces and tabs.
        upgrades += value.split(separator: ",").map { Self.trimmed($0).lowercased() }
      default: break
      }
    }
  }

  /// How the request's body is framed, as NIO's parser reads it.
  enum BodyFraming: Equatable {
    case none
    case length(Int)
    case chunked
    /// Framing NIO's parser refuses (`Transfer-Encoding` not ending in `chunked`, or with a
    /// `Content-Length`; several or malformed `Content-Length`s): no request can follow it.
    case unknown
  }

  var bodyFraming: BodyFraming {
    if !transferEncodings.isEmpty {
      guard contentLengths.isEmpty, transferEncodings.last == "chunked" else { return .unknown }
      return .chunked
    }
    guard let value = contentLengths.first else { return .none }
    guard contentLengths.count == 1, !value.isEmpty, value.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
      let length = Int(value)
    else { return .unknown }
    return length == 0 ? .none : .length(length)
  }

  /// The status a request is refused with before the HTTP layer sees it, if it is: `413`
  /// for a body (no route of the playground takes one, and a WebSocket upgrade has none),
  /// `400` for a target with a NUL byte, raw or `%00` (a static path would otherwise be cut
  /// there: `/style.css%00.html` served `style.css` as HTML).
  var refusedStatus: String? {
    let percentZeroZero = target.indices.dropLast(2).contains {
      target[$0] == UInt8(ascii: "%") && target[$0 + 1] == UInt8(ascii: "0") && target[$0 + 2] == UInt8(ascii: "0")
    }
    if target.contains(0) || percentZeroZero {
      return "400 Bad Request"
    }
    switch bodyFraming {
    case .length, .chunked: return "413 Content Too Large"
    case .none, .unknown: return nil
    }
  }

  /// Whether the WebSocket library would take this request as an upgrade: one of the
  /// `Upgrade` tokens is `websocket`, in any case (NIO's WebSocket upgrader requires no
  /// `Connection` header).
  var isWebSocketUpgrade: Bool { upgrades.contains("websocket") }

  func refusal(policy: HostPolicy) -> String? {
    guard hosts.count <= 1 else { return "the request has more than one Host header" }
    guard origins.count <= 1 else { return "the request has more than one Origin header" }
    return policy.refusal(host: hosts.first, origin: origins.first)
  }

  /// `text` without leading and trailing spaces and tabs (HTTP's optional whitespace).
  static func trimmed(_ text: Substring) -> Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return text[first...last]
  }
}

/// Puts a ``ConnectionGuard`` in front of another server channel.
struct GuardedChannel<Inner: ServerChildChannel>: ServerChildChannel {
  typealias Value = Inner.Value
  let inner: Inner
  let hosts: [String]
  let limits: ServerLimits
  let counters: GuardCounters
  var registry: ConnectionRegistry? = nil

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    do {
      try channel.pipeline.syncOperations.addHandler(
        ConnectionGuard(hosts: hosts, limits: limits, counters: counters, registry: registry), position: .first)
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
    return inner.setup(channel: channel, logger: logger)
  }

  func handle(value: Value, logger: Logger) async {
    await inner.handle(value: value, logger: logger)
  }
}

/// What the connection guards refused or held back, over all connections (for `/stats`, so
/// that tests can count instead of timing).
final class GuardCounters: Sendable {
  struct Counts: Sendable {
    var refusedHosts = 0
    var refusedLargeHeads = 0
    var headsTimedOut = 0
    var closedUnmasked = 0
    var closedTooManyFragments = 0
    var closedTooFast = 0
    /// Requests refused with 400 (a NUL in the target) or 413 (a body).
    var refusedRequests = 0
    /// Connections without a complete request head closed to make room at the connection cap.
    var closedAtCap = 0
    /// Times a connection's frame had to wait for tokens.
    var framesHeldBack = 0
    /// Times a tab's message had to wait for its ``MessageBudget``.
    var messagesHeldBack = 0
    /// Times a plain HTTP request had to wait for tokens.
    var requestsHeldBack = 0
  }

  private let box = NIOLockedValueBox(Counts())

  func count(_ field: WritableKeyPath<Counts, Int>) {
    box.withLockedValue { $0[keyPath: field] += 1 }
  }

  var counts: Counts { box.withLockedValue { $0 } }
}
