// libFuzzer target: the engine fed with event streams decoded from the fuzz bytes.
//
// The first bytes choose a layout (linear, cards, wheel, pages, cover flow, rotary) or bare
// anchors, its geometry, a configuration and the driver's input rules (who decides a drag,
// where taps come from); the rest is a stream of operations: every `CarouselInput` through
// the driver's one door, `handle(_:)` (touches in any phase of two fingers, engine-style
// track touches, the platform's drag decisions, platform taps, keys, accessibility actions,
// adjustments, programmatic scrolls, SwiftUI drag gesture callbacks through `inputs(for:)`),
// frames (`advance(to:)`), reconfigurations (snapping, rates, springs, looping, autoplay),
// viewport and count changes, scroll locks, autoplay pauses. Numbers come
// from every range, 5e-324 to 1.8e308, with times that step forward, repeat, jump by one
// ulp or go backwards. After every operation the offsets, velocities and visible attributes
// must be finite and every index in range, every did-settle must close a will-settle, a tap
// must name an item, and under the platform's drag decision no raw touch may begin a drag; a
// trap, a hang (libFuzzer -timeout) or unbounded memory (-rss_limit_mb) is a finding.
@_spi(DriverEngine) @_spi(TrackTouchInput) import CarouselCore

/// Reads values from the fuzz bytes; past the end every read gives zeros.
struct ByteReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  var isAtEnd: Bool { position >= bytes.count }

  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func uint64() -> UInt64 {
    var value: UInt64 = 0
    for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
    return value
  }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  /// Extreme and ordinary doubles, all finite.
  static let specials: [Double] = [
    0, -0.0, 1, -1, 0.5, 1e-300, -1e-300, 1e300, -1e300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e18, -1e18, 1e7, -1e7, 1e12, -1e12, 1e-150, 375, 351,
    .ulpOfOne, 9.223372036854775807e18, -9.223372036854775808e18, 4.5e15, 25_000, 0.99999, 0.01, 10, 0.05,
  ]

  /// A finite double: a special value, a raw bit pattern or a small number at some scale.
  mutating func double() -> Double {
    switch byte() % 8 {
    case 0, 1:
      return Self.specials[Int(byte()) % Self.specials.count]
    case 2:
      let value = Double(bitPattern: uint64())
      return value.isFinite ? value : 0
    default:
      let small = Double(Int16(truncatingIfNeeded: Int(byte()) << 8 | Int(byte())))
      let scales: [Double] = [1e-3, 0.1, 1, 10, 1e3, 1e6]
      return small * scales[Int(byte()) % scales.count]
    }
  }

  /// A count or index: small, or one of the extremes of Int.
  mutating func integer() -> Int {
    switch byte() % 4 {
    case 0: return Int(byte()) % 12
    case 1: return Int(Int8(truncatingIfNeeded: byte()))
    case 2: return [Int.max, Int.min, Int.max / 2, 1 << 40, 1 << 52, 1_000_000_000, 100_000_000, -1][Int(byte()) % 8]
    default: return Int(truncatingIfNeeded: uint64())
    }
  }

  /// The time of the next event after `time`: a frame later, the same, one ulp later, a
  /// tiny or a huge step, or any finite time (possibly earlier).
  mutating func time(after time: Double) -> Double {
    switch byte() % 8 {
    case 0, 1, 2: return time + Double(byte() % 32) / 120
    case 3: return time
    case 4: return time.nextUp
    case 5: return time + [1e-150, 1e-9, 1e-3, 1e3, 1e6, 1e12][Int(byte()) % 6]
    default: return double()
    }
  }
}

/// Checks the invariants the library promises after every operation.
func check(_ engine: ScrollEngine) {
  precondition(engine.offset.isFinite, "offset \(engine.offset)")
  precondition(engine.velocity.isFinite, "velocity \(engine.velocity)")
  precondition(engine.unwrappedOffset.isFinite, "unwrapped offset \(engine.unwrappedOffset)")
  let count = engine.configuration.count
  if let index = engine.currentIndex {
    precondition((0..<count).contains(index), "current index \(index) of \(count)")
  } else {
    precondition(count == 0, "no current index with \(count) items")
  }
  if let target = engine.targetIndex { precondition((0..<count).contains(target), "target \(target) of \(count)") }
}

func check<Layout: CarouselLayout>(_ driver: CarouselDriver<Layout>) {
  check(driver.engine)
  let count = driver.count
  for item in driver.items {
    precondition((0..<count).contains(item.index), "item index \(item.index) of \(count)")
    let numbers = [item.center.x, item.center.y, item.size.width, item.size.height, item.scale, item.rotation]
    precondition((numbers + [item.zIndex, item.alpha]).allSatisfy(\.isFinite), "attributes \(item)")
  }
  for slot in 0..<driver.slotCount {
    guard let item = driver.attributes(inSlot: slot) else { continue }
    precondition(item.center.x.isFinite && item.center.y.isFinite, "slot \(slot) drawn at \(item.center)")
    precondition(driver.visibleCopy(inSlot: slot)?.index == item.index, "slot \(slot) copy")
  }
  if let progress = driver.progress {
    precondition(
      progress.isFinite && progress >= 0 && progress <= Double(max(count - 1, 0)) + 1, "progress \(progress)")
  } else {
    precondition(count == 0, "no progress with \(count) items")
  }
  var order: [Int] = []
  driver.drawingOrder(into: &order)
  precondition(Set(order).count == order.count, "drawing order repeats a slot")
  var upcoming: [Int] = []
  driver.upcomingIndices(lookahead: 3, into: &upcoming)
  precondition(upcoming.allSatisfy { (0..<count).contains($0) }, "upcoming \(upcoming) of \(count)")
}

/// A behaviour change decoded from the bytes.
func reconfigure(_ behavior: inout ScrollBehavior, _ reader: inout ByteReader) {
  switch reader.byte() % 8 {
  case 0: behavior.snapping = [.free, .nearest, .paging][Int(reader.byte()) % 3]
  case 1: behavior.snapping = .paging(maxItems: reader.integer())
  case 2: behavior.decelerationRate = DecelerationRate(perMillisecond: reader.double())
  case 3: behavior.spring = Spring(response: reader.double(), dampingRatio: reader.double())
  case 4: behavior.isLooping.toggle()
  case 5:
    behavior.autoplay =
      reader.bool() ? nil : Autoplay(interval: reader.double(), direction: reader.bool() ? .forward : .backward)
  case 6: behavior.minimumFlingSpeed = reader.double()
  default: behavior.edgeSpring = Spring(response: reader.double(), dampingRatio: reader.double())
  }
}

/// A point in the viewport decoded from the bytes.
func point(_ reader: inout ByteReader) -> CarouselPoint { CarouselPoint(x: reader.double(), y: reader.double()) }

/// Plays the rest of the bytes through a driver of `layout`, with input rules from the bytes:
/// every kind of input through `handle(_:)` and every change it takes. Counts above
/// `maximumCount` are lowered to it (pages store an anchor per item: a large count is slow,
/// not wrong).
func run<Layout: CarouselLayout>(_ layout: Layout, _ reader: inout ByteReader, maximumCount: Int = .max) {
  var time = reader.double()
  let viewport = CarouselSize(width: reader.double(), height: reader.double())
  var behavior = ScrollBehavior(isLooping: reader.bool())
  reconfigure(&behavior, &reader)
  var driver = CarouselDriver(
    layout: layout, count: min(reader.integer(), maximumCount), viewport: viewport, behavior: behavior,
    index: reader.integer(), time: time)
  let drags = InputRules.DragDecision.allCases
  let taps = InputRules.TapSource.allCases
  driver.inputRules = InputRules(
    drag: drags[Int(reader.byte()) % drags.count], taps: taps[Int(reader.byte()) % taps.count])
  check(driver)
  var settles = SettlePairing()
  var operations = 0
  /// Feeds one input through the one door and checks what it reported.
  func handle(_ input: CarouselInput) {
    let events = driver.handle(input)
    settles.record(events, count: driver.count)
    if case .touch = input, driver.inputRules.drag == .platform {
      precondition(!events.dragBegan, "a raw touch began a drag under the platform's decision: \(input)")
    }
  }
  while !reader.isAtEnd && operations < 64 {
    operations += 1
    time = reader.time(after: time)
    switch reader.byte() % 12 {
    case 0, 1:
      if reader.bool() {
        // An engine-style sample in track coordinates (the tools' engine input).
        let phase = TouchEvent.Phase.allCases[Int(reader.byte()) % TouchEvent.Phase.allCases.count]
        let touch = TouchEvent(phase, location: reader.double(), time: time)
        for input in CarouselInput.trackTouch(touch, axis: driver.layout.axis, viewport: driver.viewport) {
          handle(input)
        }
      } else {
        let arrows = CarouselAccessibility.Arrow.allCases
        let arrow = arrows[Int(reader.byte()) % arrows.count]
        _ = driver.accepts(arrow)
        handle(.key(arrow, time: time))
      }
    case 2, 3:
      let phase = TouchEvent.Phase.allCases[Int(reader.byte()) % TouchEvent.Phase.allCases.count]
      let finger = Int(reader.byte() % 2)
      let target: TouchTarget = reader.bool() ? .control : .content
      handle(.touch(TouchInput(phase, at: point(&reader), time: time, finger: finger, target: target)))
    case 4:
      let decisions = PlatformDrag.allCases
      if reader.bool() { _ = driver.canBeginDrag(velocity: point(&reader)) }
      handle(.platformDrag(decisions[Int(reader.byte()) % decisions.count], at: point(&reader), time: time))
    case 5:
      if reader.bool() {
        settles.record(driver.setScrollEnabled(reader.bool(), at: time), count: driver.count)
      } else if reader.bool() {
        handle(.tapItem(reader.integer(), time: time))
      } else {
        let update: DragGestureUpdate
        switch reader.byte() % 3 {
        case 0: update = .changed(start: point(&reader), location: point(&reader), time: time)
        case 1: update = .ended(location: point(&reader), time: time)
        default: update = .reset(time: time)
        }
        for input in driver.inputs(for: update) { handle(input) }
      }
    case 6: settles.record(driver.advance(to: time), count: driver.count)
    case 7:
      if reader.bool() {
        handle(.scroll(toIndex: reader.integer(), animated: reader.bool(), time: time))
      } else {
        let actions = CarouselAccessibilityAction.allCases
        handle(.accessibility(actions[Int(reader.byte()) % actions.count], time: time))
      }
    case 8:
      reconfigure(&behavior, &reader)
      settles.record(driver.reconfigure(behavior, at: time), count: driver.count)
    case 9:
      if reader.bool() {
        let size = CarouselSize(width: reader.double(), height: reader.double())
        settles.record(driver.resize(to: size, at: time), count: driver.count)
      } else if reader.bool() {
        let currentIndex = reader.bool() ? reader.integer() : nil
        settles.record(
          driver.reload(count: min(reader.integer(), maximumCount), currentIndex: currentIndex, at: time),
          count: driver.count)
      } else {
        // A batch update: a shift and a deleted index, from the bytes.
        let shift = Int(reader.byte() % 5) - 2
        let deleted = Int(reader.byte())
        settles.record(
          driver.reload(
            count: min(reader.integer(), maximumCount), mapping: { $0 == deleted ? nil : $0 &+ shift }, at: time),
          count: driver.count)
      }
    case 10:
      let environment = CarouselEnvironment(
        isRightToLeft: reader.bool(), isVoiceOverRunning: reader.bool(), isReduceMotionEnabled: reader.bool())
      settles.record(driver.setEnvironment(environment, at: time), count: driver.count)
    default:
      if reader.bool() {
        settles.record(driver.setAutoplayPaused(reader.bool(), at: time), count: driver.count)
      } else {
        handle(.adjust(increment: reader.bool(), time: time))
      }
    }
    check(driver)
    if reader.byte() % 4 == 0 { driver.acknowledgeChanges() }
  }
}

/// Checks that every did-settle closes a will-settle (a catch or a new drag ends a motion
/// without one) and that tapped items exist.
struct SettlePairing {
  var settling = false

  mutating func record(_ events: ScrollEvents, count: Int) {
    if let index = events.tappedIndex { precondition((0..<count).contains(index), "tap on \(index) of \(count)") }
    if events.dragBegan || events.phase == .dragging { settling = false }
    if events.willSettle != nil { settling = true }
    if events.didSettle != nil {
      precondition(settling, "did-settle without a will-settle: \(events)")
      settling = false
    }
  }
}

/// Plays the rest of the bytes through a bare engine with anchors decoded from the bytes.
func runEngine(_ reader: inout ByteReader) {
  let anchors: SnapAnchors
  switch reader.byte() % 3 {
  case 0: anchors = .uniform(count: reader.integer(), pitch: reader.double())
  case 1:
    let sizes = (0..<Int(reader.byte() % 8)).map { _ in reader.double() }
    anchors = .pages(sizes: sizes, spacing: reader.double(), alignment: reader.bool() ? .leading : .center)
  default:
    let offsets = (0..<Int(reader.byte() % 8)).map { _ in reader.double() }
    anchors = SnapAnchors(offsets: offsets, period: reader.bool() ? reader.double() : nil)
  }
  var configuration = ScrollEngine.Configuration(
    anchors: anchors, viewportLength: reader.double(), behavior: ScrollBehavior(isLooping: reader.bool()))
  reconfigure(&configuration.behavior, &reader)
  var time = reader.double()
  var engine = ScrollEngine(configuration: configuration, index: reader.integer(), time: time)
  check(engine)
  var operations = 0
  while !reader.isAtEnd && operations < 64 {
    operations += 1
    time = reader.time(after: time)
    switch reader.byte() % 6 {
    case 0, 1, 2:
      let phase = TouchEvent.Phase.allCases[Int(reader.byte()) % TouchEvent.Phase.allCases.count]
      _ = engine.handle(TouchEvent(phase, location: reader.double(), time: time))
    case 3: _ = engine.advance(to: time)
    case 4: _ = engine.scroll(toIndex: reader.integer(), animated: reader.bool(), at: time)
    default:
      var changed = engine.configuration
      reconfigure(&changed.behavior, &reader)
      _ = engine.reconfigure(changed, at: time)
    }
    check(engine)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func engineFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
  func itemSize(_ reader: inout ByteReader) -> LinearLayout.ItemSize {
    reader.bool() ? .inset(reader.double()) : .fraction(reader.double())
  }
  switch reader.byte() % 7 {
  case 0:
    let layout = LinearLayout.linear(
      itemSize: itemSize(&reader), spacing: reader.double(), itemHeight: reader.bool() ? reader.double() : nil,
      axis: reader.bool() ? .horizontal : .vertical)
    run(layout, &reader)
  case 1:
    let layout = CardStackLayout.cards(
      inset: reader.double(), spacing: reader.double(), itemHeight: reader.double(), minScale: reader.double(),
      stackDepth: reader.integer())
    run(layout, &reader)
  case 2:
    let layout = WheelLayout.wheel(
      visibleItems: reader.integer(), itemHeight: reader.double(), maxScale: reader.double())
    run(layout, &reader)
  case 3:
    let sizes = (0..<Int(reader.byte() % 6)).map { _ in reader.double() }
    let layout = PagesLayout.pages(
      sizes, spacing: reader.double(), axis: reader.bool() ? .vertical : .horizontal,
      alignment: reader.bool() ? .leading : .center)
    run(layout, &reader, maximumCount: 10_000)
  case 4:
    let layout = CoverFlowLayout.coverFlow(
      itemSize: itemSize(&reader), sideSpacing: reader.double(), tilt: reader.double(),
      perspective: reader.double())
    run(layout, &reader)
  case 5:
    let layout = RotaryLayout.rotary(
      itemSize: itemSize(&reader), spacing: reader.double(), itemsAround: reader.integer(),
      perspective: reader.double())
    run(layout, &reader)
  default:
    runEngine(&reader)
  }
  return 0
}
