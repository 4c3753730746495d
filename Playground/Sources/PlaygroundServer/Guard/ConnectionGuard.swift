import Foundation
import HummingbirdCore
import Logging
import NIOConcurrencyHelpers
import NIOCore
import PlaygroundCore

/// The first handler of every connection, before any HTTP parsing:
///
/// - **Host and Origin.** It holds the bytes of the connection's first request until its
///   head is complete and answers `403 Forbidden` (and closes) if ``HostPolicy`` refuses its
///   `Host` or `Origin` (the port is the one the connection came in on); later requests are
///   checked again by the router's middleware.
/// - **Heads the HTTP parser refuses, bodies, NUL bytes.** A head NIO's parser would drop
///   unanswered (``RequestHead/malformation(of:)``) is answered `400 Bad Request` and closed
///   at once, as is a target with a NUL byte (raw or `%00`); a request with a body gets
///   `413` (no route takes one).
/// - **Slow or silent clients.** Every request head of a connection (the first, and each one
///   after it on a kept-alive connection, pipelined or not) must be complete within
///   ``ServerLimits/headDeadline`` and ``maximumHeadBytes`` (else `408` or `431`, and close),
///   whether it arrives in pieces or in one write. The first head's time counts from the
///   connection's start, a later head's from its first byte. No request has a body (one with a
///   body is refused), so the next head starts where a head ends; the guard holds a head's
///   bytes until it is complete. A later refusal waits until the HTTP layer has answered the requests
///   before it (see ``State/ending(_:)``), so responses stay in order. A connection that sends
///   nothing for ``idleLimit`` is closed. Refusals close the connection the way a client that
///   hangs up does (`inputClosed`), so the HTTP layer logs nothing for them.
/// - **Rate.** Each request head and each response pays ``RateLimiter`` tokens; a head that
///   finds the bucket in debt waits here, whole, and the connection is not read until it
///   passes (TCP pushes back on the client).
/// - **The connection cap.** Each connection is registered in the server's
///   ``ConnectionRegistry``, which closes the oldest one without a complete head (`503`,
///   quietly) when the cap is reached.
///
/// Time is the event loop's (`EventLoop.now`), so tests drive it with an `EmbeddedEventLoop`.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundIn = ByteBuffer
  typealias OutboundOut = ByteBuffer

  /// The largest request head, in bytes.
  static let maximumHeadBytes = 16 * 1024
  /// The longest a connection may send nothing.
  static let idleLimit = TimeAmount.seconds(60)
  /// How much longer than its debt a held-back connection waits, so that it then passes
  /// requests in batches (50 at 5,000 tokens per second) rather than one request per timer.
  static let pacingBatch = 0.01

  // The state and the members without `private` are shared with the guard's refusals
  // (ConnectionGuard+Refusals.swift).
  enum State {
    case head(ByteBuffer)
    /// After the first request: the bytes of the next head so far.
    case http(ByteBuffer)
    /// A later request was refused (with the status, if any) or cannot be followed: nothing
    /// more is read or passed on, the HTTP layer was told the input ended, and when it closes
    /// the connection (after answering the requests before), the refusal is written first.
    case ending(String?)
    case closed
  }

  private let hosts: [String]
  private let registry: ConnectionRegistry?
  private var registration: UInt64?
  private let headDeadline: TimeAmount
  let counters: GuardCounters
  var state = State.head(ByteBuffer())
  private var lastRead: NIODeadline?
  private var timer: RepeatedTask?
  var headTimer: Scheduled<Void>?
  /// The requests' tokens: each request head and each response pays
  /// ``RateLimiter/cost(bytes:)``, and a head that finds the bucket in debt waits.
  private var limiter: RateLimiter
  /// Whether the head at the start of the held bytes has paid already (it waited).
  private var headPrepaid = false
  /// The timer that passes on a head held back by the rate, while one is.
  private var resume: Scheduled<Void>?
  /// Whether a read was asked for while a head waited (it is made when the head passes).
  private var readHeld = false

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
    self.counters = counters
    limiter = RateLimiter(rate: limits.rate, burst: limits.burst)
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
      case .http(let held) where held.readableBytes > 0:
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
  }

  func read(context: ChannelHandlerContext) {
    // A head waits for its tokens, or the connection is ending: leave the client's bytes in
    // the socket.
    if case .ending = state { return }
    guard resume == nil else {
      readHeld = true
      return
    }
    context.read()
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .http = state {
      // Responses pay too: the next request waits for their tokens.
      let bytes = unwrapOutboundIn(data).readableBytes
      _ = limiter.delay(bytes: bytes, at: Double(context.eventLoop.now.uptimeNanoseconds) / 1e9)
    }
    context.write(data, promise: promise)
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    lastRead = context.eventLoop.now
    var bytes = unwrapInboundIn(data)
    switch state {
    case .closed, .ending:
      return
    case .http(var held):
      state = .http(ByteBuffer())  // no second reference to `held` while it grows
      held.writeBuffer(&bytes)
      // A request held back by the rate passes when its tokens are paid.
      guard resume == nil else {
        state = .http(held)
        return
      }
      follow(context: context, bytes: held)
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
      // A head the HTTP parser would refuse is answered first: its Host means nothing.
      if head.malformation != nil {
        counters.count(\.refusedRequests)
        return refuse(context: context, status: "400 Bad Request", reason: "")
      }
      if let reason = head.refusal(policy: HostPolicy(port: port, hosts: hosts)) {
        counters.count(\.refusedHosts)
        return refuse(context: context, status: "403 Forbidden", reason: reason + "\n")
      }
      if let status = head.refusedStatus {
        counters.count(\.refusedRequests)
        return refuse(context: context, status: status, reason: "")
      }
      _ = limiter.delay(bytes: end, at: Double(context.eventLoop.now.uptimeNanoseconds) / 1e9)
      let request = held.readSlice(length: end)!
      state = .http(ByteBuffer())
      context.fireChannelRead(wrapInboundOut(request))
      guard case .http = state else { return }
      if case .unknown = head.bodyFraming { return self.end(context: context, refusal: nil) }
      follow(context: context, bytes: held)
    }
  }

  /// Passes on `bytes` (what the connection sent after the last request head passed on) up to
  /// the next request head that is not complete yet, holding each head until it is complete and
  /// refusing it if it is too large, as the first head is.
  private func follow(context: ChannelHandlerContext, bytes: ByteBuffer) {
    var bytes = bytes
    while bytes.readableBytes > 0 {
      guard let end = Self.endOfHead(bytes) else {
        guard bytes.readableBytes <= Self.maximumHeadBytes else {
          return refuseLargeHead(context: context, later: true)
        }
        if headTimer == nil { startHeadTimer(context: context) }
        state = .http(bytes)
        return
      }
      guard end <= Self.maximumHeadBytes else { return refuseLargeHead(context: context, later: true) }
      headTimer?.cancel()
      headTimer = nil
      if !headPrepaid {
        let now = Double(context.eventLoop.now.uptimeNanoseconds) / 1e9
        let wait = limiter.delay(bytes: end, at: now)
        if wait > 0 {
          // Held, whole, until its tokens are paid; the connection is not read meanwhile.
          headPrepaid = true
          counters.count(\.requestsHeldBack)
          state = .http(bytes)
          let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
          resume = context.eventLoop.scheduleTask(in: .nanoseconds(Int64((wait + Self.pacingBatch) * 1e9))) {
            let (handler, context) = loopBound.value
            handler.resume = nil
            guard case .http(let held) = handler.state else { return }
            handler.state = .http(ByteBuffer())
            handler.follow(context: context, bytes: held)
            // Outside a read cycle: the layers above hand on what they were given at the end of
            // one (NIOAsyncChannel batches its reads until then), so end this one, or the
            // requests that passed would wait for the client's next write.
            context.fireChannelReadComplete()
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
      state = .http(ByteBuffer())
      context.fireChannelRead(wrapInboundOut(head))
      guard case .http = state else { return }
      if case .unknown = parsed.bodyFraming { return self.end(context: context, refusal: nil) }
    }
    state = .http(ByteBuffer())
  }

  /// Ends a connection whose earlier requests the HTTP layer may still be answering: tells it
  /// the input ended (it answers what it has, then closes), and writes `refusal` when it closes.
  func end(context: ChannelHandlerContext, refusal: String?) {
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

  private func close(context: ChannelHandlerContext) {
    state = .closed
    stopTimers()
    context.close(promise: nil)
  }
}
