import Foundation

/// What the playground server is started with: the command's options, as a value.
package struct PlaygroundConfiguration: Sendable {
  /// The address to listen on (loopback by default).
  package var host = "127.0.0.1"
  /// The port to listen on (0 picks a free one).
  package var port = 8080
  /// Further host names that pages may use (loopback names and ``host`` always work).
  package var allowedHosts: [String] = []
  /// The most engine worker processes.
  package var workers = 4
  /// The most open sessions (tabs) at once.
  package var maximumSessions = 256
  /// How long a worker without sessions keeps running, in seconds (then it stops, and the next
  /// session that needs it starts it again), so that memory returns to where it started.
  package var idleWorkerSeconds = 10.0
  /// Tests only: the worker's `test-crash`/`test-hang` messages and short timeouts.
  package var testHooks = false
  /// The executable started as `<executable> --engine-worker` for each worker process; `nil`
  /// is this process's own executable (the `playground` command). Tests point it to the
  /// built `playground`.
  package var workerExecutable: URL?
  /// Called with the bound address once the server listens (the command prints it).
  package var onRunning: (@Sendable (_ host: String, _ port: Int) -> Void)?

  package init() {}
}
