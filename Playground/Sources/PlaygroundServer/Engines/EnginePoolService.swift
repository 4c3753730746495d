import ServiceLifecycle

/// Stops the engine workers when the application shuts down.
struct EnginePoolService: Service {
  let pool: EnginePool

  func run() async throws {
    try? await gracefulShutdown()
    pool.stopAll()
  }
}
