import ArgumentParser
import Foundation
import PlaygroundCore
import PlaygroundServer

/// `playground`: serves the CarouselKit playground page and runs the engine for it.
@main
struct PlaygroundCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "playground",
    abstract: "The CarouselKit playground: the real Swift engine, live in a browser.",
    discussion: """
      Starts a local web server and prints its address. Open it in a browser: every demo \
      is driven by CarouselCore running here, over a WebSocket.
      """)

  @Option(help: "The address to listen on. Loopback only by default; another address lets other machines connect.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on (0 picks a free one).")
  var port = 8080

  @Option(
    name: .customLong("allow-host"),
    help:
      "A further host name that pages may use to reach the server (repeatable; loopback names and --host always work)."
  )
  var allowedHosts: [String] = []

  @Option(help: "The most engine worker processes (1…64); tabs share them beyond that.")
  var workers = 4

  @Option(help: "The most open sessions (tabs) at once (1…10000); further ones are refused with \"busy\".")
  var maxSessions = 256

  @Option(help: "Seconds a worker without tabs keeps running before it stops (0…3600); a new tab starts it again.")
  var idleWorkerSeconds = 10.0

  @Flag(help: .hidden) var engineWorker = false
  /// Tests only: the `test-crash` and `test-hang` messages, and short timeouts.
  @Flag(help: .hidden) var testHooks = false

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be in 0…65535, not \(port)") }
    guard !host.isEmpty else { throw ValidationError("--host must not be empty") }
    guard (1...64).contains(workers) else { throw ValidationError("--workers must be in 1…64, not \(workers)") }
    guard (1...10_000).contains(maxSessions) else {
      throw ValidationError("--max-sessions must be in 1…10000, not \(maxSessions)")
    }
    guard (0...3600).contains(idleWorkerSeconds) else {
      throw ValidationError("--idle-worker-seconds must be in 0…3600, not \(idleWorkerSeconds)")
    }
  }

  func run() async throws {
    if engineWorker { throw ExitCode(WorkerMain.run(testHooks: testHooks)) }
    // A write to a worker that just ended must fail, not end the server.
    signal(SIGPIPE, SIG_IGN)
    var configuration = PlaygroundConfiguration()
    configuration.host = host
    configuration.port = port
    configuration.allowedHosts = allowedHosts
    configuration.workers = workers
    configuration.maximumSessions = maxSessions
    configuration.idleWorkerSeconds = idleWorkerSeconds
    configuration.testHooks = testHooks
    configuration.onRunning = { host, port in
      let shownHost = host.contains(":") ? "[\(host)]" : host
      var lines = ["CarouselKit playground: http://\(shownHost):\(port)/"]
      if !Self.isLoopback(host) {
        lines.append("warning: listening on \(host), not on loopback only: other machines can connect.")
      }
      lines.append("Press Ctrl-C to stop.")
      FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
    do {
      try await buildApplication(configuration).runService()
    } catch {
      let text = String(describing: error)
      if text.contains("Address already in use") {
        FileHandle.standardError.write(
          Data("error: \(host):\(port) is already in use: choose another port with --port\n".utf8))
      } else {
        FileHandle.standardError.write(Data("error: \(text)\n".utf8))
      }
      throw ExitCode.failure
    }
  }

  static func isLoopback(_ host: String) -> Bool {
    HostPolicy.isLoopback(host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]")))
  }
}
