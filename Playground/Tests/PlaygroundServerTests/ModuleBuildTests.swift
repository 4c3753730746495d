import Foundation
import Testing

@testable import PlaygroundServer

/// The build script's contract: it prints the module's path as the last line of its standard
/// output, or exits non-zero. Each test runs a small shell script of its own.
@Suite("Module build")
struct ModuleBuildTests {
  @Test func theModuleIsTheLastLineAndTheLinesBeforeItAreProgress() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let module = try folder.write("\0asm", to: "out/carousel.wasm")
    let script = try folder.write(
      "#!/bin/sh\necho compiling\necho 'linking: 2 files'\necho '\(module.path)'\necho\n", to: "build-wasm",
      executable: true)
    var progress: [String] = []
    #expect(try ModuleBuild.run(script) { progress.append($0) } == module)
    #expect(progress == ["compiling", "linking: 2 files"])
  }

  @Test func aScriptThatFailsIsAnErrorNamingIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let script = try folder.write(
      "#!/bin/sh\necho 'build-wasm (a test): cannot build' >&2\nexit 3\n", to: "build-wasm", executable: true)
    #expect {
      try ModuleBuild.run(script) { _ in }
    } throws: { error in
      "\(error)" == "\(script.path) could not build the WebAssembly module (exit status 3)"
    }
  }

  @Test func aLastLineThatNamesNoFileIsAnError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (body, message) in [
      ("echo /nowhere/carousel.wasm", "printed \"/nowhere/carousel.wasm\" as its last line, which is no file"),
      ("echo '\(folder.url.path)'", "printed \"\(folder.url.path)\" as its last line, which is no file"),
      ("true", "printed no module path"),
    ] {
      let script = try folder.write("#!/bin/sh\n\(body)\n", to: "build-wasm", executable: true)
      #expect {
        try ModuleBuild.run(script) { _ in }
      } throws: { error in
        "\(error)" == "\(script.path) \(message)"
      }
    }
  }

  @Test func aMissingScriptIsAnErrorThatSaysWhatToDo() throws {
    let script = URL(fileURLWithPath: "/nowhere/build-wasm")
    #expect {
      try ModuleBuild.run(script) { _ in }
    } throws: { error in
      "\(error)".contains("no executable /nowhere/build-wasm") && "\(error)".contains("--wasm PATH")
    }
  }

  /// The script is found from the source file's path: it is `scripts/build-wasm` beside the
  /// playground's Package.swift.
  @Test func theScriptIsFoundBesideThePlaygroundsPackage() throws {
    let package = ModuleBuild.script.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Package.swift")
    #expect(ModuleBuild.script.path.hasSuffix("/Playground/scripts/build-wasm"))
    #expect(try String(contentsOf: package, encoding: .utf8).contains("name: \"Playground\""))
  }
}
