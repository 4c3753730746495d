import Foundation

/// Builds the page's WebAssembly module with `Playground/scripts/build-wasm`, which builds it
/// when it is missing or stale and prints its absolute path as the last line of its standard
/// output (or exits non-zero with a message on its standard error).
package enum ModuleBuild {
  /// `Playground/scripts/build-wasm`, found from the path this source file had when it was
  /// compiled (`#filePath`): a `playground` executable run away from the checkout it was built
  /// in must be given the module (`--wasm PATH`).
  package static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Site
    .deletingLastPathComponent()  // PlaygroundServer
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()  // Playground
    .appendingPathComponent("scripts")
    .appendingPathComponent("build-wasm")

  /// Why the module could not be had, in a sentence that names the script.
  package struct Failure: Error, CustomStringConvertible {
    package let description: String
  }

  /// Runs `script` (no arguments, no standard input, its standard error this process's) and
  /// returns the module named by the last non-empty line of its standard output. Each line
  /// before it goes to `progress` as it comes.
  /// - Throws: ``Failure`` if the script is missing, fails, or names no file.
  package static func run(_ script: URL, progress: (String) -> Void) throws -> URL {
    guard FileManager.default.isExecutableFile(atPath: script.path) else {
      throw Failure(
        description: "no executable \(script.path) to build the WebAssembly module: build it and give --wasm PATH")
    }
    let process = Process()
    process.executableURL = script
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    var pending: [UInt8] = []
    var last: String?
    func take(_ line: String) {
      guard !line.allSatisfy(\.isWhitespace) else { return }
      if let last { progress(last) }
      last = line
    }
    while case let data = output.fileHandleForReading.availableData, !data.isEmpty {
      pending += data
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        take(String(decoding: pending[..<newline], as: UTF8.self))
        pending.removeSubrange(...newline)
      }
    }
    take(String(decoding: pending, as: UTF8.self))
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let how =
        process.terminationReason == .exit
        ? "exit status \(process.terminationStatus)" : "signal \(process.terminationStatus)"
      throw Failure(description: "\(script.path) could not build the WebAssembly module (\(how))")
    }
    guard let last else { throw Failure(description: "\(script.path) printed no module path") }
    let module = URL(fileURLWithPath: last.trimmingCharacters(in: .whitespaces))
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: module.path, isDirectory: &isFolder), !isFolder.boolValue else {
      throw Failure(description: "\(script.path) printed \"\(last)\" as its last line, which is no file")
    }
    return module
  }
}
