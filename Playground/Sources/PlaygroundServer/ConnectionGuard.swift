import Foundation
import HummingbirdCore
import Logging
import NIOCore
import PlaygroundCore

/// The first handler of every connection, before any HTTP or WebSocket parsing:
///
/// - **Host and Origin.** It holds the bytes of the connection's first request until its
///   head is complete and answers `403 Forbidden` (and closes) if ``HostPolicy`` refuses its
///   `Host` or `Origin` (the port is the one the connection came in on). WebSocket upgrades
///   can only be a connection's first request, so every upgrade is checked here; later plain
///   HTTP requests are checked again by the router's middleware.
/// - **Slow or silent clients.** The first request head must be complete within
///   ``ServerLimits/headDeadline`` and ``maximumHeadBytes`` (else `408` or `431`, and close); a connection
///   that sends nothing for ``idleLimit`` is closed (WebSocket connections are pinged every
///   15 s, and browsers answer pings, so an open tab never idles that long).
/// - **Unmasked frames.** After an upgrade request, it reads the WebSocket frame headers as
///   they pass and closes the connection with code 1002 (protocol error) at the first frame
///   without a mask, which RFC 6455 §5.1 forbids from clients.
final class ConnectionGuard: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundOut = ByteBuffer

  /// The largest first request head, in bytes.
  static let maximumHeadBytes = 16 * 1024
  /// The longest a connection may send nothing.
  static let idleLimit = TimeAmount.seconds(60)

  private enum State {
    case head(ByteBuffer)
    case http
    case webSocket(FrameScanner)
    case closed
  }

  private let hosts: [String]
  private let headDeadline: TimeAmount
  private var state = State.head(ByteBuffer())
  private var lastRead = NIODeadline.now()
  private var timer: RepeatedTask?
  private var headTimer: Scheduled<Void>?

  /// - Parameter hosts: the accepted host names besides loopback (see ``HostPolicy``).
  init(hosts: [String], headDeadline: Double) {
    self.hosts = hosts
    self.headDeadline = .nanoseconds(Int64(headDeadline * 1e9))
  }

  func handlerAdded(context: ChannelHandlerContext) {
    let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    headTimer = context.eventLoop.scheduleTask(in: headDeadline) {
      let (handler, context) = loopBound.value
      if case .head = handler.state { handler.refuse(context: context, status: "408 Request Timeout", reason: "") }
    }
    timer = context.eventLoop.scheduleRepeatedTask(initialDelay: .seconds(5), delay: .seconds(5)) { _ in
      let (handler, context) = loopBound.value
      if NIODeadline.now() - handler.lastRead > Self.idleLimit { handler.close(context: context) }
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) { stopTimers() }

  func channelInactive(context: ChannelHandlerContext) {
    stopTimers()
    state = .closed
    context.fireChannelInactive()
  }

  private func stopTimers() {
    timer?.cancel()
    timer = nil
    headTimer?.cancel()
    headTimer = nil
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    lastRead = .now()
    var bytes = unwrapInboundIn(data)
    switch state {
    case .closed:
      return
    case .http:
      context.fireChannelRead(wrapInboundOut(bytes))
    case .webSocket(var scanner):
      guard scanner.scan(bytes.readableBytesView) else { return failUnmasked(context: context) }
      state = .webSocket(scanner)
      context.fireChannelRead(wrapInboundOut(bytes))
    case .head(var held):
      held.writeBuffer(&bytes)
      guard let end = Self.endOfHead(held) else {
        state = .head(held)
        if held.readableBytes > Self.maximumHeadBytes {
          refuse(context: context, status: "431 Request Header Fields Too Large", reason: "")
        }
        return
      }
      headTimer?.cancel()
      let head = RequestHead(String(decoding: held.readableBytesView.prefix(end), as: UTF8.self))
      let port = context.channel.localAddress?.port ?? -1
      if let reason = head.refusal(policy: HostPolicy(port: port, hosts: hosts)) {
        return refuse(context: context, status: "403 Forbidden", reason: reason + "\n")
      }
      if head.isWebSocketUpgrade {
        var scanner = FrameScanner()
        guard scanner.scan(held.readableBytesView.dropFirst(end)) else { return failUnmasked(context: context) }
        state = .webSocket(scanner)
      } else {
        state = .http
      }
      context.fireChannelRead(wrapInboundOut(held))
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

  private func refuse(context: ChannelHandlerContext, status: String, reason: String) {
    let body = Array(reason.utf8)
    let head =
      "HTTP/1.1 \(status)\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n"
      + "Content-Length: \(body.count)\r\n\r\n"
    var buffer = context.channel.allocator.buffer(capacity: head.utf8.count + body.count)
    buffer.writeString(head)
    buffer.writeBytes(body)
    state = .closed
    let channel = context.channel
    context.writeAndFlush(wrapOutboundOut(buffer)).whenComplete { _ in channel.close(promise: nil) }
  }

  private func failUnmasked(context: ChannelHandlerContext) {
    // A close frame: FIN + opcode 8, unmasked (from the server), code 1002, and a reason.
    let reason = Array("unmasked client frame".utf8)
    var buffer = context.channel.allocator.buffer(capacity: 4 + reason.count)
    buffer.writeBytes([0x88, UInt8(2 + reason.count), 0x03, 0xEA])
    buffer.writeBytes(reason)
    state = .closed
    let channel = context.channel
    context.writeAndFlush(wrapOutboundOut(buffer)).whenComplete { _ in channel.close(promise: nil) }
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
  var upgrade: String?

  init(_ text: String) {
    for line in text.split(separator: "\r\n").dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      switch name {
      case "host": hosts.append(value)
      case "origin": origins.append(value)
      case "upgrade": upgrade = value.lowercased()
      default: break
      }
    }
  }

  var isWebSocketUpgrade: Bool { upgrade == "websocket" }

  func refusal(policy: HostPolicy) -> String? {
    guard hosts.count <= 1 else { return "the request has more than one Host header" }
    guard origins.count <= 1 else { return "the request has more than one Origin header" }
    return policy.refusal(host: hosts.first, origin: origins.first)
  }
}

/// Follows WebSocket frame headers through a byte stream (RFC 6455 §5.2) and reports a
/// frame whose MASK bit is clear.
struct FrameScanner {
  private var header: [UInt8] = []
  private var remaining: UInt64 = 0

  /// Reads the next bytes of the stream; `false` at a frame without a mask.
  mutating func scan(_ bytes: some Collection<UInt8>) -> Bool {
    var index = bytes.startIndex
    while index != bytes.endIndex {
      if remaining > 0 {
        let available = bytes.distance(from: index, to: bytes.endIndex)
        let skip = Int(min(remaining, UInt64(available)))
        index = bytes.index(index, offsetBy: skip)
        remaining -= UInt64(skip)
        continue
      }
      header.append(bytes[index])
      index = bytes.index(after: index)
      guard header.count >= 2 else { continue }
      guard header[1] & 0x80 != 0 else { return false }
      let short = header[1] & 0x7F
      let lengthBytes = short == 126 ? 2 : short == 127 ? 8 : 0
      guard header.count == 2 + lengthBytes + 4 else { continue }
      var length = UInt64(short)
      if lengthBytes > 0 {
        length = header[2..<(2 + lengthBytes)].reduce(0) { ($0 << 8) | UInt64($1) }
      }
      header.removeAll(keepingCapacity: true)
      remaining = length
    }
    return true
  }
}

/// Puts a ``ConnectionGuard`` in front of another server channel.
struct GuardedChannel<Inner: ServerChildChannel>: ServerChildChannel {
  typealias Value = Inner.Value
  let inner: Inner
  let hosts: [String]
  let limits: ServerLimits

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    do {
      try channel.pipeline.syncOperations.addHandler(
        ConnectionGuard(hosts: hosts, headDeadline: limits.headDeadline), position: .first)
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
    return inner.setup(channel: channel, logger: logger)
  }

  func handle(value: Value, logger: Logger) async {
    await inner.handle(value: value, logger: logger)
  }
}
