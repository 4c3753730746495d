import Foundation

/// The built `playground` executable, which the engine pool starts as its workers
/// (`playground --engine-worker`): the test runner is built beside it, since
/// `swift build --build-tests` builds both.
enum PlaygroundExecutable {
  static var url: URL {
    let runner = URL(
      fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0])
    return runner.deletingLastPathComponent().appendingPathComponent("playground")
  }
}
