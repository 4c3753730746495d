/// Decides which requests the playground answers, against DNS rebinding and other sites.
///
/// Browsers let any web site send requests to 127.0.0.1, and a site can point a name of its
/// own at 127.0.0.1 (DNS rebinding): its page then talks to the playground as
/// `Host: evil.example:8080`, `Origin: http://evil.example:8080`, both "same origin". So the
/// playground answers a request only when
///
/// - its `Host` names a loopback address (`localhost`, `127.0.0.0/8`, `[::1]`) or one of the
///   configured host names (`--host`, `--allow-host`), **with the port the server listens
///   on** (a `Host` without a port means port 80); and
/// - its `Origin`, when a browser sent it (`http(s)://…` or `null`; browsers send one with
///   cross-origin requests), is `http://` + such a host and port. Origins of other schemes come
///   from non-browser clients and count as absent.
///
/// Everything else is refused with HTTP 403. Names compare case-insensitively; IPv6
/// literals are written in brackets in headers (`[::1]:8080`) and given without them here.
package struct HostPolicy: Sendable, Hashable {
  /// The port the server listens on.
  package var port: Int
  /// The accepted non-loopback host names, lowercased, IPv6 literals without brackets.
  package private(set) var names: Set<String>

  /// - Parameters:
  ///   - port: the port the server listens on (the actual one, after binding port 0).
  ///   - hosts: further accepted host names besides loopback: the address the server was
  ///     told to listen on and any extra names (IPv6 literals with or without brackets).
  package init(port: Int, hosts: [String] = []) {
    self.port = port
    self.names = Set(
      hosts.map { name in
        let lowered = name.lowercased()
        if lowered.hasPrefix("["), lowered.hasSuffix("]") { return String(lowered.dropFirst().dropLast()) }
        return lowered
      })
  }

  /// Why a request is refused, or `nil` if it is accepted.
  ///
  /// - Parameters:
  ///   - host: the `Host` header (or HTTP/2 `:authority`), `127.0.0.1:8080`.
  ///   - origin: the `Origin` header, if any, `http://127.0.0.1:8080`.
  package func refusal(host: String?, origin: String?) -> String? {
    guard let host, !host.isEmpty else { return "the request has no Host header" }
    guard let authority = Self.authority(host), accepts(authority) else {
      return "Host \(snippet(host)) is not this playground (loopback names or the configured host, port \(port))"
    }
    guard let origin else { return nil }
    let lowered = origin.lowercased()
    // Browsers send `http(s)://host[:port]`, or `null` for opaque origins (sandboxed frames,
    // files): those are checked. Any other scheme (`ws://localhost` from a WebSocket client
    // library) comes from no web page, so it is treated as no Origin at all, which is
    // accepted: a non-browser client can always leave the header out.
    guard lowered == "null" || lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else { return nil }
    guard lowered.hasPrefix("http://"), let from = Self.authority(String(lowered.dropFirst("http://".count))),
      accepts(from)
    else {
      return "Origin \(snippet(origin)) is another site"
    }
    return nil
  }

  /// Whether a request with these headers is accepted.
  package func allows(host: String?, origin: String?) -> Bool { refusal(host: host, origin: origin) == nil }

  private func accepts(_ authority: (name: String, port: Int)) -> Bool {
    authority.port == port && (Self.isLoopback(authority.name) || names.contains(authority.name))
  }

  /// Splits `name[:port]` or `[v6][:port]` into a lowercased name (brackets removed) and a
  /// port (80 when absent); `nil` if it is malformed.
  static func authority(_ text: String) -> (name: String, port: Int)? {
    let lowered = text.lowercased()
    let name: Substring
    let rest: Substring
    if lowered.hasPrefix("[") {
      guard let close = lowered.firstIndex(of: "]") else { return nil }
      name = lowered[lowered.index(after: lowered.startIndex)..<close]
      rest = lowered[lowered.index(after: close)...]
    } else if let colon = lowered.firstIndex(of: ":") {
      name = lowered[..<colon]
      rest = lowered[colon...]
    } else {
      name = lowered[...]
      rest = ""
    }
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "-.:_".contains($0) }) else { return nil }
    if rest.isEmpty { return (String(name), 80) }
    guard rest.first == ":", rest.count >= 2, rest.count <= 6, rest.dropFirst().allSatisfy(\.isASCIIDigit),
      let port = Int(rest.dropFirst()), port <= 65535
    else { return nil }
    return (String(name), port)
  }

  /// Whether a host name (lowercased, no brackets) is a loopback address: `localhost`,
  /// `127.a.b.c` or `::1`.
  package static func isLoopback(_ name: String) -> Bool {
    if name == "localhost" || name == "::1" { return true }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0] == "127" else { return false }
    return parts.allSatisfy { part in
      !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCIIDigit) && Int(part)! <= 255
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

/// A value quoted for an error message, cut to 40 characters.
func snippet(_ value: String) -> String {
  value.count > 40 ? "\"\(value.prefix(40))…\"" : "\"\(value)\""
}
