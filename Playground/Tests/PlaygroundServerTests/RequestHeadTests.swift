import PlaygroundCore
import Testing

@testable import PlaygroundServer

/// What the connection guard refuses in a request head before the HTTP layer sees it.
@Suite("Request heads")
struct RequestHeadTests {
  static func head(_ text: String) -> RequestHead { RequestHead(Array(text.utf8)) }

  /// Issue 20, reproducers 5 and 10: request bodies get 413 and a NUL in the target 400.
  @Test func bodiesAndNulBytesAreRefused() {
    #expect(Self.head("GET /style.css%00.html HTTP/1.1\r\nHost: a\r\n\r\n").refusedStatus == "400 Bad Request")
    #expect(Self.head("GET /index.html%00 HTTP/1.1\r\n\r\n").refusedStatus == "400 Bad Request")
    #expect(Self.head("GET /a\u{0}b HTTP/1.1\r\n\r\n").refusedStatus == "400 Bad Request")
    #expect(Self.head("POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\n").refusedStatus == "413 Content Too Large")
    #expect(Self.head("GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n").refusedStatus == "413 Content Too Large")
    #expect(Self.head("GET /app.js HTTP/1.1\r\nContent-Length: 0\r\n\r\n").refusedStatus == nil)
    #expect(Self.head("GET /100%25 HTTP/1.1\r\n\r\n").refusedStatus == nil)
  }

  /// Issue 30: a head the HTTP parser refuses is answered 400 by the guard (the parser would
  /// drop it unanswered and the connection would wait out the idle limit).
  @Test func headsTheParserRefusesGet400() {
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
      #expect(Self.head(text).refusedStatus == "400 Bad Request", "\(text.debugDescription.prefix(60))")
    }
    let accepted = [
      "GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n", "HEAD /app.js HTTP/1.0\r\n\r\n",
      "GET / HTTP/1.1\nHost: a\n\n",  // bare LF line ends
      "OPTIONS * HTTP/1.1\r\nX-Tab: a\tb\r\n\r\n",
      "GET /ws HTTP/1.1\r\nHost: a\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n",
      "GET / HTTP/1.1\r\n" + String(repeating: "X-A: b\r\n", count: 1_000) + "\r\n",
    ]
    for text in accepted {
      #expect(Self.head(text).refusedStatus == nil, "\(text.debugDescription.prefix(60))")
    }
  }

  /// Several `Host` or `Origin` lines are refused (which one would the router read?).
  @Test func twoHostsOrTwoOriginsAreRefused() {
    let policy = HostPolicy(port: 8080)
    let twoHosts = Self.head("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nhost: evil.example:8080\r\n\r\n")
    #expect(twoHosts.refusal(policy: policy)?.contains("more than one Host") == true)
    let twoOrigins = Self.head(
      "GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nOrigin: http://127.0.0.1:8080\r\nOrigin: null\r\n\r\n")
    #expect(twoOrigins.refusal(policy: policy)?.contains("more than one Origin") == true)
    #expect(Self.head("GET / HTTP/1.1\r\nHost: localhost:8080\r\n\r\n").refusal(policy: policy) == nil)
  }
}
