import ArgumentParser
@_spi(DriverEngine) @_spi(TrackTouchInput) import CarouselCore
import CarouselTrace

/// `carousel bench`: the per-frame cost of what a front end does, in a scripted gesture loop.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Time the per-frame work of a front end: engine, visible attributes, slot plan.",
    discussion: """
      Runs --frames frames of a scripted loop at 120 Hz (a 100 ms drag, a release as a fling, \
      frames until the engine rests, again) through CarouselDriver as a front end drives it: \
      each touch sample and display-link frame is one send(_:), whose update (the slot \
      commands, the callbacks, the schedule) is applied and dropped; per frame the driver \
      advances the engine, computes the visible attributes and the slot plan. With --json: \
      {"nsPerFrame", "frames", "items", "layout", "slots"}. Build with -c release for \
      meaningful numbers; the benchmark package in Benchmarks/ also counts allocations.
      """)

  @OptionGroup var geometry: LayoutOptions

  @Option(parsing: .unconditional, help: "How many frames to run.")
  var frames: Int = 10_000

  @Flag(help: "Print JSON.")
  var json = false

  mutating func validate() throws {
    guard (1...ToolLimits.benchFrames).contains(frames) else {
      throw ValidationError("--frames must be in 1…\(ToolLimits.benchFrames) (got \(frames))")
    }
    let perFrame = Self.itemsPerFrame(geometry)
    guard frames <= ToolLimits.benchItemFrames / perFrame else {
      throw ValidationError(
        "--frames \(frames) × \(perFrame) items per frame is more than \(ToolLimits.benchItemFrames) item-frames (the limit): lower --frames to at most \(ToolLimits.benchItemFrames / perFrame), or show fewer items (--viewport, --item-fraction, --inset, --spacing, --page-sizes, --visible-items, --count)"
      )
    }
  }

  func run() throws {
    let result = Self.measure(geometry.carouselLayout, options: geometry, frames: frames)
    if json {
      StandardOutput.write(
        JSONWriter.object([
          ("nsPerFrame", JSONWriter.number(result.nsPerFrame)), ("frames", String(frames)),
          ("items", String(geometry.count)), ("layout", JSONWriter.string(geometry.layout.rawValue)),
          ("slots", String(result.slots)),
        ]))
    } else {
      StandardOutput.write(
        "\(geometry.layout.rawValue), \(geometry.count) items: \(fmt(result.nsPerFrame, 0)) ns per frame over \(frames) frames, \(result.slots) views; the 120 Hz frame budget is 8,333,333 ns"
      )
    }
  }

  /// The items whose attributes a frame computes, at most: the more of the items visible at
  /// once and the track positions the layout examines (its candidate range, which the library
  /// cuts to ``LayoutLimits/maximumVisibleItems``; a flat wheel examines thousands of
  /// positions to show one), and at least 1 (``ReplayBudget/itemsPerFrame(layout:count:viewport:isLooping:)``,
  /// which `simulate` and the playground use too). The geometry is valid here (option groups
  /// validate first).
  static func itemsPerFrame(_ geometry: LayoutOptions) -> Int {
    ReplayBudget.itemsPerFrame(
      layout: geometry.carouselLayout, count: geometry.count, viewport: geometry.size, isLooping: geometry.loop)
  }

  /// Runs the scripted loop, driving the core as a front end does: every touch sample and
  /// every display-link frame is one ``CarouselDriver/send(_:)``, whose ``CarouselUpdate`` is
  /// applied (its slot commands and callbacks read, ``consume(_:)``) and dropped before the
  /// next action. The display link runs while the update's schedule asks for it. The gesture
  /// alternates direction so the content stays near the middle of a non-looping track.
  static func measure<L: CarouselLayout>(_ layout: L, options: LayoutOptions, frames: Int) -> (
    nsPerFrame: Double, slots: Int
  ) {
    let viewport = options.size
    // As a UIKit front end configures it (every default, prefetching 2 items included), the
    // platform's pan beginning at the touch-down (so the content follows from there: the
    // engine's motion of `CarouselInput.trackTouch`).
    var rules = InputRules.driver
    rules.drag = .platform
    // Type-erased, as both front ends hold their layout (`AnyCarouselLayout`).
    var driver = CarouselDriver(
      CarouselConfiguration(
        layout: AnyCarouselLayout(layout), viewport: viewport,
        behavior: ScrollBehavior(isLooping: options.loop, decelerationRate: .fast), inputRules: rules),
      count: options.count, index: options.count / 2)
    // The points along the axis, the other coordinate the viewport's middle (no nested
    // function capturing the generic driver: its context would cost a metadata look-up per
    // sample, which is the bench's cost, not the driver's).
    let horizontal = layout.axis == .horizontal
    let across = horizontal ? viewport.height / 2 : viewport.width / 2
    let length = layout.axis.length(of: viewport)
    let clock = ContinuousClock()
    var t = 0.0
    var frame = 0
    var direction = 1.0
    var applied = 0
    let start = clock.now
    while frame < frames {
      // Drag for 12 frames at 2,400 pt/s.
      var location = length / 2
      var point = horizontal ? CarouselPoint(x: location, y: across) : CarouselPoint(x: across, y: location)
      applied &+= consume(driver.send(.input(.touch(TouchInput(.began, at: point, time: t)))))
      applied &+= consume(driver.send(.input(.platformDrag(.began, at: point, time: t))))
      for _ in 0..<12 where frame < frames {
        t += 1 / 120
        location -= direction * 20
        point = horizontal ? CarouselPoint(x: location, y: across) : CarouselPoint(x: across, y: location)
        applied &+= consume(driver.send(.input(.touch(TouchInput(.moved, at: point, time: t)))))
        frame += 1
      }
      // Each update is dropped before the next action (its buffers are the driver's, reused).
      var schedule: CarouselSchedule
      do {
        let update = driver.send(.input(.touch(TouchInput(.ended, at: point, time: t))))
        schedule = update.schedule
        applied &+= consume(update)
      }
      while schedule == .displayLink && frame < frames {
        t += 1 / 120
        let update = driver.send(.frame(time: t))
        schedule = update.schedule
        applied &+= consume(update)
        frame += 1
      }
      direction = -direction
    }
    let elapsed = clock.now - start
    sink(applied)
    let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    return (ns / Double(frames), driver.slotCount)
  }

  /// What a front end reads of an update to apply it: every slot command (the slot, the
  /// command, the attributes it places), the drawing order when it changed, the callbacks in
  /// their one order and the schedule. Returns a checksum, so that none of it is optimised
  /// away. O(slots + callbacks), no allocation.
  static func consume(_ update: consuming CarouselUpdate) -> Int {
    var sum = update.frame.slotCount
    for draw in update.frame.draws {
      switch draw.command {
      case .show(let k, let assigned):
        let item = update.frame.items[k]
        sum &+= draw.slot &+ item.index &+ (assigned ? 1 : 0) &+ Int(item.center.x.bitPattern & 1)
      case .hide:
        sum &+= draw.slot
      }
    }
    if update.frame.orderChanged {
      for slot in update.frame.drawingOrder { sum &+= slot }
    }
    update.events.forEachCallback { _ in sum &+= 1 }
    for slot in update.departures { sum &+= slot }
    sum &+= update.feedback.clicks
    if case .displayLink = update.schedule { sum &+= 1 }
    return sum
  }

  /// Keeps a checksum alive without printing it.
  @inline(never)
  static func sink(_ value: Int) {
    if value == Int.min { StandardOutput.write("", terminator: "") }
  }
}
