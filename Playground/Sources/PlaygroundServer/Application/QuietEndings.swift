import Logging

/// The server's log handler: the default one (standard output), except that a connection
/// the client or the connection guard ended while its WebSocket upgrade was still under way
/// is not an error.
///
/// Hummingbird logs `Error handling upgrade result` at the error level whenever the upgrade
/// does not complete, also when the connection ended during it: the guard refused a frame
/// that came in the same packet as the upgrade request (an unmasked frame, 1002; too many
/// fragments, 1009) and closed the output (`Output closed`), or the client reset the
/// connection (`Inappropriate operation for state`, `I/O operation on closed channel`,
/// `Connection reset by peer`). Those end quietly, like every other refusal: they are
/// logged at the debug level. Any other upgrade error is still an error.
struct QuietEndings: LogHandler {
  var inner: any LogHandler

  /// The library's message, and the errors that mean the connection ended.
  static let upgradeMessage = "Error handling upgrade result"
  static let endings = [
    "Output closed", "Inappropriate operation for state", "I/O operation on closed channel", "Connection reset by peer",
    "Broken pipe",
  ]

  var logLevel: Logger.Level {
    get { inner.logLevel }
    set { inner.logLevel = newValue }
  }

  var metadata: Logger.Metadata {
    get { inner.metadata }
    set { inner.metadata = newValue }
  }

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { inner[metadataKey: key] }
    set { inner[metadataKey: key] = newValue }
  }

  func log(event: LogEvent) {
    var event = event
    if Self.isQuietEnding(level: event.level, message: event.message.description, metadata: event.metadata) {
      event.level = .debug
    }
    guard event.level >= inner.logLevel else { return }
    inner.log(event: event)
  }

  /// Whether a log entry is a connection that ended during its upgrade.
  static func isQuietEnding(level: Logger.Level, message: String, metadata: Logger.Metadata?) -> Bool {
    guard level == .error, message == upgradeMessage, let type = metadata?["error.type"]?.description else {
      return false
    }
    return endings.contains { type.contains($0) }
  }
}
