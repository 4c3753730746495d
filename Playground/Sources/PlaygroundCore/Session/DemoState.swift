@_spi(DriverEngine) @_spi(TrackTouchInput) import CarouselCore
import CarouselTrace

/// One live demo of one connection: its `CarouselDriver` (the same model, with the same
/// touch rules, that the UIKit and SwiftUI front ends drive) and its settings.
///
/// Every action goes through the driver's one method, `send(_:)` (pointer samples, keys and
/// scrolls as inputs, the page's frames, the viewport and settings as configurations and
/// data changes), and the page hears what the returned updates say: their events, iterated
/// in their one order, and which slots their frames assigned or hid, kept here until a frame
/// sent to the page carries them.
struct DemoState: Sendable {
  let kind: DemoKind
  private(set) var settings: DemoSettings
  private(set) var driver: CarouselDriver<AnyCarouselLayout>
  /// Every shown slot is to be sent as assigned (a new connection).
  private var resendAll = true
  /// For each slot, whether an update assigned it a new item or hid it since the latest
  /// frame sent to the page (the updates' slot commands, accumulated).
  private var changedSlots: [Bool] = []
  /// The page's clock as the demo last heard it, in seconds: the time of its latest frame, or
  /// a later time a message gave since (pointer samples before pacing, keys, settings).
  /// Pacing never moves a sample later than this (or the sample's own time).
  private var latestTime: Double
  /// Whether something the page draws changed since the latest frame: a driver call reported
  /// events (the content's progress changes whenever it moves, its phase whenever a motion
  /// starts or ends), or the viewport or the settings changed. Demos at rest are skipped.
  private var frameDue = true
  /// The finger the driver follows (the first one down), while a finger is down, for pacing
  /// and the recording: the driver says only whether one is down (`isTouchDown`).
  private var followedFinger: Int?
  /// The latest sample of the followed finger handed to the driver (after pacing).
  private var lastSample: (time: Double, point: CarouselPoint)?
  /// The events the driver reported since the latest frame sent them, at most
  /// ``maximumPendingEvents`` (the oldest are dropped past that).
  private(set) var pendingEvents: [Reply.Event] = []
  /// The last gesture, for "Copy as trace".
  private(set) var recording: GestureRecording?

  /// The most events kept between two frames.
  static let maximumPendingEvents = 1_000

  init(kind: DemoKind, time: Double) {
    self.kind = kind
    self.settings = kind.defaultSettings
    self.driver = kind.makeDriver(settings: settings, viewport: kind.defaultViewport, time: time)
    self.latestTime = time
  }

  var engine: ScrollEngine { driver.engine }
  var viewport: CarouselSize { driver.viewport }

  /// The Swift code that reproduces the demo as shown.
  var swiftCode: String { SwiftCode.driver(for: kind, settings: settings, viewport: driver.viewport) }

  // MARK: - Calls

  /// Hands a pointer sample to the driver's touch rules (a touch-down catches any motion, a
  /// lift settles or flings, a short touch is a tap, a second pointer is ignored, a move
  /// across the axis is handed off, `cancelled` settles from where the content is), paced
  /// (``paced(_:at:time:finger:)``). Without `y`, `x` is along the demo's axis and the other
  /// coordinate is the viewport's middle. Returns the time used.
  mutating func handle(_ pointer: PointerSample) -> Double {
    let middle = driver.viewport
    let touch = pointer.touch
    let raw: CarouselPoint
    if !pointer.isAlongAxis {
      raw = touch.location
    } else {
      raw =
        driver.layout.axis == .horizontal
        ? CarouselPoint(x: touch.location.x, y: middle.height / 2)
        : CarouselPoint(x: middle.width / 2, y: touch.location.x)
    }
    let paced = paced(touch.phase, at: raw, time: touch.time, finger: touch.finger)
    if touch.phase == .began, !driver.state.isTouchDown {
      followedFinger = touch.finger
      if recording?.isFinished ?? true { startRecording() }
    }
    var handled = touch
    handled.location = paced.point
    handled.time = paced.time
    let update = driver.send(.input(.touch(handled)))
    if !driver.state.isTouchDown { followedFinger = nil }
    if recording?.isFinished == false {
      // The driver takes a sample older than its clock at its clock's time.
      handled.time = driver.state.time
      recording?.record(TraceSample(handled))
    }
    apply(update)
    return paced.time
  }

  /// The sample as the driver gets it: for the finger the driver follows, never closer in
  /// time to its previous sample than the distance / ``PlaygroundSession/maximumPointerSpeed``,
  /// so that no pair of samples implies a faster finger than that, whatever the page sends
  /// (`t` one ulp or 1e-150 s apart). A real pointer never comes near it. The sample is
  /// taken later (same position) only up to the page's clock (this sample's time or
  /// ``latestTime``, never past ``PlaygroundSession/maximumPacedTime``): beyond that the time
  /// stops there and the position is limited instead, so pacing never moves the driver's
  /// clock past real time. Other fingers, which the driver ignores, pass unchanged.
  mutating func paced(_ phase: TouchEvent.Phase, at point: CarouselPoint, time: Double, finger: Int) -> (
    point: CarouselPoint, time: Double
  ) {
    if time.isFinite { latestTime = max(latestTime, time) }
    if phase == .began, !driver.state.isTouchDown {
      lastSample = (time, point)
      return (point, time)
    }
    guard followedFinger == finger, let last = lastSample else { return (point, time) }
    let speed = PlaygroundSession.maximumPointerSpeed
    let dx = point.x - last.point.x
    let dy = point.y - last.point.y
    let distance = (dx * dx + dy * dy).squareRoot()
    let latest = min(max(time, latestTime), PlaygroundSession.maximumPacedTime)
    var time = max(time, last.time + distance / speed)
    var location = point
    if time > latest || !distance.isFinite {
      time = max(min(time, latest), last.time)
      let reach = (time - last.time) * speed
      let scale = distance > reach && distance.isFinite ? reach / distance : (distance.isFinite ? 1 : 0)
      location = CarouselPoint(x: last.point.x + dx * scale, y: last.point.y + dy * scale)
    }
    lastSample = (time, location)
    return (location, time)
  }

  /// A frame of the page: its time is the page's clock (``latestTime``), back too.
  mutating func advance(to time: Double) {
    if time.isFinite { latestTime = time }
    apply(driver.send(.frame(time: time)))
  }

  mutating func scroll(toIndex index: Int, animated: Bool, at time: Double) {
    noteTime(time)
    interrupt("a scroll")
    apply(driver.send(.input(.scroll(toIndex: index, animated: animated, time: time))))
  }

  /// An arrow key (the arrows along the axis step one item, animated), if the driver takes
  /// it (the update's `isHandled`). Returns whether it did (else the page lets the key
  /// through).
  mutating func press(_ arrow: CarouselAccessibility.Arrow, at time: Double) -> Bool {
    noteTime(time)
    let update = driver.send(.input(.key(arrow, time: time)))
    if update.isHandled { interrupt("an arrow key") }
    apply(update)
    return update.isHandled
  }

  /// Keeps a time the page reported (``latestTime``).
  private mutating func noteTime(_ time: Double) {
    if time.isFinite { latestTime = max(latestTime, time) }
  }

  // MARK: - Updates, events and the recording

  /// Applies one update: keeps which slots its frame assigned or hid, and its events.
  private mutating func apply(_ update: CarouselUpdate) {
    for draw in update.frame.draws where draw.isAssigned || draw.item == nil {
      while changedSlots.count <= draw.slot { changedSlots.append(false) }
      changedSlots[draw.slot] = true
    }
    note(update.events)
  }

  /// Keeps the events of one update for the next frame and the recording, and ends the
  /// recording when the demo is at rest with no finger down.
  private mutating func note(_ events: ScrollEvents) {
    if !events.isEmpty { frameDue = true }
    let state = driver.state
    let list = Reply.Event.list(events, at: state.time)
    if !list.isEmpty {
      pendingEvents += list
      if pendingEvents.count > Self.maximumPendingEvents {
        pendingEvents.removeFirst(pendingEvents.count - Self.maximumPendingEvents)
      }
    }
    guard var recording, !recording.isFinished else { return }
    recording.note(list)
    if state.phase == .idle, !state.isTouchDown {
      recording.finalOffset = state.unwrappedOffset
      recording.finalIndex = state.currentIndex
      recording.finalTime = state.time
    }
    self.recording = recording
  }

  /// A touch-down at rest starts a new recording.
  private mutating func startRecording() {
    let state = driver.state
    var recording = GestureRecording(
      settings: settings, viewport: driver.viewport, startIndex: state.currentIndex ?? 0,
      startOffset: state.unwrappedOffset)
    if state.phase != .idle {
      recording.problem = "the carousel was moving when the gesture began"
    } else if let index = state.currentIndex,
      abs(state.offset - driver.engineConfiguration.anchors.offset(of: index)) > 1e-9
    {
      recording.problem = "the carousel was not resting on an item when the gesture began"
    }
    self.recording = recording
  }

  /// Input other than touches during a recording: its replay would differ.
  private mutating func interrupt(_ what: String) {
    if recording?.isFinished == false { recording?.problem = "\(what) came during the gesture" }
  }

  /// The events since the latest frame (and forgets them).
  mutating func takeEvents() -> [Reply.Event] {
    defer { pendingEvents = [] }
    return pendingEvents
  }

  /// Changes the viewport, keeping the current item. Returns whether it changed.
  mutating func resize(to viewport: CarouselSize, at time: Double) -> Bool {
    noteTime(time)
    guard viewport != driver.viewport else { return false }
    interrupt("a resize")
    var configuration = driver.configuration
    configuration.viewport = viewport
    apply(driver.send(.configure(configuration, time: time)))
    frameDue = true
    return true
  }

  /// Applies new settings live, keeping the current item and any drag or motion in progress
  /// (a data change with the new count, then a configuration with the new behaviour).
  /// Returns whether anything changed.
  mutating func configure(_ patch: SettingsPatch, at time: Double) -> Bool {
    noteTime(time)
    let new = patch.applied(to: settings)
    guard new != settings else { return false }
    interrupt("a change of settings")
    if new.count != settings.count { apply(driver.send(.data(CarouselDataChange(count: new.count), time: time))) }
    var configuration = driver.configuration
    configuration.behavior = new.behavior
    apply(driver.send(.configure(configuration, time: time)))
    settings = new
    frameDue = true
    return true
  }

  // MARK: - Frames

  /// Whether the page has something to update: events since the latest frame (motion, a
  /// phase change, a tap...), a slot change, a new viewport or settings, or a new connection.
  /// Decided from what the driver's updates said, never by comparing states.
  var needsFrame: Bool {
    resendAll || frameDue || !pendingEvents.isEmpty || changedSlots.contains(true)
  }

  /// The demo's frame state, and forgets the slot changes it carries (a new connection gets
  /// every shown slot as assigned).
  mutating func takeFrame() -> Reply.DemoFrame {
    let engine = driver.engine
    var slots: [Reply.Slot] = []
    slots.reserveCapacity(driver.slotCount)
    for slot in 0..<driver.slotCount {
      let changed = resendAll || (slot < changedSlots.count && changedSlots[slot])
      let item = driver.attributes(inSlot: slot)
      // A shown slot is assigned or unchanged; an empty one cleared or unchanged.
      let sent: SlotPlanner.Change = !changed ? .unchanged : (item == nil ? .cleared : .assigned)
      slots.append(Reply.Slot(slot: slot, change: sent, item: item))
    }
    let frame = Reply.DemoFrame(
      count: engine.configuration.count, axis: driver.layout.axis.rawValue, width: Reply.drawn(driver.viewport.width),
      height: Reply.drawn(driver.viewport.height),
      perspective: Reply.Nullable(driver.layout.perspective.map(Reply.drawn)),
      offset: Reply.drawn(engine.offset), unwrappedOffset: Reply.drawn(engine.unwrappedOffset),
      velocity: Reply.drawn(engine.velocity), phase: engine.phase.rawValue,
      currentIndex: Reply.Nullable(engine.currentIndex),
      targetIndex: Reply.Nullable(engine.targetIndex), slotCount: driver.slotCount, slots: slots,
      events: takeEvents())
    for slot in changedSlots.indices { changedSlots[slot] = false }
    resendAll = false
    frameDue = false
    return frame
  }
}
