// libFuzzer target: the engine fed with event streams decoded from the fuzz bytes.
//
// The first bytes choose a layout (linear, cards, wheel, pages, cover flow, rotary) or bare
// anchors, its geometry, a configuration and the driver's input rules (who decides a drag,
// where taps come from); the rest is a stream of actions through the driver's one method,
// `send(_:)`: every `CarouselInput` (touches in any phase of two fingers, engine-style track
// touches, the platform's drag decisions and pan questions, platform taps, keys,
// accessibility actions, scrolls and focus, adjustments, programmatic scrolls, SwiftUI drag
// gesture callbacks, pointer scrolling, lost touches), frames, configurations (snapping,
// rates, springs, looping, autoplay, the viewport, the environment, scroll locks, autoplay
// pauses, input rules, prefetching, exposed items) and data changes (reloads, selections,
// mappings). Numbers come from every range, 5e-324 to 1.8e308, with times that step forward,
// repeat, jump by one ulp or go backwards. After every action the offsets, velocities and
// visible attributes must be finite and every index in range, every did-settle must close a
// will-settle, a tap must name an item, under the platform's drag decision no raw touch may
// begin a drag, and the update must draw as a front end applies it (each slot at most once,
// in order; a view configured again whenever its item changes; departures naming the slot
// that showed the copy; afterwards every slot showing the driver's copy); a trap, a hang
// (libFuzzer -timeout) or unbounded memory (-rss_limit_mb) is a finding.
@_spi(DriverEngine) @_spi(TrackTouchInput) import CarouselCore

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

/// A front end's views, as the updates draw them: the copy each slot's view shows.
struct FrontEndModel {
  var shown: [VisibleCopy?] = []

  /// A data change with a mapping: each view shows the same item, at its new index
  /// (`mapping`, when the item stays among the `count` items).
  mutating func rename(count: Int, _ mapping: (Int) -> Int?) {
    for slot in shown.indices {
      guard let copy = shown[slot], let index = mapping(copy.index), (0..<count).contains(index) else { continue }
      shown[slot] = VisibleCopy(index: index, copy: copy.copy)
    }
  }

  /// Applies an update as a front end does, checking that it can: the departures name the
  /// views that showed the departing copies (looked up before drawing), each slot is drawn
  /// at most once, in slot order, within the slot count; a slot whose item changes is
  /// configured again (assigned); afterwards every slot shows what the driver says it shows.
  mutating func apply<Layout: CarouselLayout>(_ update: CarouselUpdate, of driver: CarouselDriver<Layout>) {
    let slots = update.frame.slotCount
    precondition(slots == driver.slotCount, "slot count \(slots), driver \(driver.slotCount)")
    precondition(update.departures.count == update.events.disappeared.count, "departures \(update.departures)")
    for (copy, slot) in zip(update.events.disappeared, update.departures) where slot >= 0 {
      precondition(slot < shown.count && shown[slot] == copy, "departure of \(copy) from slot \(slot)")
    }
    while shown.count < slots { shown.append(nil) }
    var previous = -1
    for draw in update.frame.draws {
      precondition(draw.slot > previous && draw.slot < slots, "draw of slot \(draw.slot) after \(previous)")
      previous = draw.slot
      switch draw.command {
      case .show(let k, let assigned):
        precondition(
          update.frame.items.indices.contains(k), "slot \(draw.slot) shows item \(k) of \(update.frame.items.count)")
        let item = update.frame.items[k]
        precondition(
          draw.copy?.index == item.index, "slot \(draw.slot) shows \(item.index) as \(String(describing: draw.copy))")
        precondition(draw.phase.isFinite, "phase \(draw.phase)")
        if !assigned {
          precondition(shown[draw.slot]?.index == item.index, "slot \(draw.slot) kept its view for a new item")
        }
        shown[draw.slot] = draw.copy
      case .hide:
        shown[draw.slot] = nil
      }
    }
    if update.frame.orderChanged || !update.frame.draws.isEmpty {
      let order = update.frame.drawingOrder
      precondition(Set(order).count == order.count && order.allSatisfy { (0..<slots).contains($0) }, "order \(order)")
    }
    for slot in 0..<slots {
      precondition(
        shown[slot] == driver.visibleCopy(inSlot: slot), "slot \(slot) shows \(String(describing: shown[slot]))")
    }
    if case .wake(let time) = update.schedule { precondition(!time.isNaN, "wake-up at NaN") }
  }
}

/// Plays the rest of the bytes through a driver of `layout`, with input rules from the bytes:
/// every kind of action through `send(_:)`. Counts above `maximumCount` are lowered to it
/// (pages store an anchor per item: a large count is slow, not wrong).
func run<Layout: CarouselLayout>(_ layout: Layout, _ reader: inout ByteReader, maximumCount: Int = .max) {
  var time = reader.double()
  let viewport = CarouselSize(width: reader.double(), height: reader.double())
  var behavior = ScrollBehavior(isLooping: reader.bool())
  reconfigure(&behavior, &reader)
  let count = min(reader.integer(), maximumCount)
  let index = reader.integer()
  let drags = InputRules.DragDecision.allCases
  let taps = InputRules.TapSource.allCases
  let rules = InputRules(drag: drags[Int(reader.byte()) % drags.count], taps: taps[Int(reader.byte()) % taps.count])
  var driver = CarouselDriver(
    CarouselConfiguration(layout: layout, viewport: viewport, behavior: behavior, inputRules: rules), count: count,
    index: index, time: time)
  check(driver)
  var settles = SettlePairing()
  var model = FrontEndModel()
  var operations = 0
  /// Sends one action and checks the update.
  func send(_ action: CarouselAction<Layout>) {
    let oldCount = driver.count
    let update = driver.send(action)
    if case .data(let change, _) = action, let mapping = change.mapping, oldCount > 0, driver.count > 0 {
      // The views of the items that stay keep showing them, at their new indices.
      model.rename(count: driver.count) { index in index < mapping.count ? mapping[index] : nil }
    }
    settles.record(update.events, count: driver.count)
    if case .input(.touch) = action, driver.configuration.inputRules.drag == .platform {
      precondition(!update.events.dragBegan, "a raw touch began a drag under the platform's decision: \(action)")
    }
    model.apply(update, of: driver)
  }
  func handle(_ input: CarouselInput) { send(.input(input)) }
  /// Sends the configuration in force with one change.
  func configure(_ change: (inout CarouselConfiguration<Layout>) -> Void) {
    var configuration = driver.configuration
    change(&configuration)
    send(.configure(configuration, time: time))
  }
  /// The inputs and configuration changes added with the one action (issue 29).
  func other(_ choice: UInt8, _ reader: inout ByteReader) {
    switch choice % 8 {
    case 0: handle(.lostTouches(time: time))
    case 1:
      let phases = PointerScroll.Phase.allCases
      let phase = phases[Int(reader.byte()) % phases.count]
      let kind: PointerScroll.Kind = reader.bool() ? .continuous : .discrete
      handle(.pointerScroll(PointerScroll(phase, kind: kind, translation: point(&reader), time: time)))
    case 2: handle(.accessibilityFocus(slot: reader.integer(), time: time))
    case 3:
      let directions = CarouselAccessibility.ScrollDirection.allCases
      handle(.accessibilityScroll(directions[Int(reader.byte()) % directions.count], time: time))
    case 4:
      let rules = InputRules(
        drag: drags[Int(reader.byte()) % drags.count], taps: taps[Int(reader.byte()) % taps.count])
      configure { $0.inputRules = rules }
    case 5:
      let distance = reader.integer()
      configure { $0.prefetchDistance = distance }
    case 6:
      let exposes = reader.bool()
      let scrolls = reader.bool()
      configure {
        $0.exposesItemsToAccessibility = exposes
        $0.scrollsToTappedItem = scrolls
      }
    default:
      let feedback = CarouselSelectionFeedback.allCases[Int(reader.byte()) % CarouselSelectionFeedback.allCases.count]
      let visible = reader.bool()
      configure {
        $0.selectionFeedback = feedback
        $0.environment.isVisible = visible
      }
    }
    check(driver)
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
        handle(.key(arrow, time: time))
      }
    case 2, 3:
      let phase = TouchEvent.Phase.allCases[Int(reader.byte()) % TouchEvent.Phase.allCases.count]
      let finger = Int(reader.byte() % 2)
      let target: TouchTarget = reader.bool() ? .control : .content
      handle(.touch(TouchInput(phase, at: point(&reader), time: time, finger: finger, target: target)))
    case 4:
      let decisions = PlatformDrag.allCases
      if reader.bool() { handle(.panShouldBegin(velocity: point(&reader), time: time)) }
      if reader.bool() {
        // The pan recognising alongside a zoomed photo (a 343 × 200 item at 2×), anywhere.
        let photo = NestedScrollView(
          contentOffset: point(&reader), contentSize: CarouselSize(width: 686, height: 400),
          boundsSize: CarouselSize(width: 343, height: 200), isZooming: reader.bool())
        let phase: NestedPan.Phase = reader.bool() ? .shouldBegin : .changed
        handle(
          .nestedPan(
            NestedPan(phase, scrollView: photo, velocity: point(&reader), location: point(&reader), time: time)))
      }
      handle(.platformDrag(decisions[Int(reader.byte()) % decisions.count], at: point(&reader), time: time))
    case 5:
      if reader.bool() {
        let enabled = reader.bool()
        configure { $0.isScrollEnabled = enabled }
      } else if reader.bool() {
        handle(.tapItem(reader.integer(), time: time))
      } else {
        let update: DragGestureUpdate
        switch reader.byte() % 3 {
        case 0: update = .changed(start: point(&reader), location: point(&reader), time: time)
        case 1: update = .ended(location: point(&reader), time: time)
        default: update = .reset(time: time)
        }
        handle(.dragGesture(update))
      }
    case 6: send(.frame(time: time))
    case 7:
      if reader.bool() {
        handle(.scroll(toIndex: reader.integer(), animated: reader.bool(), time: time))
      } else {
        let actions = CarouselAccessibilityAction.allCases
        handle(.accessibility(actions[Int(reader.byte()) % actions.count], time: time))
      }
    case 8:
      reconfigure(&behavior, &reader)
      configure { [behavior] in $0.behavior = behavior }
    case 9:
      if reader.bool() {
        let size = CarouselSize(width: reader.double(), height: reader.double())
        configure { $0.viewport = size }
      } else if reader.bool() {
        let selection = reader.bool() ? reader.integer() : nil
        send(.data(CarouselDataChange(count: min(reader.integer(), maximumCount), selection: selection), time: time))
      } else {
        // A batch update: a shift and a deleted index, from the bytes, over the first old
        // items (the later ones count as deleted).
        let shift = Int(reader.byte() % 5) - 2
        let deleted = Int(reader.byte())
        let mapping = (0..<min(driver.count, 64)).map { $0 == deleted ? nil : $0 &+ shift }
        send(.data(CarouselDataChange(count: min(reader.integer(), maximumCount), mapping: mapping), time: time))
      }
    case 10:
      let environment = CarouselEnvironment(
        isRightToLeft: reader.bool(), isVoiceOverRunning: reader.bool(), isReduceMotionEnabled: reader.bool())
      configure { $0.environment = environment }
    default:
      if reader.bool() {
        let paused = reader.bool()
        configure { $0.isAutoplayPaused = paused }
      } else {
        handle(.adjust(increment: reader.bool(), time: time))
      }
    }
    check(driver)
    // One time in four, one of the actions the stream above does not choose.
    let extra = reader.byte()
    if extra % 4 == 0 { other(extra / 4, &reader) }
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
