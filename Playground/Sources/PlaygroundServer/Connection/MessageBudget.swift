import PlaygroundCore

/// What one tab's messages cost in the engine, beyond the frames that carried them (which
/// the ``ConnectionGuard``'s ``RateLimiter`` charges): the work each causes and the bytes of
/// its replies.
///
/// Three token buckets, each refilled at its rate and holding at most ``burstSeconds`` of it:
///
/// - **work**: the engine worker's CPU time for the tab's messages (the worker measures it
///   and reports it with each reply), ``workPerSecond`` seconds per second (a quarter of a
///   core);
/// - **reply bytes**: the bytes of the replies, ``replyBytesPerSecond`` per second;
/// - **frame replies**: ``frameRepliesPerSecond`` per second (a page asks for one per display
///   frame, and 240 Hz is the fastest display).
///
/// A message is charged after its replies come back; while any bucket is in debt, the tab's
/// next message waits (``delay(at:)`` says how long) before it goes to the worker. So a tab
/// that loops `trace` or `frame` gets its share and no more, and since a tab has one message
/// at a time in its worker, another tab on the same worker waits behind at most one of its
/// messages. Nothing is dropped and the replies stay in order. Time is passed in (seconds on
/// any monotonic clock), so tests drive the budget by hand.
struct MessageBudget: Sendable {
  /// Worker CPU seconds per second.
  static let workPerSecond = 0.25
  /// Reply bytes per second: 4 MiB.
  static let replyBytesPerSecond = Double(4 << 20)
  /// Frame replies per second.
  static let frameRepliesPerSecond = 240.0
  /// How much of each rate a bucket holds when full, in seconds of it.
  static let burstSeconds = 0.25

  struct Bucket: Sendable {
    let rate: Double
    let capacity: Double
    private(set) var tokens: Double
    private var updated: Double?

    init(rate: Double, burstSeconds: Double) {
      self.rate = rate
      capacity = rate * burstSeconds
      tokens = capacity
    }

    mutating func refill(at now: Double) {
      if let updated { tokens = min(capacity, tokens + max(0, now - updated) * rate) }
      updated = now
    }

    mutating func take(_ amount: Double, at now: Double) {
      refill(at: now)
      tokens -= max(amount, 0)
    }

    /// How long until the bucket is out of debt, in seconds (0: it is not in debt).
    mutating func debt(at now: Double) -> Double {
      refill(at: now)
      return tokens >= 0 ? 0 : -tokens / rate
    }
  }

  private(set) var work: Bucket
  private(set) var replyBytes: Bucket
  private(set) var frameReplies: Bucket

  init(
    workPerSecond: Double = MessageBudget.workPerSecond,
    replyBytesPerSecond: Double = MessageBudget.replyBytesPerSecond,
    frameRepliesPerSecond: Double = MessageBudget.frameRepliesPerSecond
  ) {
    work = Bucket(rate: workPerSecond, burstSeconds: Self.burstSeconds)
    replyBytes = Bucket(rate: replyBytesPerSecond, burstSeconds: Self.burstSeconds)
    frameReplies = Bucket(rate: frameRepliesPerSecond, burstSeconds: Self.burstSeconds)
  }

  /// Charges one message: the worker's CPU time for it (seconds) and its replies.
  mutating func charge(work seconds: Double, replies: [String], at now: Double) {
    work.take(seconds.isFinite ? seconds : 0, at: now)
    replyBytes.take(Double(replies.reduce(0) { $0 + $1.utf8.count }), at: now)
    frameReplies.take(Double(replies.filter(Self.isFrameReply).count), at: now)
  }

  /// How long the tab's next message waits before it goes to the worker, in seconds.
  mutating func delay(at now: Double) -> Double {
    max(work.debt(at: now), replyBytes.debt(at: now), frameReplies.debt(at: now))
  }

  /// Whether a reply is a `frame` (the session writes `type` first; nothing is parsed).
  static func isFrameReply(_ text: String) -> Bool {
    text.utf8.starts(with: #"{"type":"frame""#.utf8)
  }
}
