/// Checks that a WebSocket comes from the playground's own page.
///
/// Browsers let any web site open a WebSocket to 127.0.0.1; they do send its `Origin`. The
/// playground only upgrades requests without an `Origin` (not a browser) or whose origin's
/// host and port are the ones the request was sent to (its `Host`).
public enum OriginPolicy {
  /// Whether a WebSocket upgrade with these headers is allowed.
  ///
  /// - Parameters:
  ///   - origin: the `Origin` header, if any (`http://127.0.0.1:8080`).
  ///   - host: the `Host` header (`127.0.0.1:8080`).
  public static func allows(origin: String?, host: String?) -> Bool {
    guard let origin else { return true }
    guard let host, !host.isEmpty else { return false }
    let lowered = origin.lowercased()
    let authority: Substring
    if lowered.hasPrefix("http://") {
      authority = lowered.dropFirst("http://".count)
    } else if lowered.hasPrefix("https://") {
      authority = lowered.dropFirst("https://".count)
    } else {
      return false
    }
    return authority == host.lowercased()
  }
}
