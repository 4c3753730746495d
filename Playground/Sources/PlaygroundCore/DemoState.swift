import CarouselCore

/// One live demo of one connection: its `CarouselDriver` (the same model, with the same
/// touch rules, that the UIKit and SwiftUI front ends drive) and its settings.
///
/// The driver's slot planner is the one record of slot changes: it accumulates them over
/// every call (pointer events, frames, settings) until a frame sent to the page
/// acknowledges them, so nothing is copied here.
struct DemoState: Sendable {
  let kind: DemoKind
  private(set) var settings: DemoSettings
  private(set) var driver: CarouselDriver<AnyCarouselLayout>
  /// Every shown slot is to be sent as assigned (a new connection).
  private var resendAll = true
  /// What the latest frame sent showed, to skip demos at rest.
  private var lastSent: Snapshot?
  /// Counts configuration changes, so that a frame follows each.
  private var configurationVersion = 0
  /// The latest pointer sample handed to the driver (after pacing), within a gesture.
  private var lastSample: (time: Double, location: Double)?

  struct Snapshot: Equatable {
    var offset: Double
    var velocity: Double
    var phase: ScrollEngine.Phase
    var currentIndex: Int?
    var targetIndex: Int?
    var slotCount: Int
    var count: Int
    var viewport: CarouselSize
    var configurationVersion: Int
  }

  init(kind: DemoKind, time: Double) {
    self.kind = kind
    self.settings = kind.defaultSettings
    self.driver = kind.makeDriver(settings: settings, viewport: kind.defaultViewport, time: time)
  }

  var engine: ScrollEngine { driver.engine }
  var viewport: CarouselSize { driver.viewport }

  /// The Swift code that reproduces the demo as shown.
  var swiftCode: String { SwiftCode.driver(for: kind, settings: settings, viewport: driver.viewport) }

  // MARK: - Calls

  /// Hands a pointer sample to the driver's touch rules (a touch-down catches any motion, a
  /// lift settles or flings, a short touch is a tap), paced (``paced(_:)``). The page sends
  /// the coordinate along the demo's axis; the other one is the viewport's middle. Returns
  /// the time used.
  mutating func handle(_ touch: TouchEvent) -> Double {
    let paced = paced(touch)
    let middle = driver.viewport
    let point =
      driver.layout.axis == .horizontal
      ? CarouselPoint(x: paced.location, y: middle.height / 2) : CarouselPoint(x: middle.width / 2, y: paced.location)
    _ = driver.touch(paced.phase, at: point, time: paced.time)
    return paced.time
  }

  /// The sample as the engine gets it: never closer in time to the previous sample of the
  /// same gesture than `|Δx| / ` ``PlaygroundSession/maximumPointerSpeed`` (a later time,
  /// same position), so that no pair of samples implies a faster finger than that, whatever
  /// the page sends (`t` one ulp or 1e-150 s apart). A real pointer never comes near it.
  /// Past ``PlaygroundSession/maximumPacedTime`` the time stops and the position is
  /// limited instead.
  mutating func paced(_ touch: TouchEvent) -> TouchEvent {
    guard touch.phase != .began, let last = lastSample else {
      lastSample = (touch.time, touch.location)
      return touch
    }
    let speed = PlaygroundSession.maximumPointerSpeed
    let dx = touch.location - last.location
    var time = max(touch.time, last.time + abs(dx) / speed)
    var location = touch.location
    if time > PlaygroundSession.maximumPacedTime {
      time = max(PlaygroundSession.maximumPacedTime, last.time)
      let reach = (time - last.time) * speed
      location = last.location + min(max(dx, -reach), reach)
    }
    lastSample = (time, location)
    return TouchEvent(touch.phase, location: location, time: time)
  }

  mutating func advance(to time: Double) {
    _ = driver.advance(to: time)
  }

  mutating func scroll(toIndex index: Int, animated: Bool, at time: Double) {
    _ = driver.scroll(toIndex: index, animated: animated, at: time)
  }

  /// Changes the viewport, keeping the current item. Returns whether it changed.
  mutating func resize(to viewport: CarouselSize, at time: Double) -> Bool {
    guard viewport != driver.viewport else { return false }
    _ = driver.resize(to: viewport, at: time)
    return true
  }

  /// Applies new settings live, keeping the current item and any drag or motion in progress
  /// (the driver's `reload(count:at:)` and `reconfigure(_:at:)`). Returns whether anything
  /// changed.
  mutating func configure(_ patch: SettingsPatch, at time: Double) -> Bool {
    let new = patch.applied(to: settings)
    guard new != settings else { return false }
    if new.count != settings.count { _ = driver.reload(count: new.count, at: time) }
    _ = driver.reconfigure(new.behavior, at: time)
    settings = new
    configurationVersion += 1
    return true
  }

  // MARK: - Frames

  private var snapshot: Snapshot {
    let engine = driver.engine
    return Snapshot(
      offset: engine.unwrappedOffset, velocity: engine.velocity, phase: engine.phase,
      currentIndex: engine.currentIndex, targetIndex: engine.targetIndex, slotCount: driver.slotCount,
      count: engine.configuration.count, viewport: driver.viewport, configurationVersion: configurationVersion)
  }

  /// Whether the page has something to update: motion, a slot change, a new viewport or
  /// settings.
  var needsFrame: Bool {
    if resendAll || lastSent != snapshot { return true }
    for slot in 0..<driver.slotCount where driver.change(inSlot: slot) != .unchanged { return true }
    return false
  }

  /// The demo's frame state, and acknowledges the driver's slot changes (a new connection
  /// gets every shown slot as assigned).
  mutating func takeFrame() -> Reply.DemoFrame {
    let engine = driver.engine
    var slots: [Reply.Slot] = []
    slots.reserveCapacity(driver.slotCount)
    for slot in 0..<driver.slotCount {
      let change = resendAll ? .assigned : driver.change(inSlot: slot)
      let item = driver.attributes(inSlot: slot)
      // A shown slot is assigned or unchanged; an empty one cleared or unchanged.
      let sent: SlotPlanner.Change = change == .unchanged ? .unchanged : (item == nil ? .cleared : .assigned)
      slots.append(Reply.Slot(slot: slot, change: sent, item: item))
    }
    let frame = Reply.DemoFrame(
      count: engine.configuration.count, axis: driver.layout.axis.rawValue, width: Reply.drawn(driver.viewport.width),
      height: Reply.drawn(driver.viewport.height),
      perspective: Reply.Nullable(driver.layout.perspective.map(Reply.drawn)),
      offset: Reply.drawn(engine.offset), unwrappedOffset: Reply.drawn(engine.unwrappedOffset),
      velocity: Reply.drawn(engine.velocity), phase: engine.phase.rawValue,
      currentIndex: Reply.Nullable(engine.currentIndex),
      targetIndex: Reply.Nullable(engine.targetIndex), slotCount: driver.slotCount, slots: slots)
    driver.acknowledgeChanges()
    resendAll = false
    lastSent = snapshot
    return frame
  }
}
