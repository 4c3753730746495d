import ArgumentParser
import CarouselCore
import Foundation

/// `carousel render`: SVG pictures of a layout, drawn from the engine's own numbers.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw a layout at an offset, or a simulated gesture, as SVG.",
    discussion: """
      With --offset: one frame. With --trace, --example or --fling: the gesture is simulated \
      and drawn as a strip of --frames frames spread over its duration, or with --animate as \
      an animated SVG that replays every frame in real time.
      """)

  @OptionGroup var carousel: CarouselOptions

  @Option(parsing: .unconditional, help: "Draw one frame at this offset (points).")
  var offset: Double?

  @Option(
    parsing: .unconditional,
    help:
      "With --offset: the layout's toggle, −1…1 (default 0, at rest): how far iCarousel's coverFlow2 (--layout coverflow --style coverFlow2) has flipped its items since the current item changed, −1 just after a move to a later item; a simulated gesture draws the driver's own."
  )
  var toggle: Double?

  @Option(help: "Simulate this trace (JSON touch samples, as for simulate).")
  var trace: String?

  @Option(help: "Simulate a built-in gesture: \(Example.allCases.map(\.rawValue).joined(separator: ", ")).")
  var example: Example?

  @Option(
    parsing: .unconditional, help: "Simulate a finger swipe at this speed (pt/s; positive scrolls forward) for 80 ms.")
  var fling: Double?

  @Option(parsing: .unconditional, help: "Frames in the strip.")
  var frames: Int = 6

  @Flag(help: "An animated SVG instead of a strip.")
  var animate = false

  @Option(parsing: .unconditional, help: "Frames per second of the simulation (and the animation).")
  var fps: Double = 60

  @Option(name: .shortAndLong, help: "Write the SVG to this file instead of standard output.")
  var output: String?

  mutating func validate() throws {
    let sources = [offset != nil, trace != nil, example != nil, fling != nil].filter { $0 }.count
    guard sources <= 1 else { throw ValidationError("give only one of --offset, --trace, --example, --fling") }
    if let offset, !offset.isFinite || abs(offset) > ToolLimits.offset {
      throw ValidationError("--offset must be a finite number within ±1e12 points (got \(offset))")
    }
    if let fling, !fling.isFinite || fling == 0 || abs(fling) > ToolLimits.flingSpeed {
      throw ValidationError("--fling must be a non-zero speed within ±100000 pt/s (got \(fling))")
    }
    if let toggle {
      guard trace == nil, example == nil, fling == nil else {
        throw ValidationError("--toggle draws one frame: give it with --offset (a gesture draws the driver's toggle)")
      }
      guard toggle.isFinite, (-1...1).contains(toggle) else {
        throw ValidationError("--toggle must be between -1 and 1 (got \(toggle))")
      }
    }
    guard (1...60).contains(frames) else { throw ValidationError("--frames must be in 1…60 (got \(frames))") }
    guard fps.isFinite, (1...240).contains(fps) else { throw ValidationError("--fps must be in 1…240 (got \(fps))") }
  }

  mutating func run() throws {
    let options = carousel
    var gesture: Trace? = nil
    if let example {
      // The example's options are on the command line already (Example.expanding).
      gesture = example.trace(along: options.geometry.carouselLayout.axis)
    } else if let trace {
      gesture = try SimulateCommand.readTrace(trace)
    } else if let fling {
      let layout = options.geometry.carouselLayout
      let start = layout.axis.length(of: options.geometry.size) / 2 + (fling > 0 ? 60 : -60)
      gesture = .swipe(from: start, velocity: -fling, duration: 0.08, start: 0.1, axis: layout.axis)
    }
    // The configuration (and with it every anchor) is built once, for the simulation and all
    // the frames drawn.
    let configuration = options.configuration
    let scene = Scene(options: options, anchors: configuration.anchors)
    let layout = scene.layout
    let viewport = options.geometry.size
    let svg: String
    if let gesture {
      let result: Simulation.Result
      do {
        var simulation = Simulation(
          configuration: configuration, initialIndex: options.index, framesPerSecond: fps, axis: layout.axis)
        if layout.usesToggle {
          // The toggle is the driver's (LayoutToggle): the gesture plays through one.
          simulation.layout = AnyCarouselLayout(layout)
          simulation.viewport = viewport
        }
        result = try simulation.run(gesture)
      } catch {
        throw ToolError("\(gestureArgument): \(error.description)")
      }
      if animate, result.frames.count > ToolLimits.animationFrames {
        throw ToolError(
          "--animate: the gesture takes \(result.frames.count) frames at \(fps) fps; an animation has at most \(ToolLimits.animationFrames) frames (lower --fps or shorten the gesture)"
        )
      }
      svg =
        animate
        ? try animation(result, scene: scene, options: options) : try strip(result, scene: scene, options: options)
    } else {
      let offset = self.offset ?? configuration.anchors.offset(of: options.index)
      let toggle = self.toggle ?? 0
      let items = scene.visible(offset: offset, toggle: toggle)
      let m = SVGRenderer.margin
      let body = SVGRenderer.frame(
        items: items, layout: layout, viewport: viewport, x: m, y: m,
        caption: "\(options.geometry.layout.rawValue) · offset \(SVGRenderer.n(offset)) pt"
          + (layout.usesToggle ? " · toggle \(SVGRenderer.n(toggle))" : ""))
      svg = SVGRenderer.document(width: viewport.width + 2 * m, height: viewport.height + 2 * m + 12, body: body)
    }
    if let output, output != "-" {
      try Output.save(svg, to: output)
    } else {
      StandardOutput.write(svg, terminator: "")
    }
  }

  /// The argument that named the gesture, for error messages.
  private var gestureArgument: String {
    if let example { return "--example \(example.rawValue)" }
    if let fling { return "--fling \(fling)" }
    return "--trace \(Quoting.bounded(trace ?? "-"))"
  }

  /// Counts the items a document draws, refusing more than ``ToolLimits/drawnItems``.
  private struct DrawnItems {
    var count = 0
    mutating func add(_ items: [ItemAttributes]) throws {
      count += items.count
      guard count <= ToolLimits.drawnItems else {
        throw ToolError(
          "--frames/--animate: the picture would draw more than \(ToolLimits.drawnItems) items (the limit); lower --fps or --frames, or show fewer items"
        )
      }
    }
  }

  /// What every frame of one picture shares: the layout and the loop period, built once, so
  /// that the work per frame is the visible items' alone (building the anchors costs O(count)
  /// with `--layout pages`).
  struct Scene {
    var layout: any CarouselLayout
    var count: Int
    var viewport: CarouselSize
    var isLooping: Bool
    /// The length of one cycle of a looping track (0 when the track does not loop).
    var period: Double

    init(options: CarouselOptions, anchors: SnapAnchors) {
      layout = options.geometry.carouselLayout
      count = options.geometry.count
      viewport = options.geometry.size
      isLooping = options.geometry.loop
      period = isLooping && count >= 2 && anchors.period > 0 ? anchors.period : 0
    }

    /// The items visible at an offset on the unbounded track, with the driver's toggle
    /// (``LayoutToggle``; only a layout that uses one reads it). O(visible items).
    func visible(offset: Double, toggle: Double = 0) -> [ItemAttributes] {
      var items: [ItemAttributes] = []
      // Frames carry the unwrapped offset: bring it into one cycle as the engine's own is.
      var local = offset
      if period > 0 { local -= (offset / period).rounded(.down) * period }
      layout.visibleItems(
        offset: local, count: count, viewport: viewport, isLooping: isLooping, toggle: toggle, into: &items)
      return items
    }
  }

  private func strip(_ result: Simulation.Result, scene: Scene, options: CarouselOptions) throws -> String {
    let layout = scene.layout
    let viewport = options.geometry.size
    let m = SVGRenderer.margin
    let picked = (0..<frames).map { k in
      result.frames[frames == 1 ? result.frames.count - 1 : k * (result.frames.count - 1) / (frames - 1)]
    }
    var body = ""
    var drawn = DrawnItems()
    for (row, frame) in picked.enumerated() {
      let y = m + Double(row) * (viewport.height + 36)
      let items = scene.visible(offset: frame.offset, toggle: frame.toggle)
      try drawn.add(items)
      body += SVGRenderer.frame(
        items: items, layout: layout, viewport: viewport, x: m, y: y,
        caption:
          "t = \(fmt(frame.time, 3)) s · \(frame.phase.rawValue) · offset \(fmt(frame.offset, 1)) pt · item \(frame.index.map(String.init) ?? "-")",
        id: row)
    }
    return SVGRenderer.document(
      width: viewport.width + 2 * m, height: m + Double(frames) * (viewport.height + 36), body: body)
  }

  private func animation(
    _ result: Simulation.Result, scene: Scene, options: CarouselOptions
  ) throws -> String {
    let layout = scene.layout
    let viewport = options.geometry.size
    let m = SVGRenderer.margin
    let total = max(result.final.time + 0.5, 0.1)
    var body = ""
    var drawn = DrawnItems()
    for (i, frame) in result.frames.enumerated() {
      let start = frame.time / total
      let end = (i + 1 < result.frames.count ? result.frames[i + 1].time : total) / total
      var keyTimes = "0;\(SVGRenderer.n4(start));\(SVGRenderer.n4(end))"
      var values = "hidden;visible;hidden"
      if start == 0 {
        keyTimes = "0;\(SVGRenderer.n4(end))"
        values = "visible;hidden"
      }
      body +=
        "<g visibility=\"hidden\"><animate attributeName=\"visibility\" values=\"\(values)\" keyTimes=\"\(keyTimes)\" dur=\"\(SVGRenderer.n4(total))s\" repeatCount=\"indefinite\" calcMode=\"discrete\"/>\n"
      let items = scene.visible(offset: frame.offset, toggle: frame.toggle)
      try drawn.add(items)
      body += SVGRenderer.frame(
        items: items, layout: layout, viewport: viewport, x: m, y: m,
        caption: "t = \(fmt(frame.time, 2)) s · \(frame.phase.rawValue) · item \(frame.index.map(String.init) ?? "-")",
        id: i)
      body += "</g>\n"
    }
    return SVGRenderer.document(width: viewport.width + 2 * m, height: viewport.height + 2 * m + 12, body: body)
  }
}

extension SVGRenderer {
  static func n4(_ value: Double) -> String { String(format: "%.4f", min(max(value, 0), 1e9)) }
}
