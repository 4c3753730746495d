import ArgumentParser
import CarouselCore
import CarouselLayoutDescriptions
import Foundation
import Testing

@testable import CarouselTool

/// iCarousel's coverFlow2 in the tool: `--layout coverflow --style coverFlow2`, and
/// `carousel render --toggle` for one frame at a given toggle.
@Suite struct CoverFlow2ToolTests {
  /// `--style` names iCarousel's two cover flows for `--layout coverflow`; any other name is
  /// refused naming them, with exit 64.
  @Test func theStyleFlagTakesICarouselsCoverFlowNames() throws {
    let names = CoverFlowLayout.styleNames
    #expect(names.map(\.style) == CoverFlowLayout.Style.allCases)
    let built = try names.map {
      try LayoutOptions.parse(["--layout", "coverflow", "--style", $0.name]).carouselLayout as? CoverFlowLayout
    }
    #expect(built.map { $0?.style } == names.map(\.style))
    #expect(
      (try LayoutOptions.parse(["--layout", "coverflow"]).carouselLayout as? CoverFlowLayout)?.style == .coverFlow)
    let refusals = ["cubic", "coverflow2", ""].map {
      LayoutFlagTests.refusal(["--layout", "coverflow", "--style", $0])
    }
    #expect(
      refusals.allSatisfy {
        $0?.message.contains("--style must be one of coverFlow, coverFlow2") == true
          && $0?.status == ExitCode.validationFailure.rawValue
      }, "\(refusals)")
    #expect(
      LayoutFlagTests.help(of: "style", in: LayoutCommand.self).contains(
        "iCarousel's coverFlow or coverFlow2 for coverflow"))
    let description = CoverFlowLayout.layoutDescription
    #expect(description.values(of: CoverFlowLayout.coverFlow(style: .coverFlow2))?["style"] == .choice("coverFlow2"))
  }

  /// One frame at toggle −0.5 draws the centre item half turned (iCarousel's c = −τ = 0.5),
  /// which at rest faces the viewer; the caption names the toggle. A toggle outside −1…1 or
  /// with a gesture is refused.
  @Test func renderDrawsOneFrameAtAGivenToggle() throws {
    let base = ["render", "--layout", "coverflow", "--style", "coverFlow2", "--viewport", "390x300"]
    func svg(_ extra: [String]) throws -> String {
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("coverflow2-\(UUID().uuidString).svg")
        .path
      defer { try? FileManager.default.removeItem(atPath: path) }
      var command = try #require(
        try CarouselCommand.parseAsRoot(base + ["--offset", "0", "-o", path] + extra) as? RenderCommand)
      try command.run()
      return try String(contentsOfFile: path, encoding: .utf8)
    }
    let rest = try svg([])
    let flipping = try svg(["--toggle", "-0.5"])
    #expect(rest != flipping)
    #expect(flipping.contains("toggle -0.5") && rest.contains("toggle 0"))
    for (arguments, message) in [
      (["--offset", "0", "--toggle", "2"], "--toggle must be between -1 and 1"),
      (["--offset", "0", "--toggle", "nan"], "--toggle must be between -1 and 1"),
      (["--fling", "1000", "--toggle", "0.5"], "--toggle draws one frame"),
    ] {
      do {
        _ = try CarouselCommand.parseAsRoot(base + arguments)
        Issue.record("\(arguments) was taken")
      } catch {
        #expect(CarouselCommand.message(for: error).contains(message), "\(CarouselCommand.message(for: error))")
      }
    }
  }

  /// A simulated fling through the driver records its toggle: −1 at the change, easing, and
  /// the frames go on at rest until it is 0.
  @Test func aSimulatedGestureRecordsTheDriversToggle() throws {
    let options = try CarouselOptions.parse(["--layout", "coverflow", "--style", "coverFlow2", "--viewport", "390x300"])
    var simulation = Simulation(configuration: options.configuration, framesPerSecond: 60)
    simulation.layout = AnyCarouselLayout(options.geometry.carouselLayout)
    simulation.viewport = options.geometry.size
    let result = try simulation.run(.swipe(from: 300, velocity: -1500, duration: 0.08, start: 0.05))
    #expect(result.final.index != 0 && result.final.toggle == 0, "\(result.final)")
    #expect(result.frames.contains { $0.toggle < -0.5 })
    #expect(result.frames.allSatisfy { $0.toggle.isFinite && abs($0.toggle) <= 1 })
  }
}
