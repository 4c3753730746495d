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
    let counters = GuardCounters()

    init(limits: ServerLimits = ServerLimits()) throws {
      channel = EmbeddedChannel(loop: loop)
      let handlers = channel.pipeline.syncOperations
      try handlers.addHandler(ConnectionGuard(hosts: [], limits: limits, counters: counters))
      try handlers.addHandler(events)
      // In front of the guard (nearer the socket): counts the reads the guard lets through.
      try handlers.addHandler(reads, position: .first)
      try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 50_000)).wait()
      channel.localAddress = try SocketAddress(ipAddress: "127.0.0.1", port: 8080)
    }

    func send(_ bytes: [UInt8]) throws { try channel.writeInbound(ByteBuffer(bytes: bytes)) }

    /// The bytes the guard passed on to the HTTP and WebSocket layers since the last call.
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

    /// Sends an upgrade request and checks that it was passed on.
    func upgrade(upgradeHeader: String = "websocket") throws {
      let head = Self.head(upgradeHeader: upgradeHeader)
      try send(head)
      #expect(try passed() == head)
    }

    static func head(upgradeHeader: String? = "websocket", extra: String = "") -> [UInt8] {
      var lines = ["GET /ws HTTP/1.1", "Host: 127.0.0.1:8080"]
      if let upgradeHeader { lines.append("Upgrade: \(upgradeHeader)") }
      lines += [
        "Connection: Upgrade", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13",
      ]
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

  /// A client frame: masked unless told otherwise.
  static func frame(_ opcode: UInt8, _ payload: [UInt8] = [], fin: Bool = true, masked: Bool = true) -> [UInt8] {
    var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode]
    let mask: UInt8 = masked ? 0x80 : 0
    if payload.count < 126 {
      bytes.append(mask | UInt8(payload.count))
    } else if payload.count <= 0xFFFF {
      bytes += [mask | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    } else {
      bytes.append(mask | 127)
      for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8((payload.count >> shift) & 0xFF)) }
    }
    guard masked else { return bytes + payload }
    let key: [UInt8] = [1, 2, 3, 4]
    return bytes + key + payload.enumerated().map { $0.element ^ key[$0.offset % 4] }
  }

  static func text(_ string: String) -> [UInt8] { frame(0x1, Array(string.utf8)) }

  /// The close code of the last close frame in `bytes` (server frames: unmasked, short).
  static func closeCode(in bytes: [UInt8]) -> UInt16? {
    var index = 0
    var code: UInt16?
    while index + 2 <= bytes.count {
      let opcode = bytes[index] & 0x0F
      var length = Int(bytes[index + 1] & 0x7F)
      var start = index + 2
      if length == 126 {
        length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
        start += 2
      }
      if opcode == 0x8, length >= 2 { code = UInt16(bytes[start]) << 8 | UInt16(bytes[start + 1]) }
      index = start + length
    }
    return code
  }

  static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
    String(decoding: bytes, as: UTF8.self).contains(text)
  }

  // MARK: - Request heads

  @Test func aCompleteHeadBeyond16KiBInOneWriteIsRefusedWith431() throws {
    let harness = try Harness()
    let head = Harness.head(upgradeHeader: nil, extra: "X-Pad: " + String(repeating: "x", count: 30_000) + "\r\n")
    #expect(head.count > 30_000)
    try harness.send(head)
    #expect(try harness.passed().isEmpty)
    #expect(Self.contains(try harness.written(), "HTTP/1.1 431"))
    #expect(!harness.channel.isActive)
    #expect(harness.counters.counts.refusedLargeHeads == 1)
  }

  @Test func aHeadJustWithinTheLimitPasses() throws {
    let harness = try Harness()
    var head = Harness.head(upgradeHeader: nil)
    let padding = ConnectionGuard.maximumHeadBytes - head.count - "X-Pad: \r\n".utf8.count
    head = Harness.head(upgradeHeader: nil, extra: "X-Pad: " + String(repeating: "x", count: padding) + "\r\n")
    #expect(head.count == ConnectionGuard.maximumHeadBytes)
    try harness.send(head)
    #expect(try harness.passed() == head)
    #expect(try harness.written().isEmpty)
  }

  @Test func refusalsEndTheConnectionAsAClientThatHangsUpSoNothingIsLoggedAsAnError() throws {
    // 403: the HTTP upgrade handler behind the guard sees `inputClosed` (which Hummingbird
    // logs at trace level), not a removed handler (logged as an error).
    let harness = try Harness()
    try harness.send(Array("GET /ws HTTP/1.1\r\nHost: evil.example:8080\r\n\r\n".utf8))
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

  @Test func aSilentWebSocketIsClosedAfterSixtySeconds() throws {
    let harness = try Harness()
    try harness.upgrade()
    harness.advance(40)
    try harness.send(Self.frame(0xA))  // a pong: the client is there
    harness.advance(55)
    #expect(harness.channel.isActive, "95 s after the upgrade, 55 s after the last frame")
    harness.advance(10)
    #expect(!harness.channel.isActive)
  }

  // MARK: - The Upgrade header (issue 15, reproducer 3)

  @Test func theUpgradeHeaderIsReadAsATokenListAsNIODoes() {
    for value in ["websocket", "WebSocket", "websocket, x", "foo, websocket", "foo,websocket", " x ,\twebsocket\t"] {
      #expect(RequestHead(Harness.head(upgradeHeader: value)).isWebSocketUpgrade, "\(value)")
    }
    for value in ["websockets", "web socket", "x", "", "websocket/13"] {
      #expect(!RequestHead(Harness.head(upgradeHeader: value)).isWebSocketUpgrade, "\(value)")
    }
    // Over several lines, and lines that end in a bare LF.
    let twoLines = Array("GET /ws HTTP/1.1\r\nHost: a\r\nUpgrade: foo\r\nupgrade: websocket\r\n\r\n".utf8)
    #expect(RequestHead(twoLines).isWebSocketUpgrade)
    let bareLF = Array("GET /ws HTTP/1.1\r\nHost: a\r\nX-A: 1\nUpgrade: websocket\r\n\r\n".utf8)
    #expect(RequestHead(bareLF).isWebSocketUpgrade)
    #expect(RequestHead(bareLF).hosts == ["a"])
  }

  @Test(arguments: ["websocket, x", "foo, websocket", "WEBSOCKET"])
  func anUnmaskedFrameAfterAnyUpgradeTheLibraryAcceptsClosesWith1002(upgradeHeader: String) throws {
    let harness = try Harness()
    try harness.upgrade(upgradeHeader: upgradeHeader)
    try harness.send(Self.text(#"{"type":"ping","id":1}"#) + Self.frame(0x1, Array("{}".utf8), masked: false))
    #expect(try harness.passed() == Self.text(#"{"type":"ping","id":1}"#), "the masked frame passes, not the other")
    let written = try harness.written()
    #expect(Self.closeCode(in: written) == 1002)
    #expect(Self.contains(written, "unmasked client frame"))
    #expect(!harness.channel.isActive)
    #expect(harness.counters.counts.closedUnmasked == 1)
  }

  @Test func anUnmaskedFrameInTheUpgradeRequestsOwnWriteClosesWith1002() throws {
    let harness = try Harness()
    try harness.send(Harness.head() + Self.frame(0x9, masked: false))
    #expect(try harness.passed() == Harness.head())
    #expect(Self.closeCode(in: try harness.written()) == 1002)
  }

  // MARK: - Fragments (issue 15, reproducer 1)

  @Test func aMessageMayHave64FramesAndThe65thClosesWith1009() throws {
    let harness = try Harness()
    try harness.upgrade()
    // 64 frames, then a whole message of its own: fine.
    var bytes = Self.frame(0x1, Array("{".utf8), fin: false)
    for _ in 0..<62 { bytes += Self.frame(0x0, [], fin: false) }
    bytes += Self.frame(0x0, Array("}".utf8))
    bytes += Self.text("{}")
    try harness.send(bytes)
    #expect(try harness.passed() == bytes)
    // Empty continuation frames, the reproducer: the 65th frame of the message is not passed on.
    let first = Self.frame(0x1, [], fin: false)
    let empty = Self.frame(0x0, [], fin: false)
    try harness.send(first + Array([[UInt8]](repeating: empty, count: 100).joined()))
    #expect(try harness.passed() == first + Array([[UInt8]](repeating: empty, count: 63).joined()))
    let written = try harness.written()
    #expect(Self.closeCode(in: written) == 1009)
    #expect(Self.contains(written, "more than 64 frames in one message"))
    #expect(!harness.channel.isActive)
    #expect(harness.counters.counts.closedTooManyFragments == 1)
  }

  @Test func controlFramesBetweenFragmentsDoNotCountAsFragments() throws {
    let harness = try Harness()
    try harness.upgrade()
    var bytes = Self.frame(0x1, Array("a".utf8), fin: false)
    for _ in 0..<62 { bytes += Self.frame(0xA) + Self.frame(0x0, Array("b".utf8), fin: false) }
    bytes += Self.frame(0x9) + Self.frame(0x0, Array("c".utf8))
    try harness.send(bytes)
    #expect(try harness.passed() == bytes)
    #expect(harness.channel.isActive)
  }

  @Test func aFrameHeaderSplitAcrossReadsIsFollowed() throws {
    let harness = try Harness()
    try harness.upgrade()
    let payload = [UInt8](repeating: 0x20, count: 300)
    let frame = Self.frame(0x1, payload)
    var passed: [UInt8] = []
    for byte in frame + Self.frame(0x1, [], masked: false) {
      try harness.send([byte])
      passed += try harness.passed()
    }
    #expect(passed == frame)
    #expect(Self.closeCode(in: try harness.written()) == 1002)
  }

  // MARK: - Rate (issue 15, reproducer 2)

  @Test func everyFramePaysControlFramesIncludedAndAWaitingFrameHoldsTheReads() throws {
    let harness = try Harness()
    try harness.upgrade()
    let pong = Self.frame(0xA)
    // The bucket's 5,000 tokens: 5,000 empty pongs pass at once, the next one waits.
    try harness.send(Array([[UInt8]](repeating: pong, count: 5_010).joined()))
    #expect(try harness.passed().count == 5_000 * pong.count)
    let reads = harness.reads.count
    harness.channel.read()
    #expect(harness.reads.count == reads, "no read while a frame waits")
    #expect(harness.counters.counts.framesHeldBack == 1)
    // 1/5,000 s for its debt and 10 ms more: it and the other 9 pass, and the held read is made.
    harness.advance(0.0002 + ConnectionGuard.pacingBatch)
    #expect(try harness.passed().count == 10 * pong.count)
    #expect(harness.reads.count == reads + 1)
    #expect(harness.channel.isActive)
  }

  @Test func binaryFramesPayByTheirSize() throws {
    // The test limits: 200 tokens per second and in the bucket. A 64 KiB frame costs 17, so
    // 11 pass (187 tokens) and the 12th waits.
    let harness = try Harness(limits: .test)
    try harness.upgrade()
    let binary = Self.frame(0x2, [UInt8](repeating: 7, count: 65_536))
    try harness.send(Array([[UInt8]](repeating: binary, count: 12).joined()))
    #expect(try harness.passed().count == 11 * binary.count)
    harness.advance(4.0 / 200 + ConnectionGuard.pacingBatch)
    #expect(try harness.passed().count == binary.count)
  }

  /// Issue 20's HTTP reproducer: one connection pipelining `GET /app.js` is held to the rate
  /// (each head pays its tokens; the rest wait, unread), not answered as fast as it sends. The
  /// requests the guard's timer passes on end a read cycle (see ``aFloodIsPacedNotDropped()``).
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

  /// Frames held back are passed on by the guard's own timer, with no read from the client
  /// (it sent everything at once and waits for the answers), so each batch must end a read
  /// cycle: NIOAsyncChannel hands what it was given to the WebSocket session only then, and
  /// without it the frames waited for the client's next write (its answer to the keep-alive
  /// ping, 15 s later).
  @Test func aFloodIsPacedNotDropped() throws {
    let harness = try Harness(limits: .test)
    try harness.upgrade()
    var sent: [UInt8] = []
    for id in 0..<500 { sent += Self.text(#"{"type":"ping","id":\#(id)}"#) }
    try harness.send(sent)
    var passed = try harness.passed()
    #expect(passed.count < sent.count)
    // 300 frames beyond the bucket at 200 per second (within the 2 s abuse limit): all
    // passed, in order, after 1.5 s.
    var withoutEnd = 0
    for _ in 0..<20 {
      let completed = harness.events.readsCompleted
      harness.advance(0.1)
      let released = try harness.passed()
      if !released.isEmpty && harness.events.readsCompleted == completed { withoutEnd += 1 }
      passed += released
    }
    #expect(passed == sent)
    #expect(withoutEnd == 0, "every batch the timer passed on ended a read cycle")
    #expect(harness.channel.isActive)
  }

  /// Floods `frame` at `perSecond` in steps of 10 ms of the loop's clock, reading as the guard
  /// lets it; returns when the connection closed (the seconds taken) or after `limit` seconds.
  static func flood(_ harness: Harness, frame: [UInt8], perSecond: Int, limit: Double) throws -> Double? {
    let perStep = perSecond / 100
    let batch = Array([[UInt8]](repeating: frame, count: perStep).joined())
    var elapsed = 0.0
    while elapsed < limit {
      if harness.channel.isActive { try harness.send(batch) }
      harness.channel.read()
      _ = try harness.passed()
      guard harness.channel.isActive else { return elapsed }
      harness.advance(0.01)
      elapsed += 0.01
    }
    return nil
  }

  @Test(arguments: [(0x9 as UInt8, "ping frames"), (0xA, "pong frames"), (0x1, "ping messages")])
  func aCheapFloodIsClosedWith1008AfterTheAbuseLimit(opcode: UInt8, what: String) throws {
    // The test limits: 200 tokens per second, closed after 2 s held back.
    let harness = try Harness(limits: .test)
    try harness.upgrade()
    let frame = opcode == 0x1 ? Self.text(#"{"type":"ping","id":1}"#) : Self.frame(opcode)
    // 1,000 per second: the bucket is empty after 0.25 s, and then held back. Every wait
    // overshoots by the 10 ms batch, so the next frames find tokens, and the hold still lasts.
    let closedAfter = try Self.flood(harness, frame: frame, perSecond: 1_000, limit: 10)
    #expect(closedAfter.map { $0 > 2.2 && $0 < 2.5 } == true, "\(what): \(String(describing: closedAfter))")
    let written = try harness.written()
    #expect(Self.closeCode(in: written) == 1008)
    #expect(Self.contains(written, #""code":"too-fast""#))
    #expect(harness.counters.counts.closedTooFast == 1)
  }

  @Test func aClientWithinTheRateIsNeverClosed() throws {
    let harness = try Harness(limits: .test)
    try harness.upgrade()
    #expect(try Self.flood(harness, frame: Self.text(#"{"type":"frame","t":1}"#), perSecond: 100, limit: 20) == nil)
    #expect(harness.counters.counts.framesHeldBack == 0)
  }
}
