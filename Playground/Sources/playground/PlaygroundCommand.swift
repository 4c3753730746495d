import ArgumentParser
import Foundation
import PlaygroundCore
import PlaygroundServer

/// `playground`: serves the CarouselKit playground, a page that runs the engine itself as a
/// WebAssembly module, or writes it to a folder for any static host.
@main
struct PlaygroundCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "playground",
    abstract: "The CarouselKit playground: the real Swift engine, live in a browser.",
    discussion: """
      Builds the engine's WebAssembly module (Playground/scripts/build-wasm) unless --wasm \
      names one, then serves the page and the module on a local web server and prints its \
      address, or with --export writes them to a folder that any static web server can serve.
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

  @Option(
    help: ArgumentHelp(
      "The WebAssembly module to serve as /carousel.wasm, instead of building it with Playground/scripts/build-wasm.",
      valueName: "path"))
  var wasm: String?

  @Option(
    help: ArgumentHelp(
      "Write the site (every file of the page and carousel.wasm) into this folder, which must not exist or be empty, "
        + "and exit instead of serving it.",
      valueName: "folder"))
  var export: String?

  /// Tests only: the script that builds the module, instead of Playground/scripts/build-wasm.
  @Option(help: .hidden) var buildScript: String?
  /// Tests only: a short head deadline, a low rate and a low connection cap.
  @Flag(help: .hidden) var testHooks = false

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be in 0…65535, not \(port)") }
    guard !host.isEmpty else { throw ValidationError("--host must not be empty") }
    if let wasm {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: wasm, isDirectory: &isFolder), !isFolder.boolValue else {
        throw ValidationError("--wasm \(wasm): no such file")
      }
    }
  }

  func run() async throws {
    // A reader of standard output that went away must not end the server.
    signal(SIGPIPE, SIG_IGN)
    let site: Site
    do {
      // An export folder that cannot be used is refused before the module is built.
      if let export { try Site.checkExportFolder(URL(fileURLWithPath: export)) }
      site = try Site.bundled(module: module())
      if let export {
        let written = try site.export(to: URL(fileURLWithPath: export))
        print("Wrote \(written.count) files to \(export): serve the folder with any static web server.")
        return
      }
    } catch {
      throw Self.failure("\(error)")
    }
    var configuration = PlaygroundConfiguration(site: site)
    configuration.host = host
    configuration.port = port
    configuration.allowedHosts = allowedHosts
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
        throw Self.failure("\(host):\(port) is already in use: choose another port with --port")
      }
      throw Self.failure(text)
    }
  }

  /// The module to serve: `--wasm`, or the one the build script builds (its progress lines on
  /// standard error).
  func module() throws -> URL {
    if let wasm { return URL(fileURLWithPath: wasm) }
    let script = buildScript.map { URL(fileURLWithPath: $0) } ?? ModuleBuild.script
    return try ModuleBuild.run(script) { line in
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
  }

  /// Prints `error: message` on standard error; the command then exits with status 1.
  static func failure(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    return .failure
  }

  static func isLoopback(_ host: String) -> Bool {
    HostPolicy.isLoopback(host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]")))
  }
}
