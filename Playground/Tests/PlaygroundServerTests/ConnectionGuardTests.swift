import NIOCore
import NIOEmbedded
import PlaygroundCore
import Testing

@testable import PlaygroundServer

/// The connection guard in an `EmbeddedChannel`: its clock is the embedded event loop's, which
/// only moves when a test advances it, so deadlines, idle periods and rates are tested exactly
/// and a busy machine changes nothing.
@Suite("Connection guard")
struct ConnectionGuardTests {
  /// A guard on port 8080 of an embedded channel, with what it passed on, wrote and let read.
  final class Harness {
    let loop = EmbeddedEventLoop()
    let channel: EmbeddedChannel
    let reads = ReadCounter()
    let events = EventRecorder()
    let counters: GuardCounters

    init(
      limits: ServerLimits = ServerLimits(), counters: GuardCounters = GuardCounters(),
      registry: ConnectionRegistry? = nil
    ) throws {
      self.counters = counters
      channel = EmbeddedChannel(loop: loop)
      let handlers = channel.pipeline.syncOperations
      try handlers.addHandler(ConnectionGuard(hosts: [], limits: limits, counters: counters, registry: registry))
      try handlers.addHandler(events)
      // In front of the guard (nearer the socket): counts the reads the guard lets through.
      try handlers.addHandler(reads, position: .first)
      try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 50_000)).wait()
      channel.localAddress = try SocketAddress(ipAddress: "127.0.0.1", port: 8080)
    }

    func send(_ bytes: [UInt8]) throws { try channel.writeInbound(ByteBuffer(bytes: bytes)) }

    /// The bytes the guard passed on to the HTTP layer since the last call.
    func passed() throws -> [UInt8] {
      var all: [UInt8] = []
      while let buffer = try channel.readInbound(as: ByteBuffer.self) { all += Array(buffer.readableBytesView) }
      return all
    }

    /// The bytes the guard wrote to the client since the last call.
    func written() throws -> [UInt8] {
      var all: [UInt8] = []
      while let buffer = try channel.readOutbound(as: ByteBuffer.self) { all += Array(buffer.readableBytesView) }
      return all
    }

    func advance(_ seconds: Double) { loop.advanceTime(by: .nanoseconds(Int64(seconds * 1e9))) }

    /// A browser's first request for the page, with `extra` header lines.
    static func head(extra: String = "") -> [UInt8] {
      let lines = ["GET / HTTP/1.1", "Host: 127.0.0.1:8080", "Accept: text/html", "Connection: keep-alive"]
      return Array((lines.joined(separator: "\r\n") + "\r\n" + extra + "\r\n").utf8)
    }
  }

  final class ReadCounter: ChannelOutboundHandler {
    typealias OutboundIn = ByteBuffer
    var count = 0

    func read(context: ChannelHandlerContext) {
      count += 1
      context.read()
    }
  }

  final class EventRecorder: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    var inputClosed = false
    /// Read cycles ended (`channelReadComplete`), after which NIOAsyncChannel hands on its reads.
    var readsCompleted = 0
    /// If set, answers `inputClosed` as Hummingbird's HTTP layer does: writes the response
    /// still due (these bytes), then closes.
    var answerBeforeClosing: [UInt8]?

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
      if let event = event as? ChannelEvent, event == .inputClosed {
        inputClosed = true
        if let answer = answerBeforeClosing {
          context.writeAndFlush(NIOAny(ByteBuffer(bytes: answer)), promise: nil)
          context.close(promise: nil)
        }
      }
      context.fireUserInboundEventTriggered(event)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
      readsCompleted += 1
      context.fireChannelReadComplete()
    }
  }

  static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
    String(decoding: bytes, as: UTF8.self).contains(text)
  }

  // MARK: - Request heads

  @Test func aCompleteHeadBeyond16KiBInOneWriteIsRefusedWith431() throws {
    let harness = try Harness()
    let head = Harness.head(extra: "X-Pad: " + String(repeating: "x", count: 30_000) + "\r\n")
    #expect(head.count > 30_000)
    try harness.send(head)
    #expect(try harness.passed().isEmpty)
    #expect(Self.contains(try harness.written(), "HTTP/1.1 431"))
    #expect(!harness.channel.isActive)
    #expect(harness.counters.counts.refusedLargeHeads == 1)
  }

  @Test func aHeadJustWithinTheLimitPasses() throws {
    let harness = try Harness()
    var head = Harness.head()
    let padding = ConnectionGuard.maximumHeadBytes - head.count - "X-Pad: \r\n".utf8.count
    head = Harness.head(extra: "X-Pad: " + String(repeating: "x", count: padding) + "\r\n")
    #expect(head.count == ConnectionGuard.maximumHeadBytes)
    try harness.send(head)
    #expect(try harness.passed() == head)
    #expect(try harness.written().isEmpty)
  }

  @Test func refusalsEndTheConnectionAsAClientThatHangsUpSoNothingIsLoggedAsAnError() throws {
    // 403: the HTTP layer behind the guard sees `inputClosed`, as when a client hangs up.
    let harness = try Harness()
    try harness.send(Array("GET / HTTP/1.1\r\nHost: evil.example:8080\r\n\r\n".utf8))
    #expect(Self.contains(try harness.written(), "HTTP/1.1 403"))
    #expect(harness.events.inputClosed)
    #expect(!harness.channel.isActive)
    // 431 and 408 the same way.
    let large = try Harness()
    try large.send(Array(("GET / HTTP/1.1\r\nX-Pad: " + String(repeating: "x", count: 20_000)).utf8))
    #expect(Self.contains(try large.written(), "HTTP/1.1 431"))
    #expect(large.events.inputClosed)
    let silent = try Harness()
    silent.advance(10.5)
    #expect(Self.contains(try silent.written(), "HTTP/1.1 408"))
    #expect(silent.events.inputClosed)
  }

  @Test func aHeadIsGivenTenSecondsOnTheLoopsClock() throws {
    let harness = try Harness()
    try harness.send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1".utf8))
    harness.advance(9.9)
    #expect(try harness.written().isEmpty)
    #expect(harness.channel.isActive)
    harness.advance(0.2)
    #expect(Self.contains(try harness.written(), "HTTP/1.1 408"))
    #expect(harness.counters.counts.headsTimedOut == 1)
  }

  // MARK: - Later request heads on a kept-alive connection

  static let ok = Array("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n".utf8)

  static func plainHead(path: String = "/", extra: String = "") -> [UInt8] {
    Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\(extra)\r\n".utf8)
  }

  static let padding = "X-Pad: " + String(repeating: "x", count: 30_000) + "\r\n"

  /// A harness whose HTTP layer answers the request in flight when told the input ended.
  static func keptAlive() throws -> Harness {
    let harness = try Harness()
    harness.events.answerBeforeClosing = ok
    return harness
  }

  @Test func aSecondHeadBeyond16KiBInOneWriteIsRefusedWith431AndTheConnectionCloses() throws {
    let harness = try Self.keptAlive()
    try harness.send(Self.plainHead())
    #expect(try harness.passed() == Self.plainHead())
    let second = Self.plainHead(path: "/second", extra: Self.padding)
    #expect(second.count > 30_000)
    try harness.send(second)
    #expect(try harness.passed().isEmpty)
    let written = String(decoding: try harness.written(), as: UTF8.self)
    #expect(
      written.hasSuffix(
        "HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n"
          + "Content-Type: text/plain; charset=utf-8\r\nContent-Length: 0\r\n\r\n"))
    #expect(harness.events.inputClosed)
    #expect(!harness.channel.isActive)
    #expect(harness.counters.counts.refusedLargeHeads == 1)
  }

  @Test func aPipelinedSecondHeadBeyond16KiBIsRefusedAfterTheFirstIsAnswered() throws {
    let harness = try Self.keptAlive()
    try harness.send(Self.plainHead() + Self.plainHead(path: "/second", extra: Self.padding))
    #expect(try harness.passed() == Self.plainHead())
    let written = String(decoding: try harness.written(), as: UTF8.self)
    #expect(written.hasPrefix("HTTP/1.1 200 OK\r\n"), "the first request's answer comes first")
    #expect(written.contains("\r\n\r\nHTTP/1.1 431 "))
    #expect(!harness.channel.isActive)
    #expect(harness.counters.counts.refusedLargeHeads == 1)
  }

  @Test func aSecondHeadBeyond16KiBInPiecesIsRefused() throws {
    let harness = try Self.keptAlive()
    try harness.send(Self.plainHead())
    #expect(try harness.passed() == Self.plainHead())
    for _ in 0..<4 { try harness.send(Array(("X-Pad: " + String(repeating: "x", count: 5_000) + "\r\n").utf8)) }
    #expect(try harness.passed().isEmpty)
    #expect(Self.contains(try harness.written(), "HTTP/1.1 431"))
    #expect(!harness.channel.isActive)
  }

  @Test func normalLaterRequestsPassWholeInOrderAndInPieces() throws {
    let harness = try Self.keptAlive()
    try harness.send(Self.plainHead())
    try harness.send(Self.plainHead(path: "/second"))
    #expect(try harness.passed() == Self.plainHead() + Self.plainHead(path: "/second"))
    // Pipelined, the third in two pieces.
    let third = Self.plainHead(path: "/third")
    try harness.send(Array(third.prefix(10)))
    try harness.send(Array(third.dropFirst(10)))
    #expect(try harness.passed() == third)
    #expect(try harness.written().isEmpty)
    #expect(harness.channel.isActive)
    // A body (issue 20: no route takes one) is refused with 413, its head never passed on.
    let body = "GET /x HTTP/1.1\r\n" + Self.padding + "\r\n"
    let posted = Array(
      "POST /p HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    try harness.send(posted + Self.plainHead(path: "/fourth"))
    #expect(try harness.passed().isEmpty)
    #expect(harness.counters.counts.refusedRequests == 1)
    #expect(harness.counters.counts.refusedLargeHeads == 0)
  }

  @Test func aLaterHeadIsGivenTenSecondsFromItsFirstByte() throws {
    let harness = try Self.keptAlive()
    try harness.send(Self.plainHead())
    harness.advance(30)
    #expect(harness.channel.isActive, "a kept-alive connection may wait between requests")
    try harness.send(Array("GET /second HTTP/1.1\r\n".utf8))
    harness.advance(9.9)
    #expect(try harness.written().isEmpty)
    harness.advance(0.2)
    #expect(Self.contains(try harness.written(), "HTTP/1.1 408"))
    #expect(!harness.channel.isActive)
    #expect(harness.counters.counts.headsTimedOut == 1)
  }

  @Test func aSilentConnectionIsClosedAfterSixtySeconds() throws {
    let harness = try Self.keptAlive()
    try harness.send(Self.plainHead())
    harness.advance(40)
    try harness.send(Self.plainHead(path: "/app.js"))  // the client is there
    harness.advance(55)
    #expect(harness.channel.isActive, "95 s after the first request, 55 s after the last")
    harness.advance(10)
    #expect(!harness.channel.isActive)
  }

  /// Issue 20's HTTP reproducer: one connection pipelining `GET /app.js` is held to the rate
  /// (each head pays its tokens; the rest wait, unread), not answered as fast as it sends. The
  /// requests the guard's timer passes on, with no read from the client (it sent everything at
  /// once and waits for the answers), end a read cycle: NIOAsyncChannel hands what it was given
  /// to the HTTP layer only then, and without it they would wait for the client's next write.
  @Test func pipelinedRequestsArePacedByTheirTokens() throws {
    let harness = try Harness(limits: .test)
    let one = Array("GET /app.js HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n".utf8)
    let sent = Array([[UInt8]](repeating: one, count: 500).joined())
    try harness.send(sent)
    var passed = try harness.passed()
    let atOnce = passed.count / one.count
    #expect(atOnce < 500, "the bucket holds most of the flood back")
    var steps = 0
    var withoutEnd = 0
    while passed.count < sent.count && steps < 100 {
      let completed = harness.events.readsCompleted
      harness.advance(0.1)
      let released = try harness.passed()
      if !released.isEmpty && harness.events.readsCompleted == completed { withoutEnd += 1 }
      harness.channel.read()
      passed += try released + harness.passed()
      steps += 1
    }
    #expect(passed == sent, "every request passes, whole and in order")
    #expect(steps >= (500 - atOnce) / 40, "at the rate, not at once (200 per second: 20 per step)")
    #expect(withoutEnd == 0, "every request the timer passed on ended a read cycle")
    #expect(harness.channel.isActive)
  }

  /// A WebSocket upgrade is an ordinary request now (no route upgrades it): what follows it is
  /// read as the next request head, so no frame reaches the HTTP layer.
  @Test func anUpgradeRequestIsAnOrdinaryRequestAndFramesAfterItAreNoHead() throws {
    let harness = try Self.keptAlive()
    let upgrade = Self.plainHead(
      path: "/ws", extra: "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n")
    let frame: [UInt8] = [0x81, 0x82, 1, 2, 3, 4, 0x7A, 0x7F]
    try harness.send(upgrade + frame)
    #expect(try harness.passed() == upgrade)
    harness.advance(10.1)
    #expect(Self.contains(try harness.written(), "HTTP/1.1 408"))
    #expect(!harness.channel.isActive)
  }

  // MARK: - The connection cap

  /// Issue 30: 1,100 connections each sending a head the HTTP parser refuses, at a cap of
  /// 1,024, are each answered 400 and closed at once, so they hold no place under the cap
  /// (before, they were never answered and never evicted); a new client's request then passes.
  @Test func headsTheParserRefusesAreClosedAndHoldNoPlaceAtTheCap() throws {
    let counters = GuardCounters()
    let registry = ConnectionRegistry(capacity: ServerLimits().maximumConnections)
    var connections: [Harness] = []
    for _ in 0..<1_100 {
      let harness = try Harness(counters: counters, registry: registry)
      try harness.send(Array("BREW / HTTP/1.1\r\n\r\n".utf8))
      #expect(String(decoding: try harness.written(), as: UTF8.self).hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
      #expect(!harness.channel.isActive)
      #expect(try harness.passed().isEmpty)
      connections.append(harness)
    }
    #expect(registry.counts.open == 0)
    #expect(counters.counts.refusedRequests == 1_100)
    #expect(counters.counts.closedAtCap == 0)
    let page = try Harness(counters: counters, registry: registry)
    try page.send(Self.plainHead())
    #expect(try page.passed() == Self.plainHead())
    #expect(page.channel.isActive)
  }

  /// At the cap, the oldest connection without a complete head is closed (503, quietly), and
  /// a connection that sent its head is kept.
  @Test func atTheCapTheOldestSilentConnectionIsClosed() throws {
    let counters = GuardCounters()
    let registry = ConnectionRegistry(capacity: 3)
    let page = try Harness(counters: counters, registry: registry)
    try page.send(Self.plainHead())
    let silent = try Harness(counters: counters, registry: registry)
    let slow = try Harness(counters: counters, registry: registry)
    try slow.send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:80".utf8))
    silent.loop.run()
    #expect(Self.contains(try silent.written(), "HTTP/1.1 503"))
    #expect(!silent.channel.isActive)
    #expect(page.channel.isActive && slow.channel.isActive)
    let another = try Harness(counters: counters, registry: registry)
    slow.loop.run()
    #expect(!slow.channel.isActive, "the slow head is the oldest without a complete head now")
    #expect(page.channel.isActive && another.channel.isActive)
    #expect(counters.counts.closedAtCap == 2)
  }
}
