import Foundation
import Testing

@testable import PlaygroundServer

/// The engine pool gives memory back once the tabs are gone: idle workers stop, and start
/// again when a session needs one.
@Suite("Engine pool")
struct EnginePoolTests {
  static func pool(idleLifetime: Double) -> EnginePool {
    EnginePool(
      workerCount: 2, maximumSessions: 8, testHooks: false, answerTimeout: 5, idleLifetime: idleLifetime,
      executable: PlaygroundExecutable.url)
  }

  /// Polls `condition` every 50 ms for up to `seconds` (a guard against hanging, not a bound:
  /// a busy machine only makes the poll take longer).
  static func eventually(within seconds: Double, _ condition: () -> Bool) async throws -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      try await Task.sleep(for: .milliseconds(50))
    }
    return condition()
  }

  @Test func aWorkerWithoutSessionsStopsAfterItsIdleLifetimeAndANewSessionStartsAnother() async throws {
    let pool = Self.pool(idleLifetime: 0.2)
    let first = try pool.place()
    let hello = try await first.process.call(.open, session: first.session)
    #expect(hello.first?.contains("\"hello\"") == true)
    #expect(pool.counts.running == 1)
    _ = try await first.process.call(.close, session: first.session)
    pool.release(first)
    #expect(try await Self.eventually(within: 60) { pool.counts.running == 0 })
    // Taken out of the pool at once; counted as retired when the process has exited.
    #expect(try await Self.eventually(within: 60) { pool.counts.retired == 1 })
    #expect(pool.counts.ended == 0, "a retirement is not a failure")
    #expect(!first.process.isAlive)

    let second = try pool.place()
    #expect(second.process !== first.process)
    let again = try await second.process.call(.open, session: second.session)
    #expect(again.first?.contains("\"hello\"") == true)
    #expect(pool.counts.started == 2)
    pool.release(second)
    pool.stopAll()
  }

  @Test func aWorkerWithASessionKeepsRunning() async throws {
    let pool = Self.pool(idleLifetime: 0.2)
    let placement = try pool.place()
    _ = try await placement.process.call(.open, session: placement.session)
    // Seven idle lifetimes; a slow machine can only make the pool check less often, never
    // retire a worker that has a session.
    try await Task.sleep(for: .milliseconds(1500))
    #expect(pool.counts.running == 1)
    #expect(pool.counts.retired == 0)
    let reply = try await placement.process.call(
      .message, session: placement.session, payload: Array(#"{"type":"ping","id":3}"#.utf8))
    #expect(reply.first?.contains("\"pong\"") == true)
    pool.release(placement)
    pool.stopAll()
  }

  @Test func returningFreeMemoryIsHarmless() {
    EnginePool.returnFreeMemory()
    EnginePool.returnFreeMemory()
  }
}
