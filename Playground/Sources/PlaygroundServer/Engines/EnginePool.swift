import CAllocator
import Foundation
import PlaygroundCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
