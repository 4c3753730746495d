/// Input echoed in an error message: bounded in length and safe to print on a terminal.
///
/// Every error that repeats what it was given (a path, a phase, a key, an argument value)
/// passes it through ``bounded(_:)``, so that a 16 MB phase prints a line of a few dozen
/// characters and an escape sequence in a trace prints as text instead of driving the
/// terminal. ``message(_:)`` is the last line of defence, applied to the whole message
/// before it is written (argument parsing errors repeat argument values the tool never sees).
enum Quoting {
  /// The most Unicode scalars of an input shown in a message; the rest is counted.
  static let maximumScalars = 48
  /// Longer words of a whole message are cut by ``message(_:)``.
  static let maximumWord = 64
  /// Longer lines of a whole message are cut by ``message(_:)``.
  static let maximumLine = 1_000

  /// At most `limit` Unicode scalars of `text`, each control character, backslash and
  /// non-printable scalar escaped (`\n`, `\r`, `\t`, `\\`, otherwise `\u{1B}`), followed by
  /// `…(N more)` when scalars were left out. O(`limit`) plus counting the rest.
  static func bounded(_ text: some StringProtocol, limit: Int = maximumScalars) -> String {
    let (shown, more) = escapedPrefix(text.unicodeScalars, limit: limit, escapingBackslash: true)
    return more > 0 ? shown + "…(\(more) more)" : shown
  }

  /// A whole message made safe to write: non-printable scalars escaped (line breaks kept),
  /// words longer than ``maximumWord`` scalars and lines longer than ``maximumLine`` cut
  /// with `…(N more)`. Text that went through ``bounded(_:)`` passes unchanged.
  static func message(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      var words: [String] = []
      for word in line.split(separator: " ", omittingEmptySubsequences: false) {
        let (escaped, more) = escapedPrefix(word.unicodeScalars, limit: maximumWord, escapingBackslash: false)
        words.append(more > 0 ? cut(escaped, keeping: maximumScalars, more: more) : escaped)
      }
      let joined = words.joined(separator: " ")
      let count = joined.unicodeScalars.count
      return count > maximumLine ? cut(joined, keeping: maximumLine - 20, more: count - maximumLine + 20) : joined
    }.joined(separator: "\n")
  }

  /// The first `limit` scalars, each escaped unless printable, and how many scalars follow
  /// them (counted, not escaped).
  private static func escapedPrefix(
    _ scalars: some Sequence<Unicode.Scalar>, limit: Int, escapingBackslash: Bool
  ) -> (text: String, more: Int) {
    var text = ""
    var shown = 0
    var more = 0
    for scalar in scalars {
      if shown < limit {
        append(scalar, to: &text, escapingBackslash: escapingBackslash)
        shown += 1
      } else {
        more += 1
      }
    }
    return (text, more)
  }

  /// The first `keeping` scalars of `text` and `…(N more)`, N counting those left out of
  /// `text` plus `more`.
  private static func cut(_ text: String, keeping: Int, more: Int) -> String {
    let scalars = text.unicodeScalars
    let kept = scalars.prefix(keeping)
    return String(String.UnicodeScalarView(kept)) + "…(\(scalars.count - kept.count + more) more)"
  }

  /// Appends a scalar, escaped unless it is printable.
  private static func append(_ scalar: Unicode.Scalar, to out: inout String, escapingBackslash: Bool) {
    switch scalar {
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    case "\\" where escapingBackslash: out += "\\\\"
    case _ where isPrintable(scalar): out.unicodeScalars.append(scalar)
    default: out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
  }

  /// Whether a scalar prints as itself: not a control or format character (bidirectional
  /// overrides included), not a surrogate, private-use or unassigned code point, and not a
  /// separator other than the space.
  static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
      return false
    case .spaceSeparator:
      return scalar == " "
    default:
      return true
    }
  }
}
