import ArgumentParser
import CarouselCore
import CarouselTrace
import Foundation
import Testing

@testable import CarouselTool

/// Issue 20, reproducer 7: `carousel simulate` has a work and output budget
/// (``ReplayBudget``): frames × the items a frame computes, and events. What passes it is
/// refused, naming the flags to change; the counts decide, not the time taken.
@Suite struct SimulateBudgetTests {
  static func run(_ arguments: [String], trace: String) throws -> String? {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("budget-\(UUID().uuidString).json").path
    try trace.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var command = try SimulateCommand.parse(["--trace", path] + arguments)
    do {
      try command.run()
      return nil
    } catch let error as ToolError {
      return error.description
    }
  }

  /// 1,000 one-point items visible: a 590-s hold needs 70,800 frames of 1,000 items; refused
  /// before any work.
  @Test func aLongHoldWithAThousandVisibleItemsIsRefusedUpFront() throws {
    let options = ["--viewport", "999x200", "--inset", "499", "--spacing", "0", "--count", "100000", "--json"]
    let hold = #"[{"t":0,"x":10,"phase":"began"},{"t":590,"x":10,"phase":"ended"}]"#
    let items = BenchCommand.itemsPerFrame(try LayoutOptions.parse(Array(options.dropLast())))
    #expect(items >= 1_000)
    let message = try Self.run(options, trace: hold)
    #expect(
      message?.contains("trace sample 1: time 590.0 s needs more than \(ReplayBudget.itemFrames / items) frames")
        == true)
    #expect(message?.contains("item-frames") == true)
    #expect(message?.contains("lower --fps") == true)
    #expect(message?.contains("--viewport") == true)
  }

  /// A free glide at 0.99999 over 1-pt items would run for minutes of simulated time and
  /// report a view appearing and disappearing for every item passed: refused at the event
  /// limit (200,000), or at the frame budget (5,319 frames at 376 items per frame, not
  /// 300,000), whichever comes first.
  @Test func aLongGlideOverTinyItemsIsRefusedAtTheBudget() throws {
    let options = [
      "--viewport", "375x200", "--inset", "187", "--spacing", "0", "--count", "100000000", "--snap", "free",
      "--deceleration-rate", "0.99999", "--json",
    ]
    let fling =
      #"[{"t":0,"x":300,"phase":"began"},{"t":0.05,"x":100,"phase":"moved"},{"t":0.05,"x":100,"phase":"ended"}]"#
    let message = try Self.run(options, trace: fling)
    let budget = message?.contains("did not come to rest within") == true && message?.contains("item-frames") == true
    let events = message?.contains("more than 200000 events") == true && message?.contains("the event limit") == true
    #expect(budget || events, "\(message ?? "accepted")")
    #expect(message?.contains("show fewer items") == true)
  }

  /// 100,000 samples in a millisecond, each swinging the content 3,000 pt: the samples, not
  /// the frames, report the events past the limit, and the refusal says so (it advised
  /// lowering --fps or showing fewer items, which changes nothing here).
  @Test func aFlurryOfSamplesIsRefusedForItsSamples() throws {
    var samples = [#"{"t":0.1,"x":300,"y":100,"phase":"began"}"#]
    for i in 1..<99_990 {
      samples.append(#"{"t":\#(0.1 + Double(i) * 1e-8),"x":\#(300 - (i % 2) * 3000),"y":100,"phase":"moved"}"#)
    }
    samples.append(#"{"t":0.1011,"x":250,"y":100,"phase":"ended"}"#)
    let message = try Self.run(["--count", "1000", "--json"], trace: "[" + samples.joined(separator: ",") + "]")
    #expect(message?.contains("more than 200000 events") == true, "\(message ?? "accepted")")
    #expect(message?.contains("give a trace with fewer samples") == true, "\(message ?? "accepted")")
    #expect(message?.contains("lower --fps") == false)
  }

  /// An ordinary simulation is within the budget.
  @Test func theExampleIsWithinTheBudget() throws {
    var command = try SimulateCommand.parse(["--example", "banners"])
    try command.run()
  }
}
