import NIOConcurrencyHelpers

/// What the connection guards refused or held back, over all connections (for `/stats`, so
/// that tests can count instead of timing).
final class GuardCounters: Sendable {
  struct Counts: Sendable {
    var refusedHosts = 0
    var refusedLargeHeads = 0
    var headsTimedOut = 0
    var closedUnmasked = 0
    var closedTooManyFragments = 0
    var closedTooFast = 0
    /// Requests refused with 400 (a NUL in the target) or 413 (a body).
    var refusedRequests = 0
    /// Connections without a complete request head closed to make room at the connection cap.
    var closedAtCap = 0
    /// Times a connection's frame had to wait for tokens.
    var framesHeldBack = 0
    /// Times a tab's message had to wait for its ``MessageBudget``.
    var messagesHeldBack = 0
    /// Times a plain HTTP request had to wait for tokens.
    var requestsHeldBack = 0
  }

  private let box = NIOLockedValueBox(Counts())

  func count(_ field: WritableKeyPath<Counts, Int>) {
    box.withLockedValue { $0[keyPath: field] += 1 }
  }

  var counts: Counts { box.withLockedValue { $0 } }
}
