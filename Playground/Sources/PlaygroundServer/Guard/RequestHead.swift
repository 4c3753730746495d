import PlaygroundCore

/// The parts of an HTTP request head that ``ConnectionGuard`` checks.
struct RequestHead {
  var hosts: [String] = []
  var origins: [String] = []
  var contentLengths: [String] = []
  /// The `Transfer-Encoding` header's tokens, lowercased, from all its lines.
  var transferEncodings: [String] = []

  /// The request line's target (`/style.css`), as sent.
  var target: [UInt8] = []
  /// Why the HTTP parser would refuse the head (``malformation(of:)``), if it would.
  var malformation: String?

  /// Reads the head's request line and header lines. Lines end at LF, with or without CR
  /// before it, so that no line the HTTP parser might read as a header of its own hides
  /// inside another.
  init(_ bytes: some Collection<UInt8>) {
    malformation = Self.malformation(of: Array(bytes))
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

  /// The methods the HTTP parser knows (llhttp's, uppercase): any other word is refused.
  static let methods: Set<String> = [
    "DELETE", "GET", "HEAD", "POST", "PUT", "CONNECT", "OPTIONS", "TRACE", "COPY", "LOCK", "MKCOL", "MOVE",
    "PROPFIND", "PROPPATCH", "SEARCH", "UNLOCK", "BIND", "REBIND", "UNBIND", "ACL", "REPORT", "MKACTIVITY",
    "CHECKOUT", "MERGE", "M-SEARCH", "NOTIFY", "SUBSCRIBE", "UNSUBSCRIBE", "PATCH", "PURGE", "MKCALENDAR", "LINK",
    "UNLINK", "SOURCE", "QUERY",
  ]
  /// The most header lines a head may have.
  static let maximumHeaderLines = 1_000

  /// What in a complete head (up to its blank line) the HTTP parser refuses, which the guard
  /// answers with `400 Bad Request` at once (the parser itself would drop the connection
  /// without an answer and leave it open until the idle limit): `nil` for a well-formed head.
  /// A request line of exactly three words (a known uppercase method, a target of visible
  /// ASCII, `HTTP/1.0` or `HTTP/1.1`); at most ``maximumHeaderLines`` header lines, none
  /// folded (starting with a space or a tab), each a token name, a colon and a value without
  /// control bytes; no NUL or bare CR anywhere. O(bytes).
  static func malformation(of bytes: [UInt8]) -> String? {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    for i in bytes.indices where bytes[i] == UInt8(ascii: "\n") {
      var line = bytes[start..<i]
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      if line.contains(UInt8(ascii: "\r")) { return "a bare CR" }
      if line.contains(0) { return "a NUL byte" }
      lines.append(line)
      start = i + 1
      if line.isEmpty && lines.count > 1 { break }
    }
    guard let request = lines.first else { return "no request line" }
    let words = request.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
    guard words.count == 3, words.allSatisfy({ !$0.isEmpty }) else { return "a request line that is not three words" }
    guard methods.contains(String(decoding: words[0], as: UTF8.self)) else { return "an unknown method" }
    guard words[1].allSatisfy({ $0 > 0x20 && $0 != 0x7F }) else { return "a control byte in the target" }
    let version = String(decoding: words[2], as: UTF8.self)
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else { return "an unsupported version" }
    let headers = lines.dropFirst().prefix { !$0.isEmpty }
    guard headers.count <= maximumHeaderLines else { return "more than \(maximumHeaderLines) header lines" }
    for line in headers {
      if line.first == UInt8(ascii: " ") || line.first == UInt8(ascii: "\t") { return "a folded header line" }
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else {
        return "a header line without a name"
      }
      guard line[..<colon].allSatisfy(isTokenByte) else { return "a header name that is not a token" }
      let controls = line[(colon + 1)...].contains { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }
      if controls { return "a control byte in a header value" }
    }
    return nil
  }

  /// RFC 9110's `tchar`.
  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default: return "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }
  }

  /// The status a request is refused with before the HTTP layer sees it, if it is: `400` for
  /// a head the HTTP parser refuses (``malformation``) or a target with a NUL byte, raw or
  /// `%00` (a static path would otherwise be cut there: `/style.css%00.html` served
  /// `style.css` as HTML), `413` for a body (no route of the playground takes one).
  var refusedStatus: String? {
    let percentZeroZero = target.indices.dropLast(2).contains {
      target[$0] == UInt8(ascii: "%") && target[$0 + 1] == UInt8(ascii: "0") && target[$0 + 2] == UInt8(ascii: "0")
    }
    if target.contains(0) || percentZeroZero || malformation != nil {
      return "400 Bad Request"
    }
    switch bodyFraming {
    case .length, .chunked: return "413 Content Too Large"
    case .none, .unknown: return nil
    }
  }

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
