import CAllocator
import Foundation
import PlaygroundCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why an engine call failed.
enum EngineFailure: Error, Equatable {
  /// The worker process ended (a trap, or killed). `culprit`: the worker was handling this
  /// session's request when it ended (other sessions of the worker only lost their state).
  case crashed(culprit: Bool)
  /// The worker did not answer within ``ServerLimits/answerTimeout`` and was killed.
  case hung(culprit: Bool)
  /// No worker could be started, or every session slot is taken.
  case unavailable(String)
}

/// One engine worker process (`playground --engine-worker`) and the requests waiting for
/// its answers (see ``WorkerWire``).
///
/// Requests are written by a serial dispatch queue (a full pipe never blocks Swift's
/// cooperative threads) in the order they are queued; a reader thread matches each reply
/// with the oldest waiting request (``WorkerQueue``). When the process ends, every waiting
/// request fails. The watchdog kills the worker when the request it is on has run longer
/// than ``answerTimeout`` since the worker started it (not since it was queued: waiting
/// behind other sessions' work is not hanging).
final class EngineProcess: @unchecked Sendable {
  /// How long the worker may take to answer one request, in seconds, before it is killed.
  let answerTimeout: Double

  /// A request's reply: its texts, and the worker's CPU time for it, in seconds.
  struct Answer: Sendable {
    var texts: [String]
    var work: Double
  }

  let process = Process()
  private let input: FileHandle
  private let output: FileHandle
  private let writer = DispatchQueue(label: "playground.engine-writer")
  private let lock = NSLock()
  private var waiting = WorkerQueue<CheckedContinuation<Answer, any Error>>()
  private var alive = true
  private var killedForHanging = false
  private var stoppedOnPurpose = false
  private let onExit: @Sendable (_ stopped: Bool) -> Void

  /// Starts a worker.
  init(
    executable: URL, testHooks: Bool, answerTimeout: Double, onExit: @escaping @Sendable (_ stopped: Bool) -> Void
  ) throws {
    self.answerTimeout = answerTimeout
    let stdin = Pipe()
    let stdout = Pipe()
    process.executableURL = executable
    process.arguments = ["--engine-worker"] + (testHooks ? ["--test-hooks"] : [])
    // A trap ends the worker at once (the message is still printed) instead of after seconds
    // of symbolication, unless the user asked for backtraces.
    var environment = ProcessInfo.processInfo.environment
    if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
    process.environment = environment
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.standardError
    input = stdin.fileHandleForWriting
    output = stdout.fileHandleForReading
    self.onExit = onExit
    // Workers started later must not inherit this worker's pipes (the child's copies on
    // 0 and 1 are made by dup2, which clears the flag).
    for handle in [
      stdin.fileHandleForReading, stdin.fileHandleForWriting, stdout.fileHandleForReading,
      stdout.fileHandleForWriting,
    ] {
      _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
    }
    try process.run()
    try? stdin.fileHandleForReading.close()
    try? stdout.fileHandleForWriting.close()
    let thread = Thread { [self] in readReplies() }
    thread.name = "playground.engine-reader"
    thread.start()
  }

  var isAlive: Bool { lock.withLock { alive } }

  /// Sends one request and waits for its reply's texts.
  func call(_ operation: WorkerWire.Operation, session: UInt32, payload: some Collection<UInt8> = []) async throws
    -> [String]
  {
    try await answer(operation, session: session, payload: payload).texts
  }

  /// Sends one request and waits for its reply: its texts and the worker's CPU time for it.
  func answer(_ operation: WorkerWire.Operation, session: UInt32, payload: some Collection<UInt8> = []) async throws
    -> Answer
  {
    let bytes = Data(WorkerWire.request(operation, session: session, payload: payload))
    return try await withCheckedThrowingContinuation { continuation in
      lock.lock()
      defer { lock.unlock() }
      guard alive else {
        continuation.resume(throwing: EngineFailure.crashed(culprit: false))
        return
      }
      waiting.append(session: session, pending: continuation, at: Self.now())
      writer.async { [input] in
        // A failed write means the worker is gone: the reader sees the end and fails the call.
        try? input.write(contentsOf: bytes)
      }
    }
  }

  /// Kills the worker if the request it is on has run longer than ``answerTimeout`` since it
  /// started it.
  func killIfHung(now: Double) {
    lock.lock()
    defer { lock.unlock() }
    guard alive, waiting.overdue(at: now, limit: answerTimeout) else { return }
    killedForHanging = true
    kill(process.processIdentifier, SIGKILL)
  }

  /// Stops the worker (the server is shutting down, or the worker is idle): its input
  /// closes, it finishes what it was asked and exits.
  func stop() {
    lock.withLock { stoppedOnPurpose = true }
    writer.async { [input] in try? input.close() }
  }

  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }

  private func readReplies() {
    var buffer: [UInt8] = []
    var start = 0
    let descriptor = output.fileDescriptor
    var chunk = [UInt8](repeating: 0, count: 65_536)
    reading: while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      buffer.append(contentsOf: chunk[0..<count])
      // Take every complete reply.
      while let (session, answer, end) = Self.reply(in: buffer, from: start) {
        start = end
        let now = Self.now()
        guard let continuation = lock.withLock({ waiting.answer(session: session, at: now) }) else {
          kill(process.processIdentifier, SIGKILL)
          break reading
        }
        continuation.resume(returning: answer)
      }
      if start > 0 && start * 2 > buffer.count {
        buffer.removeFirst(start)
        start = 0
      }
    }
    try? output.close()
    process.waitUntilExit()
    lock.lock()
    alive = false
    let failed = waiting.removeAll()
    let hung = killedForHanging
    let stopped = stoppedOnPurpose && !hung
    lock.unlock()
    // Closed on the writer's queue, like every other use of `input`, so that it is never
    // closed twice at once (the descriptor could already belong to something else).
    writer.async { [input] in try? input.close() }
    for (position, request) in failed.enumerated() {
      let culprit = position == 0
      request.pending.resume(throwing: hung ? EngineFailure.hung(culprit: culprit) : .crashed(culprit: culprit))
    }
    onExit(stopped)
  }

  /// Decodes the reply starting at `start`, if it is complete.
  static func reply(in buffer: [UInt8], from start: Int) -> (UInt32, Answer, Int)? {
    guard buffer.count - start >= WorkerWire.replyHeaderBytes else { return nil }
    let session = WorkerWire.uint32(buffer, at: start)
    let count = Int(WorkerWire.uint32(buffer, at: start + 4))
    let work = Double(WorkerWire.uint32(buffer, at: start + 8)) / 1e6
    var index = start + WorkerWire.replyHeaderBytes
    var texts: [String] = []
    texts.reserveCapacity(min(count, 16))
    for _ in 0..<count {
      guard buffer.count - index >= 4 else { return nil }
      let length = Int(WorkerWire.uint32(buffer, at: index))
      guard buffer.count - index - 4 >= length else { return nil }
      texts.append(String(decoding: buffer[(index + 4)..<(index + 4 + length)], as: UTF8.self))
      index += 4 + length
    }
    return (session, Answer(texts: texts, work: work), index)
  }
}

/// The engine worker processes and which session runs on which.
///
/// At most ``workerCount`` workers run, started when a session needs one; a new session goes
/// to the worker with the fewest sessions, so the first `workerCount` tabs each have a
/// process of their own, and later tabs share. At most ``maximumSessions`` sessions are open;
/// beyond, ``place()`` fails with ``EngineFailure/unavailable(_:)``. A worker that ends is
/// replaced by the next session that needs it.
///
/// Memory goes back to where it started once the tabs are gone: a worker without sessions
/// for ``idleLifetime`` seconds is stopped (and started again when a session needs it), and
/// while no session is open the server hands its allocator's free memory back to the system
/// (`malloc_trim`, on Linux) every ``trimInterval`` seconds for ``trimPeriod`` seconds after
/// the last one closed: a closed WebSocket's last timers (its ping period and close timeout,
/// 15 s each) hold a little memory until they would have fired.
final class EnginePool: @unchecked Sendable {
  let workerCount: Int
  let maximumSessions: Int
  /// How long a worker without sessions keeps running, in seconds.
  let idleLifetime: Double
  private let executable: URL
  private let testHooks: Bool
  private let answerTimeout: Double
  private let lock = NSLock()
  private var workers: [EngineProcess?]
  private var sessionsPerWorker: [Int]
  /// When each worker's last session closed (`nil`: it has sessions, or none runs).
  private var idleSince: [Double?]
  /// When the last session anywhere closed and memory was last trimmed, while no session is
  /// open.
  private var idleServer: (since: Double, trimmed: Double?)?
  /// How often, and for how long after the last session closed, memory is trimmed, in seconds.
  static let trimInterval = 5.0
  static let trimPeriod = 40.0
  private var nextSession: UInt32 = 1
  private var started = 0
  private var ended = 0
  private var retired = 0

  init(
    workerCount: Int, maximumSessions: Int, testHooks: Bool, answerTimeout: Double, idleLifetime: Double = 10,
    executable: URL
  ) {
    self.answerTimeout = answerTimeout
    self.idleLifetime = idleLifetime.isFinite ? max(idleLifetime, 0) : 10
    self.workerCount = max(1, workerCount)
    self.maximumSessions = max(1, maximumSessions)
    self.testHooks = testHooks
    self.executable = executable
    workers = Array(repeating: nil, count: self.workerCount)
    sessionsPerWorker = Array(repeating: 0, count: self.workerCount)
    idleSince = Array(repeating: nil, count: self.workerCount)
    let watchdog = Thread { [self] in
      while true {
        Thread.sleep(forTimeInterval: 0.5)
        let now = EngineProcess.now()
        for worker in lock.withLock({ workers }) { worker?.killIfHung(now: now) }
        for worker in takeIdleWorkers(now: now) { worker.stop() }
        if shouldTrim(now: now) { Self.returnFreeMemory() }
      }
    }
    watchdog.name = "playground.engine-watchdog"
    watchdog.start()
  }

  static func ownExecutable() -> URL {
    #if os(Linux)
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return URL(fileURLWithPath: path)
      }
    #endif
    return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
  }

  /// A session placed on a worker.
  struct Placement: Sendable {
    var worker: Int
    var session: UInt32
    var process: EngineProcess
  }

  /// Places a new session on the least busy worker, starting it if needed.
  func place() throws(EngineFailure) -> Placement {
    lock.lock()
    defer { lock.unlock() }
    guard sessionsPerWorker.reduce(0, +) < maximumSessions else {
      throw .unavailable("the playground has \(maximumSessions) open sessions, its limit: close a tab and reload")
    }
    let index = sessionsPerWorker.indices.min { sessionsPerWorker[$0] < sessionsPerWorker[$1] }!
    if workers[index]?.isAlive != true {
      do {
        workers[index] = try EngineProcess(
          executable: executable, testHooks: testHooks, answerTimeout: answerTimeout
        ) { [weak self] stopped in
          self?.workerEnded(stopped: stopped)
        }
        started += 1
      } catch {
        throw .unavailable("could not start an engine process: \(error)")
      }
    }
    sessionsPerWorker[index] += 1
    idleSince[index] = nil
    idleServer = nil
    let session = nextSession
    nextSession &+= 1
    return Placement(worker: index, session: session, process: workers[index]!)
  }

  /// Frees a session's place.
  func release(_ placement: Placement) {
    let now = EngineProcess.now()
    lock.withLock {
      sessionsPerWorker[placement.worker] -= 1
      if sessionsPerWorker[placement.worker] == 0 && workers[placement.worker] === placement.process {
        idleSince[placement.worker] = now
      }
      if sessionsPerWorker.allSatisfy({ $0 == 0 }) { idleServer = (now, nil) }
    }
  }

  /// Takes the workers idle for ``idleLifetime`` out of the pool (the next session that
  /// needs one starts a new process); the caller stops them.
  private func takeIdleWorkers(now: Double) -> [EngineProcess] {
    lock.withLock {
      var idle: [EngineProcess] = []
      for index in workers.indices {
        guard let since = idleSince[index], now - since >= idleLifetime, sessionsPerWorker[index] == 0,
          let worker = workers[index]
        else { continue }
        idle.append(worker)
        workers[index] = nil
        idleSince[index] = nil
      }
      return idle
    }
  }

  /// Whether to trim now: no session open, the last closed at least a second ago and at most
  /// ``trimPeriod`` ago, and no trim within ``trimInterval``.
  private func shouldTrim(now: Double) -> Bool {
    lock.withLock {
      guard let idle = idleServer, now - idle.since >= 1, now - idle.since <= Self.trimPeriod + Self.trimInterval,
        idle.trimmed.map({ now - $0 >= Self.trimInterval }) ?? true
      else { return false }
      idleServer?.trimmed = now
      return true
    }
  }

  /// Hands the allocator's free memory back to the system (glibc's `malloc_trim(0)`;
  /// elsewhere nothing).
  static func returnFreeMemory() {
    _ = playground_return_free_memory()
  }

  private func workerEnded(stopped: Bool) {
    lock.withLock {
      if stopped { retired += 1 } else { ended += 1 }
    }
  }

  /// Worker processes running, started in all, ended (crashed or killed) and retired
  /// (stopped after ``idleLifetime`` without sessions, or at shutdown).
  var counts: (running: Int, started: Int, ended: Int, retired: Int) {
    lock.withLock { (workers.filter { $0?.isAlive == true }.count, started, ended, retired) }
  }

  /// Stops every worker.
  func stopAll() {
    for worker in lock.withLock({ workers }) { worker?.stop() }
  }
}
