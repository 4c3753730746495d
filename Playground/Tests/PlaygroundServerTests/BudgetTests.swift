import Logging
import PlaygroundCore
import Testing

@testable import PlaygroundServer

/// Issue 20: what each message, request and connection costs, on clocks the tests advance.
@Suite("Budgets")
struct BudgetTests {
  /// Reproducer 2: a request waiting behind other sessions' work is not hanging; the hang
  /// limit counts from when the worker started the request it is on.
  @Test func theHangLimitCountsFromWhenTheWorkerStartedTheRequest() {
    var queue = WorkerQueue<Int>()
    // 48 tabs queue a 0.5-s request each at t = 0.
    for tab in 0..<48 { queue.append(session: UInt32(tab), pending: tab, at: 0) }
    var now = 0.0
    for tab in 0..<48 {
      now += 0.5
      // Just before each answer the request the worker is on has run 0.5 s, never 5.
      #expect(!queue.overdue(at: now - 1e-9, limit: 5))
      #expect(queue.answer(session: UInt32(tab), at: now) == tab)
    }
    #expect(queue.isEmpty)
    #expect(!queue.overdue(at: 1000, limit: 5))
    // A request that runs past the limit is overdue, and it is the one the worker is on.
    queue.append(session: 7, pending: 1, at: 100)
    queue.append(session: 8, pending: 2, at: 100)
    #expect(!queue.overdue(at: 105, limit: 5))
    #expect(queue.overdue(at: 105.5, limit: 5))
    #expect(queue.current == 7)
    // An answer for another session than the oldest request's changes nothing.
    #expect(queue.answer(session: 8, at: 106) == nil)
    #expect(queue.removeAll().map(\.session) == [7, 8])
  }

  /// Reproducer 4: a tab gets at most 240 frame replies per second (bursts of 60), however
  /// fast it asks.
  @Test func frameRepliesAreHeldToTheirRate() {
    var budget = MessageBudget()
    let frame = [#"{"type":"frame","t":1,"demos":{}}"#]
    var now = 0.0
    var replies = 0
    while now < 10 {
      let wait = budget.delay(at: now)
      if wait > 0 {
        // (At least a microsecond: a debt of a rounding error would not move the clock.)
        now += max(wait, 1e-6)
        continue
      }
      budget.charge(work: 0, replies: frame, at: now)
      replies += 1
    }
    #expect(replies <= 60 + 240 * 10 + 1)
    #expect(replies >= 240 * 10)
  }

  /// Reproducer 1: a `trace` loop is held by the bytes of its replies and the work they cost.
  @Test func replyBytesAndWorkAreCharged() {
    var budget = MessageBudget()
    let trace = [String(repeating: "x", count: 600_000)]
    var now = 0.0
    var replies = 0
    while now < 10 {
      let wait = budget.delay(at: now)
      if wait > 0 {
        // (At least a microsecond: a debt of a rounding error would not move the clock.)
        now += max(wait, 1e-6)
        continue
      }
      budget.charge(work: 0.001, replies: trace, at: now)
      replies += 1
    }
    // 4 MiB per second: about 7 a second, never 73 in 20 s.
    #expect(replies <= Int((MessageBudget.replyBytesPerSecond * 10.25) / 600_000) + 1)
    var busy = MessageBudget()
    busy.charge(work: 0.5, replies: [], at: 0)
    // Half a second of CPU is paid back at a quarter of a second per second.
    #expect(abs(busy.delay(at: 0) - (0.5 - 0.0625) / 0.25) < 1e-9)
    #expect(MessageBudget.isFrameReply(#"{"type":"frame"}"#))
    #expect(!MessageBudget.isFrameReply(#"{"type":"trace","demo":"frame"}"#))
  }

  /// Reproducer 4: a session's `frame` replies are the ones the frame-reply bucket counts
  /// (they begin with `{"type":"frame"`, whatever key order the JSON encoder keeps; on Linux
  /// it keeps none, and frame replies went uncounted), and no other reply is: 300 frames of a
  /// session with every demo moving charge 300 frame replies, so a tab asking for frames
  /// without pause is held to 240 a second.
  @Test func aSessionsFrameRepliesAreCountedAsFrameReplies() {
    var session = PlaygroundSession()
    var budget = MessageBudget()
    var frames = 0
    var others = 0
    for k in 0..<300 {
      if k % 50 == 0 {
        for text in session.receive(text: #"{"type":"scroll","demo":"banners","index":3,"animated":true}"#)
        where MessageBudget.isFrameReply(text) {
          others += 1
        }
        for text in session.receive(text: #"{"type":"ping","id":1}"#) where MessageBudget.isFrameReply(text) {
          others += 1
        }
      }
      let replies = session.receive(text: #"{"type":"frame","t":\#(1 + Double(k) / 60)}"#)
      frames += replies.filter(MessageBudget.isFrameReply).count
      budget.charge(work: 0, replies: replies, at: 0)
    }
    #expect(frames == 300)
    #expect(others == 0)
    #expect(!MessageBudget.isFrameReply(session.hello()))
    // 60 frame replies in the bucket (a quarter of a second of 240), 300 taken: 240 in debt,
    // a second of the rate.
    #expect(budget.frameReplies.tokens == 60 - 300)
    #expect(budget.delay(at: 0) >= 1.0)
  }

  /// Reproducer 6: at the cap the oldest connection that sent no complete head is closed,
  /// never one that sent a head.
  @Test func atTheCapTheOldestSilentConnectionIsEvicted() {
    let registry = ConnectionRegistry(capacity: 4)
    let evicted = EvictionLog()
    let page = registry.opened { evicted.add(-1) }
    registry.headArrived(page)
    var ids: [UInt64] = []
    for k in 0..<2 { ids.append(registry.opened { evicted.add(k) }) }
    #expect(evicted.all.isEmpty)
    // The fourth connection reaches the cap: the oldest silent one (0) goes.
    ids.append(registry.opened { evicted.add(2) })
    #expect(evicted.all == [0])
    registry.closed(ids[0])
    ids.append(registry.opened { evicted.add(3) })
    #expect(evicted.all == [0, 1])
    #expect(registry.counts.open == 4)
  }

  /// Reproducers 5 and 10: request bodies get 413 and a NUL in the target 400.
  @Test func bodiesAndNulBytesAreRefused() {
    func head(_ text: String) -> RequestHead { RequestHead(Array(text.utf8)) }
    #expect(head("GET /style.css%00.html HTTP/1.1\r\nHost: a\r\n\r\n").refusedStatus == "400 Bad Request")
    #expect(head("GET /index.html%00 HTTP/1.1\r\n\r\n").refusedStatus == "400 Bad Request")
    #expect(head("GET /a\u{0}b HTTP/1.1\r\n\r\n").refusedStatus == "400 Bad Request")
    #expect(head("POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\n").refusedStatus == "413 Content Too Large")
    #expect(head("GET /ws HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n").refusedStatus == "413 Content Too Large")
    #expect(head("GET /app.js HTTP/1.1\r\nContent-Length: 0\r\n\r\n").refusedStatus == nil)
    #expect(head("GET /100%25 HTTP/1.1\r\n\r\n").refusedStatus == nil)
  }

  /// Issue 30: a head the HTTP parser refuses is answered 400 by the guard (the parser would
  /// drop it unanswered and the connection would wait out the idle limit).
  @Test func headsTheParserRefusesGet400() {
    func head(_ text: String) -> RequestHead { RequestHead(Array(text.utf8)) }
    let refused = [
      "BREW / HTTP/1.1\r\n\r\n",  // an unknown method
      "get / HTTP/1.1\r\nHost: a\r\n\r\n",  // a lowercase one
      "GET / HTTP/2.0\r\nHost: a\r\n\r\n",  // a bad version
      "GET / HTTX/1.1\r\n\r\n",
      "GET  / HTTP/1.1\r\n\r\n",  // not three words
      "GET /\u{1}x HTTP/1.1\r\n\r\n",  // a control byte in the target
      "GET /\u{7F} HTTP/1.1\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: a\r\n folded: yes\r\n\r\n",  // a folded line
      "GET / HTTP/1.1\r\nHost: a\r\n\tfolded\r\n\r\n",
      "GET / HTTP/1.1\r\nX-A: b\rc\r\n\r\n",  // a bare CR
      "GET / HTTP/1.1\r\nX-A: b\u{0}c\r\n\r\n",  // a NUL
      "GET / HTTP/1.1\r\nX A: b\r\n\r\n",  // a space in a name
      "GET / HTTP/1.1\r\n: b\r\n\r\n",  // no name
      "GET / HTTP/1.1\r\nno colon\r\n\r\n",
      "GET / HTTP/1.1\r\nX-A: b\u{1}\r\n\r\n",  // a control byte in a value
      "GET / HTTP/1.1\r\n" + String(repeating: "X-A: b\r\n", count: 1_001) + "\r\n",  // 1,001 lines
    ]
    for text in refused {
      #expect(head(text).refusedStatus == "400 Bad Request", "\(text.debugDescription.prefix(60))")
    }
    let accepted = [
      "GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n", "HEAD /app.js HTTP/1.0\r\n\r\n",
      "GET / HTTP/1.1\nHost: a\n\n",  // bare LF line ends
      "OPTIONS * HTTP/1.1\r\nX-Tab: a\tb\r\n\r\n",
      "GET /ws HTTP/1.1\r\nHost: a\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n",
      "GET / HTTP/1.1\r\n" + String(repeating: "X-A: b\r\n", count: 1_000) + "\r\n",
    ]
    for text in accepted {
      #expect(head(text).refusedStatus == nil, "\(text.debugDescription.prefix(60))")
    }
  }

  /// Reproducer 9: a connection that ended during its upgrade is not an error in the log.
  @Test func endingsDuringAnUpgradeAreNotErrors() {
    let message = QuietEndings.upgradeMessage
    for ending in ["Output closed", "Inappropriate operation for state", "Connection reset by peer (errno: 104)"] {
      #expect(QuietEndings.isQuietEnding(level: .error, message: message, metadata: ["error.type": "\(ending)"]))
    }
    #expect(!QuietEndings.isQuietEnding(level: .error, message: message, metadata: ["error.type": "other"]))
    #expect(!QuietEndings.isQuietEnding(level: .error, message: "other", metadata: ["error.type": "Output closed"]))
  }
}
