/// Why a message was refused: sent back to the page as an "error" message; the connection
/// carries on.
package struct ProtocolError: Error, Sendable, Hashable, CustomStringConvertible {
  package enum Code: String, Sendable, Hashable, CaseIterable {
    /// The message is larger than ``PlaygroundSession/maximumMessageBytes``.
    case tooLarge = "too-large"
    /// A binary WebSocket message (only text is spoken).
    case binary = "binary"
    /// Not JSON (or not UTF-8).
    case badJSON = "bad-json"
    /// JSON, but not a message object.
    case badMessage = "bad-message"
    /// A `type` the playground does not know.
    case unknownType = "unknown-type"
    /// A `demo` the playground does not have.
    case unknownDemo = "unknown-demo"
    /// A required field is missing.
    case missingField = "missing-field"
    /// A number that is not finite, not an integer where one is needed, or out of range.
    case badNumber = "bad-number"
    /// A field of the wrong kind or an unknown name.
    case badValue = "bad-value"
    /// The engine process serving the tab stopped (a crash or a hang); a fresh session and
    /// a new `hello` follow on the same connection.
    case engineFailed = "engine-failed"
    /// The playground has as many open sessions as it allows; the connection closes.
    case busy = "busy"
    /// The page sent faster than the rate limit for too long; the connection closes.
    case tooFast = "too-fast"
  }

  package var code: Code
  package var message: String

  package init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  package var description: String { "\(code.rawValue): \(message)" }
}
