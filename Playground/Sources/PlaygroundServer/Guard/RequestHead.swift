import PlaygroundCore

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
