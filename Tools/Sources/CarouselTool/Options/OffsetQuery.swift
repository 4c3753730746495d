import ArgumentParser

/// The offset a `layout` or `snap` command asks about, and its output format.
struct OffsetQuery: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help: "The offset in points (offset k × pitch shows item k at rest; for snap, the proposed resting offset).")
  var offset: Double = 0

  @Flag(help: "Print JSON (the documented contract) instead of text.")
  var json = false

  mutating func validate() throws {
    guard offset.isFinite, abs(offset) <= ToolLimits.offset else {
      throw ValidationError("--offset must be a finite number within ±1e12 points (got \(offset))")
    }
  }
}
