/// The requests sent to one engine worker and not answered yet, in order, and when the worker
/// started the oldest of them.
///
/// A worker handles its requests one after another and answers each as soon as it is done
/// (``WorkerWire``), so it starts a request when the request before it is answered, or when
/// the request is sent if none was waiting. The hang limit counts from then: a request that
/// waits behind other sessions' work is not hanging, and only the request the worker is on
/// can be blamed (``overdue(at:limit:)``). Time is passed in (seconds on any monotonic
/// clock), so tests drive it by hand.
struct WorkerQueue<Pending> {
  struct Entry {
    var session: UInt32
    var pending: Pending
  }

  private var entries: [Entry] = []
  private var head = 0
  /// When the worker started the oldest unanswered request (`nil`: none is waiting).
  private(set) var headStarted: Double?

  var isEmpty: Bool { head == entries.count }
  var count: Int { entries.count - head }

  /// The session of the request the worker is on.
  var current: UInt32? { isEmpty ? nil : entries[head].session }

  /// A request was sent at `now`.
  mutating func append(session: UInt32, pending: Pending, at now: Double) {
    if isEmpty { headStarted = now }
    entries.append(Entry(session: session, pending: pending))
  }

  /// The worker answered `session` at `now`: the oldest request, which it returns (`nil`, and
  /// nothing changes, if the answer is not for the oldest request's session). The next
  /// request starts now.
  mutating func answer(session: UInt32, at now: Double) -> Pending? {
    guard !isEmpty, entries[head].session == session else { return nil }
    let answered = entries[head].pending
    head += 1
    if head > 64 && head * 2 > entries.count {
      entries.removeFirst(head)
      head = 0
    }
    headStarted = isEmpty ? nil : now
    return answered
  }

  /// Whether the request the worker is on has run longer than `limit` seconds at `now`.
  func overdue(at now: Double, limit: Double) -> Bool {
    guard let headStarted else { return false }
    return now - headStarted > limit
  }

  /// Takes every waiting request, oldest first.
  mutating func removeAll() -> [Entry] {
    let rest = Array(entries[head...])
    entries = []
    head = 0
    headStarted = nil
    return rest
  }
}
