// Per-frame cost of a carousel, as a front end pays it, against the articles'
// `UICollectionViewLayout`, whose `prepare()` recomputes every item's attributes each frame.
//
// - `driver/<layout>/<items>`: a `CarouselDriver` plays a precomputed gesture loop (swipe
//   forward, fling, frames until idle, swipe back, ...) as a front end drives it, through
//   `send(_:)`: while the finger is down a frame is that frame's touch sample (its inputs,
//   `CarouselInput.trackTouch`), then a display-link frame, `send(.frame(time:))` (engine,
//   visible attributes, slot plan); each update is applied (its slot commands and callbacks
//   read) and dropped.
//   Each iteration plays 1,000 frames (`scalingFactor: .kilo`), continuing the loop where the
//   previous one stopped; the driver is created in `setup`, outside the measurement.
// - `baseline/<layout>/<items>`: per frame, every item's attributes into a fresh array, then
//   the ones whose drawn box meets the viewport, at the engine's offsets from the same loop
//   (for looping layouts, positions 0..<count in the current cycle: the cost is the same).
//
// The plugin's scaled figures (marked `*`) are per frame. `scripts/bench` (repository root)
// runs everything and prints the summary table; by hand:
//
//   cd Benchmarks && swift package --disable-sandbox benchmark --filter 'driver/linear/.*'
//
// `CAROUSEL_BENCH_CHECK=1` prints, per driver benchmark, that replaying the loop reproduces
// the recorded motion, and how many items were visible.

import Benchmark
@_spi(TrackTouchInput) import CarouselCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// 120 Hz.
let frameInterval = 1.0 / 120

/// A layout under test: how the articles (and the `carousel` tool) use it.
struct Case<Layout: CarouselLayout>: Sendable {
  var name: String
  var layout: Layout
  var viewport: CarouselSize
  var isLooping: Bool

  /// A driver on item `index` of `count`, whose drags the platform begins at touch-down (as
  /// `CarouselInput.trackTouch` needs).
  func makeDriver(count: Int, index: Int) -> CarouselDriver<Layout> {
    CarouselDriver(
      CarouselConfiguration(
        layout: layout, viewport: viewport, behavior: ScrollBehavior(isLooping: isLooping),
        inputRules: InputRules(drag: .platform, taps: .onLift)),
      count: count, index: index, time: 0)
  }
}

extension CarouselDriver {
  /// One frame as a front end plays it: the touch sample's inputs, if any, then the frame;
  /// each update applied and dropped. Returns a checksum of what was applied.
  mutating func playFrame(_ touch: TouchEvent?, at time: Double) -> Int {
    var applied = 0
    if let touch {
      for input in CarouselInput.trackTouch(touch, axis: layout.axis, viewport: viewport) {
        applied &+= apply(send(.input(input)))
      }
    }
    applied &+= apply(send(.frame(time: time)))
    return applied
  }
}

/// What a front end reads of an update to apply it: the slot commands, the drawing order
/// when it changed, the callbacks and the schedule. Returns a checksum.
func apply(_ update: consuming CarouselUpdate) -> Int {
  var sum = update.frame.slotCount
  for draw in update.frame.draws {
    switch draw.command {
    case .show(let item, let assigned):
      sum &+= draw.slot &+ update.frame.items[item].index &+ (assigned ? 1 : 0)
    case .hide: sum &+= draw.slot
    }
  }
  if update.frame.orderChanged {
    for slot in update.frame.drawingOrder { sum &+= slot }
  }
  update.events.forEachCallback { _ in sum &+= 1 }
  if case .displayLink = update.schedule { sum &+= 1 }
  return sum
}

/// A precomputed gesture loop: per frame, the touch (if any) delivered just before the frame,
/// the frame's time and the engine's offset after it. Times are relative to the script's start.
struct Script: Sendable {
  var touches: [TouchEvent?] = []
  var times: [Double] = []
  /// The engine's offset after each frame: what the baseline lays out.
  var offsets: [Double] = []
  /// The time from the script's start to the frame after its last one.
  var duration = 0.0
  var gestures = 0
  /// The item the script starts from: its first frame scrolls there without animation, so
  /// that every pass plays the same motion (flings near the ends of a short track can end
  /// elsewhere).
  var startIndex = 0
  var frameCount: Int { times.count }
}

/// Builds the script by playing it on a copy of `driver`: `gestures` swipes, alternately
/// forward and back, each a touch-down, 12 frames of dragging at 20 pt per frame (2,400 pt/s)
/// and a release as a fling, then frames until the engine is idle again.
func makeScript<Layout>(_ start: CarouselDriver<Layout>, gestures: Int = 4) -> Script {
  var driver = start
  var script = Script()
  script.startIndex = driver.state.currentIndex ?? 0
  var t = driver.state.time
  let t0 = t
  func frame(_ touch: TouchEvent?) {
    if script.times.isEmpty {
      _ = apply(driver.send(.input(.scroll(toIndex: script.startIndex, animated: false, time: t))))
    }
    _ = driver.playFrame(touch, at: t)
    script.touches.append(touch.map { TouchEvent($0.phase, location: $0.location, time: $0.time - t0) })
    script.times.append(t - t0)
    script.offsets.append(driver.offset)
    t += frameInterval
  }
  for gesture in 0..<gestures {
    let direction = gesture.isMultiple(of: 2) ? 1.0 : -1.0
    var location = 300.0
    frame(TouchEvent(.began, location: location, time: t))
    for _ in 0..<12 {
      location -= direction * 20
      frame(TouchEvent(.moved, location: location, time: t))
    }
    frame(TouchEvent(.ended, location: location - direction * 20, time: t))
    var settleFrames = 0
    while driver.state.phase != .idle && settleFrames < 1_200 {
      frame(nil)
      settleFrames += 1
    }
  }
  script.duration = t - t0
  script.gestures = gestures
  return script
}

/// The state a driver benchmark keeps from one iteration to the next: the driver (a front
/// end keeps it in its view, so it is mutated in place) and where the script is.
final class DriverRun<Layout: CarouselLayout>: @unchecked Sendable {
  var driver: CarouselDriver<Layout>
  let script: Script
  var frame = 0
  var base: Double

  init(_ c: Case<Layout>, count: Int) {
    driver = c.makeDriver(count: count, index: count / 2)
    script = makeScript(driver)
    base = driver.state.time
  }

  /// Checks (outside any measurement) that replaying the script gives the recorded motion
  /// on every pass; returns a one-line summary.
  func selfCheck(passes: Int = 3) -> String {
    var worst = 0.0
    var fewest = Int.max
    var most = 0
    for _ in 0..<(passes * script.frameCount) {
      let expected = script.offsets[frame]
      play(frames: 1)
      worst = max(worst, abs(driver.offset - expected))
      fewest = min(fewest, driver.items.count)
      most = max(most, driver.items.count)
    }
    return "\(script.frameCount) frames (\(script.gestures) gestures), \(fewest)...\(most) visible, "
      + "\(driver.slotCount) slots, largest offset difference over \(passes) passes: \(worst) pt"
  }

  /// Plays `frames` frames of the script, looping it (shifted in time) at its end.
  @inline(never)
  func play(frames: Int) {
    play(frames: frames, on: &driver)
  }

  private func play(frames: Int, on driver: inout CarouselDriver<Layout>) {
    let script = self.script
    var frame = self.frame
    var base = self.base
    var applied = 0
    for _ in 0..<frames {
      if frame == 0 {
        applied &+= apply(driver.send(.input(.scroll(toIndex: script.startIndex, animated: false, time: base))))
      }
      let touch = script.touches[frame].map { TouchEvent($0.phase, location: $0.location, time: base + $0.time) }
      applied &+= driver.playFrame(touch, at: base + script.times[frame])
      frame += 1
      if frame == script.frameCount {
        frame = 0
        base += script.duration
      }
    }
    self.frame = frame
    self.base = base
    blackHole(applied)
  }
}

/// The articles' `UICollectionViewLayout`, per frame: `prepare()` computes every item's
/// attributes into a fresh array, `layoutAttributesForElements(in:)` keeps those whose
/// drawn box meets the viewport. The offsets are the engine's, from the same script.
struct BaselineRun<Layout: CarouselLayout>: Sendable {
  let layout: Layout
  let count: Int
  let viewport: CarouselSize
  let offsets: [Double]

  init(_ c: Case<Layout>, count: Int) {
    let driver = c.makeDriver(count: count, index: count / 2)
    layout = c.layout
    self.count = count
    viewport = c.viewport
    offsets = makeScript(driver).offsets
  }

  /// One frame at `offsets[frame % offsets.count]`; returns the number of visible items.
  @inline(never)
  func frame(_ frame: Int) -> Int {
    let offset = offsets[frame % offsets.count]
    // prepare()
    var cache: [ItemAttributes] = []
    for position in 0..<count {
      if let item = layout.attributes(at: position, offset: offset, count: count, viewport: viewport) {
        cache.append(item)
      }
    }
    // layoutAttributesForElements(in: collectionView.bounds)
    let rect = CarouselRect(minX: 0, minY: 0, maxX: viewport.width, maxY: viewport.height)
    let perspective = layout.perspective
    let visible = cache.filter { $0.boundingBox(perspective: perspective, viewport: viewport).intersects(rect) }
    return visible.count
  }
}

let itemCounts = [10, 1_000, 1_000_000]

func registerDriver<Layout>(_ c: Case<Layout>) {
  for count in itemCounts {
    Benchmark(
      "driver/\(c.name)/\(count)",
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal],
        units: [.mallocCountTotal: .count],
        // Two warm-up iterations (2,000 frames) play the whole script at least once, so the
        // buffers have grown to the most items ever visible before measuring.
        warmupIterations: 2,
        scalingFactor: .kilo,  // 1,000 frames per iteration
        maxDuration: .seconds(1),
        maxIterations: 1_000)
    ) { benchmark, run in
      benchmark.startMeasurement()
      run.play(frames: benchmark.scaledIterations.count)
      benchmark.stopMeasurement()
    } setup: { () -> DriverRun<Layout> in
      let run = DriverRun(c, count: count)
      if getenv("CAROUSEL_BENCH_CHECK") != nil {
        let line = "driver/\(c.name)/\(count): \(run.selfCheck())\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
      }
      return run
    }
  }
}

/// `counts`: which item counts, each with its frames per iteration (1,000 items × 1,000
/// frames is about as long as one iteration should be; a million items gets one frame).
func registerBaseline<Layout>(_ c: Case<Layout>, counts: [(Int, BenchmarkScalingFactor, Int)]) {
  for (count, scaling, maxIterations) in counts {
    Benchmark(
      "baseline/\(c.name)/\(count)",
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal],
        units: [.mallocCountTotal: .count],
        warmupIterations: 1,
        scalingFactor: scaling,
        maxDuration: .seconds(count >= 1_000_000 ? 5 : 1),
        maxIterations: maxIterations)
    ) { benchmark, run in
      benchmark.startMeasurement()
      var visible = 0
      for frame in benchmark.scaledIterations { visible &+= run.frame(frame) }
      benchmark.stopMeasurement()
      blackHole(visible)
    } setup: {
      BaselineRun(c, count: count)
    }
  }
}

let banner = CarouselSize(width: 375, height: 200)

let linear = Case(name: "linear", layout: .linear(), viewport: banner, isLooping: true)
let cards = Case(name: "cards", layout: .cards(), viewport: CarouselSize(width: 375, height: 300), isLooping: false)
let wheel = Case(name: "wheel", layout: .wheel(), viewport: banner, isLooping: true)
let pages = Case(
  name: "pages", layout: .pages([300, 120, 500, 80, 200], axis: .vertical),
  viewport: CarouselSize(width: 375, height: 600), isLooping: false)
let coverFlow = Case(name: "coverFlow", layout: .coverFlow(), viewport: banner, isLooping: false)
let rotary = Case(name: "rotary", layout: .rotary(), viewport: banner, isLooping: true)

let benchmarks: @Sendable () -> Void = {
  let smallCounts: [(Int, BenchmarkScalingFactor, Int)] = [(10, .kilo, 1_000), (1_000, .kilo, 100)]

  registerDriver(linear)
  registerDriver(cards)
  registerDriver(wheel)
  registerDriver(pages)
  registerDriver(coverFlow)
  registerDriver(rotary)

  // A million items only for the banner: one frame (a million attributes) per iteration.
  registerBaseline(linear, counts: smallCounts + [(1_000_000, .one, 5)])
  registerBaseline(cards, counts: smallCounts)
  registerBaseline(wheel, counts: smallCounts)
  registerBaseline(pages, counts: smallCounts)
  registerBaseline(coverFlow, counts: smallCounts)
  registerBaseline(rotary, counts: smallCounts)
}
