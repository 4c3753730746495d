import NIOConcurrencyHelpers

/// What the connection guards refused or held back, over all connections (for `/stats`, so
/// that tests can count instead of timing).
final class GuardCounters: Sendable {
  struct Counts: Sendable {
    /// Requests refused with 403 (``HostPolicy``).
    var refusedHosts = 0
    /// Request heads refused with 431.
    var refusedLargeHeads = 0
    /// Request heads refused with 408.
    var headsTimedOut = 0
    /// Requests refused with 400 (a head the HTTP parser refuses, a NUL in the target) or 413
    /// (a body).
    var refusedRequests = 0
    /// Connections without a complete request head closed to make room at the connection cap.
    var closedAtCap = 0
    /// Times a request head had to wait for tokens.
    var requestsHeldBack = 0

    /// The counts as a JSON object, for `/stats`.
    var json: String {
      "{\"refusedHosts\":\(refusedHosts),\"refusedLargeHeads\":\(refusedLargeHeads),"
        + "\"headsTimedOut\":\(headsTimedOut),\"refusedRequests\":\(refusedRequests),"
        + "\"closedAtCap\":\(closedAtCap),\"requestsHeldBack\":\(requestsHeldBack)}"
    }
  }

  private let box = NIOLockedValueBox(Counts())

  func count(_ field: WritableKeyPath<Counts, Int>) {
    box.withLockedValue { $0[keyPath: field] += 1 }
  }

  var counts: Counts { box.withLockedValue { $0 } }
}
