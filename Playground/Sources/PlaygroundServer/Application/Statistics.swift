import Foundation
import Hummingbird
import NIOCore
import PlaygroundCore

/// Counts connections and messages, for `/stats` (the tests check that closed tabs leave no
/// session behind).
actor Statistics {
  /// The largest WebSocket frame accepted, in bytes. Larger messages than
  /// `PlaygroundSession.maximumMessageBytes` but within this get an error reply and the
  /// connection carries on; a frame beyond it closes the connection (WebSocket code 1009).
  static let maximumFrameBytes = 1 << 20
  /// The most open TCP connections; the server stops accepting beyond it until some close.
  static let maximumConnections = 1024

  private var open = 0
  private var total = 0
  private var received = 0
  private var refused = 0
  private var failures = 0

  func opened() {
    open += 1
    total += 1
  }

  func closed(received: Int, refused: Int, failures: Int) {
    open -= 1
    self.received += received
    self.refused += refused
    self.failures += failures
  }

  func snapshot(
    engines: (running: Int, started: Int, ended: Int, retired: Int), guards: GuardCounters.Counts
  ) -> String {
    "{\"openSessions\":\(open),\"totalSessions\":\(total),\"closedSessionMessages\":\(received),"
      + "\"closedSessionRefusals\":\(refused),\"engineFailures\":\(failures),"
      + "\"engineWorkers\":\(engines.running),\"engineWorkersStarted\":\(engines.started),"
      + "\"engineWorkersEnded\":\(engines.ended),\"engineWorkersRetired\":\(engines.retired),"
      + "\"refusedHosts\":\(guards.refusedHosts),\"refusedLargeHeads\":\(guards.refusedLargeHeads),"
      + "\"headsTimedOut\":\(guards.headsTimedOut),\"closedUnmasked\":\(guards.closedUnmasked),"
      + "\"closedTooManyFragments\":\(guards.closedTooManyFragments),\"closedTooFast\":\(guards.closedTooFast),"
      + "\"framesHeldBack\":\(guards.framesHeldBack),\"messagesHeldBack\":\(guards.messagesHeldBack),"
      + "\"refusedRequests\":\(guards.refusedRequests),\"closedAtCap\":\(guards.closedAtCap),"
      + "\"requestsHeldBack\":\(guards.requestsHeldBack)}"
  }
}
