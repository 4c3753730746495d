import Foundation
import Testing

@testable import CarouselTool

/// Input echoed in errors is bounded and escaped; errors are written in one piece; `-o`
/// writes through the path (issue 15).
@Suite struct QuotingTests {
  @Test func shortPrintableInputIsShownAsItIs() {
    #expect(Quoting.bounded("gesture.json") == "gesture.json")
    #expect(Quoting.bounded("dir with spaces/é ü 漢字.json") == "dir with spaces/é ü 漢字.json")
    #expect(Quoting.bounded("") == "")
  }

  @Test func longInputIsCutAfter48ScalarsAndTheRestCounted() {
    let text = String(repeating: "A", count: 16 << 20)
    #expect(Quoting.bounded(text) == String(repeating: "A", count: 48) + "…(16777168 more)")
    #expect(Quoting.bounded(String(repeating: "b", count: 49)) == String(repeating: "b", count: 48) + "…(1 more)")
    #expect(Quoting.bounded(String(repeating: "b", count: 48)) == String(repeating: "b", count: 48))
    // One grapheme made of a million combining marks is cut by scalars, not by characters.
    let mark = "e" + String(repeating: "\u{301}", count: 1_000_000)
    #expect(Quoting.bounded(mark).hasSuffix("…(999953 more)"))
  }

  @Test func controlAndNonPrintableScalarsAreEscaped() {
    #expect(Quoting.bounded("\u{1B}]0;PWNED\u{07}\u{1B}[2J") == "\\u{1B}]0;PWNED\\u{7}\\u{1B}[2J")
    #expect(Quoting.bounded("a\nb\tc\rd\\e") == "a\\nb\\tc\\rd\\\\e")
    #expect(
      Quoting.bounded("\u{202E}evil\u{200B}\u{7F}\u{85}\u{2028}\u{A0}")
        == "\\u{202E}evil\\u{200B}\\u{7F}\\u{85}\\u{2028}\\u{A0}")
    // An escape counts as one scalar of the 48 shown.
    let escapes = String(repeating: "\u{1B}", count: 100)
    #expect(Quoting.bounded(escapes) == String(repeating: "\\u{1B}", count: 48) + "…(52 more)")
  }

  @Test func theWholeMessageIsMadeSafeLineByLine() {
    #expect(Quoting.message("Error: fine\nUsage: carousel") == "Error: fine\nUsage: carousel")
    #expect(Quoting.message("bad \u{1B}[2J value\\") == "bad \\u{1B}[2J value\\")
    let long = "Error: The value '" + String(repeating: "x", count: 100_000) + "' is invalid for '--fps <fps>'"
    let safe = Quoting.message(long)
    #expect(safe.unicodeScalars.count < 200)
    #expect(safe.hasPrefix("Error: The value '" + String(repeating: "x", count: 47) + "…(99954 more)"))
    #expect(safe.hasSuffix(" is invalid for '--fps <fps>'"))
    let words = Array(repeating: "word", count: 1_000).joined(separator: " ")
    #expect(Quoting.message(words).unicodeScalars.count < Quoting.maximumLine + 20)
    // Bounded input passes unchanged.
    let quoted = "unknown phase \"" + Quoting.bounded(String(repeating: "\u{1B}", count: 9)) + "\""
    #expect(Quoting.message(quoted) == quoted)
  }

  @Test func aTraceErrorQuotesTheBoundedPhase() {
    let phase = String(repeating: "P", count: 1 << 20)
    let message = Trace.refusal(of: "[{\"t\":0,\"x\":1,\"phase\":\"\(phase)\"}]")
    #expect(
      message
        == "trace sample 0: unknown phase \"\(String(repeating: "P", count: 48))…(1048528 more)\" (expected began, moved, ended or cancelled)"
    )
    #expect(
      Trace.refusal(of: "[{\"t\":0,\"x\":1,\"phase\":\"\\u001b]0;PWNED\\u0007\"}]")
        == "trace sample 0: unknown phase \"\\u{1B}]0;PWNED\\u{7}\" (expected began, moved, ended or cancelled)")
  }

  static func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-output-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test func saveWritesThroughASymbolicLinkAndKeepsModeAndHardLinks() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("target").path
    let link = directory.appendingPathComponent("link").path
    let hard = directory.appendingPathComponent("hard").path
    #expect(FileManager.default.createFile(atPath: target, contents: Data("a longer old content".utf8)))
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target")
    try FileManager.default.linkItem(atPath: target, toPath: hard)
    try Output.save("<svg/>", to: link)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "<svg/>")
    #expect(try String(contentsOfFile: hard, encoding: .utf8) == "<svg/>")
    let attributes = try FileManager.default.attributesOfItem(atPath: target)
    #expect((attributes[.posixPermissions] as? Int) == 0o640)
    #expect((attributes[.referenceCount] as? Int) == 2)
  }

  @Test func saveCreatesAMissingFileAndNamesThePathAndTheReasonWhenItCannot() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("new.svg").path
    try Output.save("<svg/>", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "<svg/>")
    let missing = directory.appendingPathComponent("no/such\u{1B}[2J.svg").path
    #expect {
      try Output.save("<svg/>", to: missing)
    } throws: { error in
      (error as? ToolError)?.description
        == "--output: cannot write '\(Quoting.bounded(missing))': No such file or directory"
    }
    #expect(!Quoting.bounded(missing).contains("\u{1B}"))
  }

  @Test func aLargeTextIsWrittenWhole() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("large.svg").path
    let text = String(repeating: "0123456789", count: 3_000_000)
    try Output.save(text, to: path)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count == 30_000_000)
  }
}
