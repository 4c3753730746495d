import Foundation
import PlaygroundCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
