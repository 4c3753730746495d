import CarouselCore

/// The state of one connection (one browser tab): a `CarouselDriver` per demo, fed by the
/// page's messages, answering with what to draw.
///
/// A plain value owned by the connection's task: nothing is shared between tabs, and
/// everything is freed when the connection ends. Every call is O(visible items) per demo,
/// independent of the item count and of how many messages came before.
///
/// Replies (JSON texts):
/// - `hello` (``hello()``, sent first): the demos, their settings and Swift code;
/// - `frame`, to every `frame` message: for each demo that moved or changed since the
///   previous frame, its offset, velocity, phase, current and target index, and the slot
///   plan: per slot its change (`assigned`, `unchanged`, `cleared`) and, if it shows an item,
///   the item's index, track position, centre, size, scale, rotation, zIndex, alpha, wheel
///   arc and 3D transform;
///   Each demo's state also lists the events its driver reported since the previous frame
///   (`events`: drag began and ended, hand-off, tap, will and did settle, current index,
///   views that appeared and disappeared);
/// - `config`, to `configure` and `resize`: the demo's effective settings and Swift code;
/// - `trace`, to `trace`: the demo's last gesture as a `carousel simulate` trace and command
///   line, and what the page saw (``Replay``);
/// - `pong`, to `ping`;
/// - `error`, to a refused message: `code` (``ProtocolError/Code``) and `message`.
package struct PlaygroundSession: Sendable {
  /// The largest message accepted, in bytes (larger ones get a `too-large` error).
  package static let maximumMessageBytes = 64 * 1024
  /// The fastest finger the engine is shown, in points per second: two pointer samples of a
  /// gesture closer in time than `|Δx|` / this are taken as that much later. Real pointers
  /// stay far below (a hard fling is about 10,000 pt/s); it bounds the release velocity, the
  /// glide and the loop's cycle count whatever timestamps the page sends.
  package static let maximumPointerSpeed = 100_000.0
  /// The latest time pacing may move a pointer sample to, in seconds (twice
  /// ``ClientMessage/maximumTime``).
  package static let maximumPacedTime = 2 * ClientMessage.maximumTime

  private var demos: [DemoState]
  /// The page's clock, in seconds: the time of its latest frame, or a later time another
  /// message gave since.
  package private(set) var time: Double
  /// The messages received, and those refused.
  package private(set) var received = 0
  package private(set) var refused = 0

  /// Creates the demos at rest on their first item.
  package init(time: Double = 0) {
    self.time = time
    self.demos = DemoKind.allCases.map { DemoState(kind: $0, time: time) }
  }

  private func ordinal(_ kind: DemoKind) -> Int { DemoKind.allCases.firstIndex(of: kind)! }

  /// The settings a demo runs with.
  func settings(of kind: DemoKind) -> DemoSettings { demos[ordinal(kind)].settings }
  /// A demo's engine (for tests and diagnostics).
  package func engine(of kind: DemoKind) -> ScrollEngine { demos[ordinal(kind)].engine }
  /// A demo's viewport.
  package func viewport(of kind: DemoKind) -> CarouselSize { demos[ordinal(kind)].viewport }

  // MARK: - Messages

  /// Handles one message's bytes (UTF-8 JSON text) and returns the replies to send, in order.
  package mutating func receive(_ bytes: some Collection<UInt8>) -> [String] {
    received += 1
    guard bytes.count <= Self.maximumMessageBytes else {
      return [
        refuse(
          ProtocolError(.tooLarge, "the message has \(bytes.count) bytes; the limit is \(Self.maximumMessageBytes)"))
      ]
    }
    do {
      return receive(try ClientMessage.parse(bytes))
    } catch {
      return [refuse(error)]
    }
  }

  /// Handles one message's text.
  package mutating func receive(text: String) -> [String] { receive(Array(text.utf8)) }

  /// Counts and describes a refused message (also for refusals made before parsing, such
  /// as binary or oversized WebSocket messages).
  package mutating func refuse(_ error: ProtocolError) -> String {
    refused += 1
    return Self.errorReply(error)
  }

  /// Handles one parsed message.
  mutating func receive(_ message: ClientMessage) -> [String] {
    switch message {
    case .frame(let t):
      // The page's frames are its clock: each one sets it, back too, so that one bogus time
      // (a frame at 1e9) does not hold it; the drivers re-base such jumps
      // (`CarouselDriver.maximumClockJump`, `maximumClockSkew`).
      time = t
      for i in demos.indices { demos[i].advance(to: time) }
      return [frameReply()]
    case .pointer(let kind, let pointer):
      let used = demos[ordinal(kind)].handle(pointer)
      advanceClock(to: max(pointer.touch.time, used))
      return []
    case .key(let kind, let arrow, let t):
      if let t { advanceClock(to: t) }
      _ = demos[ordinal(kind)].press(arrow, at: time)
      return []
    case .trace(let kind):
      return [demos[ordinal(kind)].traceReply()]
    case .resize(let kind, let viewport, let t):
      if let t { advanceClock(to: t) }
      guard demos[ordinal(kind)].resize(to: viewport, at: time) else { return [] }
      return [configReply(kind)]
    case .configure(let kind, let patch, let t):
      if let t { advanceClock(to: t) }
      _ = demos[ordinal(kind)].configure(patch, at: time)
      return [configReply(kind)]
    case .scroll(let kind, let index, let animated, let t):
      if let t { advanceClock(to: t) }
      let count = demos[ordinal(kind)].settings.count
      guard index < count else {
        return [refuse(ProtocolError(.badNumber, "\"index\" = \(index) is out of range for \(count) items"))]
      }
      demos[ordinal(kind)].scroll(toIndex: index, animated: animated, at: time)
      return []
    case .ping(let id):
      return [Reply.text(Reply.Pong(id: Reply.Nullable(id), t: Reply.exact(time)))]
    }
  }

  private mutating func advanceClock(to t: Double) { time = max(time, t) }

  // MARK: - Replies

  /// The first message of a connection: the protocol, the demos and their settings.
  package func hello() -> String {
    Reply.text(
      Reply.Hello(
        maxMessageBytes: Self.maximumMessageBytes,
        demos: demos.map { demo in
          Reply.Hello.Demo(
            name: demo.kind.rawValue, title: demo.kind.title, summary: demo.kind.summary,
            axis: demo.kind.axis.rawValue, viewport: Reply.Size(demo.viewport), settings: Reply.Settings(demo.settings),
            swift: demo.swiftCode)
        }))
  }

  /// The state of every demo that changed since the previous frame.
  mutating func frameReply() -> String {
    var frame = Reply.Frame(t: Reply.exact(time), demos: [])
    for i in demos.indices where demos[i].needsFrame {
      frame.demos.append((demos[i].kind.rawValue, demos[i].takeFrame()))
    }
    return Reply.text(frame)
  }

  func configReply(_ kind: DemoKind) -> String {
    let demo = demos[ordinal(kind)]
    return Reply.text(
      Reply.Config(demo: kind.rawValue, settings: Reply.Settings(demo.settings), swift: demo.swiftCode))
  }

  /// An `error` reply.
  package static func errorReply(_ error: ProtocolError) -> String {
    Reply.text(Reply.Error(code: error.code.rawValue, message: error.message))
  }
}
