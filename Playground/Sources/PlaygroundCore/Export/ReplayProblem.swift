/// Why a gesture cannot be replayed by `carousel simulate` as the page showed it.
struct ReplayProblem: Error, Sendable, Hashable {
  var message: String
  init(_ message: String) { self.message = message }
}
